//! `verity-local deadletters` as a person runs it: on a local data folder
//! whose queue gave up on an event, and with `VERITY_BACKEND=aws` on SQS
//! dead-letter queues in moto (`SQS_ENDPOINT`). Each line names the event's
//! id, kind and age, never its payload.

use std::process::Command;
use std::sync::Arc;

use verity_core::events::{DomainEvent, EventError, EventHandler, Events};

struct Down;

#[async_trait::async_trait]
impl EventHandler for Down {
    async fn handle(&self, _: DomainEvent) -> Result<(), EventError> {
        Err(EventError::Backend("the provider is down".into()))
    }
}

/// The command with `env` and nothing of the caller's AWS or data settings.
fn command(args: &[&str], env: &[(&str, &str)]) -> (bool, String, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_verity-local"));
    for var in [
        "VERITY_BACKEND",
        "VERITY_DATA_DIR",
        "VERITY_DEAD_LETTER_QUEUE_URLS",
        "VERITY_EVENTS_QUEUE_URL",
        "VERITY_SECRET",
    ] {
        command.env_remove(var);
    }
    let out = command
        .arg("deadletters")
        .args(args)
        .envs(env.iter().copied())
        .env("VERITY_LOG", "warn")
        .env("NO_COLOR", "1")
        .output()
        .expect("verity-local runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The command's event lines (tab-separated), without log lines.
fn lines(stdout: &str) -> Vec<Vec<String>> {
    stdout
        .lines()
        .filter(|l| l.contains('\t'))
        .map(|l| l.split('\t').map(str::to_string).collect())
        .collect()
}

#[tokio::test]
async fn deadletters_lists_and_redrives_the_local_dead_folder() {
    let data = tempfile::tempdir().unwrap();
    let events = data.path().join("events");
    let queue =
        verity_adapters::queue::InProcessQueue::persistent(Arc::new(Down), &events).unwrap();
    let event = DomainEvent::new(
        "order.item",
        serde_json::json!({"orderId": "ord-7f3a", "index": 0}),
    );
    queue.publish(event.clone()).await.unwrap();
    queue.drained().await;
    drop(queue);
    let dir = data.path().to_str().unwrap();

    let (ok, out, err) = command(&["list"], &[("VERITY_DATA_DIR", dir)]);
    assert!(ok, "{err}");
    let listed = lines(&out);
    assert_eq!(listed.len(), 1, "{out}");
    assert_eq!(listed[0][0], event.id);
    assert_eq!(listed[0][1], "order.item");
    assert!(
        listed[0][2].ends_with('s') || listed[0][2].ends_with('m'),
        "{out}"
    );
    assert_eq!(listed[0][3], "events/dead");
    assert!(out.contains("1 dead event(s)"));
    assert!(!out.contains("ord-7f3a"), "no payload in the output: {out}");

    let (ok, _, err) = command(&["redrive", "no-such-event"], &[("VERITY_DATA_DIR", dir)]);
    assert!(!ok && err.contains("no dead event"), "{err}");
    let (ok, _, err) = command(&["redrive"], &[("VERITY_DATA_DIR", dir)]);
    assert!(!ok && err.contains("usage"), "{err}");

    let (ok, out, err) = command(&["redrive", &event.id], &[("VERITY_DATA_DIR", dir)]);
    assert!(ok, "{err}");
    assert!(out.contains(&format!("redriven: {}", event.id)));
    let back: Vec<_> = std::fs::read_dir(events.join("queue"))
        .unwrap()
        .flatten()
        .collect();
    assert_eq!(back.len(), 1, "the event waits in the queue folder again");
    let (ok, out, _) = command(&["list"], &[("VERITY_DATA_DIR", dir)]);
    assert!(
        ok && lines(&out).is_empty() && out.contains("0 dead event(s)"),
        "{out}"
    );
    let (ok, out, _) = command(&["redrive", "--all"], &[("VERITY_DATA_DIR", dir)]);
    assert!(ok && out.contains("redriven: 0"), "{out}");
}

#[tokio::test]
async fn deadletters_works_the_same_on_sqs_with_the_aws_backend() {
    let Some(endpoint) = std::env::var("SQS_ENDPOINT").ok().filter(|v| !v.is_empty()) else {
        assert_ne!(
            std::env::var("VERITY_REQUIRE_ENGINES").as_deref(),
            Ok("1"),
            "VERITY_REQUIRE_ENGINES=1 but SQS_ENDPOINT is not set"
        );
        println!("skipped: no SQS_ENDPOINT");
        return;
    };
    let sdk = verity_adapters::aws::sdk_config().await;
    let client = verity_adapters::aws::sqs(&sdk, Some(&endpoint));
    let name = |what: &str| format!("cli-{what}-{:012x}", rand_suffix());
    let create = |queue: String| {
        let client = client.clone();
        async move {
            client
                .create_queue()
                .queue_name(queue)
                .send()
                .await
                .unwrap()
                .queue_url
                .unwrap()
        }
    };
    let events_url = create(name("events")).await;
    let dlq = create(name("schedule-dlq")).await;
    let id = client
        .send_message()
        .queue_url(&dlq)
        .message_body(r#"{"source":"verity.schedule","kind":"orders.sweep"}"#)
        .send()
        .await
        .unwrap()
        .message_id
        .unwrap();
    let env = [
        ("VERITY_BACKEND", "aws"),
        ("SQS_ENDPOINT", endpoint.as_str()),
        ("VERITY_DEAD_LETTER_QUEUE_URLS", dlq.as_str()),
        ("VERITY_EVENTS_QUEUE_URL", events_url.as_str()),
    ];

    let (ok, out, err) = command(&["list"], &env);
    assert!(ok, "{err}");
    let listed = lines(&out);
    assert_eq!(listed.len(), 1, "{out}");
    assert_eq!(
        (listed[0][0].as_str(), listed[0][1].as_str()),
        (id.as_str(), "orders.sweep")
    );
    assert!(listed[0][3].starts_with("cli-schedule-dlq-"));

    let (ok, out, err) = command(&["redrive", "--all"], &env);
    assert!(ok, "{err}");
    assert!(out.contains("redriven: 1"), "{out}");
    let moved = client
        .receive_message()
        .queue_url(&events_url)
        .wait_time_seconds(1)
        .send()
        .await
        .unwrap()
        .messages
        .unwrap_or_default();
    assert_eq!(moved.len(), 1);
    let (ok, out, _) = command(&["list"], &env);
    assert!(ok && out.contains("0 dead event(s)"), "{out}");
}

fn rand_suffix() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos(),
    );
    h.finish() & 0xffff_ffff_ffff
}
