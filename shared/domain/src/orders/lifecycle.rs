//! Reading an order's record, and the moves that end an order early:
//! cancel (the enterprise), withdraw (the candidate), expire (the sweep).
//! A move that refunds is one transaction with the refund, so the money
//! comes back exactly when the order stops.

use serde_json::json;
use verity_core::events::DomainEvent;
use verity_core::ports::Ports;
use verity_core::table::{
    Condition, Entity, Query, SkCondition, Status, TableExt, Tx, TxAction, TxError, UpdateAction,
};

use super::create::INVITE_EVENT;
use super::model::*;
use super::{
    texts, OrderError, OrderResult, MAX_INVITES, MAX_TEXTS_PER_PHONE_DAY, REMIND_COOLDOWN_SECS,
};
use crate::billing::{self, BillingError, Link};
use crate::share::ShareLink;

/// The order `order_id` of this enterprise (another's is not found).
pub async fn order(ports: &Ports, enterprise_id: &str, order_id: &str) -> OrderResult<Order> {
    ports
        .table
        .get_as::<Order>(&order_key(order_id))
        .await?
        .filter(|o| o.enterprise_id == enterprise_id)
        .ok_or(OrderError::NotFound)
}

/// The order whatever its enterprise (the processor and the candidate side).
pub async fn any_order(ports: &Ports, order_id: &str) -> OrderResult<Order> {
    ports
        .table
        .get_as::<Order>(&order_key(order_id))
        .await?
        .ok_or(OrderError::NotFound)
}

/// The whole record of an order of this enterprise, in one query.
pub async fn record(
    ports: &Ports,
    enterprise_id: &str,
    order_id: &str,
) -> OrderResult<OrderRecord> {
    if !verity_core::blobs::valid_key(order_id) {
        return Err(OrderError::NotFound);
    }
    let items = ports
        .table
        .query_all(Query::partition(order_pk(order_id)))
        .await?;
    let (mut order, mut screening, mut timeline, mut consent) =
        (None, Vec::new(), Vec::new(), None);
    for item in items {
        let sk = item
            .get("sk")
            .and_then(|v| v.as_str())
            .unwrap_or("")
            .to_string();
        if sk == "ORDER" {
            order = Some(Order::from_item(item)?);
        } else if sk.starts_with("ITEM#") {
            screening.push(ScreeningItem::from_item(item)?);
        } else if sk.starts_with("EV#") {
            timeline.push(OrderEvent::from_item(item)?);
        } else if sk == "CONSENT" {
            consent = Some(Consent::from_item(item)?);
        }
    }
    let order = order
        .filter(|o| o.enterprise_id == enterprise_id)
        .ok_or(OrderError::NotFound)?;
    Ok(OrderRecord {
        order,
        items: screening,
        timeline,
        consent,
    })
}

/// Nothing has started yet: cancelling refunds in full.
pub fn cancelable(order: &Order) -> bool {
    matches!(
        order.status,
        OrderStatus::AwaitingAuthorization | OrderStatus::Authorized
    ) && order.started_at.is_none()
}

/// Who stops an order early.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// The enterprise cancels.
    Cancel,
    /// The candidate withdraws consent.
    Withdraw,
    /// The invitation went unanswered for 7 days.
    Expire,
}

/// Stops an order: canceled or expired, refunded in the same transaction
/// when nothing had started. Answers the refund (0 when none).
pub async fn stop(
    ports: &Ports,
    order: &Order,
    how: Stop,
    reason: Option<&str>,
) -> OrderResult<i64> {
    let refunded = stop_order(ports, order, how, reason).await?;
    if how != Stop::Expire {
        super::emit_webhook(
            ports,
            order,
            crate::webhooks::WebhookEvent::OrderCanceled,
            OrderStatus::Canceled,
        )
        .await;
    }
    Ok(refunded)
}

async fn stop_order(
    ports: &Ports,
    order: &Order,
    how: Stop,
    reason: Option<&str>,
) -> OrderResult<i64> {
    let now = ports.clock.now_millis();
    let (to, kind) = match how {
        Stop::Cancel => (OrderStatus::Canceled, EventKind::Canceled),
        Stop::Withdraw => (OrderStatus::Canceled, EventKind::Withdrawn),
        Stop::Expire => (OrderStatus::Expired, EventKind::Expired),
    };
    let allowed = match how {
        Stop::Cancel => cancelable(order),
        Stop::Withdraw => {
            order.status.can_become(OrderStatus::Canceled) && order.status != OrderStatus::Suspended
        }
        Stop::Expire => order.status == OrderStatus::AwaitingAuthorization,
    };
    if !allowed {
        return Err(OrderError::State(order.status));
    }
    let refund = cancelable(order);
    let status_reason = match (how, reason) {
        (_, Some(r)) => r.to_string(),
        (Stop::Cancel, None) => "canceled by the enterprise".into(),
        (Stop::Withdraw, None) => "consent withdrawn by the candidate".into(),
        (Stop::Expire, None) => "the candidate did not answer within 7 days".into(),
    };
    // A withdrawal is counted for the records of processing.
    let also = if how == Stop::Withdraw {
        vec![UpdateAction::add(crate::stats::tally::WITHDRAWN, 1)]
    } else {
        Vec::new()
    };
    let mut tx = order
        .move_to_counting(
            to,
            now,
            vec![
                UpdateAction::set("statusReason", status_reason.clone()),
                UpdateAction::set("completedAt", now),
                UpdateAction::set("refundedFen", if refund { order.price_fen } else { 0 }),
            ],
            also,
        )
        .with(
            "event",
            OrderEvent::new(&order.order_id, now, kind)
                .note(status_reason)
                .put(),
        );
    if let Some(hash) = &order.share_hash {
        // The consent link stops working with the order.
        if how != Stop::Withdraw {
            tx.push("share link", ShareLink::revoke_action(hash, now));
        }
    }
    if !refund {
        return match ports.table.run(tx).await {
            Ok(()) => Ok(0),
            Err(verity_core::table::TxError::Condition(_)) => Err(OrderError::State(
                any_order(ports, &order.order_id).await?.status,
            )),
            Err(verity_core::table::TxError::Table(e)) => Err(e.into()),
        };
    }
    tx.push(
        "refunded",
        OrderEvent::new(&order.order_id, now + 1, EventKind::Refunded)
            .note(format!("{} fen", order.price_fen))
            .put(),
    );
    match billing::refund_with(
        ports,
        &order.enterprise_id,
        &Link::order(&order.order_id),
        None,
        billing::Note::OrderRefund {
            order_no: order.order_no.clone(),
        },
        tx,
    )
    .await
    {
        Ok(_) => Ok(order.price_fen),
        Err(BillingError::Refused("order")) | Err(BillingError::AlreadyRefunded) => Err(
            OrderError::State(any_order(ports, &order.order_id).await?.status),
        ),
        Err(e) => Err(e.into()),
    }
}

/// Resends the consent link now (the enterprise asks): only
/// [`REMIND_COOLDOWN_SECS`] after the last text to the order (or the last
/// reminder asked for), at most [`MAX_INVITES`] texts in all, and only while
/// the phone is under its daily cap. The reminder's slot under the cap is
/// taken in the claim (refused at the cap: nothing sent), and the order
/// records it (`textReserved`) so the processor does not count it again.
pub async fn remind(ports: &Ports, order: &Order) -> OrderResult<i64> {
    if order.status != OrderStatus::AwaitingAuthorization {
        return Err(OrderError::State(order.status));
    }
    if order.invite_count >= MAX_INVITES {
        return Err(OrderError::ReminderLimit { max: MAX_INVITES });
    }
    let now = ports.clock.now_millis();
    let since = now - REMIND_COOLDOWN_SECS * 1000;
    let n = order.invite_count + 1;
    let claim = Tx::new()
        .with(
            "order",
            TxAction::Update {
                key: order.key(),
                actions: vec![
                    UpdateAction::set("remindRequestedAt", now),
                    UpdateAction::set("textReserved", n),
                ],
                condition: Some(Condition::And(vec![
                    Condition::eq("status", "awaiting_authorization"),
                    // The texts counted are still the ones read.
                    Condition::eq("inviteCount", order.invite_count),
                    Condition::Or(vec![
                        Condition::NotExists("remindRequestedAt".into()),
                        Condition::Lt("remindRequestedAt".into(), json!(since)),
                    ]),
                    Condition::Or(vec![
                        Condition::NotExists("lastInvitedAt".into()),
                        Condition::Lt("lastInvitedAt".into(), json!(since)),
                    ]),
                ])),
            },
        )
        .with(texts::PHONE_CAP, texts::count_text(&order.phone_hash, now));
    match ports.table.run(claim).await {
        Ok(()) => {}
        Err(TxError::Condition(texts::PHONE_CAP)) => {
            return Err(OrderError::PhoneDailyCap {
                max: MAX_TEXTS_PER_PHONE_DAY,
            })
        }
        Err(TxError::Condition(_)) => {
            let fresh = any_order(ports, &order.order_id).await?;
            if fresh.status != OrderStatus::AwaitingAuthorization {
                return Err(OrderError::State(fresh.status));
            }
            if fresh.invite_count >= MAX_INVITES {
                return Err(OrderError::ReminderLimit { max: MAX_INVITES });
            }
            let last = fresh
                .last_invited_at
                .unwrap_or(0)
                .max(fresh.remind_requested_at.unwrap_or(0));
            return Err(OrderError::ReminderCooldown {
                retry_after_secs: ((last - since) / 1000).clamp(1, REMIND_COOLDOWN_SECS),
            });
        }
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    publish_invite(ports, &order.order_id, n).await?;
    Ok(now)
}

/// Asks the processor to text invitation number `n` (1 = the first).
pub async fn publish_invite(ports: &Ports, order_id: &str, n: u32) -> OrderResult<()> {
    ports
        .events
        .publish(DomainEvent::new(
            INVITE_EVENT,
            json!({ "orderId": order_id, "n": n }),
        ))
        .await
        .map_err(verity_core::failure::Internal::new)?;
    Ok(())
}

/// A page of an open-orders queue, oldest first (the sweep).
pub async fn queue_page(
    ports: &Ports,
    status: OrderStatus,
    before: i64,
) -> OrderResult<Vec<Order>> {
    let page = ports
        .table
        .query(
            Query::partition(queue_pk(status))
                .on_index("gsi2")
                .sk(SkCondition::Lt(format!("{before:013}")))
                .limit(200),
        )
        .await?;
    Ok(page
        .items
        .into_iter()
        .map(Order::from_item)
        .collect::<Result<_, _>>()?)
}

/// The order's items, for the processor.
pub async fn items(ports: &Ports, order_id: &str) -> OrderResult<Vec<ScreeningItem>> {
    Ok(ports
        .table
        .query_all_as::<ScreeningItem>(
            Query::partition(order_pk(order_id)).sk(SkCondition::BeginsWith("ITEM#".into())),
        )
        .await?)
}

/// The reason an order cancelled with the rest of its batch carries
/// (`batches::cancel` writes it; ordering reads it in both languages).
pub const CANCELED_WITH_BATCH: &str = "canceled with the rest of its batch";

/// The reasons the system writes on an order it stops or suspends, in English
/// (as stored) and Chinese. A reason the enterprise typed reads as typed.
const SYSTEM_REASONS: &[(&str, &str)] = &[
    ("canceled by the enterprise", "企业已取消"),
    ("consent withdrawn by the candidate", "候选人撤回授权"),
    (
        "the candidate did not answer within 7 days",
        "候选人 7 天内未授权",
    ),
    (CANCELED_WITH_BATCH, "随批量中未开始的订单一并取消"),
    (
        "the source needs more information about the candidate",
        "数据源需要候选人的更多信息",
    ),
    ("the source kept failing to answer", "数据源多次未响应"),
];

/// An order's `statusReason` in the reader's language (`zh`): the system's own
/// reasons translated, a reason someone typed as it was typed.
pub fn reason_text(stored: &str, zh: bool) -> String {
    match SYSTEM_REASONS.iter().find(|(en, _)| *en == stored) {
        Some((_, chinese)) if zh => (*chinese).to_string(),
        _ => stored.to_string(),
    }
}

#[cfg(test)]
mod reason_tests {
    use super::*;

    #[test]
    fn the_systems_reasons_read_in_chinese_and_typed_ones_as_typed() {
        assert_eq!(
            reason_text("the candidate did not answer within 7 days", true),
            "候选人 7 天内未授权"
        );
        assert_eq!(
            reason_text("the candidate did not answer within 7 days", false),
            "the candidate did not answer within 7 days"
        );
        assert_eq!(reason_text("岗位已招满", true), "岗位已招满");
        for (en, zh) in SYSTEM_REASONS {
            assert!(!zh.chars().any(|c| c.is_ascii_alphabetic()), "{en}: {zh}");
        }
    }
}
