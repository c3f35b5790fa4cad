//! What happens after a report is read: the enterprise decides (`proceed`
//! or `decline` with a reason); a decline texts the candidate a link where,
//! after the phone check, they read the findings that concern them and may
//! dispute them within 7 days; a dispute puts the report in `disputed` for
//! the analysts (`ops`), who resolve it with a new version, and the
//! candidate is texted again. Each step is a timeline event of the order.
//!
//! Texts go through the `report.notice` event: the processor sends one text
//! per link (a `NOTICE#<link>` claim), so a retried event never texts twice.

use serde::{Deserialize, Serialize};
use serde_json::json;
use verity_core::events::DomainEvent;
use verity_core::failure::{FieldError, Internal};
use verity_core::pii::{Sealed, SealedField};
use verity_core::ports::Ports;
use verity_core::table::{
    Condition, Entity, Key, Query, SkCondition, TableExt, Tx, TxAction, TxError, UpdateAction,
};
use verity_core::text::Text;

use super::assemble::{self, current, ItemEdit};
use super::model::{Grade, Report, ReportItem};
use super::{ReportError, ReportResult};
use crate::enterprise::profile;
use crate::orders::lifecycle;
use crate::orders::model::{order_pk, EventKind, OrderEvent};
use crate::share::{self, ShareLink, SharePurpose};

/// `report.notice {orderId, link}`: text the candidate the link of a decline or a resolution.
pub const NOTICE_EVENT: &str = "report.notice";
/// How long a candidate may dispute a decline, and how long their link lives.
pub const DISPUTE_DAYS: i64 = 7;
const DAY_MS: i64 = 24 * 3600 * 1000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    Proceed,
    Decline,
}

/// The enterprise's decision: one item per order, replaced only after a
/// dispute was resolved.
#[derive(Debug, Clone, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportDecision {
    pub decision: Decision,
    pub reason: String,
    /// The member's user id.
    pub decided_by: String,
    pub decided_at: i64,
    /// The report version decided on.
    pub version: u32,
    /// A decline: the candidate may dispute until then.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dispute_until: Option<i64>,
    /// Bumped by every decision; each write is conditioned on the one read.
    pub rev: u32,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct DecisionItem {
    order_id: String,
    enterprise_id: String,
    decision: Decision,
    reason: String,
    decided_by: String,
    decided_at: i64,
    version: u32,
    #[serde(default)]
    dispute_until: Option<i64>,
    rev: u32,
}

fn decision_key(order_id: &str) -> Key {
    Key::new(order_pk(order_id), "DECISION")
}

impl Entity for DecisionItem {
    const KIND: &'static str = "report decision";
    fn key(&self) -> Key {
        decision_key(&self.order_id)
    }
}

impl From<DecisionItem> for ReportDecision {
    fn from(d: DecisionItem) -> Self {
        ReportDecision {
            decision: d.decision,
            reason: d.reason,
            decided_by: d.decided_by,
            decided_at: d.decided_at,
            version: d.version,
            dispute_until: d.dispute_until,
            rev: d.rev,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum DisputeStatus {
    Open,
    Resolved,
}

/// What the candidate raised: a dispute of findings (through the decline's
/// link), or a correction of their data (from the candidate portal, at any
/// time, items empty). Both wait in the analysts' queue.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum DisputeKind {
    #[default]
    Dispute,
    Correction,
}

#[derive(Debug, Clone, Copy)]
pub struct DisputeTextEnc;
impl SealedField for DisputeTextEnc {
    const ATTR: &'static str = "textEnc";
}

/// A candidate's dispute, sealed (their words may carry personal data).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct DisputeItem {
    order_id: String,
    enterprise_id: String,
    order_no: String,
    raised_at: i64,
    /// Items stored before corrections existed are disputes.
    #[serde(default)]
    kind: DisputeKind,
    items: Vec<String>,
    /// Empty once the order's candidate data were erased (the privacy area).
    #[serde(default)]
    text_enc: Sealed<DisputeTextEnc>,
    status: DisputeStatus,
    #[serde(default)]
    resolved_at: Option<i64>,
    #[serde(default)]
    resolved_by: Option<String>,
    #[serde(default)]
    resolution: Option<String>,
    #[serde(default)]
    resolved_version: Option<u32>,
}

fn dispute_key(order_id: &str, raised_at: i64) -> Key {
    Key::new(order_pk(order_id), format!("DISPUTE#{raised_at:013}"))
}

/// Open disputes are listed for the analysts on gsi1 `DISPUTES#open`.
const OPEN_DISPUTES: &str = "DISPUTES#open";

impl Entity for DisputeItem {
    const KIND: &'static str = "report dispute";
    fn key(&self) -> Key {
        dispute_key(&self.order_id, self.raised_at)
    }
    fn index_keys(&self) -> Vec<(&'static str, String)> {
        let pk = match self.status {
            DisputeStatus::Open => OPEN_DISPUTES.to_string(),
            DisputeStatus::Resolved => "DISPUTES#resolved".to_string(),
        };
        vec![
            ("gsi1pk", pk),
            (
                "gsi1sk",
                format!("{:013}#{}", self.raised_at, self.order_id),
            ),
        ]
    }
}

/// A dispute as the enterprise, the analysts and the candidate read it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Dispute {
    pub order_id: String,
    pub order_no: String,
    pub raised_at: i64,
    /// A dispute of findings, or a correction of the candidate's data (no items).
    pub kind: DisputeKind,
    /// The codes of the items disputed.
    pub items: Vec<String>,
    /// The candidate's account of what is wrong.
    pub text: String,
    pub status: DisputeStatus,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resolved_at: Option<i64>,
    /// The analyst's user id.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resolved_by: Option<String>,
    /// The analyst's answer (the reason of the new version).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resolution: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resolved_version: Option<u32>,
}

impl DisputeItem {
    fn view(self, ports: &Ports) -> ReportResult<Dispute> {
        Ok(Dispute {
            text: match self.text_enc.is_erased() {
                true => "***".to_string(),
                false => self.text_enc.open(&ports.pii).map_err(Internal::new)?,
            },
            order_id: self.order_id,
            order_no: self.order_no,
            raised_at: self.raised_at,
            kind: self.kind,
            items: self.items,
            status: self.status,
            resolved_at: self.resolved_at,
            resolved_by: self.resolved_by,
            resolution: self.resolution,
            resolved_version: self.resolved_version,
        })
    }
}

/// Where a report stands after it was read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ReportState {
    /// No decision yet.
    Undecided,
    Proceed,
    Declined,
    /// The candidate disputed the findings; an analyst resolves it.
    Disputed,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportStatus {
    pub state: ReportState,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decision: Option<ReportDecision>,
    /// The latest dispute.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dispute: Option<Dispute>,
    /// The enterprise may record a decision now.
    pub can_decide: bool,
}

struct Standing {
    decision: Option<DecisionItem>,
    dispute: Option<DisputeItem>,
}

impl Standing {
    async fn read(ports: &Ports, order_id: &str) -> ReportResult<Standing> {
        let decision = ports
            .table
            .get_as::<DecisionItem>(&decision_key(order_id))
            .await?;
        let (mut disputes, _) = ports
            .table
            .page_as::<DisputeItem>(
                Query::partition(order_pk(order_id))
                    .sk(SkCondition::BeginsWith("DISPUTE#".into()))
                    .backward()
                    .limit(1),
            )
            .await?;
        Ok(Standing {
            decision,
            dispute: disputes.pop(),
        })
    }

    fn disputed(&self) -> bool {
        matches!(&self.dispute, Some(d) if d.status == DisputeStatus::Open)
    }

    /// A first decision, or a new one once a dispute raised after the last was resolved.
    fn can_decide(&self) -> bool {
        match (&self.decision, &self.dispute) {
            (None, _) => true,
            (Some(d), Some(dispute)) => {
                dispute.status == DisputeStatus::Resolved && dispute.raised_at >= d.decided_at
            }
            (Some(_), None) => false,
        }
    }

    fn state(&self) -> ReportState {
        if self.disputed() {
            return ReportState::Disputed;
        }
        match self.decision.as_ref().map(|d| d.decision) {
            None => ReportState::Undecided,
            Some(Decision::Proceed) => ReportState::Proceed,
            Some(Decision::Decline) => ReportState::Declined,
        }
    }

    fn view(self, ports: &Ports) -> ReportResult<ReportStatus> {
        let (state, can_decide) = (self.state(), self.can_decide() && !self.disputed());
        Ok(ReportStatus {
            state,
            can_decide,
            decision: self.decision.map(Into::into),
            dispute: self.dispute.map(|d| d.view(ports)).transpose()?,
        })
    }
}

/// The decision and dispute standing of a report (the caller checked access).
pub async fn status(ports: &Ports, order_id: &str) -> ReportResult<ReportStatus> {
    Standing::read(ports, order_id).await?.view(ports)
}

fn condition_on(decision: &Option<DecisionItem>) -> Condition {
    match decision {
        None => Condition::item_absent(),
        Some(d) => Condition::eq("rev", d.rev),
    }
}

/// A link for the candidate's phone that opens their findings and the dispute form.
async fn candidate_link(
    ports: &Ports,
    enterprise_id: &str,
    order_id: &str,
    link_base: &str,
) -> ReportResult<ShareLink> {
    let order = lifecycle::order(ports, enterprise_id, order_id).await?;
    if order.is_erased() {
        return Err(ReportError::Erased);
    }
    let phone = order
        .candidate_phone_enc
        .open(&ports.pii)
        .map_err(Internal::new)?;
    let (link, _) = ShareLink::issue(
        ports,
        SharePurpose::Dispute,
        enterprise_id,
        order_id,
        &phone,
        link_base,
        DISPUTE_DAYS * 24 * 3600,
    );
    Ok(link)
}

/// Which text a notice sends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(super) enum Notice {
    Declined,
    Resolved,
    /// A member shared the report to this phone (`report/share` with `sendText`).
    Shared,
    /// A member shared the report to this phone without texting the link:
    /// the candidate's own phone is told where to read it (the portal), any
    /// other phone nothing.
    SharedQuietly,
}

pub(super) async fn publish_notice(ports: &Ports, order_id: &str, link: &ShareLink, kind: Notice) {
    let event = DomainEvent::new(
        NOTICE_EVENT,
        json!({ "orderId": order_id, "link": link.code_hash, "kind": kind }),
    );
    if let Err(e) = ports.events.publish(event).await {
        // The link stands; the enterprise sees the decision and may tell the candidate.
        tracing::warn!(error = %e, order_id = %order_id, "report notice not published");
    }
}

fn tx_failed(e: TxError, conflict: ReportError) -> ReportError {
    match e {
        TxError::Condition(_) => conflict,
        TxError::Table(e) => e.into(),
    }
}

/// The enterprise's decision on the current version of a report of its own.
#[allow(clippy::too_many_arguments)]
pub async fn decide(
    ports: &Ports,
    enterprise_id: &str,
    user_id: &str,
    order_id: &str,
    decision: Decision,
    reason: &str,
    link_base: &str,
) -> ReportResult<ReportStatus> {
    let report = current(ports, enterprise_id, order_id).await?;
    let standing = Standing::read(ports, order_id).await?;
    if standing.disputed() {
        return Err(ReportError::Disputed);
    }
    if !standing.can_decide() {
        return Err(ReportError::Decided);
    }
    let now = ports.clock.now_millis();
    let link = match decision {
        Decision::Decline => Some(candidate_link(ports, enterprise_id, order_id, link_base).await?),
        Decision::Proceed => None,
    };
    let item = DecisionItem {
        order_id: order_id.to_string(),
        enterprise_id: enterprise_id.to_string(),
        decision,
        reason: reason.to_string(),
        decided_by: user_id.to_string(),
        decided_at: now,
        version: report.version,
        dispute_until: link.as_ref().map(|_| now + DISPUTE_DAYS * DAY_MS),
        rev: standing.decision.as_ref().map_or(1, |d| d.rev + 1),
    };
    let word = match decision {
        Decision::Proceed => "proceed",
        Decision::Decline => "decline",
    };
    let mut tx = Tx::new()
        .with(
            "decision",
            TxAction::Put {
                item: item.to_item(),
                condition: Some(condition_on(&standing.decision)),
            },
        )
        .with(
            "event",
            OrderEvent::new(order_id, now, EventKind::Decided)
                .note(word)
                .put(),
        );
    if let Some(link) = &link {
        tx = tx.with("link", link.put_new());
    }
    ports
        .table
        .run(tx)
        .await
        .map_err(|e| tx_failed(e, ReportError::Decided))?;
    tracing::info!(order_id = %order_id, decision = word, "report decided");
    if let Some(link) = &link {
        publish_notice(ports, order_id, link, Notice::Declined).await;
    }
    status(ports, order_id).await
}

/// What a declined candidate reads behind their link.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CandidateFindings {
    pub order_no: String,
    pub enterprise_name: String,
    pub decided_at: i64,
    /// The enterprise's reason for the decline, as it recorded it (the
    /// decision form promises it is shown to the candidate).
    pub reason: String,
    /// Until then a dispute may be raised.
    pub dispute_until: i64,
    pub version: u32,
    /// The items of the current version that are not green.
    pub items: Vec<ReportItem>,
    pub can_dispute: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dispute: Option<Dispute>,
    /// The name of every item of the report (a disputed item may be green now).
    pub item_names: Vec<ItemName>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ItemName {
    pub code: String,
    pub name_zh: String,
    pub name_en: String,
}

async fn candidate_side(
    ports: &Ports,
    s: &str,
    token: Option<&str>,
) -> ReportResult<(ShareLink, Report, Standing, DecisionItem)> {
    let link = share::open(ports, s, token).await?;
    if link.purpose != SharePurpose::Dispute {
        return Err(share::ShareError::Invalid.into());
    }
    let report = assemble::latest(ports, &link.subject_id)
        .await?
        .filter(|r| r.enterprise_id == link.enterprise_id)
        .ok_or(ReportError::NotFound)?;
    let standing = Standing::read(ports, &link.subject_id).await?;
    let decision = standing
        .decision
        .clone()
        .filter(|d| d.decision == Decision::Decline)
        .ok_or(ReportError::DisputeClosed)?;
    Ok((link, report, standing, decision))
}

fn may_dispute(standing: &Standing, decision: &DecisionItem, now: i64) -> bool {
    let window = decision.dispute_until.is_some_and(|until| until > now);
    // A correction is no dispute of the decline; while one is open the
    // analysts answer it first (the decision item's `disputedAt` keeps a
    // decline to one dispute whatever came between).
    let raised_since = matches!(&standing.dispute, Some(d) if d.kind == DisputeKind::Dispute && d.raised_at >= decision.decided_at);
    window && !raised_since && !standing.disputed()
}

/// The findings that concern the candidate, for the bearer of their link's share token.
pub async fn findings(
    ports: &Ports,
    s: &str,
    token: Option<&str>,
) -> ReportResult<CandidateFindings> {
    let (link, report, standing, decision) = candidate_side(ports, s, token).await?;
    let now = ports.clock.now_millis();
    let enterprise_name = profile::enterprise_name(ports, &link.enterprise_id)
        .await
        .map_err(|e| Internal::new(format!("{e:?}")))?
        .unwrap_or_default();
    Ok(CandidateFindings {
        can_dispute: may_dispute(&standing, &decision, now),
        order_no: report.order_no,
        enterprise_name,
        decided_at: decision.decided_at,
        reason: decision.reason.clone(),
        dispute_until: decision.dispute_until.unwrap_or(decision.decided_at),
        version: report.version,
        item_names: report
            .items
            .iter()
            .map(|i| ItemName {
                code: i.code.clone(),
                name_zh: i.name_zh.clone(),
                name_en: i.name_en.clone(),
            })
            .collect(),
        items: report
            .items
            .into_iter()
            .filter(|i| i.grade != Grade::Green)
            .collect(),
        dispute: standing.dispute.map(|d| d.view(ports)).transpose()?,
    })
}

/// The candidate disputes items of a declined report (once per decline, within 7 days).
pub async fn raise(
    ports: &Ports,
    s: &str,
    token: Option<&str>,
    items: &[String],
    text: &str,
) -> ReportResult<Dispute> {
    let (_, report, standing, decision) = candidate_side(ports, s, token).await?;
    let now = ports.clock.now_millis();
    if !may_dispute(&standing, &decision, now) {
        return Err(ReportError::DisputeClosed);
    }
    if items.is_empty() {
        return Err(FieldError::new(
            "items",
            Text::new("choose at least one item", "请至少选择一个项目"),
        )
        .into());
    }
    for (i, code) in items.iter().enumerate() {
        if !report.items.iter().any(|it| &it.code == code) {
            return Err(FieldError::new(
                format!("items[{i}]"),
                Text::new("the report has no item of this code", "报告中没有该项目"),
            )
            .into());
        }
    }
    let dispute = DisputeItem {
        order_id: report.order_id.clone(),
        enterprise_id: report.enterprise_id.clone(),
        order_no: report.order_no.clone(),
        raised_at: now,
        kind: DisputeKind::Dispute,
        items: items.to_vec(),
        text_enc: Sealed::seal(&ports.pii, text),
        status: DisputeStatus::Open,
        resolved_at: None,
        resolved_by: None,
        resolution: None,
        resolved_version: None,
    };
    ports
        .table
        .run(
            Tx::new()
                .with("dispute", dispute.put_new())
                // The decision read is still the one disputed (no second dispute races in).
                .with(
                    "decision",
                    TxAction::Update {
                        key: decision_key(&report.order_id),
                        actions: vec![UpdateAction::set("disputedAt", now)],
                        condition: Some(Condition::And(vec![
                            Condition::eq("rev", decision.rev),
                            Condition::NotExists("disputedAt".into()),
                        ])),
                    },
                )
                .with(
                    "event",
                    OrderEvent::new(&report.order_id, now, EventKind::Disputed).put(),
                ),
        )
        .await
        .map_err(|e| tx_failed(e, ReportError::DisputeClosed))?;
    tracing::info!(order_id = %report.order_id, "report disputed");
    crate::webhooks::emit(
        ports,
        &report.enterprise_id,
        crate::webhooks::WebhookEvent::ReportDisputed,
        &report.order_id,
        serde_json::json!({
            "orderId": report.order_id,
            "orderNo": report.order_no,
            "reportVersion": report.version,
        }),
    )
    .await;
    crate::notices::raise::report_disputed(
        ports,
        &report.enterprise_id,
        &report.order_id,
        &report.order_no,
        now,
    )
    .await;
    dispute.view(ports)
}

/// The claim that an order has an open correction: `ORDER#<orderId>` /
/// `CORRECTION`, put only if absent with the correction, deleted when an
/// analyst resolves it. One open correction per order, even under races.
fn correction_claim_key(order_id: &str) -> Key {
    Key::new(order_pk(order_id), "CORRECTION")
}

/// The candidate asks to correct their data on an order (candidate portal;
/// the caller proved the phone is the order's): an open item of kind
/// `correction` (no items) in the analysts' queue, the timeline, and a
/// notice to the enterprise. Refused while the order has an open correction
/// or dispute (`CorrectionOpen`).
pub async fn raise_correction(
    ports: &Ports,
    order: &crate::orders::Order,
    text: &str,
) -> ReportResult<i64> {
    let standing = Standing::read(ports, &order.order_id).await?;
    if standing.disputed() {
        return Err(ReportError::CorrectionOpen);
    }
    let now = ports.clock.now_millis();
    let correction = DisputeItem {
        order_id: order.order_id.clone(),
        enterprise_id: order.enterprise_id.clone(),
        order_no: order.order_no.clone(),
        raised_at: now,
        kind: DisputeKind::Correction,
        items: Vec::new(),
        text_enc: Sealed::seal(&ports.pii, text),
        status: DisputeStatus::Open,
        resolved_at: None,
        resolved_by: None,
        resolution: None,
        resolved_version: None,
    };
    let claim = TxAction::Put {
        item: serde_json::Map::from_iter([
            ("pk".to_string(), json!(order_pk(&order.order_id))),
            ("sk".to_string(), json!("CORRECTION")),
            ("raisedAt".to_string(), json!(now)),
        ]),
        condition: Some(Condition::item_absent()),
    };
    ports
        .table
        .run(
            Tx::new()
                .with("claim", claim)
                .with("dispute", correction.put_new())
                .with(
                    "event",
                    OrderEvent::new(&order.order_id, now, EventKind::CorrectionRequested).put(),
                ),
        )
        .await
        .map_err(|e| tx_failed(e, ReportError::CorrectionOpen))?;
    tracing::info!(order_id = %order.order_id, "correction requested");
    crate::notices::raise::candidate_request(
        ports,
        crate::notices::NoticeKind::CorrectionRequested,
        &order.enterprise_id,
        &order.order_id,
        &order.order_no,
        now,
    )
    .await;
    Ok(now)
}

/// Every dispute and correction of an order, oldest first (the candidate's own view).
pub async fn disputes_of(ports: &Ports, order_id: &str) -> ReportResult<Vec<Dispute>> {
    ports
        .table
        .query_all_as::<DisputeItem>(
            Query::partition(order_pk(order_id)).sk(SkCondition::BeginsWith("DISPUTE#".into())),
        )
        .await?
        .into_iter()
        .map(|d| d.view(ports))
        .collect()
}

/// The enterprise's decision on an order, if any.
pub async fn decision_of(ports: &Ports, order_id: &str) -> ReportResult<Option<ReportDecision>> {
    Ok(ports
        .table
        .get_as::<DecisionItem>(&decision_key(order_id))
        .await?
        .map(Into::into))
}

/// Open disputes, oldest first, for the analysts.
pub async fn open_disputes(ports: &Ports) -> ReportResult<Vec<Dispute>> {
    ports
        .table
        .query_all_as::<DisputeItem>(Query::partition(OPEN_DISPUTES).on_index("gsi1"))
        .await?
        .into_iter()
        .map(|d| d.view(ports))
        .collect()
}

/// An analyst resolves the open dispute of an order with a new version
/// (`edits` may be empty: the findings stand, the reason says why).
pub async fn resolve(
    ports: &Ports,
    analyst: &str,
    order_id: &str,
    reason: &str,
    note: Option<&str>,
    edits: &[ItemEdit],
    link_base: &str,
) -> ReportResult<Report> {
    let order = lifecycle::any_order(ports, order_id)
        .await
        .map_err(|_| ReportError::NotFound)?;
    let standing = Standing::read(ports, order_id).await?;
    let dispute = standing
        .dispute
        .filter(|d| d.status == DisputeStatus::Open)
        .ok_or(ReportError::NotDisputed)?;
    let now = ports.clock.now_millis();
    // Claim the dispute first: two analysts at once make one version, not two.
    let claimed = ports
        .table
        .update(
            &dispute.key(),
            vec![
                UpdateAction::set("status", json!(DisputeStatus::Resolved)),
                UpdateAction::set("gsi1pk", "DISPUTES#resolved"),
                UpdateAction::set("resolvedAt", now),
                UpdateAction::set("resolvedBy", analyst),
                UpdateAction::set("resolution", reason),
            ],
            Some(Condition::eq("status", json!(DisputeStatus::Open))),
        )
        .await;
    match claimed {
        Ok(_) => {}
        Err(verity_core::table::TableError::ConditionFailed) => {
            return Err(ReportError::NotDisputed)
        }
        Err(e) => return Err(e.into()),
    }
    let report = match assemble::edit(ports, order_id, analyst, reason, note, edits).await {
        Ok(report) => report,
        Err(e) => {
            // Give the dispute back so it can be resolved again.
            ports
                .table
                .update(
                    &dispute.key(),
                    vec![
                        UpdateAction::set("status", json!(DisputeStatus::Open)),
                        UpdateAction::set("gsi1pk", OPEN_DISPUTES),
                        UpdateAction::Remove("resolvedAt".into()),
                        UpdateAction::Remove("resolvedBy".into()),
                        UpdateAction::Remove("resolution".into()),
                    ],
                    None,
                )
                .await?;
            return Err(e);
        }
    };
    let link = candidate_link(ports, &order.enterprise_id, order_id, link_base).await?;
    let mut done = Tx::new();
    if dispute.kind == DisputeKind::Correction {
        // The order may take another correction request.
        done.push(
            "correction claim",
            TxAction::Delete {
                key: correction_claim_key(order_id),
                condition: None,
            },
        );
    }
    ports
        .table
        .run(
            done.with(
                "dispute",
                TxAction::Update {
                    key: dispute.key(),
                    actions: vec![UpdateAction::set("resolvedVersion", report.version)],
                    condition: None,
                },
            )
            .with("link", link.put_new())
            .with(
                "event",
                OrderEvent::new(
                    order_id,
                    ports.clock.now_millis(),
                    EventKind::DisputeResolved,
                )
                .note(format!("v{}", report.version))
                .put(),
            ),
        )
        .await
        .map_err(|e| Internal::new(format!("{e:?}")))?;
    tracing::info!(order_id = %order_id, version = report.version, "dispute resolved");
    publish_notice(ports, order_id, &link, Notice::Resolved).await;
    Ok(report)
}

/// The text of a report shared to a phone (template `report_shared`) in
/// `lang`; the enterprise is named only when its name cannot pass for an
/// address (`report_shared_unnamed`).
pub fn shared_text(
    enterprise_name: &str,
    order_no: &str,
    url: &str,
    lang: verity_core::text::Lang,
) -> verity_core::sms::SmsMessage {
    if crate::sms::unsafe_in_text(enterprise_name) {
        crate::sms::REPORT_SHARED_UNNAMED.render(
            lang,
            vec![("orderNo", order_no.into()), ("url", url.into())],
        )
    } else {
        crate::sms::REPORT_SHARED.render(
            lang,
            vec![
                ("enterprise", enterprise_name.trim().into()),
                ("orderNo", order_no.into()),
                ("url", url.into()),
            ],
        )
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct NoticeClaim {
    link: String,
    sent_at: i64,
}

impl Entity for NoticeClaim {
    const KIND: &'static str = "report notice";
    fn key(&self) -> Key {
        Key::new(format!("NOTICE#{}", self.link), "SMS")
    }
}

/// `report.notice`: texts the candidate their link once (a decline, or a resolved dispute).
pub async fn notify(ports: &Ports, event: &DomainEvent) -> ReportResult<()> {
    let field = |name: &str| {
        event
            .text(name)
            .ok_or_else(|| Internal::new("a report notice without orderId or link"))
    };
    let (order_id, hash) = (field("orderId")?, field("link")?);
    let Some(link) = ports
        .table
        .get_as::<ShareLink>(&Key::new(format!("SHARE#{hash}"), "LINK"))
        .await?
    else {
        return Err(Internal::new("a report notice for a missing link").into());
    };
    let kind: Notice = event
        .field_as("kind")
        .ok_or_else(|| Internal::new("a report notice without its kind"))?;
    let order = lifecycle::any_order(ports, &order_id).await?;
    let enterprise = profile::enterprise_name(ports, &link.enterprise_id)
        .await
        .map_err(|e| Internal::new(format!("{e:?}")))?
        .unwrap_or_default();
    let (url, phone) = link.delivery(ports)?;
    // The phone the link went to: its language is not known, Chinese.
    let lang = verity_core::text::Lang::ZhCn;
    let no = order.order_no.as_str();
    let candidates_own = ports.pii.lookup_hash("candidate.phone", &phone) == order.phone_hash;
    let portal = || crate::sms::portal_link(&ports.auth.public_base);
    if kind == Notice::SharedQuietly {
        if !candidates_own {
            return Ok(());
        }
        let text = crate::sms::REPORT_SHARED_NOTICE.render(
            lang,
            vec![
                ("enterprise", crate::sms::enterprise(Some(&enterprise))),
                ("orderNo", no.into()),
                ("portal", portal().into()),
            ],
        );
        return notify_within_cap(ports, &order, hash, &phone, &text).await;
    }
    let text = if kind == Notice::Shared && candidates_own {
        // One text to the candidate: the link and the portal together.
        crate::sms::REPORT_SHARED_CANDIDATE.render(
            lang,
            vec![
                ("enterprise", crate::sms::enterprise(Some(&enterprise))),
                ("orderNo", no.into()),
                ("url", url.as_str().into()),
                ("portal", portal().into()),
            ],
        )
    } else if kind == Notice::Shared {
        shared_text(&enterprise, no, &url, lang)
    } else if kind == Notice::Resolved {
        crate::sms::DISPUTE_RESOLVED.render(
            lang,
            vec![("orderNo", no.into()), ("url", url.as_str().into())],
        )
    } else {
        crate::sms::ADVERSE_DECISION.render(
            lang,
            vec![
                ("enterprise", crate::sms::enterprise(Some(&enterprise))),
                ("orderNo", no.into()),
                ("days", DISPUTE_DAYS.to_string().into()),
                ("url", url.as_str().into()),
            ],
        )
    };
    let claim = NoticeClaim {
        link: hash,
        sent_at: ports.clock.now_millis(),
    };
    if !ports.table.put_new(&claim).await? {
        return Ok(());
    }
    if let Err(e) = ports.sms.send(&phone, &text).await {
        ports.table.delete(&claim.key(), None).await?;
        return Err(Internal::new(e).into());
    }
    Ok(())
}

/// A notice nobody counted yet (`report/share` without `sendText` took no
/// slot): claimed with its slot under the phone's daily cap in one
/// transaction, skipped at the cap (logged without PII), sent once.
async fn notify_within_cap(
    ports: &Ports,
    order: &crate::orders::Order,
    link_hash: String,
    phone: &str,
    text: &verity_core::sms::SmsMessage,
) -> ReportResult<()> {
    let claim = NoticeClaim {
        link: link_hash,
        sent_at: ports.clock.now_millis(),
    };
    let tx = Tx::new().with("claim", claim.put_new()).with(
        crate::counters::PHONE_CAP,
        crate::counters::count_text(&order.phone_hash, claim.sent_at),
    );
    match ports.table.run(tx).await {
        Ok(()) => {}
        Err(TxError::Condition(crate::counters::PHONE_CAP)) => {
            tracing::info!(order_id = %order.order_id, "shared notice not sent: the phone's daily cap");
            return Ok(());
        }
        Err(TxError::Condition(_)) => return Ok(()),
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    if let Err(e) = ports.sms.send(phone, text).await {
        ports.table.delete(&claim.key(), None).await?;
        return Err(Internal::new(e).into());
    }
    Ok(())
}
