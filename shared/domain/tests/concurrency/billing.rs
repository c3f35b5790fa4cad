//! Money under concurrency, on both Table adapters: the balance never goes
//! below zero, every charge has its ledger entry and its order, a key charges
//! once, an order is refunded once and an approval credits once.

use std::sync::Arc;

use bytes::Bytes;
use serde_json::json;
use verity_core::ports::Ports;
use verity_core::table::{Key, Query, TableExt, Tx, TxAction};
use verity_domain::billing::account::account;
use verity_domain::billing::ledger::{self, LedgerFilter};
use verity_domain::billing::recharge::{self, Decision, Method, RechargeRequest, RechargeStatus};
use verity_domain::billing::{charge, refund, BillingError, Charge, Charged, EntryKind, Link};
use verity_domain::files::{self, Purpose};

/// Ports over each adapter's table (a fresh enterprise id per run keeps them apart).
async fn each_adapter(dir: &std::path::Path) -> Vec<(&'static str, Ports)> {
    let mut all = Vec::new();
    for (adapter, table) in crate::tables(dir).await {
        let mut ports =
            verity_adapters::embedded::for_tests(&dir.join(format!("billing-{adapter}")));
        ports.table = table;
        all.push((adapter, ports));
    }
    all
}

async fn credit(ports: &Ports, enterprise_id: &str, amount_fen: i64) {
    let key = verity_core::ids::new_id();
    let r = recharge::request(
        ports,
        RechargeRequest {
            enterprise_id,
            user_id: "u-owner",
            amount_fen,
            method: Method::Sandbox,
            voucher_file_key: None,
            idempotency_key: &key,
            body_hash: "h",
        },
    )
    .await
    .unwrap();
    assert_eq!(r.status, RechargeStatus::Settled);
}

fn order_key(order_id: &str) -> Key {
    Key::new(format!("TESTORDER#{order_id}"), "ORDER")
}

/// A charge of an order, with the order written in the same transaction.
fn order_charge(enterprise_id: &str, order_id: &str, key: &str, amount_fen: i64) -> Charge {
    let order = json!({"pk": order_key(order_id).pk, "sk": "ORDER", "orderId": order_id});
    Charge {
        enterprise_id: enterprise_id.to_string(),
        amount_fen,
        idempotency_key: key.to_string(),
        body_hash: format!("body-of-{order_id}"),
        link: Link::order(order_id),
        note: verity_domain::billing::Note::OrderCharge {
            order_no: order_id.to_string(),
        },
        result: json!({"orderId": order_id}),
        with: Tx::new().with(
            "order",
            TxAction::Put {
                item: order.as_object().unwrap().clone(),
                condition: Some(verity_core::table::Condition::item_absent()),
            },
        ),
    }
}

async fn entries(ports: &Ports, enterprise_id: &str) -> Vec<ledger::LedgerEntry> {
    ledger::all(ports, enterprise_id, LedgerFilter::default(), 100_000)
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn five_hundred_one_fen_charges_against_one_hundred_fen_succeed_exactly_one_hundred_times() {
    let dir = tempfile::tempdir().unwrap();
    for (adapter, ports) in each_adapter(dir.path()).await {
        let ent = format!("ent-{}", verity_core::ids::new_id());
        credit(&ports, &ent, 100).await;
        let (attempts, started) = (
            verity_domain::billing::movement::attempts(),
            std::time::Instant::now(),
        );
        let start = Arc::new(tokio::sync::Barrier::new(500));
        let mut tasks = Vec::new();
        for i in 0..500 {
            let (ports, ent, start) = (ports.clone(), ent.clone(), start.clone());
            tasks.push(tokio::spawn(async move {
                start.wait().await;
                let order_id = format!("o{i}");
                let result = charge(
                    &ports,
                    order_charge(&ent, &order_id, &format!("key-{i}"), 1),
                )
                .await;
                (order_id, result)
            }));
        }
        let (mut charged, mut refused) = (Vec::new(), 0);
        for task in tasks {
            match task.await.unwrap() {
                (id, Ok(Charged::New(entry))) => {
                    assert_eq!(entry.amount_fen, -1);
                    charged.push(id);
                }
                (
                    _,
                    Err(BillingError::InsufficientBalance {
                        balance_fen: 0,
                        price_fen: 1,
                    }),
                ) => refused += 1,
                (_, other) => panic!("{adapter}: unexpected {other:?}"),
            }
        }
        println!(
            "{adapter}: 500 charges took {} transactions in {:?}",
            verity_domain::billing::movement::attempts() - attempts,
            started.elapsed()
        );
        assert_eq!((charged.len(), refused), (100, 400), "{adapter}");
        assert_eq!(
            account(&ports, &ent).await.unwrap().balance_fen,
            0,
            "{adapter}"
        );

        let ledger = entries(&ports, &ent).await;
        let sum: i64 = ledger.iter().map(|e| e.amount_fen).sum();
        assert_eq!(sum, 0, "{adapter}: the ledger sums to the balance");
        // Each entry's balance after is exact: in sequence order, a running sum.
        let mut by_seq = ledger.clone();
        by_seq.sort_by_key(|e| e.seq);
        let mut running = 0;
        for (n, e) in by_seq.iter().enumerate() {
            running += e.amount_fen;
            assert_eq!(e.seq, n as i64 + 1, "{adapter}: sequences have no gaps");
            assert_eq!(e.balance_after_fen, running, "{adapter}: seq {}", e.seq);
        }
        // No order without its ledger entry, no entry without its order.
        let charge_links: Vec<String> = ledger
            .iter()
            .filter(|e| e.kind == EntryKind::Charge)
            .map(|e| e.link.clone().unwrap().id)
            .collect();
        assert_eq!(charge_links.len(), 100, "{adapter}");
        for i in 0..500 {
            let id = format!("o{i}");
            let order = ports.table.get(&order_key(&id)).await.unwrap();
            assert_eq!(
                order.is_some(),
                charge_links.contains(&id),
                "{adapter}: order {id} and its ledger entry"
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn one_idempotency_key_sent_ten_times_at_once_charges_once() {
    let dir = tempfile::tempdir().unwrap();
    for (adapter, ports) in each_adapter(dir.path()).await {
        let ent = format!("ent-{}", verity_core::ids::new_id());
        credit(&ports, &ent, 5_000).await;
        let start = Arc::new(tokio::sync::Barrier::new(10));
        let mut tasks = Vec::new();
        for _ in 0..10 {
            let (ports, ent, start) = (ports.clone(), ent.clone(), start.clone());
            tasks.push(tokio::spawn(async move {
                start.wait().await;
                charge(&ports, order_charge(&ent, "the-order", "one-key", 1_200)).await
            }));
        }
        let mut new = 0;
        for task in tasks {
            match task.await.unwrap() {
                Ok(Charged::New(_)) => new += 1,
                Ok(Charged::Replayed(result)) => assert_eq!(result["orderId"], "the-order"),
                other => panic!("{adapter}: unexpected {other:?}"),
            }
        }
        assert_eq!(new, 1, "{adapter}");
        assert_eq!(
            account(&ports, &ent).await.unwrap().balance_fen,
            3_800,
            "{adapter}"
        );
        // The same key with another body is refused and changes nothing.
        let mut other = order_charge(&ent, "another-order", "one-key", 1_200);
        other.body_hash = "another body".into();
        assert!(matches!(
            charge(&ports, other).await,
            Err(BillingError::IdempotencyKeyReused)
        ));
        assert_eq!(account(&ports, &ent).await.unwrap().balance_fen, 3_800);
        assert_eq!(
            entries(&ports, &ent).await.len(),
            2,
            "{adapter}: recharge and one charge"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_hundred_concurrent_refunds_of_one_order_refund_it_once() {
    let dir = tempfile::tempdir().unwrap();
    for (adapter, ports) in each_adapter(dir.path()).await {
        let ent = format!("ent-{}", verity_core::ids::new_id());
        credit(&ports, &ent, 10_000).await;
        charge(&ports, order_charge(&ent, "o-refund", "k-refund", 3_000))
            .await
            .unwrap();
        let start = Arc::new(tokio::sync::Barrier::new(100));
        let mut tasks = Vec::new();
        for _ in 0..100 {
            let (ports, ent, start) = (ports.clone(), ent.clone(), start.clone());
            tasks.push(tokio::spawn(async move {
                start.wait().await;
                refund(
                    &ports,
                    &ent,
                    &Link::order("o-refund"),
                    None,
                    verity_domain::billing::Note::OrderRefund {
                        order_no: "o-refund".into(),
                    },
                )
                .await
            }));
        }
        let (mut done, mut already) = (0, 0);
        for task in tasks {
            match task.await.unwrap() {
                Ok(entry) => {
                    assert_eq!(entry.amount_fen, 3_000);
                    done += 1
                }
                Err(BillingError::AlreadyRefunded) => already += 1,
                Err(other) => panic!("{adapter}: unexpected {other:?}"),
            }
        }
        assert_eq!((done, already), (1, 99), "{adapter}");
        let acct = account(&ports, &ent).await.unwrap();
        assert_eq!(acct.balance_fen, 10_000, "{adapter}");
        assert_eq!(
            acct.invoiceable_fen, 0,
            "{adapter}: a refunded charge is not invoiced"
        );
        // An order never charged cannot be refunded.
        assert!(matches!(
            refund(
                &ports,
                &ent,
                &Link::order("never"),
                None,
                verity_domain::billing::Note::OrderRefund {
                    order_no: "never".into()
                }
            )
            .await,
            Err(BillingError::NotFound)
        ));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_approval_sent_ten_times_at_once_credits_once() {
    let dir = tempfile::tempdir().unwrap();
    for (adapter, ports) in each_adapter(dir.path()).await {
        let ent = format!("ent-{}", verity_core::ids::new_id());
        let png = Bytes::from_static(b"\x89PNG\r\n\x1a\n0000000000000000");
        let voucher = files::store(
            &ports,
            &files::enterprise_owner(&ent),
            "u-owner",
            Purpose::Voucher,
            "voucher.png",
            "image/png",
            png,
        )
        .await
        .unwrap();
        let r = recharge::request(
            &ports,
            RechargeRequest {
                enterprise_id: &ent,
                user_id: "u-owner",
                amount_fen: 250_000,
                method: Method::Transfer,
                voucher_file_key: Some(&voucher.key),
                idempotency_key: "transfer-1",
                body_hash: "h",
            },
        )
        .await
        .unwrap();
        assert_eq!(r.status, RechargeStatus::PendingReview);
        assert_eq!(
            account(&ports, &ent).await.unwrap().pending_recharge_fen,
            250_000
        );
        let start = Arc::new(tokio::sync::Barrier::new(10));
        let mut tasks = Vec::new();
        for _ in 0..10 {
            let (ports, id, start) = (ports.clone(), r.recharge_id.clone(), start.clone());
            tasks.push(tokio::spawn(async move {
                start.wait().await;
                recharge::decide(&ports, &id, Decision::Approve, "ops-1").await
            }));
        }
        for task in tasks {
            let now = task
                .await
                .unwrap()
                .unwrap_or_else(|e| panic!("{adapter}: {e:?}"));
            assert_eq!(now.status, RechargeStatus::Settled);
        }
        let acct = account(&ports, &ent).await.unwrap();
        assert_eq!(
            (acct.balance_fen, acct.pending_recharge_fen),
            (250_000, 0),
            "{adapter}"
        );
        assert_eq!(
            entries(&ports, &ent).await.len(),
            1,
            "{adapter}: one credit"
        );
        // Rejecting it now is refused and changes nothing.
        assert!(matches!(
            recharge::decide(
                &ports,
                &r.recharge_id,
                Decision::Reject { reason: "late" },
                "ops-2"
            )
            .await,
            Err(BillingError::RechargeDecided)
        ));
        let queue = ports
            .table
            .query_all(Query::partition("RECHARGEQ#pending_review").on_index("gsi2"))
            .await
            .unwrap();
        assert!(queue
            .iter()
            .all(|i| i["rechargeId"] != r.recharge_id.as_str()));
    }
}
