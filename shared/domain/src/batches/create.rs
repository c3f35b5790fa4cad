//! `batch/create`: the uploaded file is read (verity-sheets), its header
//! found, every row validated on its own, against the other rows (the same
//! ID number twice) and against this enterprise's orders of the last 30
//! days; the batch and its rows are written, nothing is charged yet.

use std::collections::HashMap;

use futures::stream::{self, StreamExt, TryStreamExt};
use verity_core::pii::{mask_id_number, mask_name, mask_phone, Sealed};
use verity_core::ports::Ports;
use verity_core::table::{BatchWrite, Entity, TableExt};
use verity_sheets::{Kind, Limits};

use super::columns::{self, Column, EXAMPLE_ID, EXAMPLE_NAME};
use super::model::*;
use super::validate::{check, Fields};
use super::{BatchError, BatchResult, MAX_ROWS};
use crate::catalog::packages::{self, PackageStatus};
use crate::catalog::CatalogError;
use crate::files::{self, Purpose};
use crate::orders::model::{last_ordered_key, LastOrdered};
use crate::orders::DUPLICATE_WINDOW_MS;

/// Concurrent reads of past orders while validating.
const LOOKUPS_AT_ONCE: usize = 64;

pub struct NewBatch<'a> {
    pub package_id: &'a str,
    pub file_key: &'a str,
    pub link_base: &'a str,
}

/// What `batch/create` answers.
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BatchCreated {
    pub batch_id: String,
    pub row_count: u32,
    pub valid_count: u32,
    pub error_count: u32,
    /// Valid rows × the package's price.
    pub price_fen: i64,
    pub balance_fen: i64,
}

pub async fn create(
    ports: &Ports,
    enterprise_id: &str,
    user_id: &str,
    n: NewBatch<'_>,
) -> BatchResult<BatchCreated> {
    let enterprise = crate::orders::create::may_order(ports, enterprise_id).await?;
    let package = packages::package(ports, enterprise_id, n.package_id).await?;
    if package.status != PackageStatus::Active {
        return Err(CatalogError::PackageDisabled.into());
    }
    let owner = files::enterprise_owner(enterprise_id);
    let record = files::owned(ports, n.file_key, &[&owner], Purpose::Batch)
        .await
        .map_err(|_| BatchError::FileNotFound)?;
    let blob = ports
        .uploads
        .get(n.file_key)
        .await
        .map_err(verity_core::failure::Internal::new)?
        .ok_or(BatchError::FileNotFound)?;
    let kind = match files::Kind::declared(&record.content_type) {
        Some(files::Kind::Xlsx) => Kind::Xlsx,
        _ => Kind::Csv,
    };
    let cells = verity_sheets::read(&blob.bytes, kind, &Limits::default())?;
    let file_name = record.name_enc.open(&ports.pii).unwrap_or_default();
    drop(blob);

    let columns = columns::for_package(&package);
    let (header_at, positions) = cells
        .iter()
        .enumerate()
        .find_map(|(i, row)| columns::locate(&columns, &row.cells).map(|at| (i, at)))
        .ok_or_else(|| BatchError::NoHeader {
            columns: columns.iter().map(|c| c.zh.to_string()).collect(),
        })?;
    let data: Vec<(u32, Fields)> = cells[header_at + 1..]
        .iter()
        .map(|r| (r.number, Fields::from_cells(&columns, &positions, &r.cells)))
        .filter(|(_, f)| !(f.name == EXAMPLE_NAME && f.id_number == EXAMPLE_ID))
        .collect();
    drop(cells);
    if data.is_empty() {
        return Err(BatchError::NoRows);
    }
    if data.len() > MAX_ROWS {
        return Err(BatchError::TooManyRows { max_rows: MAX_ROWS });
    }

    let now = ports.clock.now_millis();
    let batch_id = verity_core::ids::new_id();
    let mut rows: Vec<BatchRow> = data
        .iter()
        .map(|(number, f)| new_row(ports, &batch_id, *number, &columns, f))
        .collect();
    mark_duplicates(&mut rows);
    mark_recent(ports, enterprise_id, &mut rows, now).await?;
    rows.iter_mut().for_each(BatchRow::refresh);

    let valid_count = rows.iter().filter(|r| r.is_valid()).count() as u32;
    let batch = Batch {
        batch_id: batch_id.clone(),
        enterprise_id: enterprise_id.to_string(),
        created_by: user_id.to_string(),
        package,
        file_name,
        status: BatchStatus::Ready,
        row_count: rows.len() as u32,
        valid_count,
        error_count: rows.len() as u32 - valid_count,
        removed_count: 0,
        chunk_count: 0,
        charged_fen: 0,
        refunded_fen: 0,
        rest_canceled_fen: 0,
        rest_canceled_count: 0,
        created_at: now,
        submitted_at: None,
        finished_at: None,
        link_base: n.link_base.to_string(),
        revision: 0,
        file_key: Some(n.file_key.to_string()),
        retention_days: Some(crate::enterprise::profile::retention_days(&enterprise)),
    };
    // Rows first: a batch item only ever exists with all its rows.
    let writes: Vec<BatchWrite> = rows.iter().map(|r| BatchWrite::Put(r.to_item())).collect();
    ports.table.batch_write(writes).await?;
    ports.table.put(batch.to_item(), None).await?;
    let balance = crate::billing::account::account(ports, enterprise_id).await?;
    tracing::info!(batch_id = %batch_id, rows = batch.row_count, valid = valid_count, "batch validated");
    Ok(BatchCreated {
        batch_id,
        row_count: batch.row_count,
        valid_count,
        error_count: batch.error_count,
        price_fen: batch.price_fen(),
        balance_fen: balance.balance_fen,
    })
}

/// A row as stored: sealed fields, masks, its own problems.
pub(crate) fn new_row(
    ports: &Ports,
    batch_id: &str,
    number: u32,
    columns: &[Column],
    f: &Fields,
) -> BatchRow {
    let errors = check(columns, f);
    let id_ok = !errors.iter().any(|e| e.field == "idNumber");
    let optional = |v: &str| (!v.is_empty()).then(|| v.to_string());
    BatchRow {
        batch_id: batch_id.to_string(),
        row: number,
        name_enc: Sealed::seal(&ports.pii, &f.name),
        phone_enc: Sealed::seal(&ports.pii, &f.phone),
        id_number_enc: Sealed::seal(&ports.pii, &f.id_number),
        email_enc: optional(&f.email).map(|v| Sealed::seal(&ports.pii, &v)),
        position_enc: optional(&f.position).map(|v| Sealed::seal(&ports.pii, &v)),
        extra_enc: (!f.extra.is_empty()).then(|| {
            Sealed::seal(
                &ports.pii,
                &serde_json::to_string(&f.extra).unwrap_or_default(),
            )
        }),
        name_mask: mask_name(&f.name),
        phone_mask: mask_phone(&f.phone),
        id_number_mask: mask_id_number(&f.id_number),
        id_hash: id_ok.then(|| ports.pii.lookup_hash("candidate.idNumber", &f.id_number)),
        errors,
        confirm_duplicate: false,
        removed: false,
        order_id: None,
        valid: false,
    }
}

/// The same ID number on two rows: the later row names the first.
pub(crate) fn mark_duplicates(rows: &mut [BatchRow]) {
    rows.iter_mut()
        .for_each(|r| r.errors.retain(|e| e.code != "duplicateInFile"));
    let mut first: HashMap<String, u32> = HashMap::new();
    for row in rows.iter_mut().filter(|r| !r.removed) {
        let Some(hash) = row.id_hash.clone() else {
            continue;
        };
        match first.get(&hash) {
            Some(&other) => row.errors.push(RowError {
                field: "idNumber".into(),
                code: "duplicateInFile".into(),
                message: format!("the same ID number is on row {other}"),
                row: Some(other),
            }),
            None => {
                first.insert(hash, row.row);
            }
        }
    }
}

/// Rows whose candidate this enterprise ordered in the last 30 days.
pub(crate) async fn mark_recent(
    ports: &Ports,
    enterprise_id: &str,
    rows: &mut [BatchRow],
    now: i64,
) -> BatchResult<()> {
    let all: Vec<usize> = (0..rows.len()).collect();
    mark_recent_at(ports, enterprise_id, rows, &all, now).await
}

/// [`mark_recent`] for the rows at `at` only (a confirmed row is not flagged).
pub(crate) async fn mark_recent_at(
    ports: &Ports,
    enterprise_id: &str,
    rows: &mut [BatchRow],
    at: &[usize],
    now: i64,
) -> BatchResult<()> {
    let hashes: Vec<(usize, String)> = at
        .iter()
        .map(|&i| (i, &rows[i]))
        .filter(|(_, r)| !r.confirm_duplicate)
        .filter_map(|(i, r)| r.id_hash.clone().map(|h| (i, h)))
        .collect();
    let recent: Vec<(usize, LastOrdered)> = stream::iter(hashes)
        .map(|(i, hash)| async move {
            let last = ports
                .table
                .get_as::<LastOrdered>(&last_ordered_key(enterprise_id, &hash))
                .await?;
            Ok::<_, verity_core::table::TableError>(
                last.filter(|l| l.ordered_at > now - DUPLICATE_WINDOW_MS)
                    .map(|l| (i, l)),
            )
        })
        .buffer_unordered(LOOKUPS_AT_ONCE)
        .try_filter_map(|found| async move { Ok(found) })
        .try_collect()
        .await?;
    for (i, last) in recent {
        rows[i].errors.push(RowError {
            field: "idNumber".into(),
            code: "orderedRecently".into(),
            message: format!("ordered on order {} in the last 30 days", last.order_no),
            row: None,
        });
    }
    Ok(())
}
