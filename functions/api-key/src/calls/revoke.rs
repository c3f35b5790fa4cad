//! `apiKey/revoke`: a key stops working at once.

use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::EntityId;
use verity_domain::api_keys;
use verity_domain::identity::Right;
use verity_http::{ApiJson, ApiResult, ClientIp, Reply, Session};

use super::ApiKeyRow;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ApiKeyRevokeRequest {
    #[schema(value_type = String)]
    pub key_id: EntityId,
}

/// Revokes a key of the caller's enterprise: its next call answers -5. Revoking it again answers the same.
#[utoipa::path(
    post,
    path = "/api/base/apiKey/revoke",
    operation_id = "apiKeyRevoke",
    tag = "apiKey",
    request_body = ApiKeyRevokeRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the key as now listed (`revokedAt` set).", body = ApiKeyRow))
)]
pub async fn revoke(
    State(ports): State<Ports>,
    session: Session,
    ClientIp(ip): ClientIp,
    ApiJson(req): ApiJson<ApiKeyRevokeRequest>,
) -> ApiResult<ApiKeyRow> {
    let member = session.require(Right::ManageEnterprise)?;
    let actor = session.actor(&ports, ip).await?;
    let record =
        api_keys::revoke(&ports, &member.enterprise_id, &actor, req.key_id.as_str()).await?;
    Ok(Reply(ApiKeyRow::of(&ports, record)))
}
