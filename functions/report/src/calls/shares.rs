//! `report/shares`: a report's links and their openings.

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_domain::identity::Right;
use verity_domain::reports::share::{self as sharing, ShareView};
use verity_http::{ApiJson, ApiResult, Reply, Session};

use super::ReportRequest;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportShares {
    /// Newest first.
    pub list: Vec<ShareView>,
}

/// The links of a report: to whom (masked), until when, revoked or not, and how often opened.
#[utoipa::path(
    post,
    path = "/api/base/report/shares",
    operation_id = "reportShares",
    tag = "report",
    request_body = ReportRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {list}: shareId, phoneMask, createdAt, expiresAt, revokedAt, opened, lastOpenedAt, state (active, expired, revoked).", body = ReportShares))
)]
pub async fn shares(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<ReportRequest>,
) -> ApiResult<ReportShares> {
    let member = session.require(Right::ViewRecords)?;
    Ok(Reply(ReportShares {
        list: sharing::list(&ports, &member.enterprise_id, &req.order_id).await?,
    }))
}
