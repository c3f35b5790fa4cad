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
    #[error(transparent)]
    Share(#[from] ShareError),
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

impl From<OrderError> for ReportError {
    #[track_caller]
    fn from(e: OrderError) -> Self {
        match e {
            OrderError::NotFound => ReportError::NotFound,
            OrderError::Internal(i) => ReportError::Internal(i),
            OrderError::Invalid(f) => ReportError::Invalid(f),
            other => ReportError::Internal(Internal::new(other)),
        }
    }
}

pub type ReportResult<T> = Result<T, ReportError>;
