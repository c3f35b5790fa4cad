//! Sign-in tokens and sessions.
//!
//! A sign-in call (login, register, visitorLogin, QR) answers a short-lived,
//! single-use **login token**; `GET /user/loginInfo` exchanges it (one
//! transaction: delete the login token under its deadline, create the
//! session) for a **session token**, the `sToken` the SPA sends as
//! `Authorization: Bearer …` on every call. Both are 256-bit random values
//! from [`verity_core::ids::new_token`], stored only as their SHA-256
//! ([`super::token_hash`]).
//!
//! A session ends when idle longer than `session_idle_secs`, at
//! `session_absolute_secs` after creation, on logout, and on every change
//! that bumps the user's `authEpoch` (password reset, new phone, disable):
//! login tokens and sessions carry the epoch they were issued under, the
//! exchange checks it inside its transaction and every session check reads
//! the user (a strongly consistent get) to compare it. Deleting the user's
//! tokens through gsi1 `USERTOKENS#<userId>` afterwards is clean-up only: that
//! index is eventually consistent. A session names at most one current
//! enterprise; the role is read from the membership on each call, so role
//! changes and removals apply at once. No enterprise: a visitor.

use serde::{Deserialize, Serialize};
use serde_json::json;

use super::accounts::{self, MemberStatus};
use super::error::IdentityError;
use super::{token_hash, Right, Role};
use verity_core::ports::Ports;
use verity_core::table::{
    BatchWrite, Condition, Entity, Key, Query, TableError, TableExt, Tx, TxAction, TxError,
    UpdateAction,
};

/// Transaction label of a login token's write.
pub const LOGIN_TOKEN: &str = "loginToken";

const LOGIN_SK: &str = "LOGIN";
const SESSION_SK: &str = "SESSION";

pub fn login_key(hash: &str) -> Key {
    Key::new(format!("LOGIN#{hash}"), LOGIN_SK)
}

pub fn session_key(hash: &str) -> Key {
    Key::new(format!("SESSION#{hash}"), SESSION_SK)
}

fn user_tokens_pk(user_id: &str) -> String {
    format!("USERTOKENS#{user_id}")
}

/// The signed-in caller, as [`authenticate`] resolves it from a bearer token.
#[derive(Debug, Clone)]
pub struct Session {
    pub user_id: String,
    /// The current enterprise; `None` for a visitor.
    pub enterprise_id: Option<String>,
    /// The role in the current enterprise; `None` for a visitor.
    pub role: Option<Role>,
    /// How the session was signed in: `sms`, `password`, `visitor`, `qr`.
    pub login_type: String,
    /// SHA-256 of the bearer token (never the token itself).
    pub token_hash: String,
    pub created_at: i64,
    pub absolute_expires_at: i64,
    /// The user's `authEpoch` the session was issued under.
    pub auth_epoch: i64,
    /// The user's platform role (`ops`), read at each check.
    pub platform_role: Option<accounts::PlatformRole>,
    /// Set when the caller is an API key acting for its creator
    /// (the `api_keys` area); `None` for a signed-in person.
    pub api_key: Option<ApiKeyCaller>,
}

/// The API key behind a call: what the audit log names.
#[derive(Debug, Clone)]
pub struct ApiKeyCaller {
    pub key_id: String,
    pub name: String,
    /// A sandbox key: the session's enterprise is the live one's twin.
    pub sandbox: bool,
}

/// The current enterprise and role of a session that holds a right.
#[derive(Debug, Clone)]
pub struct Member {
    pub enterprise_id: String,
    pub role: Role,
}

impl Session {
    pub fn is_visitor(&self) -> bool {
        self.role.is_none()
    }

    /// The member context when the role holds `right`; `-6` otherwise
    /// (visitors hold no right).
    pub fn require(&self, right: Right) -> Result<Member, IdentityError> {
        match (&self.enterprise_id, self.role) {
            (Some(enterprise_id), Some(role)) if role.has(right) => Ok(Member {
                enterprise_id: enterprise_id.clone(),
                role,
            }),
            _ => Err(IdentityError::NoPermission),
        }
    }

    /// The member context for calls open to every member (any role); `-6` for visitors.
    pub fn member(&self) -> Result<Member, IdentityError> {
        self.require(Right::ViewDashboard)
    }

    /// A platform operator's session; `-6` for anyone else.
    pub fn require_ops(&self) -> Result<(), IdentityError> {
        match self.platform_role {
            Some(accounts::PlatformRole::Ops) => Ok(()),
            None => Err(IdentityError::NoPermission),
        }
    }
}

/// The raw bearer token of the request; `-5` when absent or malformed.
#[derive(Clone)]
pub struct BearerToken(pub String);

impl std::fmt::Debug for BearerToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("BearerToken(..)")
    }
}

impl BearerToken {
    /// Reads an `Authorization` header value; `-5` when it is not a
    /// well-formed bearer token.
    pub fn parse(header: &str) -> Result<Self, IdentityError> {
        let (scheme, token) = header
            .trim()
            .split_once(' ')
            .ok_or(IdentityError::SessionInvalid)?;
        let token = token.trim();
        if !scheme.eq_ignore_ascii_case("bearer")
            || token.is_empty()
            || token.len() > 128
            || !token
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        {
            return Err(IdentityError::SessionInvalid);
        }
        Ok(BearerToken(token.to_string()))
    }
}

/// What a login token grants once exchanged.
#[derive(Debug, Clone)]
pub struct LoginGrant {
    pub user_id: String,
    pub login_type: String,
    /// The user's `authEpoch` when the sign-in was proven.
    pub auth_epoch: i64,
}

/// A login token: `LOGIN#<sha256(token)>` / `LOGIN`, listed per user (gsi1)
/// for revoke-all.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LoginToken {
    #[serde(skip)]
    pub token_hash: String,
    pub user_id: String,
    pub login_type: String,
    #[serde(default)]
    pub auth_epoch: i64,
    pub created_at: i64,
    pub valid_until: i64,
    /// TTL (epoch seconds): the table deletes it late; code checks `valid_until`.
    pub expires_at: i64,
}

impl Entity for LoginToken {
    const KIND: &'static str = "login token";

    fn key(&self) -> Key {
        login_key(&self.token_hash)
    }

    fn index_keys(&self) -> Vec<(&'static str, String)> {
        vec![
            ("gsi1pk", user_tokens_pk(&self.user_id)),
            ("gsi1sk", format!("LOGIN#{:013}", self.created_at)),
        ]
    }
}

/// A session: `SESSION#<sha256(token)>` / `SESSION`, listed per user (gsi1).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionItem {
    #[serde(skip)]
    pub token_hash: String,
    pub user_id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enterprise_id: Option<String>,
    #[serde(default)]
    pub login_type: String,
    #[serde(default)]
    pub auth_epoch: i64,
    pub created_at: i64,
    pub last_seen_at: i64,
    pub idle_expires_at: i64,
    pub absolute_expires_at: i64,
    /// TTL (epoch seconds), at the absolute deadline.
    pub expires_at: i64,
}

impl Entity for SessionItem {
    const KIND: &'static str = "session";

    fn key(&self) -> Key {
        session_key(&self.token_hash)
    }

    fn index_keys(&self) -> Vec<(&'static str, String)> {
        vec![
            ("gsi1pk", user_tokens_pk(&self.user_id)),
            ("gsi1sk", format!("SESSION#{:013}", self.created_at)),
        ]
    }
}

impl SessionItem {
    /// A session created now, ending at `absolute` at the latest.
    fn new(
        ports: &Ports,
        token_hash: String,
        grant: &LoginGrant,
        enterprise_id: Option<&str>,
        now: i64,
    ) -> Self {
        let absolute = now + ports.auth.session_absolute_secs * 1000;
        SessionItem {
            token_hash,
            user_id: grant.user_id.clone(),
            enterprise_id: enterprise_id.map(str::to_string),
            login_type: grant.login_type.clone(),
            auth_epoch: grant.auth_epoch,
            created_at: now,
            last_seen_at: now,
            idle_expires_at: (now + ports.auth.session_idle_secs * 1000).min(absolute),
            absolute_expires_at: absolute,
            expires_at: absolute.div_euclid(1000) + 1,
        }
    }
}

/// The login token (its secret and its item); the caller writes the item
/// (alone, or in the transaction that also consumes an SMS code).
pub fn new_login_token(ports: &Ports, grant: &LoginGrant) -> (String, LoginToken) {
    let now = ports.clock.now_millis();
    let token = verity_core::ids::new_token();
    let valid_until = now + ports.auth.login_token_secs * 1000;
    let item = LoginToken {
        token_hash: token_hash(&token),
        user_id: grant.user_id.clone(),
        login_type: grant.login_type.clone(),
        auth_epoch: grant.auth_epoch,
        created_at: now,
        valid_until,
        expires_at: valid_until.div_euclid(1000) + 1,
    };
    (token, item)
}

/// Issues a login token on its own.
pub async fn issue_login_token(ports: &Ports, grant: &LoginGrant) -> Result<String, IdentityError> {
    let (token, item) = new_login_token(ports, grant);
    ports.table.put_new(&item).await?;
    Ok(token)
}

/// Exchanges a login token for a new session in the user's default
/// enterprise. `Ok(None)` when the token is not a live login token.
pub async fn exchange_login_token(
    ports: &Ports,
    token: &str,
) -> Result<Option<(String, Session)>, IdentityError> {
    let key = login_key(&token_hash(token));
    let Some(grant) = ports.table.get_as::<LoginToken>(&key).await? else {
        return Ok(None);
    };
    let now = ports.clock.now_millis();
    if grant.valid_until <= now {
        return Ok(None);
    }
    let grant = LoginGrant {
        user_id: grant.user_id,
        login_type: grant.login_type,
        auth_epoch: grant.auth_epoch,
    };
    let user = accounts::user(ports, &grant.user_id)
        .await?
        .ok_or(IdentityError::SessionInvalid)?;
    if user.disabled() {
        return Err(IdentityError::AccountDisabled);
    }
    let membership = accounts::default_membership(ports, &user).await?;
    let session_token = verity_core::ids::new_token();
    let hash = token_hash(&session_token);
    let enterprise_id = membership.as_ref().map(|m| m.enterprise_id.as_str());
    let new_session = SessionItem::new(ports, hash.clone(), &grant, enterprise_id, now);
    let tx = Tx::new()
        .with(
            "loginToken",
            TxAction::Delete {
                key,
                condition: Some(Condition::Gt("validUntil".into(), json!(now))),
            },
        )
        .with("session", new_session.put_new())
        // A token issued before a reset, a new phone or a disable (even one
        // committed after them) gets no session.
        .with(
            accounts::USER,
            accounts::check_signed_in_under(&grant.user_id, grant.auth_epoch),
        );
    match ports.table.run(tx).await {
        Ok(()) => {}
        // Another request exchanged it first (single use), or the user's
        // sessions were ended meanwhile.
        Err(TxError::Condition(_)) => return Ok(None),
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    let session = Session {
        user_id: grant.user_id,
        enterprise_id: membership.as_ref().map(|m| m.enterprise_id.clone()),
        role: membership.as_ref().map(|m| m.role),
        login_type: grant.login_type,
        token_hash: hash,
        created_at: now,
        absolute_expires_at: now + ports.auth.session_absolute_secs * 1000,
        auth_epoch: grant.auth_epoch,
        platform_role: user.platform_role,
        api_key: None,
    };
    Ok(Some((session_token, session)))
}

/// Replaces a session by a new one in another enterprise (or none), keeping
/// its absolute deadline: privilege changes rotate the token.
pub async fn switch_enterprise(
    ports: &Ports,
    old: &Session,
    enterprise_id: Option<&str>,
) -> Result<String, IdentityError> {
    rotate(ports, old, enterprise_id, old.auth_epoch).await
}

/// Replaces the caller's session after a change that ended all of the
/// user's sessions (a new phone): the device that made the change stays
/// signed in under the new `auth_epoch`, every other device is out.
pub async fn reissue_after_epoch_bump(
    ports: &Ports,
    old: &Session,
    auth_epoch: i64,
) -> Result<String, IdentityError> {
    rotate(ports, old, old.enterprise_id.as_deref(), auth_epoch).await
}

async fn rotate(
    ports: &Ports,
    old: &Session,
    enterprise_id: Option<&str>,
    auth_epoch: i64,
) -> Result<String, IdentityError> {
    let now = ports.clock.now_millis();
    let token = verity_core::ids::new_token();
    let hash = token_hash(&token);
    let grant = LoginGrant {
        user_id: old.user_id.clone(),
        login_type: old.login_type.clone(),
        auth_epoch,
    };
    let mut item = SessionItem::new(ports, hash, &grant, enterprise_id, now);
    // The new token keeps the old session's life: no extension by switching.
    let absolute = old.absolute_expires_at;
    item.created_at = old.created_at;
    item.absolute_expires_at = absolute;
    item.expires_at = absolute.div_euclid(1000) + 1;
    item.idle_expires_at = item.idle_expires_at.min(absolute);
    let tx = Tx::new()
        .with(
            "oldSession",
            TxAction::Delete {
                key: session_key(&old.token_hash),
                condition: Some(Condition::item_present()),
            },
        )
        .with("session", item.put_new())
        .with(
            accounts::USER,
            accounts::check_signed_in_under(&old.user_id, auth_epoch),
        );
    match ports.table.run(tx).await {
        Ok(()) => Ok(token),
        Err(TxError::Condition(_)) => Err(IdentityError::SessionInvalid),
        Err(TxError::Table(e)) => Err(e.into()),
    }
}

/// Resolves a session token: `-5` unless it names a live session of an
/// active membership (or a visitor session). Pushes the idle deadline
/// forward at most every `session_touch_secs`.
pub async fn authenticate(ports: &Ports, token: &str) -> Result<Session, IdentityError> {
    let invalid = || IdentityError::SessionInvalid;
    let hash = token_hash(token);
    let key = session_key(&hash);
    let item = ports
        .table
        .get_as::<SessionItem>(&key)
        .await?
        .ok_or_else(invalid)?;
    let now = ports.clock.now_millis();
    let absolute = item.absolute_expires_at;
    let deadlines = Deadlines {
        idle_expires_at: item.idle_expires_at,
        absolute_expires_at: absolute,
        last_seen_at: item.last_seen_at,
    };
    let (idle_ms, touch_ms) = (
        ports.auth.session_idle_secs * 1000,
        ports.auth.session_touch_secs * 1000,
    );
    if !keep_alive(ports, &key, &deadlines, now, idle_ms, touch_ms).await? {
        return Err(invalid());
    }
    let SessionItem {
        user_id,
        enterprise_id,
        login_type,
        created_at,
        auth_epoch,
        ..
    } = item;
    // Both reads at once: the user (its epoch and status end every session
    // issued before a reset, a new phone or a disable, whatever the token
    // index says) and the membership (role changes apply at once).
    let membership = async {
        match &enterprise_id {
            None => Ok(None),
            Some(eid) => accounts::membership(ports, &user_id, eid).await.map(Some),
        }
    };
    let user_key = accounts::user_key(&user_id);
    let user = ports.table.get_as::<accounts::UserItem>(&user_key);
    let (membership, user) = tokio::join!(membership, user);
    let user = user?.ok_or_else(invalid)?;
    if user.status == MemberStatus::Disabled || user.auth_epoch != auth_epoch {
        return Err(invalid());
    }
    let role = match membership? {
        None => None,
        Some(Some(m)) if m.status == MemberStatus::Active => Some(m.role),
        Some(_) => return Err(invalid()),
    };
    Ok(Session {
        user_id,
        enterprise_id,
        role,
        login_type,
        token_hash: hash,
        created_at,
        absolute_expires_at: absolute,
        auth_epoch,
        platform_role: user.platform_role,
        api_key: None,
    })
}

/// A session item's deadlines, as [`keep_alive`] reads them.
pub struct Deadlines {
    pub idle_expires_at: i64,
    pub absolute_expires_at: i64,
    pub last_seen_at: i64,
}

/// Whether the session item at `key` is alive at `now`. A lapsed one is
/// deleted (best effort: the TTL would remove it anyway). A live one's idle
/// deadline moves to `idle_ms` from now (never past the absolute one) at
/// most every `touch_ms`, so a read writes at most once a minute; the write
/// is conditioned on the session not having lapsed or ended meanwhile. The
/// console's sessions and the candidate portal's share this.
pub async fn keep_alive(
    ports: &Ports,
    key: &Key,
    deadlines: &Deadlines,
    now: i64,
    idle_ms: i64,
    touch_ms: i64,
) -> Result<bool, TableError> {
    if now >= deadlines.idle_expires_at || now >= deadlines.absolute_expires_at {
        let _ = ports.table.delete(key, None).await;
        return Ok(false);
    }
    if now - deadlines.last_seen_at < touch_ms {
        return Ok(true);
    }
    let next_idle = (now + idle_ms).min(deadlines.absolute_expires_at);
    let touched = ports
        .table
        .update(
            key,
            vec![
                UpdateAction::set("lastSeenAt", now),
                UpdateAction::set("idleExpiresAt", next_idle),
            ],
            Some(Condition::item_present().and(Condition::Gt("idleExpiresAt".into(), json!(now)))),
        )
        .await;
    match touched {
        Ok(_) => Ok(true),
        Err(e) if e.is_condition_failure() => Ok(false),
        Err(e) => Err(e),
    }
}

/// Ends one session.
pub async fn revoke(ports: &Ports, token_hash: &str) -> Result<(), IdentityError> {
    ports.table.delete(&session_key(token_hash), None).await?;
    Ok(())
}

/// Deletes every session and unused login token of a user the token index
/// lists. Clean-up after an `authEpoch` bump (which is what refuses them):
/// the index is eventually consistent.
pub async fn revoke_all(ports: &Ports, user_id: &str) -> Result<usize, IdentityError> {
    revoke_all_but(ports, user_id, "").await
}

/// [`revoke_all`] except the session whose token hashes to `keep`.
pub async fn revoke_all_but(
    ports: &Ports,
    user_id: &str,
    keep: &str,
) -> Result<usize, IdentityError> {
    let kept = session_key(keep);
    let deletes: Vec<BatchWrite> = ports
        .table
        .query_all(Query::partition(user_tokens_pk(user_id)).on_index("gsi1"))
        .await?
        .iter()
        .filter_map(Key::of)
        .filter(|k| *k != kept)
        .map(BatchWrite::Delete)
        .collect();
    let n = deletes.len();
    if n > 0 {
        ports.table.batch_write(deletes).await?;
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use verity_core::clock::ManualClock;
    use verity_testkit::FaultyTable;

    use super::{authenticate, exchange_login_token, issue_login_token, LoginGrant};
    use crate::identity::accounts;

    #[tokio::test]
    async fn a_signed_in_read_writes_nothing_and_the_idle_deadline_moves_at_most_once_a_minute() {
        let dir = tempfile::tempdir().unwrap();
        let clock = ManualClock::at_millis(verity_testkit::T0);
        let mut ports = verity_testkit::for_tests_with_clock(dir.path(), clock.clone());
        let user = accounts::create_user(
            &ports,
            &accounts::NewUser {
                phone: "13700000001",
                kind: accounts::UserKind::Account,
                name: Some("Reader"),
                password_hash: None,
            },
        )
        .await
        .unwrap();
        let grant = LoginGrant {
            user_id: user.user_id.clone(),
            login_type: "password".into(),
            auth_epoch: user.auth_epoch,
        };
        let login = issue_login_token(&ports, &grant).await.unwrap();
        let (token, _) = exchange_login_token(&ports, &login).await.unwrap().unwrap();
        let counting = FaultyTable::new(ports.table.clone());
        ports.table = counting.clone();

        for _ in 0..5 {
            authenticate(&ports, &token).await.unwrap();
        }
        assert_eq!(
            counting.writes(),
            0,
            "reads within the touch interval write nothing"
        );

        clock.advance_secs(ports.auth.session_touch_secs);
        for _ in 0..5 {
            authenticate(&ports, &token).await.unwrap();
        }
        assert_eq!(
            counting.writes(),
            1,
            "one touch after the interval, then reads again"
        );
    }
}
