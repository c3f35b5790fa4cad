//! SNS Events adapter: each domain event is published as its JSON to the
//! order-event topic, with a `kind` message attribute subscribers can filter on.

use async_trait::async_trait;
use aws_sdk_sns::error::DisplayErrorContext;
use aws_sdk_sns::types::MessageAttributeValue;

use verity_core::events::{DomainEvent, EventError, Events};

/// Message attribute holding [`DomainEvent::kind`].
pub const KIND_ATTRIBUTE: &str = "kind";

pub struct SnsEvents {
    client: aws_sdk_sns::Client,
    topic_arn: String,
}

impl SnsEvents {
    pub fn new(client: aws_sdk_sns::Client, topic_arn: String) -> Self {
        SnsEvents { client, topic_arn }
    }
}

#[async_trait]
impl Events for SnsEvents {
    async fn publish(&self, event: DomainEvent) -> Result<(), EventError> {
        let body = serde_json::to_string(&event).map_err(|e| EventError::Backend(e.to_string()))?;
        let kind = MessageAttributeValue::builder()
            .data_type("String")
            .string_value(&event.kind)
            .build()
            .map_err(|e| EventError::Backend(e.to_string()))?;
        self.client
            .publish()
            .topic_arn(&self.topic_arn)
            .message(body)
            .message_attributes(KIND_ATTRIBUTE, kind)
            .send()
            .await
            .map_err(|e| EventError::Backend(DisplayErrorContext(&e).to_string()))?;
        tracing::debug!(event = %event.kind, id = %event.id, "event published to SNS");
        Ok(())
    }
}
