//! The platform's calls (`ops/*`): a platform operator's session only;
//! members of enterprises get -6. Operators read every enterprise's tickets,
//! answer them (the first answer takes an open ticket in progress) and
//! resolve them; each answer texts the member who raised the ticket.

use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::{Cursor, EntityId, LongText};
use verity_domain::workorders::lifecycle::{self, WorkOrderMoved};
use verity_domain::workorders::list;
use verity_domain::workorders::reply::{self, WorkOrderReplied};
use verity_domain::workorders::thread::{self, WorkOrderDetail};
use verity_domain::workorders::Side;
use verity_http::{ApiJson, ApiResult, Reply, Session};

use crate::handlers::{
    sign_ops, WorkOrderIdRequest, WorkOrderListRequest, WorkOrderPage, WorkOrderReplyRequest,
};

/// Every enterprise's tickets, latest activity first, with the enterprise's
/// name and ops' unread count each (a new ticket counts as one).
#[utoipa::path(
    post,
    path = "/api/base/workOrder/ops/list",
    operation_id = "workOrderOpsList",
    tag = "workOrder",
    request_body = WorkOrderListRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {items, cursor}; each row also has enterpriseId and enterpriseName.", body = WorkOrderPage))
)]
pub async fn list(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<WorkOrderListRequest>,
) -> ApiResult<WorkOrderPage> {
    session.require_ops()?;
    let size = req.page_size.get();
    let (items, cursor) =
        list::queue(&ports, req.status, req.cursor.map(Cursor::into_inner), size).await?;
    Ok(Reply(WorkOrderPage { items, cursor }))
}

/// Any enterprise's ticket with its thread; the enterprise's messages count as read by ops from now.
#[utoipa::path(
    post,
    path = "/api/base/workOrder/ops/detail",
    operation_id = "workOrderOpsDetail",
    tag = "workOrder",
    request_body = WorkOrderIdRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the ticket with its messages, enterpriseId, enterpriseName, canReply and canResolve.", body = WorkOrderDetail))
)]
pub async fn detail(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<WorkOrderIdRequest>,
) -> ApiResult<WorkOrderDetail> {
    session.require_ops()?;
    let side = Side::Ops {
        user_id: &session.user_id,
    };
    let mut detail = thread::read(&ports, &side, &req.work_order_id).await?;
    sign_ops(&mut detail.messages);
    Ok(Reply(detail))
}

/// Answers a ticket that is not closed; an open one goes in progress. The raiser is texted.
#[utoipa::path(
    post,
    path = "/api/base/workOrder/ops/reply",
    operation_id = "workOrderOpsReply",
    tag = "workOrder",
    request_body = WorkOrderReplyRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {status, message}. Attachments are the operator's own uploads (purpose attachment).", body = WorkOrderReplied))
)]
pub async fn reply(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<WorkOrderReplyRequest>,
) -> ApiResult<WorkOrderReplied> {
    session.require_ops()?;
    let side = Side::Ops {
        user_id: &session.user_id,
    };
    let attachments: Vec<String> = req.attachments.iter().map(|k| k.to_string()).collect();
    let mut replied =
        reply::reply(&ports, &side, &req.work_order_id, &req.text, &attachments).await?;
    sign_ops(std::slice::from_mut(&mut replied.message));
    Ok(Reply(replied))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WorkOrderResolveRequest {
    #[schema(value_type = String)]
    pub work_order_id: EntityId,
    /// A last message to the enterprise (1–2000 characters).
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub text: Option<LongText>,
}

/// Resolves an open or in-progress ticket; the raiser is texted and may reopen it within 7 days.
#[utoipa::path(
    post,
    path = "/api/base/workOrder/ops/resolve",
    operation_id = "workOrderOpsResolve",
    tag = "workOrder",
    request_body = WorkOrderResolveRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {workOrderId, status: resolved, resolvedAt, reopenUntil}.", body = WorkOrderMoved))
)]
pub async fn resolve(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<WorkOrderResolveRequest>,
) -> ApiResult<WorkOrderMoved> {
    session.require_ops()?;
    Ok(Reply(
        lifecycle::resolve(
            &ports,
            &session.user_id,
            &req.work_order_id,
            req.text.as_deref(),
        )
        .await?,
    ))
}
