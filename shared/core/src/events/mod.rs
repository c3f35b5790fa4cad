//! The Events port: publish a domain event. In AWS an SNS topic delivers it to
//! the processor Lambda; locally an in-process queue hands it to the same
//! handler code.

use async_trait::async_trait;
use serde::{Deserialize, Serialize};
use serde_json::Value;

mod envelope;
pub use envelope::{read_queue_body, QueueBody, SCHEDULE_SOURCE};

/// A domain event. `kind` names it (e.g. `order.created`); `payload` carries
/// identifiers only, never PII.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DomainEvent {
    pub id: String,
    pub kind: String,
    pub payload: Value,
    /// Epoch milliseconds.
    pub occurred_at: i64,
}

impl DomainEvent {
    pub fn new(kind: &str, payload: Value) -> Self {
        DomainEvent {
            id: crate::ids::new_id(),
            kind: kind.to_string(),
            payload,
            occurred_at: crate::clock::now_millis(),
        }
    }

    /// The payload's text field `name`, if it has one.
    pub fn text(&self, name: &str) -> Option<String> {
        self.payload
            .get(name)
            .and_then(Value::as_str)
            .map(str::to_string)
    }

    /// The payload's field `name` read as a `T` (a kind, a number), if it reads.
    pub fn field_as<T: serde::de::DeserializeOwned>(&self, name: &str) -> Option<T> {
        serde_json::from_value(self.payload.get(name)?.clone()).ok()
    }
}

#[derive(Debug, thiserror::Error)]
pub enum EventError {
    #[error("events backend: {0}")]
    Backend(String),
}

#[async_trait]
pub trait Events: Send + Sync + 'static {
    async fn publish(&self, event: DomainEvent) -> Result<(), EventError>;

    /// Waits until every event published so far has been handled (or given
    /// up on). Only the embedded queue, whose handler runs in this process,
    /// can know; elsewhere it returns at once. Tests and the local stack's
    /// developer endpoints use it to read what a handler did.
    async fn drained(&self) {}
}

/// What the processor implements; both the Lambda glue and the local queue call it.
#[async_trait]
pub trait EventHandler: Send + Sync + 'static {
    async fn handle(&self, event: DomainEvent) -> Result<(), EventError>;
}
