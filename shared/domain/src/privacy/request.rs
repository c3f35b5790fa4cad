//! The candidate's request to erase their data of an ended order: it becomes
//! due now, and the next sweep erases it.

use verity_core::ports::Ports;
use verity_core::table::{Condition, Entity, TableExt, Tx, TxAction, TxError, UpdateAction};

use super::{PrivacyError, PrivacyResult};
use crate::notices;
use crate::orders::model::{erase_due_sk, is_ended, ERASE_DUE_PK};
use crate::orders::Order;

/// Makes the order's erasure due at `now` (`eraseDueAt`, `erasureRequestedAt`,
/// the `ERASEDUE` index) and tells the enterprise; answers `eraseDueAt`.
/// Only an ended order (completed, canceled, expired) may be erased early.
pub async fn request_erasure(ports: &Ports, order: &Order, now: i64) -> PrivacyResult<i64> {
    if order.is_erased() {
        return Err(PrivacyError::AlreadyErased);
    }
    if !is_ended(order.status) {
        return Err(PrivacyError::NotEnded(order.status));
    }
    let actions = vec![
        UpdateAction::set("eraseDueAt", now),
        UpdateAction::set("erasureRequestedAt", now),
        UpdateAction::set("gsi2pk", ERASE_DUE_PK),
        UpdateAction::set("gsi2sk", erase_due_sk(now, &order.order_id)),
    ];
    // Not erased meanwhile (the sweep removes the index when it erases).
    let condition = Condition::item_present().and(Condition::NotExists("erasedAt".into()));
    let tx = Tx::new()
        .with(
            "order",
            TxAction::Update {
                key: order.key(),
                actions,
                condition: Some(condition),
            },
        )
        // The ops processing summary's count, once: the condition guards it.
        .with(
            "tally all",
            crate::stats::tally::erasure_requested(&order.enterprise_id),
        );
    match ports.table.run(tx).await {
        Ok(()) => {}
        Err(TxError::Condition(_)) => return Err(PrivacyError::AlreadyErased),
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    tracing::info!(order_id = %order.order_id, "erasure requested");
    notices::raise::publish(
        ports,
        notices::Raise {
            kind: notices::NoticeKind::ErasureRequested,
            enterprise_id: order.enterprise_id.clone(),
            occurrence: order.order_id.clone(),
            at: now,
            params: notices::NoticeParams {
                order_id: Some(order.order_id.clone()),
                order_no: Some(order.order_no.clone()),
                ..Default::default()
            },
            placed_by: Some(order.created_by.clone()),
        },
    )
    .await;
    Ok(now)
}
