//! The items of a work order: the ticket and its messages in the ticket's
//! partition, the enterprise's unread total, and the claim of each text.
//! Free text (subject, description, messages) and file names are sealed:
//! members may write anything there, names and phones included.

use serde::{Deserialize, Serialize};
use verity_core::pii::Sealed;
use verity_core::table::{Condition, Entity, Key, Status, TxAction, UpdateAction};

use crate::files::FileNameEnc;

/// Sealed fields, each bound to its attribute.
pub mod fields {
    use verity_core::sealed_field as field;

    field!(SubjectEnc, "subjectEnc");
    field!(DescriptionEnc, "descriptionEnc");
    field!(TextEnc, "textEnc");
}

use fields::{DescriptionEnc, SubjectEnc, TextEnc};

/// Where a ticket stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum WorkOrderStatus {
    Open,
    InProgress,
    Resolved,
    Closed,
}

impl Status for WorkOrderStatus {
    fn as_str(self) -> &'static str {
        match self {
            WorkOrderStatus::Open => "open",
            WorkOrderStatus::InProgress => "in_progress",
            WorkOrderStatus::Resolved => "resolved",
            WorkOrderStatus::Closed => "closed",
        }
    }

    fn can_become(self, to: Self) -> bool {
        use WorkOrderStatus::*;
        matches!(
            (self, to),
            (Open, InProgress | Resolved | Closed)
                | (InProgress, Resolved | Closed)
                | (Resolved, Open | Closed)
        )
    }
}

impl WorkOrderStatus {
    pub const ALL: [WorkOrderStatus; 4] = [
        WorkOrderStatus::Open,
        WorkOrderStatus::InProgress,
        WorkOrderStatus::Resolved,
        WorkOrderStatus::Closed,
    ];

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == text)
    }
}

/// What a ticket is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum WorkOrderType {
    Report,
    Billing,
    Account,
    Other,
}

/// Who wrote a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = WorkOrderAuthor)]
pub enum Author {
    Enterprise,
    Ops,
}

/// An attached upload: its key and its name, sealed as the file record has it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StoredAttachment {
    pub key: String,
    pub name_enc: Sealed<FileNameEnc>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WorkOrder {
    pub work_order_id: String,
    pub work_order_no: String,
    pub enterprise_id: String,
    /// The member who raised it (texted when ops answer).
    pub raised_by: String,
    #[serde(rename = "type")]
    pub kind: WorkOrderType,
    pub subject_enc: Sealed<SubjectEnc>,
    pub description_enc: Sealed<DescriptionEnc>,
    #[serde(default)]
    pub attachments: Vec<StoredAttachment>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub order_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub order_no: Option<String>,
    pub status: WorkOrderStatus,
    pub created_at: i64,
    /// The latest message or move: lists are ordered by it.
    pub last_activity_at: i64,
    /// The first ops reply.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answered_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resolved_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reopened_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub closed_at: Option<i64>,
    /// Ops messages the enterprise has not read.
    #[serde(default)]
    pub enterprise_unread: u32,
    /// Enterprise messages (and the new ticket itself) ops have not read.
    #[serde(default)]
    pub ops_unread: u32,
    #[serde(default)]
    pub message_count: u32,
}

pub fn work_order_pk(work_order_id: &str) -> String {
    format!("WO#{work_order_id}")
}

pub fn work_order_key(work_order_id: &str) -> Key {
    Key::new(work_order_pk(work_order_id), "WO")
}

/// The enterprise's tickets (gsi1).
pub fn list_pk(enterprise_id: &str) -> String {
    format!("WORKORDERS#{enterprise_id}")
}

/// Every enterprise's tickets, for ops (gsi2).
pub const QUEUE_PK: &str = "WORKORDERQ";

/// The sort key of both lists: latest activity, then the id.
fn activity_sk(at: i64, work_order_id: &str) -> String {
    format!("{at:013}#{work_order_id}")
}

impl Entity for WorkOrder {
    const KIND: &'static str = "work order";
    fn key(&self) -> Key {
        work_order_key(&self.work_order_id)
    }
    fn index_keys(&self) -> Vec<(&'static str, String)> {
        let sk = activity_sk(self.last_activity_at, &self.work_order_id);
        vec![
            ("gsi1pk", list_pk(&self.enterprise_id)),
            ("gsi1sk", sk.clone()),
            ("gsi2pk", QUEUE_PK.to_string()),
            ("gsi2sk", sk),
        ]
    }
}

impl WorkOrder {
    /// The conditional move to `to` (the ticket must still be in the status
    /// read) with `more` updates; `also` adds conditions (an unread count
    /// still the one read).
    pub fn move_to(
        &self,
        to: WorkOrderStatus,
        more: Vec<UpdateAction>,
        also: Option<Condition>,
    ) -> TxAction {
        with_condition(self.status.transition(self.key(), to, more), also)
    }

    /// An update that keeps the status, conditioned on it being the one read.
    pub fn keep(&self, more: Vec<UpdateAction>, also: Option<Condition>) -> TxAction {
        with_condition(
            TxAction::Update {
                key: self.key(),
                actions: more,
                condition: Some(Condition::eq(WorkOrderStatus::ATTR, self.status.as_str())),
            },
            also,
        )
    }

    /// Updates that make `now` the latest activity, in both lists.
    pub fn touch(&self, now: i64) -> Vec<UpdateAction> {
        let sk = activity_sk(now, &self.work_order_id);
        vec![
            UpdateAction::set("lastActivityAt", now),
            UpdateAction::set("gsi1sk", sk.clone()),
            UpdateAction::set("gsi2sk", sk),
        ]
    }
}

fn with_condition(action: TxAction, also: Option<Condition>) -> TxAction {
    match (action, also) {
        (
            TxAction::Update {
                key,
                actions,
                condition,
            },
            Some(extra),
        ) => TxAction::Update {
            key,
            actions,
            condition: Some(match condition {
                Some(c) => c.and(extra),
                None => extra,
            }),
        },
        (action, _) => action,
    }
}

/// One message of the thread.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Message {
    pub work_order_id: String,
    pub message_id: String,
    pub author: Author,
    /// The member's or the operator's user id.
    pub author_id: String,
    pub text_enc: Sealed<TextEnc>,
    #[serde(default)]
    pub attachments: Vec<StoredAttachment>,
    pub at: i64,
}

pub const MESSAGE_PREFIX: &str = "MSG#";

/// A new message id: a process-wide sequence then random digits, so two
/// messages of one millisecond keep the order this process wrote them in.
pub fn new_message_id() -> String {
    static SEQ: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let seq = SEQ.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    format!("{seq:012}{}", &verity_core::ids::new_id()[..12])
}

impl Entity for Message {
    const KIND: &'static str = "work order message";
    fn key(&self) -> Key {
        Key::new(
            work_order_pk(&self.work_order_id),
            format!("{MESSAGE_PREFIX}{:013}#{}", self.at, self.message_id),
        )
    }
}

/// The enterprise's unread ops messages over all its tickets.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UnreadTotal {
    pub enterprise_id: String,
    #[serde(default)]
    pub unread: i64,
}

pub fn unread_total_key(enterprise_id: &str) -> Key {
    Key::new(format!("WOUNREAD#{enterprise_id}"), "TOTAL")
}

impl Entity for UnreadTotal {
    const KIND: &'static str = "work order unread total";
    fn key(&self) -> Key {
        unread_total_key(&self.enterprise_id)
    }
}

/// Adds `delta` to the enterprise's unread total (created at the first ops message).
pub fn add_unread(enterprise_id: &str, delta: i64) -> TxAction {
    TxAction::Update {
        key: unread_total_key(enterprise_id),
        actions: vec![
            UpdateAction::set("enterpriseId", enterprise_id),
            UpdateAction::add("unread", delta),
        ],
        condition: None,
    }
}

/// `WO` + the date (UTC+8) + 8 characters of the id: short enough to read
/// out on the phone.
pub fn work_order_no(now_ms: i64, work_order_id: &str) -> String {
    use time::macros::{format_description, offset};
    let day = time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(now_ms) * 1_000_000)
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH)
        .to_offset(offset!(+8))
        .format(format_description!("[year repr:last_two][month][day]"))
        .unwrap_or_default();
    format!("WO{day}{}", work_order_id[..8].to_ascii_uppercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_documented_moves_are_allowed() {
        use WorkOrderStatus::*;
        for (from, to) in [
            (Open, InProgress),
            (Open, Resolved),
            (Open, Closed),
            (InProgress, Resolved),
            (InProgress, Closed),
            (Resolved, Open),
            (Resolved, Closed),
        ] {
            assert!(from.can_become(to), "{from:?} → {to:?}");
        }
        for (from, to) in [
            (Closed, Open),
            (Closed, Resolved),
            (Resolved, InProgress),
            (InProgress, Open),
            (Open, Open),
        ] {
            assert!(!from.can_become(to), "{from:?} → {to:?}");
        }
        for s in WorkOrderStatus::ALL {
            assert_eq!(WorkOrderStatus::parse(s.as_str()), Some(s));
        }
    }

    #[test]
    fn the_number_carries_the_china_date() {
        // 2026-01-01T20:00:00Z is already 2 January in China.
        assert_eq!(
            work_order_no(1_767_297_600_000, "abcdef0123456789"),
            "WO260102ABCDEF01"
        );
    }
}
