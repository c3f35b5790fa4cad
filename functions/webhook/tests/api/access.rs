//! Only the owner and admins manage webhooks; another enterprise's
//! endpoint and delivery ids give nothing and change nothing.

use serde_json::json;
use verity_domain::identity::Role;

use super::support::{app, deliveries, endpoint, ok, post, Receiver};

#[tokio::test]
async fn operators_and_viewers_are_refused() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let admin = app.member_of(&owner.enterprise_id, Role::Admin).await;
    let receiver = Receiver::start().await;
    let (id, _) = endpoint(&app, &admin, &receiver.url, &["order.created"]).await;
    for role in [Role::Operator, Role::Viewer] {
        let m = app.member_of(&owner.enterprise_id, role).await;
        for (path, body) in [
            (
                "webhook/create",
                json!({"url": receiver.url, "events": ["order.created"]}),
            ),
            ("webhook/list", json!({})),
            (
                "webhook/update",
                json!({"endpointId": id, "enabled": false}),
            ),
            ("webhook/delete", json!({"endpointId": id})),
            ("webhook/rotateSecret", json!({"endpointId": id})),
            ("webhook/test", json!({"endpointId": id})),
            ("webhook/deliveries", json!({"endpointId": id})),
        ] {
            assert_eq!(
                post(&app, &m.token, path, body).await.code(),
                -6,
                "{role:?} {path}"
            );
        }
    }
    // Without a session: -5.
    assert_eq!(app.call("/api/base/webhook/list", "{}").await.code(), -5);
    assert!(receiver.received().is_empty());
    let list = ok(&app, &owner.token, "webhook/list", json!({})).await;
    assert_eq!(list["items"][0]["status"], "active");
}

#[tokio::test]
async fn another_enterprises_ids_give_nothing() {
    let app = app();
    let mine = app.member(Role::Owner).await;
    let theirs = app.member(Role::Owner).await;
    let receiver = Receiver::start().await;
    let (their_id, _) = endpoint(&app, &theirs, &receiver.url, &["order.created"]).await;
    let ping = ok(
        &app,
        &theirs.token,
        "webhook/test",
        json!({"endpointId": their_id}),
    )
    .await;
    let their_delivery = ping["deliveryId"].as_str().unwrap();
    assert_eq!(receiver.received().len(), 1);

    for (path, body) in [
        (
            "webhook/update",
            json!({"endpointId": their_id, "enabled": false, "url": "http://127.0.0.1:1/x"}),
        ),
        ("webhook/delete", json!({"endpointId": their_id})),
        ("webhook/rotateSecret", json!({"endpointId": their_id})),
        ("webhook/test", json!({"endpointId": their_id})),
        ("webhook/deliveries", json!({"endpointId": their_id})),
    ] {
        let a = post(&app, &mine.token, path, body).await;
        assert_eq!(a.code(), 4901, "{path}: {:?}", a.body);
        assert_eq!(a.data()["field"], "endpointId");
    }
    let a = post(
        &app,
        &mine.token,
        "webhook/redeliver",
        json!({"deliveryId": their_delivery}),
    )
    .await;
    assert_eq!(a.code(), 4903);
    let a = post(
        &app,
        &mine.token,
        "webhook/redeliver",
        json!({"deliveryId": "dlv_unknown"}),
    )
    .await;
    assert_eq!(a.code(), 4903);

    // Nothing changed, nothing was sent, and my list is empty.
    assert_eq!(receiver.received().len(), 1);
    let list = ok(&app, &theirs.token, "webhook/list", json!({})).await;
    let row = &list["items"][0];
    assert_eq!(
        (row["status"].as_str(), row["url"].as_str()),
        (Some("active"), Some(receiver.url.as_str()))
    );
    assert_eq!(deliveries(&app, &theirs, &their_id).await.len(), 1);
    let list = ok(&app, &mine.token, "webhook/list", json!({})).await;
    assert!(list["items"].as_array().unwrap().is_empty());
}
