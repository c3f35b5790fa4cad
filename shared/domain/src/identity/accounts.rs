//! Accounts, phone claims, enterprises and memberships (keys: see the table
//! in [`crate::identity`]).
//!
//! A phone belongs to at most one user: the user item and the phone claim
//! `PHONE#<hmac(phone)>` are written in one transaction with the claim
//! conditioned on absence, so concurrent sign-ups of one phone create exactly
//! one account. A user is an `account` (registered, may have a password) or
//! a `visitor` (signed in by SMS code only; registering later upgrades it in
//! place). Without a membership the user signs in as a visitor.

use serde_json::{json, Map, Value};

use super::error::IdentityError;
use super::Role;
use verity_core::pii::mask_phone;
use verity_core::ports::Ports;
use verity_core::table::{
    Condition, Item, Key, Query, SkCondition, TableError, TxAction, UpdateAction,
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

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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

/// A user with its PII opened. Its `Debug` prints no PII.
#[derive(Clone)]
pub struct User {
    pub user_id: String,
    pub kind: UserKind,
    pub status: String,
    pub phone: String,
    pub name: Option<String>,
    pub email: Option<String>,
    pub password_hash: Option<String>,
    pub last_enterprise_id: Option<String>,
    pub real_name_verified: bool,
    pub id_number_mask: Option<String>,
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
        self.status == "disabled"
    }

    pub fn phone_masked(&self) -> String {
        mask_phone(&self.phone)
    }
}

fn s(item: &Item, attr: &str) -> Option<String> {
    item.get(attr).and_then(Value::as_str).map(str::to_string)
}

fn open(ports: &Ports, item: &Item, field: &str) -> Result<Option<String>, IdentityError> {
    match item.get(field).and_then(Value::as_str) {
        None => Ok(None),
        Some(sealed) => ports
            .pii
            .open(field, sealed)
            .map(Some)
            .map_err(IdentityError::internal),
    }
}

fn to_user(ports: &Ports, item: &Item) -> Result<User, IdentityError> {
    Ok(User {
        user_id: s(item, "userId")
            .ok_or_else(|| IdentityError::internal("user item without id"))?,
        kind: if s(item, "kind").as_deref() == Some("visitor") {
            UserKind::Visitor
        } else {
            UserKind::Account
        },
        status: s(item, "status").unwrap_or_else(|| "active".into()),
        phone: open(ports, item, "phoneEnc")?.unwrap_or_default(),
        name: open(ports, item, "nameEnc")?,
        email: open(ports, item, "emailEnc")?,
        password_hash: s(item, "passwordHash"),
        last_enterprise_id: s(item, "lastEnterpriseId"),
        real_name_verified: item
            .get("realNameVerified")
            .and_then(Value::as_bool)
            .unwrap_or(false),
        id_number_mask: s(item, "idNumberMask"),
        created_at: item.get("createdAt").and_then(Value::as_i64).unwrap_or(0),
    })
}

pub async fn user(ports: &Ports, user_id: &str) -> Result<Option<User>, IdentityError> {
    match ports.table.get(&user_key(user_id)).await? {
        None => Ok(None),
        Some(item) => to_user(ports, &item).map(Some),
    }
}

/// The user holding a phone, if any.
pub async fn user_by_phone(ports: &Ports, phone: &str) -> Result<Option<User>, IdentityError> {
    let Some(claim) = ports.table.get(&phone_claim_key(ports, phone)).await? else {
        return Ok(None);
    };
    match s(&claim, "userId") {
        Some(id) => user(ports, &id).await,
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

/// The user and the two puts that create it (phone claim first, then the
/// user item); the caller may add actions (consuming an SMS code, issuing a
/// login token) to the same transaction. A condition failure of action 0
/// means the phone is taken.
pub fn new_user_actions(ports: &Ports, new: &NewUser<'_>) -> (User, Vec<TxAction>) {
    let now = ports.clock.now_millis();
    let user_id = verity_core::ids::new_id();
    let claim = phone_claim_key(ports, new.phone);
    let mut item = Map::new();
    let key = user_key(&user_id);
    item.insert("pk".into(), json!(key.pk));
    item.insert("sk".into(), json!(key.sk));
    item.insert("userId".into(), json!(user_id));
    item.insert("kind".into(), json!(new.kind.as_str()));
    item.insert("status".into(), json!("active"));
    item.insert("phoneHash".into(), json!(phone_hash(ports, new.phone)));
    item.insert(
        "phoneEnc".into(),
        json!(ports.pii.seal("phoneEnc", new.phone)),
    );
    item.insert("phoneMask".into(), json!(mask_phone(new.phone)));
    if let Some(name) = new.name {
        item.insert("nameEnc".into(), json!(ports.pii.seal("nameEnc", name)));
    }
    if let Some(h) = new.password_hash {
        item.insert("passwordHash".into(), json!(h));
    }
    item.insert("createdAt".into(), json!(now));
    item.insert("updatedAt".into(), json!(now));
    let claim_item = json!({"pk": claim.pk, "sk": claim.sk, "userId": user_id, "createdAt": now});
    let user = User {
        user_id,
        kind: new.kind,
        status: "active".into(),
        phone: new.phone.to_string(),
        name: new.name.map(str::to_string),
        email: None,
        password_hash: new.password_hash.map(str::to_string),
        last_enterprise_id: None,
        real_name_verified: false,
        id_number_mask: None,
        created_at: now,
    };
    let actions = vec![
        TxAction::Put {
            item: claim_item.as_object().cloned().unwrap_or_default(),
            condition: Some(Condition::item_absent()),
        },
        TxAction::Put {
            item,
            condition: Some(Condition::item_absent()),
        },
    ];
    (user, actions)
}

/// Creates a user on its own. `Err(2007)` when the phone is taken.
pub async fn create_user(ports: &Ports, new: &NewUser<'_>) -> Result<User, IdentityError> {
    let (user, actions) = new_user_actions(ports, new);
    match ports.table.transact(actions).await {
        Ok(()) => Ok(user),
        Err(e) if e.is_condition_failure() => Err(IdentityError::PhoneTaken),
        Err(e) => Err(e.into()),
    }
}

/// Updates of the user item (always conditioned on its existence).
pub fn update_user_action(
    user_id: &str,
    actions: Vec<UpdateAction>,
    extra: Option<Condition>,
) -> TxAction {
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

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MemberStatus {
    Active,
    Disabled,
}

impl MemberStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            MemberStatus::Active => "active",
            MemberStatus::Disabled => "disabled",
        }
    }
}

#[derive(Debug, Clone)]
pub struct Membership {
    pub user_id: String,
    pub enterprise_id: String,
    pub enterprise_name: String,
    pub role: Role,
    pub status: MemberStatus,
    pub joined_at: i64,
    /// Copies of the member's profile for member lists.
    pub phone_mask: String,
    pub name_sealed: Option<String>,
}

fn to_membership(item: &Item) -> Option<Membership> {
    Some(Membership {
        user_id: s(item, "userId")?,
        enterprise_id: s(item, "enterpriseId")?,
        enterprise_name: s(item, "enterpriseName").unwrap_or_default(),
        role: Role::parse(&s(item, "role")?)?,
        status: if s(item, "status").as_deref() == Some("disabled") {
            MemberStatus::Disabled
        } else {
            MemberStatus::Active
        },
        joined_at: item.get("joinedAt").and_then(Value::as_i64).unwrap_or(0),
        phone_mask: s(item, "phoneMask").unwrap_or_default(),
        name_sealed: s(item, "nameEnc"),
    })
}

pub async fn membership(
    ports: &Ports,
    user_id: &str,
    enterprise_id: &str,
) -> Result<Option<Membership>, IdentityError> {
    Ok(ports
        .table
        .get(&membership_key(user_id, enterprise_id))
        .await?
        .as_ref()
        .and_then(to_membership))
}

/// Every membership of a user, oldest first.
pub async fn memberships(ports: &Ports, user_id: &str) -> Result<Vec<Membership>, IdentityError> {
    let mut out = Vec::new();
    let mut cursor = None;
    loop {
        let page = ports
            .table
            .query(
                Query::partition(format!("USER#{user_id}"))
                    .sk(SkCondition::BeginsWith("MEMBER#".into()))
                    .after(cursor),
            )
            .await?;
        out.extend(page.items.iter().filter_map(to_membership));
        cursor = page.cursor;
        if cursor.is_none() {
            break;
        }
    }
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
    ports
        .table
        .update(
            &user_key(user_id),
            vec![UpdateAction::set("lastEnterpriseId", enterprise_id)],
            Some(Condition::item_present()),
        )
        .await?;
    Ok(())
}

pub(crate) fn membership_item(
    ports: &Ports,
    enterprise_id: &str,
    enterprise_name: &str,
    user: &User,
    role: Role,
    now: i64,
) -> Item {
    let key = membership_key(&user.user_id, enterprise_id);
    let mut item = json!({
        "pk": key.pk, "sk": key.sk,
        "userId": user.user_id,
        "enterpriseId": enterprise_id,
        "enterpriseName": enterprise_name,
        "role": role.as_str(),
        "status": MemberStatus::Active.as_str(),
        "joinedAt": now,
        "phoneMask": user.phone_masked(),
        "gsi1pk": members_pk(enterprise_id),
        "gsi1sk": format!("{now:013}#{}", user.user_id),
    });
    if let Some(name) = &user.name {
        item["nameEnc"] = json!(ports.pii.seal("nameEnc", name));
    }
    item.as_object().cloned().unwrap_or_default()
}

/// Adds a user to an enterprise. `Ok(false)` when already a member.
pub async fn add_member(
    ports: &Ports,
    enterprise_id: &str,
    user: &User,
    role: Role,
) -> Result<bool, IdentityError> {
    let name = crate::enterprise::enterprise_name(ports, enterprise_id)
        .await?
        .ok_or(IdentityError::NotFound)?;
    let now = ports.clock.now_millis();
    let item = membership_item(ports, enterprise_id, &name, user, role, now);
    match ports.table.put(item, Some(Condition::item_absent())).await {
        Ok(()) => Ok(true),
        Err(TableError::ConditionFailed) => Ok(false),
        Err(e) => Err(e.into()),
    }
}

/// Rewrites the profile copies (masked phone, sealed name) held by the
/// user's memberships, after a profile edit or a phone change.
pub async fn refresh_member_copies(ports: &Ports, user: &User) -> Result<(), IdentityError> {
    for m in memberships(ports, &user.user_id).await? {
        let mut actions = vec![UpdateAction::set("phoneMask", user.phone_masked())];
        match &user.name {
            Some(name) => actions.push(UpdateAction::set(
                "nameEnc",
                ports.pii.seal("nameEnc", name),
            )),
            None => actions.push(UpdateAction::Remove("nameEnc".into())),
        }
        ports
            .table
            .update(
                &membership_key(&user.user_id, &m.enterprise_id),
                actions,
                Some(Condition::item_present()),
            )
            .await
            .or_else(|e| {
                if e.is_condition_failure() {
                    Ok(Default::default())
                } else {
                    Err(e)
                }
            })?;
    }
    Ok(())
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
    let mut all = Vec::new();
    let mut cursor = None;
    loop {
        let p = ports
            .table
            .query(
                Query::partition(members_pk(enterprise_id))
                    .on_index("gsi1")
                    .after(cursor),
            )
            .await?;
        all.extend(p.items.iter().filter_map(to_membership));
        cursor = p.cursor;
        if cursor.is_none() {
            break;
        }
    }
    let total = all.len();
    let start = page.saturating_sub(1).saturating_mul(page_size);
    Ok((all.into_iter().skip(start).take(page_size).collect(), total))
}

/// Disables a user: no new sign-in, and every session and login token ends now.
pub async fn disable_user(ports: &Ports, user_id: &str) -> Result<(), IdentityError> {
    ports
        .table
        .update(
            &user_key(user_id),
            vec![
                UpdateAction::set("status", "disabled"),
                UpdateAction::set("updatedAt", ports.clock.now_millis()),
            ],
            Some(Condition::item_present()),
        )
        .await?;
    super::session::revoke_all(ports, user_id).await?;
    Ok(())
}
