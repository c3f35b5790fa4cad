//! What the screens read of a batch: its counts and progress, and the
//! enterprise's batches newest first.

use std::collections::BTreeMap;

use serde::Serialize;
use verity_core::ports::Ports;
use verity_core::table::{Query, Status, TableExt};

use super::model::*;
use super::submit::chunks;
use super::BatchResult;
use crate::orders::list::{self, Filter};

/// The order filter of a batch's orders, narrowed to its fan-out window
/// (see [`narrow_to_batch`]).
pub fn orders_of(batch: &Batch, now: i64) -> Filter {
    let mut filter = Filter {
        batch_id: Some(batch.batch_id.clone()),
        ..Filter::default()
    };
    narrow(&mut filter, batch, now);
    filter
}

/// A submitted batch's orders are created within its fan-out window (from
/// its submission to its end, or now), so the index query reads only those.
fn narrow(filter: &mut Filter, batch: &Batch, now: i64) {
    if let Some(submitted_at) = batch.submitted_at {
        filter.from = Some(submitted_at);
        filter.to = Some(batch.finished_at.unwrap_or(now));
    }
}

/// An order filter naming one of the enterprise's batches and no range,
/// narrowed to that batch's fan-out window; any other filter as it is.
/// Ordering knows nothing of batches: the order list's callers narrow here.
pub async fn narrow_to_batch(
    ports: &Ports,
    enterprise_id: &str,
    mut filter: Filter,
) -> BatchResult<Filter> {
    if let (Some(batch_id), None, None) = (&filter.batch_id, filter.from, filter.to) {
        let batch = ports
            .table
            .get_as::<Batch>(&batch_key(batch_id))
            .await?
            .filter(|b| b.enterprise_id == enterprise_id);
        if let Some(batch) = batch {
            narrow(&mut filter, &batch, ports.clock.now_millis());
        }
    }
    Ok(filter)
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BatchView {
    pub batch_id: String,
    pub status: BatchStatus,
    pub package_id: String,
    pub package_name: String,
    pub package_version: u32,
    pub unit_price_fen: i64,
    pub file_name: String,
    /// The file's fields in template order (`name`, `phone`, `idNumber`, `email`, `position`, package fields).
    pub columns: Vec<String>,
    pub row_count: u32,
    pub valid_count: u32,
    pub error_count: u32,
    pub removed_count: u32,
    /// Orders created so far.
    pub order_count: u32,
    /// Consent texts sent so far.
    pub invited_count: u32,
    /// Orders by status (once submitted).
    pub counts_by_status: BTreeMap<String, u32>,
    /// Valid rows × price before submitting; what was charged after.
    pub price_fen: i64,
    pub refunded_fen: i64,
    pub created_at: i64,
    pub submitted_at: Option<i64>,
    pub finished_at: Option<i64>,
}

/// The batch with its progress; `with_counts` adds the orders by status.
pub async fn view(ports: &Ports, batch: &Batch, with_counts: bool) -> BatchResult<BatchView> {
    let (mut order_count, mut invited_count) = (0, 0);
    if batch.status != BatchStatus::Ready {
        for chunk in chunks(ports, &batch.batch_id).await? {
            order_count += chunk.created;
            invited_count += chunk.invited;
        }
    }
    let mut counts_by_status = BTreeMap::new();
    // Until the last text is sent no candidate can have signed: every order is waiting, and
    // the progress polls need not read the orders.
    let moving = batch.status == BatchStatus::Submitting
        || (batch.status == BatchStatus::Submitted && invited_count < batch.valid_count);
    if with_counts && moving && order_count > 0 {
        counts_by_status.insert("awaiting_authorization".to_string(), order_count);
    } else if with_counts && batch.submitted_at.is_some() {
        for order in list::all(
            ports,
            &batch.enterprise_id,
            &orders_of(batch, ports.clock.now_millis()),
            super::MAX_ROWS,
        )
        .await?
        {
            *counts_by_status
                .entry(order.status.as_str().to_string())
                .or_insert(0) += 1;
        }
    }
    Ok(BatchView {
        batch_id: batch.batch_id.clone(),
        status: batch.status,
        package_id: batch.package.package_id.clone(),
        package_name: batch.package.name.clone(),
        package_version: batch.package.version,
        unit_price_fen: batch.package.price_fen,
        file_name: batch.file_name.clone(),
        columns: super::columns::for_package(&batch.package)
            .iter()
            .map(|c| c.field.to_string())
            .collect(),
        row_count: batch.row_count,
        valid_count: batch.valid_count,
        error_count: batch.error_count,
        removed_count: batch.removed_count,
        order_count,
        invited_count,
        counts_by_status,
        price_fen: if batch.charged_fen > 0 {
            batch.charged_fen
        } else {
            batch.price_fen()
        },
        refunded_fen: batch.refunded_fen,
        created_at: batch.created_at,
        submitted_at: batch.submitted_at,
        finished_at: batch.finished_at,
    })
}

/// A page of the enterprise's batches, newest first.
pub async fn page(
    ports: &Ports,
    enterprise_id: &str,
    cursor: Option<String>,
    page_size: usize,
) -> BatchResult<(Vec<BatchView>, Option<String>)> {
    let (batches, next) = ports
        .table
        .page_as::<Batch>(
            Query::partition(list_pk(enterprise_id))
                .on_index("gsi1")
                .backward()
                .limit(page_size)
                .after(cursor),
        )
        .await?;
    let mut out = Vec::with_capacity(batches.len());
    for b in &batches {
        out.push(view(ports, b, false).await?);
    }
    Ok((out, next))
}
