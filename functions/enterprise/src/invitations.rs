//! Invitations, the invitee's side: nobody joins an enterprise without
//! saying yes. Signed in, a user lists their phone's invitations and
//! accepts or declines each; the texted link's public page verifies the
//! invited phone by SMS code (scene `invitation`, texted only to that
//! phone), then shows the invitation and accepts (signing in, creating the
//! phone's account when it has none) or declines it.

use axum::extract::State;
use http::HeaderMap;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::{EntityId, Ticket};
use verity_domain::enterprise::invitations::{self, PendingInvitation};
use verity_domain::identity::accounts;
use verity_domain::identity::session::{self, LoginGrant};
use verity_domain::identity::Role;
use verity_http::session::share_token;
use verity_http::{ApiJson, ApiResult, ClientIp, ErrorCode, Reply, Session};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvitationRow {
    pub enterprise_id: String,
    pub enterprise_name: String,
    /// The inviter's display name, else their masked phone.
    pub inviter: String,
    pub role: Role,
    /// Epoch ms.
    pub invited_at: i64,
    /// Epoch ms.
    pub expires_at: i64,
}

impl From<PendingInvitation> for InvitationRow {
    fn from(p: PendingInvitation) -> Self {
        InvitationRow {
            enterprise_id: p.enterprise_id,
            enterprise_name: p.enterprise_name,
            inviter: p.inviter,
            role: p.role,
            invited_at: p.invited_at,
            expires_at: p.expires_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InvitationList {
    pub list: Vec<InvitationRow>,
}

async fn caller(ports: &Ports, session: &Session) -> Result<accounts::User, verity_http::ApiError> {
    Ok(accounts::user(ports, &session.user_id)
        .await?
        .ok_or(ErrorCode::SessionInvalid)?)
}

/// The pending invitations of the caller's own phone, from any enterprise, newest first.
#[utoipa::path(
    get,
    path = "/api/base/enterprise/invitationList",
    operation_id = "enterpriseInvitationList",
    tag = "enterprise",
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {list}. Any signed-in user (a visitor too).", body = InvitationList))
)]
pub async fn list(State(ports): State<Ports>, session: Session) -> ApiResult<InvitationList> {
    let user = caller(&ports, &session).await?;
    let list = invitations::pending_for(&ports, &user.phone)
        .await?
        .into_iter()
        .map(InvitationRow::from)
        .collect();
    Ok(Reply(InvitationList { list }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct InvitationAnswerRequest {
    /// The inviting enterprise.
    pub enterprise_id: EntityId,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvitationAccepted {
    pub enterprise_id: String,
}

/// Accepts an invitation of the caller's phone: the caller becomes a member
/// with its role (switch to it with `user/changeLogin`).
#[utoipa::path(
    post,
    path = "/api/base/enterprise/invitationAccept",
    operation_id = "enterpriseInvitationAccept",
    tag = "enterprise",
    request_body = InvitationAnswerRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {enterpriseId}.", body = InvitationAccepted))
)]
pub async fn accept(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<InvitationAnswerRequest>,
) -> ApiResult<InvitationAccepted> {
    let user = caller(&ports, &session).await?;
    invitations::accept(&ports, &user, &req.enterprise_id).await?;
    tracing::info!(user_id = %user.user_id, enterprise_id = %req.enterprise_id.as_str(), "invitation accepted");
    Ok(Reply(InvitationAccepted {
        enterprise_id: req.enterprise_id.to_string(),
    }))
}

/// Declines an invitation of the caller's phone: it is removed and the
/// inviting enterprise's log records it.
#[utoipa::path(
    post,
    path = "/api/base/enterprise/invitationDecline",
    operation_id = "enterpriseInvitationDecline",
    tag = "enterprise",
    request_body = InvitationAnswerRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope with empty data."))
)]
pub async fn decline(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<InvitationAnswerRequest>,
) -> ApiResult<serde_json::Value> {
    let user = caller(&ports, &session).await?;
    invitations::decline(&ports, &user, &req.enterprise_id).await?;
    Ok(Reply(serde_json::json!({})))
}

verity_http::link_phone! {
    pub struct InvitationSendCodeRequest {
        /// The link's code.
        s,
    }
}

/// Asks for an SMS code of scene `invitation`. It is texted only when the
/// phone is the one the link was sent to; the answer is the same for any phone.
#[utoipa::path(
    post,
    path = "/api/base/enterprise/invitationSendCode",
    operation_id = "enterpriseInvitationSendCode",
    tag = "enterprise",
    request_body = InvitationSendCodeRequest,
    responses((status = 200, description = "Envelope whose data is {cooldownSeconds}.", body = verity_http::link::CodeSent))
)]
pub async fn send_code(
    State(ports): State<Ports>,
    ClientIp(ip): ClientIp,
    ApiJson(req): ApiJson<InvitationSendCodeRequest>,
) -> ApiResult<verity_http::link::CodeSent> {
    let lang = verity_http::lang::current();
    let send = invitations::send_link_code(&ports, &req.s, &req.phone, ip.as_deref(), lang);
    verity_http::link::code_sent(&ports, send).await
}

verity_http::link_phone! {
    pub struct InvitationCheckPhoneRequest {
        s,
        code = "The SMS code of scene `invitation`.",
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvitationPhoneChecked {
    /// The bearer of the link's other calls.
    pub share_token: String,
    /// Epoch ms (2 hours).
    pub expires_at: i64,
}

/// Verifies the invited phone by its SMS code: a share token for the link.
#[utoipa::path(
    post,
    path = "/api/base/enterprise/invitationCheckPhone",
    operation_id = "enterpriseInvitationCheckPhone",
    tag = "enterprise",
    request_body = InvitationCheckPhoneRequest,
    responses((status = 200, description = "Envelope whose data is {shareToken, expiresAt}.", body = InvitationPhoneChecked))
)]
pub async fn check_phone(
    State(ports): State<Ports>,
    ApiJson(req): ApiJson<InvitationCheckPhoneRequest>,
) -> ApiResult<InvitationPhoneChecked> {
    let (share_token, expires_at) =
        invitations::check_link_phone(&ports, &req.s, &req.phone, &req.code).await?;
    Ok(Reply(InvitationPhoneChecked {
        share_token,
        expires_at,
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct InvitationLinkRequest {
    #[schema(value_type = String)]
    pub s: Ticket,
}

/// The invitation behind a link, once its phone is verified (share token as bearer).
#[utoipa::path(
    post,
    path = "/api/base/enterprise/invitationDetail",
    operation_id = "enterpriseInvitationDetail",
    tag = "enterprise",
    request_body = InvitationLinkRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the invitation.", body = InvitationRow))
)]
pub async fn detail(
    State(ports): State<Ports>,
    headers: HeaderMap,
    ApiJson(req): ApiJson<InvitationLinkRequest>,
) -> ApiResult<InvitationRow> {
    let view = invitations::link_view(&ports, &req.s, share_token(&headers).as_deref()).await?;
    Ok(Reply(view.into()))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InvitationSignIn {
    /// Single-use login token: exchange it at `GET /user/loginInfo` within 5 minutes.
    pub token: String,
}

/// Accepts by link: the invited phone (its account created when it has
/// none) joins and is signed in, in that enterprise.
#[utoipa::path(
    post,
    path = "/api/base/enterprise/invitationAcceptByLink",
    operation_id = "enterpriseInvitationAcceptByLink",
    tag = "enterprise",
    request_body = InvitationLinkRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {token} (as user/login).", body = InvitationSignIn))
)]
pub async fn accept_by_link(
    State(ports): State<Ports>,
    headers: HeaderMap,
    ApiJson(req): ApiJson<InvitationLinkRequest>,
) -> ApiResult<InvitationSignIn> {
    let user = invitations::link_accept(&ports, &req.s, share_token(&headers).as_deref()).await?;
    let token = session::issue_login_token(
        &ports,
        &LoginGrant {
            user_id: user.user_id.clone(),
            login_type: "sms".into(),
            auth_epoch: user.auth_epoch,
        },
    )
    .await?;
    tracing::info!(user_id = %user.user_id, "invitation accepted by link");
    Ok(Reply(InvitationSignIn { token }))
}

/// Declines by link.
#[utoipa::path(
    post,
    path = "/api/base/enterprise/invitationDeclineByLink",
    operation_id = "enterpriseInvitationDeclineByLink",
    tag = "enterprise",
    request_body = InvitationLinkRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope with empty data."))
)]
pub async fn decline_by_link(
    State(ports): State<Ports>,
    headers: HeaderMap,
    ApiJson(req): ApiJson<InvitationLinkRequest>,
) -> ApiResult<serde_json::Value> {
    invitations::link_decline(&ports, &req.s, share_token(&headers).as_deref()).await?;
    Ok(Reply(serde_json::json!({})))
}
