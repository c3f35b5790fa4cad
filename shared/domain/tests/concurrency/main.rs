//! Rules that only show under concurrency (sign-in lock-out, money), on both Table adapters:
//! SQLite always, DynamoDB Local when `DYNAMODB_ENDPOINT` is set (required
//! with `VERITY_REQUIRE_ENGINES=1`).

mod billing;
mod lockout;

use std::sync::Arc;

use verity_adapters::dynamo::DynamoTable;
use verity_core::table::Table;

/// `(adapter name, table)` for every adapter this run can reach.
pub async fn tables(dir: &std::path::Path) -> Vec<(&'static str, Arc<dyn Table>)> {
    let sqlite = verity_adapters::sqlite::SqliteTable::open(&dir.join("concurrency.sqlite3"))
        .expect("a SQLite table");
    let mut tables: Vec<(&'static str, Arc<dyn Table>)> = vec![("sqlite", Arc::new(sqlite))];
    match std::env::var("DYNAMODB_ENDPOINT")
        .ok()
        .filter(|v| !v.is_empty())
    {
        Some(endpoint) => {
            let sdk = verity_adapters::aws::sdk_config().await;
            let client = verity_adapters::aws::dynamodb(&sdk, Some(&endpoint));
            let name = format!("identity-{:016x}", rand::random::<u64>());
            let table = DynamoTable::new(client, name);
            table
                .create_table_if_missing()
                .await
                .expect("a DynamoDB Local table");
            tables.push(("dynamodb", Arc::new(table)));
        }
        None if std::env::var("VERITY_REQUIRE_ENGINES").as_deref() == Ok("1") => {
            panic!("VERITY_REQUIRE_ENGINES=1 but DYNAMODB_ENDPOINT is not set")
        }
        None => println!("skipped on DynamoDB: no DYNAMODB_ENDPOINT"),
    }
    tables
}
