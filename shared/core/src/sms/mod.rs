//! The Sms port: send one text to one phone. A text is always a named
//! template (registered with the carrier under its 【signature】) rendered
//! with its variables in the recipient's language: `verity_domain::sms`
//! holds the templates and renders them; adapters send `text` (a carrier
//! with registered templates sends `template` and `vars` instead).

use async_trait::async_trait;

#[derive(Debug, thiserror::Error)]
pub enum SmsError {
    #[error("sms backend: {0}")]
    Backend(String),
}

/// One text to send: its template, the variables it was rendered with and
/// the rendered text. Variables and text may hold PII: never logged.
#[derive(Clone, PartialEq)]
pub struct SmsMessage {
    /// The template's stable name (`verify_code`, `member_invite`, …).
    pub template: &'static str,
    /// The language it was rendered in.
    pub lang: crate::text::Lang,
    /// The template's variables, in its order.
    pub vars: Vec<(&'static str, String)>,
    /// The whole text, signature first.
    pub text: String,
}

impl std::fmt::Debug for SmsMessage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SmsMessage({}, {})", self.template, self.lang.tag())
    }
}

#[async_trait]
pub trait Sms: Send + Sync + 'static {
    /// `phone` is a mainland mobile number (11 digits); adapters add the
    /// country code where their transport needs E.164.
    async fn send(&self, phone: &str, message: &SmsMessage) -> Result<(), SmsError>;
}

/// A text the embedded outbox holds (local stack and tests only).
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct OutboxMessage {
    pub phone: String,
    pub text: String,
    /// The template's name (absent in outboxes written before templates).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub template: Option<String>,
    /// Its language tag (`zh-CN`, `en-US`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
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
