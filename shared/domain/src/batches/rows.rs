//! Reading, fixing and removing a ready batch's rows. A fix re-validates
//! the row at once; duplicates inside the file and the batch's counts are
//! worked out again over all its rows, so they are never stale.

use verity_core::ports::Ports;
use verity_core::table::{
    Condition, Entity, Query, SkCondition, TableExt, Tx, TxAction, TxError, UpdateAction,
    MAX_TRANSACTION_ACTIONS,
};

use super::columns;
use super::create::{mark_duplicates, mark_recent_at, new_row};
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
    let (rows, touched) = revise(ports, batch, |rows| {
        let i = position(rows, row)?;
        let columns = columns::for_package(&batch.package);
        // A field left empty keeps what the file had.
        let mut fields = fields.clone();
        let current = stored_fields(ports, &rows[i]);
        for c in &columns {
            if fields.get(c.field).is_empty() {
                fields.set(c.field, current.get(c.field).to_string());
            }
        }
        let mut fixed = new_row(ports, &batch.batch_id, row, &columns, &fields);
        fixed.confirm_duplicate = confirm_duplicate;
        rows[i] = fixed;
        Ok(vec![i])
    })
    .await?;
    Ok(rows[touched[0]].clone())
}

/// The index of a row that is still in the batch (else not found).
fn position(rows: &[BatchRow], row: u32) -> BatchResult<usize> {
    rows.iter()
        .position(|r| r.row == row && !r.removed)
        .ok_or(BatchError::NotFound)
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

/// What the row holds (the file's value, or the last fix's) for each field
/// that has a problem, by field key. Personal data: only for members who
/// may change the batch, never logged.
pub fn problem_values(ports: &Ports, row: &BatchRow) -> std::collections::BTreeMap<String, String> {
    let fields = stored_fields(ports, row);
    row.errors
        .iter()
        .map(|e| (e.field.clone(), fields.get(&e.field).to_string()))
        .collect()
}

/// Every field of the row as the file (or the last fix) gave them, in the
/// package's column order: the problems file's cells.
pub fn file_values(ports: &Ports, batch: &Batch, row: &BatchRow) -> Vec<String> {
    let fields = stored_fields(ports, row);
    columns::for_package(&batch.package)
        .iter()
        .map(|c| fields.get(c.field).to_string())
        .collect()
}

/// Leaves a row out of the batch (it is not charged or ordered).
pub async fn remove(ports: &Ports, batch: &Batch, row: u32) -> BatchResult<BatchRow> {
    let (rows, touched) = revise(ports, batch, |rows| {
        let i = position(rows, row)?;
        rows[i].removed = true;
        Ok(vec![i])
    })
    .await?;
    Ok(rows[touched[0]].clone())
}

/// What a change of many rows did, and the batch's counts after it.
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RowsChanged {
    /// The rows this call changed (removed or confirmed).
    pub changed: u32,
    pub valid_count: u32,
    pub error_count: u32,
    pub removed_count: u32,
}

impl RowsChanged {
    fn of(rows: &[BatchRow], changed: usize) -> RowsChanged {
        let valid = rows.iter().filter(|r| r.is_valid()).count() as u32;
        let removed = rows.iter().filter(|r| r.removed).count() as u32;
        RowsChanged {
            changed: changed as u32,
            valid_count: valid,
            error_count: rows.len() as u32 - valid - removed,
            removed_count: removed,
        }
    }
}

/// Leaves out every row that still has a problem, in one revision: what is
/// left is exactly the valid rows (duplicates inside the file are worked out
/// again over what remains).
pub async fn remove_problem_rows(ports: &Ports, batch: &Batch) -> BatchResult<RowsChanged> {
    let (rows, touched) = revise(ports, batch, |rows| {
        let mut touched = Vec::new();
        for (i, r) in rows.iter_mut().enumerate() {
            if !r.removed && !r.errors.is_empty() {
                r.removed = true;
                touched.push(i);
            }
        }
        Ok(touched)
    })
    .await?;
    Ok(RowsChanged::of(&rows, touched.len()))
}

/// Which rows a confirmation of the 30-day rule covers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Confirm {
    /// These rows (file numbers); one not in the batch is not found.
    Rows(Vec<u32>),
    /// Every row flagged as ordered in the last 30 days.
    All,
}

/// Confirms the 30-day duplicate rule for rows flagged `orderedRecently`
/// (as `confirmDuplicate` does on the single order form): the flag goes
/// and the row, if it has no other problem, is charged and ordered on
/// submit. Rows named but not flagged are left as they are.
pub async fn confirm_duplicates(
    ports: &Ports,
    batch: &Batch,
    which: &Confirm,
) -> BatchResult<RowsChanged> {
    let (rows, touched) = revise(ports, batch, |rows| {
        let chosen: Vec<usize> = match which {
            Confirm::All => (0..rows.len()).filter(|&i| !rows[i].removed).collect(),
            Confirm::Rows(numbers) => numbers
                .iter()
                .map(|&n| position(rows, n))
                .collect::<BatchResult<_>>()?,
        };
        let mut touched = Vec::new();
        for i in chosen {
            let r = &mut rows[i];
            if r.errors.iter().any(|e| e.code == RECENT) && !r.confirm_duplicate {
                r.confirm_duplicate = true;
                touched.push(i);
            }
        }
        Ok(touched)
    })
    .await?;
    Ok(RowsChanged::of(&rows, touched.len()))
}

const RECENT: &str = "orderedRecently";

/// How long a fix keeps trying against other writers of the same batch
/// before it answers 1008 (under API Gateway's 29 s).
pub(crate) const DEADLINE: std::time::Duration = std::time::Duration::from_secs(20);

/// The in-process gate of a batch: its fixes and its submit, one at a time.
pub(crate) fn gate(batch_id: &str) -> std::sync::Arc<tokio::sync::Semaphore> {
    crate::gate::gate(&format!("batch#{batch_id}"), 1)
}

/// Applies `change` to the batch's rows as of one revision (it answers the
/// indices of the rows it changed), and writes the rows it changed together
/// with the next revision, conditioned on the batch being `ready` at the
/// revision read: a change either lands before `batch/submit` reads the rows
/// (whose charge is conditioned on the same revision) or is refused (4307),
/// and two changes never overwrite each other. Answers the rows after the
/// change and the indices changed.
async fn revise(
    ports: &Ports,
    batch: &Batch,
    change: impl Fn(&mut Vec<BatchRow>) -> BatchResult<Vec<usize>>,
) -> BatchResult<(Vec<BatchRow>, Vec<usize>)> {
    let gate = gate(&batch.batch_id);
    let _turn = gate.acquire().await.expect("the gate is never closed");
    let started = std::time::Instant::now();
    let mut batch = batch.clone();
    for attempt in 0.. {
        if started.elapsed() > DEADLINE {
            break;
        }
        if attempt > 0 {
            batch = ports
                .table
                .get_as::<Batch>(&batch.key())
                .await?
                .ok_or(BatchError::NotFound)?;
        }
        match batch.status {
            BatchStatus::Ready => {}
            BatchStatus::Submitting | BatchStatus::Submitted => {
                return Err(BatchError::Locked(batch.status))
            }
            other => return Err(BatchError::State(other)),
        }
        match revise_once(ports, &batch, &change).await? {
            Some(done) => return Ok(done),
            None => {
                // Another process's fix (or submit) moved the batch: read it again.
                let pause = 5 + rand::random::<u64>() % (10 << attempt.min(5));
                tokio::time::sleep(std::time::Duration::from_millis(pause)).await;
            }
        }
    }
    Err(BatchError::Busy)
}

/// One try of [`revise`]: `None` when the batch moved since it was read.
async fn revise_once(
    ports: &Ports,
    batch: &Batch,
    change: &impl Fn(&mut Vec<BatchRow>) -> BatchResult<Vec<usize>>,
) -> BatchResult<Option<(Vec<BatchRow>, Vec<usize>)>> {
    let mut rows = all_rows(ports, &batch.batch_id).await?;
    let before: Vec<(bool, Vec<RowError>)> =
        rows.iter().map(|r| (r.removed, r.errors.clone())).collect();
    let touched = change(&mut rows)?;
    if touched.is_empty() {
        // Nothing to change: no new revision.
        return Ok(Some((rows, touched)));
    }
    // The 30-day rule is checked again on the rows changed that stay.
    let recheck: Vec<usize> = touched
        .iter()
        .copied()
        .filter(|&i| !rows[i].removed)
        .collect();
    for &i in &recheck {
        rows[i].errors.retain(|e| e.code != RECENT);
    }
    mark_duplicates(&mut rows);
    let now = ports.clock.now_millis();
    mark_recent_at(ports, &batch.enterprise_id, &mut rows, &recheck, now).await?;
    rows.iter_mut().for_each(BatchRow::refresh);
    let mut changed = vec![false; rows.len()];
    touched.iter().for_each(|&i| changed[i] = true);
    // Only the rows whose problems changed are written again.
    let puts: Vec<TxAction> = rows
        .iter()
        .enumerate()
        .filter(|(j, r)| changed[*j] || (r.removed, &r.errors) != (before[*j].0, &before[*j].1))
        .map(|(_, r)| TxAction::Put {
            item: r.to_item(),
            condition: None,
        })
        .collect();
    let valid = rows.iter().filter(|r| r.is_valid()).count() as u32;
    let removed = rows.iter().filter(|r| r.removed).count() as u32;
    let read = batch.revision;
    let at_revision = |revision: u64| {
        let mut same = vec![Condition::eq("revision", revision)];
        if revision == 0 {
            same.push(Condition::NotExists("revision".into()));
        }
        Condition::And(vec![Condition::eq("status", "ready"), Condition::Or(same)])
    };
    // The batch item and the first rows in one transaction; a fix that
    // changes more rows than one transaction holds (the same ID number on
    // a hundred rows) writes the rest under the next revision's check.
    let mut parts = puts.chunks(MAX_TRANSACTION_ACTIONS - 1);
    let first = parts.next().unwrap_or_default();
    let counts = TxAction::Update {
        key: batch.key(),
        actions: vec![
            UpdateAction::set("validCount", valid),
            UpdateAction::set("errorCount", rows.len() as u32 - valid - removed),
            UpdateAction::set("removedCount", removed),
            UpdateAction::set("revision", read + 1),
        ],
        condition: Some(at_revision(read)),
    };
    let mut tx = Tx::new().with("batch", counts);
    first.iter().for_each(|put| tx.push("row", put.clone()));
    match ports.table.run(tx).await {
        Ok(()) => {}
        Err(TxError::Condition(_)) => return Ok(None),
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    for part in parts {
        let mut tx = Tx::new().with(
            "batch",
            TxAction::ConditionCheck {
                key: batch.key(),
                condition: at_revision(read + 1),
            },
        );
        part.iter().for_each(|put| tx.push("row", put.clone()));
        match ports.table.run(tx).await {
            Ok(()) => {}
            Err(TxError::Condition(_)) => return Err(BatchError::Busy),
            Err(TxError::Table(e)) => return Err(e.into()),
        }
    }
    Ok(Some((rows, touched)))
}
