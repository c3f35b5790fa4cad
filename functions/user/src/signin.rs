//! Sign-up and sign-in: login (SMS code or password), visitor login,
//! register, reset password, loginInfo (token exchange), logout.

use crate::menus::{menus_for, Menu};
use axum::extract::State;
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::table::{Entity, TableExt, Tx, TxError};
use verity_core::text::Text;
use verity_core::types::{refuse, ClientTag, DisplayName, PasswordDigest, Phone, SmsCode};
use verity_domain::identity::accounts::{self, NewUser, User, UserChange, UserKind};
use verity_domain::identity::codes::{self, Scene, VerifiedCode};
use verity_domain::identity::session::{self, LoginGrant};
use verity_domain::identity::{lockout, password, validate, BearerToken, Role};
use verity_http::session::Bearer;
use verity_http::{ApiError, ApiJson, ApiResult, ErrorCode, Reply};
use verity_http::{ClientIp, Session};

use crate::UserState;

/// The client tag every sign-in carries (spec §3).
pub const CLIENT_TAG: &str = "ENT_WEB";

/// How a sign-in proves the phone: `sms` or `password`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum LoginType {
    Sms,
    Password,
}

impl<'de> Deserialize<'de> for LoginType {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        match Option::<String>::deserialize(d)?.as_deref().map(str::trim) {
            Some("sms") => Ok(LoginType::Sms),
            Some("password") => Ok(LoginType::Password),
            _ => Err(refuse(Text::new(
                "must be sms or password",
                "必须为 sms 或 password",
            ))),
        }
    }
}

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

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegisterRequest {
    pub phone: Phone,
    /// 6-digit code of scene `register`.
    pub code: SmsCode,
    /// MD5 hex digest of the password.
    pub password: PasswordDigest,
    /// Display name, 1–32 characters.
    pub name: DisplayName,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResetPasswordRequest {
    pub phone: Phone,
    /// 6-digit code of scene `resetPassword`.
    pub code: SmsCode,
    /// MD5 hex digest of the new password.
    pub password: PasswordDigest,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LogoutRequest {
    #[serde(default)]
    pub login_type: Option<String>,
    #[serde(default)]
    pub username: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TokenReply {
    /// Single-use login token: exchange it at `GET /user/loginInfo` within 5 minutes.
    pub token: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct EnterpriseRef {
    pub id: String,
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginInfo {
    /// The session token to send as `Authorization: Bearer …`.
    pub s_token: String,
    pub user_id: String,
    /// Account label: the masked phone.
    pub username: String,
    /// Masked: `138****0000`.
    pub phone: String,
    pub name: Option<String>,
    /// Role in the current enterprise; `null` for visitors.
    pub role: Option<Role>,
    /// `sms`, `password`, `visitor` or `qr`.
    pub login_type: String,
    /// True without a current enterprise: only onboarding (`/ei`) is open.
    pub visitor: bool,
    /// `ops` for a platform operator (menus: the ops area), else null.
    pub platform_role: Option<verity_domain::identity::accounts::PlatformRole>,
    pub enterprise: Option<EnterpriseRef>,
    pub side_bar_menus: Vec<Menu>,
    pub real_name_verified: bool,
}

/// Runs a transaction that consumes an SMS code (label [`codes::CODE`]): a
/// failed code condition is 2002, any other failed condition `other`.
pub(crate) async fn run_with_code(ports: &Ports, tx: Tx, other: ErrorCode) -> Result<(), ApiError> {
    match ports.table.run(tx).await {
        Ok(()) => Ok(()),
        Err(TxError::Condition(codes::CODE)) => Err(ErrorCode::BadSmsCode.into()),
        Err(TxError::Condition(_)) => Err(other.into()),
        Err(TxError::Table(e)) => Err(e.into()),
    }
}

/// A login token issued in the same transaction that consumes the code.
async fn token_for(
    ports: &Ports,
    user: &User,
    login_type: &str,
    verified: &VerifiedCode,
) -> Result<String, ApiError> {
    let grant = LoginGrant {
        user_id: user.user_id.clone(),
        login_type: login_type.to_string(),
        auth_epoch: user.auth_epoch,
    };
    let (token, item) = session::new_login_token(ports, &grant);
    let now = ports.clock.now_millis();
    let tx = Tx::new()
        .with(codes::CODE, verified.consume_action(now))
        .with(session::LOGIN_TOKEN, item.put_new());
    run_with_code(ports, tx, ErrorCode::BadSmsCode).await?;
    Ok(token)
}

/// Signs in by SMS code or password; answers a login token.
#[utoipa::path(
    post,
    path = "/api/base/user/login",
    tag = "user",
    request_body = LoginRequest,
    responses((status = 200, description = "Envelope whose data is {token}. Codes: 1002 bad field (ts must be ENT_WEB); \
        2001 wrong phone or password (never says which); 2002 wrong or expired code; 2003 code dead after 5 wrong tries; \
        2006 locked after 10 failures in 15 minutes (data.retryAfterSeconds); 2009 account disabled", body = TokenReply))
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

/// Signs a phone in by SMS code without registering: creates a visitor
/// (onboarding only) unless the phone already has a user.
#[utoipa::path(
    post,
    path = "/api/base/user/visitorLogin",
    tag = "user",
    request_body = VisitorLoginRequest,
    responses((status = 200, description = "Envelope whose data is {token}. The code is of scene checkPhone \
        (sent to any phone) or login. Codes: 1002 bad field; 2002 wrong or expired code; 2003 code dead; 2009 disabled", body = TokenReply))
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

/// Creates an account (or upgrades the phone's visitor) and answers a login token.
#[utoipa::path(
    post,
    path = "/api/base/user/register",
    tag = "user",
    request_body = RegisterRequest,
    responses((status = 200, description = "Envelope whose data is {token}. The account has no enterprise yet \
        (a visitor until enterprise info entry). Codes: 1002 bad field; 2002 wrong or expired code; 2003 code dead; \
        2007 phone already registered", body = TokenReply))
)]
pub async fn register(
    State(state): State<UserState>,
    ClientIp(ip): ClientIp,
    ApiJson(req): ApiJson<RegisterRequest>,
) -> ApiResult<TokenReply> {
    let ports = &state.ports;
    let (phone, code, digest, name) = (
        req.phone.as_str(),
        req.code.as_str(),
        req.password.as_str(),
        req.name.as_str(),
    );
    // The code first: only whoever holds the phone learns it is taken.
    let verified = codes::check_code(ports, phone, Scene::Register, code).await?;
    let existing = accounts::user_by_phone(ports, phone).await?;
    if existing
        .as_ref()
        .is_some_and(|u| u.kind == UserKind::Account)
    {
        verified.consume(ports).await?;
        codes::count_revealing_answer(ports, ip.as_deref()).await?;
        return Err(ErrorCode::PhoneTaken.into());
    }
    let hash = password::hash(ports.auth.argon2, digest)
        .await
        .map_err(ApiError::internal)?;
    let now = ports.clock.now_millis();
    let (user_id, auth_epoch);
    let mut tx = Tx::new().with(codes::CODE, verified.consume_action(now));
    match existing {
        Some(visitor) => {
            user_id = visitor.user_id.clone();
            auth_epoch = visitor.auth_epoch;
            tx.push(
                accounts::USER,
                accounts::user_update(
                    ports,
                    &user_id,
                    &[
                        UserChange::Kind(UserKind::Account),
                        UserChange::PasswordHash(&hash),
                        UserChange::Name(Some(name)),
                    ],
                    Some(verity_core::table::Condition::eq(
                        "kind",
                        UserKind::Visitor.as_str(),
                    )),
                ),
            );
        }
        None => {
            let (user, puts) = accounts::new_user_actions(
                ports,
                &NewUser {
                    phone,
                    kind: UserKind::Account,
                    name: Some(name),
                    password_hash: Some(&hash),
                },
            );
            user_id = user.user_id;
            auth_epoch = user.auth_epoch;
            tx = tx.extend(puts);
        }
    }
    let (token, item) = session::new_login_token(
        ports,
        &LoginGrant {
            user_id: user_id.clone(),
            login_type: "password".into(),
            auth_epoch,
        },
    );
    run_with_code(
        ports,
        tx.with(session::LOGIN_TOKEN, item.put_new()),
        ErrorCode::PhoneTaken,
    )
    .await?;
    tracing::info!(user_id = %user_id, "account registered");
    Ok(Reply(TokenReply { token }))
}

/// Sets a new password by SMS code; ends every session of the account.
#[utoipa::path(
    post,
    path = "/api/base/user/resetPassword",
    tag = "user",
    request_body = ResetPasswordRequest,
    responses((status = 200, description = "Envelope with empty data. Codes: 1002 bad field; 2002 wrong or expired code; 2003 code dead"))
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

pub(crate) async fn info_for(
    ports: &Ports,
    s_token: String,
    session: &verity_domain::identity::Session,
    user: &User,
) -> Result<LoginInfo, ApiError> {
    let enterprise = match &session.enterprise_id {
        None => None,
        Some(eid) => {
            let name = match accounts::membership(ports, &user.user_id, eid).await? {
                Some(m) if !m.enterprise_name.is_empty() => m.enterprise_name,
                _ => verity_domain::enterprise::enterprise_name(ports, eid)
                    .await?
                    .unwrap_or_default(),
            };
            Some(EnterpriseRef {
                id: eid.clone(),
                name,
            })
        }
    };
    Ok(LoginInfo {
        s_token,
        user_id: user.user_id.clone(),
        username: user.phone_masked(),
        phone: user.phone_masked(),
        name: user.name.clone(),
        role: session.role,
        login_type: session.login_type.clone(),
        visitor: session.is_visitor() && user.platform_role.is_none(),
        platform_role: user.platform_role,
        enterprise,
        side_bar_menus: menus_for(session.role, user.platform_role.is_some()),
        real_name_verified: user.real_name_verified,
    })
}

/// The signed-in user: exchanges a login token for a new session, or
/// answers the same session token (pushing its idle deadline).
#[utoipa::path(
    get,
    path = "/api/base/user/loginInfo",
    tag = "user",
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the user info with sToken. Codes: -5 missing, \
        unknown, used or expired token; 2009 account disabled", body = LoginInfo))
)]
pub async fn login_info(
    State(state): State<UserState>,
    Bearer(BearerToken(token)): Bearer,
) -> ApiResult<LoginInfo> {
    let ports = &state.ports;
    let (s_token, session) = match session::exchange_login_token(ports, &token).await? {
        Some(exchanged) => exchanged,
        None => {
            let session = session::authenticate(ports, &token).await?;
            (token, session)
        }
    };
    let user = accounts::user(ports, &session.user_id)
        .await?
        .ok_or(ErrorCode::SessionInvalid)?;
    if user.disabled() {
        session::revoke_all(ports, &user.user_id).await?;
        return Err(ErrorCode::SessionInvalid.into());
    }
    Ok(Reply(info_for(ports, s_token, &session, &user).await?))
}

/// Ends the current session server-side.
#[utoipa::path(
    post,
    path = "/api/base/user/logout",
    tag = "user",
    request_body = LogoutRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope with empty data. Codes: -5 no live session; 1002 bad field"))
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
