//! Sign-up and sign-in, one file an operation: login (SMS code or password),
//! visitor login, register, reset password, loginInfo (token exchange),
//! logout. What they share: the login type, the token answer and the
//! transaction that consumes an SMS code.

pub mod login;
pub mod login_info;
pub mod logout;
pub mod register;
pub mod reset_password;
pub mod visitor_login;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::table::{Entity, TableExt, Tx, TxError};
use verity_core::text::Text;
use verity_core::types::refuse;
use verity_domain::identity::accounts::User;
use verity_domain::identity::codes::{self, VerifiedCode};
use verity_domain::identity::session::{self, LoginGrant};
use verity_http::{ApiError, ErrorCode};

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

#[derive(Debug, Serialize, ToSchema)]
pub struct TokenReply {
    /// Single-use login token: exchange it at `GET /user/loginInfo` within 5 minutes.
    pub token: String,
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
