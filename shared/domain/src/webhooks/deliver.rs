//! Sending: each endpoint's deliveries go out one at a time, oldest event
//! first. `webhook.deliver {enterpriseId, endpointId}` runs the endpoint's
//! queue ([`run_queue`]): its head is claimed (a lease, so two runs never
//! send it at once), signed, sent through the WebhookSender port and
//! recorded; a success or a final failure lets the next one go, a failure
//! waits for its retry (1 min, 5 min, 30 min, 2 h, 6 h, then every 6 h)
//! with the endpoint on the due index, which the minute sweep reads
//! ([`sweep`]). 24 hours after its first attempt a failing delivery is
//! `failed` and its endpoint disabled, with a notice to the owner and admins.

use hmac::{Hmac, Mac};
use serde_json::json;
use sha2::Sha256;
use verity_core::events::DomainEvent;
use verity_core::pii::constant_time_eq;
use verity_core::ports::Ports;
use verity_core::table::{Condition, Entity, Query, SkCondition, TableExt, UpdateAction};
use verity_core::webhooks::Outgoing;

use super::model::{
    delivery_key, due_updates, endpoint_key, log_pk, outbox_pk, queue_pk, Delivery, DeliveryStatus,
    Endpoint, EndpointStatus, DISABLED_FAILING, DUE_PK,
};
use super::{WebhookError, WebhookResult};
use crate::notices;

/// `webhook.deliver {enterpriseId, endpointId}`.
pub const DELIVER_EVENT: &str = "webhook.deliver";

/// The delays after the 1st, 2nd, … failed attempt (then the last, again).
pub const BACKOFF_SECS: [i64; 5] = [60, 300, 1800, 7200, 21600];
/// How long a delivery is retried after its first attempt.
pub const RETRY_WINDOW_MS: i64 = 24 * 3600 * 1000;
/// How long an attempt holds its delivery (the sender gives up after 10 s).
const CLAIM_MS: i64 = 60_000;
/// Deliveries one run sends before handing over to a fresh event.
const PER_RUN: usize = 25;
/// The endpoints one sweep wakes.
const SWEEP_LIMIT: usize = 100;
/// The longest error kept.
const ERROR_CHARS: usize = 120;

/// `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`.
pub fn signature(secret: &str, t: i64, body: &str) -> String {
    format!("t={t},v1={}", sign(secret, t, body))
}

fn sign(secret: &str, t: i64, body: &str) -> String {
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(secret.as_bytes()).expect("any key length");
    mac.update(t.to_string().as_bytes());
    mac.update(b".");
    mac.update(body.as_bytes());
    hex::encode(mac.finalize().into_bytes())
}

/// The receiver's check, as documented: the `v1` of the header recomputed
/// over `t.body`, compared in constant time, `t` within 300 s of `now_secs`.
pub fn verify(secret: &str, header: &str, body: &str, now_secs: i64) -> bool {
    let mut t = None;
    let mut v1 = Vec::new();
    for part in header.split(',') {
        match part.trim().split_once('=') {
            Some(("t", v)) => t = v.parse::<i64>().ok(),
            Some(("v1", v)) => v1.push(v),
            _ => {}
        }
    }
    let Some(t) = t else { return false };
    if (now_secs - t).abs() > 300 {
        return false;
    }
    let expected = sign(secret, t, body);
    v1.iter().any(|v| constant_time_eq(v, &expected))
}

/// The delay before attempt `attempts + 1`, after `attempts` failed ones.
pub fn backoff_secs(attempts: u32) -> i64 {
    let i = (attempts.max(1) as usize - 1).min(BACKOFF_SECS.len() - 1);
    BACKOFF_SECS[i]
}

pub(crate) async fn publish_deliver(ports: &Ports, enterprise_id: &str, endpoint_id: &str) {
    let event = DomainEvent::new(
        DELIVER_EVENT,
        json!({ "enterpriseId": enterprise_id, "endpointId": endpoint_id }),
    );
    if let Err(e) = ports.events.publish(event).await {
        // The endpoint is on the due index: the sweep wakes it.
        tracing::warn!(error = %e, "webhook delivery not published; the sweep retries");
    }
}

/// `webhook.deliver`: runs the endpoint's queue.
pub async fn on_deliver(ports: &Ports, event: &DomainEvent) -> WebhookResult<()> {
    let (Some(enterprise_id), Some(endpoint_id)) =
        (event.text("enterpriseId"), event.text("endpointId"))
    else {
        tracing::warn!(id = %event.id, "webhook.deliver without its ids");
        return Ok(());
    };
    run_queue(ports, &enterprise_id, &endpoint_id).await
}

/// Sends the endpoint's open deliveries in order while they are due.
pub async fn run_queue(ports: &Ports, enterprise_id: &str, endpoint_id: &str) -> WebhookResult<()> {
    for _ in 0..PER_RUN {
        let Some(endpoint) = ports
            .table
            .get_as::<Endpoint>(&endpoint_key(enterprise_id, endpoint_id))
            .await?
        else {
            return Ok(()); // deleted
        };
        if endpoint.status != EndpointStatus::Active {
            set_due(ports, &endpoint, None).await?;
            return Ok(());
        }
        let Some(head) = head_of(ports, endpoint_id).await? else {
            set_due(ports, &endpoint, None).await?;
            return Ok(());
        };
        let now = ports.clock.now_millis();
        // An earlier event of the enterprise not fanned out yet goes first:
        // its fan-out tells this endpoint again. (Read after the head, then
        // the head again: an event leaves the outbox only once its
        // deliveries are written, so a second read sees any earlier one.)
        if earlier_pending(ports, enterprise_id, &head.seq, now).await? {
            return Ok(());
        }
        let Some(head) = head_of(ports, endpoint_id).await? else {
            continue;
        };
        let due = head.next_attempt_at.unwrap_or(now);
        if due > now {
            set_due(ports, &endpoint, Some(due)).await?;
            return Ok(());
        }
        if head.claimed_until > now || !claim(ports, &head, now).await? {
            return Ok(()); // another run is sending it
        }
        if !attempt(ports, &endpoint, head).await? {
            return Ok(()); // waiting for a retry, or the endpoint was disabled
        }
    }
    publish_deliver(ports, enterprise_id, endpoint_id).await;
    Ok(())
}

/// The endpoint's open delivery of the oldest event.
async fn head_of(ports: &Ports, endpoint_id: &str) -> WebhookResult<Option<Delivery>> {
    Ok(ports
        .table
        .query(
            Query::partition(queue_pk(endpoint_id))
                .on_index("gsi2")
                .limit(1),
        )
        .await?
        .items
        .into_iter()
        .next()
        .map(Delivery::from_item)
        .transpose()?)
}

/// Whether the enterprise's outbox holds an event older than `seq` (and
/// younger than the hold: a fan-out that keeps failing stops holding).
async fn earlier_pending(
    ports: &Ports,
    enterprise_id: &str,
    seq: &str,
    now: i64,
) -> WebhookResult<bool> {
    let from = format!("{:013}", (now - super::emit::HOLD_MS).max(0));
    let page = ports
        .table
        .query(
            Query::partition(outbox_pk(enterprise_id))
                .sk(SkCondition::Between(from, seq.to_string()))
                .limit(1),
        )
        .await?;
    Ok(!page.items.is_empty())
}

async fn set_due(ports: &Ports, endpoint: &Endpoint, at: Option<i64>) -> WebhookResult<()> {
    if endpoint.due_at == at {
        return Ok(());
    }
    match ports
        .table
        .update(
            &endpoint.key(),
            due_updates(endpoint, at),
            Some(Condition::item_present()),
        )
        .await
    {
        Ok(_) => Ok(()),
        Err(e) if e.is_condition_failure() => Ok(()),
        Err(e) => Err(e.into()),
    }
}

/// Takes the delivery for one attempt; `false` when another run has it or
/// it moved meanwhile.
async fn claim(ports: &Ports, d: &Delivery, now: i64) -> WebhookResult<bool> {
    let condition = Condition::eq("attempts", d.attempts)
        .and(Condition::eq("status", d.status.as_str()))
        .and(Condition::Le("claimedUntil".into(), json!(now)));
    match ports
        .table
        .update(
            &d.key(),
            vec![UpdateAction::set("claimedUntil", now + CLAIM_MS)],
            Some(condition),
        )
        .await
    {
        Ok(_) => Ok(true),
        Err(e) if e.is_condition_failure() => Ok(false),
        Err(e) => Err(e.into()),
    }
}

fn short(error: &str) -> String {
    error.chars().take(ERROR_CHARS).collect()
}

/// Sends the claimed delivery once and records what came of it; `true`
/// when it is finished (succeeded, or failed for good) and the next may go.
async fn attempt(ports: &Ports, endpoint: &Endpoint, d: Delivery) -> WebhookResult<bool> {
    let secret = endpoint
        .secret_enc
        .open(&ports.pii)
        .map_err(verity_core::failure::Internal::new)?;
    let t = ports.clock.now_secs();
    let request = Outgoing {
        url: endpoint.url.clone(),
        headers: vec![
            ("user-agent", "Verity-Webhooks/1".to_string()),
            ("verity-event", d.event.clone()),
            ("verity-delivery", d.delivery_id.clone()),
            ("verity-signature", signature(&secret, t, &d.body)),
        ],
        body: d.body.clone(),
    };
    let outcome = ports.webhooks.send(request).await;
    let now = ports.clock.now_millis();
    let first = d.first_attempt_at.unwrap_or(now);
    let (code, latency, error) = match &outcome {
        Ok(a) if (200..300).contains(&a.status) => (Some(a.status), Some(a.latency_ms), None),
        Ok(a) => (
            Some(a.status),
            Some(a.latency_ms),
            Some(format!("HTTP {}", a.status)),
        ),
        Err(e) => (None, None, Some(short(&e.to_string()))),
    };
    let mut updates = vec![
        UpdateAction::add("attempts", 1),
        UpdateAction::set("claimedUntil", 0),
        UpdateAction::set("firstAttemptAt", first),
    ];
    updates.push(match code {
        Some(c) => UpdateAction::set("lastStatusCode", c),
        None => UpdateAction::Remove("lastStatusCode".into()),
    });
    updates.push(match latency {
        Some(l) => UpdateAction::set("lastLatencyMs", l),
        None => UpdateAction::Remove("lastLatencyMs".into()),
    });
    let attempts = d.attempts + 1;
    let (status, finished) = match &error {
        None => {
            updates.push(UpdateAction::Remove("lastError".into()));
            updates.push(UpdateAction::set("deliveredAt", now));
            updates.push(UpdateAction::Remove("nextAttemptAt".into()));
            updates.extend(Delivery::unqueue_updates());
            (DeliveryStatus::Succeeded, true)
        }
        Some(error) if now >= first + RETRY_WINDOW_MS => {
            updates.push(UpdateAction::set("lastError", error.as_str()));
            updates.push(UpdateAction::Remove("nextAttemptAt".into()));
            updates.extend(Delivery::unqueue_updates());
            (DeliveryStatus::Failed, true)
        }
        Some(error) => {
            let next = (now + backoff_secs(attempts) * 1000).min(first + RETRY_WINDOW_MS);
            updates.push(UpdateAction::set("lastError", error.as_str()));
            updates.push(UpdateAction::set("nextAttemptAt", next));
            (DeliveryStatus::Retrying, false)
        }
    };
    updates.push(UpdateAction::set("status", status.as_str()));
    ports
        .table
        .update(
            &d.key(),
            updates,
            Some(Condition::eq("attempts", d.attempts)),
        )
        .await?;

    // The endpoint's last answer, for its row in the list.
    let mut on_endpoint = vec![UpdateAction::set("lastDeliveryAt", now)];
    on_endpoint.push(match code {
        Some(c) => UpdateAction::set("lastStatusCode", c),
        None => UpdateAction::Remove("lastStatusCode".into()),
    });
    if status == DeliveryStatus::Failed {
        on_endpoint.push(UpdateAction::set("status", "disabled"));
        on_endpoint.push(UpdateAction::set("disabledReason", DISABLED_FAILING));
        on_endpoint.extend(due_updates(endpoint, None));
    }
    let condition = match status {
        DeliveryStatus::Failed => Condition::eq("status", "active"),
        _ => Condition::item_present(),
    };
    match ports
        .table
        .update(&endpoint.key(), on_endpoint, Some(condition))
        .await
    {
        Ok(_) if status == DeliveryStatus::Failed => {
            notices::raise::publish(ports, disabled_notice(endpoint, &d, now)).await;
            return Ok(false);
        }
        Ok(_) => {}
        Err(e) if e.is_condition_failure() => return Ok(false),
        Err(e) => return Err(e.into()),
    }
    Ok(finished)
}

fn disabled_notice(endpoint: &Endpoint, d: &Delivery, at: i64) -> notices::Raise {
    notices::Raise {
        kind: notices::NoticeKind::WebhookDisabled,
        enterprise_id: endpoint.enterprise_id.clone(),
        occurrence: format!("{}#{}", endpoint.endpoint_id, d.delivery_id),
        at,
        params: notices::NoticeParams {
            endpoint_id: Some(endpoint.endpoint_id.clone()),
            ..Default::default()
        },
        placed_by: None,
    }
}

/// The minute sweep: every endpoint whose delivery is due is told to run
/// its queue (a retry's time came, or a `webhook.deliver` was lost).
pub async fn sweep(ports: &Ports) -> WebhookResult<usize> {
    let now = ports.clock.now_millis();
    let due = ports
        .table
        .query(
            Query::partition(DUE_PK)
                .on_index("gsi2")
                .sk(SkCondition::Le(format!("{now:013}~")))
                .limit(SWEEP_LIMIT),
        )
        .await?;
    let mut woken = 0;
    for item in due.items {
        let endpoint = Endpoint::from_item(item)?;
        publish_deliver(ports, &endpoint.enterprise_id, &endpoint.endpoint_id).await;
        woken += 1;
    }
    Ok(woken)
}

/// The caller's enterprise's delivery, or `DeliveryNotFound`.
pub async fn get(ports: &Ports, enterprise_id: &str, delivery_id: &str) -> WebhookResult<Delivery> {
    match ports
        .table
        .get_as::<Delivery>(&delivery_key(delivery_id))
        .await?
    {
        Some(d) if d.enterprise_id == enterprise_id => Ok(d),
        _ => Err(WebhookError::DeliveryNotFound),
    }
}

/// `webhook/redeliver`: a new attempt now (after `failed` or `succeeded`
/// too), with a new 24 hours of retries; it goes back in its place in the
/// endpoint's queue (the order of events), so it goes ahead of later ones.
pub async fn redeliver(ports: &Ports, enterprise_id: &str, delivery_id: &str) -> WebhookResult<()> {
    let d = get(ports, enterprise_id, delivery_id).await?;
    let endpoint = super::endpoints::get(ports, enterprise_id, &d.endpoint_id)
        .await
        .map_err(|e| match e {
            WebhookError::NotFound => WebhookError::DeliveryNotFound,
            e => e,
        })?;
    let now = ports.clock.now_millis();
    let mut updates = vec![
        UpdateAction::set("status", DeliveryStatus::Pending.as_str()),
        UpdateAction::set("nextAttemptAt", now),
        UpdateAction::Remove("firstAttemptAt".into()),
    ];
    updates.extend(d.queue_updates());
    ports
        .table
        .update(
            &d.key(),
            updates,
            Some(Condition::eq("attempts", d.attempts)),
        )
        .await
        .map_err(|e| match e.is_condition_failure() {
            // An attempt finished meanwhile: it was just tried.
            true => WebhookError::Internal(verity_core::failure::Internal::new(
                "the delivery moved meanwhile",
            )),
            false => e.into(),
        })?;
    if endpoint.status == EndpointStatus::Active {
        set_due(ports, &endpoint, Some(now)).await?;
        publish_deliver(ports, enterprise_id, &endpoint.endpoint_id).await;
    }
    Ok(())
}

/// One page of the endpoint's deliveries, newest first.
pub async fn page(
    ports: &Ports,
    enterprise_id: &str,
    endpoint_id: &str,
    cursor: Option<String>,
    page_size: usize,
) -> WebhookResult<(Vec<Delivery>, Option<String>)> {
    super::endpoints::get(ports, enterprise_id, endpoint_id).await?;
    let query = Query::partition(log_pk(endpoint_id))
        .on_index("gsi1")
        .backward()
        .limit(page_size)
        .after(cursor);
    Ok(ports.table.page_as::<Delivery>(query).await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signature_verifies_with_its_secret_body_and_time_only() {
        let body = r#"{"id":"evt_1","type":"ping"}"#;
        let header = signature("whsec_a", 1_700_000_000, body);
        assert!(header.starts_with("t=1700000000,v1="));
        assert!(verify("whsec_a", &header, body, 1_700_000_100));
        assert!(!verify("whsec_b", &header, body, 1_700_000_100));
        assert!(!verify(
            "whsec_a",
            &header,
            &body.replace("ping", "pong"),
            1_700_000_100
        ));
        // Older (or newer) than 300 s: refused.
        assert!(!verify("whsec_a", &header, body, 1_700_000_301));
        assert!(!verify("whsec_a", &header, body, 1_699_999_699));
        assert!(!verify("whsec_a", "v1=00", body, 1_700_000_000));
    }

    #[test]
    fn retries_back_off_then_go_every_six_hours() {
        let delays: Vec<i64> = (1..=8).map(backoff_secs).collect();
        assert_eq!(delays, [60, 300, 1800, 7200, 21600, 21600, 21600, 21600]);
    }
}
