//! A loopback receiver gets every event of an order's life exactly once, in
//! the order it happened, each signed so that the documented recipe
//! verifies it; a receiver that fails gets the retries until it succeeds.

use serde_json::json;
use verity_core::clock::Clock;
use verity_domain::webhooks;

use super::support::{app, completed_order, deliveries, endpoint, ok, sweep, Receiver, ORDER_LIFE};

#[tokio::test]
async fn an_orders_life_arrives_once_in_order_signed() {
    let app = app();
    let r = app.ready_to_order(&[("identity", 1)], 10_000_000).await;
    let receiver = Receiver::start().await;
    let (endpoint_id, secret) = endpoint(&app, &r.owner, &receiver.url, ORDER_LIFE).await;
    // Another enterprise's endpoint hears nothing of this order.
    let other = app.ready_to_order(&[("identity", 1)], 10_000_000).await;
    let elsewhere = Receiver::start().await;
    endpoint(&app, &other.owner, &elsewhere.url, ORDER_LIFE).await;

    let order_id = completed_order(&app, &r.owner, &r.package_id, 1).await;
    // The report's first version is published when the order completes;
    // reading it publishes nothing more.
    ok(
        &app,
        &r.owner.token,
        "report/detail",
        json!({"orderId": order_id}),
    )
    .await;

    assert_eq!(
        receiver.types(),
        [
            "order.created",
            "order.authorized",
            "order.completed",
            "report.updated"
        ]
    );
    let got = receiver.received();
    let now = app.clock.now_secs();
    let mut event_ids = Vec::new();
    for g in &got {
        // The documented recipe: HMAC-SHA256 over "<t>.<raw body>".
        let sig = g.header("verity-signature");
        assert!(webhooks::verify(&secret, sig, &g.body, now), "{sig}");
        assert!(!webhooks::verify("whsec_wrong", sig, &g.body, now));
        let body = g.json();
        assert_eq!(g.header("content-type"), "application/json");
        assert_eq!(g.header("user-agent"), "Verity-Webhooks/1");
        assert_eq!(g.header("verity-event"), body["type"]);
        assert!(g.header("verity-delivery").starts_with("dlv_"));
        assert_eq!(body["livemode"], true);
        assert_eq!(body["enterpriseId"], r.owner.enterprise_id.as_str());
        assert_eq!(body["data"]["orderId"], order_id.as_str());
        // Ids and statuses only: no name, phone or ID number.
        for pii in ["张三", "13900001111", "110101199003078515"] {
            assert!(!g.body.contains(pii), "{}", g.body);
        }
        event_ids.push(body["id"].as_str().unwrap().to_string());
    }
    assert_eq!(got[0].json()["data"]["status"], "authorized");
    assert_eq!(got[2].json()["data"]["status"], "completed");
    assert_eq!(got[3].json()["data"]["reportVersion"], 1);
    assert!(got[3].json()["data"]["conclusion"].is_string());
    event_ids.dedup();
    assert_eq!(event_ids.len(), 4, "each event once");
    assert!(elsewhere.received().is_empty());

    // The log: four deliveries, succeeded at the first attempt.
    let log = deliveries(&app, &r.owner, &endpoint_id).await;
    assert_eq!(log.len(), 4);
    for d in &log {
        assert_eq!(d["status"], "succeeded", "{d}");
        assert_eq!(d["attempts"], 1);
        assert_eq!(d["lastStatusCode"], 200);
        assert!(d["lastLatencyMs"].is_u64());
        assert!(d["deliveredAt"].is_i64());
        assert!(d["nextAttemptAt"].is_null());
    }
    // Newest first.
    assert_eq!(log[0]["event"], "report.updated");
    assert_eq!(log[3]["event"], "order.created");

    // A sweep later sends nothing again.
    sweep(&app).await;
    assert_eq!(receiver.received().len(), 4);
    // The endpoint's row says how the last delivery went.
    let list = ok(&app, &r.owner.token, "webhook/list", json!({})).await;
    assert_eq!(list["items"][0]["lastStatusCode"], 200);
    assert!(list["items"][0]["lastDeliveryAt"].is_i64());
}

#[tokio::test]
async fn only_the_subscribed_events_are_sent() {
    let app = app();
    let r = app.ready_to_order(&[("identity", 1)], 10_000_000).await;
    let receiver = Receiver::start().await;
    endpoint(&app, &r.owner, &receiver.url, &["order.completed"]).await;
    completed_order(&app, &r.owner, &r.package_id, 1).await;
    assert_eq!(receiver.types(), ["order.completed"]);
}

#[tokio::test]
async fn a_failing_receiver_gets_retries_until_it_succeeds() {
    let app = app();
    let r = app.ready_to_order(&[("identity", 1)], 10_000_000).await;
    let receiver = Receiver::start().await;
    let (endpoint_id, secret) = endpoint(&app, &r.owner, &receiver.url, &["order.created"]).await;
    receiver.answer_next(&[500, 500]);

    completed_order(&app, &r.owner, &r.package_id, 1).await;
    assert_eq!(receiver.received().len(), 1);
    let d = &deliveries(&app, &r.owner, &endpoint_id).await[0];
    assert_eq!(d["status"], "retrying");
    assert_eq!(d["attempts"], 1);
    assert_eq!(d["lastStatusCode"], 500);
    assert_eq!(d["lastError"], "HTTP 500");
    let due = d["nextAttemptAt"].as_i64().unwrap();
    assert_eq!(due, app.clock.now_millis() + 60_000, "1 minute later");

    // Not before its time.
    app.clock.advance_secs(30);
    sweep(&app).await;
    assert_eq!(receiver.received().len(), 1);
    // After a minute: the second attempt (500 again), then 5 minutes.
    app.clock.advance_secs(30);
    sweep(&app).await;
    assert_eq!(receiver.received().len(), 2);
    let d = &deliveries(&app, &r.owner, &endpoint_id).await[0];
    assert_eq!(
        (d["status"].as_str(), d["attempts"].as_u64()),
        (Some("retrying"), Some(2))
    );
    assert_eq!(
        d["nextAttemptAt"].as_i64().unwrap(),
        app.clock.now_millis() + 300_000
    );
    app.clock.advance_secs(300);
    sweep(&app).await;
    let got = receiver.received();
    assert_eq!(got.len(), 3);
    // The same event each time, signed at each attempt's time.
    let ids: Vec<_> = got.iter().map(|g| g.json()["id"].clone()).collect();
    assert!(ids.iter().all(|id| *id == ids[0]));
    let last = &got[2];
    assert!(webhooks::verify(
        &secret,
        last.header("verity-signature"),
        &last.body,
        app.clock.now_secs()
    ));
    assert_ne!(
        got[0].header("verity-signature"),
        last.header("verity-signature")
    );

    let d = &deliveries(&app, &r.owner, &endpoint_id).await[0];
    assert_eq!(d["status"], "succeeded");
    assert_eq!(d["attempts"], 3);
    assert_eq!(d["lastStatusCode"], 200);
    assert!(d["lastLatencyMs"].is_u64());
    assert!(d["lastError"].is_null());
    assert!(d["nextAttemptAt"].is_null());
    // Done: later sweeps send nothing.
    app.clock.advance_secs(3600);
    sweep(&app).await;
    assert_eq!(receiver.received().len(), 3);
}

#[tokio::test]
async fn a_later_event_waits_for_the_one_before_it() {
    let app = app();
    let r = app.ready_to_order(&[("identity", 1)], 10_000_000).await;
    let receiver = Receiver::start().await;
    endpoint(
        &app,
        &r.owner,
        &receiver.url,
        &["order.created", "order.completed"],
    )
    .await;
    receiver.answer_next(&[503]);

    completed_order(&app, &r.owner, &r.package_id, 1).await;
    // order.created failed: order.completed is held behind it.
    assert_eq!(receiver.types(), ["order.created"]);
    app.clock.advance_secs(60);
    sweep(&app).await;
    assert_eq!(
        receiver.types(),
        ["order.created", "order.created", "order.completed"]
    );
}

#[tokio::test]
async fn a_fact_emitted_twice_is_delivered_once() {
    let app = app();
    let owner = app.member(verity_domain::identity::Role::Owner).await;
    let receiver = Receiver::start().await;
    let (endpoint_id, _) = endpoint(&app, &owner, &receiver.url, &["balance.low"]).await;
    // A flow that runs again (a handler retried) emits the same fact again.
    for _ in 0..3 {
        webhooks::emit(
            &app.ports,
            &owner.enterprise_id,
            webhooks::WebhookEvent::BalanceLow,
            "ledger-seq-7",
            json!({"balanceFen": 100, "thresholdFen": 5000}),
        )
        .await;
    }
    app.ports.events.drained().await;
    assert_eq!(receiver.types(), ["balance.low"]);
    assert_eq!(receiver.received()[0].json()["data"]["balanceFen"], 100);
    assert_eq!(deliveries(&app, &owner, &endpoint_id).await.len(), 1);
    // Another fact of the same type is another event.
    webhooks::emit(
        &app.ports,
        &owner.enterprise_id,
        webhooks::WebhookEvent::BalanceLow,
        "ledger-seq-9",
        json!({"balanceFen": 50, "thresholdFen": 5000}),
    )
    .await;
    app.ports.events.drained().await;
    assert_eq!(receiver.received().len(), 2);
}

#[tokio::test]
async fn the_charge_that_crosses_the_threshold_sends_balance_low() {
    let app = app();
    let r = app.ready_to_order(&[("identity", 1)], 10_000_000).await;
    let receiver = Receiver::start().await;
    endpoint(
        &app,
        &r.owner,
        &receiver.url,
        &["balance.low", "order.created"],
    )
    .await;
    // The next order takes the balance below the reminder.
    let threshold = 10_000_000 - r.price_fen / 2;
    verity_domain::billing::account::set_low_balance(&app.ports, &r.owner.enterprise_id, threshold)
        .await
        .unwrap();
    completed_order(&app, &r.owner, &r.package_id, 1).await;
    completed_order(&app, &r.owner, &r.package_id, 2).await;
    let types = receiver.types();
    assert_eq!(
        types.iter().filter(|t| *t == "balance.low").count(),
        1,
        "once per crossing: {types:?}"
    );
    let low = receiver
        .received()
        .into_iter()
        .find(|g| g.json()["type"] == "balance.low")
        .unwrap()
        .json();
    assert_eq!(low["data"]["thresholdFen"], threshold);
    assert_eq!(low["data"]["balanceFen"], 10_000_000 - r.price_fen);
}

#[tokio::test]
async fn an_order_canceled_before_consent_is_told() {
    let app = app();
    let r = app.ready_to_order(&[("identity", 1)], 10_000_000).await;
    let receiver = Receiver::start().await;
    endpoint(&app, &r.owner, &receiver.url, ORDER_LIFE).await;
    let created = ok(
        &app,
        &r.owner.token,
        "order/create",
        json!({
            "packageId": r.package_id,
            "candidate": {"name": "李四", "phone": "13900002222", "idNumber": "110101199003078515"},
            "authMode": "sms",
            "idempotencyKey": "webhook-cancel-0001-abcdef",
            "confirmDuplicate": true,
        }),
    )
    .await;
    let order_id = created["orderId"].as_str().unwrap();
    ok(
        &app,
        &r.owner.token,
        "order/cancel",
        json!({"orderId": order_id}),
    )
    .await;
    assert_eq!(receiver.types(), ["order.created", "order.canceled"]);
    let canceled = receiver.received()[1].json();
    assert_eq!(canceled["data"]["orderId"], order_id);
    assert_eq!(canceled["data"]["status"], "canceled");
    assert_eq!(
        receiver.received()[0].json()["data"]["status"],
        "awaiting_authorization"
    );
}
