//! `report/detail`: the current version of a completed order's report.

use axum::extract::State;
use verity_core::ports::Ports;
use verity_domain::identity::Right;
use verity_http::{ApiJson, ApiResult, Reply, Session};

use super::{ReportDetail, ReportRequest};

/// The current version of a completed order's report.
#[utoipa::path(
    post,
    path = "/api/base/report/detail",
    operation_id = "reportDetail",
    tag = "report",
    request_body = ReportRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the report: overallResult, items with a grade (green, yellow, red) and findings, the candidate (full name for members who see candidates, phone and ID number masked), package and version, consent, version; and its standing: state (undecided, proceed, declined, disputed), decision, the latest dispute, canDecide.", body = ReportDetail))
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
