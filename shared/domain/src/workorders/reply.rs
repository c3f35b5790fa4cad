//! A message in the thread, from either side, in one transaction with the
//! ticket's counters (conditioned on the status read) and, for an ops
//! message, the enterprise's unread total. The enterprise may write while
//! the ticket is open or in progress (a resolved one must be reopened
//! first); ops while it is not closed, and their first reply takes an open
//! ticket in progress. An ops reply texts the raiser.

use serde::Serialize;
use verity_core::pii::Sealed;
use verity_core::ports::Ports;
use verity_core::table::{Entity, TableExt, Tx, TxError, UpdateAction};

use super::model::{add_unread, new_message_id, Message};
use super::notify::{self, Notice};
use super::thread::{self, WorkOrderMessage};
use super::{
    attachments, Author, Side, WorkOrderError, WorkOrderResult, WorkOrderStatus, OPS_AUTHOR_NAME,
};
use crate::files;

/// What a reply answers.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WorkOrderReplied {
    /// The ticket's status after the reply.
    pub status: WorkOrderStatus,
    pub message: WorkOrderMessage,
}

/// Who may attach a key: the enterprise's uploads, or the operator's own.
pub(crate) fn owner_of(side: &Side<'_>) -> String {
    match side {
        Side::Enterprise { enterprise_id, .. } => files::enterprise_owner(enterprise_id),
        Side::Ops { user_id } => files::user_owner(user_id),
    }
}

/// Adds a message from `side` to the ticket.
pub async fn reply(
    ports: &Ports,
    side: &Side<'_>,
    work_order_id: &str,
    text: &str,
    attachment_keys: &[String],
) -> WorkOrderResult<WorkOrderReplied> {
    use WorkOrderStatus::*;
    let owner = owner_of(side);
    let stored = attachments::accept(ports, attachment_keys, &[owner.as_str()]).await?;
    // The status read may move before the write: read again (three tries).
    let mut last = Open;
    for _ in 0..3 {
        let w = thread::ticket(ports, side, work_order_id).await?;
        last = w.status;
        match (side.author(), w.status) {
            (_, Closed) => return Err(WorkOrderError::Closed),
            (Author::Enterprise, Resolved) => return Err(WorkOrderError::Resolved),
            _ => {}
        }
        let now = ports.clock.now_millis();
        let message = Message {
            work_order_id: w.work_order_id.clone(),
            message_id: new_message_id(),
            author: side.author(),
            author_id: side.user_id().to_string(),
            text_enc: Sealed::seal(&ports.pii, text),
            attachments: stored.clone(),
            at: now,
        };
        let mut more = w.touch(now);
        more.push(UpdateAction::add("messageCount", 1));
        let mut tx = Tx::new().with("message", message.put_new());
        let status = match side {
            Side::Enterprise { .. } => {
                more.push(UpdateAction::add("opsUnread", 1));
                tx.push("workOrder", w.keep(more, None));
                w.status
            }
            Side::Ops { .. } => {
                more.push(UpdateAction::add("enterpriseUnread", 1));
                more.push(UpdateAction::SetIfAbsent("answeredAt".into(), now.into()));
                let to = if w.status == Open {
                    InProgress
                } else {
                    w.status
                };
                tx.push(
                    "workOrder",
                    if to == w.status {
                        w.keep(more, None)
                    } else {
                        w.move_to(to, more, None)
                    },
                );
                tx.push("unreadTotal", add_unread(&w.enterprise_id, 1));
                to
            }
        };
        match ports.table.run(tx).await {
            Ok(()) => {}
            Err(TxError::Condition(_)) => continue,
            Err(TxError::Table(e)) => return Err(e.into()),
        }
        tracing::info!(work_order_id = %w.work_order_id, author = ?side.author(), "work order reply");
        let author_name = match side {
            Side::Enterprise {
                enterprise_id,
                user_id,
            } => thread::member_name(ports, enterprise_id, user_id).await?,
            Side::Ops { .. } => {
                notify::publish(ports, &w.work_order_id, &message.message_id, Notice::Reply).await;
                OPS_AUTHOR_NAME.to_string()
            }
        };
        return Ok(WorkOrderReplied {
            status,
            message: thread::message_view(ports, message, author_name).await?,
        });
    }
    Err(WorkOrderError::State(last))
}
