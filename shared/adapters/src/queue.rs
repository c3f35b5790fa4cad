//! Embedded Events adapter: an in-process queue drained by a background task
//! that runs the registered handler, with bounded retries.

use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use tokio::sync::{mpsc, watch};

use verity_core::events::{DomainEvent, EventError, EventHandler, Events};

const MAX_ATTEMPTS: u32 = 5;

#[derive(Clone)]
pub struct InProcessQueue {
    tx: mpsc::UnboundedSender<DomainEvent>,
    /// Events published and not yet handled (or given up on).
    pending: watch::Sender<usize>,
}

impl InProcessQueue {
    /// Starts the drain task on the current runtime.
    pub fn start(handler: Arc<dyn EventHandler>) -> Self {
        let (tx, mut rx) = mpsc::unbounded_channel::<DomainEvent>();
        let pending = watch::Sender::new(0usize);
        let done = pending.clone();
        tokio::spawn(async move {
            while let Some(event) = rx.recv().await {
                deliver(handler.as_ref(), event).await;
                done.send_modify(|n| *n = n.saturating_sub(1));
            }
        });
        InProcessQueue { tx, pending }
    }
}

async fn deliver(handler: &dyn EventHandler, event: DomainEvent) {
    let mut delay = Duration::from_millis(50);
    for attempt in 1..=MAX_ATTEMPTS {
        match handler.handle(event.clone()).await {
            Ok(()) => return,
            Err(e) => {
                tracing::warn!(event = %event.kind, id = %event.id, attempt, error = %e, "event handler failed");
                tokio::time::sleep(delay).await;
                delay *= 2;
            }
        }
    }
    tracing::error!(event = %event.kind, id = %event.id, "event dropped after retries");
}

#[async_trait]
impl Events for InProcessQueue {
    async fn publish(&self, event: DomainEvent) -> Result<(), EventError> {
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

/// A handler that does nothing: the processor arrives with ordering (roadmap 3).
pub struct NoHandler;

#[async_trait]
impl EventHandler for NoHandler {
    async fn handle(&self, _event: DomainEvent) -> Result<(), EventError> {
        Ok(())
    }
}
