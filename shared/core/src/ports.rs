//! The set of adapters a function runs on.
//!
//! Built by `verity_adapters` (`aws::ports` in Lambda, `embedded::ports` in
//! the local stack and tests); domain code only ever sees the traits.

use std::sync::Arc;

use crate::blobs::Blobs;
use crate::clock::Clock;
use crate::dead_letters::DeadLetters;
use crate::events::Events;
use crate::faults::Faults;
use crate::payments::Payments;
use crate::pii::PiiKeys;
use crate::provider::Provider;
use crate::settings::AuthSettings;
use crate::sms::{Sms, SmsOutbox};
use crate::table::Table;
use crate::webhooks::WebhookSender;

#[derive(Clone)]
pub struct Ports {
    pub table: Arc<dyn Table>,
    /// Candidate files, batch sheets, licences.
    pub uploads: Arc<dyn Blobs>,
    /// Report PDFs.
    pub reports: Arc<dyn Blobs>,
    pub sms: Arc<dyn Sms>,
    pub events: Arc<dyn Events>,
    /// The events that kept failing (the ops console's count, redrive).
    pub dead_letters: Arc<dyn DeadLetters>,
    pub clock: Arc<dyn Clock>,
    /// Present only on embedded SMS: the local stack reads it at `/api/dev/sms`.
    pub outbox: Option<Arc<dyn SmsOutbox>>,
    /// Identity checks (and later screening items).
    pub provider: Arc<dyn Provider>,
    /// The sandbox provider: screens the orders of sandbox twins
    /// ([`crate::tenant`]) in every stage, never a live enterprise's.
    pub sandbox_provider: Arc<dyn Provider>,
    /// Online recharges (the sandbox, or unconfigured: only bank transfers).
    pub payments: Arc<dyn Payments>,
    /// Signed POSTs to enterprises' webhook endpoints (the processor sends;
    /// the `webhook` function checks URLs).
    pub webhooks: Arc<dyn WebhookSender>,
    /// Keyed hashes and field encryption of PII, derived from the secret.
    pub pii: Arc<PiiKeys>,
    /// Session, SMS-code and sign-in limits (`VERITY_SESSION_*`, `VERITY_SMS_*`, …).
    pub auth: Arc<AuthSettings>,
    /// True when this stage is a sandbox: demo data and sandbox adapters allowed.
    pub sandbox: bool,
    /// Faults a test injects (none outside tests).
    pub faults: Arc<Faults>,
}

impl Ports {
    /// The provider that screens an enterprise's orders: the sandbox for a
    /// sandbox twin, the configured one otherwise.
    pub fn provider_for(&self, enterprise_id: &str) -> &Arc<dyn Provider> {
        match crate::tenant::is_sandbox_twin(enterprise_id) {
            true => &self.sandbox_provider,
            false => &self.provider,
        }
    }
}

/// How a function may use a store: the template's IAM grants exactly this
/// (the parity test in `infra/local-stack` compares them).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Access {
    #[default]
    None,
    Read,
    Write,
}

impl Access {
    pub const fn any(self) -> bool {
        !matches!(self, Access::None)
    }
}

/// The ports a function uses; the AWS constructor builds only these clients
/// and fills the rest with [`crate::unconfigured::Unconfigured`]. What is
/// declared here is what the function's IAM role in `template.yaml` allows.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Needs {
    pub table: Access,
    /// Candidate files, licences, signatures, batch sheets.
    pub uploads: Access,
    /// Report PDFs, exports, statements.
    pub reports: Access,
    /// Texts to phone numbers.
    pub sms: bool,
    /// Publishing domain events to the events topic.
    pub events: bool,
    /// The PII/signing key (keyed hashes, sealed fields, signed tokens).
    pub secret: bool,
    /// Reading (and redriving) the dead-letter queues.
    pub dead_letters: bool,
}

impl Needs {
    /// Reads and writes the table, and holds the key.
    pub const TABLE: Needs = Needs {
        table: Access::Write,
        uploads: Access::None,
        reports: Access::None,
        sms: false,
        events: false,
        secret: true,
        dead_letters: false,
    };

    pub const fn with_sms(self) -> Needs {
        Needs { sms: true, ..self }
    }

    /// Both buckets, read and write (narrow with `uploads`/`reports`).
    pub const fn with_blobs(self) -> Needs {
        Needs {
            uploads: Access::Write,
            reports: Access::Write,
            ..self
        }
    }

    pub const fn uploads(self, access: Access) -> Needs {
        Needs {
            uploads: access,
            ..self
        }
    }

    pub const fn reports(self, access: Access) -> Needs {
        Needs {
            reports: access,
            ..self
        }
    }

    pub const fn table(self, access: Access) -> Needs {
        Needs {
            table: access,
            ..self
        }
    }

    pub const fn with_events(self) -> Needs {
        Needs {
            events: true,
            ..self
        }
    }

    pub const fn with_dead_letters(self) -> Needs {
        Needs {
            dead_letters: true,
            ..self
        }
    }

    pub const fn without_secret(self) -> Needs {
        Needs {
            secret: false,
            ..self
        }
    }

    /// Either bucket.
    pub const fn blobs(self) -> bool {
        self.uploads.any() || self.reports.any()
    }
}
