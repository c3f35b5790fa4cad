//! Charging an order or a batch, and refunding it.
//!
//! A charge is one transaction: the idempotency record (put if absent), the
//! charge marker of the order or batch, the caller's own writes (the order
//! itself), the account (balance down under `balance >= price`) and the
//! ledger entry. A retry with the same key answers the first result; the
//! same key with another body is refused. A batch too large for one
//! transaction is charged the same way with the batch as the link and its
//! own item in `with`; its rows are written afterwards, each idempotent by
//! its row key, so the money moves once however the row writes go.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use verity_core::ports::Ports;
use verity_core::table::{Condition, Entity, Key, TableExt, Tx, TxAction};
use verity_core::text::Text;

use super::ledger::{EntryKind, LedgerEntry, Link, Note};
use super::movement::{self, Movement, Outcome};
use super::{bill_pk, BillingError, BillingResult};

/// Idempotency records outlive any client's retries.
const IDEMPOTENCY_TTL_SECS: i64 = 30 * 24 * 3600;

/// A request's idempotency record: the hash of its body and what it answered.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct IdempotencyRecord {
    pub enterprise_id: String,
    pub key: String,
    pub body_hash: String,
    pub result: Value,
    pub created_at: i64,
    pub expires_at: i64,
}

impl Entity for IdempotencyRecord {
    const KIND: &'static str = "idempotency record";
    fn key(&self) -> Key {
        idempotency_key(&self.enterprise_id, &self.key)
    }
}

pub fn idempotency_key(enterprise_id: &str, key: &str) -> Key {
    Key::new(bill_pk(enterprise_id), format!("IDEM#{key}"))
}

/// What a previous request with this key answered: `Ok(None)` when the key
/// is new, `Ok(Some(result))` for the same body, 4102 for another body.
pub async fn replay(
    ports: &Ports,
    enterprise_id: &str,
    key: &str,
    body_hash: &str,
) -> BillingResult<Option<Value>> {
    let now_secs = ports.clock.now_millis() / 1000;
    match ports
        .table
        .get_as::<IdempotencyRecord>(&idempotency_key(enterprise_id, key))
        .await?
    {
        Some(r) if r.expires_at > now_secs => {
            if r.body_hash == body_hash {
                Ok(Some(r.result))
            } else {
                Err(BillingError::IdempotencyKeyReused)
            }
        }
        _ => Ok(None),
    }
}

/// The put of a new idempotency record (fails when the key is taken).
pub fn record(
    ports: &Ports,
    enterprise_id: &str,
    key: &str,
    body_hash: &str,
    result: Value,
) -> TxAction {
    let now = ports.clock.now_millis();
    let record = IdempotencyRecord {
        enterprise_id: enterprise_id.to_string(),
        key: key.to_string(),
        body_hash: body_hash.to_string(),
        result,
        created_at: now,
        expires_at: now / 1000 + IDEMPOTENCY_TTL_SECS,
    };
    TxAction::Put {
        item: record.to_item(),
        // A record past its TTL that DynamoDB has not deleted yet is free.
        condition: Some(Condition::Or(vec![
            Condition::item_absent(),
            Condition::Lt("expiresAt".into(), (now / 1000).into()),
        ])),
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MarkerKind {
    Charge,
    Refund,
}

/// What an order or batch was charged (refunds check it), or refunded (once).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Marker {
    pub enterprise_id: String,
    pub marker: MarkerKind,
    pub link: Link,
    pub amount_fen: i64,
    pub at: i64,
}

impl Entity for Marker {
    const KIND: &'static str = "money marker";
    fn key(&self) -> Key {
        marker_key(self.marker, &self.enterprise_id, &self.link)
    }
}

fn marker_key(marker: MarkerKind, enterprise_id: &str, link: &Link) -> Key {
    let what = match marker {
        MarkerKind::Charge => "CHARGE",
        MarkerKind::Refund => "REFUND",
    };
    Key::new(
        bill_pk(enterprise_id),
        format!("{what}#{}#{}", link.kind.as_str(), link.id),
    )
}

/// A charge to make.
pub struct Charge {
    pub enterprise_id: String,
    /// Positive fen.
    pub amount_fen: i64,
    /// The client's key for this request (the same for its retries).
    pub idempotency_key: String,
    /// A hash of the request body: the same key with another body is refused.
    pub body_hash: String,
    /// The order or batch charged.
    pub link: Link,
    /// What the charge was for.
    pub note: Note,
    /// What the request answers; a retry answers it again.
    pub result: Value,
    /// The caller's writes (the order, the batch), in the same transaction.
    pub with: Tx,
}

#[derive(Debug)]
pub enum Charged {
    /// Charged now.
    New(LedgerEntry),
    /// A retry: the first request's result.
    Replayed(Value),
}

/// Charges an order or a batch once (see the module's description).
pub async fn charge(ports: &Ports, c: Charge) -> BillingResult<Charged> {
    assert!(c.amount_fen > 0, "a charge takes a positive amount");
    if let Some(result) = replay(ports, &c.enterprise_id, &c.idempotency_key, &c.body_hash).await? {
        return Ok(Charged::Replayed(result));
    }
    let marker = Marker {
        enterprise_id: c.enterprise_id.clone(),
        marker: MarkerKind::Charge,
        link: c.link.clone(),
        amount_fen: c.amount_fen,
        at: ports.clock.now_millis(),
    };
    let with = Tx::new()
        .with(
            "idempotency",
            record(
                ports,
                &c.enterprise_id,
                &c.idempotency_key,
                &c.body_hash,
                c.result.clone(),
            ),
        )
        .with("charge marker", marker.put_new())
        .extend(c.with);
    let outcome = movement::apply(
        ports,
        Movement {
            enterprise_id: c.enterprise_id.clone(),
            kind: EntryKind::Charge,
            amount_fen: -c.amount_fen,
            note: c.note,
            link: Some(c.link),
            counters: vec![("invoiceableFen", c.amount_fen)],
            with,
        },
    )
    .await?;
    match outcome {
        Outcome::Done(entry) => Ok(Charged::New(entry)),
        Outcome::Insufficient { balance_fen } => Err(BillingError::InsufficientBalance {
            balance_fen,
            price_fen: c.amount_fen,
        }),
        // A concurrent request with the same key won: answer its result.
        Outcome::Refused("idempotency") => {
            match replay(ports, &c.enterprise_id, &c.idempotency_key, &c.body_hash).await? {
                Some(result) => Ok(Charged::Replayed(result)),
                None => Err(BillingError::Busy),
            }
        }
        Outcome::Refused(label) => Err(BillingError::Refused(label)),
    }
}

/// Refunds what an order or batch was charged (or part of it), once.
pub async fn refund(
    ports: &Ports,
    enterprise_id: &str,
    link: &Link,
    amount_fen: Option<i64>,
    note: Note,
) -> BillingResult<LedgerEntry> {
    refund_with(ports, enterprise_id, link, amount_fen, note, Tx::new()).await
}

/// [`refund`] with the caller's writes (the order's cancellation) in the
/// same transaction: the money comes back exactly when the order moves.
pub async fn refund_with(
    ports: &Ports,
    enterprise_id: &str,
    link: &Link,
    amount_fen: Option<i64>,
    note: Note,
    with: Tx,
) -> BillingResult<LedgerEntry> {
    let charged = ports
        .table
        .get_as::<Marker>(&marker_key(MarkerKind::Charge, enterprise_id, link))
        .await?
        .ok_or(BillingError::NotFound)?;
    let amount = amount_fen.unwrap_or(charged.amount_fen);
    if amount <= 0 || amount > charged.amount_fen {
        return Err(verity_core::failure::FieldError::new(
            "amountFen",
            Text::new(
                "a refund is more than 0 and at most what was charged",
                "退款金额须大于 0，且不超过已扣金额",
            ),
        )
        .into());
    }
    let refund_marker = Marker {
        enterprise_id: enterprise_id.to_string(),
        marker: MarkerKind::Refund,
        link: link.clone(),
        amount_fen: amount,
        at: ports.clock.now_millis(),
    };
    let with = Tx::new()
        .with("refund marker", refund_marker.put_new())
        .extend(with);
    let outcome = movement::apply(
        ports,
        Movement {
            enterprise_id: enterprise_id.to_string(),
            kind: EntryKind::Refund,
            amount_fen: amount,
            note,
            link: Some(link.clone()),
            counters: vec![("invoiceableFen", -amount)],
            with,
        },
    )
    .await?;
    match outcome {
        Outcome::Done(entry) => Ok(entry),
        Outcome::Refused("refund marker") => Err(BillingError::AlreadyRefunded),
        Outcome::Refused(label) => Err(BillingError::Refused(label)),
        Outcome::Insufficient { .. } => unreachable!("a refund credits"),
    }
}
