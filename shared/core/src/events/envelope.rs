//! What a message on the events queue (or a dead-letter queue) carries, read
//! the same way by the processor and the dead-letter adapter:
//!
//! - an SNS notification envelope (the topic's SQS subscription is not raw
//!   delivery): `{"Type":"Notification","Message":"<DomainEvent JSON>",…}`;
//! - a bare [`DomainEvent`] (a raw subscription, or an event sent by hand);
//! - the EventBridge schedule's input, `{"source":"verity.schedule","kind":…}`:
//!   what the schedule's dead-letter queue holds, redriven to the events queue.
//!
//! SNS's signature is not checked here: the queue's policy admits only the
//! topic, so the queue is the trust boundary.

use serde::Deserialize;

use super::DomainEvent;

/// The `source` of the schedule's input.
pub const SCHEDULE_SOURCE: &str = "verity.schedule";

#[derive(Debug, Clone, PartialEq)]
pub enum QueueBody {
    Event(DomainEvent),
    /// The schedule asks for `kind` (today `orders.sweep`).
    Schedule {
        kind: String,
    },
}

impl QueueBody {
    pub fn kind(&self) -> &str {
        match self {
            QueueBody::Event(e) => &e.kind,
            QueueBody::Schedule { kind } => kind,
        }
    }
}

#[derive(Deserialize)]
struct SnsEnvelope {
    #[serde(rename = "Type")]
    kind: String,
    #[serde(rename = "Message")]
    message: String,
}

#[derive(Deserialize)]
struct ScheduleInput {
    source: String,
    kind: String,
}

/// The body's event, or `None` when it is none of the shapes above.
pub fn read_queue_body(body: &str) -> Option<QueueBody> {
    if let Ok(envelope) = serde_json::from_str::<SnsEnvelope>(body) {
        if envelope.kind != "Notification" {
            return None;
        }
        return serde_json::from_str::<DomainEvent>(&envelope.message)
            .ok()
            .map(QueueBody::Event);
    }
    if let Ok(event) = serde_json::from_str::<DomainEvent>(body) {
        return Some(QueueBody::Event(event));
    }
    match serde_json::from_str::<ScheduleInput>(body) {
        Ok(input) if input.source == SCHEDULE_SOURCE && !input.kind.is_empty() => {
            Some(QueueBody::Schedule { kind: input.kind })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn each_shape_the_queue_carries_is_read_and_anything_else_is_not() {
        let event = DomainEvent::new("order.item", json!({"orderId": "o1", "index": 0}));
        let inner = serde_json::to_string(&event).unwrap();
        let envelope = json!({
            "Type": "Notification",
            "MessageId": "6f1c3b5e-1d2a-5b7c-9e3f-0a1b2c3d4e5f",
            "TopicArn": "arn:aws:sns:cn-north-1:123456789012:verity-events",
            "Message": inner,
            "Timestamp": "2026-01-01T04:00:00.000Z",
            "SignatureVersion": "1",
            "Signature": "EXAMPLE",
            "SigningCertURL": "https://sns.cn-north-1.amazonaws.com.cn/cert.pem",
            "UnsubscribeURL": "https://sns.cn-north-1.amazonaws.com.cn/?Action=Unsubscribe",
            "MessageAttributes": {"kind": {"Type": "String", "Value": "order.item"}}
        })
        .to_string();
        assert_eq!(
            read_queue_body(&envelope),
            Some(QueueBody::Event(event.clone()))
        );
        assert_eq!(read_queue_body(&inner), Some(QueueBody::Event(event)));
        let schedule = read_queue_body(r#"{"source":"verity.schedule","kind":"orders.sweep"}"#);
        assert_eq!(schedule.as_ref().map(QueueBody::kind), Some("orders.sweep"));

        for bad in [
            "not json",
            "{}",
            r#"{"Type":"Notification","Message":"not an event"}"#,
            r#"{"Type":"SubscriptionConfirmation","Message":"{}"}"#,
            r#"{"source":"someone.else","kind":"orders.sweep"}"#,
        ] {
            assert_eq!(read_queue_body(bad), None, "{bad}");
        }
    }
}
