//! The minute sweep's part: erase every order whose `eraseDueAt` passed.

use verity_core::ports::Ports;
use verity_core::table::{Entity, Query, SkCondition};

use super::erase::{erase, Erased};
use super::{PrivacyResult, Reason};
use crate::orders::model::ERASE_DUE_PK;
use crate::orders::Order;

/// Orders erased by one sweep at most: the rest wait a minute (the queue
/// is soonest first, so none starves).
pub const PER_SWEEP: usize = 50;

/// Erases the due orders (gsi2 `ERASEDUE`, `eraseDueAt` ≤ now); one that
/// fails is logged and tried again by the next sweep. Answers what it erased.
pub async fn sweep(ports: &Ports) -> PrivacyResult<Vec<Erased>> {
    let now = ports.clock.now_millis();
    let page = ports
        .table
        .query(
            Query::partition(ERASE_DUE_PK)
                .on_index("gsi2")
                // `<due 13>#<orderId>` ≤ `<now 13>~`: due at or before now.
                .sk(SkCondition::Le(format!("{now:013}~")))
                .limit(PER_SWEEP),
        )
        .await?;
    let mut erased = Vec::new();
    for item in page.items {
        let order = match Order::from_item(item) {
            Ok(order) => order,
            Err(e) => {
                tracing::warn!(error = %e, "an unreadable order in the erasure queue");
                continue;
            }
        };
        let reason = match order.erasure_requested_at {
            Some(_) => Reason::Request,
            None => Reason::Retention,
        };
        match erase(ports, &order.order_id, reason).await {
            Ok(Some(done)) => erased.push(done),
            Ok(None) => {}
            Err(e) => {
                tracing::warn!(error = %e, order_id = %order.order_id, "erasure failed; the next sweep retries");
            }
        }
    }
    Ok(erased)
}
