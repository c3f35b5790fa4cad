//! The Sms port: send one text to one phone.

pub mod outbox;
pub mod sns;

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

/// E.164 form of a mainland mobile number.
pub fn e164(phone: &str) -> String {
    if phone.starts_with('+') {
        phone.to_string()
    } else {
        format!("+86{phone}")
    }
}
