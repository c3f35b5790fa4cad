//! A candidate's checks: only those on their phone, across enterprises;
//! another phone's ids answer as unknown ones and change nothing; withdraw,
//! correction and erasure follow the order's rules.

use serde_json::json;
use verity_http::ErrorCode;

use super::*;

#[tokio::test]
async fn a_candidate_sees_only_the_checks_on_their_phone_across_enterprises() {
    let app = app();
    let a = app.ready_to_order(&ITEMS, 1_000_000).await;
    let b = app.ready_to_order(&ITEMS, 1_000_000).await;
    let me = person(10, "Mine");
    let other = person(11, "Other");
    let in_a = order(&app, &a.owner, &a.package_id, &me, "offline").await;
    app.clock.advance_secs(5);
    let in_b = order(&app, &b.owner, &b.package_id, &me, "sms").await;
    let theirs = order(&app, &a.owner, &a.package_id, &other, "sms").await;

    let token = sign_in(&app, &me.phone).await;
    let page = ok(
        &app,
        &token,
        "me/checks",
        json!({"pageNum": 1, "pageSize": 10}),
    )
    .await;
    assert_eq!(page["total"], 2);
    let ids: Vec<&str> = page["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["orderId"].as_str().unwrap())
        .collect();
    assert_eq!(ids, vec![in_b.as_str(), in_a.as_str()], "newest first");
    assert_eq!(page["list"][1]["status"], "completed");
    assert_eq!(page["list"][1]["canErase"], true);
    assert_eq!(page["list"][0]["canWithdraw"], true);
    assert_eq!(page["list"][0]["items"].as_array().unwrap().len(), 4);
    let second = ok(
        &app,
        &token,
        "me/checks",
        json!({"pageNum": 2, "pageSize": 1}),
    )
    .await;
    assert_eq!(second["list"][0]["orderId"], in_a.as_str());

    let detail = ok(&app, &token, "me/checkDetail", json!({"orderId": in_a})).await;
    assert!(!detail["orderNo"].as_str().unwrap().is_empty());
    assert_eq!(detail["consent"]["mode"], "offline");
    assert_eq!(detail["reports"][0]["version"], 1);
    assert!(detail["itemsProgress"]
        .as_array()
        .unwrap()
        .iter()
        .all(|i| i["status"] == "done"));
    assert!(
        !detail.to_string().contains(&me.name),
        "masks only: {detail}"
    );

    // Another phone's check, and an id nobody has: the same answer, nothing changed.
    let balance_a = balance(&app, &a.owner.enterprise_id).await;
    for id in [theirs.as_str(), "nosuchorder0000"] {
        for (path, body) in [
            ("me/checkDetail", json!({"orderId": id})),
            ("me/withdraw", json!({"orderId": id})),
            (
                "me/correction",
                json!({"orderId": id, "text": "My name is spelt wrongly"}),
            ),
            ("me/erase", json!({"orderId": id})),
        ] {
            not_found(&post(&app, &token, path, body).await);
        }
    }
    assert_eq!(
        order_status(&app, &a.owner, &theirs).await,
        "awaiting_authorization"
    );
    assert_eq!(balance(&app, &a.owner.enterprise_id).await, balance_a);
    let ops = app.platform_operator("Analyst").await.token;
    assert_eq!(
        ok(&app, &ops, "report/ops/disputes", json!({})).await["list"],
        json!([])
    );
    // The other candidate's own session sees theirs only.
    let their_token = sign_in(&app, &other.phone).await;
    let page = ok(&app, &their_token, "me/checks", json!({})).await;
    assert_eq!(page["total"], 1);
    assert_eq!(page["list"][0]["orderId"], theirs.as_str());
    not_found(
        &post(
            &app,
            &their_token,
            "me/checkDetail",
            json!({"orderId": in_a}),
        )
        .await,
    );
}

#[tokio::test]
async fn withdrawing_stops_the_check_and_refunds_when_nothing_had_started() {
    let app = app();
    let r = app.ready_to_order(&ITEMS, 1_000_000).await;
    let p = person(20, "Withdraw");
    let waiting = order(&app, &r.owner, &r.package_id, &p, "sms").await;
    let done = order(&app, &r.owner, &r.package_id, &p, "offline").await;
    let charged = balance(&app, &r.owner.enterprise_id).await;
    assert_eq!(charged, 1_000_000 - 2 * r.price_fen);

    let token = sign_in(&app, &p.phone).await;
    let w = ok(&app, &token, "me/withdraw", json!({"orderId": waiting})).await;
    assert_eq!(w["status"], "canceled");
    assert_eq!(order_status(&app, &r.owner, &waiting).await, "canceled");
    assert_eq!(
        balance(&app, &r.owner.enterprise_id).await,
        charged + r.price_fen,
        "refunded in full"
    );
    // One refund entry in the ledger, of the order's price.
    let refunds = refunds(&app, &r.owner).await;
    assert_eq!(refunds.len(), 1, "{refunds:?}");
    assert_eq!(refunds[0]["amountFen"].as_i64().unwrap().abs(), r.price_fen);
    let detail = ok(&app, &token, "me/checkDetail", json!({"orderId": waiting})).await;
    assert!(detail["timeline"]
        .as_array()
        .unwrap()
        .iter()
        .any(|e| e["kind"] == "withdrawn"));

    // Once stopped, or once complete: 5003, and no second refund.
    for id in [&waiting, &done] {
        let again = post(&app, &token, "me/withdraw", json!({"orderId": id})).await;
        assert_eq!(
            again.code(),
            ErrorCode::MeNotWithdrawable,
            "{:?}",
            again.body
        );
    }
    assert_eq!(
        balance(&app, &r.owner.enterprise_id).await,
        charged + r.price_fen
    );
}

#[tokio::test]
async fn a_withdrawal_twice_at_once_and_the_owner_cancelling_meanwhile_refund_once() {
    let app = app();
    let r = app.ready_to_order(&ITEMS, 1_000_000).await;
    let p = person(21, "Race");
    let waiting = order(&app, &r.owner, &r.package_id, &p, "sms").await;
    let charged = balance(&app, &r.owner.enterprise_id).await;
    let token = sign_in(&app, &p.phone).await;

    let body = json!({"orderId": waiting});
    let (first, second, cancel) = tokio::join!(
        post(&app, &token, "me/withdraw", body.clone()),
        post(&app, &token, "me/withdraw", body.clone()),
        post(&app, &r.owner.token, "order/cancel", body.clone()),
    );
    let codes = [first.code(), second.code(), cancel.code()];
    assert_eq!(
        codes.iter().filter(|c| **c == 0).count(),
        1,
        "exactly one of them stops the check: {codes:?}"
    );
    for a in [&first, &second, &cancel] {
        assert!(
            a.code() == 0
                || a.code() == ErrorCode::MeNotWithdrawable
                || a.code() == ErrorCode::OrderStateConflict,
            "the others are refused as a check already stopped: {:?}",
            a.body
        );
    }
    assert_eq!(order_status(&app, &r.owner, &waiting).await, "canceled");
    assert_eq!(
        balance(&app, &r.owner.enterprise_id).await,
        charged + r.price_fen,
        "refunded once"
    );
    let refunds = refunds(&app, &r.owner).await;
    assert_eq!(refunds.len(), 1, "{refunds:?}");
}

#[tokio::test]
async fn erasure_is_asked_for_an_ended_check_only() {
    let app = app();
    let r = app.ready_to_order(&ITEMS, 1_000_000).await;
    let p = person(30, "Erase");
    let waiting = order(&app, &r.owner, &r.package_id, &p, "sms").await;
    let done = order(&app, &r.owner, &r.package_id, &p, "offline").await;
    let token = sign_in(&app, &p.phone).await;

    let early = post(&app, &token, "me/erase", json!({"orderId": waiting})).await;
    assert_eq!(early.code(), ErrorCode::MeNotErasable);
    assert_eq!(early.data()["status"], "awaiting_authorization");

    let now = app.ports.clock.now_millis();
    let asked = ok(&app, &token, "me/erase", json!({"orderId": done})).await;
    assert_eq!(asked["eraseDueAt"], now);
    let item = app
        .ports
        .table
        .get(&verity_domain::orders::model::order_key(&done))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(item["gsi2pk"], "ERASEDUE");
    assert_eq!(item["gsi2sk"], format!("{now:013}#{done}"));
    assert_eq!(item["erasureRequestedAt"], now);
    // Asked again: the same answer.
    app.clock.advance_secs(10);
    assert_eq!(
        ok(&app, &token, "me/erase", json!({"orderId": done})).await["eraseDueAt"],
        now
    );
    let summary = ok(&app, &token, "me/checkDetail", json!({"orderId": done})).await;
    assert_eq!(
        (&summary["erasureRequested"], &summary["canErase"]),
        (&json!(true), &json!(false))
    );
    // The enterprise is told (ids only).
    let notice = verity_domain::notices::NoticeKind::ErasureRequested;
    assert!(notice_count(&app, &r.owner, notice.as_str()).await >= 1);
}

#[tokio::test]
async fn a_correction_waits_in_the_analysts_queue_one_at_a_time() {
    let app = app();
    let r = app.ready_to_order(&ITEMS, 1_000_000).await;
    let p = person(40, "Correct");
    let done = order(&app, &r.owner, &r.package_id, &p, "offline").await;
    let token = sign_in(&app, &p.phone).await;

    let short = post(
        &app,
        &token,
        "me/correction",
        json!({"orderId": done, "text": "abc"}),
    )
    .await;
    assert_eq!(short.code(), ErrorCode::InvalidField);
    assert_eq!(short.data()["field"], "text");
    let text = "My employer's name is 示例科技, not 示范科技";
    let raised = ok(
        &app,
        &token,
        "me/correction",
        json!({"orderId": done, "text": text}),
    )
    .await;
    assert_eq!(raised["raisedAt"], app.ports.clock.now_millis());
    let again = post(
        &app,
        &token,
        "me/correction",
        json!({"orderId": done, "text": text}),
    )
    .await;
    assert_eq!(again.code(), ErrorCode::MeCorrectionOpen);

    let ops = app.platform_operator("Analyst").await.token;
    let queue = ok(&app, &ops, "report/ops/disputes", json!({})).await;
    assert_eq!(queue["list"].as_array().unwrap().len(), 1, "{queue}");
    assert_eq!(queue["list"][0]["kind"], "correction");
    assert_eq!(queue["list"][0]["orderId"], done.as_str());
    assert_eq!(queue["list"][0]["items"], json!([]));
    assert_eq!(queue["list"][0]["text"], text);

    let detail = ok(&app, &token, "me/checkDetail", json!({"orderId": done})).await;
    assert_eq!(detail["disputes"][0]["kind"], "correction");
    assert_eq!(detail["disputes"][0]["status"], "open");
    assert!(notice_count(&app, &r.owner, "correction_requested").await >= 1);

    // The analyst answers it (the findings stand); another may then be asked for.
    let resolved = post(
        &app,
        &ops,
        "report/ops/resolve",
        json!({"orderId": done, "reason": "Corrected the employer's name", "items": []}),
    )
    .await;
    assert_eq!(resolved.code(), 0, "{:?}", resolved.body);
    let detail = ok(&app, &token, "me/checkDetail", json!({"orderId": done})).await;
    assert_eq!(detail["disputes"][0]["status"], "resolved");
    app.clock.advance_secs(1);
    let next = post(
        &app,
        &token,
        "me/correction",
        json!({"orderId": done, "text": "One more thing to fix"}),
    )
    .await;
    assert_eq!(next.code(), 0, "{:?}", next.body);
}

/// The owner's notices of `kind`, through the domain's inbox.
/// The refund entries of the owner's ledger.
async fn refunds(app: &TestApp, owner: &Member) -> Vec<serde_json::Value> {
    let page = ok(
        app,
        &owner.token,
        "finance/ledger",
        json!({"kind": "refund"}),
    )
    .await;
    page["list"].as_array().unwrap().clone()
}

async fn notice_count(app: &TestApp, owner: &Member, kind: &str) -> usize {
    let items = app
        .ports
        .table
        .query(verity_core::table::Query::partition(format!(
            "INBOX#{}#{}",
            owner.user_id, owner.enterprise_id
        )))
        .await
        .unwrap()
        .items;
    items
        .iter()
        .filter(|i| i.get("kind").and_then(|k| k.as_str()) == Some(kind))
        .count()
}

#[tokio::test]
async fn orders_placed_before_the_index_are_found_after_the_backfill_however_often_it_runs() {
    let app = app();
    let r = app.ready_to_order(&ITEMS, 1_000_000).await;
    let p = person(60, "Before");
    let id = order(&app, &r.owner, &r.package_id, &p, "offline").await;
    // As an order placed before the index: no pointer.
    let placed = verity_domain::orders::lifecycle::any_order(&app.ports, &id)
        .await
        .unwrap();
    let key = verity_domain::candidates::pointer_key(&placed.phone_hash, placed.created_at, &id);
    app.ports.table.delete(&key, None).await.unwrap();
    let before = app.texts(&p.phone).await.len();
    let sent = app
        .call(
            "/api/base/me/sendCode",
            &json!({ "phone": p.phone }).to_string(),
        )
        .await;
    assert_eq!(sent.code(), 0);
    assert_eq!(
        app.texts(&p.phone).await.len(),
        before,
        "no check known yet"
    );

    for _ in 0..2 {
        let backfill = verity_core::events::DomainEvent::new(
            verity_domain::candidates::BACKFILL_EVENT,
            json!({}),
        );
        app.ports.events.publish(backfill).await.unwrap();
        app.ports.events.drained().await;
    }
    let pointer = app
        .ports
        .table
        .get(&key)
        .await
        .unwrap()
        .expect("the pointer");
    assert_eq!(pointer["orderId"], id.as_str());
    assert_eq!(pointer["enterpriseId"], r.owner.enterprise_id.as_str());
    app.clock.advance_secs(61);
    let token = sign_in(&app, &p.phone).await;
    let page = ok(&app, &token, "me/checks", json!({})).await;
    assert_eq!(page["total"], 1);
    assert_eq!(page["list"][0]["orderId"], id.as_str());
}
