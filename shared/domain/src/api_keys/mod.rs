//! API keys (issue 28): an enterprise's integrations call the same routes as
//! the portal with `Authorization: Bearer vk_live_…` (or `vk_test_…` for a
//! sandbox key). A key acts for the member who created it, with the key's
//! role (operator or viewer) in the key's enterprise, under the same rights,
//! tenant isolation, idempotency keys and limits, plus a rate per key. It
//! stops the moment it is revoked, and when its creator no longer manages
//! the enterprise (left, disabled, demoted).
//!
//! A sandbox key acts in the enterprise's sandbox twin
//! (`verity_core::tenant`): an enterprise of its own with sandbox money,
//! screened by the sandbox provider, ordering from the live packages. The
//! live balance never moves for it.
//!
//! | item | pk | sk | access patterns served |
//! |---|---|---|---|
//! | key record | `APIKEYS#<enterpriseId>` | `<keyId>` (`K` + creation ms + random) | the enterprise's keys, newest first; revoke by id |
//! | active count | `APIKEYS#<enterpriseId>` | `COUNT` | at most [`MAX_ACTIVE`] active keys, exact under races |
//! | key | `APIKEY#<sha256(key)>` | `KEY` | the key of a call (a consistent read per call) |
//! | rate | `APIKEYRATE#<keyId>` | `MIN#<minute>` | calls this minute ([`CALLS_PER_MINUTE`]; TTL) |
//!
//! The key itself is never stored: only its SHA-256 (256 random bits need
//! no slow hash), as session tokens are. The last-used network is sealed.

mod error;

use serde::{Deserialize, Serialize};
use serde_json::json;
use verity_core::pii::{Sealed, SealedField};
use verity_core::ports::Ports;
use verity_core::table::{
    Condition, Entity, Key, Query, SkCondition, TableExt, Tx, TxAction, TxError, UpdateAction,
};
use verity_core::tenant;

use crate::billing::{self, ledger::EntryKind, ledger::Note, movement::Movement};
use crate::enterprise::audit::{Action, Audited};
use crate::enterprise::{self, Actor};
use crate::identity::accounts::{self, MemberStatus};
use crate::identity::{token_hash, ApiKeyCaller, IdentityError, Right, Role, Session};

pub use error::ApiKeyError;

pub type ApiKeyResult<T> = Result<T, ApiKeyError>;

/// Active keys an enterprise may hold.
pub const MAX_ACTIVE: i64 = 20;
/// Calls one key may make a minute.
pub const CALLS_PER_MINUTE: i64 = 600;
/// The sandbox twin's balance after each sandbox key's creation: ¥10,000.
pub const SANDBOX_FUNDS_FEN: i64 = 1_000_000;
/// A key's last use is written at most this often.
const TOUCH_MS: i64 = 60_000;
/// `apiKey.used` is logged at most this often per key.
const USED_AUDIT_MS: i64 = 3_600_000;

const LIVE_PREFIX: &str = "vk_live_";
const TEST_PREFIX: &str = "vk_test_";

/// True for a bearer token shaped like an API key.
pub fn looks_like_key(token: &str) -> bool {
    token.starts_with(LIVE_PREFIX) || token.starts_with(TEST_PREFIX)
}

/// The route groups (`/api/base/<group>/…`) a key may call. Sign-in, profile,
/// notices, the enterprise's account and members, keys and webhooks are a
/// person's: a key is refused there (4804) whatever its role.
pub const KEY_GROUPS: [&str; 11] = [
    "batch",
    "data",
    "file",
    "finance",
    "home",
    "job",
    "order",
    "package",
    "region",
    "report",
    "workOrder",
];

/// The sealed network a key was last used from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LastUsedIpEnc;

impl SealedField for LastUsedIpEnc {
    const ATTR: &'static str = "lastUsedIpEnc";
}

/// What the enterprise's console lists: `APIKEYS#<enterpriseId>` / `<keyId>`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct KeyRecord {
    pub enterprise_id: String,
    pub key_id: String,
    pub name: String,
    pub role: Role,
    pub sandbox: bool,
    /// The key's first 12 characters, for recognising it.
    pub prefix: String,
    pub key_hash: String,
    pub created_at: i64,
    pub created_by: String,
    /// The creator's masked phone.
    pub created_by_label: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_used_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_used_ip_enc: Option<Sealed<LastUsedIpEnc>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revoked_at: Option<i64>,
}

impl Entity for KeyRecord {
    const KIND: &'static str = "API key record";

    fn key(&self) -> Key {
        record_key(&self.enterprise_id, &self.key_id)
    }
}

impl KeyRecord {
    /// The network it was last used from, when this function holds the key set.
    pub fn last_used_ip(&self, ports: &Ports) -> Option<String> {
        let sealed = self.last_used_ip_enc.as_ref()?;
        ports
            .pii
            .is_present()
            .then(|| sealed.open(&ports.pii).ok())
            .flatten()
    }
}

/// What a call reads: `APIKEY#<sha256(key)>` / `KEY`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct KeyItem {
    #[serde(skip)]
    pub key_hash: String,
    pub enterprise_id: String,
    pub key_id: String,
    pub name: String,
    pub role: Role,
    pub sandbox: bool,
    pub created_at: i64,
    pub created_by: String,
    pub created_by_label: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_used_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub used_logged_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revoked_at: Option<i64>,
}

impl Entity for KeyItem {
    const KIND: &'static str = "API key";

    fn key(&self) -> Key {
        key_key(&self.key_hash)
    }
}

fn record_key(enterprise_id: &str, key_id: &str) -> Key {
    Key::new(format!("APIKEYS#{enterprise_id}"), key_id)
}

fn count_key(enterprise_id: &str) -> Key {
    Key::new(format!("APIKEYS#{enterprise_id}"), "COUNT")
}

fn key_key(hash: &str) -> Key {
    Key::new(format!("APIKEY#{hash}"), "KEY")
}

/// The audit log's actor for what a key does.
pub fn actor_label(name: &str, creator_label: &str) -> String {
    format!("API key \"{name}\" ({creator_label})")
}

/// A new key: the secret (shown once) and its record.
pub struct Created {
    pub key: String,
    pub record: KeyRecord,
}

/// Creates a key of `role` (operator or viewer) for the caller's enterprise;
/// a sandbox key also makes (or refreshes) the enterprise's sandbox twin and
/// tops its balance up to [`SANDBOX_FUNDS_FEN`].
pub async fn create(
    ports: &Ports,
    enterprise_id: &str,
    actor: &Actor,
    name: &str,
    role: Role,
    sandbox: bool,
) -> ApiKeyResult<Created> {
    if !matches!(role, Role::Operator | Role::Viewer) {
        return Err(verity_core::failure::FieldError::new(
            "role",
            verity_core::text::Text::new(
                "a key is an operator or a viewer",
                "密钥的角色只能是操作员或查看者",
            ),
        )
        .into());
    }
    if sandbox {
        ensure_twin(ports, enterprise_id).await?;
    }
    let now = ports.clock.now_millis();
    let key = format!(
        "{}{}",
        if sandbox { TEST_PREFIX } else { LIVE_PREFIX },
        verity_core::ids::new_token()
    );
    let hash = token_hash(&key);
    let key_id = format!("K{now:013}{}", &verity_core::ids::new_id()[..12]);
    let record = KeyRecord {
        enterprise_id: enterprise_id.to_string(),
        key_id: key_id.clone(),
        name: name.to_string(),
        role,
        sandbox,
        prefix: key.chars().take(12).collect(),
        key_hash: hash.clone(),
        created_at: now,
        created_by: actor.user_id.clone(),
        created_by_label: actor.label.clone(),
        last_used_at: None,
        last_used_ip_enc: None,
        revoked_at: None,
    };
    let item = KeyItem {
        key_hash: hash,
        enterprise_id: enterprise_id.to_string(),
        key_id,
        name: name.to_string(),
        role,
        sandbox,
        created_at: now,
        created_by: actor.user_id.clone(),
        created_by_label: actor.label.clone(),
        last_used_at: None,
        used_logged_at: None,
        revoked_at: None,
    };
    let detail = format!(
        "{name} · {} · {}",
        role.as_str(),
        if sandbox { "sandbox" } else { "live" }
    );
    let tx = Tx::new()
        .with("record", record.put_new())
        .with("key", item.put_new())
        .with(
            "count",
            TxAction::Update {
                key: count_key(enterprise_id),
                actions: vec![UpdateAction::add("active", 1)],
                condition: Some(Condition::Or(vec![
                    Condition::NotExists("active".into()),
                    Condition::Lt("active".into(), json!(MAX_ACTIVE)),
                ])),
            },
        )
        .audited(ports, enterprise_id, actor, Action::ApiKeyCreated, &detail);
    match ports.table.run(tx).await {
        Ok(()) => Ok(Created { key, record }),
        Err(TxError::Condition("count")) => Err(ApiKeyError::LimitReached { limit: MAX_ACTIVE }),
        Err(e) => Err(verity_core::failure::Internal::new(e).into()),
    }
}

/// A page of the enterprise's keys, newest first (revoked ones included).
pub async fn list(
    ports: &Ports,
    enterprise_id: &str,
    cursor: Option<String>,
    limit: usize,
) -> ApiKeyResult<(Vec<KeyRecord>, Option<String>)> {
    Ok(ports
        .table
        .page_as(
            Query::partition(format!("APIKEYS#{enterprise_id}"))
                .sk(SkCondition::BeginsWith("K".into()))
                .backward()
                .limit(limit)
                .after(cursor),
        )
        .await?)
}

/// Revokes a key of the caller's enterprise at once; revoking it again
/// answers the same record.
pub async fn revoke(
    ports: &Ports,
    enterprise_id: &str,
    actor: &Actor,
    key_id: &str,
) -> ApiKeyResult<KeyRecord> {
    let record = ports
        .table
        .get_as::<KeyRecord>(&record_key(enterprise_id, key_id))
        .await?
        .ok_or(ApiKeyError::NotFound)?;
    if record.revoked_at.is_some() {
        return Ok(record);
    }
    let now = ports.clock.now_millis();
    let tx = Tx::new()
        .with(
            "record",
            TxAction::Update {
                key: record.key(),
                actions: vec![UpdateAction::set("revokedAt", now)],
                condition: Some(Condition::NotExists("revokedAt".into())),
            },
        )
        .with(
            "key",
            TxAction::Update {
                key: key_key(&record.key_hash),
                actions: vec![UpdateAction::set("revokedAt", now)],
                condition: Some(Condition::item_present()),
            },
        )
        .with(
            "count",
            TxAction::Update {
                key: count_key(enterprise_id),
                actions: vec![UpdateAction::add("active", -1)],
                condition: None,
            },
        )
        .audited(
            ports,
            enterprise_id,
            actor,
            Action::ApiKeyRevoked,
            &record.name,
        );
    match ports.table.run(tx).await {
        Ok(()) | Err(TxError::Condition(_)) => Ok(ports
            .table
            .get_as::<KeyRecord>(&record.key())
            .await?
            .ok_or(ApiKeyError::NotFound)?),
        Err(TxError::Table(e)) => Err(e.into()),
    }
}

/// The caller of a request bearing an API key: the key's creator acting
/// with the key's role in the key's enterprise (its twin for a sandbox key).
/// `-5` for a key unknown or revoked, or whose creator no longer manages
/// the enterprise; 4804 on a route group keys may not call; 4802 over the
/// rate. Writes the last use at most once a minute, `apiKey.used` at most
/// once an hour.
pub async fn authenticate(
    ports: &Ports,
    key: &str,
    group: &str,
    ip: Option<&str>,
) -> ApiKeyResult<Session> {
    let invalid = || ApiKeyError::Identity(IdentityError::SessionInvalid);
    if !looks_like_key(key) {
        return Err(invalid());
    }
    let hash = token_hash(key);
    let mut item = ports
        .table
        .get_as::<KeyItem>(&key_key(&hash))
        .await?
        .ok_or_else(invalid)?;
    item.key_hash = hash;
    if item.revoked_at.is_some() {
        return Err(invalid());
    }
    // The creator still manages the enterprise, and their sign-in stands.
    let membership = accounts::membership(ports, &item.created_by, &item.enterprise_id);
    let user_key = accounts::user_key(&item.created_by);
    let user = ports.table.get_as::<accounts::UserItem>(&user_key);
    let (membership, user) = tokio::join!(membership, user);
    let user = user?.ok_or_else(invalid)?;
    match membership? {
        Some(m)
            if m.status == MemberStatus::Active
                && user.status == MemberStatus::Active
                && m.role.has(Right::ManageEnterprise) => {}
        _ => return Err(invalid()),
    }
    if !KEY_GROUPS.contains(&group) {
        return Err(ApiKeyError::NotAllowedHere);
    }
    count_call(ports, &item.key_id).await?;
    touch(ports, &item, group, ip).await?;
    let enterprise_id = match item.sandbox {
        true => tenant::sandbox_twin(&item.enterprise_id),
        false => item.enterprise_id.clone(),
    };
    Ok(Session {
        user_id: item.created_by.clone(),
        enterprise_id: Some(enterprise_id),
        role: Some(item.role),
        login_type: "apiKey".into(),
        token_hash: item.key_hash.clone(),
        created_at: item.created_at,
        absolute_expires_at: i64::MAX,
        auth_epoch: user.auth_epoch,
        platform_role: None,
        api_key: Some(ApiKeyCaller {
            key_id: item.key_id,
            name: item.name,
            sandbox: item.sandbox,
        }),
    })
}

/// One call of the key this minute, under [`CALLS_PER_MINUTE`].
async fn count_call(ports: &Ports, key_id: &str) -> ApiKeyResult<()> {
    let now = ports.clock.now_millis();
    let minute = now.div_euclid(60_000);
    let counted = ports
        .table
        .update(
            &Key::new(format!("APIKEYRATE#{key_id}"), format!("MIN#{minute}")),
            vec![
                UpdateAction::add("count", 1),
                UpdateAction::set("expiresAt", now.div_euclid(1000) + 180),
            ],
            Some(Condition::Or(vec![
                Condition::NotExists("count".into()),
                Condition::Lt("count".into(), json!(CALLS_PER_MINUTE)),
            ])),
        )
        .await;
    match counted {
        Ok(_) => Ok(()),
        Err(e) if e.is_condition_failure() => Err(ApiKeyError::RateLimited {
            retry_after_secs: 60 - now.div_euclid(1000).rem_euclid(60),
        }),
        Err(e) => Err(e.into()),
    }
}

/// Writes the key's last use (time and sealed network) at most once a
/// minute and logs `apiKey.used` at most once an hour; a lost race to write
/// it is fine (another call of the same minute wrote it).
async fn touch(ports: &Ports, item: &KeyItem, group: &str, ip: Option<&str>) -> ApiKeyResult<()> {
    let now = ports.clock.now_millis();
    if item.last_used_at.is_some_and(|at| now - at < TOUCH_MS) {
        return Ok(());
    }
    let log_use = item
        .used_logged_at
        .is_none_or(|at| now - at >= USED_AUDIT_MS);
    let fresh = Condition::Or(vec![
        Condition::NotExists("lastUsedAt".into()),
        Condition::Lt("lastUsedAt".into(), json!(now - TOUCH_MS)),
    ]);
    let mut key_actions = vec![UpdateAction::set("lastUsedAt", now)];
    if log_use {
        key_actions.push(UpdateAction::set("usedLoggedAt", now));
    }
    let mut record_actions = vec![UpdateAction::set("lastUsedAt", now)];
    if let Some(ip) = ip.filter(|_| ports.pii.is_present()) {
        record_actions.push(UpdateAction::set(
            LastUsedIpEnc::ATTR,
            Sealed::<LastUsedIpEnc>::seal(&ports.pii, ip).as_stored(),
        ));
    }
    let mut tx = Tx::new()
        .with(
            "key",
            TxAction::Update {
                key: item.key(),
                actions: key_actions,
                condition: Some(fresh),
            },
        )
        .with(
            "record",
            TxAction::Update {
                key: record_key(&item.enterprise_id, &item.key_id),
                actions: record_actions,
                condition: Some(Condition::item_present()),
            },
        );
    if log_use {
        let actor = Actor {
            user_id: item.created_by.clone(),
            label: actor_label(&item.name, &item.created_by_label),
            ip: None,
        };
        tx = tx.audited(
            ports,
            &item.enterprise_id,
            &actor,
            Action::ApiKeyUsed,
            group,
        );
    }
    match ports.table.run(tx).await {
        Ok(()) | Err(TxError::Condition(_)) => Ok(()),
        Err(TxError::Table(e)) => Err(e.into()),
    }
}

/// Makes the live enterprise's sandbox twin (a copy of its profile, so it
/// may order as the live one may) and tops its balance up to
/// [`SANDBOX_FUNDS_FEN`] of sandbox money.
async fn ensure_twin(ports: &Ports, enterprise_id: &str) -> ApiKeyResult<()> {
    let live = enterprise::enterprise(ports, enterprise_id).await?;
    let twin_id = tenant::sandbox_twin(enterprise_id);
    let mut twin = live.clone();
    twin.enterprise_id = twin_id.clone();
    twin.name = format!("{} (sandbox)", live.name);
    ports.table.put(twin.to_item(), None).await?;
    // Up to the grant, not by it: two keys made at once grant it once.
    billing::movement::top_up_to(
        ports,
        Movement {
            enterprise_id: twin_id,
            kind: EntryKind::Adjustment,
            amount_fen: SANDBOX_FUNDS_FEN,
            note: Note::SandboxGrant,
            link: None,
            counters: Vec::new(),
            with: Tx::new(),
        },
        SANDBOX_FUNDS_FEN,
    )
    .await?;
    Ok(())
}
