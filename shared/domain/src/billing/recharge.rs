//! Recharges: a bank transfer waits for the platform's operators (who match
//! the voucher against the bank statement); the sandbox payment method
//! settles at once. Either way the balance is credited by one movement whose
//! transaction also moves the recharge out of `pending_review`, so however
//! often an approval is sent, the money arrives once.

use serde::{Deserialize, Serialize};
use serde_json::json;
use verity_core::failure::FieldError;
use verity_core::ids::new_id;
use verity_core::payments::PaymentOutcome;
use verity_core::ports::Ports;
use verity_core::table::{Entity, Key, Status, TableExt, Tx, TxAction, TxError, UpdateAction};
use verity_core::text::Text;

use super::account::account_key;
use super::charge::{record, replay};
use super::ledger::{EntryKind, Link, Note};
use super::movement::{self, Movement, Outcome};
use super::{BillingError, BillingResult, MAX_AMOUNT_FEN};
use crate::files::{self, Purpose};
use crate::notices::{NoticeKind, NoticeParams, Raise};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Method {
    Transfer,
    Sandbox,
}

impl Method {
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "transfer" => Some(Method::Transfer),
            "sandbox" => Some(Method::Sandbox),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RechargeStatus {
    PendingReview,
    Settled,
    Rejected,
}

impl Status for RechargeStatus {
    fn as_str(self) -> &'static str {
        match self {
            RechargeStatus::PendingReview => "pending_review",
            RechargeStatus::Settled => "settled",
            RechargeStatus::Rejected => "rejected",
        }
    }
    fn can_become(self, to: Self) -> bool {
        self == RechargeStatus::PendingReview && to != RechargeStatus::PendingReview
    }
}

impl RechargeStatus {
    pub fn parse(text: &str) -> Option<Self> {
        [
            RechargeStatus::PendingReview,
            RechargeStatus::Settled,
            RechargeStatus::Rejected,
        ]
        .into_iter()
        .find(|s| s.as_str() == text)
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Recharge {
    pub recharge_id: String,
    pub enterprise_id: String,
    pub amount_fen: i64,
    pub method: Method,
    pub status: RechargeStatus,
    pub voucher_file_key: Option<String>,
    /// The payment method's reference of a settled online recharge.
    pub payment_reference: Option<String>,
    pub reject_reason: Option<String>,
    pub requested_by: String,
    pub created_at: i64,
    pub decided_at: Option<i64>,
    pub decided_by: Option<String>,
}

impl Entity for Recharge {
    const KIND: &'static str = "recharge";
    fn key(&self) -> Key {
        recharge_key(&self.recharge_id)
    }
    fn index_keys(&self) -> Vec<(&'static str, String)> {
        super::listed_and_queued(
            format!("RECHARGES#{}", self.enterprise_id),
            queue_pk(self.status),
            self.created_at,
            &self.recharge_id,
        )
    }
}

pub fn recharge_key(recharge_id: &str) -> Key {
    Key::new(format!("RECHARGE#{recharge_id}"), "RECHARGE")
}

fn queue_pk(status: RechargeStatus) -> String {
    format!("RECHARGEQ#{}", status.as_str())
}

/// A recharge as the enterprise asks for it.
pub struct RechargeRequest<'a> {
    pub enterprise_id: &'a str,
    pub user_id: &'a str,
    pub amount_fen: i64,
    pub method: Method,
    pub voucher_file_key: Option<&'a str>,
    pub idempotency_key: &'a str,
    pub body_hash: &'a str,
}

pub fn check_amount(field: &str, amount_fen: i64) -> BillingResult<()> {
    if (1..=MAX_AMOUNT_FEN).contains(&amount_fen) {
        Ok(())
    } else {
        Err(FieldError::new(
            field,
            Text::new(
                "from 1 to 100000000 fen (¥1,000,000)",
                "须在 1 到 100000000 分（100 万元）之间",
            ),
        )
        .into())
    }
}

const VOUCHER_CLAIM: &str = "voucher";

/// The claim of a transfer voucher by the one recharge it backs:
/// `VOUCHER#<file key>` / `CLAIM`, put only if absent.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct VoucherClaim {
    pub file_key: String,
    pub recharge_id: String,
    pub enterprise_id: String,
    pub claimed_at: i64,
}

impl Entity for VoucherClaim {
    const KIND: &'static str = "voucher claim";
    fn key(&self) -> Key {
        Key::new(format!("VOUCHER#{}", self.file_key), "CLAIM")
    }
}

fn voucher_claim(file_key: &str, recharge: &Recharge) -> TxAction {
    VoucherClaim {
        file_key: file_key.to_string(),
        recharge_id: recharge.recharge_id.clone(),
        enterprise_id: recharge.enterprise_id.clone(),
        claimed_at: recharge.created_at,
    }
    .put_new()
}

/// Records a recharge: a transfer waits for review; the sandbox settles at
/// once. A retry with the same idempotency key answers the same recharge.
pub async fn request(ports: &Ports, r: RechargeRequest<'_>) -> BillingResult<Recharge> {
    check_amount("amountFen", r.amount_fen)?;
    if let Some(result) = replay(ports, r.enterprise_id, r.idempotency_key, r.body_hash).await? {
        return replayed(ports, r.enterprise_id, &result).await;
    }
    let voucher = match (r.method, r.voucher_file_key) {
        (Method::Transfer, None) => {
            return Err(FieldError::new(
                "voucherFileKey",
                Text::new("please upload the transfer voucher", "请上传转账凭证"),
            )
            .into())
        }
        (Method::Transfer, Some(key)) => {
            let owner = files::enterprise_owner(r.enterprise_id);
            files::owned(ports, key, &[owner.as_str()], Purpose::Voucher).await?;
            Some(key.to_string())
        }
        (Method::Sandbox, _) if !ports.payments.is_sandbox() => {
            return Err(BillingError::SandboxPaymentsDisabled)
        }
        (Method::Sandbox, _) => None,
    };
    let recharge = Recharge {
        recharge_id: new_id(),
        enterprise_id: r.enterprise_id.to_string(),
        amount_fen: r.amount_fen,
        method: r.method,
        status: RechargeStatus::PendingReview,
        voucher_file_key: voucher,
        payment_reference: None,
        reject_reason: None,
        requested_by: r.user_id.to_string(),
        created_at: ports.clock.now_millis(),
        decided_at: None,
        decided_by: None,
    };
    let mut tx = Tx::new()
        .with(
            "idempotency",
            record(
                ports,
                r.enterprise_id,
                r.idempotency_key,
                r.body_hash,
                json!({"rechargeId": recharge.recharge_id}),
            ),
        )
        .with("recharge", recharge.put_new());
    if let Some(key) = &recharge.voucher_file_key {
        // One voucher backs one recharge: claimed for good, in the same
        // transaction (two requests at once: one wins).
        tx.push(VOUCHER_CLAIM, voucher_claim(key, &recharge));
    }
    if r.method == Method::Transfer {
        tx.push(
            "account",
            TxAction::Update {
                key: account_key(r.enterprise_id),
                actions: vec![
                    UpdateAction::set("enterpriseId", r.enterprise_id),
                    UpdateAction::add("pendingRechargeFen", r.amount_fen),
                ],
                condition: None,
            },
        );
    }
    match ports.table.run(tx).await {
        Ok(()) => {}
        Err(TxError::Condition("idempotency")) => {
            return match replay(ports, r.enterprise_id, r.idempotency_key, r.body_hash).await? {
                Some(result) => replayed(ports, r.enterprise_id, &result).await,
                None => Err(BillingError::Busy),
            }
        }
        Err(TxError::Condition(VOUCHER_CLAIM)) => return Err(BillingError::VoucherUsed),
        Err(TxError::Condition(label)) => return Err(BillingError::Refused(label)),
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    if r.method == Method::Sandbox {
        return collect(ports, recharge).await;
    }
    Ok(recharge)
}

async fn replayed(
    ports: &Ports,
    enterprise_id: &str,
    result: &serde_json::Value,
) -> BillingResult<Recharge> {
    let id = result["rechargeId"].as_str().unwrap_or_default();
    let recharge = recharge(ports, enterprise_id, id).await?;
    // A sandbox recharge whose collection was interrupted is collected now.
    if recharge.method == Method::Sandbox && recharge.status == RechargeStatus::PendingReview {
        return collect(ports, recharge).await;
    }
    Ok(recharge)
}

/// Collects a sandbox recharge and settles or rejects it.
async fn collect(ports: &Ports, recharge: Recharge) -> BillingResult<Recharge> {
    let outcome = ports
        .payments
        .collect(&recharge.recharge_id, recharge.amount_fen)
        .await
        .map_err(|_| BillingError::SandboxPaymentsDisabled)?;
    match outcome {
        PaymentOutcome::Settled { reference } => {
            settle(ports, &recharge, "sandbox", Some(reference), 0).await
        }
        PaymentOutcome::Declined { reason } => {
            reject_pending(ports, &recharge, "sandbox", &reason, 0).await
        }
    }
}

/// A recharge of the enterprise (another enterprise's id is not found).
pub async fn recharge(
    ports: &Ports,
    enterprise_id: &str,
    recharge_id: &str,
) -> BillingResult<Recharge> {
    by_id(ports, recharge_id)
        .await?
        .filter(|r| r.enterprise_id == enterprise_id)
        .ok_or(BillingError::NotFound)
}

async fn by_id(ports: &Ports, recharge_id: &str) -> BillingResult<Option<Recharge>> {
    Ok(ports.table.get_as(&recharge_key(recharge_id)).await?)
}

/// Credits a pending recharge and marks it settled, in one movement.
/// `pending_delta` undoes what the request added to the pending total.
async fn settle(
    ports: &Ports,
    recharge: &Recharge,
    decided_by: &str,
    reference: Option<String>,
    pending_delta: i64,
) -> BillingResult<Recharge> {
    let now = ports.clock.now_millis();
    let mut more = vec![
        UpdateAction::set("decidedAt", now),
        UpdateAction::set("decidedBy", decided_by),
        UpdateAction::set("gsi2pk", queue_pk(RechargeStatus::Settled)),
    ];
    if let Some(r) = reference {
        more.push(UpdateAction::set("paymentReference", r));
    }
    let with = Tx::new().with(
        "recharge",
        RechargeStatus::PendingReview.transition(
            recharge_key(&recharge.recharge_id),
            RechargeStatus::Settled,
            more,
        ),
    );
    let counters = if pending_delta != 0 {
        vec![("pendingRechargeFen", pending_delta)]
    } else {
        Vec::new()
    };
    let note = match recharge.method {
        Method::Transfer => Note::RechargeTransfer,
        Method::Sandbox => Note::RechargeSandbox,
    };
    let outcome = movement::apply(
        ports,
        Movement {
            enterprise_id: recharge.enterprise_id.clone(),
            kind: EntryKind::Recharge,
            amount_fen: recharge.amount_fen,
            note,
            link: Some(Link::recharge(&recharge.recharge_id)),
            counters,
            with,
        },
    )
    .await?;
    let now = by_id(ports, &recharge.recharge_id)
        .await?
        .ok_or(BillingError::NotFound)?;
    match outcome {
        Outcome::Done(_) => {
            // An online payment settles in front of the payer: only the
            // platform's confirmation of a transfer is news.
            if now.method == Method::Transfer {
                notify_decided(ports, &now).await;
            }
            Ok(now)
        }
        // Decided meanwhile: settled by another approval is the same answer.
        Outcome::Refused(_) if now.status == RechargeStatus::Settled => Ok(now),
        Outcome::Refused(_) => Err(BillingError::RechargeDecided),
        Outcome::Insufficient { .. } => unreachable!("a recharge credits"),
    }
}

async fn reject_pending(
    ports: &Ports,
    recharge: &Recharge,
    decided_by: &str,
    reason: &str,
    pending_delta: i64,
) -> BillingResult<Recharge> {
    let now = ports.clock.now_millis();
    let mut tx = Tx::new().with(
        "recharge",
        RechargeStatus::PendingReview.transition(
            recharge_key(&recharge.recharge_id),
            RechargeStatus::Rejected,
            vec![
                UpdateAction::set("decidedAt", now),
                UpdateAction::set("decidedBy", decided_by),
                UpdateAction::set("rejectReason", reason),
                UpdateAction::set("gsi2pk", queue_pk(RechargeStatus::Rejected)),
            ],
        ),
    );
    if pending_delta != 0 {
        tx.push(
            "account",
            TxAction::Update {
                key: account_key(&recharge.enterprise_id),
                actions: vec![UpdateAction::add("pendingRechargeFen", pending_delta)],
                condition: None,
            },
        );
    }
    let result = ports.table.run(tx).await;
    let current = by_id(ports, &recharge.recharge_id)
        .await?
        .ok_or(BillingError::NotFound)?;
    match result {
        Ok(()) => {
            notify_decided(ports, &current).await;
            Ok(current)
        }
        Err(TxError::Condition(_)) if current.status == RechargeStatus::Rejected => Ok(current),
        Err(TxError::Condition(_)) => Err(BillingError::RechargeDecided),
        Err(TxError::Table(e)) => Err(e.into()),
    }
}

pub enum Decision<'a> {
    Approve,
    Reject { reason: &'a str },
}

/// The platform's decision on a bank transfer. Repeating the decision made
/// answers the recharge as it is; the other decision is refused (4104).
pub async fn decide(
    ports: &Ports,
    recharge_id: &str,
    decision: Decision<'_>,
    ops_user_id: &str,
) -> BillingResult<Recharge> {
    let current = by_id(ports, recharge_id)
        .await?
        .ok_or(BillingError::NotFound)?;
    // Only a transfer added to the pending total. A sandbox recharge whose
    // collection was interrupted (the client did not come back) waits in the
    // queue too: approving it collects it, as the client's retry would.
    let pending = match current.method {
        Method::Transfer => -current.amount_fen,
        Method::Sandbox => 0,
    };
    match (decision, current.status) {
        (Decision::Approve, RechargeStatus::Settled) => Ok(current),
        (Decision::Reject { .. }, RechargeStatus::Rejected) => Ok(current),
        (_, RechargeStatus::Settled | RechargeStatus::Rejected) => {
            Err(BillingError::RechargeDecided)
        }
        (Decision::Approve, RechargeStatus::PendingReview) if current.method == Method::Sandbox => {
            collect(ports, current).await
        }
        (Decision::Approve, RechargeStatus::PendingReview) => {
            settle(ports, &current, ops_user_id, None, pending).await
        }
        (Decision::Reject { reason }, RechargeStatus::PendingReview) => {
            let reason = reason.trim();
            if reason.is_empty() {
                return Err(FieldError::new(
                    "reason",
                    Text::new("please give the reason for the rejection", "请填写驳回原因"),
                )
                .into());
            }
            reject_pending(ports, &current, ops_user_id, reason, pending).await
        }
    }
}

/// A page of the enterprise's recharges, newest first.
pub async fn list(
    ports: &Ports,
    enterprise_id: &str,
    cursor: Option<String>,
    limit: usize,
) -> BillingResult<(Vec<Recharge>, Option<String>)> {
    super::newest_first(ports, format!("RECHARGES#{enterprise_id}"), cursor, limit).await
}

/// The platform's queue of recharges in `status`, oldest first.
pub async fn queue(
    ports: &Ports,
    status: RechargeStatus,
    cursor: Option<String>,
    limit: usize,
) -> BillingResult<(Vec<Recharge>, Option<String>)> {
    super::oldest_first(ports, queue_pk(status), cursor, limit).await
}

/// Tells the enterprise a recharge was settled or rejected (the recharge as
/// it is now; one still pending tells nothing).
async fn notify_decided(ports: &Ports, r: &Recharge) {
    let kind = match r.status {
        RechargeStatus::Settled => NoticeKind::RechargeConfirmed,
        RechargeStatus::Rejected => NoticeKind::RechargeDeclined,
        RechargeStatus::PendingReview => return,
    };
    let raise = Raise {
        kind,
        enterprise_id: r.enterprise_id.clone(),
        occurrence: r.recharge_id.clone(),
        at: r.decided_at.unwrap_or(r.created_at),
        params: NoticeParams {
            recharge_id: Some(r.recharge_id.clone()),
            amount_fen: Some(r.amount_fen),
            reason: r.reject_reason.clone(),
            ..Default::default()
        },
        placed_by: None,
    };
    crate::notices::raise::publish(ports, raise).await;
}
