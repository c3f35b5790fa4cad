//! Webhooks (issue 28): an enterprise's endpoints hear what happened to its
//! orders, reports, batches and balance as signed POSTs, delivered by the
//! processor in the order the events happened, retried with backoff for 24
//! hours, and logged.
//!
//! - The flows call [`emit`] where the fact is written (one line each): it
//!   puts the event in the enterprise's outbox (only when the enterprise
//!   has endpoints) and publishes `webhook.emit` with ids only; the
//!   processor's [`emit::fan_out`]
//!   writes one delivery per subscribed endpoint and publishes
//!   `webhook.deliver`, whose handler ([`deliver::run_queue`]) sends the
//!   endpoint's deliveries one at a time, oldest event first.
//! - Retries wait on the due index, which the minute sweep reads
//!   ([`deliver::sweep`], composed into `orders.sweep` by the processor).
//! - URLs are `https://`, without credentials, ≤ 2048 characters, and their
//!   host must resolve only to public addresses: checked at create and
//!   update through the WebhookSender port, and again by the sender at each
//!   attempt (it connects to the address it checked).
//! - Sandbox twins' events reach their real enterprise's endpoints with
//!   `livemode: false`: [`emit::audience`] is the one mapping.
//!
//! | item | pk | sk | index keys | access patterns served |
//! |---|---|---|---|---|
//! | endpoint | `WHEPS#<enterpriseId>` | `EP#<endpointId>` | while a delivery is due: gsi2 `WHDUE`, `<dueAt>#<enterpriseId>#<endpointId>` | the enterprise's endpoints (≤ 10); by id under the caller's enterprise only; the sweep's due endpoints |
//! | endpoint count | `WHEPS#<enterpriseId>` | `COUNT` | – | at most 10 endpoints (conditioned in the create's transaction) |
//! | waiting event | `WHOUT#<enterpriseId>` | `<seq>#<eventId>` | – | the enterprise's events not fanned out yet, oldest first; a queue sends nothing newer while one waits (5 minutes at most); TTL 7 days |
//! | delivery | `WHD#<deliveryId>` | `DELIVERY` | gsi1 `WHLOG#<endpointId>`, `<seq>#<deliveryId>`; while open gsi2 `WHQ#<endpointId>`, same sort key | by id (its `enterpriseId` checked); the endpoint's log newest first; the endpoint's queue oldest event first; put if absent (id = keyed hash of event id and endpoint) |

pub mod deliver;
pub mod emit;
pub mod endpoints;
mod error;
pub mod model;

pub use deliver::{signature, verify, DELIVER_EVENT};
pub use emit::{audience, emit, livemode, EMIT_EVENT};
pub use error::{UrlRefusal, WebhookError, WebhookResult};
pub use model::{Delivery, DeliveryStatus, Endpoint, EndpointStatus, WebhookEvent};
