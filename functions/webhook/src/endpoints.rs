//! Endpoint calls: create (the secret shown once), list, update (re-enable
//! clears the reason), delete, rotate the secret. An endpoint id is looked
//! up under the caller's enterprise: another enterprise's id is 4901.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::EntityId;
use verity_domain::identity::Right;
use verity_domain::webhooks::endpoints::{self, Change};
use verity_domain::webhooks::{Endpoint, EndpointStatus};
use verity_http::{ApiJson, ApiResult, Reply, Session};

/// An endpoint as listed (never its secret).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookEndpoint {
    pub endpoint_id: String,
    pub url: String,
    /// The subscribed events (`order.created`, …).
    pub events: Vec<String>,
    pub description: String,
    pub status: EndpointStatus,
    /// `failing` when the platform disabled it after 24 h of failed
    /// deliveries; null when active or disabled by a member.
    pub disabled_reason: Option<String>,
    /// Epoch ms.
    pub created_at: i64,
    /// When a delivery was last attempted (epoch ms).
    pub last_delivery_at: Option<i64>,
    /// The HTTP status of the last attempt (null: no answer).
    pub last_status_code: Option<u16>,
}

impl From<Endpoint> for WebhookEndpoint {
    fn from(e: Endpoint) -> Self {
        WebhookEndpoint {
            endpoint_id: e.endpoint_id,
            url: e.url,
            events: e.events,
            description: e.description,
            status: e.status,
            disabled_reason: e.disabled_reason,
            created_at: e.created_at,
            last_delivery_at: e.last_delivery_at,
            last_status_code: e.last_status_code,
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WebhookCreateRequest {
    /// `https://…`, no credentials, at most 2048 characters; the host must
    /// resolve only to public addresses.
    pub url: String,
    /// At least one of `order.created`, `order.authorized`,
    /// `order.completed`, `order.canceled`, `order.suspended`,
    /// `report.updated`, `report.disputed`, `batch.completed`, `balance.low`.
    pub events: Vec<String>,
    /// At most 80 characters.
    #[serde(default)]
    pub description: Option<String>,
}

/// A new endpoint, with its signing secret (shown this once).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookCreated {
    pub endpoint_id: String,
    pub url: String,
    pub events: Vec<String>,
    pub description: String,
    /// `whsec_…`: verify each delivery's `Verity-Signature` with it. Shown once.
    pub secret: String,
    pub status: EndpointStatus,
    pub created_at: i64,
}

/// Adds an endpoint (at most 10 per enterprise).
#[utoipa::path(
    post,
    path = "/api/base/webhook/create",
    operation_id = "webhookCreate",
    tag = "webhook",
    request_body = WebhookCreateRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the endpoint with its secret (shown once).", body = WebhookCreated))
)]
pub async fn create(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<WebhookCreateRequest>,
) -> ApiResult<WebhookCreated> {
    let member = session.require(Right::ManageEnterprise)?;
    let created = endpoints::create(
        &ports,
        &member.enterprise_id,
        &req.url,
        &req.events,
        req.description.as_deref(),
    )
    .await?;
    let e = created.endpoint;
    Ok(Reply(WebhookCreated {
        endpoint_id: e.endpoint_id,
        url: e.url,
        events: e.events,
        description: e.description,
        secret: created.secret,
        status: e.status,
        created_at: e.created_at,
    }))
}

verity_http::list_request! {
    pub struct WebhookListRequest {}
    cursor = "The `cursor` of the previous page."
}

verity_http::page!(pub struct WebhookEndpointPage of WebhookEndpoint);

/// The enterprise's endpoints, newest first.
#[utoipa::path(
    post,
    path = "/api/base/webhook/list",
    operation_id = "webhookList",
    tag = "webhook",
    request_body = WebhookListRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {items, cursor}.", body = WebhookEndpointPage))
)]
pub async fn list(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<WebhookListRequest>,
) -> ApiResult<WebhookEndpointPage> {
    let member = session.require(Right::ManageEnterprise)?;
    let (from, size) = req.paging();
    let (found, cursor) = endpoints::page(&ports, &member.enterprise_id, from, size).await?;
    Ok(Reply(WebhookEndpointPage {
        items: found.into_iter().map(WebhookEndpoint::from).collect(),
        cursor,
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WebhookUpdateRequest {
    #[schema(value_type = String)]
    pub endpoint_id: EntityId,
    /// A new URL (checked as at creation).
    #[serde(default)]
    pub url: Option<String>,
    /// The new set of events (at least one).
    #[serde(default)]
    pub events: Option<Vec<String>>,
    #[serde(default)]
    pub description: Option<String>,
    /// `true` enables it again (clearing `disabledReason`; its queued
    /// deliveries go on), `false` disables it.
    #[serde(default)]
    pub enabled: Option<bool>,
}

/// Changes an endpoint; absent fields stay.
#[utoipa::path(
    post,
    path = "/api/base/webhook/update",
    operation_id = "webhookUpdate",
    tag = "webhook",
    request_body = WebhookUpdateRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the endpoint.", body = WebhookEndpoint))
)]
pub async fn update(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<WebhookUpdateRequest>,
) -> ApiResult<WebhookEndpoint> {
    let member = session.require(Right::ManageEnterprise)?;
    let endpoint = endpoints::update(
        &ports,
        &member.enterprise_id,
        &req.endpoint_id,
        Change {
            url: req.url.as_deref(),
            events: req.events.as_deref(),
            description: req.description.as_deref(),
            enabled: req.enabled,
        },
    )
    .await?;
    Ok(Reply(endpoint.into()))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WebhookEndpointRequest {
    #[schema(value_type = String)]
    pub endpoint_id: EntityId,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookDeleted {
    pub endpoint_id: String,
}

/// Removes an endpoint: nothing more is sent to it.
#[utoipa::path(
    post,
    path = "/api/base/webhook/delete",
    operation_id = "webhookDelete",
    tag = "webhook",
    request_body = WebhookEndpointRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {endpointId}.", body = WebhookDeleted))
)]
pub async fn delete(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<WebhookEndpointRequest>,
) -> ApiResult<WebhookDeleted> {
    let member = session.require(Right::ManageEnterprise)?;
    endpoints::delete(&ports, &member.enterprise_id, &req.endpoint_id).await?;
    Ok(Reply(WebhookDeleted {
        endpoint_id: req.endpoint_id.to_string(),
    }))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookSecret {
    pub endpoint_id: String,
    /// The new `whsec_…` secret (shown once); the old one stops at once.
    pub secret: String,
}

/// A new signing secret; deliveries from now on are signed with it.
#[utoipa::path(
    post,
    path = "/api/base/webhook/rotateSecret",
    operation_id = "webhookRotateSecret",
    tag = "webhook",
    request_body = WebhookEndpointRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {endpointId, secret}.", body = WebhookSecret))
)]
pub async fn rotate_secret(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<WebhookEndpointRequest>,
) -> ApiResult<WebhookSecret> {
    let member = session.require(Right::ManageEnterprise)?;
    let secret = endpoints::rotate_secret(&ports, &member.enterprise_id, &req.endpoint_id).await?;
    Ok(Reply(WebhookSecret {
        endpoint_id: req.endpoint_id.to_string(),
        secret,
    }))
}
