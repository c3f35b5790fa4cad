//! The report calls. Reading needs `ViewRecords` (every member) and looks
//! the order up under the caller's enterprise, so another enterprise's
//! order is 1007; editing is for platform operators (`ops`) only.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::{EntityId, Reason};
use verity_domain::identity::Right;
use verity_domain::reports::{self, Grade, ItemEdit, Report};
use verity_http::{ApiError, ApiJson, ApiResult, Reply, Session};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReportRequest {
    #[schema(value_type = String)]
    pub order_id: EntityId,
}

/// The current version of a completed order's report.
#[utoipa::path(
    post,
    path = "/api/base/report/detail",
    operation_id = "reportDetail",
    tag = "report",
    request_body = ReportRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the report: overallResult, items with a grade (green, yellow, red) and findings, the candidate masked, package and version, consent, version. \
        Codes: -5; -6; 1002; 1007 order not found; 4401 the order has not completed (data.status)", body = Report))
)]
pub async fn detail(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<ReportRequest>,
) -> ApiResult<Report> {
    let member = session.require(Right::ViewRecords)?;
    Ok(Reply(
        reports::current(&ports, &member.enterprise_id, &req.order_id).await?,
    ))
}

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
    responses((status = 200, description = "Envelope whose data is {list}: every version, oldest first. Codes: -5; -6; 1002; 1007; 4401", body = ReportVersions))
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

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ItemEditRequest {
    /// The item's catalogue code (every item of that code changes).
    pub code: String,
    #[serde(default)]
    pub grade: Option<Grade>,
    /// The findings as the analyst writes them (at most 500 characters).
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub findings: Option<Reason>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OpsEditRequest {
    #[schema(value_type = String)]
    pub order_id: EntityId,
    /// Why this version is made (shown in the history).
    #[schema(value_type = String)]
    pub reason: Reason,
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub note: Option<Reason>,
    #[serde(default)]
    pub items: Vec<ItemEditRequest>,
}

/// An analyst's correction: a new version with who, when and why.
#[utoipa::path(
    post,
    path = "/api/base/report/ops/edit",
    operation_id = "reportOpsEdit",
    tag = "report",
    request_body = OpsEditRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the new version. Codes: -5; -6 not a platform operator; 1002 (data.field, e.g. items[0].code); 1007; 4401; 4402 another version saved meanwhile (data.version)", body = Report))
)]
pub async fn ops_edit(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<OpsEditRequest>,
) -> ApiResult<Report> {
    session.require_ops()?;
    if req.items.is_empty() && req.note.is_none() {
        return Err(ApiError::invalid(
            "items",
            "change at least one item or add a note",
        ));
    }
    let edits: Vec<ItemEdit> = req
        .items
        .into_iter()
        .map(|i| ItemEdit {
            code: i.code,
            grade: i.grade,
            findings: i.findings.map(|f| f.into_inner()),
        })
        .collect();
    let analyst = session.user_id.clone();
    let report = reports::edit(
        &ports,
        &req.order_id,
        &analyst,
        &req.reason,
        req.note.as_deref(),
        &edits,
    )
    .await?;
    Ok(Reply(report))
}
