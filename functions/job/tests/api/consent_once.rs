//! Issue 22, rule 6: one application's consent starts one check. An order
//! from a registration whose consent covered screening starts without a
//! consent link only once per registration (a conditional claim in the
//! order's charge transaction) and only within 30 days of the consent;
//! any other order goes through the consent link. The one that starts texts
//! the candidate that it started, with the consent page's link.

use std::sync::Arc;

use serde_json::{json, Value};
use verity_testkit::{Member, TestApp};

use crate::support::*;

/// The order form from a registration, confirming the 30-day duplicate.
fn order_again(registration: &Value, package_id: &str, key: &str) -> Value {
    let mut body = order_from(registration, package_id, key);
    body["confirmDuplicate"] = json!(true);
    body
}

async fn registered(app: &TestApp, owner: &Member, phone: &str) -> Value {
    let (_, j) = position(app, owner, &[], true).await;
    let applied = apply(app, &j, phone, json!({})).await;
    ok(&registration(app, owner, applied["registrationId"].as_str().unwrap()).await)
}

fn links(texts: &[String]) -> Vec<String> {
    texts
        .iter()
        .filter_map(|t| t.find("s=").map(|at| t[at + 2..].trim().to_string()))
        .collect()
}

async fn order_detail(app: &TestApp, token: &str, order_id: &Value) -> Value {
    ok(&post(app, token, "order/detail", json!({ "orderId": order_id })).await)
}

#[tokio::test]
async fn one_applications_consent_starts_one_check_and_texts_that_it_started_with_a_link_to_the_order(
) {
    let app = app().await;
    let r = app.ready_to_order(&ITEMS, 100_000).await;
    let phone = "13800008601";
    let seen = registered(&app, &r.owner, phone).await;
    let created = ok(&post(
        &app,
        &r.owner.token,
        "order/create",
        order_again(&seen, &r.package_id, "consent-once-00000001"),
    )
    .await);
    assert_eq!(created["status"], "authorized");

    let texts = app.texts(phone).await;
    // The started notice (the check then completes: the completion's notice follows).
    let notice = texts
        .iter()
        .find(|t| t.contains("s="))
        .expect("the started notice with its link");
    assert!(notice.starts_with("【Verity】"), "{notice}");
    // A candidate's phone: the text is Chinese (template `check_started`).
    assert!(notice.contains("已根据您报名时的授权开始"), "{notice}");
    assert!(
        !notice.contains("has started a background check"),
        "{notice}"
    );
    assert!(notice.contains(created["orderNo"].as_str().unwrap()));
    let s = links(&texts).pop().expect("a link");

    // The link opens the candidate's consent page of this order.
    let token = app.share_token(&s, phone).await;
    let page = ok(&post(&app, &token, "candidate/detail", json!({ "s": s })).await);
    assert_eq!(page["orderNo"], created["orderNo"]);
    assert_eq!(page["signedAt"], seen["consent"]["consentedAt"]);
    assert_eq!(page["canSign"], false);
    // The sandbox ran it already: completed, so nothing left to withdraw.
    assert_eq!(page["status"], "completed");
    assert_eq!(page["canWithdraw"], false);

    let d = order_detail(&app, &r.owner.token, &created["orderId"]).await;
    assert_eq!(d["authMode"], "registration");
    assert!(d["timeline"]
        .as_array()
        .unwrap()
        .iter()
        .any(|e| e["kind"] == "notified"));
}

#[tokio::test]
async fn one_applications_consent_starts_one_check_a_second_order_gets_a_consent_link_and_a_text() {
    let app = app().await;
    let r = app.ready_to_order(&ITEMS, 100_000).await;
    let phone = "13800008602";
    let seen = registered(&app, &r.owner, phone).await;
    let first = ok(&post(
        &app,
        &r.owner.token,
        "order/create",
        order_again(&seen, &r.package_id, "consent-once-00000002"),
    )
    .await);
    assert_eq!(first["status"], "authorized");
    let before = links(&app.texts(phone).await).len();

    let second = ok(&post(
        &app,
        &r.owner.token,
        "order/create",
        order_again(&seen, &r.package_id, "consent-once-00000003"),
    )
    .await);
    assert_eq!(second["status"], "awaiting_authorization");
    let d = order_detail(&app, &r.owner.token, &second["orderId"]).await;
    assert_eq!(d["authMode"], "sms");
    assert!(d.get("consent").is_none());
    assert_eq!(d["invite"]["sentCount"], 1);
    let texts = app.texts(phone).await;
    assert_eq!(links(&texts).len(), before + 1);
    assert!(texts.last().unwrap().contains("邀请您授权"), "{texts:?}");
}

#[tokio::test]
async fn one_applications_consent_starts_one_check_only_within_thirty_days_of_the_consent() {
    let app = app().await;
    let r = app.ready_to_order(&ITEMS, 100_000).await;
    let phone = "13800008603";
    let seen = registered(&app, &r.owner, phone).await;
    app.clock.advance_secs(30 * 24 * 3600 + 1);
    let token = app.sign_in(&r.owner.user_id).await;
    let late = ok(&post(
        &app,
        &token,
        "order/create",
        order_again(&seen, &r.package_id, "consent-once-00000004"),
    )
    .await);
    assert_eq!(late["status"], "awaiting_authorization");
    let d = order_detail(&app, &token, &late["orderId"]).await;
    assert_eq!(d["authMode"], "sms");
    assert!(app
        .texts(phone)
        .await
        .last()
        .unwrap()
        .contains("邀请您授权"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn one_applications_consent_starts_one_check_even_for_orders_placed_at_once() {
    for app in apps().await {
        let r = app.ready_to_order(&ITEMS, 100_000).await;
        let phone = "13800008604";
        let seen = registered(&app, &r.owner, phone).await;
        let app = Arc::new(app);
        let mut calls = Vec::new();
        for n in 0..4 {
            let (app, token, body) = (
                app.clone(),
                r.owner.token.clone(),
                order_again(&seen, &r.package_id, &format!("consent-once-1000000{n}")),
            );
            calls.push(tokio::spawn(async move {
                let a = post(&app, &token, "order/create", body).await;
                assert_eq!(a.code(), 0, "{:?}", a.body);
                a.data()["orderId"].clone()
            }));
        }
        let mut modes = Vec::new();
        for call in calls {
            let id = call.await.unwrap();
            modes.push(order_detail(&app, &r.owner.token, &id).await["authMode"].clone());
        }
        let started = modes.iter().filter(|m| **m == "registration").count();
        assert_eq!(started, 1, "{modes:?}");
        assert_eq!(modes.iter().filter(|m| **m == "sms").count(), 3);
    }
}
