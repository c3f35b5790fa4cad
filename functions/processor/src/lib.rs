//! The processor Lambda's glue: each SNS record's message is a
//! [`DomainEvent`] (as the SNS events adapter publishes it), handed to the
//! domain's processor; the EventBridge schedule's invocation
//! (`{"source":"verity.schedule","kind":"orders.sweep"}`) runs the orders
//! sweep. A failed event fails the invocation, so Lambda's asynchronous
//! retries apply, then the dead-letter queue keeps it.

pub use aws_lambda_events::event::sns::SnsEvent;
use verity_core::events::{DomainEvent, EventHandler};
use verity_core::ports::Needs;

/// The table, SMS (codes, invitations) and events (the order.item fan-out).
pub const NEEDS: Needs = Needs::TABLE.with_sms().with_events();

#[derive(Debug, thiserror::Error)]
pub enum ProcessorError {
    #[error("record {index}: not a domain event")]
    Malformed { index: usize },
    #[error("neither SNS records nor a schedule")]
    Unknown,
    #[error("event {id} ({kind}) failed: {reason}")]
    Failed {
        id: String,
        kind: String,
        reason: String,
    },
}

/// Handles every record of one SNS invocation, in order.
pub async fn on_sns(handler: &dyn EventHandler, event: SnsEvent) -> Result<(), ProcessorError> {
    for (index, record) in event.records.into_iter().enumerate() {
        let event: DomainEvent = serde_json::from_str(&record.sns.message)
            .map_err(|_| ProcessorError::Malformed { index })?;
        let (id, kind) = (event.id.clone(), event.kind.clone());
        handler
            .handle(event)
            .await
            .map_err(|e| ProcessorError::Failed {
                id,
                kind,
                reason: e.to_string(),
            })?;
        tracing::info!(index, "event handled");
    }
    Ok(())
}

/// One invocation: SNS records, or the schedule's sweep.
pub async fn on_invocation(
    handler: &dyn EventHandler,
    payload: serde_json::Value,
) -> Result<(), ProcessorError> {
    if payload.get("Records").is_some() {
        let event: SnsEvent =
            serde_json::from_value(payload).map_err(|_| ProcessorError::Malformed { index: 0 })?;
        return on_sns(handler, event).await;
    }
    match payload.get("kind").and_then(serde_json::Value::as_str) {
        Some(kind @ verity_domain::orders::process::SWEEP_EVENT) => {
            let event = DomainEvent::new(kind, serde_json::json!({}));
            handler
                .handle(event)
                .await
                .map_err(|e| ProcessorError::Failed {
                    id: "schedule".into(),
                    kind: kind.into(),
                    reason: e.to_string(),
                })
        }
        _ => Err(ProcessorError::Unknown),
    }
}
