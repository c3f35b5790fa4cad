//! `report/versions`: every version of a report.

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_domain::identity::Right;
use verity_domain::reports::{self, Report};
use verity_http::{ApiJson, ApiResult, Reply, Session};

use super::ReportRequest;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportVersions {
    /// Oldest first; the last is the current version.
    pub list: Vec<Report>,
}

/// Every version of the report, for the history and its differences.
#[utoipa::path(
    post,
    path = "/api/base/report/versions",
    operation_id = "reportVersions",
    tag = "report",
    request_body = ReportRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {list}: every version, oldest first.", body = ReportVersions))
)]
pub async fn versions(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<ReportRequest>,
) -> ApiResult<ReportVersions> {
    let member = session.require(Right::ViewRecords)?;
    Ok(Reply(ReportVersions {
        list: reports::versions(&ports, &member.enterprise_id, &req.order_id).await?,
    }))
}
