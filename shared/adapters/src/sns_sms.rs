//! SNS Sms adapter: Publish straight to a phone number (E.164), as a
//! transactional message. The phone and the text are PII: neither is ever
//! logged, nor carried in an error (only the service's error code is).

use async_trait::async_trait;
use aws_sdk_sns::error::ProvideErrorMetadata;
use aws_sdk_sns::types::MessageAttributeValue;

use verity_core::sms::{e164, Sms, SmsError, SmsMessage};

/// Message attribute that makes SNS deliver a text as transactional
/// (higher delivery priority than promotional).
pub const SMS_TYPE_ATTRIBUTE: &str = "AWS.SNS.SMS.SMSType";

pub struct SnsSms {
    client: aws_sdk_sns::Client,
}

impl SnsSms {
    pub fn new(client: aws_sdk_sns::Client) -> Self {
        SnsSms { client }
    }
}

#[async_trait]
impl Sms for SnsSms {
    /// SNS takes the rendered text (its signature included).
    async fn send(&self, phone: &str, message: &SmsMessage) -> Result<(), SmsError> {
        let sms_type = MessageAttributeValue::builder()
            .data_type("String")
            .string_value("Transactional")
            .build()
            .map_err(|e| SmsError::Backend(e.to_string()))?;
        self.client
            .publish()
            .phone_number(e164(phone))
            .message(&message.text)
            .message_attributes(SMS_TYPE_ATTRIBUTE, sms_type)
            .send()
            .await
            // The service's message may echo the number: keep only the code.
            .map_err(|e| {
                SmsError::Backend(format!(
                    "sns publish to a phone failed: {}",
                    e.code().unwrap_or("no error code (transport failure)")
                ))
            })?;
        tracing::info!(target: "verity::sms", "sms handed to SNS");
        Ok(())
    }
}
