//! Accounts, phone claims, enterprises and memberships (keys: see the table
//! in [`crate::identity`]).
//!
//! A phone belongs to at most one user: the user item and the phone claim
//! `PHONE#<hmac(phone)>` are written in one transaction with the claim
//! conditioned on absence, so concurrent sign-ups of one phone create exactly
//! one account. A user is an `account` (registered, may have a password) or
//! a `visitor` (signed in by SMS code only; registering later upgrades it in
//! place). Without a membership the user signs in as a visitor.

use serde::{Deserialize, Serialize};
use serde_json::json;

use super::error::IdentityError;
use super::Role;
use verity_core::pii::{mask_phone, Sealed, SealedField};
use verity_core::ports::Ports;
use verity_core::table::{
    Condition, Entity, Key, Query, SkCondition, Status, TableExt, TableResult, Tx, TxAction,
    TxError, UpdateAction,
};

pub const PROFILE_SK: &str = "PROFILE";

pub fn user_key(user_id: &str) -> Key {
    Key::new(format!("USER#{user_id}"), PROFILE_SK)
}

pub fn phone_hash(ports: &Ports, phone: &str) -> String {
    ports.pii.lookup_hash("phone", phone)
}

pub fn phone_claim_key(ports: &Ports, phone: &str) -> Key {
    Key::new(format!("PHONE#{}", phone_hash(ports, phone)), "ACCOUNT")
}

pub fn membership_key(user_id: &str, enterprise_id: &str) -> Key {
    Key::new(format!("USER#{user_id}"), format!("MEMBER#{enterprise_id}"))
}

fn members_pk(enterprise_id: &str) -> String {
    format!("ENTMEMBERS#{enterprise_id}")
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum UserKind {
    Account,
    Visitor,
}

impl UserKind {
    pub fn as_str(self) -> &'static str {
        match self {
            UserKind::Account => "account",
            UserKind::Visitor => "visitor",
        }
    }
}

/// Whether a user (or a membership) may sign in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum MemberStatus {
    #[default]
    Active,
    Disabled,
}

impl Status for MemberStatus {
    fn as_str(self) -> &'static str {
        match self {
            MemberStatus::Active => "active",
            MemberStatus::Disabled => "disabled",
        }
    }

    fn can_become(self, to: Self) -> bool {
        self != to
    }
}

impl MemberStatus {
    pub fn as_str(self) -> &'static str {
        Status::as_str(self)
    }
}

/// The sealed PII fields of identity items; each binds its attribute name.
pub mod fields {
    use verity_core::sealed_field as field;

    field!(PhoneEnc, "phoneEnc");
    field!(NameEnc, "nameEnc");
    field!(EmailEnc, "emailEnc");
    field!(RealNameEnc, "realNameEnc");
    field!(IdNumberEnc, "idNumberEnc");
}

use fields::{EmailEnc, IdNumberEnc, NameEnc, PhoneEnc, RealNameEnc};

/// The user item as stored: `USER#<userId>` / `PROFILE`.
#[derive(Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UserItem {
    pub user_id: String,
    pub kind: UserKind,
    #[serde(default)]
    pub status: MemberStatus,
    pub phone_hash: String,
    pub phone_enc: Sealed<PhoneEnc>,
    pub phone_mask: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_enc: Option<Sealed<NameEnc>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email_enc: Option<Sealed<EmailEnc>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password_hash: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_enterprise_id: Option<String>,
    #[serde(default)]
    pub real_name_verified: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub real_name_enc: Option<Sealed<RealNameEnc>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id_number_enc: Option<Sealed<IdNumberEnc>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id_number_hash: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id_number_mask: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verified_at: Option<i64>,
    /// A platform role (`ops`): a platform operator, member of no enterprise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub platform_role: Option<PlatformRole>,
    /// Bumped by every change that must end the user's sessions (password
    /// reset, new phone, disable); login tokens, sessions and QR
    /// confirmations carry the value they were issued under and die with it.
    #[serde(default)]
    pub auth_epoch: i64,
    pub created_at: i64,
    #[serde(default)]
    pub updated_at: i64,
}

impl Entity for UserItem {
    const KIND: &'static str = "user";

    fn key(&self) -> Key {
        user_key(&self.user_id)
    }
}

/// The phone claim: `PHONE#<hmac(phone)>` / `ACCOUNT` → the user holding it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PhoneClaim {
    #[serde(skip)]
    pub phone_hash: String,
    pub user_id: String,
    pub created_at: i64,
}

impl Entity for PhoneClaim {
    const KIND: &'static str = "phone claim";

    fn key(&self) -> Key {
        Key::new(format!("PHONE#{}", self.phone_hash), "ACCOUNT")
    }
}

/// A user with its PII opened. Its `Debug` prints no PII.
#[derive(Clone)]
pub struct User {
    pub user_id: String,
    pub kind: UserKind,
    pub status: MemberStatus,
    pub phone: String,
    pub name: Option<String>,
    pub email: Option<String>,
    pub password_hash: Option<String>,
    pub last_enterprise_id: Option<String>,
    pub real_name_verified: bool,
    pub id_number_mask: Option<String>,
    /// See [`UserItem::auth_epoch`].
    pub auth_epoch: i64,
    pub platform_role: Option<PlatformRole>,
    pub created_at: i64,
}

impl std::fmt::Debug for User {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("User")
            .field("user_id", &self.user_id)
            .field("kind", &self.kind)
            .field("status", &self.status)
            .finish_non_exhaustive()
    }
}

impl User {
    pub fn disabled(&self) -> bool {
        self.status == MemberStatus::Disabled
    }

    pub fn phone_masked(&self) -> String {
        mask_phone(&self.phone)
    }
}

fn open_user(ports: &Ports, item: UserItem) -> Result<User, IdentityError> {
    let keys = &ports.pii;
    let open = |r: Result<String, verity_core::pii::PiiError>| r.map_err(IdentityError::internal);
    Ok(User {
        phone: open(item.phone_enc.open(keys))?,
        name: item.name_enc.map(|n| open(n.open(keys))).transpose()?,
        email: item.email_enc.map(|e| open(e.open(keys))).transpose()?,
        user_id: item.user_id,
        kind: item.kind,
        status: item.status,
        password_hash: item.password_hash,
        last_enterprise_id: item.last_enterprise_id,
        real_name_verified: item.real_name_verified,
        id_number_mask: item.id_number_mask,
        auth_epoch: item.auth_epoch,
        platform_role: item.platform_role,
        created_at: item.created_at,
    })
}

pub async fn user(ports: &Ports, user_id: &str) -> Result<Option<User>, IdentityError> {
    match ports.table.get_as::<UserItem>(&user_key(user_id)).await? {
        None => Ok(None),
        Some(item) => open_user(ports, item).map(Some),
    }
}

/// The user holding a phone, if any.
pub async fn user_by_phone(ports: &Ports, phone: &str) -> Result<Option<User>, IdentityError> {
    match ports
        .table
        .get_as::<PhoneClaim>(&phone_claim_key(ports, phone))
        .await?
    {
        Some(claim) => user(ports, &claim.user_id).await,
        None => Ok(None),
    }
}

/// A user to create.
pub struct NewUser<'a> {
    pub phone: &'a str,
    pub kind: UserKind,
    pub name: Option<&'a str>,
    pub password_hash: Option<&'a str>,
}

/// A role on the platform itself, outside any enterprise.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PlatformRole {
    /// A platform operator: reviews enterprises (and later recharges, invoices, work orders).
    Ops,
}

impl PlatformRole {
    pub fn as_str(self) -> &'static str {
        match self {
            PlatformRole::Ops => "ops",
        }
    }
}

/// The user attribute holding [`UserItem::auth_epoch`].
pub const AUTH_EPOCH: &str = "authEpoch";

/// The user may still use what was issued under `epoch`: not disabled, and
/// no session-ending change since. Users stored before epochs existed have
/// no attribute, which counts as 0.
pub fn signed_in_under(epoch: i64) -> Condition {
    let epoch_holds = if epoch == 0 {
        Condition::Or(vec![
            Condition::NotExists(AUTH_EPOCH.into()),
            Condition::eq(AUTH_EPOCH, 0),
        ])
    } else {
        Condition::eq(AUTH_EPOCH, epoch)
    };
    Condition::item_present()
        .and(Condition::Ne(
            MemberStatus::ATTR.into(),
            json!(MemberStatus::Disabled.as_str()),
        ))
        .and(epoch_holds)
}

/// The check, inside a transaction, that a user may still use what was
/// issued under `epoch` (label [`USER`]).
pub fn check_signed_in_under(user_id: &str, epoch: i64) -> TxAction {
    TxAction::ConditionCheck {
        key: user_key(user_id),
        condition: signed_in_under(epoch),
    }
}

/// Transaction labels of account creation.
pub const PHONE_CLAIM: &str = "phoneClaim";
pub const USER: &str = "user";

/// The user and the two puts that create it (phone claim `PHONE_CLAIM`, then
/// the user item `USER`); the caller may add actions (consuming an SMS code,
/// issuing a login token) to the same transaction. A failed `PHONE_CLAIM`
/// means the phone is taken.
pub fn new_user_actions(ports: &Ports, new: &NewUser<'_>) -> (User, Tx) {
    let now = ports.clock.now_millis();
    let user_id = verity_core::ids::new_id();
    let item = UserItem {
        user_id: user_id.clone(),
        kind: new.kind,
        status: MemberStatus::Active,
        phone_hash: phone_hash(ports, new.phone),
        phone_enc: Sealed::seal(&ports.pii, new.phone),
        phone_mask: mask_phone(new.phone),
        name_enc: new.name.map(|n| Sealed::seal(&ports.pii, n)),
        email_enc: None,
        password_hash: new.password_hash.map(str::to_string),
        last_enterprise_id: None,
        real_name_verified: false,
        real_name_enc: None,
        id_number_enc: None,
        id_number_hash: None,
        id_number_mask: None,
        verified_at: None,
        platform_role: None,
        auth_epoch: 0,
        created_at: now,
        updated_at: now,
    };
    let claim = PhoneClaim {
        phone_hash: item.phone_hash.clone(),
        user_id: user_id.clone(),
        created_at: now,
    };
    let user = User {
        user_id,
        kind: new.kind,
        status: MemberStatus::Active,
        phone: new.phone.to_string(),
        name: new.name.map(str::to_string),
        email: None,
        password_hash: new.password_hash.map(str::to_string),
        last_enterprise_id: None,
        real_name_verified: false,
        id_number_mask: None,
        auth_epoch: 0,
        platform_role: None,
        created_at: now,
    };
    let tx = Tx::new()
        .with(PHONE_CLAIM, claim.put_new())
        .with(USER, item.put_new());
    (user, tx)
}

/// A change to a user item. Every attribute of the user item is named here
/// and in [`UserItem`] only.
pub enum UserChange<'a> {
    /// A new phone (hash, sealed value, mask).
    Phone(&'a str),
    Name(Option<&'a str>),
    Email(Option<&'a str>),
    PasswordHash(&'a str),
    Kind(UserKind),
    LastEnterprise(&'a str),
    /// A passed real-name check.
    RealName {
        name: &'a str,
        id_number: &'a str,
    },
    /// Ends every login token, session and QR confirmation issued so far
    /// (bumps [`UserItem::auth_epoch`]).
    EndSessions,
    /// Grants a platform role (demo data; operators are made by the platform).
    PlatformRole(PlatformRole),
}

/// The update applying `changes` to a user (conditioned on its existence,
/// and on `extra` when given); stamps `updatedAt`.
pub fn user_update(
    ports: &Ports,
    user_id: &str,
    changes: &[UserChange<'_>],
    extra: Option<Condition>,
) -> TxAction {
    let now = ports.clock.now_millis();
    let keys = &ports.pii;
    let mut actions = vec![UpdateAction::set("updatedAt", now)];
    let sealed_or_removed = |attr: &str, value: Option<String>| match value {
        Some(v) => UpdateAction::set(attr, v),
        None => UpdateAction::Remove(attr.into()),
    };
    for change in changes {
        match change {
            UserChange::Phone(phone) => actions.extend([
                UpdateAction::set("phoneHash", phone_hash(ports, phone)),
                UpdateAction::set(
                    "phoneEnc",
                    Sealed::<PhoneEnc>::seal(keys, phone).as_stored(),
                ),
                UpdateAction::set("phoneMask", mask_phone(phone)),
            ]),
            UserChange::Name(name) => actions.push(sealed_or_removed(
                "nameEnc",
                name.map(|n| Sealed::<NameEnc>::seal(keys, n).as_stored().to_string()),
            )),
            UserChange::Email(email) => actions.push(sealed_or_removed(
                "emailEnc",
                email.map(|e| Sealed::<EmailEnc>::seal(keys, e).as_stored().to_string()),
            )),
            UserChange::PasswordHash(hash) => {
                actions.push(UpdateAction::set("passwordHash", *hash))
            }
            UserChange::Kind(kind) => actions.push(UpdateAction::set("kind", kind.as_str())),
            UserChange::LastEnterprise(id) => {
                actions.push(UpdateAction::set("lastEnterpriseId", *id))
            }
            UserChange::RealName { name, id_number } => actions.extend([
                UpdateAction::set("realNameVerified", true),
                UpdateAction::set(
                    "realNameEnc",
                    Sealed::<RealNameEnc>::seal(keys, name).as_stored(),
                ),
                UpdateAction::set(
                    "idNumberEnc",
                    Sealed::<IdNumberEnc>::seal(keys, id_number).as_stored(),
                ),
                UpdateAction::set("idNumberHash", keys.lookup_hash("idNumber", id_number)),
                UpdateAction::set("idNumberMask", verity_core::pii::mask_id_number(id_number)),
                UpdateAction::set("verifiedAt", now),
            ]),
            UserChange::EndSessions => actions.push(UpdateAction::add(AUTH_EPOCH, 1)),
            UserChange::PlatformRole(role) => {
                actions.push(UpdateAction::set("platformRole", role.as_str()))
            }
        }
    }
    let mut condition = Condition::item_present();
    if let Some(c) = extra {
        condition = condition.and(c);
    }
    TxAction::Update {
        key: user_key(user_id),
        actions,
        condition: Some(condition),
    }
}

/// Applies `changes` to a user on its own.
pub async fn update_user(
    ports: &Ports,
    user_id: &str,
    changes: &[UserChange<'_>],
) -> Result<(), IdentityError> {
    let TxAction::Update {
        key,
        actions,
        condition,
    } = user_update(ports, user_id, changes, None)
    else {
        unreachable!("user_update builds an update")
    };
    ports.table.update(&key, actions, condition).await?;
    Ok(())
}

/// Creates a user on its own. `Err(2007)` when the phone is taken.
pub async fn create_user(ports: &Ports, new: &NewUser<'_>) -> Result<User, IdentityError> {
    let (user, tx) = new_user_actions(ports, new);
    match ports.table.run(tx).await {
        Ok(()) => Ok(user),
        Err(TxError::Condition(_)) => Err(IdentityError::PhoneTaken),
        Err(TxError::Table(e)) => Err(e.into()),
    }
}

/// A membership: `USER#<userId>` / `MEMBER#<enterpriseId>`, indexed by
/// enterprise and join time (gsi1) for member lists.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Membership {
    pub user_id: String,
    pub enterprise_id: String,
    #[serde(default)]
    pub enterprise_name: String,
    pub role: Role,
    #[serde(default)]
    pub status: MemberStatus,
    pub joined_at: i64,
    /// Copies of the member's profile for member lists.
    #[serde(default)]
    pub phone_mask: String,
    #[serde(default, rename = "nameEnc", skip_serializing_if = "Option::is_none")]
    pub name_sealed: Option<Sealed<NameEnc>>,
}

/// Every membership of an enterprise, oldest first (member lists, renames,
/// the members a notice tells).
pub async fn memberships_of(ports: &Ports, enterprise_id: &str) -> TableResult<Vec<Membership>> {
    ports
        .table
        .query_all_as(Query::partition(members_pk(enterprise_id)).on_index("gsi1"))
        .await
}

impl Entity for Membership {
    const KIND: &'static str = "membership";

    fn key(&self) -> Key {
        membership_key(&self.user_id, &self.enterprise_id)
    }

    fn index_keys(&self) -> Vec<(&'static str, String)> {
        vec![
            ("gsi1pk", members_pk(&self.enterprise_id)),
            ("gsi1sk", format!("{:013}#{}", self.joined_at, self.user_id)),
        ]
    }
}

pub async fn membership(
    ports: &Ports,
    user_id: &str,
    enterprise_id: &str,
) -> Result<Option<Membership>, IdentityError> {
    Ok(ports
        .table
        .get_as::<Membership>(&membership_key(user_id, enterprise_id))
        .await?)
}

/// Every membership of a user, oldest first.
pub async fn memberships(ports: &Ports, user_id: &str) -> Result<Vec<Membership>, IdentityError> {
    let mut out: Vec<Membership> = ports
        .table
        .query_all_as(
            Query::partition(format!("USER#{user_id}"))
                .sk(SkCondition::BeginsWith("MEMBER#".into())),
        )
        .await?;
    out.sort_by_key(|m| m.joined_at);
    Ok(out)
}

/// The enterprise a new session starts in: the last one chosen, if still an
/// active membership, else the oldest active one; `None` makes a visitor.
pub async fn default_membership(
    ports: &Ports,
    user: &User,
) -> Result<Option<Membership>, IdentityError> {
    let active: Vec<Membership> = memberships(ports, &user.user_id)
        .await?
        .into_iter()
        .filter(|m| m.status == MemberStatus::Active)
        .collect();
    if let Some(last) = &user.last_enterprise_id {
        if let Some(m) = active.iter().find(|m| &m.enterprise_id == last) {
            return Ok(Some(m.clone()));
        }
    }
    Ok(active.into_iter().next())
}

/// Remembers the enterprise a user switched to, for the next sign-in.
pub async fn set_last_enterprise(
    ports: &Ports,
    user_id: &str,
    enterprise_id: &str,
) -> Result<(), IdentityError> {
    update_user(ports, user_id, &[UserChange::LastEnterprise(enterprise_id)]).await
}

pub(crate) fn new_membership(
    ports: &Ports,
    enterprise_id: &str,
    enterprise_name: &str,
    user: &User,
    role: Role,
    now: i64,
) -> Membership {
    Membership {
        user_id: user.user_id.clone(),
        enterprise_id: enterprise_id.to_string(),
        enterprise_name: enterprise_name.to_string(),
        role,
        status: MemberStatus::Active,
        joined_at: now,
        phone_mask: user.phone_masked(),
        name_sealed: user.name.as_deref().map(|n| Sealed::seal(&ports.pii, n)),
    }
}

/// Rewrites the profile copies (masked phone, sealed name) held by the
/// user's memberships, after a profile edit or a phone change.
pub async fn refresh_member_copies(ports: &Ports, user: &User) -> Result<(), IdentityError> {
    for m in memberships(ports, &user.user_id).await? {
        let mut actions = vec![UpdateAction::set("phoneMask", user.phone_masked())];
        match &user.name {
            Some(name) => actions.push(UpdateAction::set(
                NameEnc::ATTR,
                Sealed::<NameEnc>::seal(&ports.pii, name).as_stored(),
            )),
            None => actions.push(UpdateAction::Remove(NameEnc::ATTR.into())),
        }
        update_member_copy(ports, &user.user_id, &m.enterprise_id, actions).await?;
    }
    Ok(())
}

/// Updates the copies a membership holds (profile, enterprise name); a
/// membership removed meanwhile is skipped.
pub async fn update_member_copy(
    ports: &Ports,
    user_id: &str,
    enterprise_id: &str,
    actions: Vec<UpdateAction>,
) -> TableResult<()> {
    match ports
        .table
        .update(
            &membership_key(user_id, enterprise_id),
            actions,
            Some(Condition::item_present()),
        )
        .await
    {
        Ok(_) => Ok(()),
        Err(e) if e.is_condition_failure() => Ok(()),
        Err(e) => Err(e),
    }
}

/// One page of an enterprise's members, oldest first, and the total.
/// Members of one enterprise are few (hundreds at most): the index partition
/// is read whole and sliced, which keeps `total` exact.
pub async fn members_page(
    ports: &Ports,
    enterprise_id: &str,
    page: usize,
    page_size: usize,
) -> Result<(Vec<Membership>, usize), IdentityError> {
    let all: Vec<Membership> = ports
        .table
        .query_all_as(Query::partition(members_pk(enterprise_id)).on_index("gsi1"))
        .await?;
    let total = all.len();
    let start = page.saturating_sub(1).saturating_mul(page_size);
    Ok((all.into_iter().skip(start).take(page_size).collect(), total))
}

/// Disables a user: no new sign-in, and every session and login token ends now.
pub async fn disable_user(ports: &Ports, user_id: &str) -> Result<(), IdentityError> {
    let disable = MemberStatus::Active.transition(
        user_key(user_id),
        MemberStatus::Disabled,
        vec![
            UpdateAction::set("updatedAt", ports.clock.now_millis()),
            UpdateAction::add(AUTH_EPOCH, 1),
        ],
    );
    match ports.table.run(Tx::new().with(USER, disable)).await {
        // Already disabled: the revocation below still runs.
        Ok(()) | Err(TxError::Condition(_)) => {}
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    // Clean-up only: the bumped epoch already refuses everything issued before.
    super::session::revoke_all(ports, user_id).await?;
    Ok(())
}
