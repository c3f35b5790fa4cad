//! Conditions and updates, as data. The embedded adapter evaluates them here;
//! the DynamoDB adapter renders them to expressions. Attribute names are
//! top-level names only.

use std::cmp::Ordering;

use serde_json::{Number, Value};

use super::{Item, TableError, TableResult};

/// A condition on one item (an absent item has no attributes).
#[derive(Debug, Clone, PartialEq)]
pub enum Condition {
    Exists(String),
    NotExists(String),
    Eq(String, Value),
    Ne(String, Value),
    Lt(String, Value),
    Le(String, Value),
    Gt(String, Value),
    Ge(String, Value),
    BeginsWith(String, String),
    /// A string attribute holds the substring (DynamoDB `contains`).
    Contains(String, String),
    And(Vec<Condition>),
    Or(Vec<Condition>),
    Not(Box<Condition>),
}

impl Condition {
    /// The item must not exist yet (put-if-absent).
    pub fn item_absent() -> Self {
        Condition::NotExists("pk".into())
    }

    /// The item must exist.
    pub fn item_present() -> Self {
        Condition::Exists("pk".into())
    }

    pub fn eq(attr: &str, value: impl Into<Value>) -> Self {
        Condition::Eq(attr.into(), value.into())
    }

    pub fn ge(attr: &str, value: impl Into<Value>) -> Self {
        Condition::Ge(attr.into(), value.into())
    }

    pub fn and(self, other: Condition) -> Self {
        match self {
            Condition::And(mut all) => {
                all.push(other);
                Condition::And(all)
            }
            first => Condition::And(vec![first, other]),
        }
    }

    /// Whether the condition names the attribute anywhere.
    pub fn mentions(&self, attr: &str) -> bool {
        match self {
            Condition::Exists(a)
            | Condition::NotExists(a)
            | Condition::Eq(a, _)
            | Condition::Ne(a, _)
            | Condition::Lt(a, _)
            | Condition::Le(a, _)
            | Condition::Gt(a, _)
            | Condition::Ge(a, _)
            | Condition::BeginsWith(a, _)
            | Condition::Contains(a, _) => a == attr,
            Condition::And(all) | Condition::Or(all) => all.iter().any(|c| c.mentions(attr)),
            Condition::Not(c) => c.mentions(attr),
        }
    }

    /// Evaluates the condition on the current item (None when absent).
    pub fn holds(&self, item: Option<&Item>) -> bool {
        let get = |attr: &str| item.and_then(|i| i.get(attr));
        match self {
            Condition::Exists(a) => get(a).is_some(),
            Condition::NotExists(a) => get(a).is_none(),
            Condition::Eq(a, v) => get(a).is_some_and(|x| compare(x, v) == Some(Ordering::Equal)),
            Condition::Ne(a, v) => get(a).is_none_or(|x| compare(x, v) != Some(Ordering::Equal)),
            Condition::Lt(a, v) => ordered(get(a), v, |o| o == Ordering::Less),
            Condition::Le(a, v) => ordered(get(a), v, |o| o != Ordering::Greater),
            Condition::Gt(a, v) => ordered(get(a), v, |o| o == Ordering::Greater),
            Condition::Ge(a, v) => ordered(get(a), v, |o| o != Ordering::Less),
            Condition::BeginsWith(a, prefix) => get(a)
                .and_then(Value::as_str)
                .is_some_and(|s| s.starts_with(prefix.as_str())),
            Condition::Contains(a, part) => get(a)
                .and_then(Value::as_str)
                .is_some_and(|s| s.contains(part.as_str())),
            Condition::And(all) => all.iter().all(|c| c.holds(item)),
            Condition::Or(any) => any.iter().any(|c| c.holds(item)),
            Condition::Not(c) => !c.holds(item),
        }
    }
}

fn ordered(actual: Option<&Value>, expected: &Value, test: impl Fn(Ordering) -> bool) -> bool {
    actual.and_then(|a| compare(a, expected)).is_some_and(test)
}

/// DynamoDB comparison semantics: only values of the same type compare;
/// numbers numerically, strings by bytes (UTF-8), booleans and null for
/// equality, lists and maps structurally for equality.
pub fn compare(a: &Value, b: &Value) -> Option<Ordering> {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => compare_numbers(x, y),
        (Value::String(x), Value::String(y)) => Some(x.as_bytes().cmp(y.as_bytes())),
        (Value::Bool(_), Value::Bool(_))
        | (Value::Null, Value::Null)
        | (Value::Array(_), Value::Array(_))
        | (Value::Object(_), Value::Object(_)) => {
            if a == b {
                Some(Ordering::Equal)
            } else {
                None
            }
        }
        _ => None,
    }
}

fn compare_numbers(x: &Number, y: &Number) -> Option<Ordering> {
    match (x.as_i64(), y.as_i64()) {
        (Some(a), Some(b)) => Some(a.cmp(&b)),
        _ => x.as_f64()?.partial_cmp(&y.as_f64()?),
    }
}

/// A condition on the sort key of a query.
#[derive(Debug, Clone, PartialEq)]
pub enum SkCondition {
    Any,
    Eq(String),
    BeginsWith(String),
    /// Inclusive on both ends, as DynamoDB's BETWEEN.
    Between(String, String),
    Lt(String),
    Le(String),
    Gt(String),
    Ge(String),
}

impl SkCondition {
    pub fn matches(&self, sk: &str) -> bool {
        let sk = sk.as_bytes();
        match self {
            SkCondition::Any => true,
            SkCondition::Eq(v) => sk == v.as_bytes(),
            SkCondition::BeginsWith(p) => sk.starts_with(p.as_bytes()),
            SkCondition::Between(lo, hi) => sk >= lo.as_bytes() && sk <= hi.as_bytes(),
            SkCondition::Lt(v) => sk < v.as_bytes(),
            SkCondition::Le(v) => sk <= v.as_bytes(),
            SkCondition::Gt(v) => sk > v.as_bytes(),
            SkCondition::Ge(v) => sk >= v.as_bytes(),
        }
    }
}

/// One typed update of an attribute.
#[derive(Debug, Clone, PartialEq)]
pub enum UpdateAction {
    /// Set the attribute to a value.
    Set(String, Value),
    /// Set the attribute only when it is absent (`if_not_exists`).
    SetIfAbsent(String, Value),
    /// Add an integer to a numeric attribute (absent counts as 0).
    Add(String, i64),
    Remove(String),
}

impl UpdateAction {
    pub fn set(attr: &str, value: impl Into<Value>) -> Self {
        UpdateAction::Set(attr.into(), value.into())
    }

    pub fn add(attr: &str, delta: i64) -> Self {
        UpdateAction::Add(attr.into(), delta)
    }

    pub fn attr(&self) -> &str {
        match self {
            UpdateAction::Set(a, _)
            | UpdateAction::SetIfAbsent(a, _)
            | UpdateAction::Add(a, _)
            | UpdateAction::Remove(a) => a,
        }
    }
}

/// Applies updates to an item in place, as DynamoDB would.
pub fn apply_updates(item: &mut Item, actions: &[UpdateAction]) -> TableResult<()> {
    for action in actions {
        if matches!(action.attr(), "pk" | "sk") {
            return Err(TableError::Invalid(
                "key attributes cannot be updated".into(),
            ));
        }
    }
    for action in actions {
        match action {
            UpdateAction::Set(a, v) => {
                item.insert(a.clone(), v.clone());
            }
            UpdateAction::SetIfAbsent(a, v) => {
                item.entry(a.clone()).or_insert_with(|| v.clone());
            }
            UpdateAction::Add(a, delta) => {
                let current = match item.get(a) {
                    None => 0,
                    Some(v) => v.as_i64().ok_or_else(|| {
                        TableError::Invalid(format!("ADD needs an integer attribute: {a}"))
                    })?,
                };
                let next = current
                    .checked_add(*delta)
                    .ok_or_else(|| TableError::Invalid(format!("ADD overflows: {a}")))?;
                item.insert(a.clone(), Value::from(next));
            }
            UpdateAction::Remove(a) => {
                item.remove(a);
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn item(v: Value) -> Item {
        v.as_object().unwrap().clone()
    }

    #[test]
    fn numbers_compare_numerically_and_types_never_mix() {
        let i = item(json!({"pk":"a","sk":"b","balance":10,"name":"10"}));
        assert!(Condition::ge("balance", 9).holds(Some(&i)));
        assert!(!Condition::ge("balance", 11).holds(Some(&i)));
        assert!(!Condition::eq("name", 10).holds(Some(&i)));
        assert!(Condition::eq("name", "10").holds(Some(&i)));
    }

    #[test]
    fn absent_items_fail_comparisons_and_pass_not_exists() {
        assert!(Condition::item_absent().holds(None));
        assert!(!Condition::ge("balance", 0).holds(None));
        assert!(Condition::Ne("x".into(), json!(1)).holds(None));
    }

    #[test]
    fn add_treats_absent_as_zero_and_refuses_strings() {
        let mut i = item(json!({"pk":"a","sk":"b","s":"x"}));
        apply_updates(&mut i, &[UpdateAction::add("n", -3)]).unwrap();
        assert_eq!(i["n"], json!(-3));
        assert!(apply_updates(&mut i, &[UpdateAction::add("s", 1)]).is_err());
    }

    #[test]
    fn key_attributes_are_immutable() {
        let mut i = item(json!({"pk":"a","sk":"b"}));
        assert!(apply_updates(&mut i, &[UpdateAction::set("pk", "z")]).is_err());
    }

    #[test]
    fn sort_key_conditions_compare_bytes() {
        assert!(SkCondition::BeginsWith("ORDER#".into()).matches("ORDER#1"));
        assert!(SkCondition::Between("a".into(), "c".into()).matches("c"));
        assert!(!SkCondition::Gt("b".into()).matches("b"));
    }
}
