//! A signed-in candidate's checks: the list, one check's detail, and what
//! they may do about it (withdraw consent, ask for a correction, ask for
//! deletion). Every call on a check reads the order and proves its phone is
//! the session's first ([`owned`]).

use serde::Serialize;
use verity_core::failure::Internal;
use verity_core::pii::constant_time_eq;
use verity_core::ports::Ports;
use verity_core::provider::ItemResult;
use verity_core::table::{Item, Query, SkCondition, TableExt};

use super::session::MeSession;
use super::{pointer, CandidateError, CandidateResult};
use crate::orders::lifecycle::{self, Stop};
use crate::orders::model::{
    is_ended, order_key, order_pk, AuthMode, EventKind, ItemStatus, OrderRecord, ScreeningItem,
};
use crate::orders::{Order, OrderStatus};
use crate::privacy::PrivacyError;
use crate::reports::decision::{self, Decision, DisputeKind, DisputeStatus};

/// An item of a check, by name.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckItem {
    pub code: String,
    pub name_zh: String,
    pub name_en: String,
}

/// A check in the candidate's list.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckSummary {
    pub order_id: String,
    pub order_no: String,
    pub enterprise_name: String,
    pub package_name: String,
    pub items: Vec<CheckItem>,
    pub status: OrderStatus,
    pub created_at: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub completed_at: Option<i64>,
    /// Consent may be withdrawn now (the check stops).
    pub can_withdraw: bool,
    /// Deletion may be asked for now (the check ended, not asked yet).
    pub can_erase: bool,
    /// When the data is (or was) due to be erased.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub erase_due_at: Option<i64>,
    pub erasure_requested: bool,
}

/// A page of the candidate's checks, newest first.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckPage {
    pub list: Vec<CheckSummary>,
    pub total: u64,
    pub page_num: u32,
    pub page_size: u32,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ItemProgress {
    pub code: String,
    pub name_zh: String,
    pub name_en: String,
    pub status: ItemStatus,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<ItemResult>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub finished_at: Option<i64>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyTimelineEntry {
    pub at: i64,
    pub kind: EventKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub item_code: Option<String>,
}

/// How the candidate consented, and to what.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyConsent {
    pub mode: AuthMode,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text_version: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub signed_at: Option<i64>,
    /// `data:image/png;base64,…` of the drawn signature.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub signature_png: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disclosure_zh: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disclosure_en: Option<String>,
}

/// A version of the report made about them.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportShared {
    pub version: u32,
    /// When the version was made available to the enterprise.
    pub shared_at: i64,
    /// The `/sr` link, on the current version, when a live link was shared to this phone.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub link: Option<String>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DecisionView {
    pub status: Decision,
    pub decided_at: i64,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DisputeView {
    pub kind: DisputeKind,
    pub raised_at: i64,
    pub status: DisputeStatus,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resolution: Option<String>,
}

/// One check in full, as its candidate reads it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckDetail {
    #[serde(flatten)]
    pub summary: CheckSummary,
    pub name_mask: String,
    pub id_number_mask: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    pub items_progress: Vec<ItemProgress>,
    pub timeline: Vec<MyTimelineEntry>,
    pub consent: MyConsent,
    pub reports: Vec<ReportShared>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decision: Option<DecisionView>,
    pub disputes: Vec<DisputeView>,
}

/// The order `order_id`, if any (a malformed id is none).
pub(crate) async fn read_order(ports: &Ports, order_id: &str) -> CandidateResult<Option<Order>> {
    if !verity_core::blobs::valid_key(order_id) || order_id.len() > 64 {
        return Ok(None);
    }
    let Some(item) = ports.table.get(&order_key(order_id)).await? else {
        return Ok(None);
    };
    Ok(Some(parse_order(item)?))
}

fn parse_order(item: Item) -> CandidateResult<Order> {
    use verity_core::table::Entity;
    Order::from_item(item).map_err(|e| Internal::new(e).into())
}

/// The session's order `order_id`: [`CandidateError::CheckNotFound`] for
/// an unknown id and for another phone's, alike.
pub(crate) async fn owned(
    ports: &Ports,
    session: &MeSession,
    order_id: &str,
) -> CandidateResult<Order> {
    match read_order(ports, order_id).await? {
        Some(order) if constant_time_eq(&order.phone_hash, &session.phone_hash) => Ok(order),
        _ => Err(CandidateError::CheckNotFound),
    }
}

/// Consent may still be withdrawn: the check has not ended (nor stalled).
pub fn can_withdraw(status: OrderStatus) -> bool {
    matches!(
        status,
        OrderStatus::AwaitingAuthorization | OrderStatus::Authorized | OrderStatus::InProgress
    )
}

pub(crate) async fn enterprise_name(ports: &Ports, enterprise_id: &str) -> CandidateResult<String> {
    Ok(
        crate::enterprise::profile::enterprise_name(ports, enterprise_id)
            .await?
            .unwrap_or_default(),
    )
}

pub(crate) async fn screening_items(
    ports: &Ports,
    order_id: &str,
) -> CandidateResult<Vec<ScreeningItem>> {
    Ok(ports
        .table
        .query_all_as::<ScreeningItem>(
            Query::partition(order_pk(order_id)).sk(SkCondition::BeginsWith("ITEM#".into())),
        )
        .await?)
}

fn summary(order: &Order, enterprise_name: String, items: &[ScreeningItem]) -> CheckSummary {
    let mut names: Vec<CheckItem> = Vec::new();
    for i in items {
        if !names.iter().any(|n| n.code == i.code) {
            names.push(CheckItem {
                code: i.code.clone(),
                name_zh: i.name_zh.clone(),
                name_en: i.name_en.clone(),
            });
        }
    }
    let requested = order.erasure_requested_at.is_some();
    CheckSummary {
        order_id: order.order_id.clone(),
        order_no: order.order_no.clone(),
        enterprise_name,
        package_name: order.package_name.clone(),
        items: names,
        status: order.status,
        created_at: order.created_at,
        completed_at: order.completed_at,
        can_withdraw: can_withdraw(order.status),
        can_erase: is_ended(order.status) && !requested && !order.is_erased(),
        erase_due_at: order.erase_due_at,
        erasure_requested: requested,
    }
}

/// The session's checks, newest first, `page_size` a page from page 1.
pub async fn list(
    ports: &Ports,
    session: &MeSession,
    page_num: u32,
    page_size: u32,
) -> CandidateResult<CheckPage> {
    let pointers = pointer::of_phone(ports, &session.phone_hash).await?;
    let total = pointers.len() as u64;
    let skip = (page_num.max(1) as usize - 1).saturating_mul(page_size as usize);
    let mut list = Vec::new();
    for p in pointers.iter().skip(skip).take(page_size as usize) {
        // A pointer outlives nothing: an order erased or gone is skipped.
        let Some(order) = read_order(ports, &p.order_id).await? else {
            continue;
        };
        if !constant_time_eq(&order.phone_hash, &session.phone_hash) {
            continue;
        }
        let name = enterprise_name(ports, &order.enterprise_id).await?;
        let items = screening_items(ports, &order.order_id).await?;
        list.push(summary(&order, name, &items));
    }
    Ok(CheckPage {
        list,
        total,
        page_num,
        page_size,
    })
}

/// The drawn signature of a consent as a data URL.
pub(crate) async fn signature_png(
    ports: &Ports,
    key: Option<&str>,
) -> CandidateResult<Option<String>> {
    use base64::Engine;
    let Some(key) = key else { return Ok(None) };
    let blob = ports.uploads.get(key).await.map_err(Internal::new)?;
    Ok(blob.map(|b| {
        format!(
            "data:image/png;base64,{}",
            base64::engine::general_purpose::STANDARD.encode(&b.bytes)
        )
    }))
}

/// The report's versions, oldest first.
pub(crate) async fn report_versions(
    ports: &Ports,
    order_id: &str,
) -> CandidateResult<Vec<crate::reports::Report>> {
    Ok(ports
        .table
        .query_all_as::<crate::reports::Report>(
            Query::partition(order_pk(order_id)).sk(SkCondition::BeginsWith("REPORT#".into())),
        )
        .await?)
}

/// The `/sr` address of a live report link shared to the session's phone, if any.
async fn shared_link(
    ports: &Ports,
    session: &MeSession,
    order_id: &str,
) -> CandidateResult<Option<String>> {
    let shares = ports
        .table
        .query_all_as::<crate::reports::share::ReportShare>(
            Query::partition(order_pk(order_id)).sk(SkCondition::BeginsWith("RSHARE#".into())),
        )
        .await?;
    let phone = session.phone(ports)?;
    for share in shares.iter().rev() {
        if crate::share::issued_to(ports, &share.share_id, &phone).await? {
            if let Some(link) = crate::share::by_hash(ports, &share.share_id).await? {
                return Ok(Some(link.delivery(ports)?.0));
            }
        }
    }
    Ok(None)
}

/// Everything stored about one check of the session's phone, read once for
/// the portal's view of it ([`detail`]) and for the copy
/// ([`super::export::export`]).
pub(crate) struct Gathered {
    pub record: OrderRecord,
    pub enterprise_name: String,
    /// The report's versions, oldest first.
    pub versions: Vec<crate::reports::Report>,
    pub decision: Option<decision::ReportDecision>,
    pub disputes: Vec<decision::Dispute>,
}

pub(crate) async fn gather(
    ports: &Ports,
    session: &MeSession,
    order_id: &str,
) -> CandidateResult<Gathered> {
    let order = owned(ports, session, order_id).await?;
    let record = lifecycle::record(ports, &order.enterprise_id, &order.order_id).await?;
    Ok(Gathered {
        enterprise_name: enterprise_name(ports, &order.enterprise_id).await?,
        versions: report_versions(ports, &order.order_id).await?,
        decision: decision::decision_of(ports, &order.order_id).await?,
        disputes: decision::disputes_of(ports, &order.order_id).await?,
        record,
    })
}

/// One check of the session's phone in full.
pub async fn detail(
    ports: &Ports,
    session: &MeSession,
    order_id: &str,
) -> CandidateResult<CheckDetail> {
    let Gathered {
        record:
            OrderRecord {
                order,
                items,
                timeline,
                consent,
            },
        enterprise_name: name,
        versions,
        decision,
        disputes,
    } = gather(ports, session, order_id).await?;
    let consent = match consent {
        Some(c) => {
            let (zh, en) = disclosures(c.mode, &name);
            MyConsent {
                mode: c.mode,
                text_version: Some(c.text_version.clone()),
                signed_at: Some(c.signed_at),
                signature_png: signature_png(ports, c.signature_key.as_deref()).await?,
                disclosure_zh: zh,
                disclosure_en: en,
            }
        }
        None => {
            let (zh, en) = disclosures(order.auth_mode, &name);
            MyConsent {
                mode: order.auth_mode,
                text_version: None,
                signed_at: None,
                signature_png: None,
                disclosure_zh: zh,
                disclosure_en: en,
            }
        }
    };
    let link = match versions.is_empty() {
        true => None,
        false => shared_link(ports, session, &order.order_id).await?,
    };
    let last = versions.last().map(|r| r.version);
    let reports = versions
        .iter()
        .map(|r| ReportShared {
            version: r.version,
            shared_at: r.created_at,
            link: (Some(r.version) == last).then(|| link.clone()).flatten(),
        })
        .collect();
    let decision = decision.map(|d| DecisionView {
        status: d.decision,
        decided_at: d.decided_at,
    });
    let disputes = disputes
        .into_iter()
        .map(|d| DisputeView {
            kind: d.kind,
            raised_at: d.raised_at,
            status: d.status,
            resolution: d.resolution,
        })
        .collect();
    Ok(CheckDetail {
        summary: summary(&order, name, &items),
        name_mask: order.name_mask.clone(),
        id_number_mask: order.id_number_mask.clone(),
        position: order.position.clone(),
        items_progress: items
            .iter()
            .map(|i| ItemProgress {
                code: i.code.clone(),
                name_zh: i.name_zh.clone(),
                name_en: i.name_en.clone(),
                status: i.status,
                result: i.result,
                finished_at: i.finished_at,
            })
            .collect(),
        timeline: timeline
            .iter()
            .map(|e| MyTimelineEntry {
                at: e.at,
                kind: e.kind,
                item_code: e.item_code.clone(),
            })
            .collect(),
        consent,
        reports,
        decision,
        disputes,
    })
}

/// The disclosure the candidate agreed to, in both languages (the texted
/// link's; an uploaded paper authorization or a job application's consent
/// has its own words).
pub(crate) fn disclosures(mode: AuthMode, enterprise: &str) -> (Option<String>, Option<String>) {
    match mode {
        AuthMode::Sms => (
            Some(crate::orders::consent::disclosure(true, enterprise).1),
            Some(crate::orders::consent::disclosure(false, enterprise).1),
        ),
        AuthMode::Offline | AuthMode::Registration => (None, None),
    }
}

/// Withdraws consent: the check stops, refunded to the enterprise when
/// nothing had started (`orders::lifecycle::stop`'s rules).
pub async fn withdraw(
    ports: &Ports,
    session: &MeSession,
    order_id: &str,
) -> CandidateResult<OrderStatus> {
    let order = owned(ports, session, order_id).await?;
    if !can_withdraw(order.status) {
        return Err(CandidateError::NotWithdrawable(order.status));
    }
    lifecycle::stop(ports, &order, Stop::Withdraw, None).await?;
    tracing::info!(order_id = %order.order_id, "consent withdrawn from the candidate portal");
    Ok(OrderStatus::Canceled)
}

/// Asks for a correction of their data: in the analysts' queue, the
/// enterprise told. Answers when it was raised.
pub async fn correction(
    ports: &Ports,
    session: &MeSession,
    order_id: &str,
    text: &str,
) -> CandidateResult<i64> {
    let order = owned(ports, session, order_id).await?;
    Ok(decision::raise_correction(ports, &order, text).await?)
}

/// Asks that the data of an ended check be deleted now. Answers when it is due.
pub async fn erase(ports: &Ports, session: &MeSession, order_id: &str) -> CandidateResult<i64> {
    let order = owned(ports, session, order_id).await?;
    // Asked already: the same answer again, nothing changed.
    if let (Some(_), Some(due)) = (order.erasure_requested_at, order.erase_due_at) {
        return Ok(due);
    }
    crate::privacy::request_erasure(ports, &order, ports.clock.now_millis())
        .await
        .map_err(|e| match e {
            PrivacyError::NotEnded(_) | PrivacyError::AlreadyErased => {
                CandidateError::NotErasable(order.status)
            }
            other => other.into(),
        })
}
