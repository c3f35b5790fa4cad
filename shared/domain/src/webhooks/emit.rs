//! What the flows call when a fact worth telling happened ([`emit`]), and
//! the processor's fan-out of it ([`fan_out`]): one delivery per endpoint of
//! the enterprise that subscribes to the event.
//!
//! `emit` reads the enterprise's endpoint count (none: nothing more), puts
//! the event in the enterprise's outbox and publishes `webhook.emit`. The
//! event's id is a keyed hash of its type and occurrence, and each
//! delivery's id a keyed hash of the event's id and the endpoint's, put if
//! absent: a repeated event, or a flow that runs twice, delivers once. An
//! event leaves the outbox only once its deliveries are written, and no
//! endpoint sends a newer event while an older one waits there.

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use verity_core::events::DomainEvent;
use verity_core::ports::Ports;
use verity_core::table::{Entity, Query, TableExt};

use super::model::{
    count_key, due_if_idle, endpoint_key, outbox_pk, Delivery, DeliveryStatus, Endpoint,
    EndpointStatus, Pending, WebhookEvent, DELIVERY_TTL_SECS,
};
use super::WebhookResult;

/// `webhook.emit {enterpriseId, eventId}`: the enterprise has events in its outbox.
pub const EMIT_EVENT: &str = "webhook.emit";

/// Whether an enterprise's events are live (`livemode: true`); a sandbox
/// twin's (`verity_core::tenant`, a sandbox API key's orders) are not.
pub fn livemode(enterprise_id: &str) -> bool {
    !verity_core::tenant::is_sandbox_twin(enterprise_id)
}

/// The one mapping from the enterprise a fact happened in to the
/// enterprise whose endpoints hear it, and whether it is live: a sandbox
/// twin's events go to its live enterprise's endpoints with `livemode: false`.
pub fn audience(enterprise_id: &str) -> (String, bool) {
    (
        verity_core::tenant::live_enterprise(enterprise_id).to_string(),
        livemode(enterprise_id),
    )
}

/// The order of events in one millisecond, as this process made them.
fn seq(at: i64) -> String {
    static SEQ: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = SEQ.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    format!("{:013}#{n:012}", at.max(0))
}

/// An event as it waits in the outbox (identifiers and statuses only).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Emitted {
    pub event_id: String,
    pub enterprise_id: String,
    #[serde(rename = "type")]
    pub event: WebhookEvent,
    pub at: i64,
    pub seq: String,
    pub data: Value,
}

/// The event's id: the same for every emit of one fact.
pub fn event_id(ports: &Ports, event: WebhookEvent, occurrence: &str) -> String {
    let hash = ports
        .pii
        .lookup_hash("webhook-event", &format!("{}#{occurrence}", event.as_str()));
    format!("evt_{}", &hash[..24])
}

/// Tells the enterprise's endpoints that `event` happened. `occurrence`
/// names the fact uniquely for its type (an order id, `<orderId>#v2`, a
/// ledger sequence); `data` holds ids and statuses, never a name, phone or
/// ID number. An enterprise without endpoints costs one read; one with
/// endpoints one write (the event waits in its outbox, so that no later
/// event is sent before it) and the publish. A lost event costs a webhook,
/// never the change it tells of.
pub async fn emit(
    ports: &Ports,
    enterprise_id: &str,
    event: WebhookEvent,
    occurrence: &str,
    data: Value,
) {
    if let Err(e) = try_emit(ports, enterprise_id, event, occurrence, data).await {
        tracing::warn!(error = %e, event = event.as_str(), "webhook event not emitted");
    }
}

async fn try_emit(
    ports: &Ports,
    enterprise_id: &str,
    event: WebhookEvent,
    occurrence: &str,
    data: Value,
) -> WebhookResult<()> {
    let (audience, _) = audience(enterprise_id);
    let endpoints = ports
        .table
        .get(&count_key(&audience))
        .await?
        .and_then(|c| c.get("n").and_then(Value::as_i64))
        .unwrap_or(0);
    if endpoints <= 0 {
        return Ok(());
    }
    let at = ports.clock.now_millis();
    let pending = Pending {
        enterprise_id: audience.clone(),
        emitted: Emitted {
            event_id: event_id(ports, event, occurrence),
            enterprise_id: enterprise_id.to_string(),
            event,
            at,
            seq: seq(at),
            data,
        },
        expires_at: at / 1000 + PENDING_TTL_SECS,
    };
    ports.table.put(pending.to_item(), None).await?;
    ports
        .events
        .publish(DomainEvent::new(
            EMIT_EVENT,
            json!({ "enterpriseId": audience, "eventId": pending.emitted.event_id }),
        ))
        .await
        .map_err(verity_core::failure::Internal::new)?;
    Ok(())
}

/// How long an event waits in the outbox at most (its fan-out retries
/// long before); past [`HOLD_MS`] it no longer holds later events back.
const PENDING_TTL_SECS: i64 = 7 * 24 * 3600;
/// An event not fanned out within this long no longer holds later ones.
pub(crate) const HOLD_MS: i64 = 5 * 60 * 1000;

/// The body the receiver gets, as sent (field order fixed).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Body<'a> {
    id: &'a str,
    #[serde(rename = "type")]
    event: &'a str,
    created_at: i64,
    livemode: bool,
    enterprise_id: &'a str,
    data: &'a Value,
}

/// One delivery of `emitted` to `endpoint` (not written yet).
pub(crate) fn delivery_for(
    ports: &Ports,
    endpoint: &Endpoint,
    emitted: &Emitted,
    livemode: bool,
) -> WebhookResult<Delivery> {
    let body = serde_json::to_string(&Body {
        id: &emitted.event_id,
        event: emitted.event.as_str(),
        created_at: emitted.at,
        livemode,
        enterprise_id: &endpoint.enterprise_id,
        data: &emitted.data,
    })
    .map_err(verity_core::failure::Internal::new)?;
    let hash = ports.pii.lookup_hash(
        "webhook-delivery",
        &format!("{}#{}", emitted.event_id, endpoint.endpoint_id),
    );
    let now = ports.clock.now_millis();
    Ok(Delivery {
        delivery_id: format!("dlv_{}", &hash[..24]),
        endpoint_id: endpoint.endpoint_id.clone(),
        enterprise_id: endpoint.enterprise_id.clone(),
        event_id: emitted.event_id.clone(),
        event: emitted.event.as_str().to_string(),
        seq: emitted.seq.clone(),
        body,
        status: DeliveryStatus::Pending,
        attempts: 0,
        last_status_code: None,
        last_latency_ms: None,
        last_error: None,
        next_attempt_at: Some(now),
        first_attempt_at: None,
        created_at: now,
        delivered_at: None,
        claimed_until: 0,
        expires_at: now / 1000 + DELIVERY_TTL_SECS,
    })
}

/// Writes the delivery (if absent) and marks its endpoint due.
pub(crate) async fn enqueue(ports: &Ports, delivery: &Delivery) -> WebhookResult<()> {
    ports.table.put_new(delivery).await?;
    let key = endpoint_key(&delivery.enterprise_id, &delivery.endpoint_id);
    match ports
        .table
        .update(
            &key,
            due_if_idle(
                &delivery.endpoint_id,
                &delivery.enterprise_id,
                delivery.created_at,
            ),
            Some(verity_core::table::Condition::item_present()),
        )
        .await
    {
        Ok(_) => Ok(()),
        // Deleted meanwhile: its deliveries stay in the log, unsent.
        Err(e) if e.is_condition_failure() => Ok(()),
        Err(e) => Err(e.into()),
    }
}

/// `webhook.emit {enterpriseId}`: the enterprise's waiting events, oldest
/// first, each become a delivery for each active endpoint that subscribes
/// (put if absent), then leave the outbox; the endpoints are told to send.
/// Two fan-outs of one enterprise at once write the same deliveries.
pub async fn fan_out(ports: &Ports, event: &DomainEvent) -> WebhookResult<()> {
    let Some(enterprise_id) = event.text("enterpriseId") else {
        tracing::warn!(id = %event.id, "webhook.emit without its enterprise");
        return Ok(());
    };
    let mut told: Vec<String> = Vec::new();
    let mut endpoints: Option<Vec<Endpoint>> = None;
    loop {
        let page = ports
            .table
            .query(Query::partition(outbox_pk(&enterprise_id)).limit(25))
            .await?;
        if page.items.is_empty() {
            break;
        }
        if endpoints.is_none() {
            endpoints = Some(super::endpoints::all(ports, &enterprise_id).await?);
        }
        let all = endpoints.as_deref().unwrap_or_default();
        for item in page.items {
            let pending = Pending::from_item(item)?;
            let (_, livemode) = audience(&pending.emitted.enterprise_id);
            for endpoint in all.iter().filter(|e| {
                e.status == EndpointStatus::Active && e.subscribes_to(pending.emitted.event)
            }) {
                let delivery = delivery_for(ports, endpoint, &pending.emitted, livemode)?;
                enqueue(ports, &delivery).await?;
                if !told.contains(&endpoint.endpoint_id) {
                    told.push(endpoint.endpoint_id.clone());
                }
            }
            ports.table.delete(&pending.key(), None).await?;
        }
    }
    for endpoint_id in &told {
        super::deliver::publish_deliver(ports, &enterprise_id, endpoint_id).await;
    }
    Ok(())
}

/// `webhook/test`: a `ping` to this endpoint alone, whatever it subscribes to.
pub async fn ping(ports: &Ports, enterprise_id: &str, endpoint_id: &str) -> WebhookResult<String> {
    let endpoint = super::endpoints::get(ports, enterprise_id, endpoint_id).await?;
    let at = ports.clock.now_millis();
    let emitted = Emitted {
        event_id: format!("evt_{}", &verity_core::ids::new_id()[..24]),
        enterprise_id: enterprise_id.to_string(),
        event: WebhookEvent::Ping,
        at,
        seq: seq(at),
        data: json!({ "endpointId": endpoint.endpoint_id }),
    };
    let (_, livemode) = audience(enterprise_id);
    let delivery = delivery_for(ports, &endpoint, &emitted, livemode)?;
    enqueue(ports, &delivery).await?;
    super::deliver::publish_deliver(ports, enterprise_id, endpoint_id).await;
    Ok(delivery.delivery_id)
}
