//! The processor's side of ordering. Every handler tolerates a repeat
//! (events arrive at least once) and a lost event (the sweep re-publishes
//! what an open order is waiting for).
//!
//! - `order.invite {orderId, n}`: texts consent invitation number `n`, once.
//! - `order.start {orderId}`: an authorized order moves to `in_progress`
//!   and each unfinished item is published as `order.item`.
//! - `order.item {orderId, index}`: runs one item through the Provider port,
//!   retrying a time-out with backoff; the last item done completes the
//!   order (`clear`, or `consider` when any item is); an item that keeps
//!   failing suspends the order.
//! - `orders.sweep`: expires invitations unanswered for 7 days (refunded),
//!   reminds once a day (up to [`MAX_INVITES`] texts in all, a text deferred
//!   by the phone's daily cap the next day), and re-publishes the work of open orders that
//!   stood still (a publish lost after its transaction).

use std::time::Duration;

use serde_json::{json, Value};
use verity_core::events::DomainEvent;
use verity_core::ports::Ports;
use verity_core::provider::{ItemResult, ProviderError, ScreeningQuery};
use verity_core::table::{Condition, Entity, Key, TableExt, Tx, UpdateAction};
use verity_core::text::Lang;

use super::create::START_EVENT;
use super::lifecycle::{self, any_order, publish_invite, queue_page, Stop};
use super::model::*;
use super::{texts, OrderError, OrderResult, CONSENT_EXPIRY_MS, MAX_INVITES};
use crate::enterprise::profile;

pub const ITEM_EVENT: &str = "order.item";
pub const SWEEP_EVENT: &str = "orders.sweep";

/// Tries of one item within one handling (then the order is suspended).
const MAX_TRIES: u32 = 3;
const DAY_MS: i64 = 24 * 3600 * 1000;
/// An open order that has not moved for this long has its work re-published.
const STALL_MS: i64 = 10 * 60 * 1000;

fn order_id(event: &DomainEvent) -> OrderResult<String> {
    event
        .text("orderId")
        .ok_or_else(|| verity_core::failure::Internal::new("an order event without orderId").into())
}

/// What a text to an order's candidate needs: the link of its share link,
/// the phone it is bound to, and the enterprise's name as a text may carry
/// it (a name that looks like an address never goes into a text: it could
/// pass for a link of the platform's).
struct Delivery {
    url: String,
    phone: String,
    /// The enterprise as a text names it (its name, or "an enterprise").
    enterprise: crate::sms::Value,
}

/// The order's link and phone (`None`: the order has no share link).
async fn delivery(ports: &Ports, order: &Order) -> OrderResult<Option<Delivery>> {
    let Some(hash) = &order.share_hash else {
        return Ok(None);
    };
    let link = ports
        .table
        .get_as::<crate::share::ShareLink>(&Key::new(format!("SHARE#{hash}"), "LINK"))
        .await?
        .ok_or_else(|| verity_core::failure::Internal::new("an order without its share link"))?;
    let (url, phone) = link.delivery(ports)?;
    let enterprise = crate::sms::enterprise(
        profile::enterprise_name(ports, &order.enterprise_id)
            .await?
            .as_deref(),
    );
    Ok(Some(Delivery {
        url,
        phone,
        enterprise,
    }))
}

/// `order.invite`: texts the consent link (invitation `n`), unless sent already.
pub async fn invite(ports: &Ports, event: &DomainEvent) -> OrderResult<()> {
    let n = event.payload.get("n").and_then(Value::as_u64).unwrap_or(1) as u32;
    invite_order(ports, &order_id(event)?, n).await.map(drop)
}

/// What became of a text the processor was asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Texted {
    Sent,
    /// Sent before, not wanted any more, or past the order's maximum.
    Nothing,
    /// The phone met its daily cap: not sent, the sweep tries another day.
    Deferred,
}

/// Texts invitation `n` of an order once. The invitation is claimed before
/// the text goes (a repeat finds it claimed and sends nothing), with its
/// slot under the phone's daily cap unless that was taken already
/// (`textReserved`); a phone at its cap defers the text. A failed send
/// releases the claim so the retry sends it.
pub async fn invite_order(ports: &Ports, order_id: &str, n: u32) -> OrderResult<Texted> {
    let order = any_order(ports, order_id).await?;
    if order.status != OrderStatus::AwaitingAuthorization
        || order.invite_count >= n
        || n > MAX_INVITES
    {
        return Ok(Texted::Nothing);
    }
    let Some(Delivery {
        url,
        phone,
        enterprise,
    }) = delivery(ports, &order).await?
    else {
        return Ok(Texted::Nothing);
    };
    // A candidate's phone: its language is not known, the text is Chinese.
    let text = crate::sms::CONSENT_REQUEST.render(
        Lang::ZhCn,
        vec![
            ("enterprise", enterprise),
            ("orderNo", order.order_no.as_str().into()),
            ("url", url.as_str().into()),
        ],
    );
    let now = ports.clock.now_millis();
    let kind = if n == 1 {
        EventKind::Invited
    } else {
        EventKind::Reminded
    };
    let mut claim = Tx::new()
        .with(
            "order",
            verity_core::table::TxAction::Update {
                key: order.key(),
                actions: vec![
                    UpdateAction::set("inviteCount", n),
                    UpdateAction::set("lastInvitedAt", now),
                ],
                condition: Some(Condition::Lt("inviteCount".into(), json!(n))),
            },
        )
        .with(
            "event",
            OrderEvent::new(&order.order_id, now, kind)
                .note(format!("#{n}"))
                .put(),
        );
    if order.text_reserved != n {
        claim.push(texts::PHONE_CAP, texts::count_text(&order.phone_hash, now));
    }
    match ports.table.run(claim).await {
        Ok(()) => {}
        Err(verity_core::table::TxError::Condition(texts::PHONE_CAP)) => {
            tracing::info!(order_id = %order.order_id, n, "consent text deferred: the phone's daily cap");
            ports
                .table
                .update(
                    &order.key(),
                    vec![UpdateAction::set(
                        "textDeferredDay",
                        crate::counters::china_day(now),
                    )],
                    Some(Condition::item_present()),
                )
                .await?;
            return Ok(Texted::Deferred);
        }
        Err(verity_core::table::TxError::Condition(_)) => return Ok(Texted::Nothing),
        Err(verity_core::table::TxError::Table(e)) => return Err(e.into()),
    }
    if let Err(e) = ports.sms.send(&phone, &text).await {
        let _ = ports
            .table
            .update(
                &order.key(),
                vec![UpdateAction::set("inviteCount", n - 1)],
                Some(Condition::eq("inviteCount", n)),
            )
            .await;
        return Err(verity_core::failure::Internal::new(e).into());
    }
    Ok(Texted::Sent)
}

/// `order.start`: authorized → in progress, then one `order.item` per unfinished item.
pub async fn start(ports: &Ports, event: &DomainEvent) -> OrderResult<()> {
    let id = order_id(event)?;
    let mut order = any_order(ports, &id).await?;
    if order.status == OrderStatus::Authorized {
        let now = ports.clock.now_millis();
        let moved = ports
            .table
            .run(
                order
                    .move_to(
                        OrderStatus::InProgress,
                        now,
                        vec![UpdateAction::set("startedAt", now)],
                    )
                    .with("event", OrderEvent::new(&id, now, EventKind::Started).put()),
            )
            .await;
        match moved {
            Ok(()) | Err(verity_core::table::TxError::Condition(_)) => {}
            Err(verity_core::table::TxError::Table(e)) => return Err(e.into()),
        }
        order = any_order(ports, &id).await?;
    }
    if order.status != OrderStatus::InProgress {
        return Ok(());
    }
    notify_started(ports, &order).await?;
    if order.auth_mode != AuthMode::Registration {
        // The candidate hears the check started and where to follow it; a
        // text that fails is logged, never holds the check up.
        if let Err(e) = texts::notify(ports, &order, texts::PortalNotice::Started).await {
            tracing::warn!(order_id = %order.order_id, error = %e, "started notice not sent");
        }
    }
    for item in lifecycle::items(ports, &id).await? {
        if matches!(item.status, ItemStatus::Pending | ItemStatus::Running) {
            ports
                .events
                .publish(DomainEvent::new(
                    ITEM_EVENT,
                    json!({ "orderId": id, "index": item.index }),
                ))
                .await
                .map_err(verity_core::failure::Internal::new)?;
        }
    }
    Ok(())
}

/// An order that started on a job application's consent texts the
/// candidate once (template `check_started`, Chinese) that the check started, with the
/// link of the consent page, where it shows and can be withdrawn, and the
/// candidate portal's (its one "started" text: orders of the other modes
/// get [`texts::PortalNotice::Started`] instead). Claimed
/// like an invitation (`inviteCount` 0 → 1); its slot under the phone's
/// daily cap was taken by `order/create`.
async fn notify_started(ports: &Ports, order: &Order) -> OrderResult<()> {
    if order.auth_mode != AuthMode::Registration || order.invite_count >= 1 {
        return Ok(());
    }
    let Some(Delivery {
        url,
        phone,
        enterprise,
    }) = delivery(ports, order).await?
    else {
        return Ok(());
    };
    let text = crate::sms::CHECK_STARTED.render(
        Lang::ZhCn,
        vec![
            ("enterprise", enterprise),
            ("orderNo", order.order_no.as_str().into()),
            ("url", url.as_str().into()),
            (
                "portal",
                crate::sms::portal_link(&ports.auth.public_base).into(),
            ),
        ],
    );
    let now = ports.clock.now_millis();
    let mut claim = Tx::new()
        .with(
            "order",
            verity_core::table::TxAction::Update {
                key: order.key(),
                actions: vec![
                    UpdateAction::set("inviteCount", 1),
                    UpdateAction::set("lastInvitedAt", now),
                ],
                condition: Some(Condition::Lt("inviteCount".into(), json!(1))),
            },
        )
        .with(
            "event",
            OrderEvent::new(&order.order_id, now, EventKind::Notified)
                .note("check started on the job application's consent")
                .put(),
        );
    if order.text_reserved != 1 {
        claim.push(texts::PHONE_CAP, texts::count_text(&order.phone_hash, now));
    }
    match ports.table.run(claim).await {
        Ok(()) => {}
        Err(verity_core::table::TxError::Condition(texts::PHONE_CAP)) => {
            tracing::info!(order_id = %order.order_id, "started notice not sent: the phone's daily cap");
            return Ok(());
        }
        Err(verity_core::table::TxError::Condition(_)) => return Ok(()),
        Err(verity_core::table::TxError::Table(e)) => return Err(e.into()),
    }
    if let Err(e) = ports.sms.send(&phone, &text).await {
        let _ = ports
            .table
            .update(
                &order.key(),
                vec![UpdateAction::set("inviteCount", 0)],
                Some(Condition::eq("inviteCount", 1)),
            )
            .await;
        return Err(verity_core::failure::Internal::new(e).into());
    }
    Ok(())
}

/// An order the last item completed, and when (its state before the move).
#[derive(Debug, Clone)]
pub struct Completed {
    pub order: Order,
    pub at: i64,
}

/// `order.item`: runs one screening item (see the module). Answers the
/// order when this item completed it: the processor then starts the report
/// and the notice (ordering does not call those areas).
pub async fn run_item(ports: &Ports, event: &DomainEvent) -> OrderResult<Option<Completed>> {
    let id = order_id(event)?;
    let index = event
        .payload
        .get("index")
        .and_then(Value::as_u64)
        .unwrap_or(0) as u32;
    let order = any_order(ports, &id).await?;
    // Consent first: nothing runs unless the order is in progress.
    if order.status != OrderStatus::InProgress {
        return Ok(None);
    }
    let Some(item) = ports
        .table
        .get_as::<ScreeningItem>(&item_key(&id, index))
        .await?
    else {
        return Ok(None);
    };
    if !matches!(item.status, ItemStatus::Pending | ItemStatus::Running) {
        return Ok(None);
    }
    let name = order
        .candidate_name_enc
        .open(&ports.pii)
        .map_err(verity_core::failure::Internal::new)?;
    let phone = order
        .candidate_phone_enc
        .open(&ports.pii)
        .map_err(verity_core::failure::Internal::new)?;
    let id_number = order
        .candidate_id_number_enc
        .open(&ports.pii)
        .map_err(verity_core::failure::Internal::new)?;
    let given = order
        .given_details(&ports.pii)
        .map_err(verity_core::failure::Internal::new)?
        .for_item(&item.code);
    let mut attempts = item.attempts;
    let mut backoff = Duration::from_millis(200);
    let outcome = loop {
        attempts += 1;
        let now = ports.clock.now_millis();
        ports
            .table
            .update(
                &item.key(),
                vec![
                    UpdateAction::set("status", "running"),
                    UpdateAction::set("attempts", attempts),
                    UpdateAction::SetIfAbsent("startedAt".into(), json!(now)),
                ],
                Some(Condition::Or(vec![
                    Condition::eq("status", "pending"),
                    Condition::eq("status", "running"),
                ])),
            )
            .await?;
        let query = ScreeningQuery {
            item_code: item.code.clone(),
            ordinal: item.ordinal,
            name: name.clone(),
            id_number: id_number.clone(),
            phone: phone.clone(),
            given: given.clone(),
            attempt: attempts,
        };
        match ports
            .provider_for(&order.enterprise_id)
            .screen(&query)
            .await
        {
            Ok(finding) => break Ok(finding),
            Err(ProviderError::Unavailable(why)) if attempts - item.attempts < MAX_TRIES => {
                tracing::warn!(order_id = %id, item = %item.code, attempts, reason = %why, "screening item retried");
                ports
                    .table
                    .put(
                        OrderEvent::new(&id, now, EventKind::ItemRetry)
                            .item(&item.code)
                            .note("the source did not answer in time; retrying")
                            .to_item(),
                        None,
                    )
                    .await?;
                tokio::time::sleep(backoff).await;
                backoff *= 2;
            }
            Err(e) => break Err(e),
        }
    };
    let now = ports.clock.now_millis();
    match outcome {
        Ok(finding) => {
            let done = Tx::new()
                .with(
                    "item",
                    verity_core::table::TxAction::Update {
                        key: item.key(),
                        actions: vec![
                            UpdateAction::set("status", "done"),
                            UpdateAction::set(
                                "result",
                                serde_json::to_value(finding.result).unwrap_or_default(),
                            ),
                            UpdateAction::set("findingEn", finding.summary_en),
                            UpdateAction::set("findingZh", finding.summary_zh),
                            UpdateAction::set("source", finding.source),
                            UpdateAction::set("sourceZh", finding.source_zh),
                            UpdateAction::set("finishedAt", now),
                        ],
                        condition: Some(Condition::eq("status", "running")),
                    },
                )
                // The order only checked, not written: its progress is
                // counted from the items by `finish_if_done` (an order
                // written in a transaction costs twice its size on the
                // table and on each index).
                .with(
                    "order",
                    verity_core::table::TxAction::ConditionCheck {
                        key: order.key(),
                        condition: Condition::eq("status", "in_progress"),
                    },
                )
                .with(
                    "event",
                    OrderEvent::new(&id, now, EventKind::ItemDone)
                        .item(&item.code)
                        .note(match finding.result {
                            ItemResult::Clear => "clear",
                            ItemResult::Consider => "consider",
                        })
                        .put(),
                );
            match ports.table.run(done).await {
                Ok(()) => {}
                // Done by a repeat of this event, or the order stopped meanwhile.
                Err(verity_core::table::TxError::Condition(_)) => return Ok(None),
                Err(verity_core::table::TxError::Table(e)) => return Err(e.into()),
            }
            finish_if_done(ports, &id).await
        }
        Err(e) => {
            let reason = match &e {
                ProviderError::NeedsInformation(_) => {
                    "the source needs more information about the candidate"
                }
                ProviderError::Unavailable(_) => "the source kept failing to answer",
            };
            tracing::warn!(order_id = %id, item = %item.code, error = %e, "screening item failed; order suspended");
            let failed = Tx::new()
                .with(
                    "item",
                    verity_core::table::TxAction::Update {
                        key: item.key(),
                        actions: vec![
                            UpdateAction::set("status", "failed"),
                            UpdateAction::set("finishedAt", now),
                        ],
                        condition: Some(Condition::eq("status", "running")),
                    },
                )
                .extend(order.move_to(
                    OrderStatus::Suspended,
                    now,
                    vec![UpdateAction::set("statusReason", reason)],
                ))
                .with(
                    "event",
                    OrderEvent::new(&id, now, EventKind::ItemFailed)
                        .item(&item.code)
                        .note(reason)
                        .put(),
                )
                .with(
                    "suspended",
                    OrderEvent::new(&id, now + 1, EventKind::Suspended)
                        .note(reason)
                        .put(),
                );
            match ports.table.run(failed).await {
                Ok(()) => {
                    super::emit_webhook(
                        ports,
                        &order,
                        crate::webhooks::WebhookEvent::OrderSuspended,
                        OrderStatus::Suspended,
                    )
                    .await;
                    Ok(None)
                }
                Err(verity_core::table::TxError::Condition(_)) => Ok(None),
                Err(verity_core::table::TxError::Table(e)) => Err(e.into()),
            }
        }
    }
}

/// Completes the order when every item is done (answering it); updates the
/// ETA otherwise.
async fn finish_if_done(ports: &Ports, id: &str) -> OrderResult<Option<Completed>> {
    let order = any_order(ports, id).await?;
    if order.status != OrderStatus::InProgress {
        return Ok(None);
    }
    let items = lifecycle::items(ports, id).await?;
    let now = ports.clock.now_millis();
    let done = items
        .iter()
        .filter(|i| i.status == ItemStatus::Done)
        .count() as u32;
    if items.iter().any(|i| i.status != ItemStatus::Done) {
        let eta_at = eta(now, items.iter().filter(|i| i.status != ItemStatus::Done));
        // The progress and the ETA of the items read, unless a handler that
        // read more done items wrote them already (progress never goes back).
        ports
            .table
            .update(
                &order.key(),
                vec![
                    UpdateAction::set("etaAt", eta_at),
                    UpdateAction::set("itemsDone", done),
                ],
                Some(Condition::And(vec![
                    Condition::eq("status", "in_progress"),
                    Condition::Or(vec![
                        Condition::NotExists("itemsDone".into()),
                        Condition::Lt("itemsDone".into(), json!(done)),
                    ]),
                ])),
            )
            .await
            .or_else(|e| {
                if e.is_condition_failure() {
                    Ok(Default::default())
                } else {
                    Err(e)
                }
            })?;
        return Ok(None);
    }
    let result = if items.iter().any(|i| i.result == Some(ItemResult::Consider)) {
        ItemResult::Consider
    } else {
        ItemResult::Clear
    };
    let result_text = match result {
        ItemResult::Clear => "clear",
        ItemResult::Consider => "consider",
    };
    let completed = order
        .move_to(
            OrderStatus::Completed,
            now,
            vec![
                UpdateAction::set("result", result_text),
                UpdateAction::set("completedAt", now),
                UpdateAction::set("etaAt", now),
                UpdateAction::set("itemsDone", done),
            ],
        )
        .with(
            "event",
            OrderEvent::new(id, now, EventKind::Completed)
                .note(result_text)
                .put(),
        );
    match ports.table.run(completed).await {
        Ok(()) => {
            tracing::info!(order_id = %id, "order completed");
            Ok(Some(Completed { order, at: now }))
        }
        // A concurrent last item completed it.
        Err(verity_core::table::TxError::Condition(_)) => Ok(None),
        Err(verity_core::table::TxError::Table(e)) => Err(e.into()),
    }
}

/// When the unfinished items should be done: the longest turnaround, in
/// working days (Monday to Friday, China Standard Time) from `from`.
pub fn eta<'a>(from: i64, items: impl Iterator<Item = &'a ScreeningItem>) -> i64 {
    let days = items.map(|i| i.turnaround_days).max().unwrap_or(0);
    let mut at = from;
    let mut left = days;
    while left > 0 {
        at += DAY_MS;
        // 1970-01-01 was a Thursday; shift to UTC+8 first.
        let weekday = ((at + 8 * 3600 * 1000).div_euclid(DAY_MS) + 3).rem_euclid(7); // 0 = Monday
        if weekday < 5 {
            left -= 1;
        }
    }
    at
}

/// `orders.sweep`, ordering's part (see the module; the processor runs the
/// batches' part first).
pub async fn sweep(ports: &Ports) -> OrderResult<()> {
    let now = ports.clock.now_millis();
    let today = crate::counters::china_day(now);
    for order in queue_page(ports, OrderStatus::AwaitingAuthorization, now).await? {
        if order.created_at <= now - CONSENT_EXPIRY_MS {
            match lifecycle::stop(ports, &order, Stop::Expire, None).await {
                Ok(_) | Err(OrderError::State(_)) => {}
                Err(e) => return Err(e),
            }
            continue;
        }
        let last = order.last_invited_at.unwrap_or(0);
        // A text that met the phone's daily cap waits for the next day.
        if order.text_deferred_day.as_deref() == Some(today.as_str()) {
            continue;
        }
        let due = if order.invite_count == 0 {
            order.created_at < now - STALL_MS / 5
        } else {
            last <= now - DAY_MS && order.invite_count < MAX_INVITES
        };
        if due {
            publish_invite(ports, &order.order_id, order.invite_count + 1).await?;
        }
    }
    for status in [OrderStatus::Authorized, OrderStatus::InProgress] {
        for order in queue_page(ports, status, now - STALL_MS).await? {
            let moved = order
                .started_at
                .or(order.authorized_at)
                .unwrap_or(order.created_at);
            if moved < now - STALL_MS {
                ports
                    .events
                    .publish(DomainEvent::new(
                        START_EVENT,
                        json!({ "orderId": order.order_id }),
                    ))
                    .await
                    .map_err(verity_core::failure::Internal::new)?;
            }
        }
    }
    Ok(())
}
