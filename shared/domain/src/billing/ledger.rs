//! The ledger: one entry per movement of the balance, with the balance after
//! it. Entries are never changed or deleted; their amounts sum to the balance.

use serde::{Deserialize, Serialize};
use verity_core::ports::Ports;
use verity_core::table::{Entity, Key, Query, SkCondition};

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
    pub reason: String,
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
                "the end of the range is before its start",
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
