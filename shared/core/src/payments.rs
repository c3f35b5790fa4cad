//! The Payments port: collecting a recharge from an online payment method.
//!
//! Bank transfers do not go through it (the platform's operators confirm them
//! against the bank statement). The only adapter today is the sandbox
//! (`verity_adapters::sandbox::SandboxPayments`), which settles every
//! collection at once and deterministically; a deployed stage gets it only
//! when configured as a sandbox (`VERITY_SANDBOX=1`), otherwise the port is
//! unconfigured and the method is refused.

use async_trait::async_trait;

/// What a collection came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PaymentOutcome {
    /// The money is ours: credit the balance. `reference` is the payment
    /// method's own id of the collection (shown on statements).
    Settled { reference: String },
    /// The payer refused or the method declined.
    Declined { reason: String },
}

#[derive(Debug, thiserror::Error)]
pub enum PaymentError {
    /// No payment method is configured on this stage (or it is down).
    #[error("payments unavailable: {0}")]
    Unavailable(String),
}

#[async_trait]
pub trait Payments: Send + Sync + 'static {
    /// True for the sandbox: screens label it, deployed stages refuse it
    /// unless configured as a sandbox.
    fn is_sandbox(&self) -> bool;

    /// Collects `amount_fen` for the recharge `reference`. Collecting the
    /// same reference twice answers the first outcome (no double charge).
    async fn collect(
        &self,
        reference: &str,
        amount_fen: i64,
    ) -> Result<PaymentOutcome, PaymentError>;
}
