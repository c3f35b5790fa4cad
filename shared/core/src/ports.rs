//! The set of adapters a function runs on.
//!
//! Built by `verity_adapters` (`aws::ports` in Lambda, `embedded::ports` in
//! the local stack and tests); domain code only ever sees the traits.

use std::sync::Arc;

use crate::blobs::Blobs;
use crate::clock::Clock;
use crate::events::Events;
use crate::payments::Payments;
use crate::pii::PiiKeys;
use crate::provider::Provider;
use crate::settings::AuthSettings;
use crate::sms::{Sms, SmsOutbox};
use crate::table::Table;

#[derive(Clone)]
pub struct Ports {
    pub table: Arc<dyn Table>,
    /// Candidate files, batch sheets, licences.
    pub uploads: Arc<dyn Blobs>,
    /// Report PDFs.
    pub reports: Arc<dyn Blobs>,
    pub sms: Arc<dyn Sms>,
    pub events: Arc<dyn Events>,
    pub clock: Arc<dyn Clock>,
    /// Present only on embedded SMS: the local stack reads it at `/api/dev/sms`.
    pub outbox: Option<Arc<dyn SmsOutbox>>,
    /// Identity checks (and later screening items).
    pub provider: Arc<dyn Provider>,
    /// Online recharges (the sandbox, or unconfigured: only bank transfers).
    pub payments: Arc<dyn Payments>,
    /// Keyed hashes and field encryption of PII, derived from the secret.
    pub pii: Arc<PiiKeys>,
    /// Session, SMS-code and sign-in limits (`VERITY_SESSION_*`, `VERITY_SMS_*`, …).
    pub auth: Arc<AuthSettings>,
    /// True when this stage is a sandbox: demo data and sandbox adapters allowed.
    pub sandbox: bool,
}

/// The ports a function uses; the AWS constructor builds only these clients
/// and fills the rest with [`crate::unconfigured::Unconfigured`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Needs {
    pub table: bool,
    pub blobs: bool,
    pub sms: bool,
    pub events: bool,
}

impl Needs {
    pub const TABLE: Needs = Needs {
        table: true,
        blobs: false,
        sms: false,
        events: false,
    };

    pub const fn with_sms(self) -> Needs {
        Needs { sms: true, ..self }
    }

    pub const fn with_blobs(self) -> Needs {
        Needs {
            blobs: true,
            ..self
        }
    }

    pub const fn with_events(self) -> Needs {
        Needs {
            events: true,
            ..self
        }
    }
}
