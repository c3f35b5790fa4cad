//! The deterministic sandbox provider and sandbox payments.
//!
//! Payments rules: every collection settles at once with the reference
//! `SANDBOX-<recharge reference>`, except the test amount
//! [`DECLINED_AMOUNT_FEN`] (¥6.66), which is declined.
//!
//! Identity check rules (documented for testers):
//! - an 18-character ID number with a valid GB 11643 check character, or a
//!   16-digit document number, together with a name of 2–20 characters,
//!   **matches**;
//! - anything else (bad check character, other lengths, short or long names)
//!   **mismatches**;
//! - test values: ID [`MISMATCH_ID`] always mismatches (its check character is
//!   valid, so it passes validation), ID [`UNAVAILABLE_ID`] makes the provider
//!   fail as if the vendor were down.

use async_trait::async_trait;

use verity_core::payments::{PaymentError, PaymentOutcome, Payments};
use verity_core::provider::{
    id_checksum_ok, IdentityOutcome, IdentityQuery, Provider, ProviderError,
};

/// A well-formed ID number the sandbox always rejects.
pub const MISMATCH_ID: &str = "110101199001010007";
/// A well-formed ID number for which the sandbox reports an outage.
pub const UNAVAILABLE_ID: &str = "310115197001019999";

#[derive(Debug, Default, Clone)]
pub struct SandboxProvider;

#[async_trait]
impl Provider for SandboxProvider {
    async fn check_identity(&self, q: &IdentityQuery) -> Result<IdentityOutcome, ProviderError> {
        let id = q.id_number.trim();
        if id.eq_ignore_ascii_case(UNAVAILABLE_ID) {
            return Err(ProviderError::Unavailable(
                "sandbox outage test value".into(),
            ));
        }
        let name_len = q.name.trim().chars().count();
        let id_ok = match id.len() {
            18 => id_checksum_ok(id) && !id.eq_ignore_ascii_case(MISMATCH_ID),
            16 => id.bytes().all(|b| b.is_ascii_digit()),
            _ => false,
        };
        Ok(if id_ok && (2..=20).contains(&name_len) {
            IdentityOutcome::Match
        } else {
            IdentityOutcome::Mismatch
        })
    }
}

/// The amount the sandbox payment method always declines (¥6.66).
pub const DECLINED_AMOUNT_FEN: i64 = 666;

/// Online payments that settle at once: for sandbox stages only.
#[derive(Debug, Default, Clone)]
pub struct SandboxPayments;

#[async_trait]
impl Payments for SandboxPayments {
    fn is_sandbox(&self) -> bool {
        true
    }

    async fn collect(
        &self,
        reference: &str,
        amount_fen: i64,
    ) -> Result<PaymentOutcome, PaymentError> {
        Ok(if amount_fen == DECLINED_AMOUNT_FEN {
            PaymentOutcome::Declined {
                reason: "sandbox decline test amount".into(),
            }
        } else {
            PaymentOutcome::Settled {
                reference: format!("SANDBOX-{reference}"),
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(name: &str, id: &str) -> IdentityQuery {
        IdentityQuery {
            name: name.into(),
            id_number: id.into(),
            phone: "13800000000".into(),
        }
    }

    #[tokio::test]
    async fn the_sandbox_is_deterministic() {
        let p = SandboxProvider;
        let check = |name: &'static str, id: &'static str| {
            let p = p.clone();
            async move { p.check_identity(&q(name, id)).await.unwrap() }
        };
        assert_eq!(
            check("张三", "110101199003078515").await,
            IdentityOutcome::Match
        );
        assert_eq!(
            check("张三", "1101011990030785").await,
            IdentityOutcome::Match
        );
        assert_eq!(
            check("张", "110101199003078515").await,
            IdentityOutcome::Mismatch
        );
        assert_eq!(
            check("张三", "110101199003078514").await,
            IdentityOutcome::Mismatch
        );
        assert_eq!(check("张三", MISMATCH_ID).await, IdentityOutcome::Mismatch);
        assert!(p.check_identity(&q("张三", UNAVAILABLE_ID)).await.is_err());
    }

    #[test]
    fn debug_output_masks_the_query() {
        let text = format!("{:?}", q("张三丰", "110101199003078515"));
        assert!(!text.contains("110101199003078515"));
        assert!(!text.contains("13800000000"));
        assert!(!text.contains("三丰"));
    }
}
