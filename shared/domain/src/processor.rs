//! The asynchronous side of the domain: one handler per event kind, run by
//! the processor Lambda (events from the SNS topic through the SQS queue) and by the embedded
//! queue (local stack, tests). Handlers must tolerate a repeat: SNS and the
//! queue deliver at least once.

use std::sync::{Arc, OnceLock};

use async_trait::async_trait;
use verity_core::events::{DomainEvent, EventError, EventHandler};
use verity_core::ports::Ports;

use crate::batches;
use crate::enterprise::members;
use crate::identity::codes;
use crate::notices;
use crate::orders;

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

/// Every event kind the processor routes: the SNS subscription's filter
/// policy in `template.yaml` lists exactly these (the parity test in
/// `infra/local-stack` compares), and a test here proves every kind the code
/// publishes is among them. `orders.sweep` comes from the schedule in AWS
/// (and from the local stack's ticker through the events port); filtering it
/// in costs nothing and keeps one list.
pub const KINDS: &[&str] = &[
    codes::SMS_CODE_EVENT,
    members::INVITE_EVENT,
    orders::create::INVITE_EVENT,
    orders::create::START_EVENT,
    orders::process::ITEM_EVENT,
    orders::process::SWEEP_EVENT,
    batches::submit::FANOUT_EVENT,
    batches::submit::INVITE_EVENT,
    crate::reports::REPORT_EVENT,
    crate::reports::NOTICE_EVENT,
    crate::notices::RAISE_EVENT,
    crate::workorders::ANSWERED_EVENT,
    crate::webhooks::EMIT_EVENT,
    crate::webhooks::DELIVER_EVENT,
    crate::candidates::BACKFILL_EVENT,
];

/// The handler an event kind goes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Route {
    SmsCode,
    MemberInvite,
    OrderInvite,
    OrderStart,
    OrderItem,
    OrdersSweep,
    BatchFanout,
    BatchInvite,
    ReportAssemble,
    ReportNotice,
    NoticeRaise,
    WorkOrderAnswered,
    WebhookEmit,
    WebhookDeliver,
    CandidatesBackfill,
}

impl Route {
    /// The route of `kind`; `None` for a kind nobody handles.
    pub fn of(kind: &str) -> Option<Route> {
        Some(match kind {
            codes::SMS_CODE_EVENT => Route::SmsCode,
            members::INVITE_EVENT => Route::MemberInvite,
            orders::create::INVITE_EVENT => Route::OrderInvite,
            orders::create::START_EVENT => Route::OrderStart,
            orders::process::ITEM_EVENT => Route::OrderItem,
            orders::process::SWEEP_EVENT => Route::OrdersSweep,
            batches::submit::FANOUT_EVENT => Route::BatchFanout,
            batches::submit::INVITE_EVENT => Route::BatchInvite,
            crate::reports::REPORT_EVENT => Route::ReportAssemble,
            crate::reports::NOTICE_EVENT => Route::ReportNotice,
            crate::notices::RAISE_EVENT => Route::NoticeRaise,
            crate::workorders::ANSWERED_EVENT => Route::WorkOrderAnswered,
            crate::webhooks::EMIT_EVENT => Route::WebhookEmit,
            crate::webhooks::DELIVER_EVENT => Route::WebhookDeliver,
            crate::candidates::BACKFILL_EVENT => Route::CandidatesBackfill,
            _ => return None,
        })
    }
}

fn backend(e: impl std::fmt::Display) -> EventError {
    EventError::Backend(e.to_string())
}

#[async_trait]
impl EventHandler for Processor {
    async fn handle(&self, event: DomainEvent) -> Result<(), EventError> {
        let ports = self
            .ports
            .get()
            .ok_or_else(|| EventError::Backend("the processor has no ports yet".into()))?;
        let Some(route) = Route::of(&event.kind) else {
            // Not ours (yet): dropping it beats retrying it forever.
            tracing::warn!(kind = %event.kind, id = %event.id, "no handler for this event kind");
            return Ok(());
        };
        match route {
            Route::SmsCode => codes::deliver(ports, &event, &crate::candidates::Phones)
                .await
                .map_err(backend),
            Route::MemberInvite => members::deliver_invite(ports, &event)
                .await
                .map_err(backend),
            Route::OrderInvite => orders::process::invite(ports, &event)
                .await
                .map_err(backend),
            Route::OrderStart => orders::process::start(ports, &event).await.map_err(backend),
            Route::OrderItem => {
                let completed = orders::process::run_item(ports, &event)
                    .await
                    .map_err(backend)?;
                if let Some(done) = completed {
                    order_completed_webhook(ports, &done.order).await;
                    crate::reports::publish_assembly(ports, &done.order.order_id).await;
                    notices::raise::publish(ports, report_completed(&done.order, done.at)).await;
                    // The candidate hears it completed (once, within the
                    // phone's daily cap); a text that fails never fails the completion.
                    if let Err(e) = orders::texts::notify(
                        ports,
                        &done.order,
                        orders::texts::PortalNotice::Completed,
                    )
                    .await
                    {
                        tracing::warn!(order_id = %done.order.order_id, error = %e, "completed notice not sent");
                    }
                }
                Ok(())
            }
            Route::OrdersSweep => {
                // Batches whose fan-out stood still (a lost event, a crash midway).
                if let Err(e) = batches::submit::sweep(ports).await {
                    tracing::warn!(error = %e, "batch sweep failed; the next sweep retries");
                }
                // Batches whose rest was cancelled by a call that died before the refund.
                if let Err(e) = batches::cancel::sweep(ports).await {
                    tracing::warn!(error = %e, "batch refund sweep failed; the next sweep retries");
                }
                // Webhook deliveries whose retry is due (or whose event was lost).
                if let Err(e) = crate::webhooks::deliver::sweep(ports).await {
                    tracing::warn!(error = %e, "webhook sweep failed; the next sweep retries");
                }
                // Ended orders whose candidate data are due for erasure.
                if let Err(e) = crate::privacy::sweep(ports).await {
                    tracing::warn!(error = %e, "erasure sweep failed; the next sweep retries");
                }
                orders::process::sweep(ports).await.map_err(backend)
            }
            Route::BatchFanout => batches::submit::fanout(ports, &event)
                .await
                .map_err(backend),
            Route::BatchInvite => batches::submit::invite(ports, &event)
                .await
                .map_err(backend),
            Route::ReportAssemble => crate::reports::on_completed(ports, &event)
                .await
                .map_err(backend),
            Route::ReportNotice => crate::reports::decision::notify(ports, &event)
                .await
                .map_err(backend),
            Route::NoticeRaise => deliver_notice(ports, &event).await.map_err(backend),
            Route::WorkOrderAnswered => crate::workorders::notify::deliver(ports, &event)
                .await
                .map_err(backend),
            Route::WebhookEmit => crate::webhooks::emit::fan_out(ports, &event)
                .await
                .map_err(backend),
            Route::WebhookDeliver => crate::webhooks::deliver::on_deliver(ports, &event)
                .await
                .map_err(backend),
            Route::CandidatesBackfill => crate::candidates::pointer::backfill(ports)
                .await
                .map(|_| ())
                .map_err(backend),
        }
    }
}

/// An order completed: `order.completed` to the enterprise's endpoints.
async fn order_completed_webhook(ports: &Ports, order: &orders::Order) {
    orders::emit_webhook(
        ports,
        order,
        crate::webhooks::WebhookEvent::OrderCompleted,
        orders::OrderStatus::Completed,
    )
    .await;
}

/// An order completed: its report is ready (told to the owner, admins and
/// whoever placed it).
fn report_completed(order: &orders::Order, at: i64) -> notices::Raise {
    notices::Raise {
        kind: notices::NoticeKind::ReportCompleted,
        enterprise_id: order.enterprise_id.clone(),
        occurrence: order.order_id.clone(),
        at,
        params: notices::NoticeParams {
            order_id: Some(order.order_id.clone()),
            order_no: Some(order.order_no.clone()),
            ..Default::default()
        },
        placed_by: Some(order.created_by.clone()),
    }
}

/// `notice.raise`: a dispute names its order only, so whoever placed the
/// order is read here, off the candidate's request.
async fn deliver_notice(ports: &Ports, event: &DomainEvent) -> notices::NoticeResult<()> {
    let mut raise = notices::Raise::from_event(event)?;
    let about_a_candidate = matches!(
        raise.kind,
        notices::NoticeKind::ReportDisputed
            | notices::NoticeKind::CorrectionRequested
            | notices::NoticeKind::ErasureRequested
    );
    if raise.placed_by.is_none() && about_a_candidate {
        if let Some(order_id) = &raise.params.order_id {
            raise.placed_by = orders::lifecycle::any_order(ports, order_id)
                .await
                .ok()
                .map(|o| o.created_by);
        }
    }
    notices::raise::deliver(ports, &raise).await
}

#[cfg(test)]
mod tests {
    //! Every kind the code publishes is routed: the kinds are read from the
    //! sources themselves (each `*_EVENT` string constant, and the first
    //! argument of each `DomainEvent::new(` outside tests), so a new kind
    //! that is published but not routed, or not in [`KINDS`], fails here.

    use std::collections::BTreeSet;
    use std::path::{Path, PathBuf};

    use super::*;

    /// Publishing calls whose kind is a variable, and the constants it is
    /// chosen from (checked to be `*_EVENT` constants below).
    const KIND_VARIABLES: &[(&str, &[&str])] = &[
        (
            "shared/domain/src/orders/create.rs",
            &["INVITE_EVENT", "START_EVENT"],
        ),
        (
            "shared/domain/src/batches/submit.rs",
            &["FANOUT_EVENT", "INVITE_EVENT"],
        ),
    ];

    fn repo() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
    }

    fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                rust_files(&path, out);
            } else if path.extension().is_some_and(|x| x == "rs") {
                out.push(path);
            }
        }
    }

    /// The non-test sources that can publish: the shared crates, every
    /// function and the local stack.
    fn sources() -> Vec<(String, String)> {
        let root = repo();
        let mut dirs = vec![root.join("infra/local-stack/src")];
        for group in ["shared", "functions"] {
            for entry in std::fs::read_dir(root.join(group)).unwrap().flatten() {
                dirs.push(entry.path().join("src"));
            }
        }
        let mut files = Vec::new();
        for dir in dirs {
            rust_files(&dir, &mut files);
        }
        files
            .into_iter()
            .map(|p| {
                let text = std::fs::read_to_string(&p).unwrap();
                // Unit tests publish made-up kinds: only the code before them counts.
                let text = match text.find("#[cfg(test)]") {
                    Some(i) => text[..i].to_string(),
                    None => text,
                };
                let name = p
                    .strip_prefix(&root)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/");
                (name, text)
            })
            .collect()
    }

    /// `NAME` → value of every `const NAME: &str = "…";` whose name ends in `_EVENT`.
    fn event_constants(sources: &[(String, String)]) -> Vec<(String, String)> {
        let mut found = Vec::new();
        for (_, text) in sources {
            for line in text.lines() {
                let line = line.trim();
                let Some(rest) = line
                    .strip_prefix("pub const ")
                    .or_else(|| line.strip_prefix("const "))
                else {
                    continue;
                };
                let Some((name, value)) = rest.split_once(": &str = \"") else {
                    continue;
                };
                if name.ends_with("_EVENT") {
                    let value = value.trim_end_matches("\";").to_string();
                    found.push((name.to_string(), value));
                }
            }
        }
        found
    }

    #[test]
    fn every_kind_the_code_publishes_is_in_kinds_and_routed() {
        let sources = sources();
        let constants = event_constants(&sources);
        assert!(constants.len() >= KINDS.len(), "{constants:?}");
        let published: BTreeSet<&str> = constants.iter().map(|(_, v)| v.as_str()).collect();
        let listed: BTreeSet<&str> = KINDS.iter().copied().collect();
        assert_eq!(
            published, listed,
            "the `*_EVENT` constants and KINDS differ"
        );
        assert_eq!(listed.len(), KINDS.len(), "KINDS lists a kind twice");
        for kind in KINDS {
            assert!(Route::of(kind).is_some(), "{kind} is not routed");
        }
        assert_eq!(Route::of("nobody.handles"), None);

        // Each publish names a kind constant (or a variable chosen from them).
        let mut calls = 0;
        for (file, text) in &sources {
            for (at, _) in text.match_indices("DomainEvent::new(") {
                calls += 1;
                let arg: String = text[at + "DomainEvent::new(".len()..]
                    .trim_start()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                    .collect();
                let last = arg.rsplit("::").next().unwrap_or_default();
                if last.ends_with("_EVENT") {
                    assert!(
                        constants.iter().any(|(name, _)| name == last),
                        "{file}: {arg} is not a kind constant"
                    );
                    continue;
                }
                let chosen = KIND_VARIABLES
                    .iter()
                    .find(|(f, _)| f == file)
                    .unwrap_or_else(|| {
                        panic!(
                            "{file}: DomainEvent::new({arg}, …) does not name a `*_EVENT` constant"
                        )
                    });
                for name in chosen.1 {
                    assert!(text.contains(name), "{file} no longer chooses from {name}");
                    assert!(constants.iter().any(|(n, _)| n == name), "{name}");
                }
            }
        }
        assert!(
            calls >= 12,
            "only {calls} publishing calls found: is the scan broken?"
        );
    }
}
