//! DynamoDB Table adapter.
//!
//! Items are JSON maps converted to and from `AttributeValue`s. Conditions,
//! key conditions and updates are rendered to expressions whose attribute
//! names are always `#n` placeholders (many names are reserved words) and
//! whose values are always `:v` placeholders.
//!
//! Reads of the base table are strongly consistent, so a write is visible to
//! the next read as with the embedded adapter; index queries cannot be.
//!
//! A single-item write that collides with an in-flight transaction
//! (`TransactionConflictException`) did not happen, so it is retried here a
//! few times with backoff. So is a transaction cancelled only because an
//! item was being written by another one (every reason `TransactionConflict`
//! or none: nothing of it happened, and counters such as an enterprise's
//! order tallies are written by many transactions at once). A transaction
//! with a failed condition, or still conflicting after the retries, is
//! reported per action (see [`TableError::TransactionCanceled`]) and the
//! caller decides (the money movement re-reads the account and tries again).

use std::collections::{HashMap, HashSet};
use std::fmt::Debug;
use std::future::Future;
use std::time::Duration;

use async_trait::async_trait;
use aws_sdk_dynamodb::error::{ProvideErrorMetadata, SdkError};
use aws_sdk_dynamodb::operation::transact_write_items::TransactWriteItemsError;
use aws_sdk_dynamodb::types::{
    AttributeDefinition, AttributeValue, BillingMode, ConditionCheck, Delete, DeleteRequest,
    GlobalSecondaryIndex, KeySchemaElement, KeyType, Projection, ProjectionType, Put, PutRequest,
    ReturnConsumedCapacity, ReturnValue, ScalarAttributeType, TableStatus, TimeToLiveSpecification,
    TransactWriteItem, Update, WriteRequest,
};
use aws_smithy_types::error::display::DisplayErrorContext;
use serde_json::{Map, Number, Value};

use verity_core::table::{
    cursor, validate_item, validate_transaction, BatchWrite, CancelReason, Condition, Item, Key,
    Page, Query, SkCondition, Table, TableError, TableResult, TxAction, UpdateAction,
    BATCH_WRITE_CHUNK, INDEXES, TTL_ATTR,
};

#[path = "dynamo_meter.rs"]
pub mod meter;

/// Attempts for one BatchWriteItem chunk while DynamoDB leaves items unprocessed.
const BATCH_ATTEMPTS: u32 = 8;
/// Attempts for a single-item write that meets an in-flight transaction.
const CONFLICT_ATTEMPTS: u32 = 5;
/// Attempts for a transaction cancelled by conflicts alone: hot counters see
/// more contention than single items (the backoff doubles up to 1.6 s).
const TX_CONFLICT_ATTEMPTS: u32 = 8;
const BACKOFF_BASE: Duration = Duration::from_millis(25);
const BACKOFF_CAP: Duration = Duration::from_secs(2);

#[derive(Clone)]
pub struct DynamoTable {
    client: aws_sdk_dynamodb::Client,
    table: String,
}

impl DynamoTable {
    pub fn new(client: aws_sdk_dynamodb::Client, table: String) -> Self {
        DynamoTable { client, table }
    }

    pub fn table_name(&self) -> &str {
        &self.table
    }

    /// Creates the table (pk/sk, the `gsi1`/`gsi2` indexes projecting all
    /// attributes, on-demand billing) unless it exists, waits until it is
    /// active, and turns TTL on `expiresAt` on where the engine supports it.
    /// For tests and for the local stack on DynamoDB Local; in AWS the SAM
    /// template owns the table.
    pub async fn create_table_if_missing(&self) -> TableResult<()> {
        match self
            .client
            .describe_table()
            .table_name(&self.table)
            .send()
            .await
        {
            Ok(_) => return self.wait_active().await,
            Err(e) if e.code() == Some("ResourceNotFoundException") => {}
            Err(e) => return Err(sdk_error(e)),
        }
        let string_attr = |name: &str| {
            AttributeDefinition::builder()
                .attribute_name(name)
                .attribute_type(ScalarAttributeType::S)
                .build()
                .map_err(build_error)
        };
        let key_schema = |pk: &str, sk: &str| -> TableResult<Vec<KeySchemaElement>> {
            Ok(vec![
                KeySchemaElement::builder()
                    .attribute_name(pk)
                    .key_type(KeyType::Hash)
                    .build()
                    .map_err(build_error)?,
                KeySchemaElement::builder()
                    .attribute_name(sk)
                    .key_type(KeyType::Range)
                    .build()
                    .map_err(build_error)?,
            ])
        };
        let mut definitions = vec![string_attr("pk")?, string_attr("sk")?];
        let mut indexes = Vec::new();
        for index in INDEXES {
            let (pk, sk) = (format!("{index}pk"), format!("{index}sk"));
            definitions.push(string_attr(&pk)?);
            definitions.push(string_attr(&sk)?);
            indexes.push(
                GlobalSecondaryIndex::builder()
                    .index_name(index)
                    .set_key_schema(Some(key_schema(&pk, &sk)?))
                    .projection(
                        Projection::builder()
                            .projection_type(ProjectionType::All)
                            .build(),
                    )
                    .build()
                    .map_err(build_error)?,
            );
        }
        let created = self
            .client
            .create_table()
            .table_name(&self.table)
            .set_attribute_definitions(Some(definitions))
            .set_key_schema(Some(key_schema("pk", "sk")?))
            .set_global_secondary_indexes(Some(indexes))
            .billing_mode(BillingMode::PayPerRequest)
            .send()
            .await;
        match created {
            Ok(_) => {}
            // Someone else created it meanwhile.
            Err(e) if e.code() == Some("ResourceInUseException") => {}
            Err(e) => return Err(sdk_error(e)),
        }
        self.wait_active().await?;
        // DynamoDB Local may not support TTL, and it is already on for a
        // table someone else just created: either way nothing to do.
        if let Ok(spec) = TimeToLiveSpecification::builder()
            .enabled(true)
            .attribute_name(TTL_ATTR)
            .build()
        {
            let _ = self
                .client
                .update_time_to_live()
                .table_name(&self.table)
                .time_to_live_specification(spec)
                .send()
                .await;
        }
        Ok(())
    }

    async fn wait_active(&self) -> TableResult<()> {
        for attempt in 0..120u32 {
            let out = self
                .client
                .describe_table()
                .table_name(&self.table)
                .send()
                .await
                .map_err(sdk_error)?;
            let table = out.table();
            let table_active = table.and_then(|t| t.table_status()) == Some(&TableStatus::Active);
            let indexes_active = table
                .map(|t| t.global_secondary_indexes())
                .unwrap_or_default()
                .iter()
                .all(|i| i.index_status() == Some(&aws_sdk_dynamodb::types::IndexStatus::Active));
            if table_active && indexes_active {
                return Ok(());
            }
            tokio::time::sleep(Duration::from_millis(if attempt < 10 { 100 } else { 1000 })).await;
        }
        Err(TableError::Backend(format!(
            "table {} did not become active",
            self.table
        )))
    }

    fn key_map(key: &Key) -> HashMap<String, AttributeValue> {
        HashMap::from([
            ("pk".to_string(), AttributeValue::S(key.pk.clone())),
            ("sk".to_string(), AttributeValue::S(key.sk.clone())),
        ])
    }
}

// ---------------------------------------------------------------------------
// Values

/// JSON value → AttributeValue.
pub fn to_attr(value: &Value) -> AttributeValue {
    match value {
        Value::String(s) => AttributeValue::S(s.clone()),
        Value::Number(n) => AttributeValue::N(n.to_string()),
        Value::Bool(b) => AttributeValue::Bool(*b),
        Value::Null => AttributeValue::Null(true),
        Value::Object(map) => {
            AttributeValue::M(map.iter().map(|(k, v)| (k.clone(), to_attr(v))).collect())
        }
        Value::Array(list) => AttributeValue::L(list.iter().map(to_attr).collect()),
    }
}

/// AttributeValue → JSON value. Numbers come back as integers when integral,
/// floats otherwise. Sets (never written by this adapter) become arrays.
pub fn from_attr(attr: &AttributeValue) -> TableResult<Value> {
    Ok(match attr {
        AttributeValue::S(s) => Value::String(s.clone()),
        AttributeValue::N(n) => Value::Number(parse_number(n)?),
        AttributeValue::Bool(b) => Value::Bool(*b),
        AttributeValue::Null(_) => Value::Null,
        AttributeValue::M(map) => Value::Object(
            map.iter()
                .map(|(k, v)| Ok((k.clone(), from_attr(v)?)))
                .collect::<TableResult<Map<_, _>>>()?,
        ),
        AttributeValue::L(list) => {
            Value::Array(list.iter().map(from_attr).collect::<TableResult<_>>()?)
        }
        AttributeValue::Ss(list) => Value::Array(list.iter().cloned().map(Value::String).collect()),
        AttributeValue::Ns(list) => Value::Array(
            list.iter()
                .map(|n| parse_number(n).map(Value::Number))
                .collect::<TableResult<_>>()?,
        ),
        other => {
            return Err(TableError::Backend(format!(
                "unsupported attribute type: {other:?}"
            )))
        }
    })
}

fn parse_number(n: &str) -> TableResult<Number> {
    if let Ok(i) = n.parse::<i64>() {
        return Ok(Number::from(i));
    }
    if let Ok(u) = n.parse::<u64>() {
        return Ok(Number::from(u));
    }
    n.parse::<f64>()
        .ok()
        .and_then(Number::from_f64)
        .ok_or_else(|| TableError::Backend(format!("number out of range: {n}")))
}

pub fn to_attr_map(item: &Item) -> HashMap<String, AttributeValue> {
    item.iter().map(|(k, v)| (k.clone(), to_attr(v))).collect()
}

pub fn from_attr_map(map: &HashMap<String, AttributeValue>) -> TableResult<Item> {
    map.iter()
        .map(|(k, v)| Ok((k.clone(), from_attr(v)?)))
        .collect()
}

// ---------------------------------------------------------------------------
// Expressions

/// `#n` placeholder → attribute name.
type Names = HashMap<String, String>;
/// `:v` placeholder → value.
type Values = HashMap<String, AttributeValue>;

/// Collects `#n` name and `:v` value placeholders for one request.
#[derive(Default)]
struct Expr {
    names: HashMap<String, String>,
    placeholder_of: HashMap<String, String>,
    values: HashMap<String, AttributeValue>,
}

impl Expr {
    fn name(&mut self, attr: &str) -> String {
        if let Some(p) = self.placeholder_of.get(attr) {
            return p.clone();
        }
        let p = format!("#n{}", self.placeholder_of.len());
        self.placeholder_of.insert(attr.to_string(), p.clone());
        self.names.insert(p.clone(), attr.to_string());
        p
    }

    fn value(&mut self, value: AttributeValue) -> String {
        let p = format!(":v{}", self.values.len());
        self.values.insert(p.clone(), value);
        p
    }

    fn condition(&mut self, condition: &Condition) -> String {
        let mut cmp = |a: &str, op: &str, v: &Value| {
            let n = self.name(a);
            let v = self.value(to_attr(v));
            format!("{n} {op} {v}")
        };
        match condition {
            Condition::Exists(a) => format!("attribute_exists({})", self.name(a)),
            Condition::NotExists(a) => format!("attribute_not_exists({})", self.name(a)),
            Condition::Eq(a, v) => cmp(a, "=", v),
            // An absent attribute differs from every value (as `Condition::holds` says).
            Condition::Ne(a, v) => {
                let ne = cmp(a, "<>", v);
                format!("(attribute_not_exists({}) OR {ne})", self.name(a))
            }
            Condition::Lt(a, v) => cmp(a, "<", v),
            Condition::Le(a, v) => cmp(a, "<=", v),
            Condition::Gt(a, v) => cmp(a, ">", v),
            Condition::Ge(a, v) => cmp(a, ">=", v),
            Condition::BeginsWith(a, prefix) => {
                let n = self.name(a);
                let v = self.value(AttributeValue::S(prefix.clone()));
                format!("begins_with({n}, {v})")
            }
            Condition::Contains(a, part) => {
                let n = self.name(a);
                let v = self.value(AttributeValue::S(part.clone()));
                format!("contains({n}, {v})")
            }
            Condition::And(all) if all.is_empty() => self.always(true),
            Condition::Or(any) if any.is_empty() => self.always(false),
            Condition::And(all) => self.join(all, " AND "),
            Condition::Or(any) => self.join(any, " OR "),
            Condition::Not(c) => format!("(NOT {})", self.condition(c)),
        }
    }

    fn join(&mut self, parts: &[Condition], op: &str) -> String {
        let rendered: Vec<String> = parts.iter().map(|c| self.condition(c)).collect();
        format!("({})", rendered.join(op))
    }

    /// DynamoDB has no literal true/false: a tautology (or contradiction) on `pk`.
    fn always(&mut self, truth: bool) -> String {
        let pk = self.name("pk");
        if truth {
            format!("(attribute_exists({pk}) OR attribute_not_exists({pk}))")
        } else {
            format!("(attribute_exists({pk}) AND attribute_not_exists({pk}))")
        }
    }

    /// `None` when there is nothing to update.
    fn update(&mut self, actions: &[UpdateAction]) -> TableResult<Option<String>> {
        let mut seen = HashSet::new();
        for action in actions {
            if matches!(action.attr(), "pk" | "sk") {
                return Err(TableError::Invalid(
                    "key attributes cannot be updated".into(),
                ));
            }
            // DynamoDB refuses two actions on one path; say so before sending.
            if !seen.insert(action.attr()) {
                return Err(TableError::Invalid(format!(
                    "one update touches {} twice",
                    action.attr()
                )));
            }
        }
        let (mut set, mut add, mut remove) = (Vec::new(), Vec::new(), Vec::new());
        for action in actions {
            match action {
                UpdateAction::Set(a, v) => {
                    let n = self.name(a);
                    let v = self.value(to_attr(v));
                    set.push(format!("{n} = {v}"));
                }
                UpdateAction::SetIfAbsent(a, v) => {
                    let n = self.name(a);
                    let v = self.value(to_attr(v));
                    set.push(format!("{n} = if_not_exists({n}, {v})"));
                }
                UpdateAction::Add(a, delta) => {
                    let n = self.name(a);
                    let v = self.value(AttributeValue::N(delta.to_string()));
                    add.push(format!("{n} {v}"));
                }
                UpdateAction::Remove(a) => remove.push(self.name(a)),
            }
        }
        let mut clauses = Vec::new();
        for (verb, parts) in [("SET", set), ("ADD", add), ("REMOVE", remove)] {
            if !parts.is_empty() {
                clauses.push(format!("{verb} {}", parts.join(", ")));
            }
        }
        Ok((!clauses.is_empty()).then(|| clauses.join(" ")))
    }

    /// Name and value maps for a request (`None` when empty: DynamoDB refuses empty maps).
    fn into_maps(self) -> (Option<Names>, Option<Values>) {
        (
            (!self.names.is_empty()).then_some(self.names),
            (!self.values.is_empty()).then_some(self.values),
        )
    }
}

/// Renders a key condition on (`pk_attr`, `sk_attr`).
fn key_condition(
    expr: &mut Expr,
    pk_attr: &str,
    sk_attr: &str,
    pk: &str,
    sk: &SkCondition,
) -> String {
    let pk_name = expr.name(pk_attr);
    let pk_value = expr.value(AttributeValue::S(pk.to_string()));
    let mut rendered = format!("{pk_name} = {pk_value}");
    let mut range = |op: &str, v: &str| {
        let n = expr.name(sk_attr);
        let v = expr.value(AttributeValue::S(v.to_string()));
        format!(" AND {n} {op} {v}")
    };
    let tail = match sk {
        SkCondition::Any => String::new(),
        SkCondition::Eq(v) => range("=", v),
        SkCondition::Lt(v) => range("<", v),
        SkCondition::Le(v) => range("<=", v),
        SkCondition::Gt(v) => range(">", v),
        SkCondition::Ge(v) => range(">=", v),
        SkCondition::BeginsWith(p) => {
            let n = expr.name(sk_attr);
            let v = expr.value(AttributeValue::S(p.clone()));
            format!(" AND begins_with({n}, {v})")
        }
        SkCondition::Between(lo, hi) => {
            let n = expr.name(sk_attr);
            let lo = expr.value(AttributeValue::S(lo.clone()));
            let hi = expr.value(AttributeValue::S(hi.clone()));
            format!(" AND {n} BETWEEN {lo} AND {hi}")
        }
    };
    rendered.push_str(&tail);
    rendered
}

// ---------------------------------------------------------------------------
// Errors

fn build_error(e: aws_smithy_types::error::operation::BuildError) -> TableError {
    TableError::Invalid(e.to_string())
}

/// Maps an SDK error: failed conditions and invalid requests keep their meaning.
fn sdk_error<E, R>(e: SdkError<E, R>) -> TableError
where
    E: ProvideErrorMetadata + std::error::Error + Send + Sync + 'static,
    R: Debug + Send + Sync + 'static,
{
    match e.code() {
        Some("ConditionalCheckFailedException") => TableError::ConditionFailed,
        Some("ValidationException") => {
            TableError::Invalid(e.message().unwrap_or("validation failed").to_string())
        }
        _ => TableError::Backend(DisplayErrorContext(&e).to_string()),
    }
}

fn is_conflict<E: ProvideErrorMetadata, R>(e: &SdkError<E, R>) -> bool {
    e.code() == Some("TransactionConflictException")
}

/// Full-jitter exponential backoff before attempt `attempt + 1`.
async fn backoff(attempt: u32) {
    let ceiling = BACKOFF_BASE
        .saturating_mul(1u32 << attempt.min(16))
        .min(BACKOFF_CAP);
    let millis = rand::random_range(0..=ceiling.as_millis() as u64);
    tokio::time::sleep(Duration::from_millis(millis)).await;
}

/// Runs a single-item write, retrying while it collides with an in-flight transaction.
async fn retry_conflicts<T, E, R, F, Fut>(mut send: F) -> TableResult<T>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, SdkError<E, R>>>,
    E: ProvideErrorMetadata + std::error::Error + Send + Sync + 'static,
    R: Debug + Send + Sync + 'static,
{
    let mut attempt = 0;
    loop {
        match send().await {
            Ok(out) => return Ok(out),
            Err(e) if is_conflict(&e) && attempt + 1 < CONFLICT_ATTEMPTS => {
                backoff(attempt).await;
                attempt += 1;
            }
            Err(e) => return Err(sdk_error(e)),
        }
    }
}

fn cancel_reason(code: Option<&str>) -> Option<CancelReason> {
    match code {
        None | Some("None") => None,
        Some("ConditionalCheckFailed") => Some(CancelReason::ConditionalCheckFailed),
        Some("TransactionConflict") => Some(CancelReason::TransactionConflict),
        Some(other) => Some(CancelReason::Other(other.to_string())),
    }
}

/// A transaction cancelled only because items were in other transactions:
/// nothing of it was written, so sending it again is safe.
fn only_conflicts(e: &TableError) -> bool {
    match e {
        TableError::TransactionCanceled(reasons) => {
            reasons
                .iter()
                .any(|r| matches!(r, Some(CancelReason::TransactionConflict)))
                && reasons
                    .iter()
                    .all(|r| matches!(r, None | Some(CancelReason::TransactionConflict)))
        }
        _ => false,
    }
}

/// Runs a transaction, sending it again while it is cancelled by conflicts
/// alone (see [`only_conflicts`]), a bounded number of times.
async fn retry_transaction<F, Fut>(mut send: F) -> TableResult<()>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = TableResult<()>>,
{
    let mut attempt = 0;
    loop {
        match send().await {
            Err(e) if only_conflicts(&e) && attempt + 1 < TX_CONFLICT_ATTEMPTS => {
                backoff(attempt).await;
                attempt += 1;
            }
            done => return done,
        }
    }
}

fn transact_error<R>(e: SdkError<TransactWriteItemsError, R>, actions: usize) -> TableError
where
    R: Debug + Send + Sync + 'static,
{
    let Some(TransactWriteItemsError::TransactionCanceledException(cancelled)) =
        e.as_service_error()
    else {
        return sdk_error(e);
    };
    let reasons = cancelled.cancellation_reasons();
    // A malformed action (e.g. ADD on a string) is an invalid request, as in the embedded adapter.
    if let Some(invalid) = reasons.iter().find(|r| r.code() == Some("ValidationError")) {
        return TableError::Invalid(invalid.message().unwrap_or("validation error").to_string());
    }
    let mut mapped: Vec<Option<CancelReason>> =
        reasons.iter().map(|r| cancel_reason(r.code())).collect();
    if mapped.len() != actions {
        // The service always sends one reason per action; keep the promise if it did not.
        let text = DisplayErrorContext(&e).to_string();
        mapped = vec![Some(CancelReason::Other(text)); actions];
    }
    TableError::TransactionCanceled(mapped)
}

// ---------------------------------------------------------------------------
// The port

#[async_trait]
impl Table for DynamoTable {
    async fn get(&self, key: &Key) -> TableResult<Option<Item>> {
        let out = self
            .client
            .get_item()
            .table_name(&self.table)
            .set_key(Some(Self::key_map(key)))
            .consistent_read(true)
            .return_consumed_capacity(ReturnConsumedCapacity::Indexes)
            .send()
            .await
            .map_err(sdk_error)?;
        meter::read(
            &self.table,
            || meter::kind_of(key),
            out.consumed_capacity.as_slice(),
        );
        out.item.as_ref().map(from_attr_map).transpose()
    }

    async fn put(&self, item: Item, condition: Option<Condition>) -> TableResult<()> {
        validate_item(&item)?;
        let mut expr = Expr::default();
        let rendered = condition.as_ref().map(|c| expr.condition(c));
        let (names, values) = expr.into_maps();
        let attrs = to_attr_map(&item);
        let written = Key::of(&item);
        let out = retry_conflicts(|| {
            self.client
                .put_item()
                .table_name(&self.table)
                .set_item(Some(attrs.clone()))
                .set_condition_expression(rendered.clone())
                .set_expression_attribute_names(names.clone())
                .set_expression_attribute_values(values.clone())
                .return_consumed_capacity(ReturnConsumedCapacity::Indexes)
                .send()
        })
        .await?;
        meter::write(
            &self.table,
            || written.into_iter().collect(),
            out.consumed_capacity.as_slice(),
        );
        Ok(())
    }

    async fn update(
        &self,
        key: &Key,
        actions: Vec<UpdateAction>,
        condition: Option<Condition>,
    ) -> TableResult<Item> {
        let mut expr = Expr::default();
        let update = expr.update(&actions)?;
        let rendered = condition.as_ref().map(|c| expr.condition(c));
        let (names, values) = expr.into_maps();
        let out = retry_conflicts(|| {
            self.client
                .update_item()
                .table_name(&self.table)
                .set_key(Some(Self::key_map(key)))
                .set_update_expression(update.clone())
                .set_condition_expression(rendered.clone())
                .set_expression_attribute_names(names.clone())
                .set_expression_attribute_values(values.clone())
                .return_values(ReturnValue::AllNew)
                .return_consumed_capacity(ReturnConsumedCapacity::Indexes)
                .send()
        })
        .await?;
        meter::write(
            &self.table,
            || vec![key.clone()],
            out.consumed_capacity.as_slice(),
        );
        match out.attributes {
            Some(attrs) if !attrs.is_empty() => from_attr_map(&attrs),
            // An update with no actions on an absent item leaves just the key.
            _ => Ok(Map::from_iter([
                ("pk".to_string(), Value::from(key.pk.clone())),
                ("sk".to_string(), Value::from(key.sk.clone())),
            ])),
        }
    }

    async fn delete(&self, key: &Key, condition: Option<Condition>) -> TableResult<()> {
        let mut expr = Expr::default();
        let rendered = condition.as_ref().map(|c| expr.condition(c));
        let (names, values) = expr.into_maps();
        let out = retry_conflicts(|| {
            self.client
                .delete_item()
                .table_name(&self.table)
                .set_key(Some(Self::key_map(key)))
                .set_condition_expression(rendered.clone())
                .set_expression_attribute_names(names.clone())
                .set_expression_attribute_values(values.clone())
                .return_consumed_capacity(ReturnConsumedCapacity::Indexes)
                .send()
        })
        .await?;
        meter::write(
            &self.table,
            || vec![key.clone()],
            out.consumed_capacity.as_slice(),
        );
        Ok(())
    }

    async fn query(&self, query: Query) -> TableResult<Page> {
        let (pk_attr, sk_attr) = match &query.index {
            None => ("pk".to_string(), "sk".to_string()),
            Some(index) if INDEXES.contains(&index.as_str()) => {
                (format!("{index}pk"), format!("{index}sk"))
            }
            Some(index) => return Err(TableError::Invalid(format!("no such index: {index}"))),
        };
        let limit = match query.limit {
            Some(0) => return Err(TableError::Invalid("limit must be positive".into())),
            Some(n) => {
                Some(i32::try_from(n).map_err(|_| TableError::Invalid("limit too large".into()))?)
            }
            None => None,
        };
        let start = match &query.cursor {
            None => None,
            Some(c) => {
                let last = cursor::decode(c)?;
                // The cursor must name the queried partition and carry every key attribute.
                if last.get(&pk_attr).and_then(Value::as_str) != Some(query.pk.as_str()) {
                    return Err(TableError::BadCursor);
                }
                let mut wanted = vec!["pk", "sk"];
                if query.index.is_some() {
                    wanted.extend([pk_attr.as_str(), sk_attr.as_str()]);
                }
                if last.len() != wanted.len() || !wanted.iter().all(|k| last.contains_key(*k)) {
                    return Err(TableError::BadCursor);
                }
                Some(to_attr_map(&last))
            }
        };
        let mut expr = Expr::default();
        let key_condition = key_condition(&mut expr, &pk_attr, &sk_attr, &query.pk, &query.sk);
        let filter = query.filter.as_ref().map(|f| expr.condition(f));
        let (names, values) = expr.into_maps();
        let out = self
            .client
            .query()
            .table_name(&self.table)
            .set_index_name(query.index.clone())
            .consistent_read(query.index.is_none())
            .key_condition_expression(key_condition)
            .set_filter_expression(filter)
            .set_expression_attribute_names(names)
            .set_expression_attribute_values(values)
            .scan_index_forward(query.forward)
            .set_limit(limit)
            .set_exclusive_start_key(start)
            .return_consumed_capacity(ReturnConsumedCapacity::Indexes)
            .send()
            .await
            .map_err(|e| match sdk_error(e) {
                // The service refuses a start key outside the key condition.
                TableError::Invalid(msg)
                    if query.cursor.is_some() && msg.contains("starting key") =>
                {
                    TableError::BadCursor
                }
                other => other,
            })?;
        meter::read(
            &self.table,
            || meter::query_kind(&query.pk, query.index.as_deref()),
            out.consumed_capacity.as_slice(),
        );
        let items = out
            .items
            .unwrap_or_default()
            .iter()
            .map(from_attr_map)
            .collect::<TableResult<Vec<_>>>()?;
        let cursor = match out.last_evaluated_key {
            Some(last) if !last.is_empty() => {
                let map = from_attr_map(&last)?;
                if !map.values().all(Value::is_string) {
                    return Err(TableError::Backend("non-string key attribute".into()));
                }
                Some(cursor::encode(&map))
            }
            _ => None,
        };
        Ok(Page { items, cursor })
    }

    async fn transact(&self, actions: Vec<TxAction>) -> TableResult<()> {
        validate_transaction(&actions)?;
        let mut items = Vec::with_capacity(actions.len());
        for action in &actions {
            items.push(self.transact_item(action)?);
        }
        let count = actions.len();
        retry_transaction(|| async {
            self.client
                .transact_write_items()
                .set_transact_items(Some(items.clone()))
                .return_consumed_capacity(ReturnConsumedCapacity::Indexes)
                .send()
                .await
                .map(|out| {
                    meter::write(
                        &self.table,
                        || {
                            actions
                                .iter()
                                .filter(|a| !matches!(a, TxAction::ConditionCheck { .. }))
                                .filter_map(TxAction::key)
                                .collect()
                        },
                        out.consumed_capacity(),
                    )
                })
                .map_err(|e| transact_error(e, count))
        })
        .await
    }

    async fn batch_write(&self, writes: Vec<BatchWrite>) -> TableResult<()> {
        for write in &writes {
            if let BatchWrite::Put(item) = write {
                validate_item(item)?;
            }
        }
        // One request may not name a key twice: a repeated key starts a new
        // chunk, so writes still land in the order given.
        let mut chunk: Vec<WriteRequest> = Vec::with_capacity(BATCH_WRITE_CHUNK);
        let mut keys: HashSet<Key> = HashSet::new();
        let mut chunk_keys: Vec<Key> = Vec::with_capacity(BATCH_WRITE_CHUNK);
        for write in writes {
            let (key, request) = match write {
                BatchWrite::Put(item) => (
                    Key::of(&item).expect("validated above"),
                    WriteRequest::builder()
                        .put_request(
                            PutRequest::builder()
                                .set_item(Some(to_attr_map(&item)))
                                .build()
                                .map_err(build_error)?,
                        )
                        .build(),
                ),
                BatchWrite::Delete(key) => {
                    let request = WriteRequest::builder()
                        .delete_request(
                            DeleteRequest::builder()
                                .set_key(Some(Self::key_map(&key)))
                                .build()
                                .map_err(build_error)?,
                        )
                        .build();
                    (key, request)
                }
            };
            if chunk.len() == BATCH_WRITE_CHUNK || keys.contains(&key) {
                self.write_chunk(std::mem::take(&mut chunk), std::mem::take(&mut chunk_keys))
                    .await?;
                keys.clear();
            }
            keys.insert(key.clone());
            chunk_keys.push(key);
            chunk.push(request);
        }
        if !chunk.is_empty() {
            self.write_chunk(chunk, chunk_keys).await?;
        }
        Ok(())
    }
}

impl DynamoTable {
    /// Every item of the table, for tests that prove something is nowhere
    /// (erasure): the product never scans.
    pub async fn scan_for_tests(&self) -> TableResult<Vec<Item>> {
        let mut items = Vec::new();
        let mut start = None;
        loop {
            let out = self
                .client
                .scan()
                .table_name(&self.table)
                .set_exclusive_start_key(start)
                .send()
                .await
                .map_err(|e| TableError::Backend(format!("{e:?}")))?;
            for item in out.items() {
                items.push(from_attr_map(item)?);
            }
            match out.last_evaluated_key() {
                Some(key) if !key.is_empty() => start = Some(key.clone()),
                _ => return Ok(items),
            }
        }
    }

    fn transact_item(&self, action: &TxAction) -> TableResult<TransactWriteItem> {
        let mut expr = Expr::default();
        let item = match action {
            TxAction::Put { item, condition } => {
                validate_item(item)?;
                let rendered = condition.as_ref().map(|c| expr.condition(c));
                let (names, values) = expr.into_maps();
                TransactWriteItem::builder().put(
                    Put::builder()
                        .table_name(&self.table)
                        .set_item(Some(to_attr_map(item)))
                        .set_condition_expression(rendered)
                        .set_expression_attribute_names(names)
                        .set_expression_attribute_values(values)
                        .build()
                        .map_err(build_error)?,
                )
            }
            TxAction::Update {
                key,
                actions,
                condition,
            } => {
                let update = expr.update(actions)?.ok_or_else(|| {
                    TableError::Invalid(
                        "an update in a transaction needs at least one action".into(),
                    )
                })?;
                let rendered = condition.as_ref().map(|c| expr.condition(c));
                let (names, values) = expr.into_maps();
                TransactWriteItem::builder().update(
                    Update::builder()
                        .table_name(&self.table)
                        .set_key(Some(Self::key_map(key)))
                        .update_expression(update)
                        .set_condition_expression(rendered)
                        .set_expression_attribute_names(names)
                        .set_expression_attribute_values(values)
                        .build()
                        .map_err(build_error)?,
                )
            }
            TxAction::Delete { key, condition } => {
                let rendered = condition.as_ref().map(|c| expr.condition(c));
                let (names, values) = expr.into_maps();
                TransactWriteItem::builder().delete(
                    Delete::builder()
                        .table_name(&self.table)
                        .set_key(Some(Self::key_map(key)))
                        .set_condition_expression(rendered)
                        .set_expression_attribute_names(names)
                        .set_expression_attribute_values(values)
                        .build()
                        .map_err(build_error)?,
                )
            }
            TxAction::ConditionCheck { key, condition } => {
                let rendered = expr.condition(condition);
                let (names, values) = expr.into_maps();
                TransactWriteItem::builder().condition_check(
                    ConditionCheck::builder()
                        .table_name(&self.table)
                        .set_key(Some(Self::key_map(key)))
                        .condition_expression(rendered)
                        .set_expression_attribute_names(names)
                        .set_expression_attribute_values(values)
                        .build()
                        .map_err(build_error)?,
                )
            }
        };
        Ok(item.build())
    }

    /// Sends one BatchWriteItem chunk, retrying unprocessed requests with
    /// jittered exponential backoff, a bounded number of times.
    async fn write_chunk(&self, mut pending: Vec<WriteRequest>, keys: Vec<Key>) -> TableResult<()> {
        let mut keys = Some(keys);
        for attempt in 0..BATCH_ATTEMPTS {
            if attempt > 0 {
                backoff(attempt).await;
            }
            let out = self
                .client
                .batch_write_item()
                .request_items(&self.table, pending)
                .return_consumed_capacity(ReturnConsumedCapacity::Indexes)
                .send()
                .await
                .map_err(sdk_error)?;
            // The items are counted once, with the first attempt.
            meter::write_labelled(
                &self.table,
                "batch",
                || keys.take().unwrap_or_default(),
                out.consumed_capacity(),
            );
            pending = out
                .unprocessed_items
                .and_then(|mut unprocessed| unprocessed.remove(&self.table))
                .unwrap_or_default();
            if pending.is_empty() {
                return Ok(());
            }
        }
        Err(TableError::Backend(format!(
            "batch write: {} requests still unprocessed after {BATCH_ATTEMPTS} attempts",
            pending.len()
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn values_round_trip_through_attribute_values() {
        let value = json!({
            "s": "x", "i": -42, "big": 9007199254740993i64, "f": 1.5, "b": true, "n": null,
            "m": {"inner": [1, "two", {"three": 3.25}]}, "l": []
        });
        let back = from_attr(&to_attr(&value)).unwrap();
        assert_eq!(back, value);
        assert_eq!(to_attr(&json!(7)), AttributeValue::N("7".into()));
        assert_eq!(from_attr(&AttributeValue::N("3".into())).unwrap(), json!(3));
        assert_eq!(
            from_attr(&AttributeValue::N("3.5".into())).unwrap(),
            json!(3.5)
        );
    }

    #[test]
    fn conditions_render_with_placeholders_only() {
        let mut expr = Expr::default();
        let rendered = expr.condition(
            &Condition::ge("balance", 1)
                .and(Condition::Ne("status".into(), json!("closed")))
                .and(Condition::Not(Box::new(Condition::BeginsWith(
                    "name".into(),
                    "x".into(),
                )))),
        );
        assert_eq!(
            rendered,
            "(#n0 >= :v0 AND (attribute_not_exists(#n1) OR #n1 <> :v1) AND (NOT begins_with(#n2, :v2)))"
        );
        assert_eq!(expr.names["#n1"], "status");
        assert_eq!(expr.values[":v0"], AttributeValue::N("1".into()));
    }

    #[test]
    fn updates_group_into_clauses() {
        let mut expr = Expr::default();
        let rendered = expr
            .update(&[
                UpdateAction::set("name", "a"),
                UpdateAction::add("balance", -1),
                UpdateAction::SetIfAbsent("createdAt".into(), json!(1)),
                UpdateAction::Remove("old".into()),
            ])
            .unwrap()
            .unwrap();
        assert_eq!(
            rendered,
            "SET #n0 = :v0, #n2 = if_not_exists(#n2, :v2) ADD #n1 :v1 REMOVE #n3"
        );
        assert!(matches!(
            Expr::default().update(&[UpdateAction::set("sk", "x")]),
            Err(TableError::Invalid(_))
        ));
        assert_eq!(Expr::default().update(&[]).unwrap(), None);
    }

    #[test]
    fn key_conditions_cover_every_range() {
        let mut expr = Expr::default();
        let rendered = key_condition(
            &mut expr,
            "gsi1pk",
            "gsi1sk",
            "P",
            &SkCondition::Between("a".into(), "b".into()),
        );
        assert_eq!(rendered, "#n0 = :v0 AND #n1 BETWEEN :v1 AND :v2");
    }

    #[test]
    fn only_a_transaction_cancelled_by_conflicts_alone_is_sent_again() {
        use CancelReason::*;
        let cancelled = |r: Vec<Option<CancelReason>>| TableError::TransactionCanceled(r);
        assert!(only_conflicts(&cancelled(vec![
            None,
            Some(TransactionConflict)
        ])));
        // A failed condition is an answer, not a collision.
        assert!(!only_conflicts(&cancelled(vec![
            Some(ConditionalCheckFailed),
            Some(TransactionConflict)
        ])));
        assert!(!only_conflicts(&cancelled(vec![
            Some(TransactionConflict),
            Some(Other("ThrottlingError".into()))
        ])));
        assert!(!only_conflicts(&cancelled(vec![None, None])));
        assert!(!only_conflicts(&TableError::ConditionFailed));
    }

    #[tokio::test(start_paused = true)]
    async fn a_transaction_is_sent_again_while_only_conflicts_cancel_it() {
        use std::sync::atomic::{AtomicU32, Ordering};
        let conflict =
            || TableError::TransactionCanceled(vec![None, Some(CancelReason::TransactionConflict)]);
        // Two collisions, then it goes through.
        let sent = AtomicU32::new(0);
        let result = retry_transaction(|| async {
            match sent.fetch_add(1, Ordering::SeqCst) {
                0 | 1 => Err(conflict()),
                _ => Ok(()),
            }
        })
        .await;
        assert!(result.is_ok());
        assert_eq!(sent.load(Ordering::SeqCst), 3);
        // A failed condition is answered at once.
        let sent = AtomicU32::new(0);
        let result = retry_transaction(|| async {
            sent.fetch_add(1, Ordering::SeqCst);
            Err(TableError::TransactionCanceled(vec![
                Some(CancelReason::ConditionalCheckFailed),
                Some(CancelReason::TransactionConflict),
            ]))
        })
        .await;
        assert!(result.unwrap_err().is_condition_failure());
        assert_eq!(sent.load(Ordering::SeqCst), 1);
        // Endless collisions: reported after the last attempt, for the caller.
        let sent = AtomicU32::new(0);
        let result = retry_transaction(|| async {
            sent.fetch_add(1, Ordering::SeqCst);
            Err(conflict())
        })
        .await;
        assert!(only_conflicts(&result.unwrap_err()));
        assert_eq!(sent.load(Ordering::SeqCst), TX_CONFLICT_ATTEMPTS);
    }

    #[test]
    fn cancellation_codes_map_to_reasons() {
        assert_eq!(cancel_reason(Some("None")), None);
        assert_eq!(
            cancel_reason(Some("ConditionalCheckFailed")),
            Some(CancelReason::ConditionalCheckFailed)
        );
        assert_eq!(
            cancel_reason(Some("TransactionConflict")),
            Some(CancelReason::TransactionConflict)
        );
        assert_eq!(
            cancel_reason(Some("ThrottlingError")),
            Some(CancelReason::Other("ThrottlingError".into()))
        );
    }
}
