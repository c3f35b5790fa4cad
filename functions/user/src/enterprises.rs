//! The enterprises (main accounts) a user belongs to, and switching the
//! session between them.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::types::EntityId;
use verity_domain::identity::accounts::{self, MemberStatus};
use verity_domain::identity::{session, Role};
use verity_http::Session;
use verity_http::{ApiJson, ApiResult, ErrorCode, Reply};

use crate::UserState;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RelatedMain {
    pub enterprise_id: String,
    pub name: String,
    pub role: Role,
    /// True for the session's current enterprise.
    pub current: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RelatedMainList {
    pub list: Vec<RelatedMain>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChangeLoginRequest {
    pub enterprise_id: EntityId,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChangeLoginReply {
    /// A new session token for the chosen enterprise; the old one is revoked.
    pub s_token: String,
}

/// The enterprises the signed-in user is an active member of, oldest first.
#[utoipa::path(
    post,
    path = "/api/base/user/relatedMainList",
    tag = "user",
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the list (empty for a user without enterprise).", body = RelatedMainList))
)]
pub async fn related_main_list(
    State(state): State<UserState>,
    session: Session,
) -> ApiResult<RelatedMainList> {
    let list = accounts::memberships(&state.ports, &session.user_id)
        .await?
        .into_iter()
        .filter(|m| m.status == MemberStatus::Active)
        .map(|m| RelatedMain {
            current: session.enterprise_id.as_deref() == Some(m.enterprise_id.as_str()),
            enterprise_id: m.enterprise_id,
            name: m.enterprise_name,
            role: m.role,
        })
        .collect();
    Ok(Reply(RelatedMainList { list }))
}

/// Switches the session to another enterprise of the user. The token is
/// rotated (the old one stops working); the absolute deadline is kept.
#[utoipa::path(
    post,
    path = "/api/base/user/changeLogin",
    tag = "user",
    request_body = ChangeLoginRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {sToken}.", body = ChangeLoginReply))
)]
pub async fn change_login(
    State(state): State<UserState>,
    session: Session,
    ApiJson(req): ApiJson<ChangeLoginRequest>,
) -> ApiResult<ChangeLoginReply> {
    let id = req.enterprise_id.as_str();
    let ports = &state.ports;
    match accounts::membership(ports, &session.user_id, id).await? {
        Some(m) if m.status == MemberStatus::Active => {}
        _ => return Err(ErrorCode::NotAMember.into()),
    }
    let s_token = session::switch_enterprise(ports, &session, Some(id)).await?;
    accounts::set_last_enterprise(ports, &session.user_id, id).await?;
    tracing::info!(user_id = %session.user_id, enterprise_id = %id, "switched enterprise");
    Ok(Reply(ChangeLoginReply { s_token }))
}
