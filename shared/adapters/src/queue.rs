//! Embedded Events adapter: an in-process queue drained by a background task
//! that runs the registered handler, several events at a time, with bounded
//! retries.
//!
//! A persistent queue ([`InProcessQueue::persistent`], the local stack's)
//! writes each event to `<dir>/queue/` before accepting it and removes the
//! file once handled, so a process killed mid-work finds its unfinished
//! events at the next start and handles them then. An event that keeps
//! failing is moved to `<dir>/dead/` (the local dead-letter queue) and logged,
//! never dropped silently. An event put back into `<dir>/queue/` from outside
//! (`verity-local deadletters redrive`, [`crate::dead_folder`]) is found by a
//! rescan every [`RESCAN`] and handled by the running process.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use async_trait::async_trait;
use tokio::sync::{mpsc, watch, Semaphore};

use verity_core::events::{DomainEvent, EventError, EventHandler, Events};

const MAX_ATTEMPTS: u32 = 5;
/// Events handled at once (screening items wait on the provider).
const CONCURRENCY: usize = 16;
/// How often a persistent queue looks for events put back into its folder.
pub const RESCAN: Duration = Duration::from_secs(2);

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
    /// The files this process has taken on: a rescan hands on only the others.
    known: Mutex<HashSet<String>>,
}

impl Store {
    fn open(dir: &Path) -> std::io::Result<Store> {
        let store = Store {
            queue: dir.join("queue"),
            dead: dir.join("dead"),
            known: Mutex::new(HashSet::new()),
        };
        std::fs::create_dir_all(&store.queue)?;
        std::fs::create_dir_all(&store.dead)?;
        Ok(store)
    }

    fn file(&self, event: &DomainEvent) -> String {
        file_name(event)
    }

    fn known(&self) -> std::sync::MutexGuard<'_, HashSet<String>> {
        self.known.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn keep(&self, event: &DomainEvent) -> std::io::Result<()> {
        let bytes = serde_json::to_vec(event).map_err(std::io::Error::other)?;
        // Known before it exists: a rescan never hands it on a second time.
        self.known().insert(self.file(event));
        let path = self.queue.join(self.file(event));
        let tmp = path.with_extension("tmp");
        std::fs::write(&tmp, bytes)?;
        std::fs::rename(tmp, path)
    }

    fn done(&self, event: &DomainEvent) {
        let name = self.file(event);
        let _ = std::fs::remove_file(self.queue.join(&name));
        self.known().remove(&name);
    }

    fn dead(&self, event: &DomainEvent) {
        let name = self.file(event);
        let _ = std::fs::rename(self.queue.join(&name), self.dead.join(&name));
        self.known().remove(&name);
    }

    /// Events in the queue folder this process has not taken on yet (left by
    /// an earlier process, or redriven), oldest first; they are taken on now.
    fn unfinished(&self) -> Vec<DomainEvent> {
        let mut names = json_files(&self.queue);
        names.sort();
        let mut known = self.known();
        names
            .iter()
            .filter(|p| {
                let name = p.file_name().map(|n| n.to_string_lossy().into_owned());
                name.is_some_and(|n| known.insert(n))
            })
            .filter_map(|p| std::fs::read(p).ok())
            .filter_map(|b| serde_json::from_slice(&b).ok())
            .collect()
    }
}

/// An event's file name in the queue and dead folders: oldest sorts first.
pub(crate) fn file_name(event: &DomainEvent) -> String {
    format!("{:013}-{}.json", event.occurred_at, event.id)
}

/// The `.json` files of a folder (none when it cannot be read).
pub(crate) fn json_files(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .map(|dir| {
            dir.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "json"))
                .collect()
        })
        .unwrap_or_default()
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
        queue.rescan_every(RESCAN, store);
        Ok(queue)
    }

    /// Hands on events that appear in the queue folder from outside (a
    /// redrive), until the queue is dropped.
    fn rescan_every(&self, every: Duration, store: Arc<Store>) {
        let tx = self.tx.downgrade();
        let pending = self.pending.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(every);
            tick.tick().await;
            loop {
                tick.tick().await;
                let Some(tx) = tx.upgrade() else { break };
                let found = store.unfinished();
                if !found.is_empty() {
                    tracing::info!(
                        count = found.len(),
                        "redriven events found in the queue folder"
                    );
                }
                for event in found {
                    pending.send_modify(|n| *n += 1);
                    if tx.send(event).is_err() {
                        pending.send_modify(|n| *n = n.saturating_sub(1));
                    }
                }
            }
        });
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
