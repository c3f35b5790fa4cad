//! Verity's core: the ports (Table, Blobs, Sms, Events, DeadLetters, Clock,
//! Provider, Payments, WebhookSender) as
//! traits, the table's keys, queries and conditions, ids, PII sealing,
//! validated request types and the settings read from the environment.
//!
//! Every other crate builds on this one; it names no HTTP framework, no AWS
//! SDK and no SQLite (`docs/architecture.md`).

pub mod blobs;
pub mod clock;
pub mod dead_letters;
pub mod events;
pub mod failure;
pub mod faults;
pub mod ids;
pub mod keyset;
pub mod payments;
pub mod pii;
pub mod ports;
pub mod provider;
pub mod settings;
pub mod sms;
pub mod table;
pub mod tenant;
pub mod text;
pub mod types;
pub mod unconfigured;
pub mod webhooks;

#[cfg(test)]
mod fuzzed;
