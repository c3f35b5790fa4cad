//! The ledger: one entry per movement of the balance, with the balance after
//! it. Entries are never changed or deleted; their amounts sum to the balance.

use serde::{Deserialize, Serialize};
use verity_core::ports::Ports;
use verity_core::table::{Entity, Key, Query, SkCondition};
use verity_core::text::Text;

use super::BillingResult;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum EntryKind {
    Recharge,
    Charge,
    Refund,
    /// A correction by the platform.
    Adjustment,
}

impl EntryKind {
    pub const ALL: [EntryKind; 4] = [
        EntryKind::Recharge,
        EntryKind::Charge,
        EntryKind::Refund,
        EntryKind::Adjustment,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            EntryKind::Recharge => "recharge",
            EntryKind::Charge => "charge",
            EntryKind::Refund => "refund",
            EntryKind::Adjustment => "adjustment",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        EntryKind::ALL.into_iter().find(|k| k.as_str() == text)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LinkKind {
    Order,
    Batch,
    Recharge,
}

impl LinkKind {
    pub fn as_str(self) -> &'static str {
        match self {
            LinkKind::Order => "order",
            LinkKind::Batch => "batch",
            LinkKind::Recharge => "recharge",
        }
    }
}

/// What a movement was for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Link {
    #[serde(rename = "type")]
    pub kind: LinkKind,
    pub id: String,
}

impl Link {
    pub fn order(id: &str) -> Self {
        Link {
            kind: LinkKind::Order,
            id: id.to_string(),
        }
    }
    pub fn batch(id: &str) -> Self {
        Link {
            kind: LinkKind::Batch,
            id: id.to_string(),
        }
    }
    pub fn recharge(id: &str) -> Self {
        Link {
            kind: LinkKind::Recharge,
            id: id.to_string(),
        }
    }
}

/// What a movement was for, as a kind and its parameters: the reader's
/// language renders it (the web from its message tables, the statement with
/// [`Note::text`]). Entries written before notes existed carry only their
/// English `reason`, which [`LedgerEntry::note`] reads back into a note.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
// Fields renamed on each variant, not with `rename_all_fields`: the OpenAPI
// schema (utoipa) reads only the former, and the wire is the same.
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Note {
    /// One background check charged.
    #[serde(rename_all = "camelCase")]
    OrderCharge { order_no: String },
    /// One background check refunded (canceled, withdrawn or expired).
    #[serde(rename_all = "camelCase")]
    OrderRefund { order_no: String },
    /// A batch of `count` checks charged (the file's name when known).
    #[serde(rename_all = "camelCase")]
    BatchCharge {
        count: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        file_name: Option<String>,
    },
    /// `count` checks of a batch canceled and refunded.
    #[serde(rename_all = "camelCase")]
    BatchRefund {
        count: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        file_name: Option<String>,
    },
    /// A recharge by bank transfer.
    RechargeTransfer,
    /// A recharge through the sandbox payment method.
    RechargeSandbox,
    /// Sandbox money granted to a sandbox twin (`verity_core::tenant`).
    SandboxGrant,
    /// A text written as it is (a platform adjustment, an old entry not recognised).
    Text { text: String },
}

impl Note {
    /// The note in Chinese (`zh`) or English.
    pub fn text(&self, zh: bool) -> String {
        let file = |f: &Option<String>| match (f, zh) {
            (Some(f), true) => format!("（{f}）"),
            (Some(f), false) => format!(" ({f})"),
            (None, _) => String::new(),
        };
        match (self, zh) {
            (Note::OrderCharge { order_no }, true) => format!("背景调查 {order_no}"),
            (Note::OrderCharge { order_no }, false) => format!("Background check {order_no}"),
            (Note::OrderRefund { order_no }, true) => format!("背景调查 {order_no} 退款"),
            (Note::OrderRefund { order_no }, false) => {
                format!("Refund of background check {order_no}")
            }
            (Note::BatchCharge { count, file_name }, true) => {
                format!("批量背调 {count} 人{}", file(file_name))
            }
            (Note::BatchCharge { count, file_name }, false) => {
                format!("Batch of {count} background checks{}", file(file_name))
            }
            (Note::BatchRefund { count, file_name }, true) => {
                format!("批量背调退款 {count} 人{}", file(file_name))
            }
            (Note::BatchRefund { count, file_name }, false) => {
                format!("Refund of {count} checks of a batch{}", file(file_name))
            }
            (Note::RechargeTransfer, true) => "银行转账".into(),
            (Note::RechargeTransfer, false) => "Bank transfer".into(),
            (Note::RechargeSandbox, true) => "沙箱支付".into(),
            (Note::RechargeSandbox, false) => "Sandbox payment".into(),
            (Note::SandboxGrant, true) => "沙箱测试额度".into(),
            (Note::SandboxGrant, false) => "Sandbox funds".into(),
            (Note::Text { text }, _) => text.clone(),
        }
    }

    /// The note of an entry written before notes existed, from its English reason.
    pub fn from_reason(reason: &str) -> Note {
        let count = |s: &str| s.parse::<u32>().ok();
        if let Some(no) = reason.strip_prefix("Refund of background check ") {
            return Note::OrderRefund {
                order_no: no.to_string(),
            };
        }
        if let Some(n) = reason
            .strip_prefix("Refund of ")
            .and_then(|r| r.strip_suffix(" checks of a batch"))
            .and_then(count)
        {
            return Note::BatchRefund {
                count: n,
                file_name: None,
            };
        }
        if let Some(n) = reason
            .strip_prefix("Batch of ")
            .and_then(|r| r.strip_suffix(" background checks"))
            .and_then(count)
        {
            return Note::BatchCharge {
                count: n,
                file_name: None,
            };
        }
        match reason {
            "Bank transfer" => return Note::RechargeTransfer,
            "Sandbox payment" => return Note::RechargeSandbox,
            _ => {}
        }
        match reason.strip_prefix("Background check ") {
            Some(no) if !no.is_empty() && no.chars().all(|c| c.is_ascii_alphanumeric()) => {
                Note::OrderCharge {
                    order_no: no.to_string(),
                }
            }
            _ => Note::Text {
                text: reason.to_string(),
            },
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LedgerEntry {
    pub enterprise_id: String,
    pub entry_id: String,
    /// The account's sequence after this movement.
    pub seq: i64,
    pub kind: EntryKind,
    /// Signed: credits positive, charges negative.
    pub amount_fen: i64,
    pub balance_after_fen: i64,
    /// The note in English, as written (entries before notes have only this).
    pub reason: String,
    /// What the movement was for (absent on entries written before notes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<Note>,
    pub at: i64,
    pub link: Option<Link>,
}

impl Entity for LedgerEntry {
    const KIND: &'static str = "ledger entry";
    fn key(&self) -> Key {
        Key::new(ledger_pk(&self.enterprise_id), self.sort_key())
    }
    fn index_keys(&self) -> Vec<(&'static str, String)> {
        vec![
            ("gsi1pk", kind_pk(&self.enterprise_id, self.kind)),
            ("gsi1sk", self.sort_key()),
        ]
    }
}

impl LedgerEntry {
    /// What the movement was for: the stored note, or the one its old English reason reads as.
    pub fn note(&self) -> Note {
        self.note
            .clone()
            .unwrap_or_else(|| Note::from_reason(&self.reason))
    }

    fn sort_key(&self) -> String {
        format!("{:013}#{:012}", self.at, self.seq)
    }
}

fn ledger_pk(enterprise_id: &str) -> String {
    format!("LEDGER#{enterprise_id}")
}

fn kind_pk(enterprise_id: &str, kind: EntryKind) -> String {
    format!("LEDGER#{enterprise_id}#{}", kind.as_str())
}

/// Which entries: of one kind, between two instants (inclusive).
#[derive(Debug, Clone, Copy, Default)]
pub struct LedgerFilter {
    pub kind: Option<EntryKind>,
    pub from: Option<i64>,
    pub to: Option<i64>,
}

impl LedgerFilter {
    fn query(&self, enterprise_id: &str) -> BillingResult<Query> {
        let from = self.from.unwrap_or(0).max(0);
        let to = self.to.unwrap_or(9_999_999_999_999).min(9_999_999_999_999);
        if from > to {
            return Err(verity_core::failure::FieldError::new(
                "to",
                Text::new(
                    "the end of the range is before its start",
                    "结束时间早于开始时间",
                ),
            )
            .into());
        }
        let range = SkCondition::Between(format!("{from:013}#"), format!("{to:013}#~"));
        Ok(match self.kind {
            Some(kind) => Query::partition(kind_pk(enterprise_id, kind)).on_index("gsi1"),
            None => Query::partition(ledger_pk(enterprise_id)),
        }
        .sk(range)
        .backward())
    }
}

/// A page of entries, newest first.
pub async fn page(
    ports: &Ports,
    enterprise_id: &str,
    filter: LedgerFilter,
    cursor: Option<String>,
    limit: usize,
) -> BillingResult<(Vec<LedgerEntry>, Option<String>)> {
    super::page(ports, filter.query(enterprise_id)?, cursor, limit).await
}

/// Every entry the filter holds, newest first, up to `max` (statements).
pub async fn all(
    ports: &Ports,
    enterprise_id: &str,
    filter: LedgerFilter,
    max: usize,
) -> BillingResult<Vec<LedgerEntry>> {
    let mut list = Vec::new();
    let mut cursor = None;
    loop {
        let (entries, next) = page(ports, enterprise_id, filter, cursor, 500).await?;
        list.extend(entries);
        if list.len() >= max {
            list.truncate(max);
            return Ok(list);
        }
        match next {
            Some(n) => cursor = Some(n),
            None => return Ok(list),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_note_reads_in_either_language() {
        let charge = Note::OrderCharge {
            order_no: "2611270001".into(),
        };
        assert_eq!(charge.text(true), "背景调查 2611270001");
        assert_eq!(charge.text(false), "Background check 2611270001");
        let batch = Note::BatchRefund {
            count: 3,
            file_name: Some("hires.xlsx".into()),
        };
        assert_eq!(batch.text(true), "批量背调退款 3 人（hires.xlsx）");
        assert_eq!(
            batch.text(false),
            "Refund of 3 checks of a batch (hires.xlsx)"
        );
        assert_eq!(Note::RechargeTransfer.text(true), "银行转账");
    }

    #[test]
    fn old_english_reasons_read_back_as_notes() {
        for note in [
            Note::OrderCharge {
                order_no: "2611270001".into(),
            },
            Note::OrderRefund {
                order_no: "2611270001".into(),
            },
            Note::BatchCharge {
                count: 12,
                file_name: None,
            },
            Note::BatchRefund {
                count: 2,
                file_name: None,
            },
            Note::RechargeTransfer,
            Note::RechargeSandbox,
        ] {
            assert_eq!(Note::from_reason(&note.text(false)), note);
        }
        assert_eq!(
            Note::from_reason("Background check: Standard hire (demo)"),
            Note::Text {
                text: "Background check: Standard hire (demo)".into()
            }
        );
    }

    #[test]
    fn a_note_is_stored_as_its_kind_and_parameters() {
        let v = serde_json::to_value(Note::OrderRefund {
            order_no: "2611270001".into(),
        })
        .unwrap();
        assert_eq!(
            v,
            serde_json::json!({"kind": "order_refund", "orderNo": "2611270001"})
        );
    }
}
