//! The one way the balance moves. A movement reads the account, then writes
//! in one transaction: the caller's own actions first (their conditions are
//! reported before the account's), the account update conditioned on the
//! sequence it read (so the entry's `balanceAfterFen` is exact), and the
//! ledger entry. A lost race re-reads and tries again; a debit the balance
//! cannot cover is refused before writing.
//!
//! Within one process at most [`RACERS`] movements of an account race at a
//! time; the others wait in memory rather than spend transactions on a race
//! they would mostly lose (500 concurrent charges in the local stack cost
//! about 5 000 transactions on DynamoDB Local without this, 300 with it).
//! Correctness never rests on it: Lambdas (one request each) race through
//! the conditions alone, and so do the racers here.

use std::time::Duration;

use rand::Rng;
use serde_json::json;
use verity_core::ids::new_id;
use verity_core::ports::Ports;
use verity_core::table::{
    CancelReason, Condition, Entity, TableError, TableExt, Tx, TxAction, TxError, UpdateAction,
};

use super::account::{account, account_key};
use super::ledger::{EntryKind, LedgerEntry, Link, Note};
use super::{BillingError, BillingResult};
use crate::notices::{NoticeKind, NoticeParams, Raise};

/// How long a movement keeps retrying a contended account before answering
/// `Busy` (a retry with the same idempotency key is then safe).
const DEADLINE: Duration = Duration::from_secs(20);

pub struct Movement {
    pub enterprise_id: String,
    pub kind: EntryKind,
    /// Signed: credits positive, debits negative; never zero.
    pub amount_fen: i64,
    /// What it was for (rendered in the reader's language).
    pub note: Note,
    pub link: Option<Link>,
    /// Other account counters moved with it (`invoiceableFen`, …).
    pub counters: Vec<(&'static str, i64)>,
    /// The caller's actions, written in the same transaction.
    pub with: Tx,
}

/// What became of a movement.
#[derive(Debug)]
pub enum Outcome {
    Done(LedgerEntry),
    /// The balance does not cover the debit (nothing written).
    Insufficient {
        balance_fen: i64,
    },
    /// A condition of the caller's action with this label failed.
    Refused(&'static str),
}

/// The account's sequence is still `seq` (an absent account has 0).
fn at_seq(seq: i64) -> Condition {
    if seq == 0 {
        Condition::Or(vec![
            Condition::NotExists("seq".into()),
            Condition::eq("seq", 0),
        ])
    } else {
        Condition::eq("seq", seq)
    }
}

fn is_conflict(e: &TableError) -> bool {
    matches!(e, TableError::TransactionCanceled(reasons)
        if reasons.iter().any(|r| matches!(r, Some(CancelReason::TransactionConflict))))
}

static ATTEMPTS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// Transactions movements have sent in this process (contention shows as
/// more attempts than movements; the concurrency tests report it).
pub fn attempts() -> u64 {
    ATTEMPTS.load(std::sync::atomic::Ordering::Relaxed)
}

/// Movements of one account that may race at once within a process.
pub const RACERS: usize = 4;

pub async fn apply(ports: &Ports, m: Movement) -> BillingResult<Outcome> {
    assert!(m.amount_fen != 0, "a movement moves money");
    let amount = m.amount_fen;
    let moved = apply_sized(ports, m, |_| Some(amount)).await?;
    Ok(moved.expect("a fixed amount always moves"))
}

/// Credits the account up to `target_fen` (`m.amount_fen` is not read): the
/// amount is what the balance lacks when the entry is written, so two at
/// once never credit twice. `None` when the balance already has as much.
pub async fn top_up_to(
    ports: &Ports,
    m: Movement,
    target_fen: i64,
) -> BillingResult<Option<Outcome>> {
    apply_sized(ports, m, |balance| {
        (balance < target_fen).then_some(target_fen - balance)
    })
    .await
}

/// A movement of the amount `amount_of` gives for the balance read on each
/// attempt (`None`: nothing to move, nothing written).
async fn apply_sized(
    ports: &Ports,
    m: Movement,
    amount_of: impl Fn(i64) -> Option<i64>,
) -> BillingResult<Option<Outcome>> {
    let gate = crate::gate::gate(&format!("account#{}", m.enterprise_id), RACERS);
    let _racing = gate.acquire().await.expect("the gate is never closed");
    let started = std::time::Instant::now();
    let mut attempt: u32 = 0;
    loop {
        let current = account(ports, &m.enterprise_id).await?;
        let Some(amount_fen) = amount_of(current.balance_fen) else {
            return Ok(None);
        };
        if amount_fen < 0 && current.balance_fen < -amount_fen {
            return Ok(Some(Outcome::Insufficient {
                balance_fen: current.balance_fen,
            }));
        }
        let seq = current.seq + 1;
        let entry = LedgerEntry {
            enterprise_id: m.enterprise_id.clone(),
            entry_id: new_id(),
            seq,
            kind: m.kind,
            amount_fen,
            balance_after_fen: current.balance_fen + amount_fen,
            reason: m.note.text(false),
            note: Some(m.note.clone()),
            at: ports.clock.now_millis(),
            link: m.link.clone(),
        };
        let mut updates = vec![
            UpdateAction::set("enterpriseId", json!(m.enterprise_id)),
            UpdateAction::add("balanceFen", amount_fen),
            UpdateAction::set("seq", seq),
        ];
        for (attr, delta) in &m.counters {
            updates.push(UpdateAction::add(attr, *delta));
        }
        let mut condition = at_seq(current.seq);
        if amount_fen < 0 {
            // Belt and braces: the balance never goes below zero.
            condition = condition.and(Condition::ge("balanceFen", -amount_fen));
        }
        let tx = m
            .with
            .clone()
            .with(
                "account",
                TxAction::Update {
                    key: account_key(&m.enterprise_id),
                    actions: updates,
                    condition: Some(condition),
                },
            )
            .with("ledger", entry.put_new());
        ATTEMPTS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        match ports.table.run(tx).await {
            Ok(()) => {
                if amount_fen < 0 {
                    let threshold = current.low_balance_threshold_fen;
                    notify_low_balance(ports, current.balance_fen, threshold, &entry).await;
                }
                return Ok(Some(Outcome::Done(entry)));
            }
            Err(TxError::Condition("account")) => {}
            Err(TxError::Condition("ledger")) => {} // same instant and sequence: retry
            Err(TxError::Condition(label)) => return Ok(Some(Outcome::Refused(label))),
            Err(TxError::Table(e)) if is_conflict(&e) => {}
            Err(TxError::Table(e)) => return Err(e.into()),
        }
        if started.elapsed() > DEADLINE {
            return Err(BillingError::Busy);
        }
        attempt += 1;
        // Spread the losers of a race so they do not collide again at once.
        let cap = 2u64.pow(attempt.min(7)); // up to 128 ms
        let pause = rand::rng().random_range(0..=cap);
        tokio::time::sleep(Duration::from_millis(pause)).await;
    }
}

/// A debit moved the balance from `before_fen` to `entry`'s balance: told
/// once per crossing of the threshold (the movement that crosses it; the
/// charges that follow below it do not), named by the entry's sequence.
async fn notify_low_balance(
    ports: &Ports,
    before_fen: i64,
    threshold_fen: i64,
    entry: &LedgerEntry,
) {
    if !(before_fen >= threshold_fen && entry.balance_after_fen < threshold_fen) {
        return;
    }
    let raise = Raise {
        kind: NoticeKind::LowBalance,
        enterprise_id: entry.enterprise_id.clone(),
        occurrence: format!("{}#{}", entry.enterprise_id, entry.seq),
        at: entry.at,
        params: NoticeParams {
            balance_fen: Some(entry.balance_after_fen),
            threshold_fen: Some(threshold_fen),
            ..Default::default()
        },
        placed_by: None,
    };
    crate::notices::raise::publish(ports, raise).await;
    crate::webhooks::emit(
        ports,
        &entry.enterprise_id,
        crate::webhooks::WebhookEvent::BalanceLow,
        &format!("{}#{}", entry.enterprise_id, entry.seq),
        serde_json::json!({
            "balanceFen": entry.balance_after_fen,
            "thresholdFen": threshold_fen,
        }),
    )
    .await;
}
