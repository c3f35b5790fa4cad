//! `user/register`: creates an account (or upgrades the phone's visitor).

use crate::UserState;
use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::table::{Entity, Tx};
use verity_core::types::{DisplayName, PasswordDigest, Phone, SmsCode};
use verity_domain::identity::accounts::{self, NewUser, UserChange, UserKind};
use verity_domain::identity::codes::{self, Scene};
use verity_domain::identity::password;
use verity_domain::identity::session::{self, LoginGrant};
use verity_http::ClientIp;
use verity_http::{ApiError, ApiJson, ApiResult, ErrorCode, Reply};

use super::{run_with_code, TokenReply};

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

/// Creates an account (or upgrades the phone's visitor) and answers a login token.
#[utoipa::path(
    post,
    path = "/api/base/user/register",
    tag = "user",
    request_body = RegisterRequest,
    responses((status = 200, description = "Envelope whose data is {token}. The account has no enterprise yet (a visitor until enterprise info entry).", body = TokenReply))
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
