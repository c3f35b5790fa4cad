//! `order/remind`: texts the consent link again.

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_domain::identity::Right;
use verity_domain::orders::lifecycle::{self};
use verity_http::{ApiJson, ApiResult, Reply, Session};

use super::OrderIdRequest;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderReminded {
    pub sent_at: i64,
}

/// Texts the consent link to the candidate again (at most once a minute).
#[utoipa::path(
    post,
    path = "/api/base/order/remind",
    operation_id = "orderRemind",
    tag = "order",
    request_body = OrderIdRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {sentAt}.", body = OrderReminded))
)]
pub async fn remind(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<OrderIdRequest>,
) -> ApiResult<OrderReminded> {
    let member = session.require(Right::OrderChecks)?;
    let order = lifecycle::order(&ports, &member.enterprise_id, &req.order_id).await?;
    let sent_at = lifecycle::remind(&ports, &order).await?;
    Ok(Reply(OrderReminded { sent_at }))
}
