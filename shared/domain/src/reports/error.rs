use verity_core::failure::{FieldError, Internal};
use verity_core::table::TableError;

use crate::orders::{OrderError, OrderStatus};
use crate::share::ShareError;

#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    /// No such order (another enterprise's included).
    #[error("not found")]
    NotFound,
    /// The order has not completed: no report yet.
    #[error("report not ready")]
    NotReady(OrderStatus),
    /// Another version was saved meanwhile.
    #[error("report changed")]
    Changed { version: u32 },
    /// The report has a decision (a new one only after a resolved dispute).
    #[error("report decided")]
    Decided,
    /// The candidate's dispute is open: no decision until an analyst resolves it.
    #[error("report disputed")]
    Disputed,
    /// No dispute may be raised: not declined, already disputed, or after 7 days.
    #[error("dispute closed")]
    DisputeClosed,
    /// The order has an open correction (or dispute) of the candidate already.
    #[error("correction open")]
    CorrectionOpen,
    /// The report has no open dispute to resolve.
    #[error("no open dispute")]
    NotDisputed,
    /// No report has this verification code.
    #[error("verification code unknown")]
    CodeUnknown,
    /// The phone got the most texts allowed today (issue 22, rule 4): the
    /// link was not created, nothing was sent.
    #[error("phone text cap")]
    ShareTextCap { max: i64 },
    #[error(transparent)]
    Share(#[from] ShareError),
    /// The order's candidate data were erased (the privacy area): no link
    /// to the candidate can be made.
    #[error("candidate data erased")]
    Erased,
    #[error(transparent)]
    Invalid(#[from] FieldError),
    #[error(transparent)]
    Internal(#[from] Internal),
}

impl From<TableError> for ReportError {
    #[track_caller]
    fn from(e: TableError) -> Self {
        ReportError::Internal(Internal::new(e))
    }
}

error_into!(
    OrderError => ReportError,
    OrderError::NotFound => ReportError::NotFound,
    OrderError::Erased => ReportError::Erased,
    OrderError::Invalid(f) => ReportError::Invalid(f),
);

pub type ReportResult<T> = Result<T, ReportError>;
