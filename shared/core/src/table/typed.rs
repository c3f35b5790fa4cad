//! Typed items over the Table port: an [`Entity`] is one item kind, a serde
//! type with its key; [`TableExt`] reads and writes them; [`Tx`] is a
//! transaction whose actions carry labels, so a cancelled transaction says
//! which condition failed by name; [`Status`] enums move by conditional
//! updates (`status = from`).

use std::future::Future;

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{json, Value};

use super::{
    CancelReason, Condition, Item, Key, Query, Table, TableError, TableResult, TxAction,
    UpdateAction,
};

/// One item kind: its attributes as a serde type (camelCase names), its key
/// and the index keys it carries. `to_item` is the one writer of the kind.
pub trait Entity: Serialize + DeserializeOwned + Send + Sync {
    /// Names the kind in errors ("a broken `session` item").
    const KIND: &'static str;

    fn key(&self) -> Key;

    /// `(attribute, value)` pairs of the secondary index keys, if any.
    fn index_keys(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }

    fn to_item(&self) -> Item {
        let mut item = match serde_json::to_value(self) {
            Ok(Value::Object(map)) => map,
            _ => panic!("an Entity serialises to a JSON object"),
        };
        let key = self.key();
        item.insert("pk".into(), json!(key.pk));
        item.insert("sk".into(), json!(key.sk));
        for (attr, value) in self.index_keys() {
            item.insert(attr.into(), json!(value));
        }
        item
    }

    fn from_item(item: Item) -> TableResult<Self> {
        serde_json::from_value(Value::Object(item))
            .map_err(|e| TableError::Invalid(format!("a broken {} item: {e}", Self::KIND)))
    }

    /// A put of this entity that fails when an item already has its key.
    fn put_new(&self) -> TxAction {
        TxAction::Put {
            item: self.to_item(),
            condition: Some(Condition::item_absent()),
        }
    }
}

/// Typed reads and writes, and reading every page, for any table.
pub trait TableExt: Table {
    fn get_as<E: Entity>(&self, key: &Key) -> impl Future<Output = TableResult<Option<E>>> + Send {
        async move {
            match self.get(key).await? {
                Some(item) => E::from_item(item).map(Some),
                None => Ok(None),
            }
        }
    }

    /// Writes the entity unless its key is taken; `Ok(false)` when it was.
    fn put_new<E: Entity>(&self, entity: &E) -> impl Future<Output = TableResult<bool>> + Send {
        async move {
            match self
                .put(entity.to_item(), Some(Condition::item_absent()))
                .await
            {
                Ok(()) => Ok(true),
                Err(TableError::ConditionFailed) => Ok(false),
                Err(e) => Err(e),
            }
        }
    }

    /// Every item the query matches, following the cursor page by page.
    fn query_all(&self, query: Query) -> impl Future<Output = TableResult<Vec<Item>>> + Send {
        async move {
            let mut items = Vec::new();
            let mut cursor = None;
            loop {
                let page = self.query(query.clone().after(cursor)).await?;
                items.extend(page.items);
                match page.cursor {
                    Some(next) => cursor = Some(next),
                    None => return Ok(items),
                }
            }
        }
    }

    fn query_all_as<E: Entity>(
        &self,
        query: Query,
    ) -> impl Future<Output = TableResult<Vec<E>>> + Send {
        async move {
            self.query_all(query)
                .await?
                .into_iter()
                .map(E::from_item)
                .collect()
        }
    }

    /// One page of entities and the cursor of the next. A cursor must come
    /// from the queried partition: one of another partition (another
    /// enterprise's list, another queue) is refused as `BadCursor`, not followed.
    fn page_as<E: Entity>(
        &self,
        query: Query,
    ) -> impl Future<Output = TableResult<(Vec<E>, Option<String>)>> + Send {
        async move {
            if let Some(c) = &query.cursor {
                let key = super::cursor::decode(c)?;
                let attr = match &query.index {
                    Some(index) => format!("{index}pk"),
                    None => "pk".to_string(),
                };
                if key.get(&attr).and_then(Value::as_str) != Some(query.pk.as_str()) {
                    return Err(TableError::BadCursor);
                }
            }
            let page = self.query(query).await?;
            let list = page
                .items
                .into_iter()
                .map(E::from_item)
                .collect::<TableResult<Vec<_>>>()?;
            Ok((list, page.cursor))
        }
    }

    /// Runs a labelled transaction: a failed condition comes back as the
    /// label of its action.
    fn run(&self, tx: Tx) -> impl Future<Output = Result<(), TxError>> + Send {
        async move {
            let (labels, actions): (Vec<_>, Vec<_>) = tx.actions.into_iter().unzip();
            match self.transact(actions).await {
                Ok(()) => Ok(()),
                Err(TableError::TransactionCanceled(reasons)) => {
                    let failed = reasons
                        .iter()
                        .position(|r| matches!(r, Some(CancelReason::ConditionalCheckFailed)));
                    match failed {
                        Some(i) => Err(TxError::Condition(labels[i])),
                        None => Err(TxError::Table(TableError::TransactionCanceled(reasons))),
                    }
                }
                Err(e) => Err(TxError::Table(e)),
            }
        }
    }
}

impl<T: Table + ?Sized> TableExt for T {}

/// Why a labelled transaction did not happen.
#[derive(Debug, thiserror::Error)]
pub enum TxError {
    /// The condition of the action with this label did not hold.
    #[error("condition of `{0}` failed")]
    Condition(&'static str),
    #[error(transparent)]
    Table(TableError),
}

/// A transaction under construction: each action has a label.
#[derive(Debug, Default, Clone)]
pub struct Tx {
    actions: Vec<(&'static str, TxAction)>,
}

impl Tx {
    pub fn new() -> Self {
        Tx::default()
    }

    pub fn with(mut self, label: &'static str, action: TxAction) -> Self {
        self.actions.push((label, action));
        self
    }

    pub fn push(&mut self, label: &'static str, action: TxAction) {
        self.actions.push((label, action));
    }

    pub fn extend(mut self, other: Tx) -> Self {
        self.actions.extend(other.actions);
        self
    }

    pub fn len(&self) -> usize {
        self.actions.len()
    }

    /// The actions with their labels, in order.
    pub fn actions(&self) -> impl Iterator<Item = (&'static str, &TxAction)> {
        self.actions.iter().map(|(label, action)| (*label, action))
    }

    pub fn is_empty(&self) -> bool {
        self.actions.is_empty()
    }
}

/// A status attribute whose values move along allowed transitions.
pub trait Status: Copy + PartialEq + Send + Sync + 'static {
    /// The attribute holding it.
    const ATTR: &'static str = "status";

    fn as_str(self) -> &'static str;

    /// True when `self → to` is an allowed move.
    fn can_become(self, to: Self) -> bool;

    /// The conditional update that moves an item from `self` to `to` (with
    /// `more` updates in the same write); it fails when another writer moved
    /// the item first. Panics on a move the enum does not allow: a bug.
    fn transition(self, key: Key, to: Self, more: Vec<UpdateAction>) -> TxAction {
        assert!(
            self.can_become(to),
            "{} → {} is not an allowed transition",
            self.as_str(),
            to.as_str()
        );
        let mut actions = vec![UpdateAction::set(Self::ATTR, to.as_str())];
        actions.extend(more);
        TxAction::Update {
            key,
            actions,
            condition: Some(Condition::Eq(Self::ATTR.into(), json!(self.as_str()))),
        }
    }
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;

    use super::*;

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Note {
        note_id: String,
        text: String,
    }

    impl Entity for Note {
        const KIND: &'static str = "note";
        fn key(&self) -> Key {
            Key::new(format!("NOTE#{}", self.note_id), "NOTE")
        }
        fn index_keys(&self) -> Vec<(&'static str, String)> {
            vec![("gsi1pk", "NOTES".into())]
        }
    }

    #[test]
    fn an_entity_round_trips_through_its_item_with_keys_added() {
        let note = Note {
            note_id: "n1".into(),
            text: "hi".into(),
        };
        let item = note.to_item();
        assert_eq!(item["pk"], "NOTE#n1");
        assert_eq!(item["sk"], "NOTE");
        assert_eq!(item["gsi1pk"], "NOTES");
        assert_eq!(item["noteId"], "n1");
        assert_eq!(Note::from_item(item).unwrap(), note);
        let broken = serde_json::json!({"pk": "NOTE#x", "sk": "NOTE"});
        assert!(Note::from_item(broken.as_object().unwrap().clone()).is_err());
    }

    #[derive(Debug, Clone, Copy, PartialEq)]
    enum Light {
        Red,
        Green,
    }

    impl Status for Light {
        fn as_str(self) -> &'static str {
            match self {
                Light::Red => "red",
                Light::Green => "green",
            }
        }
        fn can_become(self, to: Self) -> bool {
            self != to
        }
    }

    #[test]
    fn a_transition_is_conditioned_on_the_status_it_leaves() {
        let key = Key::new("L", "L");
        match Light::Red.transition(key, Light::Green, vec![]) {
            TxAction::Update {
                condition: Some(Condition::Eq(attr, value)),
                actions,
                ..
            } => {
                assert_eq!((attr.as_str(), value), ("status", json!("red")));
                assert_eq!(actions.len(), 1);
            }
            other => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    #[should_panic(expected = "not an allowed transition")]
    fn a_disallowed_transition_is_a_bug() {
        Light::Red.transition(Key::new("L", "L"), Light::Red, vec![]);
    }
}
