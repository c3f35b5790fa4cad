//! Money: each enterprise's prepaid balance, its ledger, and the one way the
//! balance moves ([`movement`]): a labelled transaction that updates the
//! account under an optimistic sequence condition, writes the ledger entry
//! with the balance after it, and carries the caller's own actions (the
//! order, the batch, the recharge's status). Charges ([`charge`]) add an
//! idempotency record and a charge marker; refunds a refund marker, so each
//! happens once. Recharges, invoices and statements build on these.
//!
//! | item | pk | sk | access patterns served |
//! |---|---|---|---|
//! | account | `BILL#<enterpriseId>` | `ACCOUNT` | balance, sequence, low-balance threshold, invoiceable and pending amounts |
//! | idempotency record | `BILL#<enterpriseId>` | `IDEM#<key>` | a retried charge or recharge answers its first result (30-day TTL) |
//! | charge marker | `BILL#<enterpriseId>` | `CHARGE#<order\|batch>#<id>` | what an order or batch was charged (refunds check it) |
//! | refund marker | `BILL#<enterpriseId>` | `REFUND#<order\|batch>#<id>` | one refund per order or batch |
//! | ledger entry | `LEDGER#<enterpriseId>` | `<at, 13 digits>#<seq, 12 digits>` | the ledger newest first, by date range; by kind (gsi1 `LEDGER#<enterpriseId>#<kind>`, same sort key) |
//! | recharge | `RECHARGE#<rechargeId>` | `RECHARGE` | by id (ops decisions); the enterprise's newest first (gsi1 `RECHARGES#<enterpriseId>`, `<createdAt>#<id>`); the ops queue by status oldest first (gsi2 `RECHARGEQ#<status>`, `<createdAt>#<id>`) |
//! | invoice | `INVOICE#<invoiceId>` | `INVOICE` | by id; the enterprise's newest first (gsi1 `INVOICES#<enterpriseId>`); the ops queue by status oldest first (gsi2 `INVOICEQ#<status>`) |

pub mod account;
pub mod charge;
mod error;
pub mod invoice;
pub mod ledger;
pub mod movement;
pub mod recharge;

pub use account::Account;
pub use charge::{charge, refund, Charge, Charged};
pub use error::{BillingError, BillingResult};
pub use ledger::{EntryKind, LedgerEntry, LedgerFilter, Link, LinkKind};

/// The largest single amount the API takes: ¥1,000,000.
pub const MAX_AMOUNT_FEN: i64 = 100_000_000;

/// The `BILL#` partition of an enterprise.
pub(crate) fn bill_pk(enterprise_id: &str) -> String {
    format!("BILL#{enterprise_id}")
}

/// A page of a query; a cursor from another partition (another enterprise's
/// list, another queue) is refused.
pub(crate) async fn page<E: verity_core::table::Entity>(
    ports: &verity_core::ports::Ports,
    query: verity_core::table::Query,
    cursor: Option<String>,
    limit: usize,
) -> BillingResult<(Vec<E>, Option<String>)> {
    if let Some(c) = &cursor {
        let key = verity_core::table::cursor::decode(c)?;
        let attr = match &query.index {
            Some(index) => format!("{index}pk"),
            None => "pk".to_string(),
        };
        if key.get(&attr).and_then(|v| v.as_str()) != Some(query.pk.as_str()) {
            return Err(BillingError::BadCursor);
        }
    }
    let page = ports.table.query(query.limit(limit).after(cursor)).await?;
    let list = page
        .items
        .into_iter()
        .map(E::from_item)
        .collect::<Result<Vec<_>, _>>()?;
    Ok((list, page.cursor))
}
