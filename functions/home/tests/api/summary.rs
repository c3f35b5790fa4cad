//! What the summary says as orders are placed, consented, run, completed,
//! suspended, canceled and expired, and how its days and months turn in
//! China time.

use serde_json::{json, Value};
use verity_core::table::TableExt;
use verity_domain::billing::account;
use verity_domain::stats::{self, OrderTally};
use verity_testkit::{Member, TestApp};

use crate::support::*;

/// A fresh session for the owner (the clock moved past the last one's life).
async fn signed_in_again(app: &TestApp, owner: &mut Member) {
    owner.token = app.sign_in(&owner.user_id).await;
}

fn counts(pairs: &[(&str, i64)]) -> std::collections::BTreeMap<String, i64> {
    pairs.iter().map(|(s, n)| (s.to_string(), *n)).collect()
}

#[tokio::test]
async fn a_new_enterprise_reads_zeros_and_thirty_empty_days_ending_today() {
    let app = app();
    let (owner, _) = ready(&app).await;
    let s = summary(&app, &owner.token).await;
    assert_eq!(s["balanceFen"], 10_000_000);
    assert_eq!(s["lowBalanceThresholdFen"], 10_000);
    assert_eq!(s["lowBalance"], false);
    assert_eq!(
        s["ordersThisMonth"],
        json!({"total": 0, "awaitingAuthorization": 0, "authorized": 0, "inProgress": 0,
               "completed": 0, "canceled": 0, "expired": 0, "suspended": 0})
    );
    assert_eq!(s["consentsPending"], 0);
    assert_eq!(s["reportsThisWeek"], 0);
    let daily = s["daily"].as_array().unwrap();
    assert_eq!(daily.len(), 30);
    // The test clock starts at 2026-01-01 12:00 in Beijing.
    assert_eq!(daily[0]["date"], "2025-12-03");
    assert_eq!(daily[29]["date"], "2026-01-01");
    assert!(daily
        .iter()
        .all(|d| d["created"] == 0 && d["completed"] == 0));
    assert_eq!(s["recent"], json!([]));
}

#[tokio::test]
async fn the_summary_follows_each_order_through_consent_work_completion_and_cancellation() {
    let held = Held::new();
    let app = held_app(&held);
    let (owner, package) = ready(&app).await;
    // A second apart: newest first is then the order they were placed in.
    let next = |phone: &str| {
        app.clock.advance_secs(1);
        phone.to_string()
    };
    let waiting = place(&app, &owner, &package, &next("13900000001"), Consent::Sms).await;
    let canceled = place(&app, &owner, &package, &next("13900000002"), Consent::Sms).await;
    assert_eq!(cancel(&app, &owner, &canceled).await.code(), 0);
    let consented = place(&app, &owner, &package, &next("13900000003"), Consent::Sms).await;
    consent_by_phone(&app, "13900000003").await;
    let offline = place(
        &app,
        &owner,
        &package,
        &next("13900000004"),
        Consent::Offline,
    )
    .await;
    let suspended = place(
        &app,
        &owner,
        &package,
        &next("13900008888"),
        Consent::Offline,
    )
    .await;
    for (id, status) in [
        (&waiting, "awaiting_authorization"),
        (&canceled, "canceled"),
        (&consented, "completed"),
        (&offline, "completed"),
        (&suspended, "suspended"),
    ] {
        assert_eq!(status_of(&app, &owner, id).await, status);
    }
    // Its only item waits at the provider: the order is in progress.
    let running = place_unwaited(&app, &owner, &package, &next("13900005555")).await;
    held.until_held().await;

    let s = summary(&app, &owner.token).await;
    assert_eq!(
        month_by_status(&s),
        counts(&[
            ("awaiting_authorization", 1),
            ("canceled", 1),
            ("completed", 2),
            ("in_progress", 1),
            ("suspended", 1),
        ])
    );
    assert_eq!(s["ordersThisMonth"]["total"], 6);
    assert_eq!(s["consentsPending"], 1);
    assert_eq!(s["reportsThisWeek"], 2);
    assert_eq!(
        day(&s, "2026-01-01"),
        &json!({"date": "2026-01-01", "created": 6, "completed": 2})
    );
    let balance = account::account(&app.ports, &owner.enterprise_id)
        .await
        .unwrap()
        .balance_fen;
    assert_eq!(s["balanceFen"], balance);
    // The newest orders first, with order numbers and the candidate's name (the owner sees
    // candidates), no phone or ID number.
    let recent = s["recent"].as_array().unwrap();
    let ids: Vec<&str> = recent
        .iter()
        .map(|r| r["orderId"].as_str().unwrap())
        .collect();
    assert_eq!(
        ids,
        [&running, &suspended, &offline, &consented, &canceled, &waiting]
    );
    assert_eq!(recent[0]["status"], "in_progress");
    assert_eq!(recent[5]["status"], "awaiting_authorization");
    for r in recent {
        let keys: Vec<&str> = r.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(
            keys,
            [
                "candidateName",
                "createdAt",
                "orderId",
                "orderNo",
                "packageName",
                "status"
            ]
        );
        assert!(r["orderNo"].as_str().unwrap().starts_with("VB260101"));
        assert_eq!(r["packageName"], "Standard");
        assert_eq!(r["candidateName"], "张三");
    }
    let text = s.to_string();
    assert!(!text.contains("1390000"), "{text}");
    // A viewer reads the mask.
    let viewer = app
        .member_of(&owner.enterprise_id, verity_domain::identity::Role::Viewer)
        .await;
    let seen = summary(&app, &viewer.token).await;
    for r in seen["recent"].as_array().unwrap() {
        assert_eq!(r["candidateName"], "张*");
    }
    assert!(!seen.to_string().contains("张三"));

    held.let_go();
    app.ports.events.drained().await;
    let s = summary(&app, &owner.token).await;
    assert_eq!(s["ordersThisMonth"]["inProgress"], 0);
    assert_eq!(s["ordersThisMonth"]["completed"], 3);
    assert_eq!(s["ordersThisMonth"]["total"], 6);
    assert_eq!(s["reportsThisWeek"], 3);
    assert_eq!(day(&s, "2026-01-01")["completed"], 3);
    assert_eq!(s["recent"][0]["status"], "completed");
}

#[tokio::test]
async fn the_low_balance_warning_follows_the_threshold_as_on_the_finance_screen() {
    let app = app();
    let (owner, _) = ready(&app).await;
    account::set_low_balance(&app.ports, &owner.enterprise_id, 20_000_000)
        .await
        .unwrap();
    let s = summary(&app, &owner.token).await;
    assert_eq!(s["lowBalanceThresholdFen"], 20_000_000);
    assert_eq!(s["lowBalance"], true);
}

/// A creation month's tally, read directly (the summary shows this month's).
async fn month_tally(app: &TestApp, enterprise_id: &str, month: &str) -> Value {
    let tally = app
        .ports
        .table
        .get_as::<OrderTally>(&stats::month_key(enterprise_id, month))
        .await
        .unwrap()
        .expect("a tally");
    serde_json::to_value(tally.counts).unwrap()
}

#[tokio::test]
async fn days_and_months_turn_at_midnight_in_china_and_a_move_counts_in_the_creation_month() {
    let app = app();
    let (mut owner, package) = ready(&app).await;
    // 2026-01-01 12:00 in Beijing.
    let january_first = place(&app, &owner, &package, "13900000011", Consent::Sms).await;

    // 2026-01-31 23:30 in Beijing.
    app.clock.advance_secs(30 * 86_400 + 11 * 3600 + 1800);
    signed_in_again(&app, &mut owner).await;
    place(&app, &owner, &package, "13900000012", Consent::Offline).await;
    let late_january = place(&app, &owner, &package, "13900000013", Consent::Sms).await;

    // 2026-02-01 00:30 in Beijing: still 31 January in UTC.
    app.clock.advance_secs(3600);
    signed_in_again(&app, &mut owner).await;
    consent_by_phone(&app, "13900000013").await;
    assert_eq!(status_of(&app, &owner, &late_january).await, "completed");
    place(&app, &owner, &package, "13900000014", Consent::Offline).await;

    let s = summary(&app, &owner.token).await;
    let daily = s["daily"].as_array().unwrap();
    assert_eq!(daily.len(), 30);
    assert_eq!(daily[0]["date"], "2026-01-03");
    assert_eq!(daily[29]["date"], "2026-02-01");
    assert_eq!(
        day(&s, "2026-01-31"),
        &json!({"date": "2026-01-31", "created": 2, "completed": 1})
    );
    assert_eq!(
        day(&s, "2026-02-01"),
        &json!({"date": "2026-02-01", "created": 1, "completed": 2})
    );
    let sum = |field: &str| {
        daily
            .iter()
            .map(|d| d[field].as_i64().unwrap())
            .sum::<i64>()
    };
    assert_eq!(sum("created"), 3, "1 January is outside the 30 days");
    assert_eq!(sum("completed"), 3);
    assert_eq!(s["reportsThisWeek"], 3);
    // February's orders: only the one placed in February.
    assert_eq!(month_by_status(&s), counts(&[("completed", 1)]));
    assert_eq!(s["ordersThisMonth"]["total"], 1);
    assert_eq!(s["consentsPending"], 1, "1 January's order still waits");
    // The order placed on 31 January and completed on 1 February counts in January.
    let january = month_tally(&app, &owner.enterprise_id, "2026-01").await;
    assert_eq!(january["awaitingAuthorization"], 1);
    assert_eq!(january["completed"], 2);

    // 2026-02-07 00:30: the week is 1–7 February; the sweep expires the
    // invitation of 1 January, in January's tally.
    app.clock.advance_secs(6 * 86_400);
    signed_in_again(&app, &mut owner).await;
    app.ports
        .events
        .publish(verity_core::events::DomainEvent::new(
            verity_domain::orders::process::SWEEP_EVENT,
            json!({}),
        ))
        .await
        .unwrap();
    app.ports.events.drained().await;
    assert_eq!(status_of(&app, &owner, &january_first).await, "expired");
    let s = summary(&app, &owner.token).await;
    assert_eq!(s["reportsThisWeek"], 2);
    assert_eq!(s["consentsPending"], 0);
    assert_eq!(s["daily"][29]["date"], "2026-02-07");
    assert_eq!(month_by_status(&s), counts(&[("completed", 1)]));
    let january = month_tally(&app, &owner.enterprise_id, "2026-01").await;
    assert_eq!(january["awaitingAuthorization"], 0);
    assert_eq!(january["expired"], 1);
    assert_eq!(january["completed"], 2);
}
