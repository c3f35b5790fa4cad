//! `order/detail`: one order's record.

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::provider::ItemResult;
use verity_domain::identity::Right;
use verity_domain::orders::lifecycle::{self};
use verity_domain::orders::model::{Order, OrderEvent, ScreeningItem};
use verity_domain::orders::{AuthMode, EventKind, ItemStatus, OrderStatus};
use verity_domain::reports::Grade;
use verity_http::lang::{self, Lang};
use verity_http::{ApiJson, ApiResult, Reply, Session};

use super::{candidate_name, open_eta, OrderIdRequest};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderCandidate {
    /// The full name for members who see candidates, else masked.
    pub name: String,
    /// Masked; `order/revealCandidate` answers it (audited).
    pub phone: String,
    /// Masked; `order/revealCandidate` answers it (audited).
    pub id_number: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
    /// What the items were checked against, for members who see candidates.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub details: Option<verity_core::provider::GivenDetails>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderItemView {
    pub index: u32,
    pub code: String,
    pub name_zh: String,
    pub name_en: String,
    pub status: ItemStatus,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    pub result: Option<ItemResult>,
    /// The finding's grade as the report shows it (`green`, `yellow`, `red`), once there is a result.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub grade: Option<Grade>,
    /// In the request's language.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub finding: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    pub turnaround_days: u32,
    pub attempts: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub started_at: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub finished_at: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TimelineEntry {
    pub at: i64,
    pub kind: EventKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub item_code: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsentView {
    pub mode: AuthMode,
    pub signed_at: i64,
    pub text_version: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub user_agent: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ip_masked: Option<String>,
    pub has_signature: bool,
    pub has_file: bool,
    /// What the candidate asked to correct, if anything.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub corrections: Option<String>,
    /// Mode `registration`: the job registration whose consent this is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub registration_id: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InviteView {
    pub sent_count: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_sent_at: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderDetail {
    pub order_id: String,
    pub order_no: String,
    pub status: OrderStatus,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    pub result: Option<ItemResult>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status_reason: Option<String>,
    pub candidate: OrderCandidate,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    pub package_id: String,
    pub package_name: String,
    pub package_version: u32,
    pub price_fen: i64,
    pub refunded_fen: i64,
    pub auth_mode: AuthMode,
    pub created_at: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub authorized_at: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub completed_at: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub eta_at: Option<i64>,
    pub items: Vec<OrderItemView>,
    pub timeline: Vec<TimelineEntry>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub consent: Option<ConsentView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub invite: Option<InviteView>,
    pub can_cancel: bool,
    pub can_remind: bool,
    /// The caller may reveal the phone and ID number (`order/revealCandidate`, audited).
    pub can_reveal: bool,
    /// The candidate's data were erased (retention ran out, or the
    /// candidate asked): the candidate reads `***`.
    pub erased: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub erased_at: Option<i64>,
    /// When the candidate's data will be erased (an ended order not erased yet).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub erase_due_at: Option<i64>,
}

fn item_view(i: &ScreeningItem, order: &Order, lang: Lang) -> OrderItemView {
    // Items an order never ran show as skipped once it stopped.
    let status = match i.status {
        ItemStatus::Pending | ItemStatus::Running if !order.status.is_open() => ItemStatus::Skipped,
        s => s,
    };
    OrderItemView {
        index: i.index,
        code: i.code.clone(),
        name_zh: i.name_zh.clone(),
        name_en: i.name_en.clone(),
        status,
        result: i.result,
        grade: i.result.map(|r| Grade::of(&i.code, Some(r))),
        finding: match lang {
            Lang::ZhCn => i.finding_zh.clone(),
            Lang::EnUs => i.finding_en.clone(),
        },
        source: match lang {
            Lang::ZhCn => i.source_zh.clone().or_else(|| i.source.clone()),
            Lang::EnUs => i.source.clone(),
        },
        turnaround_days: i.turnaround_days,
        attempts: i.attempts,
        started_at: i.started_at,
        finished_at: i.finished_at,
    }
}

fn timeline_entry(e: &OrderEvent) -> TimelineEntry {
    TimelineEntry {
        at: e.at,
        kind: e.kind,
        item_code: e.item_code.clone(),
        note: e.note.clone(),
    }
}

/// One order's record: candidate (full name for members who see candidates,
/// phone and ID number masked), items, timeline, consent, ETA.
#[utoipa::path(
    post,
    path = "/api/base/order/detail",
    operation_id = "orderDetail",
    tag = "order",
    request_body = OrderIdRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the order's record.", body = OrderDetail))
)]
pub async fn detail(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<OrderIdRequest>,
) -> ApiResult<OrderDetail> {
    let member = session.require(Right::ViewRecords)?;
    let record = lifecycle::record(&ports, &member.enterprise_id, &req.order_id).await?;
    let o = &record.order;
    let lang = lang::current();
    let consent = record.consent.as_ref().map(|c| ConsentView {
        mode: c.mode,
        signed_at: c.signed_at,
        text_version: c.text_version.clone(),
        user_agent: c.user_agent.clone(),
        ip_masked: c.ip_mask.clone(),
        has_signature: c.signature_key.is_some(),
        has_file: c.file_key.is_some(),
        corrections: c
            .corrections_enc
            .as_ref()
            .and_then(|s| s.open(&ports.pii).ok()),
        registration_id: c.registration_id.clone(),
    });
    let can_order = member.role.has(Right::OrderChecks);
    let sees = member.role.has(Right::ViewCandidates);
    let details = if sees {
        let g = o.given_details(&ports.pii).unwrap_or_default();
        (!g.is_empty()).then_some(g)
    } else {
        None
    };
    Ok(Reply(OrderDetail {
        order_id: o.order_id.clone(),
        order_no: o.order_no.clone(),
        status: o.status,
        result: o.result,
        status_reason: o
            .status_reason
            .as_deref()
            .map(|r| lifecycle::reason_text(r, lang == Lang::ZhCn)),
        candidate: OrderCandidate {
            name: candidate_name(&ports, o, sees),
            phone: o.phone_mask.clone(),
            id_number: o.id_number_mask.clone(),
            email: o.email_mask.clone(),
            details,
        },
        position: o.position.clone(),
        package_id: o.package_id.clone(),
        package_name: o.package_name.clone(),
        package_version: o.package_version,
        price_fen: o.price_fen,
        refunded_fen: o.refunded_fen,
        auth_mode: o.auth_mode,
        created_at: o.created_at,
        authorized_at: o.authorized_at,
        completed_at: o.completed_at,
        eta_at: open_eta(o),
        items: record.items.iter().map(|i| item_view(i, o, lang)).collect(),
        timeline: record.timeline.iter().map(timeline_entry).collect(),
        consent,
        invite: (o.auth_mode == AuthMode::Sms).then_some(InviteView {
            sent_count: o.invite_count,
            last_sent_at: o.last_invited_at,
        }),
        can_cancel: can_order && lifecycle::cancelable(o),
        can_remind: can_order && o.status == OrderStatus::AwaitingAuthorization,
        can_reveal: sees && !o.is_erased(),
        erased: o.is_erased(),
        erased_at: o.erased_at,
        erase_due_at: o.erase_due_at.filter(|_| !o.is_erased()),
    }))
}
