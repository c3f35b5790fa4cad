//! The asynchronous side of the domain: one handler per event kind, run by
//! the processor Lambda (events from the SNS topic) and by the embedded
//! queue (local stack, tests). Handlers must tolerate a repeat: SNS and the
//! queue deliver at least once.

use std::sync::{Arc, OnceLock};

use async_trait::async_trait;
use verity_core::events::{DomainEvent, EventError, EventHandler};
use verity_core::ports::Ports;

use crate::batches;
use crate::enterprise::members;
use crate::identity::codes;
use crate::orders;

/// Every kind published to the events topic, so every kind the processor
/// handles from it: the topic's subscription filters on exactly these
/// (`template.yaml`; the parity test in `infra/local-stack` compares them).
/// `orders.sweep` is not here: the schedule invokes the processor with it.
pub const KINDS: &[&str] = &[
    codes::SMS_CODE_EVENT,
    members::INVITE_EVENT,
    orders::create::INVITE_EVENT,
    orders::create::START_EVENT,
    orders::process::ITEM_EVENT,
    batches::submit::FANOUT_EVENT,
    batches::submit::INVITE_EVENT,
    crate::reports::REPORT_EVENT,
    crate::reports::NOTICE_EVENT,
    crate::workorders::ANSWERED_EVENT,
    crate::notices::RAISE_EVENT,
];

/// Routes each event to its domain handler.
#[derive(Default)]
pub struct Processor {
    ports: OnceLock<Ports>,
}

impl Processor {
    pub fn new(ports: Ports) -> Arc<Self> {
        let processor = Arc::new(Processor::default());
        processor.bind(ports);
        processor
    }

    /// A processor for ports that are built after it (the embedded queue
    /// needs its handler first); [`Processor::bind`] gives them. Events
    /// arriving before fail and are retried.
    pub fn unbound() -> Arc<Self> {
        Arc::new(Processor::default())
    }

    pub fn bind(&self, ports: Ports) {
        let _ = self.ports.set(ports);
    }
}

#[async_trait]
impl EventHandler for Processor {
    async fn handle(&self, event: DomainEvent) -> Result<(), EventError> {
        let ports = self
            .ports
            .get()
            .ok_or_else(|| EventError::Backend("the processor has no ports yet".into()))?;
        let failed = |e: crate::identity::IdentityError| EventError::Backend(e.to_string());
        match event.kind.as_str() {
            codes::SMS_CODE_EVENT => codes::deliver(ports, &event).await.map_err(failed),
            members::INVITE_EVENT => members::deliver_invite(ports, &event)
                .await
                .map_err(|e| EventError::Backend(e.to_string())),
            kind @ (orders::create::INVITE_EVENT
            | orders::create::START_EVENT
            | orders::process::ITEM_EVENT
            | orders::process::SWEEP_EVENT) => {
                let done = match kind {
                    orders::create::INVITE_EVENT => orders::process::invite(ports, &event).await,
                    orders::create::START_EVENT => orders::process::start(ports, &event).await,
                    orders::process::ITEM_EVENT => orders::process::run_item(ports, &event).await,
                    _ => orders::process::sweep(ports).await,
                };
                done.map_err(|e| EventError::Backend(e.to_string()))
            }
            kind @ (batches::submit::FANOUT_EVENT | batches::submit::INVITE_EVENT) => {
                let done = if kind == batches::submit::FANOUT_EVENT {
                    batches::submit::fanout(ports, &event).await
                } else {
                    batches::submit::invite(ports, &event).await
                };
                done.map_err(|e| EventError::Backend(e.to_string()))
            }
            crate::reports::REPORT_EVENT => crate::reports::on_completed(ports, &event)
                .await
                .map_err(|e| EventError::Backend(e.to_string())),
            crate::reports::NOTICE_EVENT => crate::reports::decision::notify(ports, &event)
                .await
                .map_err(|e| EventError::Backend(e.to_string())),
            crate::notices::RAISE_EVENT => crate::notices::raise::deliver_event(ports, &event)
                .await
                .map_err(|e| EventError::Backend(e.to_string())),
            crate::workorders::ANSWERED_EVENT => crate::workorders::notify::deliver(ports, &event)
                .await
                .map_err(|e| EventError::Backend(e.to_string())),
            other => {
                // Not ours (yet): dropping it beats retrying it forever.
                tracing::warn!(kind = other, id = %event.id, "no handler for this event kind");
                Ok(())
            }
        }
    }
}
