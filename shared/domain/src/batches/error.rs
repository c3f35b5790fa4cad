use verity_sheets::SheetError;

use super::BatchStatus;
use crate::billing::BillingError;
use crate::catalog::CatalogError;
use crate::orders::OrderError;

domain_error! {
    #[derive(Debug, thiserror::Error)]
    pub enum BatchError {
        /// No such batch or row (another enterprise's included).
        #[error("not found")]
        NotFound,
        /// The file key is not this enterprise's batch upload.
        #[error("file not found")]
        FileNotFound,
        /// The file cannot be read: too large, not what its name says, a zip bomb, broken.
        #[error(transparent)]
        Sheet(#[from] SheetError),
        /// No row names the name, mobile and ID number columns.
        #[error("no header row")]
        NoHeader { columns: Vec<String> },
        #[error("no rows")]
        NoRows,
        #[error("too many rows")]
        TooManyRows { max_rows: usize },
        /// The batch's status does not allow the call.
        #[error("batch state conflict")]
        State(BatchStatus),
        /// Submitting has begun: the rows are what was charged and cannot change.
        #[error("batch rows locked")]
        Locked(BatchStatus),
        /// Too many fixes of one batch at the same moment; try again.
        #[error("batch busy")]
        Busy,
        /// Nothing valid to submit.
        #[error("no valid rows")]
        NothingValid,
        /// Certification, contract, package, duplicate rules shared with single orders.
        #[error(transparent)]
        Order(OrderError),
        #[error(transparent)]
        Catalog(#[from] CatalogError),
        #[error(transparent)]
        Billing(#[from] BillingError),
    }
}

error_into!(
    OrderError => BatchError,
    OrderError::Catalog(c) => BatchError::Catalog(c),
    OrderError::Billing(b) => BatchError::Billing(b),
    OrderError::Invalid(f) => BatchError::Invalid(f),
    OrderError::BadCursor => BatchError::BadCursor,
    other => BatchError::Order(other),
);

pub type BatchResult<T> = Result<T, BatchError>;
