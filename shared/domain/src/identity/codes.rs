//! SMS verification codes.
//!
//! - 6 digits from the OS random source, valid `code_ttl_secs` (10 min),
//!   checked against a keyed hash bound to the phone and scene.
//! - Sent off the request path: the request stores the code with its text
//!   sealed for delivery and publishes `sms.code` (identifiers only); the
//!   processor ([`deliver`]) opens it, decides whether the scene's rule lets
//!   it go out (login and resetPassword only to an account that may use
//!   them, invitation only to the phone of the link the code is bound to), texts it through the Sms port and removes the sealed copy. The
//!   request does the same work for every phone, so neither its answer nor
//!   its timing says whether the phone has an account.
//! - One live code per phone and scene (`SMSCODE#<hmac(phone)>` / `<scene>`);
//!   a new one replaces the old no sooner than `code_cooldown_secs` (60 s)
//!   after it (code 2004, `data.retryAfterSeconds`).
//! - Daily caps per phone and per client IP (code 2005), counted in the same
//!   transaction that stores the code, each counter conditioned on being
//!   under its cap.
//! - A wrong code adds one to the code's attempts; at `code_max_attempts`
//!   (5) wrong tries the code is dead (2003). A right code is consumed by a
//!   conditional update (unconsumed, under the attempt limit, before its
//!   deadline), usually inside the transaction of the action it authorises,
//!   so a code works exactly once even under concurrent use.

use rand::TryRngCore;
use serde_json::{json, Value};
use verity_core::text::{Lang, Text};

use super::accounts::{self, UserKind};
use super::error::IdentityError;
use crate::counters::count_today;
use verity_core::events::DomainEvent;
use verity_core::pii::{constant_time_eq, Sealed, SealedField};
use verity_core::ports::Ports;
use verity_core::table::{
    Condition, Entity, Key, TableError, TableExt, Tx, TxAction, TxError, UpdateAction,
};

/// The event that asks the processor to deliver a stored code.
pub const SMS_CODE_EVENT: &str = "sms.code";

/// The sealed delivery of a code: `<scene> <phone> <code>`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeliveryEnc;

impl SealedField for DeliveryEnc {
    const ATTR: &'static str = "deliveryEnc";
}

/// The transaction label of a code's write or consumption: a failure there
/// means the code was used (or replaced) meanwhile.
pub const CODE: &str = "smsCode";

/// Why a code is sent; a code works only for its own scene.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum Scene {
    Login,
    Register,
    ResetPassword,
    ChangeMobile,
    CheckPhone,
    BindMobile,
    /// A job applicant's phone (`job/apply/verify`), sent to any phone.
    JobApply,
    /// The phone of a texted member invitation (`enterprise/invitationCheckPhone`):
    /// texted only to the phone the invitation link was issued to.
    Invitation,
    /// The candidate portal's sign-in (`me/sendCode`): texted only to a phone
    /// that has at least one check.
    Me,
}

impl Scene {
    pub const ALL: [Scene; 9] = [
        Scene::Login,
        Scene::Register,
        Scene::ResetPassword,
        Scene::ChangeMobile,
        Scene::CheckPhone,
        Scene::BindMobile,
        Scene::JobApply,
        Scene::Invitation,
        Scene::Me,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Scene::Login => "login",
            Scene::Register => "register",
            Scene::ResetPassword => "resetPassword",
            Scene::ChangeMobile => "changeMobile",
            Scene::CheckPhone => "checkPhone",
            Scene::BindMobile => "bindMobile",
            Scene::JobApply => "jobApply",
            Scene::Invitation => "invitation",
            Scene::Me => "me",
        }
    }

    pub fn parse(text: &str) -> Option<Scene> {
        Scene::ALL.into_iter().find(|s| s.as_str() == text)
    }
}

impl<'de> serde::Deserialize<'de> for Scene {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = Option::<String>::deserialize(d)?.unwrap_or_default();
        Scene::parse(text.trim()).ok_or_else(|| {
            verity_core::types::refuse(
                Text::new("must be one of login, register, resetPassword, changeMobile, checkPhone, bindMobile, jobApply", "须为 login、register、resetPassword、changeMobile、checkPhone、bindMobile、jobApply 之一"),
            )
        })
    }
}

pub fn code_key(ports: &Ports, phone: &str, scene: Scene) -> Key {
    Key::new(
        format!("SMSCODE#{}", super::accounts::phone_hash(ports, phone)),
        scene.as_str(),
    )
}

/// The live code of a phone and scene: `SMSCODE#<hmac(phone)>` / `<scene>`.
/// Only the code's keyed hash is stored.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SmsCodeItem {
    #[serde(skip)]
    pub key: Option<Key>,
    pub code_hash: String,
    /// The phone, scene and code, sealed until the processor delivered them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub delivery_enc: Option<Sealed<DeliveryEnc>>,
    pub sent_at: i64,
    pub valid_until: i64,
    #[serde(default)]
    pub attempts: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consumed: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consumed_at: Option<i64>,
    /// TTL (epoch seconds).
    pub expires_at: i64,
}

impl Entity for SmsCodeItem {
    const KIND: &'static str = "SMS code";

    fn key(&self) -> Key {
        self.key.clone().expect("a code item built with its key")
    }
}

impl SmsCodeItem {
    /// Unused and in time.
    pub fn is_live(&self, now: i64) -> bool {
        self.consumed.is_none() && self.valid_until > now
    }
}

/// The live code of a phone and scene, if any.
pub async fn live_code(
    ports: &Ports,
    phone: &str,
    scene: Scene,
) -> Result<Option<SmsCodeItem>, IdentityError> {
    let now = ports.clock.now_millis();
    Ok(ports
        .table
        .get_as::<SmsCodeItem>(&code_key(ports, phone, scene))
        .await?
        .filter(|c| c.is_live(now)))
}

fn code_hash(ports: &Ports, phone: &str, scene: Scene, code: &str) -> String {
    let context = format!(
        "sms:{}:{}",
        super::accounts::phone_hash(ports, phone),
        scene.as_str()
    );
    ports.pii.secret_hash(&context, code)
}

/// A uniformly random 6-digit code.
pub fn new_code() -> String {
    let mut rng = rand::rngs::OsRng;
    loop {
        let n = rng.try_next_u32().expect("the OS random source works");
        // Reject the top sliver so every code is equally likely.
        if n < u32::MAX - (u32::MAX % 1_000_000) {
            return format!("{:06}", n % 1_000_000);
        }
    }
}

/// The text of a code (template `verify_code`) in `lang`.
pub fn sms_text(code: &str, ttl_secs: i64, lang: Lang) -> verity_core::sms::SmsMessage {
    crate::sms::VERIFY_CODE.render(
        lang,
        vec![
            ("code", code.into()),
            ("minutes", ((ttl_secs + 59) / 60).to_string().into()),
        ],
    )
}

fn cooldown_error(retry_after_ms: i64) -> IdentityError {
    let retry_after_secs = (retry_after_ms + 999).div_euclid(1000).max(1);
    IdentityError::SmsCooldown { retry_after_secs }
}

/// Stores a fresh code for the phone and scene, counting it against the
/// daily caps, and asks the processor to deliver it ([`SMS_CODE_EVENT`]).
/// The same for every phone, account or not: whether it is texted is the
/// processor's decision. `client_net` is the caller's network (IPv4
/// address or IPv6 /64); without one only the phone's cap applies. `lang`
/// is the language of the request: the person who asks for a code is the
/// one who receives it, so the text is in their language.
pub async fn send_code(
    ports: &Ports,
    phone: &str,
    scene: Scene,
    client_net: Option<&str>,
    lang: Lang,
) -> Result<(), IdentityError> {
    send_bound_code(ports, phone, scene, client_net, None, lang).await
}

/// [`send_code`] for a code bound to what it opens (`subject`, an
/// invitation link's hash): the processor texts it only when the phone is
/// the one that subject was issued to. The request does the same work for
/// every phone.
pub async fn send_bound_code(
    ports: &Ports,
    phone: &str,
    scene: Scene,
    client_net: Option<&str>,
    subject: Option<&str>,
    lang: Lang,
) -> Result<(), IdentityError> {
    let cfg = &ports.auth;
    let now = ports.clock.now_millis();
    let key = code_key(ports, phone, scene);
    let cooldown_ms = cfg.code_cooldown_secs * 1000;
    if let Some(existing) = ports.table.get_as::<SmsCodeItem>(&key).await? {
        let sent_at = existing.sent_at;
        if sent_at + cooldown_ms > now {
            return Err(cooldown_error(sent_at + cooldown_ms - now));
        }
    }
    let code = new_code();
    let valid_until = now + cfg.code_ttl_secs * 1000;
    let hash = code_hash(ports, phone, scene, &code);
    let mut delivery = format!("{} {phone} {code}", scene.as_str());
    if let Some(subject) = subject {
        delivery.push(' ');
        delivery.push_str(subject);
    }
    let item = SmsCodeItem {
        key: Some(key.clone()),
        code_hash: hash.clone(),
        delivery_enc: Some(Sealed::seal(&ports.pii, &delivery)),
        sent_at: now,
        valid_until,
        attempts: 0,
        consumed: None,
        consumed_at: None,
        expires_at: valid_until.div_euclid(1000) + 1,
    };
    let phone_hash = super::accounts::phone_hash(ports, phone);
    let mut tx = Tx::new()
        .with(
            CODE,
            TxAction::Put {
                item: item.to_item(),
                condition: Some(Condition::Or(vec![
                    Condition::item_absent(),
                    Condition::Le("sentAt".into(), json!(now - cooldown_ms)),
                ])),
            },
        )
        .with(
            "phoneDailyCap",
            count_today(
                format!("SMSCAP#PHONE#{phone_hash}"),
                now,
                cfg.code_daily_cap_phone,
            ),
        );
    if let Some(net) = client_net {
        let ip_hash = ports.pii.lookup_hash("ip", net);
        tx.push(
            "ipDailyCap",
            count_today(format!("SMSCAP#IP#{ip_hash}"), now, cfg.code_daily_cap_ip),
        );
    }
    match ports.table.run(tx).await {
        Ok(()) => {}
        // Another request stored a code meanwhile.
        Err(TxError::Condition(CODE)) => return Err(cooldown_error(cooldown_ms)),
        Err(TxError::Condition(_)) => return Err(IdentityError::SmsDailyCap),
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    // Identifiers only: the key is a keyed hash, the code stays in the
    // table; the language of the text is no secret.
    let event = DomainEvent::new(
        SMS_CODE_EVENT,
        json!({ "pk": key.pk, "sk": key.sk, "sentAt": now, "lang": lang.tag() }),
    );
    if let Err(e) = ports.events.publish(event).await {
        // Let the user retry at once: the code will never be sent.
        let _ = ports
            .table
            .delete(&key, Some(Condition::eq("codeHash", hash)))
            .await;
        tracing::warn!(error = %e, scene = scene.as_str(), "sms code event not published");
        return Err(IdentityError::SmsUnavailable);
    }
    tracing::info!(scene = scene.as_str(), "verification code issued");
    Ok(())
}

/// Whether a link was issued to a phone: asked of a code bound to a link
/// (an invitation, a share link's phone check). The area that issues links
/// answers it (`share::Links`) and the processor passes it in, so this area
/// names nothing above it.
#[async_trait::async_trait]
pub trait LinkPhones: Send + Sync {
    async fn issued_to(&self, ports: &Ports, link: &str, phone: &str) -> Result<bool, TableError>;

    /// Whether a phone has at least one check (the candidate portal's
    /// sign-in code goes only to such a phone); the area that indexes
    /// checks by phone answers it (`candidates::Phones`).
    async fn has_checks(&self, _ports: &Ports, _phone: &str) -> Result<bool, TableError> {
        Ok(false)
    }
}

/// Whether a scene's code may go to this phone: login codes only to a user
/// that may sign in, reset codes only to an account, invitation codes (and
/// checkPhone codes bound to a share link) only to the phone their live link
/// was issued to; every other scene to
/// any phone (register and changeMobile reveal a taken phone only after a
/// valid code, to whoever holds the phone).
async fn may_receive(
    ports: &Ports,
    links: &dyn LinkPhones,
    phone: &str,
    scene: Scene,
    subject: Option<&str>,
) -> Result<bool, IdentityError> {
    Ok(match scene {
        Scene::Invitation => match subject {
            Some(link) => links.issued_to(ports, link, phone).await?,
            None => false,
        },
        // A share link's phone check (`share/sendCode`): only the link's phone.
        Scene::CheckPhone if subject.is_some() => match subject {
            Some(link) => links.issued_to(ports, link, phone).await?,
            None => false,
        },
        Scene::Me => links.has_checks(ports, phone).await?,
        Scene::Login => accounts::user_by_phone(ports, phone)
            .await?
            .is_some_and(|u| !u.disabled()),
        Scene::ResetPassword => accounts::user_by_phone(ports, phone)
            .await?
            .is_some_and(|u| u.kind == UserKind::Account && !u.disabled()),
        Scene::Register
        | Scene::ChangeMobile
        | Scene::CheckPhone
        | Scene::BindMobile
        | Scene::JobApply => true,
    })
}

/// The processor's half of [`send_code`]: texts the stored code named by an
/// [`SMS_CODE_EVENT`] when its scene's rule allows, then drops the sealed
/// copy. A code replaced or delivered meanwhile is skipped; a code the Sms
/// port refused is dropped, so the user may ask for another at once.
pub async fn deliver(
    ports: &Ports,
    event: &DomainEvent,
    links: &dyn LinkPhones,
) -> Result<(), IdentityError> {
    let field = |name: &str| event.payload.get(name).cloned().unwrap_or(Value::Null);
    let (Some(pk), Some(sk), Some(sent_at)) = (
        field("pk").as_str().map(str::to_string),
        field("sk").as_str().map(str::to_string),
        field("sentAt").as_i64(),
    ) else {
        return Err(IdentityError::internal("an sms.code event without its key"));
    };
    let key = Key::new(pk, sk);
    let Some(item) = ports.table.get_as::<SmsCodeItem>(&key).await? else {
        return Ok(());
    };
    let (Some(sealed), true) = (item.delivery_enc, item.sent_at == sent_at) else {
        return Ok(());
    };
    let opened = sealed.open(&ports.pii).map_err(IdentityError::internal)?;
    let mut parts = opened.splitn(4, ' ');
    let (Some(scene), Some(phone), Some(code), subject) = (
        parts.next().and_then(Scene::parse),
        parts.next(),
        parts.next(),
        parts.next(),
    ) else {
        return Err(IdentityError::internal(
            "a sealed delivery that does not parse",
        ));
    };
    // Claimed before the text goes: of two deliveries of one event (at least
    // once), only the one that removes the sealed copy sends it.
    let claimed = ports
        .table
        .update(
            &key,
            vec![UpdateAction::Remove(DeliveryEnc::ATTR.into())],
            Some(Condition::And(vec![
                Condition::eq("sentAt", sent_at),
                Condition::Exists(DeliveryEnc::ATTR.into()),
            ])),
        )
        .await;
    match claimed {
        Ok(_) => {}
        // Delivered by another try, or replaced meanwhile (the new code has its own event).
        Err(e) if e.is_condition_failure() => return Ok(()),
        Err(e) => return Err(e.into()),
    }
    let now = ports.clock.now_millis();
    let sent = if item.valid_until > now && may_receive(ports, links, phone, scene, subject).await?
    {
        // Chinese unless the request that asked for the code was in English.
        let lang = field("lang")
            .as_str()
            .and_then(Lang::parse)
            .unwrap_or_default();
        let text = sms_text(code, ports.auth.code_ttl_secs, lang);
        if let Err(e) = ports.sms.send(phone, &text).await {
            // Drop the code: with no cooldown left the user may ask again
            // at once (what a retry here would do, minus the wait).
            let _ = ports
                .table
                .delete(&key, Some(Condition::eq("sentAt", sent_at)))
                .await;
            tracing::warn!(error = %e, scene = scene.as_str(), "sms send failed; code dropped");
            return Ok(());
        }
        true
    } else {
        false
    };
    tracing::info!(
        scene = scene.as_str(),
        sent,
        "verification code delivery handled"
    );
    Ok(())
}

/// Counts an answer that reveals a phone is taken (given only after a valid
/// code) against the caller's network's daily cap, like a code sent: 2005
/// once the cap is reached.
pub async fn count_revealing_answer(
    ports: &Ports,
    client_net: Option<&str>,
) -> Result<(), IdentityError> {
    let Some(net) = client_net else {
        return Ok(());
    };
    let now = ports.clock.now_millis();
    let ip_hash = ports.pii.lookup_hash("ip", net);
    let count = count_today(
        format!("SMSCAP#IP#{ip_hash}"),
        now,
        ports.auth.code_daily_cap_ip,
    );
    match ports.table.run(Tx::new().with("ipDailyCap", count)).await {
        Ok(()) => Ok(()),
        Err(TxError::Condition(_)) => Err(IdentityError::SmsDailyCap),
        Err(TxError::Table(e)) => Err(e.into()),
    }
}

/// A code that matched; consuming it is a conditional update, run alone
/// ([`VerifiedCode::consume`]) or in the caller's transaction
/// ([`VerifiedCode::consume_action`]).
#[derive(Clone)]
pub struct VerifiedCode {
    key: Key,
    code_hash: String,
    max_attempts: i64,
}

impl std::fmt::Debug for VerifiedCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("VerifiedCode(..)")
    }
}

impl VerifiedCode {
    pub fn consume_action(&self, now: i64) -> TxAction {
        TxAction::Update {
            key: self.key.clone(),
            actions: vec![
                UpdateAction::set("consumed", true),
                UpdateAction::set("consumedAt", now),
            ],
            condition: Some(Condition::And(vec![
                Condition::eq("codeHash", self.code_hash.clone()),
                Condition::NotExists("consumed".into()),
                Condition::Lt("attempts".into(), json!(self.max_attempts)),
                Condition::Gt("validUntil".into(), json!(now)),
            ])),
        }
    }

    /// Consumes the code on its own; `2002` when it was used meanwhile.
    pub async fn consume(&self, ports: &Ports) -> Result<(), IdentityError> {
        let TxAction::Update {
            key,
            actions,
            condition,
        } = self.consume_action(ports.clock.now_millis())
        else {
            unreachable!()
        };
        match ports.table.update(&key, actions, condition).await {
            Ok(_) => Ok(()),
            Err(e) if e.is_condition_failure() => Err(IdentityError::BadSmsCode),
            Err(e) => Err(e.into()),
        }
    }
}

/// Checks a code without consuming it: `2002` when there is no live code or
/// it is wrong, `2003` when too many wrong tries killed it (this try included).
pub async fn check_code(
    ports: &Ports,
    phone: &str,
    scene: Scene,
    code: &str,
) -> Result<VerifiedCode, IdentityError> {
    let max = ports.auth.code_max_attempts;
    let key = code_key(ports, phone, scene);
    let now = ports.clock.now_millis();
    let item = ports
        .table
        .get_as::<SmsCodeItem>(&key)
        .await?
        .filter(|c| c.is_live(now))
        .ok_or(IdentityError::BadSmsCode)?;
    if item.attempts >= max {
        return Err(IdentityError::SmsCodeExhausted);
    }
    let stored = item.code_hash;
    if constant_time_eq(&stored, &code_hash(ports, phone, scene, code)) {
        return Ok(VerifiedCode {
            key,
            code_hash: stored,
            max_attempts: max,
        });
    }
    let counted = ports
        .table
        .update(
            &key,
            vec![UpdateAction::add("attempts", 1)],
            Some(Condition::And(vec![
                Condition::eq("codeHash", stored),
                Condition::Lt("attempts".into(), json!(max)),
            ])),
        )
        .await;
    match counted {
        Ok(after) if after.get("attempts").and_then(Value::as_i64).unwrap_or(0) >= max => {
            Err(IdentityError::SmsCodeExhausted)
        }
        Ok(_) => Err(IdentityError::BadSmsCode),
        Err(e) if e.is_condition_failure() => Err(IdentityError::SmsCodeExhausted),
        Err(e) => Err(e.into()),
    }
}

/// A visitor's code: the live code of scene checkPhone (sent to any phone),
/// else of scene login; checked without consuming it.
pub async fn check_visitor_code(
    ports: &Ports,
    phone: &str,
    code: &str,
) -> Result<VerifiedCode, IdentityError> {
    let scene = if live_code(ports, phone, Scene::CheckPhone).await?.is_some() {
        Scene::CheckPhone
    } else if live_code(ports, phone, Scene::Login).await?.is_some() {
        Scene::Login
    } else {
        Scene::CheckPhone
    };
    check_code(ports, phone, scene, code).await
}

/// Checks and consumes a code in one step.
pub async fn verify_and_consume(
    ports: &Ports,
    phone: &str,
    scene: Scene,
    code: &str,
) -> Result<(), IdentityError> {
    check_code(ports, phone, scene, code)
        .await?
        .consume(ports)
        .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_have_six_digits_and_vary() {
        let codes: std::collections::HashSet<String> = (0..50).map(|_| new_code()).collect();
        assert!(codes
            .iter()
            .all(|c| c.len() == 6 && c.bytes().all(|b| b.is_ascii_digit())));
        assert!(codes.len() > 40);
    }

    #[test]
    fn scenes_round_trip() {
        for s in Scene::ALL {
            assert_eq!(Scene::parse(s.as_str()), Some(s));
        }
        assert_eq!(Scene::parse("Login"), None);
    }

    #[test]
    fn the_text_names_the_validity_in_chinese_or_in_english() {
        assert_eq!(
            sms_text("123456", 600, Lang::ZhCn).text,
            "【Verity】您的验证码为 123456，10 分钟内有效，请勿泄露给他人。"
        );
        assert_eq!(
            sms_text("123456", 600, Lang::EnUs).text,
            "【Verity】Your verification code is 123456, valid for 10 minutes."
        );
    }
}
