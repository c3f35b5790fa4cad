//! The candidate portal's session: a phone proved by an SMS code of scene
//! `me`, nothing more. The token (`me_<43 url-safe>`) is never stored, only
//! its SHA-256, as portal sessions are; the phone is kept as the orders'
//! keyed hash (what the pointers are found by) and sealed (the export names
//! it). 30 minutes idle, 12 hours at most.

use serde::{Deserialize, Serialize};
use verity_core::pii::Sealed;
use verity_core::ports::Ports;
use verity_core::table::{Condition, Entity, Key, TableExt, Tx, TxAction, TxError};
use verity_core::text::Lang;

use super::{CandidateError, CandidateResult};
use crate::identity::codes::{self, Scene};
use crate::identity::session;
use crate::identity::IdentityError;

verity_core::sealed_field!(MePhoneEnc, "phoneEnc");

/// What a candidate portal token starts with (and no other token does).
pub const TOKEN_PREFIX: &str = "me_";
/// A session ends after this long without a call.
pub const IDLE_SECS: i64 = 30 * 60;
/// And this long after sign-in, whatever happens.
pub const ABSOLUTE_SECS: i64 = 12 * 3600;
/// A call moves the idle deadline at most once a minute (one write a minute, not one a call).
const TOUCH_MS: i64 = 60 * 1000;

/// Whether a bearer token is a candidate portal token.
pub fn is_me_token(token: &str) -> bool {
    token.starts_with(TOKEN_PREFIX)
}

/// The keyed hash of a candidate's phone: the one the order item keeps as
/// `phoneHash` (`orders::create`).
pub fn phone_hash(ports: &Ports, phone: &str) -> String {
    ports.pii.lookup_hash("candidate.phone", phone)
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct MeSessionItem {
    #[serde(skip)]
    token_hash: String,
    phone_hash: String,
    phone_enc: Sealed<MePhoneEnc>,
    created_at: i64,
    last_seen_at: i64,
    idle_expires_at: i64,
    absolute_expires_at: i64,
    /// TTL (epoch seconds), at the absolute deadline.
    expires_at: i64,
}

fn session_key(token_hash: &str) -> Key {
    Key::new(format!("MESESSION#{token_hash}"), "MESESSION")
}

impl Entity for MeSessionItem {
    const KIND: &'static str = "candidate session";
    fn key(&self) -> Key {
        session_key(&self.token_hash)
    }
}

/// A signed-in candidate: their phone, as its hash (and sealed).
#[derive(Clone)]
pub struct MeSession {
    pub phone_hash: String,
    token_hash: String,
    phone_enc: Sealed<MePhoneEnc>,
}

impl std::fmt::Debug for MeSession {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("MeSession(..)")
    }
}

impl MeSession {
    /// The phone signed in with (the export names it to its owner).
    pub fn phone(&self, ports: &Ports) -> CandidateResult<String> {
        self.phone_enc
            .open(&ports.pii)
            .map_err(|e| verity_core::failure::Internal::new(e).into())
    }
}

/// Asks for the sign-in code. The code is stored and its event published
/// the same for every phone; the processor texts it only to a phone with a
/// check ([`super::Phones`]), so the answer and its time say nothing.
pub async fn send_code(
    ports: &Ports,
    phone: &str,
    client_net: Option<&str>,
    lang: Lang,
) -> CandidateResult<()> {
    codes::send_code(ports, phone, Scene::Me, client_net, lang).await?;
    Ok(())
}

/// Signs in with the code: `(token, idle deadline in ms)`. The code is
/// consumed in the session's transaction, so it opens one session.
pub async fn login(ports: &Ports, phone: &str, code: &str) -> CandidateResult<(String, i64)> {
    let verified = codes::check_code(ports, phone, Scene::Me, code).await?;
    let now = ports.clock.now_millis();
    let token = format!("{TOKEN_PREFIX}{}", verity_core::ids::new_token());
    let absolute = now + ABSOLUTE_SECS * 1000;
    let item = MeSessionItem {
        token_hash: crate::identity::token_hash(&token),
        phone_hash: phone_hash(ports, phone),
        phone_enc: Sealed::seal(&ports.pii, phone),
        created_at: now,
        last_seen_at: now,
        idle_expires_at: now + IDLE_SECS * 1000,
        absolute_expires_at: absolute,
        expires_at: absolute / 1000,
    };
    let tx = Tx::new()
        .with(codes::CODE, verified.consume_action(now))
        .with(
            "session",
            TxAction::Put {
                item: item.to_item(),
                condition: Some(Condition::item_absent()),
            },
        );
    match ports.table.run(tx).await {
        Ok(()) => {}
        Err(TxError::Condition(_)) => return Err(IdentityError::BadSmsCode.into()),
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    tracing::info!("candidate signed in");
    Ok((token, item.idle_expires_at))
}

/// The session of a `me_…` token: [`CandidateError::SessionInvalid`] for
/// any other token, an unknown one, or one past a deadline.
pub async fn authenticate(ports: &Ports, token: &str) -> CandidateResult<MeSession> {
    if !is_me_token(token) {
        return Err(CandidateError::SessionInvalid);
    }
    let key = session_key(&crate::identity::token_hash(token));
    let item = ports
        .table
        .get_as::<MeSessionItem>(&key)
        .await?
        .ok_or(CandidateError::SessionInvalid)?;
    let deadlines = session::Deadlines {
        idle_expires_at: item.idle_expires_at,
        absolute_expires_at: item.absolute_expires_at,
        last_seen_at: item.last_seen_at,
    };
    let now = ports.clock.now_millis();
    if !session::keep_alive(ports, &key, &deadlines, now, IDLE_SECS * 1000, TOUCH_MS).await? {
        return Err(CandidateError::SessionInvalid);
    }
    Ok(MeSession {
        token_hash: key
            .pk
            .strip_prefix("MESESSION#")
            .unwrap_or_default()
            .to_string(),
        phone_hash: item.phone_hash,
        phone_enc: item.phone_enc,
    })
}

/// Ends the session at once.
pub async fn logout(ports: &Ports, session: &MeSession) -> CandidateResult<()> {
    ports
        .table
        .delete(&session_key(&session.token_hash), None)
        .await?;
    Ok(())
}
