//! Verity's shared library: domain-neutral ports and adapters, HTTP glue,
//! and the pieces every function links.

pub mod auth;
pub mod aws;
pub mod blobs;
pub mod clock;
pub mod events;
pub mod http;
pub mod ids;
pub mod pii;
pub mod ports;
pub mod provider;
pub mod sms;
pub mod table;
pub mod telemetry;
pub mod testing;
