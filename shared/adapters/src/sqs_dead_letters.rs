//! DeadLetters over SQS: the events queue's dead-letter queue (messages the
//! processor failed `maxReceiveCount` times, moved by SQS unchanged: SNS
//! envelopes) and the schedule's (the schedule's input EventBridge could not
//! deliver).
//!
//! - count: `GetQueueAttributes` (visible and in-flight messages);
//! - list: `ReceiveMessage` with a short visibility timeout, never deleting,
//!   then the messages are made visible again at once;
//! - redrive: the body is sent to the events queue (the processor reads both
//!   shapes, [`verity_core::events::read_queue_body`]) and deleted from the
//!   dead-letter queue only after that send succeeded, so a failed redrive
//!   leaves the event where it was.
//!
//! Ids are SQS message ids (a schedule message has no event id).

use std::collections::HashSet;

use async_trait::async_trait;
use aws_sdk_sqs::error::DisplayErrorContext;
use aws_sdk_sqs::types::{Message, MessageSystemAttributeName, QueueAttributeName};
use verity_core::dead_letters::{queue_name, DeadLetter, DeadLetterError, DeadLetters, QueueCount};
use verity_core::events::{read_queue_body, QueueBody};

/// Seconds a listed message stays hidden while the listing goes on.
const LIST_VISIBILITY_SECS: i32 = 10;
/// Seconds a message being redriven stays hidden (send, then delete).
const REDRIVE_VISIBILITY_SECS: i32 = 30;
/// Long polling on each receive: every SQS server is asked, so a small
/// queue is not reported empty by chance.
const WAIT_SECS: i32 = 1;
/// Receives of one queue per call at most (10 messages each).
const MAX_ROUNDS: usize = 100;

pub struct SqsDeadLetters {
    client: aws_sdk_sqs::Client,
    queue_urls: Vec<String>,
    events_queue_url: Option<String>,
}

fn backend<E: std::error::Error>(e: E) -> DeadLetterError {
    DeadLetterError::Backend(DisplayErrorContext(&e).to_string())
}

impl SqsDeadLetters {
    /// `queue_urls` the dead-letter queues; `events_queue_url` where a redrive
    /// sends (without it every redrive is refused).
    pub fn new(
        client: aws_sdk_sqs::Client,
        queue_urls: Vec<String>,
        events_queue_url: Option<String>,
    ) -> Self {
        SqsDeadLetters {
            client,
            queue_urls,
            events_queue_url,
        }
    }

    async fn receive(&self, url: &str, visibility: i32) -> Result<Vec<Message>, DeadLetterError> {
        let out = self
            .client
            .receive_message()
            .queue_url(url)
            .max_number_of_messages(10)
            .visibility_timeout(visibility)
            .wait_time_seconds(WAIT_SECS)
            .message_system_attribute_names(MessageSystemAttributeName::SentTimestamp)
            .send()
            .await
            .map_err(backend)?;
        Ok(out.messages.unwrap_or_default())
    }

    /// Makes received messages visible again (best effort: the visibility
    /// timeout does it anyway).
    async fn release(&self, url: &str, messages: &[Message]) {
        for m in messages {
            if let Some(handle) = m.receipt_handle() {
                let _ = self
                    .client
                    .change_message_visibility()
                    .queue_url(url)
                    .receipt_handle(handle)
                    .visibility_timeout(0)
                    .send()
                    .await;
            }
        }
    }

    /// Every message of `url` up to `limit`, each once; left hidden (release them).
    async fn receive_all(
        &self,
        url: &str,
        limit: usize,
        visibility: i32,
    ) -> Result<Vec<Message>, DeadLetterError> {
        let mut seen = HashSet::new();
        let mut all = Vec::new();
        for _ in 0..MAX_ROUNDS {
            let got = self.receive(url, visibility).await?;
            if got.is_empty() {
                break;
            }
            for m in got {
                let id = m.message_id().unwrap_or_default().to_string();
                if seen.insert(id) {
                    all.push(m);
                }
            }
            if all.len() >= limit {
                break;
            }
        }
        Ok(all)
    }

    /// Sends the body to the events queue, then deletes it from `url`.
    async fn send_back(&self, url: &str, message: &Message) -> Result<(), DeadLetterError> {
        let target = self.events_queue_url.as_deref().ok_or_else(|| {
            DeadLetterError::Backend(
                "VERITY_EVENTS_QUEUE_URL is not set: nowhere to redrive to".into(),
            )
        })?;
        let body = message.body().unwrap_or_default();
        self.client
            .send_message()
            .queue_url(target)
            .message_body(body)
            .send()
            .await
            .map_err(backend)?;
        if let Some(handle) = message.receipt_handle() {
            self.client
                .delete_message()
                .queue_url(url)
                .receipt_handle(handle)
                .send()
                .await
                .map_err(backend)?;
        }
        tracing::info!(
            queue = queue_name(url),
            id = message.message_id().unwrap_or_default(),
            "dead letter redriven"
        );
        Ok(())
    }
}

/// What a dead message shows: its id, its event's kind and time (the time it
/// was sent when the body names none). Never the payload.
fn describe(url: &str, m: &Message) -> DeadLetter {
    let sent = m
        .attributes()
        .and_then(|a| a.get(&MessageSystemAttributeName::SentTimestamp))
        .and_then(|t| t.parse::<i64>().ok())
        .unwrap_or(0);
    let (kind, at) = match m.body().and_then(read_queue_body) {
        Some(QueueBody::Event(e)) => (e.kind, e.occurred_at),
        Some(QueueBody::Schedule { kind }) => (kind, sent),
        None => ("unknown".to_string(), sent),
    };
    DeadLetter {
        id: m.message_id().unwrap_or_default().to_string(),
        kind,
        at,
        queue: queue_name(url).to_string(),
    }
}

#[async_trait]
impl DeadLetters for SqsDeadLetters {
    async fn counts(&self) -> Result<Vec<QueueCount>, DeadLetterError> {
        let mut counts = Vec::new();
        for url in &self.queue_urls {
            let out = self
                .client
                .get_queue_attributes()
                .queue_url(url)
                .attribute_names(QueueAttributeName::ApproximateNumberOfMessages)
                .attribute_names(QueueAttributeName::ApproximateNumberOfMessagesNotVisible)
                .send()
                .await
                .map_err(backend)?;
            let count = out
                .attributes()
                .map(|a| {
                    a.values()
                        .filter_map(|v| v.parse::<u64>().ok())
                        .sum::<u64>()
                })
                .unwrap_or(0);
            counts.push(QueueCount {
                name: queue_name(url).to_string(),
                count,
            });
        }
        Ok(counts)
    }

    async fn list(&self, limit: usize) -> Result<Vec<DeadLetter>, DeadLetterError> {
        let mut listed = Vec::new();
        for url in &self.queue_urls {
            let left = limit.saturating_sub(listed.len());
            if left == 0 {
                break;
            }
            let messages = self.receive_all(url, left, LIST_VISIBILITY_SECS).await?;
            listed.extend(messages.iter().take(left).map(|m| describe(url, m)));
            self.release(url, &messages).await;
        }
        listed.sort_by_key(|d| d.at);
        Ok(listed)
    }

    async fn redrive(&self, id: &str) -> Result<bool, DeadLetterError> {
        for url in &self.queue_urls {
            let messages = self
                .receive_all(url, usize::MAX, REDRIVE_VISIBILITY_SECS)
                .await?;
            let (hit, rest): (Vec<Message>, Vec<Message>) = messages
                .into_iter()
                .partition(|m| m.message_id() == Some(id));
            self.release(url, &rest).await;
            if let Some(message) = hit.first() {
                let sent = self.send_back(url, message).await;
                if sent.is_err() {
                    self.release(url, &hit).await;
                }
                return sent.map(|_| true);
            }
        }
        Ok(false)
    }

    async fn redrive_all(&self) -> Result<usize, DeadLetterError> {
        let mut moved = 0;
        for url in &self.queue_urls {
            for _ in 0..MAX_ROUNDS {
                let messages = self.receive(url, REDRIVE_VISIBILITY_SECS).await?;
                if messages.is_empty() {
                    break;
                }
                for (i, message) in messages.iter().enumerate() {
                    if let Err(e) = self.send_back(url, message).await {
                        self.release(url, &messages[i..]).await;
                        return Err(e);
                    }
                    moved += 1;
                }
            }
        }
        Ok(moved)
    }
}
