//! Work orders: an enterprise's support tickets to the platform. A member
//! raises one (type, subject, description, up to 5 attachments, optionally
//! one of the enterprise's orders); the platform's `ops` role answers in a
//! thread of messages; each side has an unread count of the other side's
//! messages, cleared when it reads the ticket.
//!
//! States: `open → in_progress` (the first ops reply) `→ resolved` (ops);
//! `resolved → open` when the enterprise reopens it within 7 days; the
//! enterprise closes its ticket from any other state. Every move is a
//! conditional update on the status read ([`WorkOrderStatus`] lists the
//! allowed ones); so is every reply, so a reply never lands on a ticket
//! closed meanwhile.
//!
//! An ops answer (a reply, or the resolution) texts the raiser through the
//! `workorder.answered` event: ids only, the phone is read at delivery, one
//! text per answer however often the event comes (a `WONOTICE#…` claim).
//!
//! | item | pk | sk | access patterns served |
//! |---|---|---|---|
//! | work order | `WO#<workOrderId>` | `WO` | by id; the enterprise's tickets by latest activity (gsi1 `WORKORDERS#<enterpriseId>`, `<lastActivityAt>#<id>`, status as a filter); every enterprise's tickets for ops by latest activity (gsi2 `WORKORDERQ`, same sort key) |
//! | message | `WO#<workOrderId>` | `MSG#<at, 13 digits>#<messageId>` | the thread in time order |
//! | unread total | `WOUNREAD#<enterpriseId>` | `TOTAL` | the enterprise's unread ops messages over all tickets (the sidebar badge), kept in the transactions that add and clear them |
//! | notice claim | `WONOTICE#<workOrderId>#<notice>` | `SMS` | one text per ops answer |

pub mod attachments;
pub mod create;
mod error;
pub mod lifecycle;
pub mod list;
pub mod model;
pub mod notify;
pub mod reply;
pub mod thread;

pub use error::{WorkOrderError, WorkOrderResult};
pub use model::{Author, WorkOrder, WorkOrderStatus, WorkOrderType};
pub use notify::ANSWERED_EVENT;

/// The enterprise may reopen a resolved ticket for this long.
pub const REOPEN_DAYS: i64 = 7;
pub(crate) const DAY_MS: i64 = 24 * 3600 * 1000;
/// Files one ticket or message may carry.
pub const MAX_ATTACHMENTS: usize = 5;
/// How ops sign their messages.
pub const OPS_AUTHOR_NAME: &str = "Verity support";

/// Who is reading or writing: a member of an enterprise, or the platform's ops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side<'a> {
    Enterprise {
        enterprise_id: &'a str,
        user_id: &'a str,
    },
    Ops {
        user_id: &'a str,
    },
}

impl Side<'_> {
    pub fn author(&self) -> Author {
        match self {
            Side::Enterprise { .. } => Author::Enterprise,
            Side::Ops { .. } => Author::Ops,
        }
    }

    pub fn user_id(&self) -> &str {
        match self {
            Side::Enterprise { user_id, .. } | Side::Ops { user_id } => user_id,
        }
    }
}
