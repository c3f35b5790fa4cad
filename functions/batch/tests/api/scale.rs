//! Size: 10,000 rows on the embedded table; 500 on each table adapter
//! (DynamoDB Local included). Every row's order exists exactly once, the
//! batch is charged once, each candidate texted once.

use serde_json::json;
use verity_domain::billing::EntryKind;
use verity_testkit::TestApp;

use crate::support::*;

async fn batch_round_trip(app: &TestApp, count: u32, as_xlsx: bool) {
    let r = ready(app, 100_000_000).await;
    let rows: Vec<[String; 3]> = (0..count).map(candidate).collect();
    let key = if as_xlsx {
        upload(app, &r.owner, "wave.xlsx", XLSX, xlsx(&rows)).await
    } else {
        upload(app, &r.owner, "wave.csv", "text/csv", csv(&rows)).await
    };
    let created = post(
        app,
        &r.owner.token,
        "batch/create",
        json!({"packageId": r.package_id, "fileKey": key}),
    )
    .await;
    assert_eq!(created.code(), 0, "{:?}", created.data());
    assert_eq!(
        created.data()["validCount"].as_u64(),
        Some(u64::from(count))
    );
    let id = created.data()["batchId"].clone();
    let submitted = post(
        app,
        &r.owner.token,
        "batch/submit",
        json!({"batchId": id, "idempotencyKey": "batch-submit-scale-abcdef"}),
    )
    .await;
    assert_eq!(submitted.code(), 0, "{:?}", submitted.data());
    app.ports.events.drained().await;

    let detail = batch_detail(app, &r.owner.token, &id).await;
    assert_eq!(detail.data()["status"], "submitted");
    assert_eq!(detail.data()["orderCount"].as_u64(), Some(u64::from(count)));
    let orders = orders(app, &r.owner, id.as_str().unwrap()).await;
    assert_eq!(orders.len(), count as usize);
    assert_eq!(
        distinct_orders(&orders),
        count as usize,
        "an order appears twice"
    );
    let ledger = ledger(app, &r.owner.enterprise_id).await;
    let charges: Vec<_> = ledger
        .iter()
        .filter(|e| e.kind == EntryKind::Charge)
        .collect();
    assert_eq!(charges.len(), 1);
    assert_eq!(charges[0].amount_fen, -i64::from(count) * r.price_fen);
    assert_eq!(
        ledger[0].balance_after_fen,
        100_000_000 - i64::from(count) * r.price_fen
    );
    texted_once_each(app, &[0, count / 2, count - 1]).await;
}

#[tokio::test]
async fn ten_thousand_rows_from_one_xlsx_become_ten_thousand_orders_and_one_charge() {
    let app = app();
    batch_round_trip(&app, 10_000, true).await;
}

#[tokio::test]
async fn five_hundred_rows_on_each_table_adapter() {
    for (name, app) in TestApp::on_each_table(routes).await {
        eprintln!("table adapter: {name}");
        batch_round_trip(&app, 500, false).await;
    }
}
