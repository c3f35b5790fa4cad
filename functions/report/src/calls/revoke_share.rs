//! `report/revokeShare`: stops a report link at once.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_domain::identity::Right;
use verity_domain::reports::share::{self as sharing};
use verity_http::{ApiJson, ApiResult, Reply, Session};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReportRevokeRequest {
    pub share_id: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportRevoked {
    pub share_id: String,
}

/// Stops a report link at once (opening it then says it was withdrawn).
#[utoipa::path(
    post,
    path = "/api/base/report/revokeShare",
    operation_id = "reportRevokeShare",
    tag = "report",
    request_body = ReportRevokeRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {shareId}.", body = ReportRevoked))
)]
pub async fn revoke_share(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<ReportRevokeRequest>,
) -> ApiResult<ReportRevoked> {
    let member = session.require(Right::OrderChecks)?;
    sharing::revoke(&ports, &member.enterprise_id, &req.share_id).await?;
    Ok(Reply(ReportRevoked {
        share_id: req.share_id,
    }))
}
