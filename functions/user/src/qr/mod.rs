//! QR sign-in, one file an operation; the identity-provider seam in
//! `provider.rs`.
//!
//! 1. The desktop calls `GET …/wechatLogin/getQrCode`: a one-time ticket
//!    (256 random bits, stored as its SHA-256, live `qr_ttl_secs` = 5 min)
//!    and the QR payload `<public base>/#/qrConfirm?ticket=<ticket>`.
//! 2. A phone already signed in to the portal opens that page and marks the
//!    ticket `scanned` (`…/scan`), which answers who asked for it (network,
//!    device, time) and three numbers; the user picks the one the desktop
//!    shows and confirms (`…/confirm`, authenticated): the ticket now names
//!    that user. A wrong number cancels the ticket (2015).
//! 3. The desktop polls `…/queryResult`: `pending`, `scanned`, `confirmed`
//!    (with a login token, handed out once; later polls answer `expired`),
//!    `cancelled` or `expired`.
//!
//! Identity-provider seam: [`QrIdentityProvider`]. The portal's own provider
//! (the signed-in phone) confirms through step 2 and always has a phone. An
//! external provider (a WeChat open-platform app, chosen by
//! `VERITY_QR_PROVIDER` once written) supplies its own QR payload, and its
//! redirect lands on `GET …/wechatLogin/callback?code=…&state=<ticket>`:
//! the identity it resolves signs in the user linked to it
//! (`IDENTITY#<provider>#<hmac(subject)>`), or the user of its phone; an
//! identity without phone leaves the ticket `scanned` with
//! `needBindMobile: true` until `…/bindMobile` proves a phone by SMS code
//! (scene `bindMobile`) and links the identity to that phone's user (a new
//! visitor when the phone has none).

pub mod bind_mobile;
pub mod callback;
pub mod confirm;
pub mod get_qr_code;
pub mod provider;
pub mod query_result;
pub mod scan;

use serde::Serialize;
use utoipa::ToSchema;

pub use provider::{
    provider_from_env, ExternalIdentity, PortalProvider, QrIdentityProvider, QrProviderError,
};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QrStatus {
    /// `pending`, `scanned`, `confirmed`, `cancelled` or `expired`.
    pub status: String,
    /// The login token, in the first `confirmed` answer only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
    /// True when an external identity without phone waits for `bindMobile`.
    pub need_bind_mobile: bool,
}

impl QrStatus {
    fn of(status: &str) -> Self {
        QrStatus {
            status: status.into(),
            token: None,
            need_bind_mobile: false,
        }
    }
}
