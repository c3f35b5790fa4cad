//! Sharing a report to a phone through the share-link mechanism of
//! `crate::share`: the link opens only after that phone passed an SMS check
//! (-12 before), expires, can be revoked, and every opening is counted for
//! the enterprise.

use serde::{Deserialize, Serialize};
use verity_core::pii::mask_phone;
use verity_core::ports::Ports;
use verity_core::table::{Entity, Key, TableExt, Tx, TxAction, TxError, UpdateAction};
use verity_core::text::Text;

use super::assemble::{current, latest};
use super::model::Report;
use super::{ReportError, ReportResult};
use crate::counters as texts;
use crate::orders::lifecycle;
use crate::orders::model::{order_pk, EventKind, OrderEvent};
use crate::share::{self, ShareLink, SharePurpose};
use verity_core::table::{Query, SkCondition};

/// The longest a report link may live: 30 days.
pub const MAX_HOURS: u32 = 720;

/// A report link as the enterprise keeps track of it (the link itself is a
/// [`ShareLink`]; its id is the link's code hash).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReportShare {
    pub share_id: String,
    pub order_id: String,
    pub enterprise_id: String,
    pub phone_mask: String,
    pub created_by: String,
    pub created_at: i64,
    pub expires_at: i64,
    #[serde(default)]
    pub revoked_at: Option<i64>,
    #[serde(default)]
    pub opened: u32,
    #[serde(default)]
    pub last_opened_at: Option<i64>,
}

fn share_key(order_id: &str, share_id: &str) -> Key {
    Key::new(order_pk(order_id), format!("RSHARE#{share_id}"))
}

impl Entity for ReportShare {
    const KIND: &'static str = "report share";
    fn key(&self) -> Key {
        share_key(&self.order_id, &self.share_id)
    }
}

/// Where a link stands, as the enterprise's list shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ShareState {
    Active,
    Expired,
    Revoked,
}

/// A report link in the enterprise's list: who it went to (masked), until
/// when, and how often it was opened.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShareView {
    pub share_id: String,
    pub phone_mask: String,
    pub created_at: i64,
    pub expires_at: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub revoked_at: Option<i64>,
    pub opened: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_opened_at: Option<i64>,
    pub state: ShareState,
}

impl ReportShare {
    fn view(self, now: i64) -> ShareView {
        let state = if self.revoked_at.is_some() {
            ShareState::Revoked
        } else if self.expires_at <= now {
            ShareState::Expired
        } else {
            ShareState::Active
        };
        ShareView {
            share_id: self.share_id,
            phone_mask: self.phone_mask,
            created_at: self.created_at,
            expires_at: self.expires_at,
            revoked_at: self.revoked_at,
            opened: self.opened,
            last_opened_at: self.last_opened_at,
            state,
        }
    }
}

/// The links of a report of this enterprise, newest first.
pub async fn list(
    ports: &Ports,
    enterprise_id: &str,
    order_id: &str,
) -> ReportResult<Vec<ShareView>> {
    let order = lifecycle::order(ports, enterprise_id, order_id).await?;
    let mut shares = ports
        .table
        .query_all_as::<ReportShare>(
            Query::partition(order_pk(&order.order_id))
                .sk(SkCondition::BeginsWith("RSHARE#".into())),
        )
        .await?;
    shares.sort_by_key(|s| std::cmp::Reverse(s.created_at));
    let now = ports.clock.now_millis();
    Ok(shares.into_iter().map(|s| s.view(now)).collect())
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Shared {
    pub share_id: String,
    /// The link to send: it opens the mobile report after the phone check.
    pub url: String,
    pub expires_at: i64,
    /// The link is texted to the phone (asked with `sendText`); else it is
    /// only created, to be copied and sent by the member.
    pub texted: bool,
}

/// A link to the report of an order of this enterprise, for `phone`, for
/// `hours`; `send_text` also texts it to the phone (through the processor,
/// once), counted against the phone's daily texts like a consent text
/// (`counters::count_text`: at the cap nothing is created, 4415).
#[allow(clippy::too_many_arguments)]
pub async fn share(
    ports: &Ports,
    enterprise_id: &str,
    user_id: &str,
    order_id: &str,
    phone: &str,
    hours: u32,
    link_base: &str,
    send_text: bool,
) -> ReportResult<Shared> {
    if !(1..=MAX_HOURS).contains(&hours) {
        return Err(verity_core::failure::FieldError::new(
            "expiresInHours",
            Text::new(
                "a link lives from 1 hour to 720 hours (30 days)",
                "链接有效期为 1 到 720 小时（30 天）",
            ),
        )
        .into());
    }
    current(ports, enterprise_id, order_id).await?;
    let (link, _) = ShareLink::issue(
        ports,
        SharePurpose::Report,
        enterprise_id,
        order_id,
        phone,
        link_base,
        i64::from(hours) * 3600,
    );
    let record = ReportShare {
        share_id: link.code_hash.clone(),
        order_id: order_id.to_string(),
        enterprise_id: enterprise_id.to_string(),
        phone_mask: mask_phone(phone),
        created_by: user_id.to_string(),
        created_at: link.created_at,
        expires_at: link.expires_at,
        revoked_at: None,
        opened: 0,
        last_opened_at: None,
    };
    let (url, _) = link.delivery(ports)?;
    let mut tx = Tx::new()
        .with("link", link.put_new())
        .with("record", record.put_new())
        .with(
            "event",
            OrderEvent::new(order_id, record.created_at, EventKind::ReportShared)
                .note(if send_text {
                    format!("{hours}h, texted")
                } else {
                    format!("{hours}h")
                })
                .put(),
        );
    if send_text {
        let phone_hash = ports.pii.lookup_hash("candidate.phone", phone);
        tx.push(
            texts::PHONE_CAP,
            texts::count_text(&phone_hash, record.created_at),
        );
    }
    match ports.table.run(tx).await {
        Ok(()) => {}
        Err(TxError::Condition(texts::PHONE_CAP)) => {
            return Err(ReportError::ShareTextCap {
                max: crate::counters::MAX_TEXTS_PER_PHONE_DAY,
            })
        }
        Err(e) => return Err(verity_core::failure::Internal::new(format!("{e:?}")).into()),
    }
    tracing::info!(order_id = %order_id, texted = send_text, "report shared");
    // Texted: the link (to the candidate's own phone with the portal's
    // address, one text). Not texted: the candidate's own phone still hears
    // where to read it (the processor checks the phone, within its cap).
    let notice = if send_text {
        super::decision::Notice::Shared
    } else {
        super::decision::Notice::SharedQuietly
    };
    super::decision::publish_notice(ports, order_id, &link, notice).await;
    Ok(Shared {
        share_id: record.share_id,
        url,
        expires_at: record.expires_at,
        texted: send_text,
    })
}

/// Stops a link of this enterprise at once.
pub async fn revoke(ports: &Ports, enterprise_id: &str, share_id: &str) -> ReportResult<()> {
    if share_id.is_empty() || share_id.len() > 128 {
        return Err(ReportError::NotFound);
    }
    let link = ports
        .table
        .get_as::<ShareLink>(&Key::new(format!("SHARE#{share_id}"), "LINK"))
        .await?
        .filter(|l| l.purpose == SharePurpose::Report && l.enterprise_id == enterprise_id)
        .ok_or(ReportError::NotFound)?;
    let record = ports
        .table
        .get_as::<ReportShare>(&share_key(&link.subject_id, share_id))
        .await?
        .filter(|r| r.enterprise_id == enterprise_id)
        .ok_or(ReportError::NotFound)?;
    if record.revoked_at.is_some() {
        return Ok(());
    }
    let now = ports.clock.now_millis();
    let done = ports
        .table
        .run(
            Tx::new()
                .with("link", ShareLink::revoke_action(share_id, now))
                .with(
                    "record",
                    TxAction::Update {
                        key: record.key(),
                        actions: vec![UpdateAction::set("revokedAt", now)],
                        condition: None,
                    },
                ),
        )
        .await;
    match done {
        Ok(()) => Ok(()),
        Err(TxError::Condition(_)) => Err(ReportError::NotFound),
        Err(TxError::Table(e)) => Err(e.into()),
    }
}

/// The report behind a link, for the bearer of a share token of that link
/// (-12 until the phone is verified); the opening is counted.
pub async fn shared(ports: &Ports, s: &str, token: Option<&str>) -> ReportResult<Report> {
    let link = share::open(ports, s, token).await?;
    if link.purpose != SharePurpose::Report {
        return Err(share::ShareError::Invalid.into());
    }
    let report = latest(ports, &link.subject_id)
        .await?
        .filter(|r| r.enterprise_id == link.enterprise_id)
        .ok_or(ReportError::NotFound)?;
    ports
        .table
        .update(
            &share_key(&link.subject_id, &link.code_hash),
            vec![
                UpdateAction::add("opened", 1),
                UpdateAction::set("lastOpenedAt", ports.clock.now_millis()),
            ],
            None,
        )
        .await?;
    Ok(report)
}
