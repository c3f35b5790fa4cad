//! merge: replaced by privacy::request_erasure — the `privacy` area (helper
//! PRIV) is built beside this one; this is its contract's `request_erasure`
//! so `me/erase` works on this branch. The lead folds the two at merge.

use serde::Deserialize;
use verity_core::ports::Ports;
use verity_core::table::{Condition, Status, UpdateAction};

use super::{CandidateError, CandidateResult};
use crate::notices::NoticeKind;
use crate::orders::model::order_key;
use crate::orders::{Order, OrderStatus};

/// The erasure fields of an order item (the privacy area's; read beside
/// [`Order`] from the same item).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Erasure {
    #[serde(default)]
    pub erase_due_at: Option<i64>,
    #[serde(default)]
    pub erasure_requested_at: Option<i64>,
    #[serde(default)]
    pub erased_at: Option<i64>,
}

/// Ended: completed, canceled or expired.
pub(crate) fn ended(status: OrderStatus) -> bool {
    matches!(
        status,
        OrderStatus::Completed | OrderStatus::Canceled | OrderStatus::Expired
    )
}

// merge: replaced by privacy::request_erasure
/// Makes an ended order's erasure due now: `eraseDueAt` and
/// `erasureRequestedAt` set, the sparse index `ERASEDUE` re-keyed, on the
/// condition that the status is still the one read and nothing was erased;
/// the enterprise is told. Answers `eraseDueAt`.
pub(crate) async fn request_erasure(
    ports: &Ports,
    order: &Order,
    now: i64,
) -> CandidateResult<i64> {
    if !ended(order.status) {
        return Err(CandidateError::NotErasable(order.status));
    }
    let updated = ports
        .table
        .update(
            &order_key(&order.order_id),
            vec![
                UpdateAction::set("eraseDueAt", now),
                UpdateAction::set("erasureRequestedAt", now),
                UpdateAction::set("gsi2pk", "ERASEDUE"),
                UpdateAction::set("gsi2sk", format!("{:013}#{}", now, order.order_id)),
            ],
            Some(Condition::And(vec![
                Condition::eq("status", order.status.as_str()),
                Condition::NotExists("erasedAt".into()),
            ])),
        )
        .await;
    match updated {
        Ok(_) => {}
        Err(e) if e.is_condition_failure() => {
            return Err(CandidateError::NotErasable(order.status))
        }
        Err(e) => return Err(e.into()),
    }
    tracing::info!(order_id = %order.order_id, "erasure requested");
    crate::notices::raise::candidate_request(
        ports,
        NoticeKind::ErasureRequested,
        &order.enterprise_id,
        &order.order_id,
        &order.order_no,
        now,
    )
    .await;
    Ok(now)
}
