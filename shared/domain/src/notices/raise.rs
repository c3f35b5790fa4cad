//! Raising notices. The flows that something happened in say so in their
//! own terms (a batch's `finished_notice`, a recharge's `decided_notice`, …,
//! or the hooks here for those with nothing but ids) and [`publish`] the
//! [`Raise`]: `notice.raise` with identifiers and amounts only, so this area
//! names none of the flows above it; the processor's
//! [`deliver`] decides who is told and writes one notice per recipient, so
//! no request fans out. Delivery is at least once: each notice's id derives
//! from the event's kind and occurrence and its put is conditioned on
//! absence (with the inbox count in the same transaction), so a repeated
//! event writes nothing twice; a text is claimed the same way.

use serde::{Deserialize, Serialize};
use verity_core::events::DomainEvent;
use verity_core::failure::Internal;
use verity_core::ports::Ports;
use verity_core::table::{Entity, Key, TableExt, Tx, TxAction, TxError, UpdateAction};

use super::model::{count_key, inbox_pk, link, Audience, Notice, NoticeKind, NoticeParams};
use super::text;
use super::NoticeResult;
use crate::counters as texts;
use crate::identity::accounts::{self, memberships_of, MemberStatus};
use crate::identity::Role;

/// `notice.raise {kind, enterpriseId, occurrence, at, params, placedBy?}`.
pub const RAISE_EVENT: &str = "notice.raise";
/// How long a text's claim is kept: far beyond any redelivery.
const CLAIM_TTL_SECS: i64 = 30 * 24 * 3600;

/// One thing that happened, as the event carries it (no PII).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Raise {
    pub kind: NoticeKind,
    pub enterprise_id: String,
    /// Unique per kind (an order id, a batch id, `<enterpriseId>#<reviewedAt>`…):
    /// the notice's id derives from kind and occurrence.
    pub occurrence: String,
    /// When it happened (epoch ms): the notice's time.
    pub at: i64,
    #[serde(default)]
    pub params: NoticeParams,
    /// The member who placed the order or batch, or raised the work order:
    /// told too when they hold the kind's right.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub placed_by: Option<String>,
}

impl Raise {
    /// The notice's id: the same for every delivery of one event.
    pub fn notice_id(&self, ports: &Ports) -> String {
        let hash = ports.pii.lookup_hash(
            "notice",
            &format!("{}#{}", self.kind.as_str(), self.occurrence),
        );
        hash[..32].to_string()
    }
}

/// Publishes the event; a lost event costs a notice, never the change it
/// tells of (which is committed already).
pub async fn publish(ports: &Ports, raise: Raise) {
    let (kind, enterprise_id) = (raise.kind.as_str(), raise.enterprise_id.clone());
    let payload = match serde_json::to_value(&raise) {
        Ok(v) => v,
        Err(e) => {
            tracing::warn!(error = %e, kind, "notice not raised");
            return;
        }
    };
    if let Err(e) = ports
        .events
        .publish(DomainEvent::new(RAISE_EVENT, payload))
        .await
    {
        tracing::warn!(error = %e, kind, enterprise_id = %enterprise_id, "notice not published");
    }
}

// ---- the hooks, one line each in the flows ----

/// The platform certified (`reason: None`) or rejected the enterprise.
pub async fn enterprise_reviewed(
    ports: &Ports,
    enterprise_id: &str,
    reason: Option<&str>,
    at: i64,
) {
    let kind = match reason {
        None => NoticeKind::EnterpriseApproved,
        Some(_) => NoticeKind::EnterpriseRejected,
    };
    publish(
        ports,
        Raise {
            kind,
            enterprise_id: enterprise_id.to_string(),
            occurrence: format!("{enterprise_id}#{at}"),
            at,
            params: NoticeParams {
                reason: reason.map(str::to_string),
                ..Default::default()
            },
            placed_by: None,
        },
    )
    .await;
}

/// The candidate disputed the report of an order (the processor reads
/// who placed it before delivering).
pub async fn report_disputed(
    ports: &Ports,
    enterprise_id: &str,
    order_id: &str,
    order_no: &str,
    at: i64,
) {
    publish(
        ports,
        Raise {
            kind: NoticeKind::ReportDisputed,
            enterprise_id: enterprise_id.to_string(),
            occurrence: format!("{order_id}#{at}"),
            at,
            params: NoticeParams {
                order_id: Some(order_id.to_string()),
                order_no: Some(order_no.to_string()),
                ..Default::default()
            },
            placed_by: None,
        },
    )
    .await;
}

/// The candidate asked, from the candidate portal, to correct their data
/// (`CorrectionRequested`) or to delete it (`ErasureRequested`): told to
/// whoever may read the order's records (ids only).
pub async fn candidate_request(
    ports: &Ports,
    kind: NoticeKind,
    enterprise_id: &str,
    order_id: &str,
    order_no: &str,
    at: i64,
) {
    publish(
        ports,
        Raise {
            kind,
            enterprise_id: enterprise_id.to_string(),
            occurrence: format!("{order_id}#{at}"),
            at,
            params: NoticeParams {
                order_id: Some(order_id.to_string()),
                order_no: Some(order_no.to_string()),
                ..Default::default()
            },
            placed_by: None,
        },
    )
    .await;
}

// ---- the processor's side ----

/// A text a notice sends to one member: `INBOX#…` / `SMS#<noticeId>`, put
/// if absent with the phone's daily count, so it goes once.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct TextClaim {
    user_id: String,
    enterprise_id: String,
    notice_id: String,
    sent_at: i64,
    expires_at: i64,
}

impl Entity for TextClaim {
    const KIND: &'static str = "notice text claim";
    fn key(&self) -> Key {
        Key::new(
            inbox_pk(&self.user_id, &self.enterprise_id),
            format!("SMS#{}", self.notice_id),
        )
    }
}

/// What became of a notice's text to one member.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Texted {
    Sent,
    /// Sent by an earlier delivery of the event.
    Already,
    /// The phone had its texts for the day (issue 22 rule 4): skipped; the
    /// notice is in the bell.
    OverCap,
}

impl Raise {
    /// The `notice.raise` event's payload.
    pub fn from_event(event: &DomainEvent) -> NoticeResult<Raise> {
        Ok(serde_json::from_value(event.payload.clone())
            .map_err(|e| Internal::new(format!("a notice event that does not parse: {e}")))?)
    }
}

/// Writes the notice for each member to be told, then the texts of a
/// texted kind. Repeats write nothing twice.
pub async fn deliver(ports: &Ports, raise: &Raise) -> NoticeResult<()> {
    let audience = raise.kind.audience();
    let notice_id = raise.notice_id(ports);
    let path = link(raise.kind, &raise.params);
    for m in memberships_of(ports, &raise.enterprise_id).await? {
        if !told(raise, audience, m.role, &m.user_id, m.status) {
            continue;
        }
        let notice = Notice {
            notice_id: notice_id.clone(),
            user_id: m.user_id.clone(),
            enterprise_id: raise.enterprise_id.clone(),
            kind: raise.kind,
            audience,
            params: raise.params.clone(),
            link: path.clone(),
            created_at: raise.at,
            read_at: None,
        };
        write(ports, &notice).await?;
        if raise.kind.texted_to(m.role) {
            text_member(ports, &notice).await?;
        }
    }
    Ok(())
}

/// Whether a member is told: active, holding the kind's right, and an
/// owner or admin, or the member who placed (raised) its subject.
fn told(
    raise: &Raise,
    audience: Audience,
    role: Role,
    user_id: &str,
    status: MemberStatus,
) -> bool {
    status == MemberStatus::Active
        && role.has(audience.right())
        && (matches!(role, Role::Owner | Role::Admin)
            || raise.placed_by.as_deref() == Some(user_id))
}

/// The notice and its count, once.
async fn write(ports: &Ports, notice: &Notice) -> NoticeResult<bool> {
    let (unread, total) = notice.audience.count_attrs();
    let tx = Tx::new().with("notice", notice.put_new()).with(
        "count",
        TxAction::Update {
            key: count_key(&notice.user_id, &notice.enterprise_id),
            actions: vec![
                UpdateAction::set("userId", notice.user_id.as_str()),
                UpdateAction::set("enterpriseId", notice.enterprise_id.as_str()),
                UpdateAction::add(unread, 1),
                UpdateAction::add(total, 1),
            ],
            condition: None,
        },
    );
    match ports.table.run(tx).await {
        Ok(()) => Ok(true),
        Err(TxError::Condition(_)) => Ok(false),
        Err(TxError::Table(e)) => Err(e.into()),
    }
}

/// Texts a notice to its member once, within the phone's daily cap.
async fn text_member(ports: &Ports, notice: &Notice) -> NoticeResult<Texted> {
    let Some(user) = accounts::user(ports, &notice.user_id)
        .await?
        .filter(|u| !u.disabled())
    else {
        return Ok(Texted::Already);
    };
    let Some(body) = text::sms(
        notice.kind,
        &notice.params,
        &ports.auth.public_base,
        &notice.link,
        // A member's language is not stored: Chinese.
        text::Lang::ZhCn,
    ) else {
        return Ok(Texted::Already);
    };
    let now = ports.clock.now_millis();
    let claim = TextClaim {
        user_id: notice.user_id.clone(),
        enterprise_id: notice.enterprise_id.clone(),
        notice_id: notice.notice_id.clone(),
        sent_at: now,
        expires_at: now.div_euclid(1000) + CLAIM_TTL_SECS,
    };
    // The same keyed hash as the candidates' texts: one daily count per phone.
    let phone_hash = ports.pii.lookup_hash("candidate.phone", &user.phone);
    let tx = Tx::new()
        .with("claim", claim.put_new())
        .with(texts::PHONE_CAP, texts::count_text(&phone_hash, now));
    match ports.table.run(tx).await {
        Ok(()) => {}
        Err(TxError::Condition(texts::PHONE_CAP)) => {
            tracing::info!(
                kind = notice.kind.as_str(),
                "notice text skipped: the phone's daily cap"
            );
            return Ok(Texted::OverCap);
        }
        Err(TxError::Condition(_)) => return Ok(Texted::Already),
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    if let Err(e) = ports.sms.send(&user.phone, &body).await {
        ports.table.delete(&claim.key(), None).await?;
        return Err(Internal::new(e).into());
    }
    Ok(Texted::Sent)
}
