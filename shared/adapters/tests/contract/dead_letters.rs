//! The SQS DeadLetters adapter against moto's SQS (`SQS_ENDPOINT`): an
//! events queue and two dead-letter queues of its own per test, holding the
//! two shapes AWS leaves there (an SNS envelope moved by the queue's redrive
//! policy, the schedule's input EventBridge could not deliver). The folder
//! adapter's contract is in `verity_adapters::dead_folder`'s unit tests.

use aws_sdk_sqs::Client;
use serde_json::json;
use verity_adapters::sqs_dead_letters::SqsDeadLetters;
use verity_core::dead_letters::DeadLetters;
use verity_core::events::{read_queue_body, DomainEvent, QueueBody};

use crate::support::{endpoint, sdk_config, unique};

async fn queue(client: &Client, name: &str) -> String {
    client
        .create_queue()
        .queue_name(name)
        .send()
        .await
        .expect("moto creates the queue")
        .queue_url
        .expect("a queue url")
}

async fn send(client: &Client, url: &str, body: &str) -> String {
    client
        .send_message()
        .queue_url(url)
        .message_body(body)
        .send()
        .await
        .expect("sent")
        .message_id
        .expect("a message id")
}

/// Every body in `url`, each received once and deleted (the events queue's consumer).
async fn drain(client: &Client, url: &str) -> Vec<String> {
    let mut bodies = Vec::new();
    loop {
        let got = client
            .receive_message()
            .queue_url(url)
            .max_number_of_messages(10)
            .wait_time_seconds(1)
            .send()
            .await
            .unwrap()
            .messages
            .unwrap_or_default();
        if got.is_empty() {
            return bodies;
        }
        for m in got {
            bodies.push(m.body.clone().unwrap());
            client
                .delete_message()
                .queue_url(url)
                .receipt_handle(m.receipt_handle.unwrap())
                .send()
                .await
                .unwrap();
        }
    }
}

fn envelope(event: &DomainEvent) -> String {
    json!({
        "Type": "Notification",
        "MessageId": "a1e7d3c2-6f0b-5c4e-9d2a-3b8f1e6c7a90",
        "TopicArn": "arn:aws:sns:us-east-1:123456789012:verity-events",
        "Message": serde_json::to_string(event).unwrap(),
        "Timestamp": "2026-01-01T04:00:00.000Z",
        "SignatureVersion": "1",
        "Signature": "EXAMPLE",
        "SigningCertURL": "https://sns.us-east-1.amazonaws.com/cert.pem",
        "UnsubscribeURL": "https://sns.us-east-1.amazonaws.com/?Action=Unsubscribe",
        "MessageAttributes": {"kind": {"Type": "String", "Value": event.kind}}
    })
    .to_string()
}

const SCHEDULE: &str = r#"{"source":"verity.schedule","kind":"orders.sweep"}"#;

#[tokio::test]
async fn sqs_dead_letters_are_counted_listed_and_redriven_to_the_events_queue() {
    let Some(endpoint) = endpoint("SQS_ENDPOINT") else {
        return;
    };
    let client = verity_adapters::aws::sqs(&sdk_config().await, Some(&endpoint));
    let events = queue(&client, &unique("events")).await;
    let events_dlq = queue(&client, &unique("events-dlq")).await;
    let schedule_dlq = queue(&client, &unique("schedule-dlq")).await;
    let event = DomainEvent::new("order.item", json!({"orderId": "o1", "index": 0}));
    let failed = send(&client, &events_dlq, &envelope(&event)).await;
    let missed = send(&client, &schedule_dlq, SCHEDULE).await;

    let dead = SqsDeadLetters::new(
        client.clone(),
        vec![events_dlq.clone(), schedule_dlq.clone()],
        Some(events.clone()),
    );
    let counts = dead.counts().await.unwrap();
    assert_eq!(
        counts.iter().map(|c| c.count).collect::<Vec<_>>(),
        vec![1, 1]
    );
    assert!(counts[0].name.starts_with("events-dlq-"));

    let listed = dead.list(50).await.unwrap();
    assert_eq!(listed.len(), 2);
    let of = |id: &str| listed.iter().find(|d| d.id == id).unwrap().clone();
    assert_eq!(of(&failed).kind, "order.item");
    assert_eq!(of(&failed).at, event.occurred_at);
    assert_eq!(of(&missed).kind, "orders.sweep");
    assert!(of(&missed).at > 0, "the time it was sent");
    // Listing deletes nothing, and leaves the messages visible at once.
    assert_eq!(dead.list(50).await.unwrap().len(), 2);

    assert!(!dead.redrive("no-such-message").await.unwrap());
    assert!(dead.redrive(&failed).await.unwrap());
    let counts = dead.counts().await.unwrap();
    assert_eq!(counts[0].count + counts[1].count, 1);
    let moved = drain(&client, &events).await;
    assert_eq!(moved.len(), 1);
    // The body as it was: the processor reads the envelope as before.
    assert_eq!(read_queue_body(&moved[0]), Some(QueueBody::Event(event)));

    assert_eq!(dead.redrive_all().await.unwrap(), 1);
    assert_eq!(drain(&client, &events).await, vec![SCHEDULE.to_string()]);
    assert!(dead.list(50).await.unwrap().is_empty());
}

#[tokio::test]
async fn a_redrive_that_cannot_send_leaves_the_event_in_its_dead_letter_queue() {
    let Some(endpoint) = endpoint("SQS_ENDPOINT") else {
        return;
    };
    let client = verity_adapters::aws::sqs(&sdk_config().await, Some(&endpoint));
    let dlq = queue(&client, &unique("events-dlq")).await;
    let id = send(&client, &dlq, SCHEDULE).await;
    // The events queue does not exist (deleted, or a wrong URL).
    let gone = format!("{}-gone", queue(&client, &unique("events")).await);
    let dead = SqsDeadLetters::new(client.clone(), vec![dlq.clone()], Some(gone));
    assert!(dead.redrive(&id).await.is_err());
    assert!(dead.redrive_all().await.is_err());
    let still = dead.list(10).await.unwrap();
    assert_eq!(still.len(), 1);
    assert_eq!(still[0].id, id);
}
