//! The processor Lambda's glue: each SNS record's message is a
//! [`DomainEvent`] (as the SNS events adapter publishes it), handed to the
//! domain's processor. A failed event fails the invocation, so Lambda's
//! asynchronous retries (and later SQS with a dead-letter queue) apply.

pub use aws_lambda_events::event::sns::SnsEvent;
use verity_core::events::{DomainEvent, EventHandler};
use verity_core::ports::Needs;

/// The table (codes, users) and SMS (texting codes).
pub const NEEDS: Needs = Needs::TABLE.with_sms();

#[derive(Debug, thiserror::Error)]
pub enum ProcessorError {
    #[error("record {index}: not a domain event")]
    Malformed { index: usize },
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
