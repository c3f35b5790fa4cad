//! `batch/cancelRest`: the batch's orders still waiting for consent are
//! cancelled (their links stop working), and what they cost comes back as
//! one refund entry on the batch. Each order's cancellation writes its own
//! refund marker (no money moves then), so it can never be refunded again,
//! and adds its price to the batch's `restCanceledFen` in the same
//! transaction: the batch's refund is that sum, read from the batch item
//! (strongly consistent), never counted from the order index (eventually
//! consistent: read right after the cancels it can miss some, and the
//! one-time refund would make the shortfall permanent). It is made once.
//! Each cancel also puts the batch in the refund queue (sparse gsi2
//! `BATCHQ#refunding`) until the refund is made: a call that died between
//! its cancels and the refund is finished by the next call, or by the sweep
//! once the batch has stood still for five minutes.

use serde::Serialize;
use verity_core::ports::Ports;
use verity_core::table::{
    Condition, Entity, Query, SkCondition, TableError, TableExt, TxAction, TxError, UpdateAction,
};

use super::model::*;
use super::{BatchError, BatchResult};
use crate::billing::charge::{Marker, MarkerKind};
use crate::billing::{self, BillingError, Link};
use crate::orders::list::{self, Filter};
use crate::orders::model::{EventKind, OrderEvent};
use crate::orders::{Order, OrderStatus};

use crate::share::ShareLink;

/// The reason a cancelled batch order carries (and how the refund finds them).
pub const REASON: &str = crate::orders::lifecycle::CANCELED_WITH_BATCH;

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RestCanceled {
    /// Orders cancelled in all (by this call or an interrupted earlier one).
    pub canceled_count: u32,
    pub refunded_fen: i64,
    pub balance_after_fen: i64,
}

pub async fn cancel_rest(ports: &Ports, batch: &Batch) -> BatchResult<RestCanceled> {
    if batch.status != BatchStatus::Submitted {
        return Err(BatchError::State(batch.status));
    }
    let filter = Filter {
        batch_id: Some(batch.batch_id.clone()),
        ..Filter::default()
    };
    let orders = list::all(ports, &batch.enterprise_id, &filter, super::MAX_ROWS).await?;
    for order in orders
        .iter()
        .filter(|o| o.status == OrderStatus::AwaitingAuthorization)
    {
        cancel_one(ports, order).await?;
    }
    let (canceled, total) = refund_rest(ports, batch).await?;
    let account = billing::account::account(ports, &batch.enterprise_id).await?;
    Ok(RestCanceled {
        canceled_count: canceled,
        refunded_fen: total,
        balance_after_fen: account.balance_fen,
    })
}

/// Batches whose rest was cancelled and not yet refunded, by their last
/// cancel (sparse gsi2): a call that died between its cancels and the refund.
pub const REFUND_QUEUE_PK: &str = "BATCHQ#refunding";

/// The sweep's part: a batch that has waited in the refund queue for
/// [`super::submit::STALL_MS`] since its last cancel (no call is still at
/// it) gets its refund, as the interrupted call would have made it.
pub async fn sweep(ports: &Ports) -> BatchResult<()> {
    let before = ports.clock.now_millis() - super::submit::STALL_MS;
    let waiting = ports
        .table
        .query_all_as::<Batch>(
            Query::partition(REFUND_QUEUE_PK)
                .on_index("gsi2")
                .sk(SkCondition::Lt(format!("{before:013}~"))),
        )
        .await?;
    for batch in waiting {
        refund_rest(ports, &batch).await?;
    }
    Ok(())
}

/// Refunds what the cancels (this call's and any interrupted earlier one's)
/// added up on the batch item, capped by what the batch was charged, once;
/// then the batch leaves the refund queue. Answers (count, refunded).
async fn refund_rest(ports: &Ports, batch: &Batch) -> BatchResult<(u32, i64)> {
    let counted = ports
        .table
        .get_as::<Batch>(&batch.key())
        .await?
        .ok_or(BatchError::NotFound)?;
    let total = counted.rest_canceled_fen.min(counted.charged_fen);
    let canceled = counted.rest_canceled_count;
    if total > 0 {
        match billing::refund(
            ports,
            &batch.enterprise_id,
            &Link::batch(&batch.batch_id),
            Some(total),
            billing::Note::BatchRefund {
                count: canceled,
                file_name: Some(counted.file_name.clone()),
            },
        )
        .await
        {
            Ok(_) | Err(BillingError::AlreadyRefunded) => {}
            Err(e) => return Err(e.into()),
        }
    }
    // Out of the queue only if no cancel came in since the read (it would
    // have moved the queue's time on).
    let refunded = ports
        .table
        .update(
            &batch.key(),
            vec![
                UpdateAction::set("refundedFen", total),
                UpdateAction::Remove("gsi2pk".into()),
                UpdateAction::Remove("gsi2sk".into()),
            ],
            Some(Condition::eq("restCanceledFen", counted.rest_canceled_fen)),
        )
        .await;
    match refunded {
        Ok(_) | Err(TableError::ConditionFailed) => Ok((canceled, total)),
        Err(e) => Err(e.into()),
    }
}

/// One waiting order cancelled, its link revoked, its refund marked as made.
async fn cancel_one(ports: &Ports, order: &Order) -> BatchResult<()> {
    let now = ports.clock.now_millis();
    let mut tx = order
        .move_to(
            OrderStatus::Canceled,
            now,
            vec![
                UpdateAction::set("statusReason", REASON),
                UpdateAction::set("completedAt", now),
                UpdateAction::set("refundedFen", order.price_fen),
            ],
        )
        .with(
            "event",
            OrderEvent::new(&order.order_id, now, EventKind::Canceled)
                .note(REASON)
                .put(),
        )
        .with(
            "refunded",
            OrderEvent::new(&order.order_id, now + 1, EventKind::Refunded)
                .note("with the batch's refund")
                .put(),
        )
        .with(
            "refund marker",
            Marker {
                enterprise_id: order.enterprise_id.clone(),
                marker: MarkerKind::Refund,
                link: Link::order(&order.order_id),
                amount_fen: order.price_fen,
                at: now,
            }
            .put_new(),
        );
    if let Some(hash) = &order.share_hash {
        tx.push("share link", ShareLink::revoke_action(hash, now));
    }
    if let Some(batch_id) = &order.batch_id {
        tx.push(
            "batch",
            TxAction::Update {
                key: batch_key(batch_id),
                actions: vec![
                    UpdateAction::add("restCanceledFen", order.price_fen),
                    UpdateAction::add("restCanceledCount", 1),
                    // Queued for the refund until it is made (the sweep
                    // finishes a call that died before making it).
                    UpdateAction::set("gsi2pk", REFUND_QUEUE_PK),
                    UpdateAction::set("gsi2sk", format!("{now:013}#{batch_id}")),
                ],
                condition: Some(Condition::item_present()),
            },
        );
    }
    match ports.table.run(tx).await {
        Ok(()) => {
            crate::orders::emit_webhook(
                ports,
                order,
                crate::webhooks::WebhookEvent::OrderCanceled,
                OrderStatus::Canceled,
            )
            .await;
            Ok(())
        }
        // The candidate signed meanwhile: it goes ahead.
        Err(TxError::Condition(_)) => Ok(()),
        Err(TxError::Table(e)) => Err(e.into()),
    }
}
