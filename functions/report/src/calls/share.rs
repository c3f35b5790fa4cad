//! `report/share`: a link to the report for one phone.

use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::{EntityId, Phone};
use verity_domain::identity::Right;
use verity_domain::reports::share::{self as sharing, Shared};
use verity_http::{ApiJson, ApiResult, Reply, Session};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReportShareRequest {
    #[schema(value_type = String)]
    pub order_id: EntityId,
    /// The phone that may open the link (it passes an SMS check first).
    #[schema(value_type = String)]
    pub phone: Phone,
    /// 1–720.
    pub expires_in_hours: u32,
    /// Also text the link to the phone (once; counted against the phone's
    /// 5 texts a day, 4415 at the cap with nothing created). Without it the
    /// link is only created, for the member to send.
    #[serde(default)]
    pub send_text: bool,
}

/// A link to the report for one phone, until it expires or is revoked.
#[utoipa::path(
    post,
    path = "/api/base/report/share",
    operation_id = "reportShare",
    tag = "report",
    request_body = ReportShareRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {shareId, url, expiresAt, texted}.", body = Shared))
)]
pub async fn share(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<ReportShareRequest>,
) -> ApiResult<Shared> {
    let member = session.require(Right::OrderChecks)?;
    let link_base = verity_http::origin::public_base(&ports);
    let shared = sharing::share(
        &ports,
        &member.enterprise_id,
        &session.user_id,
        &req.order_id,
        &req.phone,
        req.expires_in_hours,
        &link_base,
        req.send_text,
    )
    .await?;
    Ok(Reply(shared))
}
