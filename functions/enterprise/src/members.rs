//! Members: invitations by phone, roles, disabling, the list.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::{EntityId, PageRequest, Phone};
use verity_domain::enterprise::members;
use verity_domain::identity::accounts::MemberStatus;
use verity_domain::identity::{Right, Role};
use verity_http::{ApiJson, ApiResult, ClientIp, Reply, Session};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct InviteRequest {
    pub phone: Phone,
    /// `owner`, `admin`, `operator` or `viewer` (only an owner invites an owner).
    pub role: Role,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InviteReply {
    /// `invited`: the phone is texted a link; it joins when the invitee accepts.
    pub status: String,
}

/// Invites a phone; it is texted a link to accept or decline (it also sees
/// the invitation in the console once signed in). Nothing takes effect
/// until the invitee accepts.
#[utoipa::path(
    post,
    path = "/api/base/enterprise/member/invite",
    operation_id = "enterpriseMemberInvite",
    tag = "enterprise",
    request_body = InviteRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {status: 'invited'}.", body = InviteReply))
)]
pub async fn invite(
    State(ports): State<Ports>,
    session: Session,
    ClientIp(ip): ClientIp,
    ApiJson(req): ApiJson<InviteRequest>,
) -> ApiResult<InviteReply> {
    let member = session.require(Right::ManageMembers)?;
    if req.role == Role::Owner && !member.role.has(Right::TransferOwnership) {
        return Err(verity_http::ErrorCode::NoPermission.into());
    }
    let actor = session.actor(&ports, ip).await?;
    let link_base = verity_http::origin::public_base(&ports);
    members::invite(
        &ports,
        &member.enterprise_id,
        &req.phone,
        req.role,
        &actor,
        &link_base,
    )
    .await?;
    Ok(Reply(InviteReply {
        status: "invited".into(),
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ChangeRoleRequest {
    pub user_id: EntityId,
    pub role: Role,
}

/// Changes a member's role. An enterprise keeps at least one active owner.
#[utoipa::path(
    post,
    path = "/api/base/enterprise/member/changeRole",
    operation_id = "enterpriseMemberChangeRole",
    tag = "enterprise",
    request_body = ChangeRoleRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope with empty data."))
)]
pub async fn change_role(
    State(ports): State<Ports>,
    session: Session,
    ClientIp(ip): ClientIp,
    ApiJson(req): ApiJson<ChangeRoleRequest>,
) -> ApiResult<serde_json::Value> {
    let member = session.require(Right::ManageMembers)?;
    let actor = session.actor(&ports, ip).await?;
    members::change_role(
        &ports,
        &member.enterprise_id,
        member.role,
        &req.user_id,
        req.role,
        &actor,
    )
    .await?;
    Ok(Reply(serde_json::json!({})))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MemberRequest {
    pub user_id: EntityId,
}

async fn set_status(
    ports: &Ports,
    session: &Session,
    ip: Option<String>,
    user_id: &str,
    status: MemberStatus,
) -> ApiResult<serde_json::Value> {
    let member = session.require(Right::ManageMembers)?;
    let actor = session.actor(ports, ip).await?;
    members::set_status(
        ports,
        &member.enterprise_id,
        member.role,
        user_id,
        status,
        &actor,
    )
    .await?;
    Ok(Reply(serde_json::json!({})))
}

/// Disables a member: their sessions in this enterprise end at once.
#[utoipa::path(
    post,
    path = "/api/base/enterprise/member/disable",
    operation_id = "enterpriseMemberDisable",
    tag = "enterprise",
    request_body = MemberRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope with empty data."))
)]
pub async fn disable(
    State(ports): State<Ports>,
    session: Session,
    ClientIp(ip): ClientIp,
    ApiJson(req): ApiJson<MemberRequest>,
) -> ApiResult<serde_json::Value> {
    set_status(&ports, &session, ip, &req.user_id, MemberStatus::Disabled).await
}

/// Enables a disabled member again.
#[utoipa::path(
    post,
    path = "/api/base/enterprise/member/enable",
    operation_id = "enterpriseMemberEnable",
    tag = "enterprise",
    request_body = MemberRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope with empty data."))
)]
pub async fn enable(
    State(ports): State<Ports>,
    session: Session,
    ClientIp(ip): ClientIp,
    ApiJson(req): ApiJson<MemberRequest>,
) -> ApiResult<serde_json::Value> {
    set_status(&ports, &session, ip, &req.user_id, MemberStatus::Active).await
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnterpriseMemberRow {
    /// Null for a pending invitation.
    pub user_id: Option<String>,
    pub name: Option<String>,
    pub phone_masked: String,
    pub role: Role,
    /// `active`, `disabled` or `invited`.
    pub status: String,
    pub joined_at: Option<i64>,
    pub invited_at: Option<i64>,
    /// A pending invitation's id (for `resendInvite` and `revokeInvite`); null for a member.
    pub invitation_id: Option<String>,
    /// A pending invitation: when it may be texted again (epoch ms); null once it may not.
    pub resend_at: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnterpriseMemberPage {
    pub list: Vec<EnterpriseMemberRow>,
    pub total: usize,
}

/// Members (by join time), then pending invitations; page-based.
#[utoipa::path(
    post,
    path = "/api/base/enterprise/member/list",
    operation_id = "enterpriseMemberList",
    tag = "enterprise",
    request_body = PageRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {list, total}.", body = EnterpriseMemberPage))
)]
pub async fn list(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<PageRequest>,
) -> ApiResult<EnterpriseMemberPage> {
    let member = session.require(Right::ManageMembers)?;
    let (rows, total) = members::list(
        &ports,
        &member.enterprise_id,
        req.page as usize,
        req.page_size as usize,
    )
    .await?;
    let list = rows
        .into_iter()
        .map(|r| EnterpriseMemberRow {
            user_id: r.user_id,
            name: r.name,
            phone_masked: r.phone_masked,
            role: r.role,
            status: r.status.to_string(),
            joined_at: r.joined_at,
            invited_at: r.invited_at,
            invitation_id: r.invitation_id,
            resend_at: r.resend_at,
        })
        .collect();
    Ok(Reply(EnterpriseMemberPage { list, total }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct InvitationIdRequest {
    /// `invitationId` from the member list.
    pub invitation_id: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InviteResent {
    /// When it may be texted again (epoch ms); null once it may not.
    pub resend_at: Option<i64>,
}

/// Texts a pending invitation again (the same link, valid a week from now):
/// at most 3 times, 10 minutes apart, within the enterprise's 20
/// invitations and the phone's 5 texts a day.
#[utoipa::path(
    post,
    path = "/api/base/enterprise/member/resendInvite",
    operation_id = "enterpriseMemberResendInvite",
    tag = "enterprise",
    request_body = InvitationIdRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {resendAt}.", body = InviteResent))
)]
pub async fn resend_invite(
    State(ports): State<Ports>,
    session: Session,
    ClientIp(ip): ClientIp,
    ApiJson(req): ApiJson<InvitationIdRequest>,
) -> ApiResult<InviteResent> {
    let member = session.require(Right::ManageMembers)?;
    let actor = session.actor(&ports, ip).await?;
    let resend_at = verity_domain::enterprise::pending::resend(
        &ports,
        &member.enterprise_id,
        &req.invitation_id,
        &actor,
    )
    .await?;
    Ok(Reply(InviteResent { resend_at }))
}

/// Revokes a pending invitation: it is removed and its link withdrawn (the
/// link's page and codes then say so).
#[utoipa::path(
    post,
    path = "/api/base/enterprise/member/revokeInvite",
    operation_id = "enterpriseMemberRevokeInvite",
    tag = "enterprise",
    request_body = InvitationIdRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {}."))
)]
pub async fn revoke_invite(
    State(ports): State<Ports>,
    session: Session,
    ClientIp(ip): ClientIp,
    ApiJson(req): ApiJson<InvitationIdRequest>,
) -> ApiResult<serde_json::Value> {
    let member = session.require(Right::ManageMembers)?;
    let actor = session.actor(&ports, ip).await?;
    verity_domain::enterprise::pending::revoke(
        &ports,
        &member.enterprise_id,
        &req.invitation_id,
        &actor,
    )
    .await?;
    Ok(Reply(serde_json::json!({})))
}
