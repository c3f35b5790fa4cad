//! Reading a ticket: the ticket, its thread in time order, and what the
//! reader's side may do now. Reading clears the reader's unread count (for
//! the enterprise also its unread total) with a condition on the count read:
//! a message that arrived meanwhile is read again with the thread, never
//! marked read unseen.

use std::collections::HashMap;

use serde::Serialize;
use verity_core::failure::Internal;
use verity_core::ports::Ports;
use verity_core::table::{
    Condition, Entity, Query, SkCondition, TableExt, Tx, TxAction, TxError, UpdateAction,
};

use super::attachments::{self, WorkOrderAttachment};
use super::model::{add_unread, work_order_key, work_order_pk, Message, WorkOrder, MESSAGE_PREFIX};
use super::{
    Author, Side, WorkOrderError, WorkOrderResult, WorkOrderStatus, WorkOrderType, DAY_MS,
    OPS_AUTHOR_NAME, REOPEN_DAYS,
};
use crate::enterprise::profile;
use crate::identity::accounts;

/// One message as both sides read it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WorkOrderMessage {
    pub message_id: String,
    pub author: Author,
    /// The member's display name (their masked phone when they have none),
    /// or "Verity support" for ops.
    pub author_name: String,
    pub text: String,
    pub attachments: Vec<WorkOrderAttachment>,
    pub at: i64,
}

/// A ticket with its thread.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WorkOrderDetail {
    pub work_order_id: String,
    pub work_order_no: String,
    #[serde(rename = "type")]
    pub kind: WorkOrderType,
    pub subject: String,
    pub description: String,
    pub attachments: Vec<WorkOrderAttachment>,
    pub status: WorkOrderStatus,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub order_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub order_no: Option<String>,
    /// Who raised it (display name, or masked phone).
    pub raised_by_name: String,
    pub created_at: i64,
    pub last_activity_at: i64,
    /// The first ops reply.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub answered_at: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resolved_at: Option<i64>,
    /// A resolved ticket: the enterprise may reopen it until then.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reopen_until: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub closed_at: Option<i64>,
    /// Ops reads only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub enterprise_id: Option<String>,
    /// Ops reads only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub enterprise_name: Option<String>,
    /// Oldest first.
    pub messages: Vec<WorkOrderMessage>,
    /// The reader's side may reply now.
    pub can_reply: bool,
    /// The enterprise may reopen it now (resolved, within 7 days).
    pub can_reopen: bool,
    /// The enterprise may close it now.
    pub can_close: bool,
    /// Ops may resolve it now.
    pub can_resolve: bool,
}

/// The ticket as `side` may see it: the enterprise only its own.
pub(crate) async fn ticket(
    ports: &Ports,
    side: &Side<'_>,
    work_order_id: &str,
) -> WorkOrderResult<WorkOrder> {
    if !verity_core::blobs::valid_key(work_order_id) {
        return Err(WorkOrderError::NotFound);
    }
    ports
        .table
        .get_as::<WorkOrder>(&work_order_key(work_order_id))
        .await?
        .filter(|w| match side {
            Side::Enterprise { enterprise_id, .. } => w.enterprise_id == *enterprise_id,
            Side::Ops { .. } => true,
        })
        .ok_or(WorkOrderError::NotFound)
}

async fn messages(ports: &Ports, work_order_id: &str) -> WorkOrderResult<Vec<Message>> {
    Ok(ports
        .table
        .query_all_as::<Message>(
            Query::partition(work_order_pk(work_order_id))
                .sk(SkCondition::BeginsWith(MESSAGE_PREFIX.into())),
        )
        .await?)
}

/// Clears the reader's unread count if it is still `n`; `false` when it moved.
async fn mark_read(ports: &Ports, side: &Side<'_>, w: &WorkOrder) -> WorkOrderResult<bool> {
    let (attr, n) = match side {
        Side::Enterprise { .. } => ("enterpriseUnread", w.enterprise_unread),
        Side::Ops { .. } => ("opsUnread", w.ops_unread),
    };
    if n == 0 {
        return Ok(true);
    }
    let clear = TxAction::Update {
        key: w.key(),
        actions: vec![UpdateAction::set(attr, 0)],
        condition: Some(Condition::eq(attr, n)),
    };
    let mut tx = Tx::new().with("workOrder", clear);
    if let Side::Enterprise { .. } = side {
        tx.push("unreadTotal", add_unread(&w.enterprise_id, -i64::from(n)));
    }
    match ports.table.run(tx).await {
        Ok(()) => Ok(true),
        Err(TxError::Condition(_)) => Ok(false),
        Err(TxError::Table(e)) => Err(e.into()),
    }
}

/// The ticket and its thread for `side`, marking the other side's messages read.
pub async fn read(
    ports: &Ports,
    side: &Side<'_>,
    work_order_id: &str,
) -> WorkOrderResult<WorkOrderDetail> {
    let mut attempt = 0;
    loop {
        attempt += 1;
        let w = ticket(ports, side, work_order_id).await?;
        let thread = messages(ports, work_order_id).await?;
        // A message that came meanwhile: read again (three tries, then show
        // what was read and leave it unread).
        if mark_read(ports, side, &w).await? || attempt == 3 {
            return detail(ports, side, w, thread).await;
        }
    }
}

/// A member's name as the thread shows it.
pub(crate) async fn member_name(
    ports: &Ports,
    enterprise_id: &str,
    user_id: &str,
) -> WorkOrderResult<String> {
    if let Some(m) = accounts::membership(ports, user_id, enterprise_id).await? {
        if let Some(name) = &m.name_sealed {
            return name.open(&ports.pii).map_err(|e| Internal::new(e).into());
        }
        if !m.phone_mask.is_empty() {
            return Ok(m.phone_mask);
        }
    }
    Ok(accounts::user(ports, user_id)
        .await?
        .map_or_else(|| "—".to_string(), |u| u.phone_masked()))
}

/// Until when a resolved ticket may be reopened.
pub(crate) fn reopen_until(w: &WorkOrder) -> Option<i64> {
    match (w.status, w.resolved_at) {
        (WorkOrderStatus::Resolved, Some(at)) => Some(at + REOPEN_DAYS * DAY_MS),
        _ => None,
    }
}

pub(crate) async fn message_view(
    ports: &Ports,
    m: Message,
    author_name: String,
) -> WorkOrderResult<WorkOrderMessage> {
    Ok(WorkOrderMessage {
        text: m.text_enc.open(&ports.pii).map_err(Internal::new)?,
        attachments: attachments::view(ports, &m.attachments).await?,
        message_id: m.message_id,
        author: m.author,
        author_name,
        at: m.at,
    })
}

async fn detail(
    ports: &Ports,
    side: &Side<'_>,
    w: WorkOrder,
    thread: Vec<Message>,
) -> WorkOrderResult<WorkOrderDetail> {
    use WorkOrderStatus::*;
    let mut names: HashMap<String, String> = HashMap::new();
    let raised_by_name = member_name(ports, &w.enterprise_id, &w.raised_by).await?;
    names.insert(w.raised_by.clone(), raised_by_name.clone());
    let mut views = Vec::with_capacity(thread.len());
    for m in thread {
        let author_name = match m.author {
            Author::Ops => OPS_AUTHOR_NAME.to_string(),
            Author::Enterprise => match names.get(&m.author_id) {
                Some(name) => name.clone(),
                None => {
                    let name = member_name(ports, &w.enterprise_id, &m.author_id).await?;
                    names.insert(m.author_id.clone(), name.clone());
                    name
                }
            },
        };
        views.push(message_view(ports, m, author_name).await?);
    }
    let now = ports.clock.now_millis();
    let reopen_until = reopen_until(&w);
    let enterprise = matches!(side, Side::Enterprise { .. });
    let enterprise_name = match side {
        Side::Ops { .. } => Some(
            profile::enterprise_name(ports, &w.enterprise_id)
                .await?
                .unwrap_or_default(),
        ),
        Side::Enterprise { .. } => None,
    };
    Ok(WorkOrderDetail {
        subject: w.subject_enc.open(&ports.pii).map_err(Internal::new)?,
        description: w.description_enc.open(&ports.pii).map_err(Internal::new)?,
        attachments: attachments::view(ports, &w.attachments).await?,
        can_reply: if enterprise {
            matches!(w.status, Open | InProgress)
        } else {
            w.status != Closed
        },
        can_reopen: enterprise && reopen_until.is_some_and(|until| now <= until),
        can_close: enterprise && w.status != Closed,
        can_resolve: !enterprise && matches!(w.status, Open | InProgress),
        enterprise_id: (!enterprise).then(|| w.enterprise_id.clone()),
        enterprise_name,
        work_order_id: w.work_order_id,
        work_order_no: w.work_order_no,
        kind: w.kind,
        status: w.status,
        order_id: w.order_id,
        order_no: w.order_no,
        raised_by_name,
        created_at: w.created_at,
        last_activity_at: w.last_activity_at,
        answered_at: w.answered_at,
        resolved_at: w.resolved_at,
        reopen_until,
        closed_at: w.closed_at,
        messages: views,
    })
}
