//! An order placed from a registration: its consent counts when the
//! position's text covered a background check (no invitation, the check
//! starts), otherwise the normal consent link goes out; the registration
//! records the order either way; another candidate's registration is refused.

use serde_json::{json, Value};
use verity_testkit::{Member, TestApp};

use crate::support::*;
use verity_http::ErrorCode;

async fn registered(app: &TestApp, owner: &Member, phone: &str, covers: bool) -> Value {
    let (_, j) = position(app, owner, &[], covers).await;
    let applied = apply(app, &j, phone, json!({})).await;
    ok(&registration(app, owner, applied["registrationId"].as_str().unwrap()).await)
}

fn consent_texts(texts: &[String]) -> usize {
    texts.iter().filter(|t| t.contains("s=")).count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_order_from_a_registration_whose_consent_covered_the_check_starts_without_an_invitation()
{
    // The charge transaction with the registration's writes, on each Table adapter.
    for app in apps().await {
        starts_at_once(app).await;
    }
}

async fn starts_at_once(app: TestApp) {
    let r = app.ready_to_order(&ITEMS, 100_000).await;
    let phone = "13800008001";
    let seen = registered(&app, &r.owner, phone, true).await;

    let created = ok(&post(
        &app,
        &r.owner.token,
        "order/create",
        order_from(&seen, &r.package_id, "job-order-0000000001"),
    )
    .await);
    assert_eq!(created["status"], "authorized");
    let order_id = created["orderId"].as_str().unwrap();

    // Besides their verification code, the candidate got one text when the
    // check started (issue 22 rule 6), not an invitation to sign, and one
    // when it completed (issue 29, the portal's address).
    let texts = app.texts(phone).await;
    assert_eq!(consent_texts(&texts), 1, "{texts:?}");
    assert_eq!(texts.len(), 3);
    assert!(texts[1].contains("开始"), "{}", texts[1]);
    assert!(
        texts[2].contains("已完成") && texts[2].contains("/#/me"),
        "{}",
        texts[2]
    );

    let order = ok(&post(
        &app,
        &r.owner.token,
        "order/detail",
        json!({ "orderId": order_id }),
    )
    .await);
    assert_eq!(order["authMode"], "registration");
    assert_eq!(order["consent"]["mode"], "registration");
    assert_eq!(order["consent"]["textVersion"], "job-screening-2026-12-01");
    assert_eq!(order["consent"]["registrationId"], seen["registrationId"]);
    assert_eq!(order["consent"]["signedAt"], seen["consent"]["consentedAt"]);
    assert!(order.get("invite").is_none());
    // The processor started it at once and ran its items.
    assert_eq!(order["status"], "completed");

    let after = ok(&registration(&app, &r.owner, seen["registrationId"].as_str().unwrap()).await);
    assert_eq!(after["order"]["orderId"], order_id);
    assert_eq!(after["order"]["status"], "completed");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_order_from_a_registration_without_screening_consent_texts_the_consent_link() {
    let app = app().await;
    let r = app.ready_to_order(&ITEMS, 100_000).await;
    let phone = "13800008101";
    let seen = registered(&app, &r.owner, phone, false).await;
    assert_eq!(seen["consent"]["coversScreening"], false);

    let created = ok(&post(
        &app,
        &r.owner.token,
        "order/create",
        order_from(&seen, &r.package_id, "job-order-0000000002"),
    )
    .await);
    assert_eq!(created["status"], "awaiting_authorization");
    let texts = app.texts(phone).await;
    assert_eq!(consent_texts(&texts), 1, "{texts:?}");

    let order = ok(&post(
        &app,
        &r.owner.token,
        "order/detail",
        json!({ "orderId": created["orderId"] }),
    )
    .await);
    assert_eq!(order["authMode"], "sms");
    assert!(order.get("consent").is_none());
    let registration_id = seen["registrationId"].as_str().unwrap();
    let listed = ok(&registrations(&app, &r.owner, json!({ "jobId": seen["jobId"] })).await);
    assert_eq!(listed["items"][0]["registrationId"], registration_id);
    assert_eq!(listed["items"][0]["orderId"], created["orderId"]);
}

#[tokio::test]
async fn an_order_naming_another_candidates_or_enterprises_registration_is_refused_and_charges_nothing(
) {
    let app = app().await;
    let r = app.ready_to_order(&ITEMS, 100_000).await;
    let seen = registered(&app, &r.owner, "13800008201", true).await;
    let balance = || async {
        verity_domain::billing::account::account(&app.ports, &r.owner.enterprise_id)
            .await
            .unwrap()
            .balance_fen
    };

    // Another candidate (ID number) than the registration's.
    let mut other = order_from(&seen, &r.package_id, "job-order-0000000003");
    other["candidate"]["idNumber"] = json!(id_for("13800008299"));
    let mismatch = post(&app, &r.owner.token, "order/create", other).await;
    assert_eq!(
        mismatch.code(),
        ErrorCode::RegistrationMismatch,
        "{:?}",
        mismatch.body
    );
    assert_eq!(mismatch.data()["field"], "candidate.idNumber");

    // Another enterprise's registration is not found.
    let stranger = app.ready_to_order(&ITEMS, 100_000).await;
    let theirs = registered(&app, &stranger.owner, "13800008202", true).await;
    let mut foreign = order_from(&theirs, &r.package_id, "job-order-0000000004");
    foreign["candidate"] = order_from(&theirs, "x", "y")["candidate"].clone();
    let not_found = post(&app, &r.owner.token, "order/create", foreign).await;
    assert_eq!(not_found.code(), ErrorCode::NotFound);
    assert_eq!(not_found.data()["field"], "registrationId");

    // The mode `registration` is the server's to set.
    let mut forced = order_from(&seen, &r.package_id, "job-order-0000000005");
    forced["authMode"] = json!("registration");
    let refused = post(&app, &r.owner.token, "order/create", forced).await;
    assert_eq!(refused.code(), ErrorCode::InvalidField);
    assert_eq!(refused.data()["field"].clone(), json!("authMode"));

    assert_eq!(balance().await, 100_000);
    let orders = ok(&post(&app, &r.owner.token, "order/list", json!({})).await);
    assert!(orders["items"].as_array().unwrap().is_empty());
    let still = ok(&registration(&app, &r.owner, seen["registrationId"].as_str().unwrap()).await);
    assert!(still.get("order").is_none());
}
