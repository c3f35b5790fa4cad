//! `user/resetPassword`: a new password by SMS code; ends every session.

use crate::UserState;
use axum::extract::State;
use serde::Deserialize;
use serde_json::json;
use utoipa::ToSchema;
use verity_core::table::Tx;
use verity_core::types::{PasswordDigest, Phone, SmsCode};
use verity_domain::identity::accounts::{self, UserChange, UserKind};
use verity_domain::identity::codes::{self, Scene};
use verity_domain::identity::session;
use verity_domain::identity::{lockout, password};
use verity_http::{ApiError, ApiJson, ApiResult, ErrorCode, Reply};

use super::run_with_code;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResetPasswordRequest {
    pub phone: Phone,
    /// 6-digit code of scene `resetPassword`.
    pub code: SmsCode,
    /// MD5 hex digest of the new password.
    pub password: PasswordDigest,
}

/// Sets a new password by SMS code; ends every session of the account.
#[utoipa::path(
    post,
    path = "/api/base/user/resetPassword",
    tag = "user",
    request_body = ResetPasswordRequest,
    responses((status = 200, description = "Envelope with empty data."))
)]
pub async fn reset_password(
    State(state): State<UserState>,
    ApiJson(req): ApiJson<ResetPasswordRequest>,
) -> ApiResult<serde_json::Value> {
    let ports = &state.ports;
    let (phone, code, digest) = (req.phone.as_str(), req.code.as_str(), req.password.as_str());
    let verified = codes::check_code(ports, phone, Scene::ResetPassword, code).await?;
    // Reset codes are only sent to accounts; anything else cannot match.
    let user = accounts::user_by_phone(ports, phone)
        .await?
        .filter(|u| u.kind == UserKind::Account)
        .ok_or(ErrorCode::BadSmsCode)?;
    let hash = password::hash(ports.auth.argon2, digest)
        .await
        .map_err(ApiError::internal)?;
    let now = ports.clock.now_millis();
    let tx = Tx::new()
        .with(codes::CODE, verified.consume_action(now))
        .with(
            accounts::USER,
            accounts::user_update(
                ports,
                &user.user_id,
                &[UserChange::PasswordHash(&hash), UserChange::EndSessions],
                None,
            ),
        );
    run_with_code(ports, tx, ErrorCode::BadSmsCode).await?;
    // Clean-up only: the new epoch already refuses every older token.
    session::revoke_all(ports, &user.user_id).await?;
    lockout::clear(ports, phone).await?;
    tracing::info!(user_id = %user.user_id, "password reset; sessions revoked");
    Ok(Reply(json!({})))
}
