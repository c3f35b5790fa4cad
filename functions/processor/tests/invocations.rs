//! The processor's invocations as Lambda delivers them, handled by the
//! domain's processor on embedded ports: SQS batches from the events queue
//! (bodies are SNS envelopes; fixtures in `tests/fixtures/`, shaped as AWS
//! sends them), the schedule, and a direct SNS invocation.

use std::collections::BTreeSet;

use serde_json::{json, Value};
use verity_core::events::DomainEvent;
use verity_core::ports::Ports;
use verity_domain::identity::codes::{self, Scene};
use verity_domain::processor::Processor;

const PHONE: &str = "13900000001";

fn fixture(name: &str) -> String {
    let path = format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A verification code stored for [`PHONE`] as the sms function stores it
/// (its own event went to a queue nobody drains); answers the fixture's
/// placeholders filled with the code's key and time.
async fn stored_code(ports: &Ports, name: &str) -> Value {
    codes::send_code(ports, PHONE, Scene::Register, None, Default::default())
        .await
        .unwrap();
    let item = codes::live_code(ports, PHONE, Scene::Register)
        .await
        .unwrap()
        .unwrap();
    let key = codes::code_key(ports, PHONE, Scene::Register);
    let text = fixture(name)
        .replace("$PK", &key.pk)
        .replace("$SK", &key.sk)
        .replace("$SENT_AT", &item.sent_at.to_string());
    // Identifiers only in what travels: no phone.
    assert!(!text.contains(PHONE));
    serde_json::from_str(&text).unwrap()
}

async fn texts(ports: &Ports) -> Vec<String> {
    verity_testkit::outbox_texts(ports, PHONE).await
}

#[tokio::test]
async fn an_sms_code_event_from_the_queue_texts_the_stored_code_once() {
    let dir = tempfile::tempdir().unwrap();
    let ports = verity_adapters::embedded::for_tests(dir.path());
    let batch = stored_code(&ports, "sqs-sms-code.json").await;
    let processor = Processor::new(ports.clone());

    let answer = fn_processor::on_invocation(processor.as_ref(), batch.clone())
        .await
        .unwrap();
    assert_eq!(answer, json!({ "batchItemFailures": [] }));
    let sent = texts(&ports).await;
    assert_eq!(sent.len(), 1);
    // The event names no language (an event of an earlier build): Chinese.
    assert!(
        sent[0].starts_with("【Verity】您的验证码为 "),
        "{}",
        sent[0]
    );

    // At-least-once delivery: the same message again texts nothing more.
    let again = fn_processor::on_invocation(processor.as_ref(), batch)
        .await
        .unwrap();
    assert_eq!(again, json!({ "batchItemFailures": [] }));
    assert_eq!(texts(&ports).await.len(), 1);
}

#[tokio::test]
async fn a_batch_reports_exactly_the_records_that_failed_and_handles_the_rest() {
    let dir = tempfile::tempdir().unwrap();
    let ports = verity_adapters::embedded::for_tests(dir.path());
    let batch = stored_code(&ports, "sqs-partial-failure.json").await;
    let processor = Processor::new(ports.clone());

    let answer = fn_processor::on_invocation(processor.as_ref(), batch)
        .await
        .expect("one failed record never fails the invocation");
    let failed: BTreeSet<&str> = answer["batchItemFailures"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["itemIdentifier"].as_str().unwrap())
        .collect();
    assert_eq!(
        failed,
        BTreeSet::from([
            // order.item without its order id: the handler's error.
            "8f0c3b52-5a1d-4e7b-b6c9-1d2e3f4a5b6c",
            // A notification whose message is not an event.
            "c3d4e5f6-0a1b-4c2d-9e3f-4a5b6c7d8e9f",
        ])
    );
    // The others went through: the code was texted (the redriven sweep and
    // the kind nobody handles succeed without a trace to read).
    assert_eq!(texts(&ports).await.len(), 1);
}

#[tokio::test]
async fn the_schedule_runs_the_sweep_and_anything_else_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let processor = Processor::new(verity_adapters::embedded::for_tests(dir.path()));
    let schedule = json!({"source": "verity.schedule", "kind": "orders.sweep"});
    assert_eq!(
        fn_processor::on_invocation(processor.as_ref(), schedule)
            .await
            .unwrap(),
        Value::Null
    );
    let not_the_sweep = json!({"source": "verity.schedule", "kind": "order.item"});
    assert!(matches!(
        fn_processor::on_invocation(processor.as_ref(), not_the_sweep).await,
        Err(fn_processor::ProcessorError::Failed { .. })
    ));
    for unknown in [
        json!({"source": "someone.else", "kind": "orders.sweep"}),
        json!({"hello": "world"}),
    ] {
        assert!(matches!(
            fn_processor::on_invocation(processor.as_ref(), unknown).await,
            Err(fn_processor::ProcessorError::Unknown)
        ));
    }
}

#[tokio::test]
async fn the_processor_waits_for_at_most_a_few_records_at_once() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;

    /// Records how many events are in its hands at once.
    #[derive(Default)]
    struct Slow {
        now: AtomicUsize,
        most: AtomicUsize,
    }
    #[async_trait::async_trait]
    impl verity_core::events::EventHandler for Slow {
        async fn handle(&self, _: DomainEvent) -> Result<(), verity_core::events::EventError> {
            let n = self.now.fetch_add(1, Ordering::SeqCst) + 1;
            self.most.fetch_max(n, Ordering::SeqCst);
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
            self.now.fetch_sub(1, Ordering::SeqCst);
            Ok(())
        }
    }
    let records: Vec<Value> = (0..10)
        .map(|i| {
            let event = DomainEvent::new("orders.sweep", json!({}));
            json!({
                "messageId": format!("m-{i}"),
                "body": serde_json::to_string(&event).unwrap(),
                "eventSource": "aws:sqs",
            })
        })
        .collect();
    let slow = Arc::new(Slow::default());
    let answer = fn_processor::on_invocation(slow.as_ref(), json!({ "Records": records }))
        .await
        .unwrap();
    assert_eq!(answer, json!({ "batchItemFailures": [] }));
    let most = slow.most.load(Ordering::SeqCst);
    assert!(
        (2..=fn_processor::CONCURRENCY).contains(&most),
        "{most} at once"
    );
}

/// A direct SNS invocation carrying `message` (the topic no longer invokes
/// the function; one may arrive while a deployment swaps the subscription).
fn sns_event(message: &str) -> Value {
    // The invocation Lambda delivers (shared with the Lambda start test).
    let mut event: Value = serde_json::from_str(include_str!(
        "../../../shared/testkit/fixtures/sns-invocation.json"
    ))
    .unwrap();
    let sns = &mut event["Records"][0]["Sns"];
    sns["Message"] = json!(message);
    sns["MessageAttributes"] = json!({ "kind": { "Type": "String", "Value": "sms.code" } });
    event
}

#[tokio::test]
async fn a_direct_sns_invocation_is_still_handled_and_a_bad_one_fails() {
    let dir = tempfile::tempdir().unwrap();
    let ports = verity_adapters::embedded::for_tests(dir.path());
    let batch = stored_code(&ports, "sqs-sms-code.json").await;
    let envelope: Value =
        serde_json::from_str(batch["Records"][0]["body"].as_str().unwrap()).unwrap();
    let processor = Processor::new(ports.clone());
    let event = sns_event(envelope["Message"].as_str().unwrap());
    assert_eq!(
        fn_processor::on_invocation(processor.as_ref(), event)
            .await
            .unwrap(),
        Value::Null
    );
    assert_eq!(texts(&ports).await.len(), 1);

    let failed = fn_processor::on_invocation(processor.as_ref(), sns_event("not json")).await;
    assert!(matches!(
        failed,
        Err(fn_processor::ProcessorError::Malformed { index: 0 })
    ));
    // A kind nobody handles is dropped, not retried forever.
    let unknown = serde_json::to_string(&DomainEvent::new("nobody.handles", json!({}))).unwrap();
    fn_processor::on_invocation(processor.as_ref(), sns_event(&unknown))
        .await
        .unwrap();
}
