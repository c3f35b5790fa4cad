//! Managing endpoints: the secret shown once and rotated, a test ping, a
//! manual redelivery, the limits, and an endpoint that fails for 24 hours
//! disabled with a notice to the owner and admins, then enabled again.

use serde_json::json;
use verity_core::clock::Clock;
use verity_domain::identity::Role;
use verity_domain::webhooks;

use super::support::{app, deliveries, endpoint, ok, post, sweep, Receiver};

#[tokio::test]
async fn the_secret_is_shown_once_and_a_rotation_replaces_it() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let receiver = Receiver::start().await;
    let created = ok(
        &app,
        &owner.token,
        "webhook/create",
        json!({"url": receiver.url, "events": ["order.created", "order.created", "balance.low"], "description": "ATS"}),
    )
    .await;
    let secret = created["secret"].as_str().unwrap().to_string();
    assert!(
        secret.starts_with("whsec_") && secret.len() == 6 + 43,
        "{secret}"
    );
    assert_eq!(created["status"], "active");
    assert_eq!(created["events"], json!(["order.created", "balance.low"]));
    assert_eq!(created["description"], "ATS");
    let id = created["endpointId"].as_str().unwrap().to_string();
    // Listed without its secret.
    let list = ok(&app, &owner.token, "webhook/list", json!({})).await;
    let row = &list["items"][0];
    assert!(row.get("secret").is_none() && !row.to_string().contains(&secret));
    assert!(row["disabledReason"].is_null() && row["lastDeliveryAt"].is_null());
    assert!(list.get("cursor").is_none());

    // A ping is signed with the secret.
    let ping = ok(
        &app,
        &owner.token,
        "webhook/test",
        json!({"endpointId": id}),
    )
    .await;
    let got = receiver.received();
    assert_eq!(got.len(), 1);
    assert_eq!(got[0].json()["type"], "ping");
    assert_eq!(got[0].header("verity-delivery"), ping["deliveryId"]);
    let now = app.clock.now_secs();
    assert!(webhooks::verify(
        &secret,
        got[0].header("verity-signature"),
        &got[0].body,
        now
    ));

    let rotated = ok(
        &app,
        &owner.token,
        "webhook/rotateSecret",
        json!({"endpointId": id}),
    )
    .await;
    let new_secret = rotated["secret"].as_str().unwrap();
    assert_ne!(new_secret, secret);
    assert_eq!(rotated["endpointId"], id.as_str());
    ok(
        &app,
        &owner.token,
        "webhook/test",
        json!({"endpointId": id}),
    )
    .await;
    let got = receiver.received();
    let last = &got[1];
    let sig = last.header("verity-signature");
    assert!(webhooks::verify(new_secret, sig, &last.body, now));
    assert!(
        !webhooks::verify(&secret, sig, &last.body, now),
        "the old secret no longer verifies"
    );
}

#[tokio::test]
async fn a_delivery_is_sent_again_on_request() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let receiver = Receiver::start().await;
    let (id, _) = endpoint(&app, &owner, &receiver.url, &["order.created"]).await;
    let ping = ok(
        &app,
        &owner.token,
        "webhook/test",
        json!({"endpointId": id}),
    )
    .await;
    let delivery_id = ping["deliveryId"].as_str().unwrap();
    let again = ok(
        &app,
        &owner.token,
        "webhook/redeliver",
        json!({"deliveryId": delivery_id}),
    )
    .await;
    assert_eq!(again["deliveryId"], delivery_id);
    let got = receiver.received();
    assert_eq!(got.len(), 2);
    assert_eq!(got[0].json()["id"], got[1].json()["id"], "the same event");
    let d = &deliveries(&app, &owner, &id).await[0];
    assert_eq!(
        (d["status"].as_str(), d["attempts"].as_u64()),
        (Some("succeeded"), Some(2))
    );
}

#[tokio::test]
async fn an_endpoint_failing_for_a_day_is_disabled_with_a_notice_then_enabled_again() {
    let app = app();
    let mut owner = app.member(Role::Owner).await;
    let mut admin = app.member_of(&owner.enterprise_id, Role::Admin).await;
    let mut operator = app.member_of(&owner.enterprise_id, Role::Operator).await;
    let receiver = Receiver::start().await;
    receiver.answer_next(&[500; 9]);
    let (id, _) = endpoint(&app, &owner, &receiver.url, &["order.created"]).await;
    let ping = ok(
        &app,
        &owner.token,
        "webhook/test",
        json!({"endpointId": id}),
    )
    .await;
    let delivery_id = ping["deliveryId"].as_str().unwrap().to_string();
    let first = app.clock.now_millis();

    // Each retry at its time: 1 min, 5 min, 30 min, 2 h, then every 6 h,
    // the last at 24 h after the first attempt.
    let mut at = Vec::new();
    loop {
        let d = deliveries(&app, &owner, &id).await[0].clone();
        if d["status"] != "retrying" {
            assert_eq!(d["status"], "failed");
            assert!(d["nextAttemptAt"].is_null());
            assert_eq!(d["lastError"], "HTTP 500");
            break;
        }
        let next = d["nextAttemptAt"].as_i64().unwrap();
        at.push((next - first) / 1000);
        app.clock
            .advance_secs((next - app.clock.now_millis()) / 1000);
        sweep(&app).await;
        // Hours pass: sign in again.
        owner.token = app.sign_in(&owner.user_id).await;
    }
    admin.token = app.sign_in(&admin.user_id).await;
    operator.token = app.sign_in(&operator.user_id).await;
    assert_eq!(
        at,
        [60, 360, 2160, 9360, 30960, 52560, 74160, 86400],
        "seconds after the first attempt"
    );
    assert_eq!(receiver.received().len(), 9);

    let row = ok(&app, &owner.token, "webhook/list", json!({})).await["items"][0].clone();
    assert_eq!(row["status"], "disabled");
    assert_eq!(row["disabledReason"], "failing");
    assert_eq!(row["lastStatusCode"], 500);
    // Told to the owner and admins, in their language; not to the operator.
    for m in [&owner, &admin] {
        let bell = app
            .call_as_lang(&m.token, "/api/base/notice/list", "{}", "en-US")
            .await;
        let n = &bell.data()["list"][0];
        assert_eq!(n["kind"], "webhook_disabled", "{:?}", bell.body);
        assert_eq!(n["title"], "Webhook endpoint disabled");
        assert_eq!(n["link"], "/businessManage/developers");
        let zh = app
            .call_as_lang(&m.token, "/api/base/notice/list", "{}", "zh-CN")
            .await;
        assert_eq!(zh.data()["list"][0]["title"], "Webhook 端点已停用");
    }
    let bell = ok(&app, &operator.token, "notice/list", json!({})).await;
    assert!(bell["list"].as_array().unwrap().is_empty());

    // Disabled: nothing is sent, even a sweep a day later.
    ok(
        &app,
        &owner.token,
        "webhook/test",
        json!({"endpointId": id}),
    )
    .await;
    app.clock.advance_secs(86_400);
    sweep(&app).await;
    assert_eq!(receiver.received().len(), 9);
    owner.token = app.sign_in(&owner.user_id).await;

    // Enabled again: the reason is cleared and the queued ping goes out.
    let row = ok(
        &app,
        &owner.token,
        "webhook/update",
        json!({"endpointId": id, "enabled": true}),
    )
    .await;
    assert_eq!(row["status"], "active");
    assert!(row["disabledReason"].is_null());
    assert_eq!(receiver.types().last().unwrap(), "ping");
    assert_eq!(receiver.received().len(), 10);
    // The failed delivery, sent again by hand, now succeeds.
    ok(
        &app,
        &owner.token,
        "webhook/redeliver",
        json!({"deliveryId": delivery_id}),
    )
    .await;
    assert_eq!(receiver.received().len(), 11);
    let log = deliveries(&app, &owner, &id).await;
    let d = log
        .iter()
        .find(|d| d["deliveryId"] == delivery_id.as_str())
        .unwrap();
    assert_eq!(d["status"], "succeeded");
    assert_eq!(d["attempts"], 10);
}

#[tokio::test]
async fn a_member_may_disable_an_endpoint_and_nothing_is_sent_to_it() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let receiver = Receiver::start().await;
    let (id, _) = endpoint(&app, &owner, &receiver.url, &["order.created"]).await;
    let row = ok(
        &app,
        &owner.token,
        "webhook/update",
        json!({"endpointId": id, "enabled": false, "description": "paused"}),
    )
    .await;
    assert_eq!(
        (row["status"].as_str(), row["description"].as_str()),
        (Some("disabled"), Some("paused"))
    );
    assert!(row["disabledReason"].is_null());
    ok(
        &app,
        &owner.token,
        "webhook/test",
        json!({"endpointId": id}),
    )
    .await;
    assert!(receiver.received().is_empty());
    // Deleted: gone from the list, its id unknown.
    ok(
        &app,
        &owner.token,
        "webhook/delete",
        json!({"endpointId": id}),
    )
    .await;
    let list = ok(&app, &owner.token, "webhook/list", json!({})).await;
    assert!(list["items"].as_array().unwrap().is_empty());
    let a = post(
        &app,
        &owner.token,
        "webhook/test",
        json!({"endpointId": id}),
    )
    .await;
    assert_eq!(a.code(), 4901);
}

#[tokio::test]
async fn events_descriptions_and_the_count_are_checked() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let receiver = Receiver::start().await;
    let a = post(
        &app,
        &owner.token,
        "webhook/create",
        json!({"url": receiver.url, "events": ["order.created", "order.shipped"]}),
    )
    .await;
    assert_eq!(a.code(), 4904);
    assert_eq!(a.data()["field"], "events[1]");
    let a = post(
        &app,
        &owner.token,
        "webhook/create",
        json!({"url": receiver.url, "events": ["ping"]}),
    )
    .await;
    assert_eq!(
        a.code(),
        4904,
        "ping is sent by webhook/test, not subscribed to"
    );
    let a = post(
        &app,
        &owner.token,
        "webhook/create",
        json!({"url": receiver.url, "events": []}),
    )
    .await;
    assert_eq!(
        (a.code(), a.data()["field"].as_str()),
        (1002, Some("events"))
    );
    let a = post(
        &app,
        &owner.token,
        "webhook/create",
        json!({"url": receiver.url, "events": ["order.created"], "description": "x".repeat(81)}),
    )
    .await;
    assert_eq!(
        (a.code(), a.data()["field"].as_str()),
        (1002, Some("description"))
    );

    for _ in 0..10 {
        endpoint(&app, &owner, &receiver.url, &["order.created"]).await;
    }
    let a = post(
        &app,
        &owner.token,
        "webhook/create",
        json!({"url": receiver.url, "events": ["order.created"]}),
    )
    .await;
    assert_eq!((a.code(), a.data()["max"].as_u64()), (4905, Some(10)));
    // Pages of the ten, newest first.
    let first = ok(&app, &owner.token, "webhook/list", json!({"pageSize": 6})).await;
    assert_eq!(first["items"].as_array().unwrap().len(), 6);
    let rest = ok(
        &app,
        &owner.token,
        "webhook/list",
        json!({"pageSize": 6, "cursor": first["cursor"]}),
    )
    .await;
    assert_eq!(rest["items"].as_array().unwrap().len(), 4);
    assert!(rest.get("cursor").is_none());
    // One deleted: room for one more.
    let id = first["items"][0]["endpointId"].as_str().unwrap();
    ok(
        &app,
        &owner.token,
        "webhook/delete",
        json!({"endpointId": id}),
    )
    .await;
    endpoint(&app, &owner, &receiver.url, &["order.created"]).await;
}
