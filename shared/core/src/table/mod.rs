//! The Table port: one DynamoDB-shaped table of items under (pk, sk).
//!
//! Items are JSON objects. Strings map to DynamoDB `S`, integers and floats to
//! `N`, booleans to `BOOL`, null to `NULL`, objects to `M`, arrays to `L`.
//! Money is always an integer number of fen.
//!
//! Every access pattern of the product is written down in `docs/table-design.md`
//! next to the key that serves it; code never scans.

mod expr;
mod typed;

pub use expr::{apply_updates, Condition, SkCondition, UpdateAction};
pub use typed::{Entity, Status, TableExt, Tx, TxError};

use async_trait::async_trait;
use serde_json::{Map, Value};

/// An item: attribute name → value. Must hold `pk` and `sk` strings.
pub type Item = Map<String, Value>;

/// Attribute holding the TTL (epoch seconds). DynamoDB deletes late, so code
/// always compares it itself through [`is_live`].
pub const TTL_ATTR: &str = "expiresAt";

/// The secondary indexes the table has. Each is keyed by `<name>pk` / `<name>sk`
/// string attributes and projects all attributes.
pub const INDEXES: [&str; 2] = ["gsi1", "gsi2"];

/// DynamoDB's limit on actions in one transaction.
pub const MAX_TRANSACTION_ACTIONS: usize = 100;
/// DynamoDB's limit on the size of one item.
pub const MAX_ITEM_BYTES: usize = 400 * 1024;
/// DynamoDB's limit on requests in one BatchWriteItem call.
pub const BATCH_WRITE_CHUNK: usize = 25;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Key {
    pub pk: String,
    pub sk: String,
}

impl Key {
    pub fn new(pk: impl Into<String>, sk: impl Into<String>) -> Self {
        Key {
            pk: pk.into(),
            sk: sk.into(),
        }
    }

    /// The key of an item, if it holds string `pk` and `sk`.
    pub fn of(item: &Item) -> Option<Key> {
        Some(Key::new(
            item.get("pk")?.as_str()?,
            item.get("sk")?.as_str()?,
        ))
    }
}

/// True when the item has no TTL or its TTL is still in the future.
pub fn is_live(item: &Item, now_epoch_secs: i64) -> bool {
    match item.get(TTL_ATTR).and_then(Value::as_i64) {
        Some(expires_at) => expires_at > now_epoch_secs,
        None => true,
    }
}

#[derive(Debug, Clone)]
pub struct Query {
    /// `None` queries the base table, `Some("gsi1")` a secondary index.
    pub index: Option<String>,
    /// Partition key value (`pk`, or `<index>pk`).
    pub pk: String,
    /// Condition on the sort key (`sk`, or `<index>sk`).
    pub sk: SkCondition,
    /// Ascending by sort key when true.
    pub forward: bool,
    pub limit: Option<usize>,
    /// Opaque cursor returned by a previous page.
    pub cursor: Option<String>,
    /// Applied after the key condition (and after `limit`, as DynamoDB does).
    pub filter: Option<Condition>,
}

impl Query {
    pub fn partition(pk: impl Into<String>) -> Self {
        Query {
            index: None,
            pk: pk.into(),
            sk: SkCondition::Any,
            forward: true,
            limit: None,
            cursor: None,
            filter: None,
        }
    }

    /// A list whose sort keys start with the creation time (`<epoch ms, 13
    /// digits>#…`) on `index`, newest first, created within `from..=to`
    /// (epoch ms, inclusive; `None`: unbounded).
    pub fn newest_created_within(
        pk: impl Into<String>,
        index: &str,
        from: Option<i64>,
        to: Option<i64>,
    ) -> Self {
        const LAST: i64 = 9_999_999_999_999;
        let from = from.unwrap_or(0).max(0);
        let to = to.unwrap_or(LAST).min(LAST);
        Query::partition(pk)
            .on_index(index)
            .sk(SkCondition::Between(
                format!("{from:013}"),
                format!("{to:013}~"),
            ))
            .backward()
    }

    pub fn on_index(mut self, index: &str) -> Self {
        self.index = Some(index.to_string());
        self
    }

    pub fn sk(mut self, sk: SkCondition) -> Self {
        self.sk = sk;
        self
    }

    pub fn backward(mut self) -> Self {
        self.forward = false;
        self
    }

    pub fn limit(mut self, limit: usize) -> Self {
        self.limit = Some(limit);
        self
    }

    pub fn after(mut self, cursor: Option<String>) -> Self {
        self.cursor = cursor;
        self
    }

    pub fn filter(mut self, filter: Condition) -> Self {
        self.filter = Some(filter);
        self
    }
}

#[derive(Debug, Clone, Default)]
pub struct Page {
    pub items: Vec<Item>,
    /// Present when more items may follow.
    pub cursor: Option<String>,
}

/// One action of a transaction.
#[derive(Debug, Clone)]
pub enum TxAction {
    Put {
        item: Item,
        condition: Option<Condition>,
    },
    Update {
        key: Key,
        actions: Vec<UpdateAction>,
        condition: Option<Condition>,
    },
    Delete {
        key: Key,
        condition: Option<Condition>,
    },
    ConditionCheck {
        key: Key,
        condition: Condition,
    },
}

impl TxAction {
    pub fn key(&self) -> Option<Key> {
        match self {
            TxAction::Put { item, .. } => Key::of(item),
            TxAction::Update { key, .. }
            | TxAction::Delete { key, .. }
            | TxAction::ConditionCheck { key, .. } => Some(key.clone()),
        }
    }
}

#[derive(Debug, Clone)]
pub enum BatchWrite {
    Put(Item),
    Delete(Key),
}

/// Why one action of a cancelled transaction failed (None: it did not).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CancelReason {
    ConditionalCheckFailed,
    TransactionConflict,
    Other(String),
}

#[derive(Debug, thiserror::Error)]
pub enum TableError {
    #[error("condition failed")]
    ConditionFailed,
    /// One reason per action, in order; `None` for actions that did not fail.
    #[error("transaction cancelled")]
    TransactionCanceled(Vec<Option<CancelReason>>),
    #[error("invalid request: {0}")]
    Invalid(String),
    #[error("bad cursor")]
    BadCursor,
    #[error("table backend: {0}")]
    Backend(String),
}

impl TableError {
    /// True when a transaction failed because one of its conditions did not hold
    /// (as opposed to a conflict worth retrying or a backend failure).
    pub fn is_condition_failure(&self) -> bool {
        match self {
            TableError::ConditionFailed => true,
            TableError::TransactionCanceled(reasons) => reasons
                .iter()
                .any(|r| matches!(r, Some(CancelReason::ConditionalCheckFailed))),
            _ => false,
        }
    }
}

pub type TableResult<T> = Result<T, TableError>;

#[async_trait]
pub trait Table: Send + Sync + 'static {
    async fn get(&self, key: &Key) -> TableResult<Option<Item>>;

    /// Put an item (replacing any under the same key) if the condition holds
    /// on the current item (an absent item has no attributes).
    async fn put(&self, item: Item, condition: Option<Condition>) -> TableResult<()>;

    /// Apply typed updates to the item (creating it when absent, as DynamoDB
    /// does) if the condition holds; returns the item after the update.
    async fn update(
        &self,
        key: &Key,
        actions: Vec<UpdateAction>,
        condition: Option<Condition>,
    ) -> TableResult<Item>;

    async fn delete(&self, key: &Key, condition: Option<Condition>) -> TableResult<()>;

    async fn query(&self, query: Query) -> TableResult<Page>;

    /// All actions happen or none does. At most [`MAX_TRANSACTION_ACTIONS`]
    /// actions, at most one per key. Failure reasons are surfaced per action.
    async fn transact(&self, actions: Vec<TxAction>) -> TableResult<()>;

    /// Unconditional puts and deletes, sent in chunks of [`BATCH_WRITE_CHUNK`];
    /// unprocessed requests are retried with backoff until written.
    async fn batch_write(&self, writes: Vec<BatchWrite>) -> TableResult<()>;
}

/// Checks the limits both adapters share, so they fail alike.
pub fn validate_transaction(actions: &[TxAction]) -> TableResult<()> {
    if actions.is_empty() {
        return Err(TableError::Invalid("empty transaction".into()));
    }
    if actions.len() > MAX_TRANSACTION_ACTIONS {
        return Err(TableError::Invalid(format!(
            "a transaction holds at most {MAX_TRANSACTION_ACTIONS} actions"
        )));
    }
    let mut seen = std::collections::HashSet::new();
    for action in actions {
        if let TxAction::Update { actions, .. } = action {
            if actions.is_empty() {
                return Err(TableError::Invalid(
                    "an update needs at least one action".into(),
                ));
            }
        }
        let key = action
            .key()
            .ok_or_else(|| TableError::Invalid("item without pk/sk".into()))?;
        if !seen.insert(key) {
            return Err(TableError::Invalid(
                "a transaction touches each item at most once".into(),
            ));
        }
    }
    Ok(())
}

/// Checks an item to be written has string keys and well-formed index keys.
pub fn validate_item(item: &Item) -> TableResult<Key> {
    let key =
        Key::of(item).ok_or_else(|| TableError::Invalid("item needs string pk and sk".into()))?;
    if key.pk.is_empty() || key.sk.is_empty() {
        return Err(TableError::Invalid("pk and sk must not be empty".into()));
    }
    for index in INDEXES {
        for attr in [format!("{index}pk"), format!("{index}sk")] {
            match item.get(&attr) {
                None => {}
                // DynamoDB refuses empty strings in key attributes of an index.
                Some(Value::String(s)) if !s.is_empty() => {}
                Some(_) => {
                    return Err(TableError::Invalid(format!(
                        "{attr} must be a non-empty string"
                    )))
                }
            }
        }
    }
    // DynamoDB's item size limit, approximated by the JSON size.
    let size = serde_json::to_vec(item)
        .map(|v| v.len())
        .unwrap_or(usize::MAX);
    if size > MAX_ITEM_BYTES {
        return Err(TableError::Invalid(format!(
            "an item holds at most {MAX_ITEM_BYTES} bytes"
        )));
    }
    Ok(key)
}

/// Cursors are the last evaluated key (base, and index keys when querying an
/// index) as base64url JSON, the same for both adapters. Keys hold no PII, so
/// a cursor may travel in a response.
pub mod cursor {
    use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
    use serde_json::{Map, Value};

    use super::{TableError, TableResult};

    pub fn encode(key: &Map<String, Value>) -> String {
        URL_SAFE_NO_PAD.encode(serde_json::to_vec(key).expect("a map serialises"))
    }

    pub fn decode(cursor: &str) -> TableResult<Map<String, Value>> {
        let bytes = URL_SAFE_NO_PAD
            .decode(cursor)
            .map_err(|_| TableError::BadCursor)?;
        let map: Map<String, Value> =
            serde_json::from_slice(&bytes).map_err(|_| TableError::BadCursor)?;
        if map.values().all(Value::is_string) && map.contains_key("pk") && map.contains_key("sk") {
            Ok(map)
        } else {
            Err(TableError::BadCursor)
        }
    }
}
