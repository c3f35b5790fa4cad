//! Orders under concurrency, on both Table adapters.

use std::collections::HashSet;

use verity_domain::billing::ledger::{self, LedgerFilter};
use verity_domain::billing::EntryKind;
use verity_http::ErrorCode;
use verity_testkit::TestApp;

use crate::support::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_hundred_orders_against_a_balance_for_one_hundred_and_twenty_place_exactly_120() {
    for (adapter, app) in TestApp::on_each_table(routes).await {
        let r = ready(&app, 0).await;
        app.credit(&r.owner.enterprise_id, 120 * r.price_fen).await;
        let app = std::sync::Arc::new(app);
        let token = r.owner.token.clone();
        let mut calls = Vec::new();
        for n in 0..200u32 {
            let (app, token, package_id) = (app.clone(), token.clone(), r.package_id.clone());
            calls.push(tokio::spawn(async move {
                // Distinct candidates: 1380000 + 4 digits, with ID numbers of their own.
                let phone = format!("1390000{n:04}");
                let id = id_for(&phone);
                let body = order_body(&package_id, &phone, &id, 1000 + n);
                let a = post(&app, &token, "order/create", &body).await;
                (a.code(), a.data()["orderId"].as_str().map(str::to_string))
            }));
        }
        let mut placed = HashSet::new();
        let mut refused = 0;
        for call in calls {
            match call.await.unwrap() {
                (0, Some(id)) => {
                    placed.insert(id);
                }
                (code, _) if code == ErrorCode::InsufficientBalance => refused += 1,
                other => panic!("{adapter}: unexpected {other:?}"),
            }
        }
        assert_eq!(placed.len(), 120, "{adapter}");
        assert_eq!(refused, 80, "{adapter}");
        assert_eq!(balance(&app, &r.owner.enterprise_id).await, 0, "{adapter}");
        let entries = ledger::all(
            &app.ports,
            &r.owner.enterprise_id,
            LedgerFilter::default(),
            10_000,
        )
        .await
        .unwrap();
        let charges: Vec<_> = entries
            .iter()
            .filter(|e| e.kind == EntryKind::Charge)
            .collect();
        assert_eq!(charges.len(), 120, "{adapter}");
        let charged: HashSet<String> = charges
            .iter()
            .map(|e| e.link.as_ref().unwrap().id.clone())
            .collect();
        assert_eq!(charged, placed, "{adapter}: each order has its one charge");
        let sum: i64 = entries.iter().map(|e| e.amount_fen).sum();
        assert_eq!(sum, 0, "{adapter}: the ledger sums to the balance");
        // Every placed order exists, once, in the list.
        let mut listed = HashSet::new();
        let mut cursor: Option<String> = None;
        loop {
            let body = serde_json::json!({ "pageSize": 100, "cursor": cursor }).to_string();
            let page = post(&app, &token, "order/list", &body).await;
            assert_eq!(page.code(), 0, "{:?}", page.body);
            for o in page.data()["items"].as_array().unwrap() {
                assert!(listed.insert(o["orderId"].as_str().unwrap().to_string()));
            }
            match page.data()["cursor"].as_str() {
                Some(c) => cursor = Some(c.to_string()),
                None => break,
            }
        }
        assert_eq!(listed, placed, "{adapter}");
    }
}
