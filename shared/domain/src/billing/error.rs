use crate::files::FileError;

domain_error! {
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
    }
}

error_into!(
    FileError => BillingError,
    _ => BillingError::FileNotFound,
);

pub type BillingResult<T> = Result<T, BillingError>;
