//! Issue 22, rules 1 and 2: a batch charges for exactly the orders it
//! creates, however its rows are fixed or removed while it is submitted, and
//! its refund is counted from what was charged, not from a lagging index.

use std::sync::Arc;

use serde_json::json;
use verity_domain::batches::model::{batch_key, Batch, BatchStatus};
use verity_domain::billing::EntryKind;
use verity_http::ErrorCode;
use verity_testkit::{LaggingIndex, TestApp};

use crate::support::*;

/// Row `n` of the file with a phone that is not a phone (fixed later).
fn bad_row(n: u32) -> [String; 3] {
    let [name, _, id] = candidate(n);
    [name, "1390000".into(), id]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_batch_charges_for_exactly_the_orders_it_creates() {
    for (adapter, app) in TestApp::on_each_table(routes).await {
        let start_fen = 100_000_000;
        let r = ready(&app, start_fen).await;
        // 20 good rows, then 100 with a bad phone.
        let rows: Vec<[String; 3]> = (0..120)
            .map(|n| if n < 20 { candidate(n) } else { bad_row(n) })
            .collect();
        let created = batch_of(&app, &r, &rows).await;
        assert_eq!(created.code(), 0, "{:?}", created.body);
        let batch_id = created.data()["batchId"].as_str().unwrap().to_string();

        // 100 fixes fired at once with the submit.
        let go = Arc::new(tokio::sync::Barrier::new(101));
        let mut fixes = Vec::new();
        for n in 20..120u32 {
            let (router, token, go) = (app.router.clone(), r.owner.token.clone(), go.clone());
            let [name, phone, id] = candidate(n);
            let body = json!({"batchId": batch_id, "row": n + 1,
                "candidate": {"name": name, "phone": phone, "idNumber": id}});
            fixes.push(tokio::spawn(async move {
                go.wait().await;
                verity_testkit::post_with(
                    &router,
                    "/api/base/batch/fixRow",
                    &body.to_string(),
                    Some(&token),
                )
                .await
                .code()
            }));
        }
        let submit = {
            let (router, token, go) = (app.router.clone(), r.owner.token.clone(), go.clone());
            let body = json!({"batchId": batch_id, "idempotencyKey": "batch-race-submit-0001"});
            tokio::spawn(async move {
                go.wait().await;
                verity_testkit::post_with(
                    &router,
                    "/api/base/batch/submit",
                    &body.to_string(),
                    Some(&token),
                )
                .await
            })
        };
        let mut answered = std::collections::BTreeMap::<i64, u32>::new();
        for fix in fixes {
            *answered.entry(fix.await.unwrap()).or_default() += 1;
        }
        let submitted = submit.await.unwrap();
        assert_eq!(submitted.code(), 0, "{adapter}: {:?}", submitted.body);
        app.ports.events.drained().await;
        assert!(
            answered
                .keys()
                .all(|code| *code == 0 || *code == ErrorCode::BatchRowsLocked),
            "{adapter}: a fix is applied or refused as locked: {answered:?}"
        );

        let batch: Batch =
            verity_core::table::TableExt::get_as(&*app.ports.table, &batch_key(&batch_id))
                .await
                .unwrap()
                .unwrap();
        assert_eq!(batch.status, BatchStatus::Submitted, "{adapter}");
        let orders = orders(&app, &r.owner, &batch_id).await;
        let charged_orders = batch.charged_fen / r.price_fen;
        assert_eq!(
            orders.len() as i64,
            charged_orders,
            "{adapter}: orders = rows charged ({answered:?})"
        );
        assert_eq!(batch.valid_count as i64, charged_orders, "{adapter}");
        // The money: one charge, the balance down by exactly it.
        let ledger = ledger(&app, &r.owner.enterprise_id).await;
        let charges: i64 = ledger
            .iter()
            .filter(|e| e.kind == EntryKind::Charge)
            .map(|e| e.amount_fen.abs())
            .sum();
        assert_eq!(
            charges, batch.charged_fen,
            "{adapter}: the ledger holds the charge"
        );
        let account = verity_domain::billing::account::account(&app.ports, &r.owner.enterprise_id)
            .await
            .unwrap();
        assert_eq!(
            account.balance_fen,
            start_fen - batch.charged_fen,
            "{adapter}"
        );
        // Every order's candidate is texted its link, once.
        let mut texted = 0;
        for n in 0..120u32 {
            let [_, phone, _] = candidate(n);
            let texts = app.texts(&phone).await.len();
            assert!(texts <= 1, "{adapter}: row {n} texted {texts} times");
            texted += texts;
        }
        assert_eq!(texted, orders.len(), "{adapter}: every invitation sent");

        // Cancelling the rest gives back exactly what these orders cost.
        let rest = post(
            &app,
            &r.owner.token,
            "batch/cancelRest",
            json!({"batchId": batch_id}),
        )
        .await;
        assert_eq!(rest.code(), 0, "{adapter}: {:?}", rest.data());
        assert_eq!(
            rest.data()["refundedFen"].as_i64(),
            Some(batch.charged_fen),
            "{adapter}"
        );
        assert_eq!(
            rest.data()["balanceAfterFen"].as_i64(),
            Some(start_fen),
            "{adapter}"
        );
    }
}

#[tokio::test]
async fn a_batch_refund_is_counted_from_what_was_charged() {
    let mut lag = None;
    let app = TestApp::with_ports(
        |ports| {
            let table = LaggingIndex::new(ports.table.clone());
            ports.table = table.clone();
            lag = Some(table);
        },
        routes,
    );
    let lag = lag.unwrap();
    let start_fen = 1_000_000;
    let r = ready(&app, start_fen).await;
    let rows: Vec<[String; 3]> = (0..6).map(candidate).collect();
    let created = batch_of(&app, &r, &rows).await;
    let id = created.data()["batchId"].as_str().unwrap().to_string();
    let submitted = post(
        &app,
        &r.owner.token,
        "batch/submit",
        json!({"batchId": id, "idempotencyKey": "batch-lag-submit-0001"}),
    )
    .await;
    assert_eq!(submitted.code(), 0, "{:?}", submitted.body);
    app.ports.events.drained().await;

    // The order index has not caught up with the cancels when they are counted.
    lag.freeze();
    let rest = cancel_rest(&app, &r.owner.token, &id).await;
    lag.catch_up();
    assert_eq!(rest.code(), 0, "{:?}", rest.data());
    assert_eq!(rest.data()["canceledCount"].as_u64(), Some(6));
    assert_eq!(rest.data()["refundedFen"].as_i64(), Some(6 * r.price_fen));
    assert_eq!(rest.data()["balanceAfterFen"].as_i64(), Some(start_fen));
    // And a second call, with the index caught up, gives nothing more.
    let again = cancel_rest(&app, &r.owner.token, &id).await;
    assert_eq!(again.data()["balanceAfterFen"].as_i64(), Some(start_fen));
}
