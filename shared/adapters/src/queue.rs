//! Embedded Events adapter: an in-process queue drained by a background task
//! that runs the registered handler, with bounded retries.

use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use tokio::sync::mpsc;

use verity_core::events::{DomainEvent, EventError, EventHandler, Events};

const MAX_ATTEMPTS: u32 = 5;

#[derive(Clone)]
pub struct InProcessQueue {
    tx: mpsc::UnboundedSender<DomainEvent>,
}

impl InProcessQueue {
    /// Starts the drain task on the current runtime.
    pub fn start(handler: Arc<dyn EventHandler>) -> Self {
        let (tx, mut rx) = mpsc::unbounded_channel::<DomainEvent>();
        tokio::spawn(async move {
            while let Some(event) = rx.recv().await {
                deliver(handler.as_ref(), event).await;
            }
        });
        InProcessQueue { tx }
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
        self.tx
            .send(event)
            .map_err(|_| EventError::Backend("the event queue has stopped".into()))
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
