//! Issue 22, rule 8: a repeated event texts once. Delivery is at least once,
//! so two deliveries of one `sms.code` event may run at the same time; only
//! the one that claims the code sends it.

use std::sync::{Arc, Mutex};

use async_trait::async_trait;
use verity_adapters::embedded::for_tests_with_clock;
use verity_core::clock::ManualClock;
use verity_core::events::{DomainEvent, EventError, Events};
use verity_domain::identity::codes::{self, Scene};

const T0: i64 = 1_767_240_000_000;

/// Keeps what is published, for the test to deliver by hand.
#[derive(Default)]
struct Captured(Mutex<Vec<DomainEvent>>);

#[async_trait]
impl Events for Captured {
    async fn publish(&self, event: DomainEvent) -> Result<(), EventError> {
        self.0.lock().unwrap().push(event);
        Ok(())
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_repeated_event_texts_once() {
    let dir = tempfile::tempdir().unwrap();
    for (adapter, table) in crate::tables(dir.path()).await {
        let mut ports = for_tests_with_clock(&dir.path().join(adapter), ManualClock::at_millis(T0));
        ports.table = table;
        let captured = Arc::new(Captured::default());
        ports.events = captured.clone();
        let phone = "13900000777";
        codes::send_code(&ports, phone, Scene::Register, None, Default::default())
            .await
            .unwrap();
        let event = captured.0.lock().unwrap().pop().expect("an sms.code event");

        // The same event delivered eight times at once.
        let start = Arc::new(tokio::sync::Barrier::new(8));
        let mut tasks = Vec::new();
        for _ in 0..8 {
            let (ports, event, start) = (ports.clone(), event.clone(), start.clone());
            tasks.push(tokio::spawn(async move {
                start.wait().await;
                codes::deliver(&ports, &event, &verity_domain::share::Links).await
            }));
        }
        for task in tasks {
            task.await.unwrap().unwrap();
        }
        let texts = ports
            .outbox
            .as_ref()
            .unwrap()
            .messages_to(phone)
            .await
            .unwrap();
        assert_eq!(texts.len(), 1, "{adapter}: one code, one text");
    }
}
