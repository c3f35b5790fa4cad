//! The lists: an enterprise's tickets (gsi1) and every enterprise's tickets
//! for ops (gsi2), both by latest activity, newest first, with the status as
//! a filter (a filtered page may hold fewer rows than asked; follow the
//! cursor). And the enterprise's unread total for the sidebar badge.

use std::collections::HashMap;

use serde::Serialize;
use verity_core::failure::Internal;
use verity_core::ports::Ports;
use verity_core::table::{Condition, Query, Status, TableExt};

use super::model::{list_pk, unread_total_key, UnreadTotal, WorkOrder, QUEUE_PK};
use super::{Author, WorkOrderResult, WorkOrderStatus, WorkOrderType};
use crate::enterprise::profile;

/// A ticket in a list.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WorkOrderRow {
    pub work_order_id: String,
    pub work_order_no: String,
    #[serde(rename = "type")]
    pub kind: WorkOrderType,
    pub subject: String,
    pub status: WorkOrderStatus,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub order_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub order_no: Option<String>,
    pub created_at: i64,
    pub last_activity_at: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resolved_at: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub closed_at: Option<i64>,
    pub message_count: u32,
    /// Messages from the other side the caller's side has not read (for ops,
    /// a new ticket counts as one).
    pub unread: u32,
    /// Ops lists only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub enterprise_id: Option<String>,
    /// Ops lists only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub enterprise_name: Option<String>,
}

impl WorkOrderRow {
    /// The row as `reader`'s side sees it (its unread count).
    pub fn of(ports: &Ports, w: &WorkOrder, reader: Author) -> WorkOrderResult<WorkOrderRow> {
        Ok(WorkOrderRow {
            work_order_id: w.work_order_id.clone(),
            work_order_no: w.work_order_no.clone(),
            kind: w.kind,
            subject: w.subject_enc.open(&ports.pii).map_err(Internal::new)?,
            status: w.status,
            order_id: w.order_id.clone(),
            order_no: w.order_no.clone(),
            created_at: w.created_at,
            last_activity_at: w.last_activity_at,
            resolved_at: w.resolved_at,
            closed_at: w.closed_at,
            message_count: w.message_count,
            unread: match reader {
                Author::Enterprise => w.enterprise_unread,
                Author::Ops => w.ops_unread,
            },
            enterprise_id: None,
            enterprise_name: None,
        })
    }
}

fn with_status(query: Query, status: Option<WorkOrderStatus>) -> Query {
    match status {
        Some(s) => query.filter(Condition::eq(WorkOrderStatus::ATTR, s.as_str())),
        None => query,
    }
}

/// One page of the enterprise's tickets and the next page's cursor.
pub async fn page(
    ports: &Ports,
    enterprise_id: &str,
    status: Option<WorkOrderStatus>,
    cursor: Option<String>,
    page_size: usize,
) -> WorkOrderResult<(Vec<WorkOrderRow>, Option<String>)> {
    let query = Query::partition(list_pk(enterprise_id))
        .on_index("gsi1")
        .backward()
        .limit(page_size)
        .after(cursor);
    let (found, cursor) = ports
        .table
        .page_as::<WorkOrder>(with_status(query, status))
        .await?;
    let rows = found
        .iter()
        .map(|w| WorkOrderRow::of(ports, w, Author::Enterprise))
        .collect::<WorkOrderResult<Vec<_>>>()?;
    Ok((rows, cursor))
}

/// One page of every enterprise's tickets for ops, with each enterprise's name.
pub async fn queue(
    ports: &Ports,
    status: Option<WorkOrderStatus>,
    cursor: Option<String>,
    page_size: usize,
) -> WorkOrderResult<(Vec<WorkOrderRow>, Option<String>)> {
    let query = Query::partition(QUEUE_PK)
        .on_index("gsi2")
        .backward()
        .limit(page_size)
        .after(cursor);
    let (found, cursor) = ports
        .table
        .page_as::<WorkOrder>(with_status(query, status))
        .await?;
    let mut names: HashMap<String, String> = HashMap::new();
    let mut rows = Vec::with_capacity(found.len());
    for w in &found {
        let mut row = WorkOrderRow::of(ports, w, Author::Ops)?;
        if !names.contains_key(&w.enterprise_id) {
            let name = profile::enterprise_name(ports, &w.enterprise_id)
                .await?
                .unwrap_or_default();
            names.insert(w.enterprise_id.clone(), name);
        }
        row.enterprise_name = names.get(&w.enterprise_id).cloned();
        row.enterprise_id = Some(w.enterprise_id.clone());
        rows.push(row);
    }
    Ok((rows, cursor))
}

/// The ops messages the enterprise has not read, over all its tickets.
pub async fn unread_total(ports: &Ports, enterprise_id: &str) -> WorkOrderResult<u32> {
    let total = ports
        .table
        .get_as::<UnreadTotal>(&unread_total_key(enterprise_id))
        .await?
        .map_or(0, |t| t.unread);
    Ok(u32::try_from(total.max(0)).unwrap_or(u32::MAX))
}
