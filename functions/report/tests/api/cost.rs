//! What one order costs in DynamoDB: the journey from placing an order to
//! reading its report, on DynamoDB Local through the AWS Table adapter, which
//! asks DynamoDB for the capacity each call consumed. The figures feed the
//! cost model in docs/deploy.md (`VERITY_WRITE_DOCS=1` writes
//! docs/benchmarks/cost-per-order.json).

use std::sync::Arc;

use serde_json::json;
use verity_adapters::dynamo::{meter, DynamoTable};
use verity_testkit::TestApp;

use super::{completed_order, order_detail, post, ready, report_detail};

const ORDERS: u32 = 5;

/// Calls through the API per order in this journey (create, the list, the
/// order's detail, the report): the Lambda and HTTP API requests.
const API_CALLS_PER_ORDER: u32 = 4;

#[tokio::test]
async fn an_order_from_placing_to_its_report_costs_a_bounded_number_of_capacity_units() {
    let Some(endpoint) = std::env::var("DYNAMODB_ENDPOINT")
        .ok()
        .filter(|v| !v.is_empty())
    else {
        assert_ne!(
            std::env::var("VERITY_REQUIRE_ENGINES").as_deref(),
            Ok("1"),
            "VERITY_REQUIRE_ENGINES=1 but DYNAMODB_ENDPOINT is not set"
        );
        println!("skipped: no DYNAMODB_ENDPOINT");
        return;
    };
    let sdk = verity_adapters::aws::sdk_config().await;
    let name = format!("cost-{}", &verity_core::ids::new_id()[..16]);
    let table = DynamoTable::new(verity_adapters::aws::dynamodb(&sdk, Some(&endpoint)), name);
    table.create_table_if_missing().await.unwrap();
    let table_name = table.table_name().to_string();
    let table = Arc::new(table);
    let app = TestApp::with_ports(
        |ports| ports.table = table,
        |ports| {
            let (reports, _) = fn_report::FUNCTION.parts(ports.clone());
            let (orders, _) = fn_order::FUNCTION.parts(ports.clone());
            let (candidate, _) = fn_candidate::FUNCTION.parts(ports);
            verity_http::finish(reports.merge(orders).merge(candidate))
        },
    );
    let (owner, package_id) = ready(&app).await;

    let before = meter::consumed(&table_name);
    for n in 0..ORDERS {
        let order_id =
            completed_order(&app, &owner, &package_id, &format!("1391234{n:04}"), n).await;
        let listed = post(&app, &owner.token, "order/list", json!({})).await;
        assert_eq!(listed.code(), 0, "{:?}", listed.data());
        let detail = order_detail(&app, &owner.token, &order_id).await;
        assert_eq!(detail.code(), 0, "{:?}", detail.data());
        let report = report_detail(&app, &owner.token, &order_id).await;
        assert_eq!(report.code(), 0, "{:?}", report.data());
    }
    let after = meter::consumed(&table_name);

    let per_order = |a: f64, b: f64| (a - b) / f64::from(ORDERS);
    let reads = per_order(after.read_units, before.read_units);
    let writes = per_order(after.write_units, before.write_units);
    let read_calls = (after.read_calls - before.read_calls) as f64 / f64::from(ORDERS);
    let write_calls = (after.write_calls - before.write_calls) as f64 / f64::from(ORDERS);
    println!(
        "per order: {reads:.1} read units in {read_calls:.1} calls, {writes:.1} write units in {write_calls:.1} calls"
    );
    // The adapter really counts (DynamoDB Local reports capacity), and an
    // order stays cheap: measured at 51 read and 141 write units (Nov 2026;
    // report items of a few KB are most of the writes), so a change that
    // multiplies its table work fails here.
    assert!(reads > 0.0 && writes > 0.0, "no capacity was reported");
    assert!(reads <= 80.0, "{reads} read units per order");
    assert!(writes <= 200.0, "{writes} write units per order");

    if std::env::var("VERITY_WRITE_DOCS").as_deref() == Ok("1") {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../docs/benchmarks/cost-per-order.json"
        );
        let doc = json!({
            "what": "one order placed (offline consent), screened by the processor, its report assembled, then listed and read once: DynamoDB capacity counted by the AWS Table adapter against DynamoDB Local",
            "orders": ORDERS,
            "perOrder": {
                "readUnits": reads,
                "writeUnits": writes,
                "readCalls": read_calls,
                "writeCalls": write_calls,
                "apiCalls": API_CALLS_PER_ORDER,
            },
        });
        std::fs::write(path, serde_json::to_string_pretty(&doc).unwrap() + "\n").unwrap();
    }
}
