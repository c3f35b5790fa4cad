//! Embedded Events adapter: an in-process queue drained by a background task
//! that runs the registered handler, several events at a time, with bounded
//! retries.
//!
//! A persistent queue ([`InProcessQueue::persistent`], the local stack's)
//! writes each event to `<dir>/queue/` before accepting it and removes the
//! file once handled, so a process killed mid-work finds its unfinished
//! events at the next start and handles them then. An event that keeps
//! failing is moved to `<dir>/dead/` (the local dead-letter queue) and logged,
//! never dropped silently.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use tokio::sync::{mpsc, watch, Semaphore};

use verity_core::events::{DomainEvent, EventError, EventHandler, Events};

const MAX_ATTEMPTS: u32 = 5;
/// Events handled at once (screening items wait on the provider).
const CONCURRENCY: usize = 16;

#[derive(Clone)]
pub struct InProcessQueue {
    tx: mpsc::UnboundedSender<DomainEvent>,
    /// Events published and not yet handled (or given up on).
    pending: watch::Sender<usize>,
    store: Option<Arc<Store>>,
}

/// The files of a persistent queue.
struct Store {
    queue: PathBuf,
    dead: PathBuf,
}

impl Store {
    fn open(dir: &Path) -> std::io::Result<Store> {
        let store = Store {
            queue: dir.join("queue"),
            dead: dir.join("dead"),
        };
        std::fs::create_dir_all(&store.queue)?;
        std::fs::create_dir_all(&store.dead)?;
        Ok(store)
    }

    fn file(&self, event: &DomainEvent) -> String {
        format!("{:013}-{}.json", event.occurred_at, event.id)
    }

    fn keep(&self, event: &DomainEvent) -> std::io::Result<()> {
        let bytes = serde_json::to_vec(event).map_err(std::io::Error::other)?;
        let path = self.queue.join(self.file(event));
        let tmp = path.with_extension("tmp");
        std::fs::write(&tmp, bytes)?;
        std::fs::rename(tmp, path)
    }

    fn done(&self, event: &DomainEvent) {
        let _ = std::fs::remove_file(self.queue.join(self.file(event)));
    }

    fn dead(&self, event: &DomainEvent) {
        let name = self.file(event);
        let _ = std::fs::rename(self.queue.join(&name), self.dead.join(name));
    }

    /// Events left by an earlier process, oldest first.
    fn unfinished(&self) -> Vec<DomainEvent> {
        let mut names: Vec<PathBuf> = std::fs::read_dir(&self.queue)
            .map(|dir| {
                dir.filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.extension().is_some_and(|x| x == "json"))
                    .collect()
            })
            .unwrap_or_default();
        names.sort();
        names
            .iter()
            .filter_map(|p| std::fs::read(p).ok())
            .filter_map(|b| serde_json::from_slice(&b).ok())
            .collect()
    }
}

impl InProcessQueue {
    /// A queue in memory only (tests): starts the drain task on the current runtime.
    pub fn start(handler: Arc<dyn EventHandler>) -> Self {
        Self::with_store(handler, None)
    }

    /// A queue kept in `dir` (see the module): unfinished events of an
    /// earlier process are handled first.
    pub fn persistent(handler: Arc<dyn EventHandler>, dir: &Path) -> std::io::Result<Self> {
        let store = Arc::new(Store::open(dir)?);
        let queue = Self::with_store(handler, Some(store.clone()));
        let left = store.unfinished();
        if !left.is_empty() {
            tracing::info!(count = left.len(), "resuming events of an earlier run");
        }
        for event in left {
            queue.pending.send_modify(|n| *n += 1);
            let _ = queue.tx.send(event);
        }
        Ok(queue)
    }

    fn with_store(handler: Arc<dyn EventHandler>, store: Option<Arc<Store>>) -> Self {
        let (tx, mut rx) = mpsc::unbounded_channel::<DomainEvent>();
        let pending = watch::Sender::new(0usize);
        let done = pending.clone();
        let kept = store.clone();
        tokio::spawn(async move {
            let permits = Arc::new(Semaphore::new(CONCURRENCY));
            while let Some(event) = rx.recv().await {
                let Ok(permit) = permits.clone().acquire_owned().await else {
                    break;
                };
                let (handler, done, kept) = (handler.clone(), done.clone(), kept.clone());
                tokio::spawn(async move {
                    let handled = deliver(handler.as_ref(), &event).await;
                    if let Some(store) = &kept {
                        if handled {
                            store.done(&event);
                        } else {
                            store.dead(&event);
                        }
                    }
                    done.send_modify(|n| *n = n.saturating_sub(1));
                    drop(permit);
                });
            }
        });
        InProcessQueue { tx, pending, store }
    }
}

/// Runs the handler with retries; false when it kept failing.
async fn deliver(handler: &dyn EventHandler, event: &DomainEvent) -> bool {
    let mut delay = Duration::from_millis(50);
    for attempt in 1..=MAX_ATTEMPTS {
        match handler.handle(event.clone()).await {
            Ok(()) => return true,
            Err(e) => {
                tracing::warn!(event = %event.kind, id = %event.id, attempt, error = %e, "event handler failed");
                tokio::time::sleep(delay).await;
                delay *= 2;
            }
        }
    }
    tracing::error!(event = %event.kind, id = %event.id, "event moved to the dead-letter folder after retries");
    false
}

#[async_trait]
impl Events for InProcessQueue {
    async fn publish(&self, event: DomainEvent) -> Result<(), EventError> {
        if let Some(store) = &self.store {
            store
                .keep(&event)
                .map_err(|e| EventError::Backend(format!("cannot keep the event: {e}")))?;
        }
        self.pending.send_modify(|n| *n += 1);
        self.tx.send(event).map_err(|_| {
            self.pending.send_modify(|n| *n = n.saturating_sub(1));
            EventError::Backend("the event queue has stopped".into())
        })
    }

    async fn drained(&self) {
        let mut pending = self.pending.subscribe();
        // The drain task holds a sender clone: this ends when it reaches 0.
        let _ = pending.wait_for(|n| *n == 0).await;
    }
}

/// A handler that does nothing (ports whose events nobody handles).
pub struct NoHandler;

#[async_trait]
impl EventHandler for NoHandler {
    async fn handle(&self, _event: DomainEvent) -> Result<(), EventError> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;

    struct Counting(AtomicUsize);

    #[async_trait]
    impl EventHandler for Counting {
        async fn handle(&self, _event: DomainEvent) -> Result<(), EventError> {
            self.0.fetch_add(1, Ordering::SeqCst);
            Ok(())
        }
    }

    #[tokio::test]
    async fn events_left_by_a_killed_process_are_handled_at_the_next_start() {
        let dir = tempfile::tempdir().unwrap();
        // A process that stopped before handling: its event is on disk only.
        let store = Store::open(dir.path()).unwrap();
        let event = DomainEvent::new("order.item", serde_json::json!({"orderId": "o1"}));
        store.keep(&event).unwrap();

        let handler = Arc::new(Counting(AtomicUsize::new(0)));
        let queue = InProcessQueue::persistent(handler.clone(), dir.path()).unwrap();
        queue.drained().await;
        assert_eq!(handler.0.load(Ordering::SeqCst), 1);
        assert!(
            store.unfinished().is_empty(),
            "a handled event leaves the queue folder"
        );

        queue
            .publish(DomainEvent::new("x", serde_json::json!({})))
            .await
            .unwrap();
        queue.drained().await;
        assert_eq!(handler.0.load(Ordering::SeqCst), 2);
        assert!(store.unfinished().is_empty());
    }
}
