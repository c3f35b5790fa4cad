//! `user/visitorLogin`: signs a phone in by SMS code without registering.

use crate::UserState;
use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::table::Entity;
use verity_core::text::Text;
use verity_core::types::{ClientTag, Phone, SmsCode};
use verity_domain::identity::accounts::{self, NewUser, UserKind};
use verity_domain::identity::codes;
use verity_domain::identity::session::{self, LoginGrant};
use verity_http::{ApiError, ApiJson, ApiResult, ErrorCode, Reply};

use super::{run_with_code, token_for, LoginType, TokenReply};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VisitorLoginRequest {
    /// `sms` (the default).
    #[serde(default)]
    pub login_type: Option<LoginType>,
    pub phone: Phone,
    /// 6-digit code of scene `checkPhone` (sent to any phone) or `login`.
    pub code: SmsCode,
    /// Optional; `ENT_WEB` when given.
    #[serde(default)]
    pub ts: Option<ClientTag>,
}

/// Signs a phone in by SMS code without registering: creates a visitor
/// (onboarding only) unless the phone already has a user.
#[utoipa::path(
    post,
    path = "/api/base/user/visitorLogin",
    tag = "user",
    request_body = VisitorLoginRequest,
    responses((status = 200, description = "Envelope whose data is {token}. The code is of scene checkPhone (sent to any phone) or login.", body = TokenReply))
)]
pub async fn visitor_login(
    State(state): State<UserState>,
    ApiJson(req): ApiJson<VisitorLoginRequest>,
) -> ApiResult<TokenReply> {
    let ports = &state.ports;
    if req.login_type.is_some_and(|t| t != LoginType::Sms) {
        return Err(ApiError::invalid(
            "loginType",
            Text::new("must be sms", "必须为 sms"),
        ));
    }
    let (phone, code) = (req.phone.as_str(), req.code.as_str());
    let verified = codes::check_visitor_code(ports, phone, code).await?;
    // Twice at most: a concurrent sign-in may create the visitor first.
    for _ in 0..2 {
        if let Some(user) = accounts::user_by_phone(ports, phone).await? {
            if user.disabled() {
                return Err(ErrorCode::AccountDisabled.into());
            }
            let token = token_for(ports, &user, "visitor", &verified).await?;
            return Ok(Reply(TokenReply { token }));
        }
        let (user, create) = accounts::new_user_actions(
            ports,
            &NewUser {
                phone,
                kind: UserKind::Visitor,
                name: None,
                password_hash: None,
            },
        );
        let now = ports.clock.now_millis();
        let (token, item) = session::new_login_token(
            ports,
            &LoginGrant {
                user_id: user.user_id.clone(),
                login_type: "visitor".into(),
                auth_epoch: user.auth_epoch,
            },
        );
        let tx = create
            .with(codes::CODE, verified.consume_action(now))
            .with(session::LOGIN_TOKEN, item.put_new());
        match run_with_code(ports, tx, ErrorCode::PhoneTaken).await {
            Ok(()) => {
                tracing::info!(user_id = %user.user_id, "visitor created");
                return Ok(Reply(TokenReply { token }));
            }
            Err(e) if e.code == ErrorCode::PhoneTaken => continue,
            Err(e) => return Err(e),
        }
    }
    Err(ErrorCode::BadSmsCode.into())
}
