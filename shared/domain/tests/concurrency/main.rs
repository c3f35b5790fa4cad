//! Rules that only show under concurrency (sign-in lock-out, money), on both Table adapters:
//! SQLite always, DynamoDB Local when `DYNAMODB_ENDPOINT` is set (required
//! with `VERITY_REQUIRE_ENGINES=1`).

mod billing;
mod lockout;
mod money;
mod texts;

use std::sync::Arc;

use verity_core::table::Table;

/// `(adapter name, table)` for every adapter this run can reach.
pub async fn tables(dir: &std::path::Path) -> Vec<(&'static str, Arc<dyn Table>)> {
    verity_adapters::embedded::test_tables(dir).await
}
