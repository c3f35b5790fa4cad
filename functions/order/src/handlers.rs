//! The order calls. Placing, cancelling and reminding need `OrderChecks`
//! (owners, admins, operators); reading and exporting `ViewRecords` (every
//! member); full names, the reveal and search by part of a name
//! `ViewCandidates` (owners, admins, operators); an unmasked export
//! `ManageEnterprise` (owners, admins), audited. An order id is looked up under the caller's enterprise, so
//! another enterprise's id is 1007.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::provider::GivenDetails;
use verity_core::provider::ItemResult;
use verity_core::text::Text;
use verity_core::types::{
    CertificateNumber, Cursor, Degree, Email, EmploymentPeriod, EntityId, FileKey, IdNumber,
    IdempotencyKey, Institution, Phone, RealName, Reason,
};
use verity_domain::batches::view::narrow_to_batch;
use verity_domain::enterprise::Actor;
use verity_domain::identity::Right;
use verity_domain::orders::lifecycle::{self, Stop};
use verity_domain::orders::list::{self, Filter};
use verity_domain::orders::model::{Order, OrderEvent, ScreeningItem};
use verity_domain::orders::reveal::{self, RevealField};
use verity_domain::orders::{
    self, AuthMode, Candidate, Created, EventKind, ItemStatus, NewOrder, OrderStatus,
};
use verity_domain::reports::Grade;
use verity_http::lang::{self, Lang};
use verity_http::sheet::{self, Cell, Sheet};
use verity_http::{ApiError, ApiJson, ApiResult, Reply, Session};

const DEFAULT_PAGE: usize = 20;
/// The most rows one export holds; narrow the filters for more.
pub const MAX_EXPORT_ROWS: usize = 20_000;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CandidateInput {
    #[schema(value_type = String)]
    pub name: RealName,
    /// 11 digits starting with 1.
    #[schema(value_type = String)]
    pub phone: Phone,
    /// 16 or 18 characters; an 18-character number must have its GB 11643 check character.
    #[schema(value_type = String)]
    pub id_number: IdNumber,
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub email: Option<Email>,
    /// The school the education check verifies (1–100 characters); required when
    /// the package holds an item that needs `school` (catalogue `candidateFields`).
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub school: Option<Institution>,
    /// The degree stated for that school, free text (1–50 characters), optional.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub degree: Option<Degree>,
    /// The former employer the employment check asks (1–100 characters); required
    /// when the package holds an item that needs `employer`.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub employer: Option<Institution>,
    /// When the candidate worked there, free text such as `2019-03 – 2023-06`
    /// (1–50 characters), optional.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub employment_period: Option<EmploymentPeriod>,
    /// The professional certificate's number (1–50 letters, digits, spaces, `-/_.()`);
    /// required when the package holds an item that needs `certificateNumber`.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub certificate_number: Option<CertificateNumber>,
}

impl CandidateInput {
    /// What the package's items are checked against.
    pub fn given(&self) -> GivenDetails {
        let text = |v: Option<&str>| v.map(str::to_string);
        GivenDetails {
            school: text(self.school.as_deref()),
            degree: text(self.degree.as_deref()),
            employer: text(self.employer.as_deref()),
            employment_period: text(self.employment_period.as_deref()),
            certificate_number: text(self.certificate_number.as_deref()),
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OrderCreateRequest {
    #[schema(value_type = String)]
    pub package_id: EntityId,
    pub candidate: CandidateInput,
    /// The position applied for, at most 500 characters.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub position: Option<Reason>,
    /// `sms` or `offline`. The server sets `registration` itself: an `sms`
    /// order from a registration whose consent covered the check starts at once.
    pub auth_mode: AuthMode,
    /// Required with `offline`: the signed authorization uploaded with purpose `consent`.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub consent_file_key: Option<FileKey>,
    /// One per confirmed form; a retry sends the same key and gets the same answer.
    #[schema(value_type = String)]
    pub idempotency_key: IdempotencyKey,
    /// Order again a candidate ordered in the last 30 days (after the 4203 warning).
    #[serde(default)]
    pub confirm_duplicate: bool,
    /// Order from a job registration (`job/registration`) of this enterprise and of the
    /// same candidate (ID number). When its consent text covered a background check,
    /// that consent counts (mode `registration`): no consent link, the check starts at once.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub registration_id: Option<EntityId>,
}

/// Places a background check, charged from the balance in the same transaction.
#[utoipa::path(
    post,
    path = "/api/base/order/create",
    operation_id = "orderCreate",
    tag = "order",
    request_body = OrderCreateRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {orderId, orderNo, status, priceFen, balanceAfterFen}. \
        Codes: -5; -6 viewer; 1002 bad field (data.field), also a detail an item of the package needs and the candidate lacks \
        (data.field candidate.school, candidate.employer or candidate.certificateNumber; nothing charged); 1007 package not found; 3003 consent file not found; 4002 package disabled; \
        4003 package changed meanwhile; 4101 insufficient balance (data.balanceFen, priceFen, shortfallFen); 4102 key reused with another body; \
        4207 the candidate's phone got its 5 consent texts today, nothing charged (data.field, data.max); \
        4201 enterprise not certified; 4202 contract not accepted; 4203 candidate ordered in the last 30 days (data.orderNo, orderedAt): resend with confirmDuplicate; \
        1007 (data.field registrationId) no such registration in this enterprise; 4505 the registration is another candidate's", body = Created))
)]
pub async fn create(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<OrderCreateRequest>,
) -> ApiResult<Created> {
    let member = session.require(Right::OrderChecks)?;
    if req.auth_mode == AuthMode::Registration {
        return Err(ApiError::invalid(
            "authMode",
            Text::new("must be sms or offline; an order from a registration whose consent covers the check needs no link", "须为 sms 或 offline；报名时已授权背调的候选人无需授权链接"),
        ));
    }
    if req.auth_mode == AuthMode::Sms && req.consent_file_key.is_some() {
        return Err(ApiError::invalid(
            "consentFileKey",
            Text::new(
                "only an offline order carries a signed authorization",
                "只有线下授权的订单需要上传授权书",
            ),
        ));
    }
    let link_base = verity_http::origin::public_base(&ports);
    let c = &req.candidate;
    let created = orders::create(
        &ports,
        &member.enterprise_id,
        &session.user_id,
        NewOrder {
            package_id: &req.package_id,
            candidate: Candidate {
                name: &c.name,
                phone: &c.phone,
                id_number: &c.id_number,
                email: c.email.as_deref(),
                given: c.given(),
            },
            position: req.position.as_deref(),
            auth_mode: req.auth_mode,
            consent_file_key: req.consent_file_key.as_deref(),
            idempotency_key: &req.idempotency_key,
            confirm_duplicate: req.confirm_duplicate,
            link_base: &link_base,
            batch_id: None,
            registration_id: req.registration_id.as_deref(),
        },
    )
    .await?;
    Ok(Reply(created))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OrderListRequest {
    #[serde(default)]
    pub status: Option<OrderStatus>,
    /// `clear` or `consider`.
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    pub result: Option<ItemResult>,
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub package_id: Option<EntityId>,
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub batch_id: Option<EntityId>,
    /// Created at or after (epoch ms).
    #[serde(default)]
    pub from: Option<i64>,
    /// Created at or before (epoch ms).
    #[serde(default)]
    pub to: Option<i64>,
    /// Finds a candidate: part of the name or the last 4+ digits of the phone for
    /// members who see candidates (owner, admin, operator; at most 2,000 orders are
    /// searched per call: a page may hold fewer and carry a cursor to go on); an exact
    /// full name or phone number for the others.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub keyword: Option<Reason>,
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub cursor: Option<Cursor>,
    /// 1–100, default 20.
    #[serde(default)]
    pub page_size: Option<u32>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderRow {
    pub order_id: String,
    pub order_no: String,
    pub status: OrderStatus,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    pub result: Option<ItemResult>,
    /// The full name for members who see candidates (owner, admin, operator), else masked.
    pub candidate_name: String,
    /// Masked (`order/revealCandidate` shows it, audited).
    pub candidate_phone: String,
    pub package_id: String,
    pub package_name: String,
    pub price_fen: i64,
    pub auth_mode: AuthMode,
    pub created_at: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub eta_at: Option<i64>,
    pub item_count: u32,
    pub items_done: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub batch_id: Option<String>,
}

impl OrderRow {
    /// The row as `viewer` may see it: the full name with `ViewCandidates`.
    fn new(ports: &Ports, o: &Order, sees_candidates: bool) -> Self {
        OrderRow {
            order_id: o.order_id.clone(),
            order_no: o.order_no.clone(),
            status: o.status,
            result: o.result,
            candidate_name: candidate_name(ports, o, sees_candidates),
            candidate_phone: o.phone_mask.clone(),
            package_id: o.package_id.clone(),
            package_name: o.package_name.clone(),
            price_fen: o.price_fen,
            auth_mode: o.auth_mode,
            created_at: o.created_at,
            eta_at: open_eta(o),
            item_count: o.item_count,
            items_done: o.items_done,
            batch_id: o.batch_id.clone(),
        }
    }
}

/// The full name for members who see candidates, else the mask.
pub fn candidate_name(ports: &Ports, o: &Order, sees_candidates: bool) -> String {
    if sees_candidates {
        reveal::full_name(ports, o)
    } else {
        o.name_mask.clone()
    }
}

fn open_eta(o: &Order) -> Option<i64> {
    if o.status.is_open() {
        o.eta_at
    } else {
        None
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderPage {
    pub items: Vec<OrderRow>,
    /// The next page's cursor; absent on the last page.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cursor: Option<String>,
}

fn filter(req: &OrderListRequest, sees_candidates: bool) -> Result<Filter, ApiError> {
    if let (Some(from), Some(to)) = (req.from, req.to) {
        if to < from {
            return Err(ApiError::invalid(
                "to",
                Text::new("the range ends before it starts", "结束时间早于开始时间"),
            ));
        }
    }
    Ok(Filter {
        status: req.status,
        result: req.result,
        package_id: req.package_id.as_ref().map(|p| p.to_string()),
        batch_id: req.batch_id.as_ref().map(|b| b.to_string()),
        from: req.from,
        to: req.to,
        keyword: req.keyword.as_ref().map(|k| k.to_string()),
        partial: sees_candidates,
    })
}

/// The enterprise's orders, newest first, filtered; full names for members who
/// see candidates, phones masked.
#[utoipa::path(
    post,
    path = "/api/base/order/list",
    operation_id = "orderList",
    tag = "order",
    request_body = OrderListRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {items, cursor}. `keyword`: part of the name or the phone's \
        last 4+ digits for members who see candidates, else an exact name or phone. Codes: -5; -6; 1002 bad filter; 1006 bad cursor", body = OrderPage))
)]
pub async fn list(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<OrderListRequest>,
) -> ApiResult<OrderPage> {
    let member = session.require(Right::ViewRecords)?;
    let sees = member.role.has(Right::ViewCandidates);
    let size = verity_http::paging::page_size(req.page_size, DEFAULT_PAGE, 100)?;
    let f = narrow_to_batch(&ports, &member.enterprise_id, filter(&req, sees)?).await?;
    let cursor = req.cursor.map(|c| c.into_inner());
    let (orders, cursor) = list::page(&ports, &member.enterprise_id, &f, cursor, size).await?;
    Ok(Reply(OrderPage {
        items: orders
            .iter()
            .map(|o| OrderRow::new(&ports, o, sees))
            .collect(),
        cursor,
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OrderIdRequest {
    #[schema(value_type = String)]
    pub order_id: EntityId,
}

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
    pub details: Option<OrderCandidateDetails>,
}

/// The details the order gave for its items.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderCandidateDetails {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub school: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub degree: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub employer: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub employment_period: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub certificate_number: Option<String>,
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
    responses((status = 200, description = "Envelope whose data is the order's record. Codes: -5; -6; 1007 no such order in this enterprise", body = OrderDetail))
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
        (!g.is_empty()).then_some(OrderCandidateDetails {
            school: g.school,
            degree: g.degree,
            employer: g.employer,
            employment_period: g.employment_period,
            certificate_number: g.certificate_number,
        })
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
        can_reveal: sees,
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OrderCancelRequest {
    #[schema(value_type = String)]
    pub order_id: EntityId,
    /// Kept on the order's timeline; at most 500 characters.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub reason: Option<Reason>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderCanceled {
    pub status: OrderStatus,
    /// Credited back to the balance (a `refund` ledger entry).
    pub refunded_fen: i64,
}

/// Cancels an order before any item started; the price is refunded in the same transaction.
#[utoipa::path(
    post,
    path = "/api/base/order/cancel",
    operation_id = "orderCancel",
    tag = "order",
    request_body = OrderCancelRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {status, refundedFen}. Codes: -5; -6 viewer; 1007 no such order; \
        4204 work has started or the order ended (data.status)", body = OrderCanceled))
)]
pub async fn cancel(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<OrderCancelRequest>,
) -> ApiResult<OrderCanceled> {
    let member = session.require(Right::OrderChecks)?;
    let order = lifecycle::order(&ports, &member.enterprise_id, &req.order_id).await?;
    let reason = req
        .reason
        .as_ref()
        .map(|r| format!("canceled by the enterprise: {}", r.as_str()));
    let refunded_fen = lifecycle::stop(&ports, &order, Stop::Cancel, reason.as_deref()).await?;
    tracing::info!(order_id = %order.order_id, refunded_fen, "order canceled");
    Ok(Reply(OrderCanceled {
        status: OrderStatus::Canceled,
        refunded_fen,
    }))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderReminded {
    pub sent_at: i64,
}

/// Texts the consent link to the candidate again (at most once a minute).
#[utoipa::path(
    post,
    path = "/api/base/order/remind",
    operation_id = "orderRemind",
    tag = "order",
    request_body = OrderIdRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {sentAt}. Codes: -5; -6 viewer; 1007 no such order; \
        4204 not awaiting consent (data.status); 4205 the last text went out less than 4 hours ago (data.retryAfterSeconds); \
        4206 the order was texted 7 times already (data.max); 4207 the phone got its 5 consent texts today (data.max), nothing sent", body = OrderReminded))
)]
pub async fn remind(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<OrderIdRequest>,
) -> ApiResult<OrderReminded> {
    let member = session.require(Right::OrderChecks)?;
    let order = lifecycle::order(&ports, &member.enterprise_id, &req.order_id).await?;
    let sent_at = lifecycle::remind(&ports, &order).await?;
    Ok(Reply(OrderReminded { sent_at }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RevealCandidateRequest {
    #[schema(value_type = String)]
    pub order_id: EntityId,
    /// `phone` or `idNumber`.
    pub field: RevealField,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RevealedCandidate {
    pub field: RevealField,
    /// The clear value. Not kept by the page beyond the screen.
    pub value: String,
}

/// The caller as the audit log records them (the masked phone, never the number).
async fn actor(ports: &Ports, session: &Session) -> Result<Actor, ApiError> {
    let user = verity_domain::identity::accounts::user(ports, &session.user_id)
        .await?
        .ok_or(verity_http::ErrorCode::SessionInvalid)?;
    Ok(Actor {
        user_id: user.user_id.clone(),
        label: user.phone_masked(),
        ip: None,
    })
}

/// Shows one order's candidate phone or ID number in clear, writing an audit
/// entry first (who, when, the order number, the field; never the value).
#[utoipa::path(
    post,
    path = "/api/base/order/revealCandidate",
    operation_id = "orderRevealCandidate",
    tag = "order",
    request_body = RevealCandidateRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {field, value}; an `candidate.revealed` entry is in the \
        enterprise's audit log. Codes: -5; -6 viewer (members who do not see candidates); 1002 field not phone or idNumber; \
        1007 no such order in this enterprise (nothing written)", body = RevealedCandidate))
)]
pub async fn reveal_candidate(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<RevealCandidateRequest>,
) -> ApiResult<RevealedCandidate> {
    let member = session.require(Right::ViewCandidates)?;
    let order = lifecycle::order(&ports, &member.enterprise_id, &req.order_id).await?;
    let actor = actor(&ports, &session).await?;
    let value = reveal::reveal(&ports, &order, req.field, &actor).await?;
    Ok(Reply(RevealedCandidate {
        field: req.field,
        value,
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OrderExportRequest {
    /// `csv` or `xlsx`.
    pub format: String,
    /// Full names, phones and ID numbers instead of masks: owners and admins only
    /// (-6 otherwise); written to the enterprise's audit log (`orders.exportedUnmasked`).
    #[serde(default)]
    pub unmasked: bool,
    #[serde(default)]
    pub status: Option<OrderStatus>,
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    pub result: Option<ItemResult>,
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub package_id: Option<EntityId>,
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub batch_id: Option<EntityId>,
    #[serde(default)]
    pub from: Option<i64>,
    #[serde(default)]
    pub to: Option<i64>,
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub keyword: Option<Reason>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderExportReply {
    /// A signed download, valid 10 minutes.
    pub url: String,
    pub file_name: String,
    pub rows: usize,
}

/// The filtered list as a file: masked, or unmasked for an admin who asks (audited).
#[utoipa::path(
    post,
    path = "/api/base/order/export",
    operation_id = "orderExport",
    tag = "order",
    request_body = OrderExportRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {url, fileName, rows}: at most 20,000 orders, newest first. \
        `unmasked`: owners and admins only, audited. Codes: -5; -6 (also `unmasked` by another role); 1002 unknown format or a bad filter", body = OrderExportReply))
)]
pub async fn export(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<OrderExportRequest>,
) -> ApiResult<OrderExportReply> {
    let member = session.require(Right::ViewRecords)?;
    if req.unmasked {
        session.require(Right::ManageEnterprise)?;
    }
    let sees = member.role.has(Right::ViewCandidates);
    let format = sheet::Format::parse(&req.format)?;
    let f = filter(
        &OrderListRequest {
            status: req.status,
            result: req.result,
            package_id: req.package_id,
            batch_id: req.batch_id,
            from: req.from,
            to: req.to,
            keyword: req.keyword,
            cursor: None,
            page_size: None,
        },
        sees,
    )?;
    let f = narrow_to_batch(&ports, &member.enterprise_id, f).await?;
    let orders = list::all(&ports, &member.enterprise_id, &f, MAX_EXPORT_ROWS).await?;
    if req.unmasked {
        let actor = actor(&ports, &session).await?;
        reveal::exported_unmasked(
            &ports,
            &member.enterprise_id,
            &actor,
            orders.len(),
            &req.format,
        )
        .await?;
    }
    let table = export_sheet(&ports, &orders, lang::current(), req.unmasked)?;
    let folder = format!("order-exports/{}", member.enterprise_id);
    let (url, file_name) = sheet::publish(&ports, &folder, "orders", format, &table).await?;
    Ok(Reply(OrderExportReply {
        url,
        file_name,
        rows: orders.len(),
    }))
}

fn export_sheet(
    ports: &Ports,
    orders: &[Order],
    lang: Lang,
    unmasked: bool,
) -> Result<Sheet, ApiError> {
    let mut headers = match lang {
        Lang::ZhCn => vec![
            "订单号",
            "候选人",
            "手机号",
            "套餐",
            "状态",
            "结果",
            "金额（元）",
            "下单时间",
            "完成时间",
        ],
        Lang::EnUs => vec![
            "Order no.",
            "Candidate",
            "Phone",
            "Package",
            "Status",
            "Result",
            "Price (CNY)",
            "Ordered at",
            "Finished at",
        ],
    };
    let mut widths = vec![20.0, 10.0, 14.0, 24.0, 10.0, 10.0, 12.0, 20.0, 20.0];
    if unmasked {
        headers.insert(
            3,
            match lang {
                Lang::ZhCn => "身份证号",
                Lang::EnUs => "ID number",
            },
        );
        widths.insert(3, 22.0);
    }
    let open =
        |e: verity_core::pii::PiiError| ApiError::from(verity_core::failure::Internal::new(e));
    let mut rows = Vec::with_capacity(orders.len());
    for o in orders {
        let mut row = if unmasked {
            vec![
                Cell::text(o.order_no.clone()),
                Cell::text(o.candidate_name_enc.open(&ports.pii).map_err(open)?),
                Cell::text(o.candidate_phone_enc.open(&ports.pii).map_err(open)?),
                Cell::text(o.candidate_id_number_enc.open(&ports.pii).map_err(open)?),
            ]
        } else {
            vec![
                Cell::text(o.order_no.clone()),
                Cell::text(o.name_mask.clone()),
                Cell::text(o.phone_mask.clone()),
            ]
        };
        row.extend([
            Cell::text(o.package_name.clone()),
            Cell::text(sheet::status_name(o.status, lang)),
            Cell::text(sheet::result_name(o.result, lang)),
            Cell::Money(o.price_fen),
            Cell::text(sheet::when(o.created_at)),
            Cell::text(o.completed_at.map(sheet::when).unwrap_or_default()),
        ]);
        rows.push(row);
    }
    Ok(Sheet {
        headers,
        widths,
        rows,
    })
}
