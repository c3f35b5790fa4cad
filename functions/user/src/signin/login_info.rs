//! `user/loginInfo`: exchanges a login token for a session and answers the
//! signed-in user.

use crate::menus::{menus_for, Menu};
use crate::UserState;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_domain::identity::accounts::{self, User};
use verity_domain::identity::session;
use verity_domain::identity::{BearerToken, Role};
use verity_http::session::Bearer;
use verity_http::{ApiError, ApiResult, ErrorCode, Reply};

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
    responses((status = 200, description = "Envelope whose data is the user info with sToken.", body = LoginInfo))
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
