//! `home/ops/deadLetters`: the platform's operators read how many events
//! wait in the dead-letter queues; nobody else does.

use std::sync::Arc;

use serde_json::json;
use verity_adapters::dead_folder::FolderDeadLetters;
use verity_adapters::queue::InProcessQueue;
use verity_core::events::{DomainEvent, EventError, EventHandler, Events};
use verity_domain::identity::Role;
use verity_testkit::TestApp;

use crate::support::routes;
use verity_http::ErrorCode;

const PATH: &str = "/api/base/home/ops/deadLetters";

/// A handler whose downstream is down: every event ends in the dead folder.
struct Down;

#[async_trait::async_trait]
impl EventHandler for Down {
    async fn handle(&self, _: DomainEvent) -> Result<(), EventError> {
        Err(EventError::Backend("the provider is down".into()))
    }
}

async fn ops(app: &TestApp) -> String {
    app.platform_operator("Ops").await.token
}

#[tokio::test]
async fn platform_operators_read_the_dead_letter_count_and_no_one_else() {
    let events = tempfile::tempdir().unwrap();
    let folder = events.path().to_path_buf();
    let app = TestApp::with_ports(
        move |ports| ports.dead_letters = Arc::new(FolderDeadLetters::new(&folder)),
        routes,
    );
    let ops = ops(&app).await;
    let none = app.call_as(&ops, PATH, "{}").await;
    assert_eq!(none.code(), 0, "{:?}", none.body);
    assert_eq!(
        none.data(),
        &json!({"total": 0, "queues": [{"name": "events/dead", "count": 0}]})
    );

    // An event the queue gave up on after its retries.
    let queue = InProcessQueue::persistent(Arc::new(Down), events.path()).unwrap();
    queue
        .publish(DomainEvent::new("order.item", json!({"orderId": "o1"})))
        .await
        .unwrap();
    queue.drained().await;
    let one = app.call_as(&ops, PATH, "{}").await;
    assert_eq!(one.data()["total"], 1);
    assert_eq!(one.data()["queues"][0]["count"], 1);
    // A count, never what the event carried.
    assert!(!one.body.to_string().contains("o1"));

    let member = app.member(Role::Owner).await;
    assert_eq!(
        app.call_as(&member.token, PATH, "{}").await.code(),
        ErrorCode::NoPermission
    );
    assert_eq!(app.call(PATH, "{}").await.code(), ErrorCode::SessionInvalid);
    assert_eq!(
        app.call_as(&ops, PATH, r#"{"queue":"x"}"#).await.code(),
        ErrorCode::InvalidField
    );
}

#[tokio::test]
async fn a_count_that_cannot_be_read_is_an_internal_error_not_a_zero() {
    let app = TestApp::with_ports(
        |ports| {
            ports.dead_letters = Arc::new(verity_core::unconfigured::Unconfigured(
                "the dead-letter queues",
            ))
        },
        routes,
    );
    let ops = ops(&app).await;
    assert_eq!(
        app.call_as(&ops, PATH, "{}").await.code(),
        ErrorCode::Internal
    );
}
