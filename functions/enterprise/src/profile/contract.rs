//! `enterprise/contract`: the current service contract.

use serde::Serialize;
use utoipa::ToSchema;
use verity_domain::enterprise::contract;
use verity_http::{ApiJson, ApiResult, Reply, Session};

use super::Empty;

#[derive(Debug, Serialize, ToSchema)]
pub struct ContractText {
    pub version: String,
    pub title: String,
    /// Plain text; paragraphs are separated by blank lines.
    pub body: String,
}

/// The current service contract, in the request's language.
#[utoipa::path(
    post,
    path = "/api/base/enterprise/contract",
    operation_id = "enterpriseContract",
    tag = "enterprise",
    request_body = Empty,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {version, title, body}.", body = ContractText))
)]
pub async fn contract(
    _session: Session,
    ApiJson(_empty): ApiJson<Empty>,
) -> ApiResult<ContractText> {
    let c = contract::current(verity_http::lang::current() == verity_http::lang::Lang::ZhCn);
    Ok(Reply(ContractText {
        version: c.version.to_string(),
        title: c.title.to_string(),
        body: c.body.to_string(),
    }))
}
