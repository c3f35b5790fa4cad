use crate::billing::BillingError;
use crate::enterprise::EnterpriseError;
use crate::identity::IdentityError;

domain_error! {
    #[derive(Debug, thiserror::Error)]
    pub enum ApiKeyError {
        /// No such key in the caller's enterprise (another enterprise's included).
        #[error("API key not found")]
        NotFound,
        /// The key made more calls this minute than its limit.
        #[error("API key rate limited")]
        RateLimited { retry_after_secs: i64 },
        /// The enterprise has as many active keys as it may.
        #[error("API key limit reached")]
        LimitReached { limit: i64 },
        /// A key on a route keys may not call (sign-in, profile, keys, webhooks, …).
        #[error("API keys cannot call this route")]
        NotAllowedHere,
        /// Managing keys needs an enterprise that can order (certified, contract accepted).
        #[error("enterprise cannot order yet")]
        EnterpriseNotReady,
        /// -5 for a key unknown, revoked, or whose creator no longer manages
        /// the enterprise; -6 for a right its role lacks.
        #[error(transparent)]
        Identity(#[from] IdentityError),
    }
}

error_into!(
    EnterpriseError => ApiKeyError,
    EnterpriseError::NotFound => ApiKeyError::EnterpriseNotReady,
);
error_into!(BillingError => ApiKeyError);
