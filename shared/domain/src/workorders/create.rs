//! Raising a ticket: its attachments must be the enterprise's uploads and its
//! order one of the enterprise's orders; then one put. Nothing is written
//! when a check fails.

use verity_core::failure::Internal;
use verity_core::pii::Sealed;
use verity_core::ports::Ports;
use verity_core::table::TableExt;

use super::model::{work_order_no, WorkOrder, WorkOrderStatus, WorkOrderType};
use super::{attachments, WorkOrderResult};
use crate::files;
use crate::orders::lifecycle;

/// A new ticket, its text already validated by type.
pub struct NewWorkOrder<'a> {
    pub kind: WorkOrderType,
    pub subject: &'a str,
    pub description: &'a str,
    /// Keys from `file/upload` (purpose `attachment`).
    pub attachments: &'a [String],
    pub order_id: Option<&'a str>,
}

pub async fn create(
    ports: &Ports,
    enterprise_id: &str,
    user_id: &str,
    new: NewWorkOrder<'_>,
) -> WorkOrderResult<WorkOrder> {
    let owner = files::enterprise_owner(enterprise_id);
    let stored = attachments::accept(ports, new.attachments, &[owner.as_str()]).await?;
    let order = match new.order_id {
        Some(order_id) => Some(lifecycle::order(ports, enterprise_id, order_id).await?),
        None => None,
    };
    let now = ports.clock.now_millis();
    let work_order_id = verity_core::ids::new_id();
    let work_order = WorkOrder {
        work_order_no: work_order_no(now, &work_order_id),
        work_order_id,
        enterprise_id: enterprise_id.to_string(),
        raised_by: user_id.to_string(),
        kind: new.kind,
        subject_enc: Sealed::seal(&ports.pii, new.subject),
        description_enc: Sealed::seal(&ports.pii, new.description),
        attachments: stored,
        order_id: order.as_ref().map(|o| o.order_id.clone()),
        order_no: order.map(|o| o.order_no),
        status: WorkOrderStatus::Open,
        created_at: now,
        last_activity_at: now,
        answered_at: None,
        resolved_at: None,
        reopened_at: None,
        closed_at: None,
        enterprise_unread: 0,
        // A new ticket is news to ops until one of them reads it.
        ops_unread: 1,
        message_count: 0,
    };
    if !ports.table.put_new(&work_order).await? {
        return Err(Internal::new("a fresh work order id collided").into());
    }
    tracing::info!(work_order_id = %work_order.work_order_id, "work order raised");
    Ok(work_order)
}
