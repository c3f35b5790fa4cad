//! `report/shared`: the shared report, for the link's checked phone.

use axum::extract::State;
use http::HeaderMap;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::Ticket;
use verity_domain::reports::share::{self as sharing};
use verity_domain::reports::Report;
use verity_http::session::share_token;
use verity_http::{ApiJson, ApiResult, Reply};

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
    responses((status = 200, description = "Envelope whose data is the report's current version.", body = Report))
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
