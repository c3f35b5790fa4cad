//! Shared pieces of the adapter contract suites: engine endpoints from the
//! environment, SDK clients for local engines, unique names, a small HTTP
//! client.
//!
//! Engine tests read `DYNAMODB_ENDPOINT`, `S3_ENDPOINT` and `SNS_ENDPOINT`
//! (`eval "$(infra/scripts/engines.sh start)"` sets them). When one is
//! missing the test prints `skipped: no <VAR>` and passes, unless
//! `VERITY_REQUIRE_ENGINES=1`, when it fails.
#![allow(dead_code)]

pub mod http;

use std::sync::Arc;

use aws_config::{BehaviorVersion, Region, SdkConfig};
use aws_sdk_dynamodb::config::Credentials;
use verity_adapters::dynamo::DynamoTable;
use verity_adapters::sqlite::SqliteTable;
use verity_core::table::Table;

/// The engine endpoint in `var`, or `None` (test skipped) when unset.
/// Panics when unset and `VERITY_REQUIRE_ENGINES=1`.
pub fn endpoint(var: &str) -> Option<String> {
    match std::env::var(var).ok().filter(|v| !v.trim().is_empty()) {
        Some(url) => Some(url.trim_end_matches('/').to_string()),
        None if std::env::var("VERITY_REQUIRE_ENGINES").as_deref() == Ok("1") => panic!(
            "VERITY_REQUIRE_ENGINES=1 but {var} is not set: run \
             `eval \"$(infra/scripts/engines.sh start)\"` first"
        ),
        None => {
            println!("skipped: no {var}");
            None
        }
    }
}

/// SDK settings for local engines: explicit dummy credentials and region, so
/// nothing ever looks for real ones (no instance metadata, no profiles).
pub async fn sdk_config() -> SdkConfig {
    let env =
        |name: &str, default: &str| std::env::var(name).unwrap_or_else(|_| default.to_string());
    aws_config::defaults(BehaviorVersion::latest())
        .region(Region::new(env("AWS_REGION", "us-east-1")))
        .credentials_provider(Credentials::new(
            env("AWS_ACCESS_KEY_ID", "verityLocal"),
            env("AWS_SECRET_ACCESS_KEY", "verityLocal"),
            None,
            None,
            "verity-contract-tests",
        ))
        .load()
        .await
}

/// `prefix-<random>`: names of tables, buckets and topics, one per test, so
/// tests run in parallel against one engine.
pub fn unique(prefix: &str) -> String {
    format!("{prefix}-{:016x}", rand::random::<u64>())
}

pub fn sqlite_table() -> Arc<dyn Table> {
    Arc::new(SqliteTable::in_memory().expect("in-memory table opens"))
}

/// A fresh table in DynamoDB Local, or `None` when no engine is configured.
pub async fn dynamo_table() -> Option<Arc<dyn Table>> {
    let endpoint = endpoint("DYNAMODB_ENDPOINT")?;
    let client = verity_adapters::aws::dynamodb(&sdk_config().await, Some(&endpoint));
    let table = DynamoTable::new(client, unique("contract"));
    table
        .create_table_if_missing()
        .await
        .expect("the test table is created in DynamoDB Local");
    // A second call finds the table and does nothing.
    table
        .create_table_if_missing()
        .await
        .expect("create is idempotent");
    Some(Arc::new(table))
}

/// Polls `probe` every 50 ms until it returns `Some` or `timeout` passes.
pub async fn eventually<T, F, Fut>(timeout: std::time::Duration, mut probe: F) -> Option<T>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Option<T>>,
{
    let deadline = tokio::time::Instant::now() + timeout;
    loop {
        if let Some(found) = probe().await {
            return Some(found);
        }
        if tokio::time::Instant::now() >= deadline {
            return None;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}
