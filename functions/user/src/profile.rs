//! The signed-in user's own account: phone change, profile edit, real-name
//! check; and the member list of the current enterprise.

use axum::extract::State;
use serde::{Deserialize, Serialize};

use utoipa::ToSchema;
use verity_core::table::{Condition, Entity, TableExt, Tx, TxAction, TxError};
use verity_core::text::Text;
use verity_core::types::{
    DisplayName, Email, IdNumber, OrClear, PageRequest, Phone, RealName, SmsCode,
};
use verity_domain::identity::accounts::{self, PhoneClaim, UserChange};
use verity_domain::identity::codes::{self, Scene};
use verity_domain::identity::{realname, session, token_hash, Right, Role};
use verity_http::{ApiError, ApiJson, ApiResult, ErrorCode, Reply};
use verity_http::{ClientIp, Session};

use crate::UserState;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChangeMobileRequest {
    /// Code of scene `changeMobile` sent to the current phone.
    pub old_code: SmsCode,
    pub new_phone: Phone,
    /// Code of scene `changeMobile` sent to the new phone.
    pub new_code: SmsCode,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EditRequest {
    /// 1–32 characters; absent leaves it unchanged.
    #[serde(default)]
    pub name: Option<DisplayName>,
    /// An e-mail address (≤ 254 characters); `""` removes it; absent leaves it unchanged.
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    pub email: Option<OrClear<Email>>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Profile {
    pub user_id: String,
    /// Masked.
    pub phone: String,
    pub name: Option<String>,
    pub email: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MemberRow {
    pub user_id: String,
    pub name: Option<String>,
    /// Masked.
    pub phone: String,
    pub role: Role,
    /// `active` or `disabled`.
    pub status: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MemberPage {
    pub list: Vec<MemberRow>,
    pub total: usize,
    pub page: i64,
    pub page_size: i64,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuthenticateRequest {
    /// Legal name.
    pub name: RealName,
    /// ID document number: 16 or 18 characters.
    pub id_number: IdNumber,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuthenticateReply {
    pub verified: bool,
    /// Masked ID number, e.g. `110***********8515`.
    pub id_number: String,
}

async fn current_user(state: &UserState, session: &Session) -> Result<accounts::User, ApiError> {
    accounts::user(&state.ports, &session.user_id)
        .await?
        .ok_or_else(|| ApiError::new(ErrorCode::SessionInvalid))
}

/// The account's new phone (masked) and the caller's new session token.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MobileChanged {
    pub phone: String,
    pub s_token: String,
}

/// Moves the account to a new phone, both phones proven by codes.
#[utoipa::path(
    post,
    path = "/api/base/user/changeMobile",
    tag = "user",
    request_body = ChangeMobileRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {phone (masked), sToken}: every session of the account ends, and sToken replaces the caller's own.",
        body = MobileChanged))
)]
pub async fn change_mobile(
    State(state): State<UserState>,
    session: Session,
    ClientIp(ip): ClientIp,
    ApiJson(req): ApiJson<ChangeMobileRequest>,
) -> ApiResult<MobileChanged> {
    let ports = &state.ports;
    let (old_code, new_phone, new_code) = (
        req.old_code.into_inner(),
        req.new_phone.into_inner(),
        req.new_code.into_inner(),
    );
    let user = current_user(&state, &session).await?;
    if new_phone == user.phone {
        return Err(ApiError::invalid(
            "newPhone",
            Text::new("is already your phone number", "已是您当前的手机号"),
        ));
    }
    // Both codes first: only whoever holds the new phone learns it is taken.
    let old = codes::check_code(ports, &user.phone, Scene::ChangeMobile, &old_code).await?;
    let new = codes::check_code(ports, &new_phone, Scene::ChangeMobile, &new_code).await?;
    if accounts::user_by_phone(ports, &new_phone).await?.is_some() {
        new.consume(ports).await?;
        codes::count_revealing_answer(ports, ip.as_deref()).await?;
        return Err(ErrorCode::PhoneTaken.into());
    }
    let now = ports.clock.now_millis();
    let new_claim = PhoneClaim {
        phone_hash: accounts::phone_hash(ports, &new_phone),
        user_id: user.user_id.clone(),
        created_at: now,
    };
    let tx = Tx::new()
        .with(codes::CODE, old.consume_action(now))
        .with(codes::CODE, new.consume_action(now))
        .with(accounts::PHONE_CLAIM, new_claim.put_new())
        .with(
            "oldPhoneClaim",
            TxAction::Delete {
                key: accounts::phone_claim_key(ports, &user.phone),
                condition: Some(Condition::eq("userId", user.user_id.clone())),
            },
        )
        .with(
            accounts::USER,
            accounts::user_update(
                ports,
                &user.user_id,
                &[UserChange::Phone(&new_phone), UserChange::EndSessions],
                Some(accounts::signed_in_under(session.auth_epoch)),
            ),
        );
    match ports.table.run(tx).await {
        Ok(()) => {}
        Err(TxError::Condition(codes::CODE)) => return Err(ErrorCode::BadSmsCode.into()),
        // The account's sessions were ended meanwhile (a reset, a disable).
        Err(TxError::Condition(accounts::USER)) => return Err(ErrorCode::SessionInvalid.into()),
        Err(TxError::Condition(_)) => return Err(ErrorCode::PhoneTaken.into()),
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    // Every other device is signed out; this one goes on with a new token.
    let s_token =
        session::reissue_after_epoch_bump(ports, &session, session.auth_epoch + 1).await?;
    session::revoke_all_but(ports, &user.user_id, &token_hash(&s_token)).await?;
    let mut moved = user.clone();
    moved.phone = new_phone;
    accounts::refresh_member_copies(ports, &moved).await?;
    tracing::info!(user_id = %user.user_id, "phone changed; other sessions ended");
    Ok(Reply(MobileChanged {
        phone: moved.phone_masked(),
        s_token,
    }))
}

/// Edits the profile (name, e-mail).
#[utoipa::path(
    post,
    path = "/api/base/user/edit",
    tag = "user",
    request_body = EditRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the profile.", body = Profile))
)]
pub async fn edit(
    State(state): State<UserState>,
    session: Session,
    ApiJson(req): ApiJson<EditRequest>,
) -> ApiResult<Profile> {
    let ports = &state.ports;
    let name = req.name.map(DisplayName::into_inner);
    let email = req.email.map(|e| match e {
        OrClear::Clear => None,
        OrClear::Set(email) => Some(email.into_inner()),
    });
    let mut user = current_user(&state, &session).await?;
    let mut changes = Vec::new();
    if let Some(n) = &name {
        changes.push(UserChange::Name(Some(n)));
        user.name = Some(n.clone());
    }
    if let Some(e) = &email {
        changes.push(UserChange::Email(e.as_deref()));
        user.email = e.clone();
    }
    accounts::update_user(ports, &user.user_id, &changes).await?;
    if name.is_some() {
        accounts::refresh_member_copies(ports, &user).await?;
    }
    Ok(Reply(Profile {
        user_id: user.user_id.clone(),
        phone: user.phone_masked(),
        name: user.name,
        email: user.email,
    }))
}

/// Members of the current enterprise, oldest first (admin and owner only).
#[utoipa::path(
    post,
    path = "/api/base/user/list",
    operation_id = "userList",
    tag = "user",
    request_body = PageRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is one page of members with the total. Page-based: page ≥ 1, pageSize 1–100.", body = MemberPage))
)]
pub async fn list(
    State(state): State<UserState>,
    session: Session,
    ApiJson(req): ApiJson<PageRequest>,
) -> ApiResult<MemberPage> {
    let member = session.require(Right::ManageMembers)?;
    let (page, page_size) = (i64::from(req.page), i64::from(req.page_size));
    let ports = &state.ports;
    let (rows, total) = accounts::members_page(
        ports,
        &member.enterprise_id,
        page as usize,
        page_size as usize,
    )
    .await?;
    let list = rows
        .into_iter()
        .map(|m| MemberRow {
            user_id: m.user_id,
            name: m.name_sealed.and_then(|s| s.open(&ports.pii).ok()),
            phone: m.phone_mask,
            role: m.role,
            status: m.status.as_str().to_string(),
        })
        .collect();
    Ok(Reply(MemberPage {
        list,
        total,
        page,
        page_size,
    }))
}

/// Real-name check of the signed-in user (name + ID number + the account's
/// phone) through the Provider port.
#[utoipa::path(
    post,
    path = "/api/base/user/authenticate",
    tag = "user",
    request_body = AuthenticateRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {verified: true, idNumber (masked)}.", body = AuthenticateReply))
)]
pub async fn authenticate(
    State(state): State<UserState>,
    session: Session,
    ApiJson(req): ApiJson<AuthenticateRequest>,
) -> ApiResult<AuthenticateReply> {
    let ports = &state.ports;
    let (name, id_number) = (req.name.into_inner(), req.id_number.into_inner());
    let user = current_user(&state, &session).await?;
    let masked = realname::verify(ports, &user, &name, &id_number).await?;
    Ok(Reply(AuthenticateReply {
        verified: true,
        id_number: masked,
    }))
}
