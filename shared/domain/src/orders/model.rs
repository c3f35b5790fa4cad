//! The items of an order: the order itself, its screening items, its
//! timeline events and its consent, all in the order's partition so that
//! one query reads the whole record.

use serde::{Deserialize, Serialize};
use verity_core::pii::Sealed;
use verity_core::provider::ItemResult;
use verity_core::table::{Entity, Key, Status, Tx, TxAction, UpdateAction};

/// Sealed candidate fields, each bound to its attribute.
pub mod fields {
    use verity_core::sealed_field as field;

    field!(NameEnc, "candidateNameEnc");
    field!(PhoneEnc, "candidatePhoneEnc");
    field!(IdNumberEnc, "candidateIdNumberEnc");
    field!(EmailEnc, "candidateEmailEnc");
    field!(IpEnc, "ipEnc");
    field!(CorrectionsEnc, "correctionsEnc");
    field!(DetailsEnc, "candidateDetailsEnc");
}

use fields::{CorrectionsEnc, DetailsEnc, EmailEnc, IdNumberEnc, IpEnc, NameEnc, PhoneEnc};

pub use crate::order_status::OrderStatus;

/// How the candidate consents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum AuthMode {
    /// A link texted to the candidate, who signs on the phone.
    Sms,
    /// A signed paper authorization uploaded with the order.
    Offline,
    /// Given with the candidate's job application, whose text authorized a
    /// background check (`verity_domain::jobs`): set by the server for an
    /// order placed from such a registration.
    Registration,
}

impl AuthMode {
    /// The tallies' name for this mode ([`crate::stats::ConsentBy`]).
    pub fn counted_as(self) -> crate::stats::ConsentBy {
        match self {
            AuthMode::Sms => crate::stats::ConsentBy::Sms,
            AuthMode::Offline => crate::stats::ConsentBy::Offline,
            AuthMode::Registration => crate::stats::ConsentBy::Registration,
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Order {
    pub order_id: String,
    pub order_no: String,
    pub enterprise_id: String,
    pub created_by: String,
    pub package_id: String,
    pub package_name: String,
    pub package_version: u32,
    pub price_fen: i64,
    #[serde(default)]
    pub candidate_name_enc: Sealed<NameEnc>,
    #[serde(default)]
    pub candidate_phone_enc: Sealed<PhoneEnc>,
    #[serde(default)]
    pub candidate_id_number_enc: Sealed<IdNumberEnc>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub candidate_email_enc: Option<Sealed<EmailEnc>>,
    /// The details the items are checked against (school, degree, employer,
    /// employment period, certificate number) as one sealed JSON object
    /// (`verity_core::provider::GivenDetails`); absent when none were given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub candidate_details_enc: Option<Sealed<DetailsEnc>>,
    pub name_mask: String,
    pub phone_mask: String,
    pub id_number_mask: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email_mask: Option<String>,
    /// Keyed hashes: the keyword search and the duplicate check (empty
    /// once erased; so are the sealed fields above, and the masks read `***`).
    #[serde(default)]
    pub name_hash: String,
    #[serde(default)]
    pub phone_hash: String,
    #[serde(default)]
    pub id_hash: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    pub auth_mode: AuthMode,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consent_file_key: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub batch_id: Option<String>,
    /// The consent link's code hash (to revoke it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub share_hash: Option<String>,
    pub status: OrderStatus,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<ItemResult>,
    /// Why it was canceled, expired or suspended (PII-free).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status_reason: Option<String>,
    pub item_count: u32,
    #[serde(default)]
    pub items_done: u32,
    #[serde(default)]
    pub invite_count: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_invited_at: Option<i64>,
    /// The text (by number) whose slot under the phone's daily cap was
    /// taken already (`orders::texts`): 1 when `order/create` took it, `n`
    /// when a manual reminder did; 0 for none.
    #[serde(default)]
    pub text_reserved: u32,
    /// When the enterprise last asked for a reminder.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remind_requested_at: Option<i64>,
    /// The China day a text of this order met the phone's cap: the sweep
    /// tries again the next day.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text_deferred_day: Option<String>,
    pub created_at: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorized_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub started_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub completed_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eta_at: Option<i64>,
    #[serde(default)]
    pub refunded_fen: i64,
    /// The enterprise's retention setting when the order was placed (days
    /// its candidate data are kept after it ends); absent on older orders:
    /// [`crate::enterprise::profile::RETENTION_DEFAULT_DAYS`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retention_days: Option<u32>,
    /// When its candidate data are erased (set when it ends, or brought
    /// forward by the candidate's request); indexed on gsi2 `ERASEDUE`
    /// until erased.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub erase_due_at: Option<i64>,
    /// When the candidate asked for erasure.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub erasure_requested_at: Option<i64>,
    /// When its candidate data were erased (the privacy area).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub erased_at: Option<i64>,
    /// `retention` or `request`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub erasure_reason: Option<String>,
}

pub fn order_pk(order_id: &str) -> String {
    format!("ORDER#{order_id}")
}

pub fn order_key(order_id: &str) -> Key {
    Key::new(order_pk(order_id), "ORDER")
}

/// The enterprise's orders, newest first (gsi1).
pub fn list_pk(enterprise_id: &str) -> String {
    format!("ORDERS#{enterprise_id}")
}

/// The platform's queue of open orders of a status, oldest first (gsi2).
pub fn queue_pk(status: OrderStatus) -> String {
    format!("ORDERQ#{}", status.as_str())
}

/// The queue of ended orders whose candidate data are due for erasure,
/// soonest first (gsi2, sparse: only while not erased).
pub const ERASE_DUE_PK: &str = "ERASEDUE";

/// An ended order's place in the [`ERASE_DUE_PK`] queue.
pub fn erase_due_sk(due_at: i64, order_id: &str) -> String {
    format!("{due_at:013}#{order_id}")
}

/// The statuses an order ends in: its retention period starts.
pub fn is_ended(status: OrderStatus) -> bool {
    matches!(
        status,
        OrderStatus::Completed | OrderStatus::Canceled | OrderStatus::Expired
    )
}

impl Entity for Order {
    const KIND: &'static str = "order";
    fn key(&self) -> Key {
        order_key(&self.order_id)
    }
    fn index_keys(&self) -> Vec<(&'static str, String)> {
        let sk = format!("{:013}#{}", self.created_at, self.order_id);
        let mut keys = vec![
            ("gsi1pk", list_pk(&self.enterprise_id)),
            ("gsi1sk", sk.clone()),
        ];
        if self.status.is_open() {
            keys.push(("gsi2pk", queue_pk(self.status)));
            keys.push(("gsi2sk", sk));
        } else if let (Some(due), None) = (self.erase_due_at, self.erased_at) {
            keys.push(("gsi2pk", ERASE_DUE_PK.to_string()));
            keys.push(("gsi2sk", erase_due_sk(due, &self.order_id)));
        }
        keys
    }
}

impl Order {
    /// The details given for the items (empty for none or an older order).
    pub fn given_details(
        &self,
        pii: &verity_core::pii::PiiKeys,
    ) -> Result<verity_core::provider::GivenDetails, verity_core::pii::PiiError> {
        match &self.candidate_details_enc {
            None => Ok(Default::default()),
            Some(sealed) => {
                let text = sealed.open(pii)?;
                Ok(serde_json::from_str(&text).unwrap_or_default())
            }
        }
    }

    /// Days its candidate data are kept after it ends.
    pub fn retention_days(&self) -> u32 {
        self.retention_days
            .unwrap_or(crate::enterprise::profile::RETENTION_DEFAULT_DAYS)
    }

    /// True once its candidate data were erased.
    pub fn is_erased(&self) -> bool {
        self.erased_at.is_some()
    }

    /// The conditional move of this order to `to` at `at` (it must still be
    /// in `self.status`), keeping the open-orders queue in step (an order
    /// that ends joins the erasure queue `retentionDays` later), with the
    /// enterprise's counters ([`crate::stats::tally`]) in the same
    /// transaction: the order's condition guards them, so a repeat or a lost
    /// race counts nothing. The order's action is labelled `order`.
    pub fn move_to(&self, to: OrderStatus, at: i64, more: Vec<UpdateAction>) -> Tx {
        self.move_to_counting(to, at, more, Vec::new())
    }

    /// As [`Order::move_to`], with `also` counted on the enterprise's
    /// all-time tally in the same update (e.g. a withdrawal,
    /// [`crate::stats::tally::WITHDRAWN`]).
    pub fn move_to_counting(
        &self,
        to: OrderStatus,
        at: i64,
        mut more: Vec<UpdateAction>,
        also: Vec<UpdateAction>,
    ) -> Tx {
        if to.is_open() {
            more.push(UpdateAction::set("gsi2pk", queue_pk(to)));
        } else if is_ended(to) {
            let due = at + i64::from(self.retention_days()) * 86_400_000;
            more.push(UpdateAction::set("eraseDueAt", due));
            more.push(UpdateAction::set("gsi2pk", ERASE_DUE_PK));
            more.push(UpdateAction::set(
                "gsi2sk",
                erase_due_sk(due, &self.order_id),
            ));
        } else {
            more.push(UpdateAction::Remove("gsi2pk".into()));
            more.push(UpdateAction::Remove("gsi2sk".into()));
        }
        Tx::new()
            .with("order", self.status.transition(self.key(), to, more))
            .extend(crate::stats::tally::order_moved_counting(
                &self.enterprise_id,
                self.created_at,
                self.status,
                to,
                at,
                also,
            ))
    }
}

/// A screening item's progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ItemStatus {
    Pending,
    Running,
    Done,
    /// Kept failing at the provider: the order is suspended.
    Failed,
    /// Not run (the order was canceled).
    Skipped,
}

/// One screening item of an order (a package line with quantity 2 gives two).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ScreeningItem {
    pub order_id: String,
    pub index: u32,
    pub code: String,
    /// 1-based among the items of this code.
    pub ordinal: u32,
    pub name_zh: String,
    pub name_en: String,
    pub turnaround_days: u32,
    pub status: ItemStatus,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<ItemResult>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finding_en: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finding_zh: Option<String>,
    /// Where the finding comes from, in English and in Chinese (items
    /// finished before the Chinese was kept have only the English).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_zh: Option<String>,
    #[serde(default)]
    pub attempts: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub started_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finished_at: Option<i64>,
}

pub fn item_key(order_id: &str, index: u32) -> Key {
    Key::new(order_pk(order_id), format!("ITEM#{index:03}"))
}

impl Entity for ScreeningItem {
    const KIND: &'static str = "screening item";
    fn key(&self) -> Key {
        item_key(&self.order_id, self.index)
    }
}

/// What happened to an order, when: its timeline.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    Created,
    Invited,
    Reminded,
    Authorized,
    Started,
    ItemDone,
    ItemRetry,
    ItemFailed,
    Completed,
    Canceled,
    Withdrawn,
    /// The candidate was texted that the check started on their job
    /// application's consent, with the link to view and withdraw it.
    Notified,
    Expired,
    Suspended,
    Refunded,
    /// A new version of the report (note: `v<n>`).
    ReportPublished,
    /// The report shared to a phone (note: hours).
    ReportShared,
    /// The enterprise's decision on the report (note: `proceed` or `decline`).
    Decided,
    /// The candidate disputed findings.
    Disputed,
    /// An analyst resolved the dispute (note: `v<n>`).
    DisputeResolved,
    /// The candidate asked to correct their data (candidate portal).
    CorrectionRequested,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OrderEvent {
    pub order_id: String,
    pub at: i64,
    /// Orders and separates two events of one millisecond.
    pub nonce: String,
    pub kind: EventKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub item_code: Option<String>,
    /// PII-free detail (a reason, an amount).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

impl Entity for OrderEvent {
    const KIND: &'static str = "order event";
    fn key(&self) -> Key {
        Key::new(
            order_pk(&self.order_id),
            format!("EV#{:013}#{}", self.at, self.nonce),
        )
    }
}

impl OrderEvent {
    pub fn new(order_id: &str, at: i64, kind: EventKind) -> Self {
        // Events of one millisecond keep the order this process made them in.
        static SEQ: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let seq = SEQ.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        OrderEvent {
            order_id: order_id.to_string(),
            at,
            nonce: format!("{seq:012}{}", &verity_core::ids::new_id()[..4]),
            kind,
            item_code: None,
            note: None,
        }
    }

    pub fn note(mut self, note: impl Into<String>) -> Self {
        self.note = Some(note.into());
        self
    }

    pub fn item(mut self, code: &str) -> Self {
        self.item_code = Some(code.to_string());
        self
    }

    /// Written on its own (its key is unique): an unconditioned put.
    pub fn put(&self) -> TxAction {
        TxAction::Put {
            item: self.to_item(),
            condition: None,
        }
    }
}

/// The evidence of consent.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Consent {
    pub order_id: String,
    pub mode: AuthMode,
    pub signed_at: i64,
    /// The disclosure and authorization text's version.
    pub text_version: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ip_enc: Option<Sealed<IpEnc>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ip_mask: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_agent: Option<String>,
    /// The drawn signature (uploads bucket).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub signature_key: Option<String>,
    /// The signed paper authorization (offline).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_key: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub corrections_enc: Option<Sealed<CorrectionsEnc>>,
    /// The job registration whose consent this is (mode `registration`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub registration_id: Option<String>,
}

pub fn consent_key(order_id: &str) -> Key {
    Key::new(order_pk(order_id), "CONSENT")
}

impl Entity for Consent {
    const KIND: &'static str = "consent";
    fn key(&self) -> Key {
        consent_key(&self.order_id)
    }
}

/// The last order of a candidate (by ID number hash) per enterprise: the
/// 30-day duplicate warning.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LastOrdered {
    pub enterprise_id: String,
    pub id_hash: String,
    pub order_id: String,
    pub order_no: String,
    pub ordered_at: i64,
}

pub fn last_ordered_key(enterprise_id: &str, id_hash: &str) -> Key {
    Key::new(format!("DUP#{enterprise_id}#{id_hash}"), "LAST")
}

impl Entity for LastOrdered {
    const KIND: &'static str = "last ordered";
    fn key(&self) -> Key {
        last_ordered_key(&self.enterprise_id, &self.id_hash)
    }
}

/// The whole record of an order, read in one query of its partition.
#[derive(Debug, Clone)]
pub struct OrderRecord {
    pub order: Order,
    pub items: Vec<ScreeningItem>,
    pub timeline: Vec<OrderEvent>,
    pub consent: Option<Consent>,
}

/// The index of a candidate's checks by phone: `CANDIDATE#<phone hash>` /
/// `ORDER#<createdAt, 13 digits>#<orderId>`, written with the order (the
/// candidate portal lists a phone's checks newest first, across
/// enterprises). Ids and a time only: the phone is the key's keyed hash.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CandidatePointer {
    #[serde(skip)]
    pub phone_hash: String,
    pub order_id: String,
    pub enterprise_id: String,
    pub created_at: i64,
}

/// The partition of a phone's pointers.
pub fn pointer_pk(phone_hash: &str) -> String {
    format!("CANDIDATE#{phone_hash}")
}

/// The key of one pointer (erasure deletes it).
pub fn pointer_key(phone_hash: &str, created_at: i64, order_id: &str) -> Key {
    Key::new(
        pointer_pk(phone_hash),
        format!("ORDER#{created_at:013}#{order_id}"),
    )
}

impl Entity for CandidatePointer {
    const KIND: &'static str = "candidate pointer";
    fn key(&self) -> Key {
        pointer_key(&self.phone_hash, self.created_at, &self.order_id)
    }
}

impl CandidatePointer {
    /// The pointer of an order.
    pub fn of(order: &Order) -> Self {
        CandidatePointer {
            phone_hash: order.phone_hash.clone(),
            order_id: order.order_id.clone(),
            enterprise_id: order.enterprise_id.clone(),
            created_at: order.created_at,
        }
    }

    /// Its write (idempotent: the same ids every time).
    pub fn put(&self) -> TxAction {
        TxAction::Put {
            item: self.to_item(),
            condition: None,
        }
    }
}
