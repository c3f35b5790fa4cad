//! `order/cancel`: stops an order before work started, with its refund.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::{EntityId, Reason};
use verity_domain::identity::Right;
use verity_domain::orders::lifecycle::{self, Stop};
use verity_domain::orders::OrderStatus;
use verity_http::{ApiJson, ApiResult, Reply, Session};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OrderCancelRequest {
    #[schema(value_type = String)]
    pub order_id: EntityId,
    /// Kept on the order's timeline; at most 500 characters.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub reason: Option<Reason>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderCanceled {
    pub status: OrderStatus,
    /// Credited back to the balance (a `refund` ledger entry).
    pub refunded_fen: i64,
}

/// Cancels an order before any item started; the price is refunded in the same transaction.
#[utoipa::path(
    post,
    path = "/api/base/order/cancel",
    operation_id = "orderCancel",
    tag = "order",
    request_body = OrderCancelRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {status, refundedFen}.", body = OrderCanceled))
)]
pub async fn cancel(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<OrderCancelRequest>,
) -> ApiResult<OrderCanceled> {
    let member = session.require(Right::OrderChecks)?;
    let order = lifecycle::order(&ports, &member.enterprise_id, &req.order_id).await?;
    let reason = req
        .reason
        .as_ref()
        .map(|r| format!("canceled by the enterprise: {}", r.as_str()));
    let refunded_fen = lifecycle::stop(&ports, &order, Stop::Cancel, reason.as_deref()).await?;
    tracing::info!(order_id = %order.order_id, refunded_fen, "order canceled");
    Ok(Reply(OrderCanceled {
        status: OrderStatus::Canceled,
        refunded_fen,
    }))
}
