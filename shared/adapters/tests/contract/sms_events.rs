//! The Sms and Events contracts: one suite each, over the embedded adapters
//! (the outbox file, the in-process queue) and the SNS adapters (moto, when
//! SNS_ENDPOINT is set). What reached the far side is read back through an
//! inbox: the outbox's `messages_to`, the queue's handler, or moto's backend
//! inspection API (`GET /moto-api/data.json`, which lists SNS's sent SMS and
//! each topic's sent notifications).

use std::sync::{Arc, Mutex};
use std::time::Duration;
use verity_core::sms::SmsOutbox;

use async_trait::async_trait;
use serde_json::{json, Value};
use verity_adapters::outbox::Outbox;
use verity_adapters::queue::InProcessQueue;
use verity_adapters::sns_events::SnsEvents;
use verity_adapters::sns_sms::SnsSms;
use verity_core::events::{DomainEvent, EventError, EventHandler, Events};
use verity_core::sms::{e164, Sms};

use crate::support::http;

const WAIT: Duration = Duration::from_secs(10);

/// A fresh mainland mobile number per test, so tests sharing one engine never
/// read each other's texts.
fn phone() -> String {
    format!("139{:08}", rand::random_range(0..100_000_000u32))
}

/// moto's view of the SNS backend.
async fn moto_sns(endpoint: &str) -> Value {
    let response = http::get(&format!("{endpoint}/moto-api/data.json")).await;
    assert_eq!(response.status, 200, "moto's inspection API answers");
    response.json()["sns"].clone()
}

// ---------------------------------------------------------------------------
// Sms

#[async_trait]
trait SmsInbox: Send + Sync {
    /// Texts delivered to `phone` (as the port takes it: 11 digits), oldest first.
    async fn texts_to(&self, phone: &str) -> Vec<String>;
}

struct SmsFixture {
    sms: Arc<dyn Sms>,
    inbox: Box<dyn SmsInbox>,
    _dir: Option<tempfile::TempDir>,
}

struct OutboxInbox(Arc<Outbox>);

#[async_trait]
impl SmsInbox for OutboxInbox {
    async fn texts_to(&self, phone: &str) -> Vec<String> {
        self.0
            .messages_to(phone)
            .await
            .expect("the outbox reads")
            .into_iter()
            .map(|m| m.text)
            .collect()
    }
}

struct MotoSmsInbox {
    endpoint: String,
}

#[async_trait]
impl SmsInbox for MotoSmsInbox {
    async fn texts_to(&self, phone: &str) -> Vec<String> {
        let sns = moto_sns(&self.endpoint).await;
        let wanted = e164(phone);
        sns["SMS"]
            .as_array()
            .map(|all| {
                all.iter()
                    .filter(|m| m["phone_number"] == json!(wanted))
                    .filter_map(|m| m["message"].as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default()
    }
}

fn outbox_fixture() -> SmsFixture {
    let dir = tempfile::tempdir().expect("a temp dir");
    let outbox = Arc::new(Outbox::new(dir.path()));
    SmsFixture {
        sms: outbox.clone(),
        inbox: Box::new(OutboxInbox(outbox)),
        _dir: Some(dir),
    }
}

async fn sns_sms_fixture() -> Option<SmsFixture> {
    let endpoint = crate::support::endpoint("SNS_ENDPOINT")?;
    let client = verity_adapters::aws::sns(&crate::support::sdk_config().await, Some(&endpoint));
    Some(SmsFixture {
        sms: Arc::new(SnsSms::new(client)),
        inbox: Box::new(MotoSmsInbox { endpoint }),
        _dir: None,
    })
}

/// A rendered text as the domain hands it to the port.
fn text(text: &str) -> verity_core::sms::SmsMessage {
    verity_core::sms::SmsMessage {
        template: "verify_code",
        lang: verity_core::text::Lang::ZhCn,
        vars: Vec::new(),
        text: text.to_string(),
    }
}

async fn texts_reach_the_phone(f: SmsFixture) {
    let (a, b) = (phone(), phone());
    f.sms
        .send(&a, &text("Your Verity code is 123456"))
        .await
        .unwrap();
    f.sms
        .send(&b, &text("Your Verity code is 654321"))
        .await
        .unwrap();
    f.sms
        .send(&a, &text("验证码 777777，10 分钟内有效"))
        .await
        .unwrap();
    assert_eq!(
        f.inbox.texts_to(&a).await,
        vec!["Your Verity code is 123456", "验证码 777777，10 分钟内有效"]
    );
    assert_eq!(
        f.inbox.texts_to(&b).await,
        vec!["Your Verity code is 654321"]
    );
    assert!(f.inbox.texts_to(&phone()).await.is_empty());
}

#[tokio::test]
async fn outbox_texts_reach_the_phone() {
    texts_reach_the_phone(outbox_fixture()).await;
}

#[tokio::test]
async fn sns_texts_reach_the_phone() {
    let Some(f) = sns_sms_fixture().await else {
        return;
    };
    texts_reach_the_phone(f).await;
}

/// SNS gets the number in E.164 form.
#[tokio::test]
async fn sns_sms_uses_e164() {
    let Some(endpoint) = crate::support::endpoint("SNS_ENDPOINT") else {
        return;
    };
    let client = verity_adapters::aws::sns(&crate::support::sdk_config().await, Some(&endpoint));
    let number = phone();
    SnsSms::new(client)
        .send(&number, &text("hello"))
        .await
        .unwrap();
    let sns = moto_sns(&endpoint).await;
    let sent: Vec<&Value> = sns["SMS"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| {
            m["message"] == json!("hello") && m["phone_number"].as_str().unwrap().ends_with(&number)
        })
        .collect();
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0]["phone_number"], json!(format!("+86{number}")));
}

// ---------------------------------------------------------------------------
// Events

#[async_trait]
trait EventInbox: Send + Sync {
    /// Events that reached the far side so far.
    async fn delivered(&self) -> Vec<DomainEvent>;
}

struct EventsFixture {
    events: Arc<dyn Events>,
    inbox: Box<dyn EventInbox>,
}

/// A handler that records what it handles.
#[derive(Default)]
struct Recorder {
    seen: Mutex<Vec<DomainEvent>>,
}

#[async_trait]
impl EventHandler for Recorder {
    async fn handle(&self, event: DomainEvent) -> Result<(), EventError> {
        self.seen.lock().unwrap().push(event);
        Ok(())
    }
}

#[async_trait]
impl EventInbox for Arc<Recorder> {
    async fn delivered(&self) -> Vec<DomainEvent> {
        self.seen.lock().unwrap().clone()
    }
}

struct MotoTopicInbox {
    endpoint: String,
    topic_arn: String,
}

impl MotoTopicInbox {
    /// (message, message attributes) of each notification sent to the topic.
    async fn notifications(&self) -> Vec<(String, Value)> {
        let sns = moto_sns(&self.endpoint).await;
        let Some(topic) = sns["Topic"]
            .as_array()
            .and_then(|all| all.iter().find(|t| t["arn"] == json!(self.topic_arn)))
        else {
            return Vec::new();
        };
        // Each is [message id, message, subject, attributes, group id].
        topic["sent_notifications"]
            .as_array()
            .map(|all| {
                all.iter()
                    .map(|n| (n[1].as_str().unwrap_or_default().to_string(), n[3].clone()))
                    .collect()
            })
            .unwrap_or_default()
    }
}

#[async_trait]
impl EventInbox for MotoTopicInbox {
    async fn delivered(&self) -> Vec<DomainEvent> {
        self.notifications()
            .await
            .iter()
            .map(|(message, _)| serde_json::from_str(message).expect("a DomainEvent as JSON"))
            .collect()
    }
}

fn queue_fixture() -> EventsFixture {
    let recorder = Arc::new(Recorder::default());
    EventsFixture {
        events: Arc::new(InProcessQueue::start(recorder.clone())),
        inbox: Box::new(recorder),
    }
}

async fn sns_topic(endpoint: &str) -> (aws_sdk_sns::Client, String) {
    let client = verity_adapters::aws::sns(&crate::support::sdk_config().await, Some(endpoint));
    let topic = client
        .create_topic()
        .name(crate::support::unique("order-events"))
        .send()
        .await
        .expect("the test topic is created in moto");
    (client, topic.topic_arn.expect("a topic ARN"))
}

async fn sns_events_fixture() -> Option<EventsFixture> {
    let endpoint = crate::support::endpoint("SNS_ENDPOINT")?;
    let (client, topic_arn) = sns_topic(&endpoint).await;
    Some(EventsFixture {
        events: Arc::new(SnsEvents::new(client, topic_arn.clone())),
        inbox: Box::new(MotoTopicInbox {
            endpoint,
            topic_arn,
        }),
    })
}

async fn events_are_delivered(f: EventsFixture) {
    let sent = vec![
        DomainEvent::new(
            "order.created",
            json!({"orderId": "o-1", "accountId": "a-1"}),
        ),
        DomainEvent::new(
            "order.created",
            json!({"orderId": "o-2", "accountId": "a-1"}),
        ),
        DomainEvent::new("batch.uploaded", json!({"batchId": "b-1", "rows": 3000})),
    ];
    for event in &sent {
        f.events.publish(event.clone()).await.unwrap();
    }
    let delivered = crate::support::eventually(WAIT, || async {
        let got = f.inbox.delivered().await;
        (got.len() >= sent.len()).then_some(got)
    })
    .await
    .expect("every event is delivered");
    let mut got = delivered.clone();
    let mut want = sent.clone();
    got.sort_by(|a, b| a.id.cmp(&b.id));
    want.sort_by(|a, b| a.id.cmp(&b.id));
    assert_eq!(got, want, "each event exactly once, unchanged");
}

#[tokio::test]
async fn queue_events_are_delivered() {
    events_are_delivered(queue_fixture()).await;
}

#[tokio::test]
async fn sns_events_are_delivered() {
    let Some(f) = sns_events_fixture().await else {
        return;
    };
    events_are_delivered(f).await;
}

/// Subscribers can filter on the `kind` message attribute.
#[tokio::test]
async fn sns_events_carry_their_kind() {
    let Some(endpoint) = crate::support::endpoint("SNS_ENDPOINT") else {
        return;
    };
    let (client, topic_arn) = sns_topic(&endpoint).await;
    let events = SnsEvents::new(client, topic_arn.clone());
    let event = DomainEvent::new("check.completed", json!({"checkId": "c-1"}));
    events.publish(event.clone()).await.unwrap();
    let inbox = MotoTopicInbox {
        endpoint,
        topic_arn,
    };
    let notes = inbox.notifications().await;
    assert_eq!(notes.len(), 1);
    let (message, attributes) = &notes[0];
    assert_eq!(serde_json::from_str::<DomainEvent>(message).unwrap(), event);
    assert_eq!(attributes["kind"]["Value"], json!("check.completed"));
    assert_eq!(attributes["kind"]["Type"], json!("String"));
}

/// A handler that fails a few times before it succeeds.
struct Flaky {
    failures_left: Mutex<u32>,
    attempts: Mutex<u32>,
    done: Mutex<Vec<DomainEvent>>,
}

#[async_trait]
impl EventHandler for Flaky {
    async fn handle(&self, event: DomainEvent) -> Result<(), EventError> {
        *self.attempts.lock().unwrap() += 1;
        let mut left = self.failures_left.lock().unwrap();
        if *left > 0 {
            *left -= 1;
            return Err(EventError::Backend("downstream unavailable".into()));
        }
        self.done.lock().unwrap().push(event);
        Ok(())
    }
}

#[tokio::test]
async fn queue_retries_a_failing_handler() {
    let handler = Arc::new(Flaky {
        failures_left: Mutex::new(2),
        attempts: Mutex::new(0),
        done: Mutex::new(Vec::new()),
    });
    let queue = InProcessQueue::start(handler.clone());
    let event = DomainEvent::new("order.created", json!({"orderId": "o-9"}));
    queue.publish(event.clone()).await.unwrap();
    let done = crate::support::eventually(WAIT, || async {
        let done = handler.done.lock().unwrap().clone();
        (!done.is_empty()).then_some(done)
    })
    .await
    .expect("delivered after retries");
    assert_eq!(done, vec![event]);
    assert_eq!(*handler.attempts.lock().unwrap(), 3);
}
