//! The PDF of a report (`report/pdf`) and the public check of its
//! verification code (`report/verify`).

use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_domain::identity::Right;
use verity_domain::reports::pdf::{self, PdfLink, Verified};
use verity_http::{ApiJson, ApiResult, Reply, Session};

use crate::calls::ReportRequest;

/// A signed link to the PDF of the current version (drawn the first time it is asked for).
#[utoipa::path(
    post,
    path = "/api/base/report/pdf",
    operation_id = "reportPdf",
    tag = "report",
    request_body = ReportRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {url (10 minutes), version, verificationCode, size}: the PDF in the request's language (Accept-Language), one copy per language and version, both with the same code.", body = PdfLink))
)]
pub async fn pdf(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<ReportRequest>,
) -> ApiResult<PdfLink> {
    let member = session.require(Right::ViewRecords)?;
    let verify_at = format!(
        "{}/#/verifyReport",
        verity_http::origin::public_base(&ports)
    );
    // The PDF reads in the reader's language (Accept-Language).
    let zh = verity_http::lang::current() == verity_http::lang::Lang::ZhCn;
    let link = pdf::pdf(
        &ports,
        &member.enterprise_id,
        &req.order_id,
        zh,
        |report, code| crate::pdf::render(report, code, &verify_at, zh),
    )
    .await?;
    Ok(Reply(link))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct VerifyRequest {
    /// As printed on the PDF (`XXXX-XXXX-XXXX-XXXX`; spaces and case do not matter).
    pub code: String,
}

/// Confirms that a report with this verification code was issued (public; no PII in the answer).
#[utoipa::path(
    post,
    path = "/api/base/report/verify",
    operation_id = "reportVerify",
    tag = "report",
    request_body = VerifyRequest,
    responses((status = 200, description = "Envelope whose data is {code, orderNo, version, overallResult, candidateName (masked), packageName, issuedAt, currentVersion}.", body = Verified))
)]
pub async fn verify(
    State(ports): State<Ports>,
    ApiJson(req): ApiJson<VerifyRequest>,
) -> ApiResult<Verified> {
    Ok(Reply(pdf::verify(&ports, &req.code).await?))
}
