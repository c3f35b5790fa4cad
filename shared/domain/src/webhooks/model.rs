//! The items of the webhooks area: endpoints (with the enterprise's count),
//! deliveries, and the events an endpoint subscribes to.

use serde::{Deserialize, Serialize};
use serde_json::json;
use verity_core::pii::Sealed;
use verity_core::table::{Entity, Key, Status, UpdateAction};

verity_core::sealed_field!(SecretEnc, "secretEnc");

/// What happened, as the receiver's `type` (and `Verity-Event`) names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WebhookEvent {
    #[serde(rename = "order.created")]
    OrderCreated,
    #[serde(rename = "order.authorized")]
    OrderAuthorized,
    #[serde(rename = "order.completed")]
    OrderCompleted,
    #[serde(rename = "order.canceled")]
    OrderCanceled,
    #[serde(rename = "order.suspended")]
    OrderSuspended,
    #[serde(rename = "report.updated")]
    ReportUpdated,
    #[serde(rename = "report.disputed")]
    ReportDisputed,
    #[serde(rename = "batch.completed")]
    BatchCompleted,
    #[serde(rename = "balance.low")]
    BalanceLow,
    /// `webhook/test`: sent to that endpoint whatever it subscribes to.
    #[serde(rename = "ping")]
    Ping,
}

impl WebhookEvent {
    /// The events an endpoint may subscribe to (every one but `ping`).
    pub const SUBSCRIBABLE: [WebhookEvent; 9] = [
        WebhookEvent::OrderCreated,
        WebhookEvent::OrderAuthorized,
        WebhookEvent::OrderCompleted,
        WebhookEvent::OrderCanceled,
        WebhookEvent::OrderSuspended,
        WebhookEvent::ReportUpdated,
        WebhookEvent::ReportDisputed,
        WebhookEvent::BatchCompleted,
        WebhookEvent::BalanceLow,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            WebhookEvent::OrderCreated => "order.created",
            WebhookEvent::OrderAuthorized => "order.authorized",
            WebhookEvent::OrderCompleted => "order.completed",
            WebhookEvent::OrderCanceled => "order.canceled",
            WebhookEvent::OrderSuspended => "order.suspended",
            WebhookEvent::ReportUpdated => "report.updated",
            WebhookEvent::ReportDisputed => "report.disputed",
            WebhookEvent::BatchCompleted => "batch.completed",
            WebhookEvent::BalanceLow => "balance.low",
            WebhookEvent::Ping => "ping",
        }
    }

    /// A subscribable event by its name (`ping` is not one).
    pub fn subscribable(name: &str) -> Option<WebhookEvent> {
        Self::SUBSCRIBABLE
            .into_iter()
            .find(|e| e.as_str() == name.trim())
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum EndpointStatus {
    Active,
    Disabled,
}

impl Status for EndpointStatus {
    fn as_str(self) -> &'static str {
        match self {
            EndpointStatus::Active => "active",
            EndpointStatus::Disabled => "disabled",
        }
    }
    fn can_become(self, to: Self) -> bool {
        self != to
    }
}

/// Why an endpoint is disabled by the platform (a member's own switch has none).
pub const DISABLED_FAILING: &str = "failing";

pub(crate) fn endpoints_pk(enterprise_id: &str) -> String {
    format!("WHEPS#{enterprise_id}")
}

pub(crate) fn endpoint_key(enterprise_id: &str, endpoint_id: &str) -> Key {
    Key::new(endpoints_pk(enterprise_id), format!("EP#{endpoint_id}"))
}

/// The enterprise's endpoint count (`n`), moved with each create and delete.
pub(crate) fn count_key(enterprise_id: &str) -> Key {
    Key::new(endpoints_pk(enterprise_id), "COUNT")
}

/// The events of an enterprise not yet fanned out, oldest first.
pub(crate) fn outbox_pk(enterprise_id: &str) -> String {
    format!("WHOUT#{enterprise_id}")
}

/// An emitted event waiting for its fan-out: `WHOUT#<enterpriseId>` /
/// `<seq>#<eventId>`. While it is there, no later event of the enterprise
/// is sent (its fan-out writes the deliveries, then removes it).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Pending {
    pub enterprise_id: String,
    pub emitted: super::emit::Emitted,
    pub expires_at: i64,
}

impl Entity for Pending {
    const KIND: &'static str = "webhook event";
    fn key(&self) -> Key {
        Key::new(
            outbox_pk(&self.enterprise_id),
            format!("{}#{}", self.emitted.seq, self.emitted.event_id),
        )
    }
}

/// The sparse index of endpoints with a delivery due: the sweep reads it.
pub(crate) const DUE_PK: &str = "WHDUE";

/// One endpoint: `WHEPS#<enterpriseId>` / `EP#<endpointId>`; while a
/// delivery of it is due (queued, or waiting for its retry) it is on gsi2
/// `WHDUE` / `<dueAt>#<enterpriseId>#<endpointId>`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Endpoint {
    pub endpoint_id: String,
    pub enterprise_id: String,
    pub url: String,
    /// Event names (`order.created`, …), in the order given.
    pub events: Vec<String>,
    #[serde(default)]
    pub description: String,
    /// The signing secret (`whsec_…`), sealed; shown once at creation and rotation.
    pub secret_enc: Sealed<SecretEnc>,
    pub status: EndpointStatus,
    #[serde(default)]
    pub disabled_reason: Option<String>,
    pub created_at: i64,
    #[serde(default)]
    pub last_delivery_at: Option<i64>,
    #[serde(default)]
    pub last_status_code: Option<u16>,
    /// When its next delivery is due (gsi2 while set).
    #[serde(default)]
    pub due_at: Option<i64>,
}

impl Entity for Endpoint {
    const KIND: &'static str = "webhook endpoint";
    fn key(&self) -> Key {
        endpoint_key(&self.enterprise_id, &self.endpoint_id)
    }
    fn index_keys(&self) -> Vec<(&'static str, String)> {
        match self.due_at {
            Some(at) => vec![
                ("gsi2pk", DUE_PK.into()),
                ("gsi2sk", due_sk(at, &self.enterprise_id, &self.endpoint_id)),
            ],
            None => Vec::new(),
        }
    }
}

impl Endpoint {
    pub fn subscribes_to(&self, event: WebhookEvent) -> bool {
        event == WebhookEvent::Ping || self.events.iter().any(|e| e == event.as_str())
    }
}

fn due_sk(at: i64, enterprise_id: &str, endpoint_id: &str) -> String {
    format!("{:013}#{enterprise_id}#{endpoint_id}", at.max(0))
}

/// The updates that put the endpoint on the due index at `at` (`None`: off it).
pub(crate) fn due_updates(endpoint: &Endpoint, at: Option<i64>) -> Vec<UpdateAction> {
    match at {
        Some(at) => vec![
            UpdateAction::set("dueAt", at),
            UpdateAction::set("gsi2pk", DUE_PK),
            UpdateAction::set(
                "gsi2sk",
                due_sk(at, &endpoint.enterprise_id, &endpoint.endpoint_id),
            ),
        ],
        None => vec![
            UpdateAction::Remove("dueAt".into()),
            UpdateAction::Remove("gsi2pk".into()),
            UpdateAction::Remove("gsi2sk".into()),
        ],
    }
}

/// The updates that mark the endpoint due at `at` unless it is due already
/// (its head delivery decides when it runs).
pub(crate) fn due_if_idle(endpoint_id: &str, enterprise_id: &str, at: i64) -> Vec<UpdateAction> {
    vec![
        UpdateAction::SetIfAbsent("dueAt".into(), json!(at)),
        UpdateAction::SetIfAbsent("gsi2pk".into(), json!(DUE_PK)),
        UpdateAction::SetIfAbsent(
            "gsi2sk".into(),
            json!(due_sk(at, enterprise_id, endpoint_id)),
        ),
    ]
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum DeliveryStatus {
    /// Not attempted yet (or sent again by hand).
    Pending,
    /// Failed, waiting for its next attempt.
    Retrying,
    Succeeded,
    /// Failed for 24 hours after its first attempt.
    Failed,
}

impl DeliveryStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            DeliveryStatus::Pending => "pending",
            DeliveryStatus::Retrying => "retrying",
            DeliveryStatus::Succeeded => "succeeded",
            DeliveryStatus::Failed => "failed",
        }
    }

    pub fn is_open(self) -> bool {
        matches!(self, DeliveryStatus::Pending | DeliveryStatus::Retrying)
    }
}

/// How long a delivery's record is kept.
pub(crate) const DELIVERY_TTL_SECS: i64 = 30 * 24 * 3600;

pub(crate) fn delivery_key(delivery_id: &str) -> Key {
    Key::new(format!("WHD#{delivery_id}"), "DELIVERY")
}

pub(crate) fn log_pk(endpoint_id: &str) -> String {
    format!("WHLOG#{endpoint_id}")
}

pub(crate) fn queue_pk(endpoint_id: &str) -> String {
    format!("WHQ#{endpoint_id}")
}

/// One event for one endpoint: `WHD#<deliveryId>` / `DELIVERY`, on gsi1
/// `WHLOG#<endpointId>` / `<seq>#<deliveryId>` (the log, newest first) and,
/// while open, on gsi2 `WHQ#<endpointId>` / same sort key (the endpoint's
/// queue, oldest event first). `seq` is `<event ms, 13 digits>#<counter>`:
/// the order the events happened in.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Delivery {
    pub delivery_id: String,
    pub endpoint_id: String,
    pub enterprise_id: String,
    pub event_id: String,
    pub event: String,
    pub seq: String,
    /// The exact JSON sent (ids and statuses only), signed at each attempt.
    pub body: String,
    pub status: DeliveryStatus,
    #[serde(default)]
    pub attempts: u32,
    #[serde(default)]
    pub last_status_code: Option<u16>,
    #[serde(default)]
    pub last_latency_ms: Option<u64>,
    #[serde(default)]
    pub last_error: Option<String>,
    #[serde(default)]
    pub next_attempt_at: Option<i64>,
    /// The first attempt of the current 24 hours (a redelivery starts anew).
    #[serde(default)]
    pub first_attempt_at: Option<i64>,
    pub created_at: i64,
    #[serde(default)]
    pub delivered_at: Option<i64>,
    /// An attempt in flight holds the delivery until then (epoch ms; 0: free).
    #[serde(default)]
    pub claimed_until: i64,
    pub expires_at: i64,
}

impl Entity for Delivery {
    const KIND: &'static str = "webhook delivery";
    fn key(&self) -> Key {
        delivery_key(&self.delivery_id)
    }
    fn index_keys(&self) -> Vec<(&'static str, String)> {
        let sk = format!("{}#{}", self.seq, self.delivery_id);
        let mut keys = vec![
            ("gsi1pk", log_pk(&self.endpoint_id)),
            ("gsi1sk", sk.clone()),
        ];
        if self.status.is_open() {
            keys.push(("gsi2pk", queue_pk(&self.endpoint_id)));
            keys.push(("gsi2sk", sk));
        }
        keys
    }
}

impl Delivery {
    /// The updates that put it back in its endpoint's queue.
    pub(crate) fn queue_updates(&self) -> Vec<UpdateAction> {
        vec![
            UpdateAction::set("gsi2pk", queue_pk(&self.endpoint_id)),
            UpdateAction::set("gsi2sk", format!("{}#{}", self.seq, self.delivery_id)),
        ]
    }

    /// The updates that take it out of the queue.
    pub(crate) fn unqueue_updates() -> Vec<UpdateAction> {
        vec![
            UpdateAction::Remove("gsi2pk".into()),
            UpdateAction::Remove("gsi2sk".into()),
        ]
    }
}
