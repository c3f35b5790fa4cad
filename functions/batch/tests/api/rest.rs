//! After the fan-out: cancelling the rows not yet authorized (one refund
//! entry, never twice) and the results as a file.

use serde_json::json;
use verity_domain::billing::EntryKind;

use crate::support::*;
use verity_http::ErrorCode;

#[tokio::test]
async fn cancelling_the_rest_refunds_the_waiting_orders_once_in_one_entry() {
    let app = app();
    let r = ready(&app, 1_000_000).await;
    let rows: Vec<[String; 3]> = (0..6).map(candidate).collect();
    let created = batch_of(&app, &r, &rows).await;
    let id = created.data()["batchId"].clone();

    // Not before the orders exist.
    let early = cancel_rest(&app, &r.owner.token, &id).await;
    assert_eq!(early.code(), ErrorCode::BatchStateConflict);
    assert_eq!(early.data()["status"], "ready");

    post(
        &app,
        &r.owner.token,
        "batch/submit",
        json!({"batchId": id, "idempotencyKey": "batch-submit-rest-abcdef"}),
    )
    .await;
    app.ports.events.drained().await;
    // One candidate's order is cancelled on its own first (its own refund).
    let orders = orders(&app, &r.owner, id.as_str().unwrap()).await;
    let single = orders[0]["orderId"].clone();
    let alone = post(
        &app,
        &r.owner.token,
        "order/cancel",
        json!({"orderId": single}),
    )
    .await;
    assert_eq!(alone.code(), 0, "{:?}", alone.data());

    let rest = cancel_rest(&app, &r.owner.token, &id).await;
    assert_eq!(rest.code(), 0, "{:?}", rest.data());
    assert_eq!(rest.data()["canceledCount"].as_u64(), Some(5));
    assert_eq!(rest.data()["refundedFen"].as_i64(), Some(5 * r.price_fen));
    assert_eq!(rest.data()["balanceAfterFen"].as_i64(), Some(1_000_000));
    // Again: nothing more comes back.
    let again = cancel_rest(&app, &r.owner.token, &id).await;
    assert_eq!(again.data()["balanceAfterFen"].as_i64(), Some(1_000_000));

    let ledger = ledger(&app, &r.owner.enterprise_id).await;
    let refunds: Vec<_> = ledger
        .iter()
        .filter(|e| e.kind == EntryKind::Refund)
        .collect();
    assert_eq!(
        refunds.len(),
        2,
        "one for the single order, one for the rest"
    );
    let statuses: Vec<String> = orders_now(&app, &r, &id).await;
    assert!(statuses.iter().all(|s| s == "canceled"));
    // A cancelled batch order cannot be refunded again on its own.
    let other = orders[1]["orderId"].clone();
    let twice = post(
        &app,
        &r.owner.token,
        "order/cancel",
        json!({"orderId": other}),
    )
    .await;
    assert_eq!(twice.code(), ErrorCode::OrderStateConflict);
    // The candidates' links stop working: no reminder goes out.
    let remind = post(
        &app,
        &r.owner.token,
        "order/remind",
        json!({"orderId": other}),
    )
    .await;
    assert_eq!(remind.code(), ErrorCode::OrderStateConflict);
}

async fn orders_now(
    app: &verity_testkit::TestApp,
    r: &Ready,
    id: &serde_json::Value,
) -> Vec<String> {
    orders(app, &r.owner, id.as_str().unwrap())
        .await
        .iter()
        .map(|o| o["status"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn the_results_export_lists_every_row_with_its_order_or_problem_masked() {
    let app = app();
    let r = ready(&app, 1_000_000).await;
    let mut rows: Vec<[String; 3]> = (0..4).map(candidate).collect();
    rows[3][1] = "123".into();
    let created = batch_of(&app, &r, &rows).await;
    let id = created.data()["batchId"].clone();
    post(
        &app,
        &r.owner.token,
        "batch/submit",
        json!({"batchId": id, "idempotencyKey": "batch-submit-export-abcd"}),
    )
    .await;
    app.ports.events.drained().await;

    let export = post(
        &app,
        &r.owner.token,
        "batch/export",
        json!({"batchId": id, "format": "csv"}),
    )
    .await;
    assert_eq!(export.code(), 0, "{:?}", export.data());
    assert_eq!(export.data()["rows"].as_u64(), Some(4));
    let url = export.data()["url"].as_str().unwrap();
    let text = String::from_utf8(app.downloaded(url, "batch-exports/").await).unwrap();
    assert!(text.contains("Awaiting consent"), "{text}");
    assert!(
        text.contains("phone: please enter a valid mobile phone number"),
        "{text}"
    );
    assert!(!text.contains(&rows[0][1]), "a phone in the clear");
    assert_eq!(text.lines().count(), 5);
}
