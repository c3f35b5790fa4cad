use verity_core::failure::{FieldError, Internal};

use crate::files::FileError;

#[derive(Debug, thiserror::Error)]
pub enum BillingError {
    /// No such recharge, invoice or charge (another enterprise's included).
    #[error("not found")]
    NotFound,
    #[error("insufficient balance")]
    InsufficientBalance { balance_fen: i64, price_fen: i64 },
    /// The idempotency key was used before for a different request.
    #[error("idempotency key reused")]
    IdempotencyKeyReused,
    #[error("already refunded")]
    AlreadyRefunded,
    /// The recharge was decided the other way already.
    #[error("recharge already decided")]
    RechargeDecided,
    #[error("sandbox payments disabled")]
    SandboxPaymentsDisabled,
    #[error("invoice amount exceeded")]
    InvoiceAmountExceeded { invoiceable_fen: i64 },
    #[error("invoice already issued")]
    InvoiceIssued,
    /// The transfer voucher backs another recharge already.
    #[error("voucher already used")]
    VoucherUsed,
    /// The voucher or invoice file is not the caller's.
    #[error("file not found")]
    FileNotFound,
    /// The account stayed contended past the deadline; a retry with the same
    /// idempotency key is safe.
    #[error("busy")]
    Busy,
    /// A condition of the caller's own action (label) did not hold.
    #[error("condition of `{0}` failed")]
    Refused(&'static str),
    #[error("bad cursor")]
    BadCursor,
    #[error(transparent)]
    Invalid(#[from] FieldError),
    #[error(transparent)]
    Internal(#[from] Internal),
}

table_errors_into!(BillingError);

impl From<FileError> for BillingError {
    #[track_caller]
    fn from(e: FileError) -> Self {
        match e {
            FileError::Internal(i) => BillingError::Internal(i),
            _ => BillingError::FileNotFound,
        }
    }
}

pub type BillingResult<T> = Result<T, BillingError>;
