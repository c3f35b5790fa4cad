//! `apiKey/list`: the enterprise's keys, newest first.

use axum::extract::State;
use verity_core::ports::Ports;
use verity_domain::api_keys;
use verity_domain::identity::Right;
use verity_http::{ApiJson, ApiResult, Reply, Session};

use super::ApiKeyRow;

verity_http::list_request! {
    pub struct ApiKeyListRequest {}
    cursor = "The `cursor` of the previous page."
}

verity_http::page!(pub struct ApiKeyPage of ApiKeyRow);

/// The enterprise's API keys, newest first, revoked ones included (never a key itself).
#[utoipa::path(
    post,
    path = "/api/base/apiKey/list",
    operation_id = "apiKeyList",
    tag = "apiKey",
    request_body = ApiKeyListRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {items, cursor}; follow the cursor until it is absent.", body = ApiKeyPage))
)]
pub async fn list(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<ApiKeyListRequest>,
) -> ApiResult<ApiKeyPage> {
    let member = session.require(Right::ManageEnterprise)?;
    let (from, size) = req.paging();
    let (records, cursor) = api_keys::list(&ports, &member.enterprise_id, from, size).await?;
    Ok(Reply(ApiKeyPage {
        items: records
            .into_iter()
            .map(|r| ApiKeyRow::of(&ports, r))
            .collect(),
        cursor,
    }))
}
