//! Where an order stands: the states of an order's life, named below the
//! orders area so the counters by status (the stats area) and the orders
//! that move them both depend on it, and not on each other.

use serde::{Deserialize, Serialize};
use verity_core::table::Status;

/// Where an order stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum OrderStatus {
    AwaitingAuthorization,
    Authorized,
    InProgress,
    Completed,
    Canceled,
    Expired,
    Suspended,
}

impl Status for OrderStatus {
    fn as_str(self) -> &'static str {
        match self {
            OrderStatus::AwaitingAuthorization => "awaiting_authorization",
            OrderStatus::Authorized => "authorized",
            OrderStatus::InProgress => "in_progress",
            OrderStatus::Completed => "completed",
            OrderStatus::Canceled => "canceled",
            OrderStatus::Expired => "expired",
            OrderStatus::Suspended => "suspended",
        }
    }

    fn can_become(self, to: Self) -> bool {
        use OrderStatus::*;
        matches!(
            (self, to),
            (AwaitingAuthorization, Authorized | Canceled | Expired)
                | (Authorized, InProgress | Canceled)
                | (InProgress, Completed | Suspended | Canceled)
                | (Suspended, Canceled)
        )
    }
}

impl OrderStatus {
    pub const ALL: [OrderStatus; 7] = [
        OrderStatus::AwaitingAuthorization,
        OrderStatus::Authorized,
        OrderStatus::InProgress,
        OrderStatus::Completed,
        OrderStatus::Canceled,
        OrderStatus::Expired,
        OrderStatus::Suspended,
    ];

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == text)
    }

    /// States the processor and the sweep watch (the sparse gsi2 queue).
    pub fn is_open(self) -> bool {
        matches!(
            self,
            OrderStatus::AwaitingAuthorization | OrderStatus::Authorized | OrderStatus::InProgress
        )
    }
}
