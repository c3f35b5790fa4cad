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
pub use charge::{charge, refund, refund_with, Charge, Charged};
pub use error::{BillingError, BillingResult};
pub use ledger::{EntryKind, LedgerEntry, LedgerFilter, Link, LinkKind, Note};

/// The largest single amount the API takes: ¥1,000,000.
pub const MAX_AMOUNT_FEN: i64 = 100_000_000;

/// The `BILL#` partition of an enterprise.
pub(crate) fn bill_pk(enterprise_id: &str) -> String {
    format!("BILL#{enterprise_id}")
}

/// Index keys of an item listed two ways, both by creation time: in its
/// enterprise's list (gsi1) and in the platform's queue of its status (gsi2).
pub(crate) fn listed_and_queued(
    list_pk: String,
    queue_pk: String,
    created_at: i64,
    id: &str,
) -> Vec<(&'static str, String)> {
    let sk = format!("{created_at:013}#{id}");
    vec![
        ("gsi1pk", list_pk),
        ("gsi1sk", sk.clone()),
        ("gsi2pk", queue_pk),
        ("gsi2sk", sk),
    ]
}

/// A page of a query (a cursor from another partition is refused).
pub(crate) async fn page<E: verity_core::table::Entity>(
    ports: &verity_core::ports::Ports,
    query: verity_core::table::Query,
    cursor: Option<String>,
    limit: usize,
) -> BillingResult<(Vec<E>, Option<String>)> {
    use verity_core::table::TableExt;
    Ok(ports
        .table
        .page_as(query.limit(limit).after(cursor))
        .await?)
}

/// A page of an enterprise's list (gsi1 `list_pk`, see [`listed_and_queued`]), newest first.
pub(crate) async fn newest_first<E: verity_core::table::Entity>(
    ports: &verity_core::ports::Ports,
    list_pk: String,
    cursor: Option<String>,
    limit: usize,
) -> BillingResult<(Vec<E>, Option<String>)> {
    let query = verity_core::table::Query::partition(list_pk)
        .on_index("gsi1")
        .backward();
    page(ports, query, cursor, limit).await
}

/// A page of the platform's queue (gsi2 `queue_pk`, see [`listed_and_queued`]), oldest first.
pub(crate) async fn oldest_first<E: verity_core::table::Entity>(
    ports: &verity_core::ports::Ports,
    queue_pk: String,
    cursor: Option<String>,
    limit: usize,
) -> BillingResult<(Vec<E>, Option<String>)> {
    let query = verity_core::table::Query::partition(queue_pk).on_index("gsi2");
    page(ports, query, cursor, limit).await
}
