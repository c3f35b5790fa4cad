//! SNS invocations as Lambda delivers them (the record layout of an SNS
//! event source), handled by the domain's processor on embedded ports.

use serde_json::json;
use verity_core::events::DomainEvent;
use verity_domain::identity::codes::{self, Scene};
use verity_domain::processor::Processor;

/// An SNS invocation carrying `message` (the body the SNS events adapter publishes).
fn sns_event(message: &str) -> fn_processor::SnsEvent {
    serde_json::from_value(json!({
        "Records": [{
            "EventSource": "aws:sns",
            "EventVersion": "1.0",
            "EventSubscriptionArn": "arn:aws:sns:cn-north-1:123456789012:verity-events:1f2e",
            "Sns": {
                "Type": "Notification",
                "MessageId": "95df01b4-ee98-5cb9-9903-4c221d41eb5e",
                "TopicArn": "arn:aws:sns:cn-north-1:123456789012:verity-events",
                "Subject": null,
                "Message": message,
                "Timestamp": "2026-01-01T04:00:00.000Z",
                "SignatureVersion": "1",
                "Signature": "EXAMPLE",
                "SigningCertUrl": "https://sns.cn-north-1.amazonaws.com.cn/cert.pem",
                "UnsubscribeUrl": "https://sns.cn-north-1.amazonaws.com.cn/?Action=Unsubscribe",
                "MessageAttributes": { "kind": { "Type": "String", "Value": "sms.code" } }
            }
        }]
    }))
    .expect("an SNS event")
}

#[tokio::test]
async fn an_sms_code_event_from_the_topic_texts_the_stored_code_once() {
    let dir = tempfile::tempdir().unwrap();
    let ports = verity_adapters::embedded::for_tests(dir.path());
    // The sms function stored a code (its own event went to a queue nobody drains).
    codes::send_code(&ports, "13900000001", Scene::Register, None)
        .await
        .unwrap();
    let item = codes::live_code(&ports, "13900000001", Scene::Register)
        .await
        .unwrap()
        .unwrap();
    let key = codes::code_key(&ports, "13900000001", Scene::Register);
    let event = DomainEvent::new(
        codes::SMS_CODE_EVENT,
        json!({ "pk": key.pk, "sk": key.sk, "sentAt": item.sent_at }),
    );
    let message = serde_json::to_string(&event).unwrap();
    // Identifiers only in the message: no phone.
    assert!(!message.contains("13900000001"));
    let processor = Processor::new(ports.clone());
    fn_processor::on_sns(processor.as_ref(), sns_event(&message))
        .await
        .unwrap();
    let texts = verity_testkit::outbox_texts(&ports, "13900000001").await;
    assert_eq!(texts.len(), 1);
    assert!(texts[0].starts_with("【Verity】Your verification code is "));
    // At-least-once delivery: a repeat texts nothing more.
    fn_processor::on_sns(processor.as_ref(), sns_event(&message))
        .await
        .unwrap();
    assert_eq!(
        verity_testkit::outbox_texts(&ports, "13900000001")
            .await
            .len(),
        1
    );
}

#[tokio::test]
async fn a_message_that_is_not_a_domain_event_fails_the_invocation() {
    let dir = tempfile::tempdir().unwrap();
    let processor = Processor::new(verity_adapters::embedded::for_tests(dir.path()));
    let failed = fn_processor::on_sns(processor.as_ref(), sns_event("not json")).await;
    assert!(matches!(
        failed,
        Err(fn_processor::ProcessorError::Malformed { index: 0 })
    ));
    // A kind nobody handles is dropped, not retried forever.
    let unknown = serde_json::to_string(&DomainEvent::new("nobody.handles", json!({}))).unwrap();
    fn_processor::on_sns(processor.as_ref(), sns_event(&unknown))
        .await
        .unwrap();
}
