//! DeadLetters over the local stack's event folder: `<dir>/dead/` holds the
//! events the persistent queue gave up on ([`crate::queue`]); a redrive
//! moves an event's file back into `<dir>/queue/`, where the running local
//! stack's rescan (or its next start) hands it to the processor again.

use std::path::{Path, PathBuf};

use async_trait::async_trait;
use verity_core::dead_letters::{DeadLetter, DeadLetterError, DeadLetters, QueueCount};
use verity_core::events::DomainEvent;

use crate::queue::json_files;

/// The name the console and the command show for the folder.
pub const QUEUE_NAME: &str = "events/dead";

pub struct FolderDeadLetters {
    queue: PathBuf,
    dead: PathBuf,
}

impl FolderDeadLetters {
    /// Over the persistent queue's folder (`<data>/events`).
    pub fn new(events_dir: &Path) -> Self {
        FolderDeadLetters {
            queue: events_dir.join("queue"),
            dead: events_dir.join("dead"),
        }
    }

    /// The dead files, oldest first (their names start with the event's time).
    fn files(&self) -> Vec<PathBuf> {
        let mut files = json_files(&self.dead);
        files.sort();
        files
    }

    fn read(path: &Path) -> DeadLetter {
        let stem = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let event = std::fs::read(path)
            .ok()
            .and_then(|b| serde_json::from_slice::<DomainEvent>(&b).ok());
        match event {
            Some(e) => DeadLetter {
                id: e.id,
                kind: e.kind,
                at: e.occurred_at,
                queue: QUEUE_NAME.into(),
            },
            // A file that is not an event is still shown, never skipped.
            None => DeadLetter {
                id: stem,
                kind: "unknown".into(),
                at: 0,
                queue: QUEUE_NAME.into(),
            },
        }
    }

    fn move_back(&self, path: &Path) -> Result<(), DeadLetterError> {
        let name = path
            .file_name()
            .ok_or_else(|| DeadLetterError::Backend("a dead file without a name".into()))?;
        std::fs::create_dir_all(&self.queue)
            .and_then(|_| std::fs::rename(path, self.queue.join(name)))
            .map_err(|e| DeadLetterError::Backend(format!("cannot move the event back: {e}")))
    }
}

/// An id as events carry them: a redrive never names a path.
fn plain_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 128
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_'))
}

#[async_trait]
impl DeadLetters for FolderDeadLetters {
    async fn counts(&self) -> Result<Vec<QueueCount>, DeadLetterError> {
        Ok(vec![QueueCount {
            name: QUEUE_NAME.into(),
            count: self.files().len() as u64,
        }])
    }

    async fn list(&self, limit: usize) -> Result<Vec<DeadLetter>, DeadLetterError> {
        Ok(self
            .files()
            .iter()
            .take(limit)
            .map(|p| Self::read(p))
            .collect())
    }

    async fn redrive(&self, id: &str) -> Result<bool, DeadLetterError> {
        if !plain_id(id) {
            return Ok(false);
        }
        let suffix = format!("-{id}.json");
        let whole = format!("{id}.json");
        let found = self.files().into_iter().find(|p| {
            p.file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .is_some_and(|n| n.ends_with(&suffix) || n == whole)
        });
        match found {
            Some(path) => self.move_back(&path).map(|_| true),
            None => Ok(false),
        }
    }

    async fn redrive_all(&self) -> Result<usize, DeadLetterError> {
        let files = self.files();
        for path in &files {
            self.move_back(path)?;
        }
        Ok(files.len())
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;

    use verity_core::events::{EventError, EventHandler, Events};

    use super::*;
    use crate::queue::InProcessQueue;

    /// Fails every event until `healthy` is set, then counts what it handles.
    struct Flaky {
        healthy: std::sync::atomic::AtomicBool,
        handled: AtomicUsize,
    }

    #[async_trait]
    impl EventHandler for Flaky {
        async fn handle(&self, _event: DomainEvent) -> Result<(), EventError> {
            if !self.healthy.load(Ordering::SeqCst) {
                return Err(EventError::Backend("the provider is down".into()));
            }
            self.handled.fetch_add(1, Ordering::SeqCst);
            Ok(())
        }
    }

    #[tokio::test]
    async fn an_event_that_keeps_failing_is_listed_and_a_redrive_hands_it_to_the_running_queue() {
        let dir = tempfile::tempdir().unwrap();
        let handler = Arc::new(Flaky {
            healthy: false.into(),
            handled: AtomicUsize::new(0),
        });
        let queue = InProcessQueue::persistent(handler.clone(), dir.path()).unwrap();
        let dead = FolderDeadLetters::new(dir.path());
        let event = DomainEvent::new("order.item", serde_json::json!({"orderId": "o1"}));
        queue.publish(event.clone()).await.unwrap();
        queue.drained().await;

        let listed = dead.list(10).await.unwrap();
        assert_eq!(
            listed,
            vec![DeadLetter {
                id: event.id.clone(),
                kind: "order.item".into(),
                at: event.occurred_at,
                queue: QUEUE_NAME.into(),
            }]
        );
        assert_eq!(dead.counts().await.unwrap()[0].count, 1);

        // Unknown or path-like ids move nothing.
        assert!(!dead.redrive("no-such-event").await.unwrap());
        assert!(!dead.redrive("../queue/x").await.unwrap());
        assert_eq!(dead.counts().await.unwrap()[0].count, 1);

        // The provider is back: the redriven event is handled by the queue
        // that is already running, without a restart.
        handler.healthy.store(true, Ordering::SeqCst);
        assert!(dead.redrive(&event.id).await.unwrap());
        assert_eq!(dead.counts().await.unwrap()[0].count, 0);
        let deadline = std::time::Instant::now() + crate::queue::RESCAN * 5;
        while handler.handled.load(Ordering::SeqCst) == 0 {
            assert!(std::time::Instant::now() < deadline, "the rescan found it");
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        queue.drained().await;
        assert!(json_files(&dir.path().join("queue")).is_empty());
        assert_eq!(handler.handled.load(Ordering::SeqCst), 1);
    }

    #[tokio::test]
    async fn redrive_all_moves_every_dead_file_back_to_the_queue_folder() {
        let dir = tempfile::tempdir().unwrap();
        let dead_dir = dir.path().join("dead");
        std::fs::create_dir_all(&dead_dir).unwrap();
        for kind in ["sms.code", "batch.fanout"] {
            let e = DomainEvent::new(kind, serde_json::json!({}));
            std::fs::write(
                dead_dir.join(crate::queue::file_name(&e)),
                serde_json::to_vec(&e).unwrap(),
            )
            .unwrap();
        }
        // Not an event at all: still listed, by its file name.
        std::fs::write(dead_dir.join("garbled.json"), b"{").unwrap();
        let dead = FolderDeadLetters::new(dir.path());
        let kinds: Vec<String> = dead
            .list(10)
            .await
            .unwrap()
            .into_iter()
            .map(|d| d.kind)
            .collect();
        assert_eq!(kinds.len(), 3);
        assert!(kinds.contains(&"unknown".to_string()));
        assert_eq!(dead.redrive_all().await.unwrap(), 3);
        assert!(dead.list(10).await.unwrap().is_empty());
        assert_eq!(json_files(&dir.path().join("queue")).len(), 3);
    }
}
