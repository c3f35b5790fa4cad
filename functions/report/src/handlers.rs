//! The report calls. Reading needs `ViewRecords` (every member) and looks
//! the order up under the caller's enterprise, so another enterprise's
//! order is 1007; editing is for platform operators (`ops`) only.

use axum::extract::State;
use http::HeaderMap;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::text::Text;
use verity_core::types::{EntityId, Phone, Reason, Ticket};
use verity_domain::identity::Right;
use verity_domain::reports::share::{self as sharing, ShareView, Shared};
use verity_domain::reports::{self, Grade, ItemEdit, Report, ReportStatus};
use verity_http::session::share_token;
use verity_http::{ApiError, ApiJson, ApiResult, Reply, Session};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReportRequest {
    #[schema(value_type = String)]
    pub order_id: EntityId,
}

/// A report's current version with where it stands (decision, dispute).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportDetail {
    #[serde(flatten)]
    pub report: Report,
    #[serde(flatten)]
    pub status: ReportStatus,
}

impl ReportDetail {
    pub async fn read(
        ports: &Ports,
        enterprise_id: &str,
        order_id: &str,
    ) -> Result<Self, ApiError> {
        let report = reports::current(ports, enterprise_id, order_id).await?;
        let status = reports::decision::status(ports, order_id).await?;
        Ok(ReportDetail { report, status })
    }
}

/// The current version of a completed order's report.
#[utoipa::path(
    post,
    path = "/api/base/report/detail",
    operation_id = "reportDetail",
    tag = "report",
    request_body = ReportRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the report: overallResult, items with a grade (green, yellow, red) and findings, the candidate (full name for members who see candidates, phone and ID number masked), package and version, consent, version; \
        and its standing: state (undecided, proceed, declined, disputed), decision, the latest dispute, canDecide. \
        Codes: -5; -6; 1002; 1007 order not found; 4401 the order has not completed (data.status)", body = ReportDetail))
)]
pub async fn detail(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<ReportRequest>,
) -> ApiResult<ReportDetail> {
    let member = session.require(Right::ViewRecords)?;
    let mut detail = ReportDetail::read(&ports, &member.enterprise_id, &req.order_id).await?;
    // HR recognises its own candidate: the full name for members who see
    // candidates (the version keeps the mask; the PDF, a document that
    // travels, too). Phone and ID number stay masked.
    if member.role.has(Right::ViewCandidates) {
        let order =
            verity_domain::orders::lifecycle::order(&ports, &member.enterprise_id, &req.order_id)
                .await?;
        detail.report.candidate.name = verity_domain::orders::reveal::full_name(&ports, &order);
    }
    Ok(Reply(detail))
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

pub(crate) fn item_edits(items: Vec<ItemEditRequest>) -> Vec<ItemEdit> {
    items
        .into_iter()
        .map(|i| ItemEdit {
            code: i.code,
            grade: i.grade,
            findings: i.findings.map(|f| f.into_inner()),
        })
        .collect()
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
            Text::new(
                "change at least one item or add a note",
                "请至少修改一个项目或填写备注",
            ),
        ));
    }
    let edits = item_edits(req.items);
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
    responses((status = 200, description = "Envelope whose data is {shareId, url, expiresAt, texted}. Codes: -5; -6 viewer; 1002; 1007; 4401; 4415 the phone got its 5 texts today (data.max; nothing created)", body = Shared))
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
    responses((status = 200, description = "Envelope whose data is {shareId}. Codes: -5; -6 viewer; 1007 no such link of this enterprise", body = ReportRevoked))
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

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReportSharedRequest {
    #[schema(value_type = String)]
    pub s: Ticket,
}

/// The shared report, for the bearer of the link's share token (from `share/checkPhone`).
#[utoipa::path(
    post,
    path = "/api/base/report/shared",
    operation_id = "reportShared",
    tag = "report",
    request_body = ReportSharedRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the report's current version. Codes: -12 phone not verified for this link (go to /checkPhone?s=…); 4210 invalid; 4211 expired; 4212 revoked", body = Report))
)]
pub async fn shared(
    State(ports): State<Ports>,
    headers: HeaderMap,
    ApiJson(req): ApiJson<ReportSharedRequest>,
) -> ApiResult<Report> {
    Ok(Reply(
        sharing::shared(&ports, &req.s, share_token(&headers).as_deref()).await?,
    ))
}

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
    responses((status = 200, description = "Envelope whose data is {list}: shareId, phoneMask, createdAt, expiresAt, revokedAt, opened, lastOpenedAt, state (active, expired, revoked). Codes: -5; -6; 1002; 1007", body = ReportShares))
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
