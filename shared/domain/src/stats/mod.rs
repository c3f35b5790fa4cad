//! Counters of an enterprise's orders for its home page, kept on write so
//! the page reads a handful of items instead of the orders.
//!
//! Every write that places an order or moves its status carries the counter
//! updates in its own transaction ([`tally`]), so the counts move exactly
//! when the order does: the order's conditional put or status update is the
//! guard, and a repeat or a lost race counts nothing. Days and months are
//! China's (UTC+8, [`period`]).
//!
//! | item | pk | sk | attributes | access patterns served |
//! |---|---|---|---|---|
//! | all-time tally | `ENT#<enterpriseId>` | `STATS#ALL` | one count per order status (`awaitingAuthorization`, `authorized`, `inProgress`, `completed`, `canceled`, `expired`, `suspended`); the records of processing: `bySms`, `byOffline`, `byRegistration` (orders by how the candidate consents), `withdrawn`, `erased`, `erasureRequested`; gsi1 `STATS#PROCESSING` / `<enterpriseId>` | the orders of each status now (GetItem); every enterprise's processing counts for ops (Query gsi1) |
//! | month tally | `ENT#<enterpriseId>` | `STATS#MONTH#<yyyy-mm>` | `month`, the same counts for the orders created that month | this month's orders by status (GetItem) |
//! | day tally | `ENT#<enterpriseId>` | `STATS#DAY#<yyyy-mm-dd>` | `day`, `created` (orders placed that day), `completed` (orders completed that day) | the last 30 days (Query `BETWEEN`) |
//!
//! A tally appears with its first count (`ADD` creates it); until then it
//! reads as zeros.

pub mod period;
pub mod read;
pub mod tally;

use serde::{Deserialize, Serialize};
use verity_core::table::{Entity, Key};

use crate::order_status::OrderStatus;

pub use read::{overview, DayCount, Overview};

/// The gsi1 partition of the all-time tallies: the enterprises that ever
/// placed an order, for the ops processing summary.
pub const PROCESSING_INDEX: &str = "STATS#PROCESSING";

/// How an order's candidate consents, as the tallies count it (ordering's
/// `AuthMode`, which this area does not name).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConsentBy {
    Sms,
    Offline,
    Registration,
}

impl ConsentBy {
    pub fn attr(self) -> &'static str {
        match self {
            ConsentBy::Sms => "bySms",
            ConsentBy::Offline => "byOffline",
            ConsentBy::Registration => "byRegistration",
        }
    }
}

/// The records-of-processing counts of the all-time tally.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ProcessingCounts {
    pub by_sms: i64,
    pub by_offline: i64,
    pub by_registration: i64,
    pub withdrawn: i64,
    pub erased: i64,
    pub erasure_requested: i64,
}

/// How many orders are in each status.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct StatusCounts {
    pub awaiting_authorization: i64,
    pub authorized: i64,
    pub in_progress: i64,
    pub completed: i64,
    pub canceled: i64,
    pub expired: i64,
    pub suspended: i64,
}

impl StatusCounts {
    /// The attribute counting `status` (the field's name above).
    pub fn attr(status: OrderStatus) -> &'static str {
        match status {
            OrderStatus::AwaitingAuthorization => "awaitingAuthorization",
            OrderStatus::Authorized => "authorized",
            OrderStatus::InProgress => "inProgress",
            OrderStatus::Completed => "completed",
            OrderStatus::Canceled => "canceled",
            OrderStatus::Expired => "expired",
            OrderStatus::Suspended => "suspended",
        }
    }

    pub fn of(&self, status: OrderStatus) -> i64 {
        match status {
            OrderStatus::AwaitingAuthorization => self.awaiting_authorization,
            OrderStatus::Authorized => self.authorized,
            OrderStatus::InProgress => self.in_progress,
            OrderStatus::Completed => self.completed,
            OrderStatus::Canceled => self.canceled,
            OrderStatus::Expired => self.expired,
            OrderStatus::Suspended => self.suspended,
        }
    }

    /// Orders in any status.
    pub fn total(&self) -> i64 {
        OrderStatus::ALL.into_iter().map(|s| self.of(s)).sum()
    }
}

/// The all-time tally (`month` absent) or a creation month's.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OrderTally {
    pub enterprise_id: String,
    /// `yyyy-mm` (China) for a month's tally.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub month: Option<String>,
    #[serde(flatten)]
    pub counts: StatusCounts,
    /// Kept on the all-time tally only (zeros on a month's).
    #[serde(flatten)]
    pub processing: ProcessingCounts,
}

impl Entity for OrderTally {
    const KIND: &'static str = "order tally";
    fn key(&self) -> Key {
        match &self.month {
            Some(month) => month_key(&self.enterprise_id, month),
            None => all_key(&self.enterprise_id),
        }
    }
}

/// What happened on one China day.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DayTally {
    pub enterprise_id: String,
    /// `yyyy-mm-dd` (China).
    pub day: String,
    #[serde(default)]
    pub created: i64,
    #[serde(default)]
    pub completed: i64,
}

impl Entity for DayTally {
    const KIND: &'static str = "day tally";
    fn key(&self) -> Key {
        day_key(&self.enterprise_id, &self.day)
    }
}

/// The enterprise's partition (its profile and packages live there too).
fn stats_pk(enterprise_id: &str) -> String {
    format!("ENT#{enterprise_id}")
}

pub fn all_key(enterprise_id: &str) -> Key {
    Key::new(stats_pk(enterprise_id), "STATS#ALL")
}

pub fn month_key(enterprise_id: &str, month: &str) -> Key {
    Key::new(stats_pk(enterprise_id), format!("STATS#MONTH#{month}"))
}

pub fn day_key(enterprise_id: &str, day: &str) -> Key {
    Key::new(stats_pk(enterprise_id), format!("STATS#DAY#{day}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_status_has_its_own_count_and_all_add_up() {
        let mut counts = StatusCounts::default();
        for (n, status) in OrderStatus::ALL.into_iter().enumerate() {
            let mut item = serde_json::to_value(counts).unwrap();
            item[StatusCounts::attr(status)] = serde_json::json!(n as i64 + 1);
            counts = serde_json::from_value(item).unwrap();
            assert_eq!(counts.of(status), n as i64 + 1, "{status:?}");
        }
        assert_eq!(counts.total(), (1..=7).sum::<i64>());
    }

    #[test]
    fn tallies_read_as_zeros_for_counts_never_added() {
        let item = all_key("e1");
        let mut map = serde_json::Map::new();
        map.insert("pk".into(), item.pk.into());
        map.insert("sk".into(), item.sk.into());
        map.insert("enterpriseId".into(), "e1".into());
        map.insert("completed".into(), 3.into());
        let tally = OrderTally::from_item(map).unwrap();
        assert_eq!(tally.month, None);
        assert_eq!(tally.counts.completed, 3);
        assert_eq!(tally.counts.total(), 3);
        assert_eq!(tally.key(), all_key("e1"));
    }
}
