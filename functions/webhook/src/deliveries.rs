//! Delivery calls: a test `ping`, the endpoint's log, a redelivery. A
//! delivery id is looked up under the caller's enterprise: another
//! enterprise's id is 4903.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::EntityId;
use verity_domain::identity::Right;
use verity_domain::webhooks::{deliver, emit, Delivery, DeliveryStatus};
use verity_http::{ApiJson, ApiResult, Reply, Session};

use crate::endpoints::WebhookEndpointRequest;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookDeliveryId {
    pub delivery_id: String,
}

/// Sends a `ping` event to the endpoint (whatever it subscribes to).
#[utoipa::path(
    post,
    path = "/api/base/webhook/test",
    operation_id = "webhookTest",
    tag = "webhook",
    request_body = WebhookEndpointRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {deliveryId}: the ping's delivery (see webhook/deliveries).", body = WebhookDeliveryId))
)]
pub async fn test(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<WebhookEndpointRequest>,
) -> ApiResult<WebhookDeliveryId> {
    let member = session.require(Right::ManageEnterprise)?;
    let delivery_id = emit::ping(&ports, &member.enterprise_id, &req.endpoint_id).await?;
    Ok(Reply(WebhookDeliveryId { delivery_id }))
}

/// One delivery in the endpoint's log.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookDelivery {
    pub delivery_id: String,
    /// The event's id (the body's `id`): the same in every delivery of it.
    pub event_id: String,
    /// The event's type (`order.completed`, `ping`, …).
    pub event: String,
    pub status: DeliveryStatus,
    pub attempts: u32,
    pub last_status_code: Option<u16>,
    pub last_latency_ms: Option<u64>,
    /// Short; never the receiver's answer.
    pub last_error: Option<String>,
    /// When the next attempt is due (epoch ms; null once finished).
    pub next_attempt_at: Option<i64>,
    pub created_at: i64,
    pub delivered_at: Option<i64>,
}

impl From<Delivery> for WebhookDelivery {
    fn from(d: Delivery) -> Self {
        let open = d.status.is_open();
        WebhookDelivery {
            delivery_id: d.delivery_id,
            event_id: d.event_id,
            event: d.event,
            status: d.status,
            attempts: d.attempts,
            last_status_code: d.last_status_code,
            last_latency_ms: d.last_latency_ms,
            last_error: d.last_error,
            next_attempt_at: d.next_attempt_at.filter(|_| open),
            created_at: d.created_at,
            delivered_at: d.delivered_at,
        }
    }
}

verity_http::list_request! {
    pub struct WebhookDeliveriesRequest {
        #[schema(value_type = String)]
        pub endpoint_id: EntityId,
    }
    cursor = "The `cursor` of the previous page."
}

verity_http::page!(pub struct WebhookDeliveryPage of WebhookDelivery);

/// The endpoint's deliveries, newest event first.
#[utoipa::path(
    post,
    path = "/api/base/webhook/deliveries",
    operation_id = "webhookDeliveries",
    tag = "webhook",
    request_body = WebhookDeliveriesRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {items, cursor}.", body = WebhookDeliveryPage))
)]
pub async fn list(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<WebhookDeliveriesRequest>,
) -> ApiResult<WebhookDeliveryPage> {
    let member = session.require(Right::ManageEnterprise)?;
    let (from, size) = req.paging();
    let (found, cursor) =
        deliver::page(&ports, &member.enterprise_id, &req.endpoint_id, from, size).await?;
    Ok(Reply(WebhookDeliveryPage {
        items: found.into_iter().map(WebhookDelivery::from).collect(),
        cursor,
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WebhookRedeliverRequest {
    #[schema(value_type = String)]
    pub delivery_id: EntityId,
}

/// A new attempt of a delivery now (after `failed` too), in its place in
/// the endpoint's order, with a new 24 hours of retries.
#[utoipa::path(
    post,
    path = "/api/base/webhook/redeliver",
    operation_id = "webhookRedeliver",
    tag = "webhook",
    request_body = WebhookRedeliverRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {deliveryId}.", body = WebhookDeliveryId))
)]
pub async fn redeliver(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<WebhookRedeliverRequest>,
) -> ApiResult<WebhookDeliveryId> {
    let member = session.require(Right::ManageEnterprise)?;
    deliver::redeliver(&ports, &member.enterprise_id, &req.delivery_id).await?;
    Ok(Reply(WebhookDeliveryId {
        delivery_id: req.delivery_id.to_string(),
    }))
}
