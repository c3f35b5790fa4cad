//! A copy of everything kept about the candidate: JSON, or the same read as
//! a PDF in the request's language.

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use verity_core::ports::Ports;
use verity_domain::candidates::export::{self, MeExport};
use verity_http::lang::{self, Lang};
use verity_http::{ApiError, ApiJson, ApiResult, MeSession, Reply};

use super::session::MeEmptyRequest;

/// Every stored field about the signed-in phone's checks (the right of
/// access): names, numbers, details given, consent evidence, findings,
/// timeline, reports, decision and requests. Nothing about anyone else.
#[utoipa::path(
    post,
    path = "/api/base/me/export",
    operation_id = "meExport",
    tag = "me",
    request_body = MeEmptyRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {exportedAt, phone, checks}.", body = MeExport))
)]
pub async fn export(
    State(ports): State<Ports>,
    me: MeSession,
    _body: ApiJson<MeEmptyRequest>,
) -> ApiResult<MeExport> {
    Ok(Reply(export::export(&ports, &me).await?))
}

/// The same copy as a PDF (`application/pdf`, an attachment), in the
/// request's language (`Accept-Language`).
#[utoipa::path(
    post,
    path = "/api/base/me/exportPdf",
    operation_id = "meExportPdf",
    tag = "me",
    request_body = MeEmptyRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "The PDF (application/pdf); an error answers the envelope.", content_type = "application/pdf", body = Vec<u8>))
)]
pub async fn export_pdf(
    State(ports): State<Ports>,
    me: MeSession,
    _body: ApiJson<MeEmptyRequest>,
) -> Result<Response, ApiError> {
    let copy = export::export(&ports, &me).await?;
    let zh = lang::current() == Lang::ZhCn;
    let bytes = crate::pdf::render(&copy, zh)?;
    Ok((
        [
            (http::header::CONTENT_TYPE, "application/pdf"),
            (
                http::header::CONTENT_DISPOSITION,
                "attachment; filename=\"verity-my-data.pdf\"",
            ),
            (http::header::CACHE_CONTROL, "no-store"),
        ],
        bytes,
    )
        .into_response())
}
