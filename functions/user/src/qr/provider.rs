//! Who can stand behind a QR ticket: the identity-provider seam (the
//! portal's own provider today; a WeChat open-platform app later).

use async_trait::async_trait;
use std::sync::Arc;

/// An identity asserted by a QR identity provider.
#[derive(Clone)]
pub struct ExternalIdentity {
    /// The provider's stable subject id (e.g. a WeChat unionid). Stored only
    /// as a keyed hash.
    pub subject: String,
    /// The identity's verified phone, when the provider knows it.
    pub phone: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum QrProviderError {
    #[error("this provider signs in through the portal's confirm page")]
    Unsupported,
    #[error("the provider rejected the authorization code")]
    Rejected,
    #[error("provider unavailable: {0}")]
    Unavailable(String),
}

/// Who can stand behind a QR ticket.
#[async_trait]
pub trait QrIdentityProvider: Send + Sync + 'static {
    /// Stable name, part of identity-link keys (`portal`, `wechat`).
    fn name(&self) -> &'static str;

    /// The QR payload of a ticket.
    fn qr_content(&self, public_base: &str, ticket: &str) -> String {
        format!("{public_base}/#/qrConfirm?ticket={ticket}")
    }

    /// Exchanges the provider's one-time authorization code (from its
    /// redirect to the callback) for the identity.
    async fn resolve(&self, authorization_code: &str) -> Result<ExternalIdentity, QrProviderError>;
}

/// The portal's own provider: a phone signed in to the portal confirms.
pub struct PortalProvider;

#[async_trait]
impl QrIdentityProvider for PortalProvider {
    fn name(&self) -> &'static str {
        "portal"
    }

    async fn resolve(&self, _code: &str) -> Result<ExternalIdentity, QrProviderError> {
        Err(QrProviderError::Unsupported)
    }
}

/// `VERITY_QR_PROVIDER`: `portal` (default, and the only one today).
pub fn provider_from_env() -> Arc<dyn QrIdentityProvider> {
    match std::env::var("VERITY_QR_PROVIDER").ok().as_deref() {
        None | Some("") | Some("portal") => {}
        Some(_) => tracing::warn!("unknown VERITY_QR_PROVIDER; using the portal provider"),
    }
    Arc::new(PortalProvider)
}
