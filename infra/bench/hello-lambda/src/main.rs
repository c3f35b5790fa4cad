//! The smallest Lambda function in Rust: `lambda_runtime` answering every
//! event with a fixed JSON. The baseline of the cold-start benchmark
//! (infra/lambda-start/examples/cold.rs), started the same way as the
//! functions (same profile, same runtime, same tokio set-up as their `main`).

use lambda_runtime::{service_fn, Error, LambdaEvent};
use serde_json::{json, Value};

#[tokio::main]
async fn main() -> Result<(), Error> {
    lambda_runtime::run(service_fn(|_: LambdaEvent<Value>| async {
        Ok::<_, Error>(json!({ "hello": "world" }))
    }))
    .await
}
