//! The DeadLetters port: the events that kept failing and were set aside (the
//! local stack's `<data>/events/dead` folder, the SQS dead-letter queues in
//! AWS). They are never silent: the ops console shows their count and
//! `verity-local deadletters` lists and redrives them.
//!
//! What the port shows of an event is its id, its kind and when it
//! occurred: event payloads hold identifiers only, and even those stay
//! inside the event.

use async_trait::async_trait;

/// One dead event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeadLetter {
    /// What `redrive` takes: the event's id (local), the message id (SQS).
    pub id: String,
    /// The event's kind (`order.item`, `orders.sweep`, …); `unknown` for a
    /// body that is not an event.
    pub kind: String,
    /// When the event occurred (epoch milliseconds).
    pub at: i64,
    /// The queue (or folder) it waits in.
    pub queue: String,
}

/// How many events wait in one dead-letter queue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueueCount {
    pub name: String,
    pub count: u64,
}

#[derive(Debug, thiserror::Error)]
pub enum DeadLetterError {
    #[error("dead letters: {0}")]
    Backend(String),
}

#[async_trait]
pub trait DeadLetters: Send + Sync + 'static {
    /// Every dead-letter queue with the number of events in it (a queue with
    /// none is listed too, so the console shows what it watches).
    async fn counts(&self) -> Result<Vec<QueueCount>, DeadLetterError>;

    /// Up to `limit` dead events, oldest first where the backend can tell.
    async fn list(&self, limit: usize) -> Result<Vec<DeadLetter>, DeadLetterError>;

    /// Hands the dead event `id` back to the queue the processor drains;
    /// false when no dead event has that id.
    async fn redrive(&self, id: &str) -> Result<bool, DeadLetterError>;

    /// Hands every dead event back; answers how many.
    async fn redrive_all(&self) -> Result<usize, DeadLetterError>;
}

/// Where the AWS dead-letter adapter points, read from the environment
/// (the template gives these to the functions that declare
/// `Needs::dead_letters`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DeadLetterSettings {
    /// `VERITY_DEAD_LETTER_QUEUE_URLS`: the dead-letter queues, comma-separated.
    pub queue_urls: Vec<String>,
    /// `VERITY_EVENTS_QUEUE_URL`: the queue the processor drains, where a
    /// redriven event goes.
    pub events_queue_url: Option<String>,
    /// `SQS_ENDPOINT`: a local engine (moto) instead of AWS.
    pub sqs_endpoint: Option<String>,
}

impl DeadLetterSettings {
    pub fn from_env() -> Self {
        DeadLetterSettings {
            queue_urls: crate::settings::var("VERITY_DEAD_LETTER_QUEUE_URLS")
                .map(|v| split_urls(&v))
                .unwrap_or_default(),
            events_queue_url: crate::settings::var("VERITY_EVENTS_QUEUE_URL"),
            sqs_endpoint: crate::settings::var("SQS_ENDPOINT"),
        }
    }
}

fn split_urls(text: &str) -> Vec<String> {
    text.split(',')
        .map(str::trim)
        .filter(|u| !u.is_empty())
        .map(str::to_string)
        .collect()
}

/// A queue's name: the last segment of its URL.
pub fn queue_name(url: &str) -> &str {
    url.trim_end_matches('/').rsplit('/').next().unwrap_or(url)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn queue_urls_are_split_on_commas_and_named_by_their_last_segment() {
        let urls = split_urls(" https://sqs.cn-north-1.amazonaws.com.cn/1/verity-events-dlq, ,http://127.0.0.1:5000/123456789012/verity-schedule-dlq ");
        assert_eq!(urls.len(), 2);
        assert_eq!(queue_name(&urls[0]), "verity-events-dlq");
        assert_eq!(queue_name(&urls[1]), "verity-schedule-dlq");
    }
}
