//! Issue 22, rule 4: texts to a candidate's phone are capped, whoever pays.
//! Per order: 7 texts in all, a manual reminder 4 hours after the last
//! text. Per phone per China day, across enterprises: 5 consent texts; an
//! order that would text a sixth is refused (4207) with nothing charged.

use std::collections::HashSet;
use std::sync::Arc;

use serde_json::{json, Value};
use verity_domain::billing::ledger::{self, LedgerFilter};
use verity_domain::billing::EntryKind;
use verity_http::ErrorCode;

/// The rule's numbers (`verity_domain::orders::{MAX_INVITES, MAX_TEXTS_PER_PHONE_DAY}`).
const MAX_INVITES: u32 = 7;
const MAX_TEXTS_PER_PHONE_DAY: i64 = 5;
use verity_testkit::{Answer, TestApp};

use crate::support::*;

/// An order/create body that confirms the 30-day duplicate (the same candidate again).
fn again(package_id: &str, phone: &str, n: u32) -> String {
    let mut body: Value =
        serde_json::from_str(&order_body(package_id, phone, &id_for(phone), n)).expect("json");
    body["confirmDuplicate"] = json!(true);
    body.to_string()
}

/// `order/create` by `token` of the same candidate again.
async fn create_again(app: &TestApp, token: &str, package_id: &str, phone: &str, n: u32) -> Answer {
    post(app, token, "order/create", &again(package_id, phone, n)).await
}

/// How many entries the enterprise's ledger holds.
async fn ledger_len(app: &TestApp, enterprise_id: &str) -> usize {
    ledger::all(&app.ports, enterprise_id, LedgerFilter::default(), 1000)
        .await
        .unwrap()
        .len()
}

async fn charges(app: &TestApp, enterprise_id: &str) -> Vec<ledger::LedgerEntry> {
    ledger::all(&app.ports, enterprise_id, LedgerFilter::default(), 10_000)
        .await
        .unwrap()
        .into_iter()
        .filter(|e| e.kind == EntryKind::Charge)
        .collect()
}

#[tokio::test]
async fn texts_are_capped_an_order_and_cancel_loop_stops_at_the_phone_cap_with_nothing_charged() {
    let app = app();
    let r = ready(&app, 1_000_000).await;
    let phone = "13800002201";
    for n in 0..MAX_TEXTS_PER_PHONE_DAY as u32 {
        let a = create_again(&app, &r.owner.token, &r.package_id, phone, n).await;
        assert_eq!(a.code(), 0, "order {n}: {:?}", a.body);
        let body = json!({ "orderId": a.data()["orderId"] }).to_string();
        assert_eq!(
            post(&app, &r.owner.token, "order/cancel", &body)
                .await
                .code(),
            0
        );
    }
    assert_eq!(app.texts(phone).await.len(), 5);
    let balance_before = balance(&app, &r.owner.enterprise_id).await;
    let ledger_before = ledger_len(&app, &r.owner.enterprise_id).await;
    let listed_before = post(&app, &r.owner.token, "order/list", r#"{"pageSize":100}"#).await;

    let refused = create_again(&app, &r.owner.token, &r.package_id, phone, 99).await;
    assert_eq!(
        refused.code(),
        ErrorCode::PhoneTextCap,
        "{:?}",
        refused.body
    );
    assert_eq!(refused.data()["max"], 5);
    assert_eq!(refused.data()["field"], "candidate.phone");
    // Nothing charged, nothing written, nothing texted.
    assert_eq!(balance(&app, &r.owner.enterprise_id).await, balance_before);
    assert_eq!(
        ledger_len(&app, &r.owner.enterprise_id).await,
        ledger_before
    );
    let listed_after = post(&app, &r.owner.token, "order/list", r#"{"pageSize":100}"#).await;
    assert_eq!(listed_after.data()["items"], listed_before.data()["items"]);
    assert_eq!(app.texts(phone).await.len(), 5);
    // A retry with the same key is refused the same way (no first result was recorded).
    let retry = create_again(&app, &r.owner.token, &r.package_id, phone, 99).await;
    assert_eq!(retry.code(), ErrorCode::PhoneTextCap);

    // The next China day, the phone may be texted again.
    app.clock.advance_secs(12 * 3600 + 1);
    let token = app.sign_in(&r.owner.user_id).await;
    let next_day = create_again(&app, &token, &r.package_id, phone, 100).await;
    assert_eq!(next_day.code(), 0, "{:?}", next_day.body);
    assert_eq!(app.texts(phone).await.len(), 6);
    // Another phone was never concerned.
    let other = create_again(&app, &token, &r.package_id, "13800002202", 101).await;
    assert_eq!(other.code(), 0);
}

#[tokio::test]
async fn texts_are_capped_two_enterprises_ordering_one_phone_share_its_cap() {
    let app = app();
    let a = ready(&app, 1_000_000).await;
    let b = ready(&app, 1_000_000).await;
    let phone = "13800002203";
    for n in 0..3 {
        let placed = create_again(&app, &a.owner.token, &a.package_id, phone, n).await;
        assert_eq!(placed.code(), 0, "{:?}", placed.body);
    }
    for n in 0..2 {
        let placed = create_again(&app, &b.owner.token, &b.package_id, phone, 10 + n).await;
        assert_eq!(placed.code(), 0, "{:?}", placed.body);
    }
    let b_balance = balance(&app, &b.owner.enterprise_id).await;
    let refused = create_again(&app, &b.owner.token, &b.package_id, phone, 12).await;
    assert_eq!(
        refused.code(),
        ErrorCode::PhoneTextCap,
        "{:?}",
        refused.body
    );
    assert_eq!(balance(&app, &b.owner.enterprise_id).await, b_balance);
    let refused = create_again(&app, &a.owner.token, &a.package_id, phone, 3).await;
    assert_eq!(refused.code(), ErrorCode::PhoneTextCap);
    assert_eq!(app.texts(phone).await.len(), 5);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn texts_are_capped_twenty_concurrent_orders_for_one_phone_text_and_charge_at_most_the_cap() {
    for (adapter, app) in TestApp::on_each_table(routes).await {
        let r = ready(&app, 1_000_000).await;
        let app = Arc::new(app);
        let phone = "13800002204";
        let mut calls = Vec::new();
        for n in 0..20u32 {
            let (app, token, package_id) =
                (app.clone(), r.owner.token.clone(), r.package_id.clone());
            calls.push(tokio::spawn(async move {
                let a = create_again(&app, &token, &package_id, phone, 500 + n).await;
                (a.code(), a.data()["orderId"].as_str().map(str::to_string))
            }));
        }
        let mut placed = HashSet::new();
        let mut capped = 0;
        for call in calls {
            match call.await.unwrap() {
                (0, Some(id)) => {
                    placed.insert(id);
                }
                (code, _) if code == ErrorCode::PhoneTextCap => capped += 1,
                other => panic!("{adapter}: unexpected {other:?}"),
            }
        }
        assert_eq!(placed.len(), 5, "{adapter}");
        assert_eq!(capped, 15, "{adapter}");
        assert!(app.texts(phone).await.len() <= 5, "{adapter}");
        let charged: HashSet<String> = charges(&app, &r.owner.enterprise_id)
            .await
            .iter()
            .map(|e| e.link.as_ref().unwrap().id.clone())
            .collect();
        assert_eq!(
            charged, placed,
            "{adapter}: only the placed orders are charged"
        );
        assert_eq!(
            balance(&app, &r.owner.enterprise_id).await,
            1_000_000 - 5 * r.price_fen,
            "{adapter}"
        );
    }
}

#[tokio::test]
async fn texts_are_capped_a_manual_reminder_waits_four_hours_and_an_order_is_texted_seven_times_at_most(
) {
    let app = app();
    let r = ready(&app, 1_000_000).await;
    let phone = "13800002205";
    let (created, body) = order_too_soon_to_remind(&app, &r, phone).await;
    // A minute is no longer enough; nor is just under four hours.
    app.clock.advance_secs(4 * 3600 - 60);
    let token = app.sign_in(&r.owner.user_id).await;
    let early = post(&app, &token, "order/remind", &body).await;
    assert_eq!(early.code(), ErrorCode::ReminderCooldown);
    assert_eq!(early.data()["retryAfterSeconds"], 60);
    assert_eq!(app.texts(phone).await.len(), 1);

    // Every four hours (over two China days, so the phone's cap is not what stops it).
    for sent in 2..=MAX_INVITES as usize {
        app.clock
            .advance_secs(if sent == 2 { 61 } else { 4 * 3600 + 1 });
        let token = app.sign_in(&r.owner.user_id).await;
        let a = post(&app, &token, "order/remind", &body).await;
        assert_eq!(a.code(), 0, "reminder {sent}: {:?}", a.body);
        assert_eq!(app.texts(phone).await.len(), sent);
        // At once again: the four hours start from this text (or the maximum is reached).
        let again = post(&app, &token, "order/remind", &body).await.code();
        let expected = if sent < 7 {
            ErrorCode::ReminderCooldown
        } else {
            ErrorCode::ReminderLimit
        };
        assert_eq!(again, expected);
    }
    app.clock.advance_secs(4 * 3600 + 1);
    let token = app.sign_in(&r.owner.user_id).await;
    let limit = post(&app, &token, "order/remind", &body).await;
    assert_eq!(limit.code(), ErrorCode::ReminderLimit, "{:?}", limit.body);
    assert_eq!(limit.data()["max"], 7);
    // Nor does the sweep text an eighth time.
    app.clock.advance_secs(24 * 3600);
    crate::processing::sweep(&app).await;
    assert_eq!(app.texts(phone).await.len(), 7);
    let token = app.sign_in(&r.owner.user_id).await;
    let d = detail(&app, &token, created["orderId"].as_str().unwrap()).await;
    assert_eq!(d["invite"]["sentCount"], 7);
}

#[tokio::test]
async fn texts_are_capped_a_manual_reminder_over_the_phone_cap_is_refused_and_sends_nothing() {
    let app = app();
    let r = ready(&app, 1_000_000).await;
    let phone = "13800002206";
    let first = order(&app, &r, phone, 1).await;
    app.clock.advance_secs(4 * 3600 + 1);
    let token = app.sign_in(&r.owner.user_id).await;
    for n in 2..=5 {
        let a = create_again(&app, &token, &r.package_id, phone, n).await;
        assert_eq!(a.code(), 0, "{:?}", a.body);
    }
    assert_eq!(app.texts(phone).await.len(), 5);
    let body = json!({ "orderId": first["orderId"] }).to_string();
    let refused = post(&app, &token, "order/remind", &body).await;
    assert_eq!(
        refused.code(),
        ErrorCode::PhoneTextCap,
        "{:?}",
        refused.body
    );
    assert_eq!(app.texts(phone).await.len(), 5);
    let d = detail(&app, &token, first["orderId"].as_str().unwrap()).await;
    assert_eq!(d["invite"]["sentCount"], 1);
    // The next day the reminder goes (and is counted once).
    app.clock.advance_secs(12 * 3600);
    let token = app.sign_in(&r.owner.user_id).await;
    assert_eq!(post(&app, &token, "order/remind", &body).await.code(), 0);
    assert_eq!(app.texts(phone).await.len(), 6);
}
