//! The enterprise's calls: every one needs `UseWorkOrders` (owners, admins,
//! operators; viewers and platform operators get -6). A ticket id is looked
//! up under the caller's enterprise, so another enterprise's id is 1007.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::{EntityId, FileKey, LongText, Subject};
use verity_domain::identity::Right;
use verity_domain::workorders::create::{self, NewWorkOrder};
use verity_domain::workorders::lifecycle::{self, WorkOrderMoved};
use verity_domain::workorders::list::{self, WorkOrderRow};
use verity_domain::workorders::reply::{self, WorkOrderReplied};
use verity_domain::workorders::thread::{self, WorkOrderDetail, WorkOrderMessage};
use verity_domain::workorders::{Author, Side, WorkOrderStatus, WorkOrderType, OPS_AUTHOR_NAME};
use verity_http::lang::{self, Lang};
use verity_http::{ApiJson, ApiResult, Reply, Session};

/// Ops sign as "Verity support", in the reader's language.
pub(crate) fn sign_ops(messages: &mut [WorkOrderMessage]) {
    if lang::current() == Lang::ZhCn {
        for m in messages.iter_mut().filter(|m| m.author == Author::Ops) {
            if m.author_name == OPS_AUTHOR_NAME {
                m.author_name = "Verity 客服".into();
            }
        }
    }
}

fn keys(files: &[FileKey]) -> Vec<String> {
    files.iter().map(|k| k.to_string()).collect()
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WorkOrderCreateRequest {
    /// `report`, `billing`, `account` or `other`.
    #[serde(rename = "type")]
    pub kind: WorkOrderType,
    /// 1–100 characters on one line.
    #[schema(value_type = String)]
    pub subject: Subject,
    /// 1–2000 characters; line breaks are kept.
    #[schema(value_type = String)]
    pub description: LongText,
    /// Up to 5 keys from `file/upload` with purpose `attachment`.
    #[schema(value_type = Vec<String>)]
    #[serde(default)]
    pub attachments: Vec<FileKey>,
    /// One of the enterprise's orders the ticket is about.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub order_id: Option<EntityId>,
}

/// Raises a ticket; ops see it at the top of their list.
#[utoipa::path(
    post,
    path = "/api/base/workOrder/create",
    operation_id = "workOrderCreate",
    tag = "workOrder",
    request_body = WorkOrderCreateRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the new ticket's row (status open).", body = WorkOrderRow))
)]
pub async fn create(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<WorkOrderCreateRequest>,
) -> ApiResult<WorkOrderRow> {
    let member = session.require(Right::UseWorkOrders)?;
    let attachments = keys(&req.attachments);
    let created = create::create(
        &ports,
        &member.enterprise_id,
        &session.user_id,
        NewWorkOrder {
            kind: req.kind,
            subject: &req.subject,
            description: &req.description,
            attachments: &attachments,
            order_id: req.order_id.as_deref(),
        },
    )
    .await?;
    Ok(Reply(WorkOrderRow::of(
        &ports,
        &created,
        Author::Enterprise,
    )?))
}

verity_http::list_request! {
    pub struct WorkOrderListRequest {
        /// Only tickets in this status; all when absent.
        #[serde(default)]
        pub status: Option<WorkOrderStatus>,
    }
    cursor = "The `cursor` of the previous page."
}

verity_http::page!(pub struct WorkOrderPage of WorkOrderRow);

/// The enterprise's tickets, latest activity first, with the caller's side's unread count each.
#[utoipa::path(
    post,
    path = "/api/base/workOrder/list",
    operation_id = "workOrderList",
    tag = "workOrder",
    request_body = WorkOrderListRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {items, cursor}. A page filtered by status may hold fewer rows than pageSize; follow the cursor until it is absent.", body = WorkOrderPage))
)]
pub async fn list(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<WorkOrderListRequest>,
) -> ApiResult<WorkOrderPage> {
    let member = session.require(Right::UseWorkOrders)?;
    let (from, size) = req.paging();
    let (items, cursor) = list::page(&ports, &member.enterprise_id, req.status, from, size).await?;
    Ok(Reply(WorkOrderPage { items, cursor }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WorkOrderIdRequest {
    #[schema(value_type = String)]
    pub work_order_id: EntityId,
}

/// One ticket with its thread; the ops messages count as read from now.
#[utoipa::path(
    post,
    path = "/api/base/workOrder/detail",
    operation_id = "workOrderDetail",
    tag = "workOrder",
    request_body = WorkOrderIdRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the ticket with its messages (oldest first) and canReply, canReopen, canClose.", body = WorkOrderDetail))
)]
pub async fn detail(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<WorkOrderIdRequest>,
) -> ApiResult<WorkOrderDetail> {
    let member = session.require(Right::UseWorkOrders)?;
    let side = Side::Enterprise {
        enterprise_id: &member.enterprise_id,
        user_id: &session.user_id,
    };
    let mut detail = thread::read(&ports, &side, &req.work_order_id).await?;
    sign_ops(&mut detail.messages);
    Ok(Reply(detail))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WorkOrderReplyRequest {
    #[schema(value_type = String)]
    pub work_order_id: EntityId,
    /// 1–2000 characters; line breaks are kept.
    #[schema(value_type = String)]
    pub text: LongText,
    /// Up to 5 keys from `file/upload` with purpose `attachment`.
    #[schema(value_type = Vec<String>)]
    #[serde(default)]
    pub attachments: Vec<FileKey>,
}

/// Adds the enterprise's message to an open or in-progress ticket.
#[utoipa::path(
    post,
    path = "/api/base/workOrder/reply",
    operation_id = "workOrderReply",
    tag = "workOrder",
    request_body = WorkOrderReplyRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {status, message}.", body = WorkOrderReplied))
)]
pub async fn reply(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<WorkOrderReplyRequest>,
) -> ApiResult<WorkOrderReplied> {
    let member = session.require(Right::UseWorkOrders)?;
    let side = Side::Enterprise {
        enterprise_id: &member.enterprise_id,
        user_id: &session.user_id,
    };
    let attachments = keys(&req.attachments);
    Ok(Reply(
        reply::reply(&ports, &side, &req.work_order_id, &req.text, &attachments).await?,
    ))
}

/// Reopens a resolved ticket, within 7 days of its resolution.
#[utoipa::path(
    post,
    path = "/api/base/workOrder/reopen",
    operation_id = "workOrderReopen",
    tag = "workOrder",
    request_body = WorkOrderIdRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {workOrderId, status: open}.", body = WorkOrderMoved))
)]
pub async fn reopen(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<WorkOrderIdRequest>,
) -> ApiResult<WorkOrderMoved> {
    let member = session.require(Right::UseWorkOrders)?;
    let side = Side::Enterprise {
        enterprise_id: &member.enterprise_id,
        user_id: &session.user_id,
    };
    Ok(Reply(
        lifecycle::reopen(&ports, &side, &req.work_order_id).await?,
    ))
}

/// Closes the enterprise's ticket for good (from any status but closed).
#[utoipa::path(
    post,
    path = "/api/base/workOrder/close",
    operation_id = "workOrderClose",
    tag = "workOrder",
    request_body = WorkOrderIdRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {workOrderId, status: closed, closedAt}.", body = WorkOrderMoved))
)]
pub async fn close(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<WorkOrderIdRequest>,
) -> ApiResult<WorkOrderMoved> {
    let member = session.require(Right::UseWorkOrders)?;
    let side = Side::Enterprise {
        enterprise_id: &member.enterprise_id,
        user_id: &session.user_id,
    };
    Ok(Reply(
        lifecycle::close(&ports, &side, &req.work_order_id).await?,
    ))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WorkOrderUnread {
    /// Ops messages not yet read, over all the enterprise's tickets.
    pub unread: u32,
}

/// The sidebar badge: the enterprise's unread ops messages.
#[utoipa::path(
    post,
    path = "/api/base/workOrder/unreadCount",
    operation_id = "workOrderUnreadCount",
    tag = "workOrder",
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {unread}.", body = WorkOrderUnread))
)]
pub async fn unread_count(
    State(ports): State<Ports>,
    session: Session,
) -> ApiResult<WorkOrderUnread> {
    let member = session.require(Right::UseWorkOrders)?;
    Ok(Reply(WorkOrderUnread {
        unread: list::unread_total(&ports, &member.enterprise_id).await?,
    }))
}
