//! `user/logout`: ends the current session.

use crate::UserState;
use axum::extract::State;
use serde::Deserialize;
use serde_json::json;
use utoipa::ToSchema;
use verity_domain::identity::session;
use verity_domain::identity::validate;
use verity_http::Session;
use verity_http::{ApiJson, ApiResult, Reply};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LogoutRequest {
    #[serde(default)]
    pub login_type: Option<String>,
    #[serde(default)]
    pub username: Option<String>,
}

/// Ends the current session server-side.
#[utoipa::path(
    post,
    path = "/api/base/user/logout",
    tag = "user",
    request_body = LogoutRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope with empty data."))
)]
pub async fn logout(
    State(state): State<UserState>,
    session: Session,
    ApiJson(req): ApiJson<LogoutRequest>,
) -> ApiResult<serde_json::Value> {
    validate::short_text("loginType", req.login_type.as_deref().unwrap_or(""), 32)?;
    validate::short_text("username", req.username.as_deref().unwrap_or(""), 64)?;
    session::revoke(&state.ports, &session.token_hash).await?;
    tracing::info!(user_id = %session.user_id, "signed out");
    Ok(Reply(json!({})))
}
