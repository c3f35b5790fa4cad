//! Share links: a link texted to one phone that opens one thing (a
//! candidate's consent page; later a shared report) without an account.
//!
//! - The link carries a share code `s` (256 random bits); the table keeps
//!   only its keyed hash, plus the code sealed so the link can be texted
//!   again (reminders), and the phone it was issued to (hash and sealed).
//! - Every call that opens the link carries `s` and a share token; until
//!   the phone is verified, [`open`] answers [`ShareError::PhoneCheckRequired`]
//!   (-12). [`check_phone`] verifies an SMS code of scene `checkPhone` sent
//!   to the link's phone and gives a share token (2 hours) bound to this link.
//! - A link expires ([`ShareLink::expires_at`]) and can be revoked; an
//!   expired or revoked link says so before anything else.
//!
//! | item | pk | sk |
//! |---|---|---|
//! | share link | `SHARE#<hash of s>` | `LINK` |
//! | share token | `SHARETOKEN#<hash of token>` | `TOKEN` (TTL) |
//!
//! A link is listed under its subject on gsi1 (`SHARES#<subjectId>`), so
//! erasing an order's data (the privacy area) finds every link of it.

use serde::{Deserialize, Serialize};
use verity_core::failure::Internal;
use verity_core::pii::{constant_time_eq, Sealed, SealedField};
use verity_core::ports::Ports;
use verity_core::table::{Condition, Entity, Key, TableError, TableExt, TxAction, UpdateAction};

use crate::identity::codes::{self, Scene};
use crate::identity::IdentityError;

/// How long a share token (a verified phone) opens its link.
pub const TOKEN_TTL_SECS: i64 = 2 * 3600;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SharePurpose {
    /// The candidate's consent page of an order (`/consent`).
    Consent,
    /// An order's report on a phone (`/sr`, the mobile report).
    Report,
    /// A declined candidate's findings and dispute form (`/dispute`).
    Dispute,
    /// A member invitation's acceptance page (`/invitation`).
    Invitation,
}

impl SharePurpose {
    /// The SPA path the link opens.
    fn path(self) -> &'static str {
        match self {
            SharePurpose::Consent => "/consent",
            SharePurpose::Report => "/sr",
            SharePurpose::Dispute => "/dispute",
            SharePurpose::Invitation => "/invitation",
        }
    }

    /// The SMS scene whose code verifies the phone: an invitation's own
    /// (texted only to the link's phone), else `checkPhone`.
    pub fn scene(self) -> Scene {
        match self {
            SharePurpose::Invitation => Scene::Invitation,
            _ => Scene::CheckPhone,
        }
    }
}

#[derive(Debug, Clone, Copy)]
pub struct ShareCodeEnc;
impl SealedField for ShareCodeEnc {
    const ATTR: &'static str = "codeEnc";
}

#[derive(Debug, Clone, Copy)]
pub struct SharePhoneEnc;
impl SealedField for SharePhoneEnc {
    const ATTR: &'static str = "phoneEnc";
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ShareLink {
    pub code_hash: String,
    pub purpose: SharePurpose,
    pub enterprise_id: String,
    /// What it opens (an order id).
    pub subject_id: String,
    pub phone_hash: String,
    pub phone_enc: Sealed<SharePhoneEnc>,
    pub code_enc: Sealed<ShareCodeEnc>,
    /// The SPA's origin the link points at.
    pub link_base: String,
    pub created_at: i64,
    pub expires_at: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revoked_at: Option<i64>,
    /// Revoked because its sender withdrew what it offers (a member
    /// invitation revoked by the enterprise), not because it was used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub withdrawn_at: Option<i64>,
}

impl Entity for ShareLink {
    const KIND: &'static str = "share link";
    fn key(&self) -> Key {
        link_key(&self.code_hash)
    }
    /// Every link of a subject (gsi1): erasing an order's data finds them all.
    fn index_keys(&self) -> Vec<(&'static str, String)> {
        vec![
            ("gsi1pk", subject_pk(&self.subject_id)),
            (
                "gsi1sk",
                format!("{:013}#{}", self.created_at, self.code_hash),
            ),
        ]
    }
}

/// The links of one subject (an order id, an invitation id), on gsi1.
pub fn subject_pk(subject_id: &str) -> String {
    format!("SHARES#{subject_id}")
}

/// The key of the link of code hash `code_hash`.
pub fn link_key_of(code_hash: &str) -> Key {
    link_key(code_hash)
}

fn link_key(code_hash: &str) -> Key {
    Key::new(format!("SHARE#{code_hash}"), "LINK")
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ShareToken {
    token_hash: String,
    code_hash: String,
    /// Epoch seconds (the table's TTL attribute).
    expires_at: i64,
}

impl Entity for ShareToken {
    const KIND: &'static str = "share token";
    fn key(&self) -> Key {
        Key::new(format!("SHARETOKEN#{}", self.token_hash), "TOKEN")
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ShareError {
    #[error("share link invalid")]
    Invalid,
    #[error("share link expired")]
    Expired,
    #[error("share link revoked")]
    Revoked,
    #[error("phone is not the link's")]
    PhoneMismatch,
    /// The viewer's phone must be verified first (-12).
    #[error("phone check required")]
    PhoneCheckRequired,
    /// A wrong or used SMS code, cooldowns and caps.
    #[error(transparent)]
    Code(#[from] IdentityError),
    #[error(transparent)]
    Internal(#[from] Internal),
}

impl From<TableError> for ShareError {
    #[track_caller]
    fn from(e: TableError) -> Self {
        ShareError::Internal(Internal::new(e))
    }
}

pub type ShareResult<T> = Result<T, ShareError>;

/// The keyed hash a link of code `s` is stored under.
pub fn code_hash(ports: &Ports, s: &str) -> String {
    ports.pii.secret_hash("share", s.trim())
}

fn phone_hash(ports: &Ports, phone: &str) -> String {
    ports.pii.lookup_hash("share.phone", phone)
}

impl ShareLink {
    /// A new link for `phone` and its code `s` (not stored in clear).
    pub fn issue(
        ports: &Ports,
        purpose: SharePurpose,
        enterprise_id: &str,
        subject_id: &str,
        phone: &str,
        link_base: &str,
        ttl_secs: i64,
    ) -> (ShareLink, String) {
        let s = verity_core::ids::new_token();
        let now = ports.clock.now_millis();
        let link = ShareLink {
            code_hash: code_hash(ports, &s),
            purpose,
            enterprise_id: enterprise_id.to_string(),
            subject_id: subject_id.to_string(),
            phone_hash: phone_hash(ports, phone),
            phone_enc: Sealed::seal(&ports.pii, phone),
            code_enc: Sealed::seal(&ports.pii, &s),
            link_base: link_base.to_string(),
            created_at: now,
            expires_at: now + ttl_secs * 1000,
            revoked_at: None,
            withdrawn_at: None,
        };
        (link, s)
    }

    /// The address to text, and the phone to text it to.
    pub fn delivery(&self, ports: &Ports) -> Result<(String, String), Internal> {
        let s = self.code_enc.open(&ports.pii).map_err(Internal::new)?;
        let phone = self.phone_enc.open(&ports.pii).map_err(Internal::new)?;
        let url = format!("{}/#{}?s={s}", self.link_base, self.purpose.path());
        Ok((url, phone))
    }

    /// Revokes the link (in the caller's transaction).
    pub fn revoke_action(code_hash: &str, now: i64) -> TxAction {
        TxAction::Update {
            key: link_key(code_hash),
            actions: vec![UpdateAction::set("revokedAt", now)],
            condition: Some(Condition::item_present()),
        }
    }
}

/// Withdraws the link (in the caller's transaction): revoked, and marked as
/// withdrawn by its sender so its page can say so.
pub fn withdraw_action(code_hash: &str, now: i64) -> TxAction {
    TxAction::Update {
        key: link_key(code_hash),
        actions: vec![
            UpdateAction::set("revokedAt", now),
            UpdateAction::set("withdrawnAt", now),
        ],
        condition: Some(Condition::item_present()),
    }
}

/// Moves a live link's end (in the caller's transaction).
pub fn extend_action(code_hash: &str, expires_at: i64) -> TxAction {
    TxAction::Update {
        key: link_key(code_hash),
        actions: vec![UpdateAction::set("expiresAt", expires_at)],
        condition: Some(Condition::And(vec![
            Condition::item_present(),
            Condition::NotExists("revokedAt".into()),
        ])),
    }
}

/// The link of `s` if it can still be opened.
pub async fn live(ports: &Ports, s: &str) -> ShareResult<ShareLink> {
    if s.trim().is_empty() || s.len() > 128 {
        return Err(ShareError::Invalid);
    }
    let link = ports
        .table
        .get_as::<ShareLink>(&link_key(&code_hash(ports, s)))
        .await?
        .ok_or(ShareError::Invalid)?;
    if link.revoked_at.is_some() {
        return Err(ShareError::Revoked);
    }
    if link.expires_at <= ports.clock.now_millis() {
        return Err(ShareError::Expired);
    }
    Ok(link)
}

/// The link stored under `code_hash`, live or not.
pub async fn by_hash(ports: &Ports, code_hash: &str) -> Result<Option<ShareLink>, TableError> {
    ports.table.get_as::<ShareLink>(&link_key(code_hash)).await
}

/// Whether the live link stored under `code_hash` was issued to `phone`
/// (the processor's rule for a code bound to a link).
pub async fn issued_to(ports: &Ports, code_hash: &str, phone: &str) -> Result<bool, TableError> {
    let now = ports.clock.now_millis();
    Ok(ports
        .table
        .get_as::<ShareLink>(&link_key(code_hash))
        .await?
        .is_some_and(|l| {
            l.revoked_at.is_none()
                && l.expires_at > now
                && constant_time_eq(&l.phone_hash, &phone_hash(ports, phone))
        }))
}

/// What identity asks before texting a code bound to a link: [`issued_to`].
pub struct Links;

#[async_trait::async_trait]
impl codes::LinkPhones for Links {
    async fn issued_to(&self, ports: &Ports, link: &str, phone: &str) -> Result<bool, TableError> {
        issued_to(ports, link, phone).await
    }
}

/// Asks for the SMS code of the link's phone check (scene by the link's
/// purpose), bound to the link: the processor texts it only when `phone` is
/// the one the link was issued to. The request stores and publishes the same
/// for every phone, so its answer and its time say nothing about the link's
/// phone.
pub async fn send_code(
    ports: &Ports,
    s: &str,
    phone: &str,
    client_net: Option<&str>,
    lang: verity_core::text::Lang,
) -> ShareResult<()> {
    let link = live(ports, s).await?;
    codes::send_bound_code(
        ports,
        phone,
        link.purpose.scene(),
        client_net,
        Some(&link.code_hash),
        lang,
    )
    .await?;
    Ok(())
}

/// Verifies the SMS code sent to the link's phone (scene by the link's
/// purpose, [`SharePurpose::scene`]) and gives a share token for this
/// link: `(token, expiresAt in ms)`.
pub async fn check_phone(
    ports: &Ports,
    s: &str,
    phone: &str,
    code: &str,
) -> ShareResult<(String, i64)> {
    let link = live(ports, s).await?;
    let verified = codes::check_code(ports, phone, link.purpose.scene(), code).await?;
    if !constant_time_eq(&link.phone_hash, &phone_hash(ports, phone)) {
        return Err(ShareError::PhoneMismatch);
    }
    verified.consume(ports).await?;
    let token = verity_core::ids::new_token();
    let expires_at_ms = ports.clock.now_millis() + TOKEN_TTL_SECS * 1000;
    let item = ShareToken {
        token_hash: ports.pii.secret_hash("share-token", &token),
        code_hash: link.code_hash,
        expires_at: expires_at_ms / 1000,
    };
    ports.table.put(item.to_item(), None).await?;
    Ok((token, expires_at_ms))
}

/// Opens the link of `s` for the bearer of a share token: -12 when the
/// token is missing, unknown, expired or of another link.
pub async fn open(ports: &Ports, s: &str, token: Option<&str>) -> ShareResult<ShareLink> {
    let link = live(ports, s).await?;
    let token = token.ok_or(ShareError::PhoneCheckRequired)?;
    let key = Key::new(
        format!("SHARETOKEN#{}", ports.pii.secret_hash("share-token", token)),
        "TOKEN",
    );
    let now_secs = ports.clock.now_millis() / 1000;
    match ports.table.get_as::<ShareToken>(&key).await? {
        Some(t) if t.expires_at > now_secs && constant_time_eq(&t.code_hash, &link.code_hash) => {
            Ok(link)
        }
        _ => Err(ShareError::PhoneCheckRequired),
    }
}
