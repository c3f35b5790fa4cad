//! The processor Lambda's glue. Three invocations:
//!
//! - **SQS batches** (the events queue, subscribed to the SNS topic without
//!   raw delivery): each record's body is an SNS envelope whose message is a
//!   [`DomainEvent`], or the schedule's input redriven from its dead-letter
//!   queue ([`verity_core::events::read_queue_body`]). Records are handled
//!   independently, [`CONCURRENCY`] at a time, and the answer names exactly
//!   the records that failed or were malformed
//!   (`{"batchItemFailures":[{"itemIdentifier":…}]}`, the event source's
//!   `ReportBatchItemFailures`): SQS retries only those, and after
//!   `maxReceiveCount` moves them to the dead-letter queue.
//! - **The EventBridge schedule** (`{"source":"verity.schedule","kind":"orders.sweep"}`):
//!   the orders sweep; a failure fails the invocation, so the schedule's
//!   retry policy and then its dead-letter queue apply.
//! - **A direct SNS invocation**: the topic no longer invokes the function,
//!   but one may still arrive while a deployment swaps the subscription (or
//!   from a hand-made test). It is handled, not refused: refusing would only
//!   drop an event, and handlers tolerate a repeat. Its records are handled
//!   like SQS records and any failure fails the invocation (Lambda's
//!   asynchronous retries).

pub use aws_lambda_events::event::sns::SnsEvent;
pub use aws_lambda_events::event::sqs::SqsEvent;
use aws_lambda_events::event::sqs::{BatchItemFailure, SqsBatchResponse, SqsMessage};
use futures_util::stream::{self, StreamExt};
use verity_core::events::{read_queue_body, DomainEvent, EventHandler, QueueBody};
use verity_core::ports::Needs;
use verity_domain::orders::process::SWEEP_EVENT;

/// The table, SMS (codes, invitations) and events (the order.item fan-out).
pub const NEEDS: Needs = Needs::TABLE.with_sms().with_events();

/// Records of one batch handled at once: enough to overlap waits on the
/// provider, few enough that one batch never stampedes the table or SMS.
pub const CONCURRENCY: usize = 4;

#[derive(Debug, thiserror::Error)]
pub enum ProcessorError {
    #[error("record {index}: not a domain event")]
    Malformed { index: usize },
    #[error("neither SQS records, SNS records nor a schedule")]
    Unknown,
    #[error("event {id} ({kind}) failed: {reason}")]
    Failed {
        id: String,
        kind: String,
        reason: String,
    },
}

/// Runs the event a queue body carries.
async fn run(handler: &dyn EventHandler, body: QueueBody) -> Result<(), ProcessorError> {
    let event = match body {
        QueueBody::Event(event) => event,
        QueueBody::Schedule { kind } if kind == SWEEP_EVENT => {
            DomainEvent::new(SWEEP_EVENT, serde_json::json!({}))
        }
        // The schedule asks for the sweep only; another kind has no payload to run on.
        QueueBody::Schedule { kind } => {
            return Err(ProcessorError::Failed {
                id: "schedule".into(),
                kind,
                reason: "the schedule runs only the orders sweep".into(),
            })
        }
    };
    let (id, kind) = (event.id.clone(), event.kind.clone());
    handler
        .handle(event)
        .await
        .map_err(|e| ProcessorError::Failed {
            id,
            kind,
            reason: e.to_string(),
        })
}

/// One SQS record: `Ok` when handled (or dropped as nobody's kind).
async fn on_record(
    handler: &dyn EventHandler,
    index: usize,
    record: &SqsMessage,
) -> Result<(), ProcessorError> {
    let body = record
        .body
        .as_deref()
        .and_then(read_queue_body)
        .ok_or(ProcessorError::Malformed { index })?;
    run(handler, body).await
}

/// Handles one SQS batch; answers the records to retry (none: all done).
pub async fn on_sqs(handler: &dyn EventHandler, event: SqsEvent) -> SqsBatchResponse {
    let failed: Vec<String> = stream::iter(event.records.iter().enumerate())
        .map(|(index, record)| async move {
            let id = record.message_id.as_deref().unwrap_or_default();
            match on_record(handler, index, record).await {
                Ok(()) => {
                    tracing::info!(message = id, "event handled");
                    None
                }
                Err(e) => {
                    // The error names ids and kinds only: payloads stay in the queue.
                    tracing::warn!(message = id, error = %e, "event failed; SQS will retry it");
                    Some(id.to_string())
                }
            }
        })
        .buffer_unordered(CONCURRENCY)
        .filter_map(|failed| async move { failed })
        .collect()
        .await;
    let mut response = SqsBatchResponse::default();
    for id in failed {
        if id.is_empty() {
            // SQS always sends a message id; without one a record cannot be
            // named, and naming "" would fail the whole batch.
            tracing::error!("a failed record without a message id cannot be retried");
            continue;
        }
        let mut failure = BatchItemFailure::default();
        failure.item_identifier = id;
        response.batch_item_failures.push(failure);
    }
    response
}

/// Handles a direct SNS invocation (see the module): every record is
/// tried; the first failure is the invocation's.
pub async fn on_sns(handler: &dyn EventHandler, event: SnsEvent) -> Result<(), ProcessorError> {
    let mut first_failure = None;
    for (index, record) in event.records.into_iter().enumerate() {
        let done = match read_queue_body(&record.sns.message) {
            Some(body) => run(handler, body).await,
            None => Err(ProcessorError::Malformed { index }),
        };
        match done {
            Ok(()) => tracing::info!(index, "event handled"),
            Err(e) => {
                tracing::warn!(index, error = %e, "event failed");
                first_failure.get_or_insert(e);
            }
        }
    }
    first_failure.map_or(Ok(()), Err)
}

/// One invocation: SQS records, SNS records, or the schedule's sweep.
/// Answers what Lambda returns (the batch response for SQS, `null` otherwise).
pub async fn on_invocation(
    handler: &dyn EventHandler,
    payload: serde_json::Value,
) -> Result<serde_json::Value, ProcessorError> {
    let source = |key: &str| {
        payload["Records"][0][key]
            .as_str()
            .map(str::to_string)
            .unwrap_or_default()
    };
    if source("eventSource") == "aws:sqs" {
        let event: SqsEvent =
            serde_json::from_value(payload).map_err(|_| ProcessorError::Malformed { index: 0 })?;
        let response = on_sqs(handler, event).await;
        return Ok(serde_json::to_value(response).expect("a batch response serialises"));
    }
    if source("EventSource") == "aws:sns" {
        let event: SnsEvent =
            serde_json::from_value(payload).map_err(|_| ProcessorError::Malformed { index: 0 })?;
        on_sns(handler, event).await?;
        return Ok(serde_json::Value::Null);
    }
    match serde_json::to_string(&payload)
        .ok()
        .as_deref()
        .and_then(read_queue_body)
    {
        Some(body @ QueueBody::Schedule { .. }) => {
            run(handler, body).await?;
            Ok(serde_json::Value::Null)
        }
        _ => Err(ProcessorError::Unknown),
    }
}
