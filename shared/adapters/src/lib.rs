//! The ports' adapters. Each sits behind a feature so that a function links
//! only what it uses: `embedded` (SQLite, files, SMS outbox, in-process queue)
//! for the local stack and tests; `dynamodb`, `s3`, `sns`, `sqs`, `secrets` (together
//! `aws`) for Lambda.
//!
//! Two constructors, never mixed by accident: [`embedded::ports`] (a local
//! data folder) and [`aws::ports`] (nothing on the local disk; the secret is
//! required). The local stack may swap single embedded ports for AWS ones
//! pointed at local engines ([`local::ports`]).

pub mod sandbox;

#[cfg(any(
    feature = "dynamodb",
    feature = "s3",
    feature = "sns",
    feature = "sqs",
    feature = "secrets"
))]
pub mod aws;
#[cfg(feature = "queue")]
pub mod dead_folder;
#[cfg(feature = "dynamodb")]
pub mod dynamo;
#[cfg(feature = "embedded")]
pub mod embedded;
#[cfg(feature = "files")]
pub mod files;
#[cfg(all(feature = "embedded", feature = "aws"))]
pub mod local;
#[cfg(feature = "outbox")]
pub mod outbox;
#[cfg(feature = "queue")]
pub mod queue;
#[cfg(feature = "s3")]
pub mod s3;
#[cfg(feature = "secrets")]
pub mod secrets;
#[cfg(feature = "sns")]
pub mod sns_events;
#[cfg(feature = "sns")]
pub mod sns_sms;
#[cfg(feature = "sqlite")]
pub mod sqlite;
#[cfg(feature = "sqs")]
pub mod sqs_dead_letters;
#[cfg(feature = "webhooks")]
pub mod webhooks;

use std::sync::Arc;

use verity_core::provider::Provider;
use verity_core::unconfigured::Unconfigured;

/// The webhook sender where the `webhooks` feature is built in (loopback
/// allowed by `VERITY_WEBHOOK_ALLOW_LOOPBACK=1` on a sandbox stage only);
/// unconfigured elsewhere.
pub fn webhooks_for(sandbox: bool) -> Arc<dyn verity_core::webhooks::WebhookSender> {
    #[cfg(feature = "webhooks")]
    {
        Arc::new(webhooks::HttpSender::from_env(sandbox))
    }
    #[cfg(not(feature = "webhooks"))]
    {
        let _ = sandbox;
        Arc::new(Unconfigured("the webhook sender"))
    }
}

/// The sandbox payment method on a sandbox stage; none elsewhere (only bank
/// transfers, confirmed by the platform's operators).
pub fn payments_for(sandbox: bool) -> Arc<dyn verity_core::payments::Payments> {
    if sandbox {
        Arc::new(sandbox::SandboxPayments)
    } else {
        Arc::new(Unconfigured("online payments"))
    }
}

/// The identity provider for a stage: the deterministic sandbox only where
/// the stage is a sandbox; elsewhere every check answers "unavailable" until a
/// real vendor is wired in (never "verified by a sandbox" in production).
pub fn provider_for(sandbox: bool) -> Arc<dyn Provider> {
    if sandbox {
        Arc::new(sandbox::SandboxProvider::from_env())
    } else {
        Arc::new(Unconfigured("the identity provider"))
    }
}

#[cfg(test)]
mod tests {
    use verity_core::provider::{IdentityQuery, ProviderError};

    #[tokio::test]
    async fn outside_a_sandbox_no_identity_check_passes() {
        let query = IdentityQuery {
            name: "张三".into(),
            id_number: "11010519491231002X".into(),
            phone: "13800000000".into(),
        };
        let refused = super::provider_for(false).check_identity(&query).await;
        assert!(matches!(refused, Err(ProviderError::Unavailable(_))));
        assert!(!super::payments_for(false).is_sandbox());
        assert!(super::payments_for(false).collect("r", 100).await.is_err());
        assert!(super::payments_for(true).is_sandbox());
        assert!(super::provider_for(true)
            .check_identity(&query)
            .await
            .is_ok());
    }
}
