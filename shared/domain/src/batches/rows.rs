//! Reading, fixing and removing a ready batch's rows. A fix re-validates
//! the row at once; duplicates inside the file and the batch's counts are
//! worked out again over all its rows, so they are never stale.

use verity_core::ports::Ports;
use verity_core::table::{
    BatchWrite, Condition, Entity, Query, SkCondition, TableExt, UpdateAction,
};

use super::columns;
use super::create::{mark_duplicates, mark_recent, new_row};
use super::model::*;
use super::validate::Fields;
use super::{BatchError, BatchResult};

/// The caller's batch (another enterprise's is not found).
pub async fn batch(ports: &Ports, enterprise_id: &str, batch_id: &str) -> BatchResult<Batch> {
    ports
        .table
        .get_as::<Batch>(&batch_key(batch_id))
        .await?
        .filter(|b| b.enterprise_id == enterprise_id)
        .ok_or(BatchError::NotFound)
}

pub(crate) fn rows_query(batch_id: &str) -> Query {
    Query::partition(batch_pk(batch_id)).sk(SkCondition::BeginsWith("ROW#".into()))
}

/// Every row of the batch, in file order.
pub async fn all_rows(ports: &Ports, batch_id: &str) -> BatchResult<Vec<BatchRow>> {
    Ok(ports
        .table
        .query_all_as::<BatchRow>(rows_query(batch_id))
        .await?)
}

/// A page of rows in file order; `only_errors` keeps the rows with problems.
pub async fn page(
    ports: &Ports,
    batch: &Batch,
    only_errors: bool,
    cursor: Option<String>,
    page_size: usize,
) -> BatchResult<(Vec<BatchRow>, Option<String>)> {
    let mut query = rows_query(&batch.batch_id).limit(page_size).after(cursor);
    if only_errors {
        query = query.filter(Condition::And(vec![
            Condition::eq("valid", false),
            Condition::Ne("removed".into(), true.into()),
        ]));
    }
    Ok(ports.table.page_as::<BatchRow>(query).await?)
}

/// Replaces a row's fields (re-validated); `confirm_duplicate` accepts a
/// candidate ordered in the last 30 days.
pub async fn fix(
    ports: &Ports,
    batch: &Batch,
    row: u32,
    fields: Fields,
    confirm_duplicate: bool,
) -> BatchResult<BatchRow> {
    revise(ports, batch, row, |rows, i| {
        let columns = columns::for_package(&batch.package);
        // A field left empty keeps what the file had.
        let mut fields = fields;
        let current = stored_fields(ports, &rows[i]);
        for c in &columns {
            if fields.get(c.field).is_empty() {
                fields.set(c.field, current.get(c.field).to_string());
            }
        }
        let mut fixed = new_row(ports, &batch.batch_id, row, &columns, &fields);
        fixed.confirm_duplicate = confirm_duplicate;
        rows[i] = fixed;
    })
    .await
}

/// The row's fields as the file (or the last fix) gave them.
fn stored_fields(ports: &Ports, row: &BatchRow) -> Fields {
    let open = |text: Result<String, _>| text.unwrap_or_default();
    let mut f = Fields::default();
    f.set("name", open(row.name_enc.open(&ports.pii)));
    f.set("phone", open(row.phone_enc.open(&ports.pii)));
    f.set("idNumber", open(row.id_number_enc.open(&ports.pii)));
    if let Some(e) = &row.email_enc {
        f.set("email", open(e.open(&ports.pii)));
    }
    if let Some(p) = &row.position_enc {
        f.set("position", open(p.open(&ports.pii)));
    }
    if let Some(extra) = &row.extra_enc {
        let map: std::collections::BTreeMap<String, String> =
            serde_json::from_str(&open(extra.open(&ports.pii))).unwrap_or_default();
        for (k, v) in map {
            f.set(&k, v);
        }
    }
    f
}

/// Leaves a row out of the batch (it is not charged or ordered).
pub async fn remove(ports: &Ports, batch: &Batch, row: u32) -> BatchResult<BatchRow> {
    revise(ports, batch, row, |rows, i| rows[i].removed = true).await
}

async fn revise(
    ports: &Ports,
    batch: &Batch,
    row: u32,
    change: impl FnOnce(&mut Vec<BatchRow>, usize),
) -> BatchResult<BatchRow> {
    if batch.status != BatchStatus::Ready {
        return Err(BatchError::State(batch.status));
    }
    let mut rows = all_rows(ports, &batch.batch_id).await?;
    let i = rows
        .iter()
        .position(|r| r.row == row && !r.removed)
        .ok_or(BatchError::NotFound)?;
    let before: Vec<(bool, Vec<RowError>)> =
        rows.iter().map(|r| (r.removed, r.errors.clone())).collect();
    change(&mut rows, i);
    rows[i].errors.retain(|e| e.code != "orderedRecently");
    mark_duplicates(&mut rows);
    let now = ports.clock.now_millis();
    mark_recent(ports, &batch.enterprise_id, &mut rows[i..=i], now).await?;
    rows.iter_mut().for_each(BatchRow::refresh);
    // Only the rows whose problems changed are written again.
    let writes: Vec<BatchWrite> = rows
        .iter()
        .enumerate()
        .filter(|(j, r)| *j == i || (r.removed, &r.errors) != (before[*j].0, &before[*j].1))
        .map(|(_, r)| BatchWrite::Put(r.to_item()))
        .collect();
    ports.table.batch_write(writes).await?;
    let valid = rows.iter().filter(|r| r.is_valid()).count() as u32;
    let removed = rows.iter().filter(|r| r.removed).count() as u32;
    let counted = ports
        .table
        .update(
            &batch.key(),
            vec![
                UpdateAction::set("validCount", valid),
                UpdateAction::set("errorCount", rows.len() as u32 - valid - removed),
                UpdateAction::set("removedCount", removed),
            ],
            Some(Condition::eq("status", "ready")),
        )
        .await;
    match counted {
        Ok(_) => Ok(rows.swap_remove(i)),
        Err(e) if e.is_condition_failure() => Err(BatchError::State(BatchStatus::Submitting)),
        Err(e) => Err(e.into()),
    }
}
