//! Ordering a background check: the order and its screening items, the
//! candidate's consent through a share link, the processor's work and the
//! enterprise's records.
//!
//! States: `awaiting_authorization → authorized → in_progress → completed`
//! (result `clear | consider`), plus `canceled` (refunded when nothing had
//! started), `expired` (7 days unanswered, refunded) and `suspended` (an
//! item kept failing). Every move is a conditional update on the status it
//! leaves ([`OrderStatus`] lists the allowed ones) with a timeline event and
//! the enterprise's counters ([`crate::stats`]) in the same transaction.
//!
//! | item | pk | sk | access patterns served |
//! |---|---|---|---|
//! | order | `ORDER#<orderId>` | `ORDER` | by id; the enterprise's orders newest first (gsi1 `ORDERS#<enterpriseId>`, `<createdAt>#<orderId>`, filters on status, result, package, batch, keyword hashes); open orders per status oldest first for the sweep (sparse gsi2 `ORDERQ#<status>`, same sort key) |
//! | screening item | `ORDER#<orderId>` | `ITEM#<index, 3 digits>` | the order's items, with the order in one query |
//! | timeline event | `ORDER#<orderId>` | `EV#<at, 13 digits>#<nonce>` | the timeline in time order |
//! | consent | `ORDER#<orderId>` | `CONSENT` | the evidence (time, text version, masked IP, user agent, signature key or file key) |
//! | last ordered | `DUP#<enterpriseId>#<idHash>` | `LAST` | the 30-day duplicate warning |
//! | texts to a phone today | `TEXTS#<phone hash>` | `DAY#<yyyy-mm-dd>` (TTL) | the per-phone daily cap of consent texts ([`texts`]) |
//! | share link, share token | see [`crate::share`] | | the consent link |
//! | candidate pointer | `CANDIDATE#<phone hash>` | `ORDER#<createdAt, 13 digits>#<orderId>` | a phone's checks for the candidate portal (the `candidates` area) |

pub mod consent;
pub mod create;
mod error;
pub mod lifecycle;
pub mod list;
pub mod model;
pub mod process;
pub mod processing;
mod registration;
pub mod reveal;
pub mod texts;

pub use create::{create, Candidate, Created, NewOrder};
pub use error::{OrderError, OrderResult};
pub use model::{AuthMode, EventKind, ItemStatus, Order, OrderRecord, OrderStatus};
pub use reveal::RevealField;

/// A consent link lives as long as the invitation.
pub const CONSENT_LINK_TTL_SECS: i64 = 7 * 24 * 3600;
/// The link of a "check started" notice (an order on a job application's
/// consent) opens the consent page while the check may run.
pub const STARTED_LINK_TTL_SECS: i64 = 30 * 24 * 3600;
/// Unanswered invitations expire (and are refunded) after this.
pub const CONSENT_EXPIRY_MS: i64 = CONSENT_LINK_TTL_SECS * 1000;
/// The same candidate ordered again within this window asks for confirmation.
pub const DUPLICATE_WINDOW_MS: i64 = 30 * 24 * 3600 * 1000;
/// The enterprise may resend the link 4 hours after the last text to the
/// order (an invitation or a reminder, automatic or manual).
pub const REMIND_COOLDOWN_SECS: i64 = 4 * 3600;
/// Texts to one order in all: the first invitation and at most six
/// reminders, manual and automatic together.
pub const MAX_INVITES: u32 = 7;
pub use crate::counters::MAX_TEXTS_PER_PHONE_DAY;
/// A job application's consent starts a check without a link only within
/// this long of the time it was given.
pub const REGISTRATION_CONSENT_MS: i64 = 30 * 24 * 3600 * 1000;

/// What an order's webhook says: ids and its status, never the candidate.
pub fn webhook_data(order: &Order, status: OrderStatus) -> serde_json::Value {
    use verity_core::table::Status;
    let mut data = serde_json::json!({
        "orderId": order.order_id,
        "orderNo": order.order_no,
        "status": status.as_str(),
    });
    if let Some(batch_id) = &order.batch_id {
        data["batchId"] = serde_json::json!(batch_id);
    }
    data
}

/// Tells the enterprise's webhook endpoints that `order` moved to `status`
/// (`event`), once per order and event.
pub async fn emit_webhook(
    ports: &verity_core::ports::Ports,
    order: &Order,
    event: crate::webhooks::WebhookEvent,
    status: OrderStatus,
) {
    crate::webhooks::emit(
        ports,
        &order.enterprise_id,
        event,
        &order.order_id,
        webhook_data(order, status),
    )
    .await;
}
