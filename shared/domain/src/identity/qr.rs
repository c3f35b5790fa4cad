//! QR sign-in tickets: the states a ticket moves through and the links
//! between external identities and portal users. The HTTP flow (getQrCode,
//! scan, confirm, queryResult, bindMobile, callback) is in the `user`
//! function; every write of a ticket is here.
//!
//! A ticket is keyed by the SHA-256 of its scan code (what the QR shows) and
//! holds the SHA-256 of a separate poll secret (what only the desktop holds),
//! so a photo of the QR cannot collect the login token.
//!
//! ```text
//! pending ──scan──▶ scanned ──confirm──▶ confirmed ──collect──▶ handedOut
//!    │                 └──wrong number──▶ cancelled
//!    └──────────────confirm──────────────▲
//! ```
//!
//! Against phishing (someone shows a victim a QR code from their own
//! computer), a ticket records who asked for it (network, device, time) and
//! a two-digit match code the desktop shows; the phone sees the requester
//! and must pick that code among three to confirm. A wrong pick cancels the
//! ticket for good, so the code cannot be guessed.
//!
//! A confirmation names the confirming user's `authEpoch` and session; the
//! hand-out re-checks both in its transaction, so a password reset, a new
//! phone, a disable or the confirming session's logout in between leaves
//! the desktop with nothing.
//! An external identity without a phone parks a ticket `scanned` with a
//! `pendingSubject` until a phone is bound to it.

use serde::{Deserialize, Serialize};
use serde_json::json;
use verity_core::ports::Ports;
use verity_core::table::{
    Condition, Entity, Key, Status, TableExt, TableResult, Tx, TxAction, TxError, UpdateAction,
};

use super::accounts::{self, NewUser, UserKind};
use super::error::IdentityError;
use super::session::{self, LoginGrant};
use super::token_hash;

/// Transaction label of a ticket's write.
pub const TICKET: &str = "qrTicket";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum TicketStatus {
    Pending,
    Scanned,
    Confirmed,
    HandedOut,
    Cancelled,
}

impl Status for TicketStatus {
    fn as_str(self) -> &'static str {
        match self {
            TicketStatus::Pending => "pending",
            TicketStatus::Scanned => "scanned",
            TicketStatus::Confirmed => "confirmed",
            TicketStatus::HandedOut => "handedOut",
            TicketStatus::Cancelled => "cancelled",
        }
    }

    fn can_become(self, to: Self) -> bool {
        use TicketStatus::*;
        matches!(
            (self, to),
            (Pending, Scanned)
                | (Pending, Confirmed)
                | (Scanned, Confirmed)
                | (Confirmed, HandedOut)
                | (Pending, Cancelled)
                | (Scanned, Cancelled)
        )
    }
}

/// A QR sign-in ticket: `QR#<sha256(scan code)>` / `TICKET`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct QrTicket {
    #[serde(skip)]
    pub scan_hash: String,
    pub poll_hash: String,
    pub status: TicketStatus,
    /// The identity provider that issued it (`portal`, …).
    pub provider: String,
    pub created_at: i64,
    pub valid_until: i64,
    /// TTL (epoch seconds).
    pub expires_at: i64,
    /// Who asked for the ticket, shown on the confirming phone.
    #[serde(default)]
    pub requester: Requester,
    /// The two digits the desktop shows and the phone must pick.
    #[serde(default)]
    pub match_code: String,
    /// What the phone offers to pick from: the match code and two others.
    #[serde(default)]
    pub match_choices: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub confirmed_at: Option<i64>,
    /// The confirming user's `authEpoch`.
    #[serde(default)]
    pub auth_epoch: i64,
    /// SHA-256 of the confirming session's token, when a session confirmed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub confirmed_by_session: Option<String>,
    /// An external identity without a phone, waiting for bindMobile.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending_provider: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending_subject: Option<String>,
}

impl Entity for QrTicket {
    const KIND: &'static str = "QR ticket";

    fn key(&self) -> Key {
        ticket_key_of_hash(&self.scan_hash)
    }
}

/// An external identity's portal user: `IDENTITY#<provider>#<hmac(subject)>` / `LINK`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct IdentityLink {
    #[serde(skip)]
    pub provider: String,
    #[serde(skip)]
    pub subject_hash: String,
    pub user_id: String,
    pub created_at: i64,
}

impl Entity for IdentityLink {
    const KIND: &'static str = "identity link";

    fn key(&self) -> Key {
        link_key(&self.provider, &self.subject_hash)
    }
}

fn ticket_key_of_hash(hash: &str) -> Key {
    Key::new(format!("QR#{hash}"), "TICKET")
}

pub fn ticket_key(scan_code: &str) -> Key {
    ticket_key_of_hash(&token_hash(scan_code))
}

fn link_key(provider: &str, subject_hash: &str) -> Key {
    Key::new(format!("IDENTITY#{provider}#{subject_hash}"), "LINK")
}

/// The keyed hash an external subject id is stored under.
pub fn subject_hash(ports: &Ports, provider: &str, subject: &str) -> String {
    ports
        .pii
        .lookup_hash(&format!("subject:{provider}"), subject)
}

/// The computer that asked for a ticket.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Requester {
    /// Its network as the trusted proxy saw it (IPv4 address, IPv6 /64).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ip: Option<String>,
    /// A short description of its browser and system, e.g. `Chrome on Windows`.
    #[serde(default)]
    pub device: String,
    /// When it asked, epoch milliseconds.
    #[serde(default)]
    pub requested_at: i64,
}

/// A new ticket: the scan code (for the QR), the poll secret (for the
/// desktop only), the match code (for the desktop to show) and the
/// deadline, epoch milliseconds.
pub struct OpenedTicket {
    pub scan_code: String,
    pub poll_secret: String,
    pub match_code: String,
    pub valid_until: i64,
}

/// Two random digits, and three distinct choices holding them in random order.
fn match_codes() -> (String, Vec<String>) {
    use rand::seq::SliceRandom;
    use rand::Rng;
    let mut rng = rand::rng();
    let mut choices: Vec<String> = Vec::with_capacity(3);
    while choices.len() < 3 {
        let c = format!("{:02}", rng.random_range(10..100));
        if !choices.contains(&c) {
            choices.push(c);
        }
    }
    let code = choices[0].clone();
    choices.shuffle(&mut rng);
    (code, choices)
}

pub async fn open(
    ports: &Ports,
    provider: &str,
    requester: Requester,
) -> Result<OpenedTicket, IdentityError> {
    let scan_code = verity_core::ids::new_token();
    let poll_secret = verity_core::ids::new_token();
    let now = ports.clock.now_millis();
    let valid_until = now + ports.auth.qr_ttl_secs * 1000;
    let (match_code, match_choices) = match_codes();
    let ticket = QrTicket {
        scan_hash: token_hash(&scan_code),
        poll_hash: token_hash(&poll_secret),
        status: TicketStatus::Pending,
        provider: provider.to_string(),
        created_at: now,
        valid_until,
        expires_at: valid_until.div_euclid(1000) + 1,
        requester: Requester {
            requested_at: now,
            ..requester
        },
        match_code: match_code.clone(),
        match_choices,
        user_id: None,
        confirmed_at: None,
        auth_epoch: 0,
        confirmed_by_session: None,
        pending_provider: None,
        pending_subject: None,
    };
    if !ports.table.put_new(&ticket).await? {
        return Err(IdentityError::internal("a fresh QR ticket collided"));
    }
    Ok(OpenedTicket {
        scan_code,
        poll_secret,
        match_code,
        valid_until,
    })
}

/// Still open: pending or scanned, no identity waiting for a phone, in time.
fn open_condition(now: i64) -> Condition {
    Condition::And(vec![
        Condition::Or(vec![
            Condition::eq(TicketStatus::ATTR, TicketStatus::Pending.as_str()),
            Condition::eq(TicketStatus::ATTR, TicketStatus::Scanned.as_str()),
        ]),
        Condition::NotExists("pendingSubject".into()),
        Condition::Gt("validUntil".into(), json!(now)),
    ])
}

/// Who confirms a ticket.
pub struct Confirmer<'a> {
    pub user_id: &'a str,
    /// The user's `authEpoch` at confirmation.
    pub auth_epoch: i64,
    /// SHA-256 of the confirming session's token (a signed-in phone).
    pub session_hash: Option<&'a str>,
}

fn confirmed_by(by: &Confirmer<'_>, now: i64) -> Vec<UpdateAction> {
    let mut actions = vec![
        UpdateAction::set(TicketStatus::ATTR, TicketStatus::Confirmed.as_str()),
        UpdateAction::set("userId", by.user_id),
        UpdateAction::set("confirmedAt", now),
        UpdateAction::set("authEpoch", by.auth_epoch),
    ];
    if let Some(hash) = by.session_hash {
        actions.push(UpdateAction::set("confirmedBySession", hash));
    }
    actions
}

/// Applies updates to an open ticket; a used, expired or unknown one is 2010.
async fn update_open(
    ports: &Ports,
    scan_code: &str,
    actions: Vec<UpdateAction>,
) -> Result<(), IdentityError> {
    let now = ports.clock.now_millis();
    match ports
        .table
        .update(&ticket_key(scan_code), actions, Some(open_condition(now)))
        .await
    {
        Ok(_) => Ok(()),
        Err(e) if e.is_condition_failure() => Err(IdentityError::QrTicketInvalid),
        Err(e) => Err(e.into()),
    }
}

/// What the confirming phone is shown about a ticket.
#[derive(Debug, Clone)]
pub struct Scanned {
    pub requester: Requester,
    pub match_choices: Vec<String>,
}

/// A signed-in phone opened the ticket's page: marks it scanned and answers
/// who asked for it and the numbers to pick from.
pub async fn mark_scanned(ports: &Ports, scan_code: &str) -> Result<Scanned, IdentityError> {
    let status = UpdateAction::set(TicketStatus::ATTR, TicketStatus::Scanned.as_str());
    update_open(ports, scan_code, vec![status]).await?;
    let ticket = ports
        .table
        .get_as::<QrTicket>(&ticket_key(scan_code))
        .await?
        .ok_or(IdentityError::QrTicketInvalid)?;
    Ok(Scanned {
        requester: ticket.requester,
        match_choices: ticket.match_choices,
    })
}

/// A signed-in phone confirms with the number it picked: the desktop will
/// be signed in as `by.user_id`. A wrong number cancels the ticket (2015).
pub async fn confirm_with_match(
    ports: &Ports,
    scan_code: &str,
    picked: &str,
    by: &Confirmer<'_>,
) -> Result<(), IdentityError> {
    let now = ports.clock.now_millis();
    let key = ticket_key(scan_code);
    let ticket = ports
        .table
        .get_as::<QrTicket>(&key)
        .await?
        .ok_or(IdentityError::QrTicketInvalid)?;
    if ticket.match_code.is_empty()
        || !verity_core::pii::constant_time_eq(&ticket.match_code, picked)
    {
        let cancel = UpdateAction::set(TicketStatus::ATTR, TicketStatus::Cancelled.as_str());
        update_open(ports, scan_code, vec![cancel]).await?;
        return Err(IdentityError::QrMatchMismatch);
    }
    let condition = open_condition(now).and(Condition::eq("matchCode", ticket.match_code));
    match ports
        .table
        .update(&key, confirmed_by(by, now), Some(condition))
        .await
    {
        Ok(_) => Ok(()),
        Err(e) if e.is_condition_failure() => Err(IdentityError::QrTicketInvalid),
        Err(e) => Err(e.into()),
    }
}

/// An external provider confirms for an identity linked to `by.user_id`
/// (its own app showed the requester; no match code).
pub async fn confirm_linked(
    ports: &Ports,
    scan_code: &str,
    by: &Confirmer<'_>,
) -> Result<(), IdentityError> {
    let now = ports.clock.now_millis();
    update_open(ports, scan_code, confirmed_by(by, now)).await
}

/// What the desktop's poll sees.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Poll {
    Pending,
    Scanned {
        need_bind_mobile: bool,
    },
    /// The login token, handed out once.
    Confirmed {
        token: String,
    },
    /// The phone picked a wrong number.
    Cancelled,
    /// Unknown, expired, polled with the wrong secret, or handed out already.
    Expired,
}

/// The desktop polls with its scan code and poll secret; a confirmed ticket
/// hands out its login token once (the ticket moves to `handedOut` in the
/// same transaction that writes the token).
pub async fn poll(
    ports: &Ports,
    scan_code: &str,
    poll_secret: &str,
) -> Result<Poll, IdentityError> {
    let key = ticket_key(scan_code);
    let now = ports.clock.now_millis();
    let Some(ticket) = ports.table.get_as::<QrTicket>(&key).await? else {
        return Ok(Poll::Expired);
    };
    let owner = verity_core::pii::constant_time_eq(&ticket.poll_hash, &token_hash(poll_secret));
    if ticket.valid_until <= now || !owner {
        return Ok(Poll::Expired);
    }
    match ticket.status {
        TicketStatus::Pending => Ok(Poll::Pending),
        TicketStatus::Scanned => Ok(Poll::Scanned {
            need_bind_mobile: ticket.pending_subject.is_some(),
        }),
        TicketStatus::HandedOut => Ok(Poll::Expired),
        TicketStatus::Cancelled => Ok(Poll::Cancelled),
        TicketStatus::Confirmed => {
            let grant = LoginGrant {
                user_id: ticket.user_id.clone().unwrap_or_default(),
                login_type: "qr".into(),
                auth_epoch: ticket.auth_epoch,
            };
            let (token, login_token) = session::new_login_token(ports, &grant);
            let mut hand_out =
                TicketStatus::Confirmed.transition(key, TicketStatus::HandedOut, vec![]);
            if let TxAction::Update {
                condition: Some(c), ..
            } = &mut hand_out
            {
                *c = c
                    .clone()
                    .and(Condition::Gt("validUntil".into(), json!(now)));
            }
            let mut tx = Tx::new()
                .with(TICKET, hand_out)
                .with(session::LOGIN_TOKEN, login_token.put_new())
                // The confirming user's sessions were not ended since.
                .with(
                    accounts::USER,
                    accounts::check_signed_in_under(&grant.user_id, grant.auth_epoch),
                );
            if let Some(hash) = &ticket.confirmed_by_session {
                // Nor did the confirming phone sign out.
                tx.push(
                    "confirmingSession",
                    TxAction::ConditionCheck {
                        key: session::session_key(hash),
                        condition: Condition::item_present(),
                    },
                );
            }
            match ports.table.run(tx).await {
                Ok(()) => Ok(Poll::Confirmed { token }),
                // Handed out meanwhile (single use), expired, or the
                // confirmation no longer stands.
                Err(TxError::Condition(_)) => Ok(Poll::Expired),
                Err(TxError::Table(e)) => Err(e.into()),
            }
        }
    }
}

/// The portal user an external identity is linked to, if any.
pub async fn linked_user(
    ports: &Ports,
    provider: &str,
    subject_hash: &str,
) -> TableResult<Option<String>> {
    Ok(ports
        .table
        .get_as::<IdentityLink>(&link_key(provider, subject_hash))
        .await?
        .map(|l| l.user_id))
}

/// Parks an open ticket on an identity without a phone (needBindMobile).
pub async fn hold_for_phone(
    ports: &Ports,
    scan_code: &str,
    provider: &str,
    subject_hash: &str,
) -> Result<(), IdentityError> {
    let actions = vec![
        UpdateAction::set(TicketStatus::ATTR, TicketStatus::Scanned.as_str()),
        UpdateAction::set("pendingProvider", provider),
        UpdateAction::set("pendingSubject", subject_hash),
    ];
    update_open(ports, scan_code, actions).await
}

/// Which ticket condition a phone-confirmation applies under.
pub enum Waiting<'a> {
    /// Any open ticket (an identity that came with a phone).
    Open,
    /// A ticket parked on this subject (bindMobile).
    OnSubject(&'a str),
}

/// The identity waiting on a parked ticket: `(provider, subject hash)`, or
/// 2010 when the ticket is not live and parked.
pub async fn waiting_identity(
    ports: &Ports,
    scan_code: &str,
) -> Result<(String, String), IdentityError> {
    let now = ports.clock.now_millis();
    let ticket = ports
        .table
        .get_as::<QrTicket>(&ticket_key(scan_code))
        .await?
        .filter(|t| t.valid_until > now && t.status == TicketStatus::Scanned)
        .ok_or(IdentityError::QrTicketInvalid)?;
    match (ticket.pending_provider, ticket.pending_subject) {
        (Some(provider), Some(subject)) => Ok((provider, subject)),
        _ => Err(IdentityError::QrTicketInvalid),
    }
}

/// Signs `phone`'s user in behind a ticket (creating a visitor when the phone
/// has no user) and links the identity to them, in one transaction with
/// `leading` (e.g. consuming the bindMobile code, label `codes::CODE`).
/// A used code is 2002; any other failed condition (the ticket moved on, the
/// identity got linked meanwhile) is 2010.
pub async fn confirm_for_phone(
    ports: &Ports,
    waiting: Waiting<'_>,
    scan_code: &str,
    (provider, subject_hash): (&str, &str),
    phone: &str,
    leading: Tx,
) -> Result<(), IdentityError> {
    let now = ports.clock.now_millis();
    let (user_id, auth_epoch, create_user) = match accounts::user_by_phone(ports, phone).await? {
        Some(u) if u.disabled() => return Err(IdentityError::AccountDisabled),
        Some(u) => (u.user_id, u.auth_epoch, Tx::new()),
        None => {
            let (u, tx) = accounts::new_user_actions(
                ports,
                &NewUser {
                    phone,
                    kind: UserKind::Visitor,
                    name: None,
                    password_hash: None,
                },
            );
            (u.user_id, u.auth_epoch, tx)
        }
    };
    let condition = match waiting {
        Waiting::Open => open_condition(now),
        Waiting::OnSubject(subject) => Condition::And(vec![
            Condition::eq(TicketStatus::ATTR, TicketStatus::Scanned.as_str()),
            Condition::eq("pendingSubject", subject),
            Condition::Gt("validUntil".into(), json!(now)),
        ]),
    };
    let by = Confirmer {
        user_id: &user_id,
        auth_epoch,
        session_hash: None,
    };
    let mut confirm = confirmed_by(&by, now);
    confirm.push(UpdateAction::Remove("pendingSubject".into()));
    let link = IdentityLink {
        provider: provider.to_string(),
        subject_hash: subject_hash.to_string(),
        user_id: user_id.clone(),
        created_at: now,
    };
    let tx = leading
        .with(
            TICKET,
            TxAction::Update {
                key: ticket_key(scan_code),
                actions: confirm,
                condition: Some(condition),
            },
        )
        .with("identityLink", link.put_new())
        .extend(create_user);
    match ports.table.run(tx).await {
        Ok(()) => Ok(()),
        Err(TxError::Condition(super::codes::CODE)) => Err(IdentityError::BadSmsCode),
        Err(TxError::Condition(_)) => Err(IdentityError::QrTicketInvalid),
        Err(TxError::Table(e)) => Err(e.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tickets_move_forward_only() {
        use TicketStatus::*;
        assert!(Pending.can_become(Scanned));
        assert!(Scanned.can_become(Confirmed));
        assert!(Confirmed.can_become(HandedOut));
        assert!(!HandedOut.can_become(Confirmed));
        assert!(!Confirmed.can_become(Pending));
        assert!(!Scanned.can_become(Pending));
    }
}
