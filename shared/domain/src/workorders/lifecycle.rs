//! The moves that are not replies: ops resolve (with an optional last
//! message; the raiser is texted), the enterprise reopens a resolved ticket
//! within 7 days, or closes its ticket from any other state. Each is
//! conditioned on the status read; a move that lost a race is tried again
//! on what is there now.

use serde::Serialize;
use verity_core::pii::Sealed;
use verity_core::ports::Ports;
use verity_core::table::{Condition, TableExt, Tx, TxError, UpdateAction};

use super::model::{add_unread, new_message_id, Message, WorkOrder};
use super::notify::{self, Notice};
use super::thread;
use super::{Author, Side, WorkOrderError, WorkOrderResult, WorkOrderStatus, DAY_MS, REOPEN_DAYS};

/// A ticket's status after a move.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WorkOrderMoved {
    pub work_order_id: String,
    pub status: WorkOrderStatus,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resolved_at: Option<i64>,
    /// A resolved ticket: the enterprise may reopen it until then.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reopen_until: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub closed_at: Option<i64>,
}

/// Runs the write `plan` makes from the ticket read, up to three times while
/// the ticket moved meanwhile; `plan` refuses what the status does not allow.
async fn moved<F>(
    ports: &Ports,
    side: &Side<'_>,
    work_order_id: &str,
    mut plan: F,
) -> WorkOrderResult<(WorkOrder, i64)>
where
    F: FnMut(&WorkOrder, i64) -> WorkOrderResult<Tx>,
{
    let mut last = WorkOrderStatus::Open;
    for _ in 0..3 {
        let w = thread::ticket(ports, side, work_order_id).await?;
        last = w.status;
        let now = ports.clock.now_millis();
        match ports.table.run(plan(&w, now)?).await {
            Ok(()) => return Ok((w, now)),
            Err(TxError::Condition(_)) => continue,
            Err(TxError::Table(e)) => return Err(e.into()),
        }
    }
    Err(WorkOrderError::State(last))
}

/// Ops resolve an open or in-progress ticket, with an optional last message.
pub async fn resolve(
    ports: &Ports,
    ops_user_id: &str,
    work_order_id: &str,
    text: Option<&str>,
) -> WorkOrderResult<WorkOrderMoved> {
    let side = Side::Ops {
        user_id: ops_user_id,
    };
    let (w, now) = moved(ports, &side, work_order_id, |w, now| {
        match w.status {
            WorkOrderStatus::Closed => return Err(WorkOrderError::Closed),
            WorkOrderStatus::Resolved => return Err(WorkOrderError::State(w.status)),
            _ => {}
        }
        let mut more = w.touch(now);
        more.push(UpdateAction::set("resolvedAt", now));
        let mut tx = Tx::new();
        if let Some(text) = text {
            let message = Message {
                work_order_id: w.work_order_id.clone(),
                message_id: new_message_id(),
                author: Author::Ops,
                author_id: ops_user_id.to_string(),
                text_enc: Sealed::seal(&ports.pii, text),
                attachments: Vec::new(),
                at: now,
            };
            more.push(UpdateAction::add("messageCount", 1));
            more.push(UpdateAction::add("enterpriseUnread", 1));
            more.push(UpdateAction::SetIfAbsent("answeredAt".into(), now.into()));
            tx.push("message", verity_core::table::Entity::put_new(&message));
            tx.push("unreadTotal", add_unread(&w.enterprise_id, 1));
        }
        tx.push(
            "workOrder",
            w.move_to(WorkOrderStatus::Resolved, more, None),
        );
        Ok(tx)
    })
    .await?;
    tracing::info!(work_order_id = %w.work_order_id, "work order resolved");
    notify::publish(
        ports,
        &w.work_order_id,
        &format!("resolved-{now}"),
        Notice::Resolved,
    )
    .await;
    Ok(WorkOrderMoved {
        work_order_id: w.work_order_id,
        status: WorkOrderStatus::Resolved,
        resolved_at: Some(now),
        reopen_until: Some(now + REOPEN_DAYS * DAY_MS),
        closed_at: None,
    })
}

/// The enterprise reopens a resolved ticket, within 7 days of its resolution.
pub async fn reopen(
    ports: &Ports,
    side: &Side<'_>,
    work_order_id: &str,
) -> WorkOrderResult<WorkOrderMoved> {
    let (w, _) = moved(ports, side, work_order_id, |w, now| {
        match w.status {
            WorkOrderStatus::Resolved => {}
            WorkOrderStatus::Closed => return Err(WorkOrderError::Closed),
            other => return Err(WorkOrderError::NotResolved(other)),
        }
        let resolved_at = w.resolved_at.unwrap_or(w.last_activity_at);
        let reopen_until = resolved_at + REOPEN_DAYS * DAY_MS;
        if now > reopen_until {
            return Err(WorkOrderError::ReopenWindowOver {
                resolved_at,
                reopen_until,
            });
        }
        let mut more = w.touch(now);
        more.push(UpdateAction::Remove("resolvedAt".into()));
        more.push(UpdateAction::set("reopenedAt", now));
        Ok(Tx::new().with("workOrder", w.move_to(WorkOrderStatus::Open, more, None)))
    })
    .await?;
    tracing::info!(work_order_id = %w.work_order_id, "work order reopened");
    Ok(WorkOrderMoved {
        work_order_id: w.work_order_id,
        status: WorkOrderStatus::Open,
        resolved_at: None,
        reopen_until: None,
        closed_at: None,
    })
}

/// The enterprise closes its ticket (from any state but closed); its unread
/// messages stop counting.
pub async fn close(
    ports: &Ports,
    side: &Side<'_>,
    work_order_id: &str,
) -> WorkOrderResult<WorkOrderMoved> {
    let (w, now) = moved(ports, side, work_order_id, |w, now| {
        if w.status == WorkOrderStatus::Closed {
            return Err(WorkOrderError::Closed);
        }
        let n = w.enterprise_unread;
        let mut more = w.touch(now);
        more.push(UpdateAction::set("closedAt", now));
        more.push(UpdateAction::set("enterpriseUnread", 0));
        let mut tx = Tx::new().with(
            "workOrder",
            w.move_to(
                WorkOrderStatus::Closed,
                more,
                Some(Condition::eq("enterpriseUnread", n)),
            ),
        );
        if n > 0 {
            tx.push("unreadTotal", add_unread(&w.enterprise_id, -i64::from(n)));
        }
        Ok(tx)
    })
    .await?;
    tracing::info!(work_order_id = %w.work_order_id, "work order closed");
    Ok(WorkOrderMoved {
        work_order_id: w.work_order_id,
        status: WorkOrderStatus::Closed,
        resolved_at: w.resolved_at,
        reopen_until: None,
        closed_at: Some(now),
    })
}
