//! The fan-out fails midway (an injected error after N orders) and is
//! retried: the batch completes with every order once, one charge and one
//! text per candidate. The fault is switched on the app's ports.

#[path = "api/support.rs"]
mod support;

use serde_json::json;
use verity_domain::billing::EntryKind;

use support::*;

#[tokio::test]
async fn a_fan_out_that_fails_after_130_orders_resumes_without_a_duplicate_order_charge_or_text() {
    let app = app();
    let r = ready(&app, 10_000_000).await;
    let rows: Vec<[String; 3]> = (0..600).map(candidate).collect();
    let created = batch_of(&app, &r, &rows).await;
    let id = created.data()["batchId"].clone();
    // Midway through the first chunk of 250.
    app.ports.faults.fail_fanout_after(130);
    let submitted = post(
        &app,
        &r.owner.token,
        "batch/submit",
        json!({"batchId": id, "idempotencyKey": "batch-submit-fault-abcdef"}),
    )
    .await;
    assert_eq!(submitted.code(), 0, "{:?}", submitted.data());
    app.ports.events.drained().await;
    assert!(!app.ports.faults.pending(), "the fault fired");

    let detail = batch_detail(&app, &r.owner.token, &id).await;
    assert_eq!(detail.data()["status"], "submitted");
    assert_eq!(detail.data()["orderCount"].as_u64(), Some(600));
    let orders = orders(&app, &r.owner, id.as_str().unwrap()).await;
    assert_eq!(distinct_orders(&orders), 600);
    let charges = ledger(&app, &r.owner.enterprise_id)
        .await
        .into_iter()
        .filter(|e| e.kind == EntryKind::Charge)
        .count();
    assert_eq!(charges, 1);
    texted_once_each(&app, &[0, 129, 130, 131, 599]).await;
}
