//! Retention and erasure of candidate data (issue 29).
//!
//! - An enterprise chooses how long an ended order's candidate data are
//!   kept ([`retention`]: 30..=180 days, 90 by default); each order keeps a
//!   snapshot of the setting (`retentionDays`) from its creation.
//! - An order that ends (`Order::move_to` completed, canceled or expired)
//!   gets `eraseDueAt` and joins the sparse gsi2 queue `ERASEDUE`; the
//!   candidate's request ([`request_erasure`]) brings it forward to now.
//! - The processor's minute sweep ([`sweep`]) erases every due order
//!   ([`erase`]): the candidate's data, files, PDFs, links and pointers go;
//!   the ledger, the order number, amounts, dates, statuses, item codes and
//!   results stay. Every erasure is audited (`privacy.erased`, counts only).

pub mod erase;
mod error;
pub mod request;
pub mod retention;
pub mod sweep;

pub use error::{PrivacyError, PrivacyResult};
pub use request::request_erasure;
pub use sweep::sweep;

/// Why an order's data were erased (`erasureReason`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// Its retention period ran out.
    Retention,
    /// The candidate asked.
    Request,
}

impl Reason {
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::Retention => "retention",
            Reason::Request => "request",
        }
    }
}
