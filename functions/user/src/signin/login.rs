//! `user/login`: signs in by SMS code or password.

use crate::UserState;
use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::text::Text;
use verity_core::types::{ClientTag, PasswordDigest, Phone, SmsCode};
use verity_domain::identity::accounts;
use verity_domain::identity::codes::{self, Scene};
use verity_domain::identity::password;
use verity_domain::identity::session::{self, LoginGrant};
use verity_http::{ApiError, ApiJson, ApiResult, ErrorCode, Reply};

use super::{token_for, LoginType, TokenReply};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginRequest {
    pub login_type: LoginType,
    pub phone: Phone,
    /// 6-digit code of scene `login` (loginType `sms`).
    #[serde(default)]
    pub code: Option<SmsCode>,
    /// MD5 hex digest of the password (loginType `password`).
    #[serde(default)]
    pub password: Option<PasswordDigest>,
    /// Must be `ENT_WEB`.
    pub ts: ClientTag,
}

/// Signs in by SMS code or password; answers a login token.
#[utoipa::path(
    post,
    path = "/api/base/user/login",
    tag = "user",
    request_body = LoginRequest,
    responses((status = 200, description = "Envelope whose data is {token}.", body = TokenReply))
)]
pub async fn login(
    State(state): State<UserState>,
    ApiJson(req): ApiJson<LoginRequest>,
) -> ApiResult<TokenReply> {
    let ports = &state.ports;
    let phone = req.phone.as_str();
    if req.login_type == LoginType::Password {
        let digest = req.password.ok_or_else(|| {
            ApiError::invalid(
                "password",
                Text::new("please enter a password", "请输入密码"),
            )
        })?;
        let user = password::sign_in(ports, phone, digest.as_str()).await?;
        let token = session::issue_login_token(
            ports,
            &LoginGrant {
                user_id: user.user_id.clone(),
                login_type: "password".into(),
                auth_epoch: user.auth_epoch,
            },
        )
        .await?;
        tracing::info!(user_id = %user.user_id, "password sign-in");
        return Ok(Reply(TokenReply { token }));
    }
    let code = req.code.ok_or_else(|| {
        ApiError::invalid(
            "code",
            Text::new("please enter the verification code", "请输入验证码"),
        )
    })?;
    let verified = codes::check_code(ports, phone, Scene::Login, &code).await?;
    // Codes of scene login are only ever sent to existing accounts.
    let user = accounts::user_by_phone(ports, phone)
        .await?
        .ok_or(ErrorCode::BadSmsCode)?;
    if user.disabled() {
        return Err(ErrorCode::AccountDisabled.into());
    }
    let token = token_for(ports, &user, "sms", &verified).await?;
    tracing::info!(user_id = %user.user_id, "sms sign-in");
    Ok(Reply(TokenReply { token }))
}
