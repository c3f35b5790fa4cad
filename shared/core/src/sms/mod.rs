//! The Sms port: send one text to one phone.

use async_trait::async_trait;

#[derive(Debug, thiserror::Error)]
pub enum SmsError {
    #[error("sms backend: {0}")]
    Backend(String),
}

#[async_trait]
pub trait Sms: Send + Sync + 'static {
    /// `phone` is a mainland mobile number (11 digits); adapters add the
    /// country code where their transport needs E.164.
    async fn send(&self, phone: &str, text: &str) -> Result<(), SmsError>;
}

/// A text the embedded outbox holds (local stack and tests only).
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct OutboxMessage {
    pub phone: String,
    pub text: String,
    /// Epoch milliseconds.
    pub sent_at: i64,
}

/// Reading what an embedded SMS adapter "sent": the local stack's
/// `/api/dev/sms` and tests. No AWS adapter implements it.
#[async_trait]
pub trait SmsOutbox: Send + Sync + 'static {
    /// Messages sent to `phone`, oldest first.
    async fn messages_to(&self, phone: &str) -> Result<Vec<OutboxMessage>, SmsError>;
}

/// E.164 form of a mainland mobile number.
pub fn e164(phone: &str) -> String {
    if phone.starts_with('+') {
        phone.to_string()
    } else {
        format!("+86{phone}")
    }
}
