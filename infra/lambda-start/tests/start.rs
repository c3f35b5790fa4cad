//! Every function in `template.yaml` starts as Lambda starts it and answers
//! its event: an API Gateway HTTP API (v2) event; for a function an SQS event
//! source mapping feeds (the processor), one SQS record holding the SNS
//! envelope of a domain event (no record may be reported failed); for a
//! subscriber of the events topic an SNS invocation (which must succeed).
//!
//! For each `AWS::Serverless::Function`: its own binary (as built for this
//! machine) started as `bootstrap` in a read-only task root, with exactly the
//! environment the template gives it (`Globals` then its own variables; each
//! `!Ref` resolved to a table, bucket, topic, queue or secret made for this
//! run in DynamoDB Local or moto: the key is a 64-character test secret held
//! in moto's Secrets Manager, its ARN in `VERITY_SECRET_ARN`, and given as
//! `VERITY_SECRET` too while the code still reads that), Lambda's own
//! variables, and the engines' endpoints; nothing from the developer's shell
//! but `PATH`. It is sent one call of its own group that touches the table,
//! through a local Runtime API, and must answer the `{code, msg, data}`
//! envelope with the code in [`CALLS`] (`src/calls.rs`).
//!
//! A function added to the template without a line in [`CALLS`] fails here;
//! so does a reference this test cannot resolve, so a template change is
//! seen.
//!
//! Needs the engines (`eval "$(infra/scripts/engines.sh start)"`); without
//! them it prints `skipped: …` and passes, unless `VERITY_REQUIRE_ENGINES=1`.
//! Needs the binaries: `cargo build --workspace --bins` first (test.sh does),
//! or `VERITY_LAMBDA_BINARIES=<dir>` holding `<name>` or `<name>/bootstrap`.

mod support;

use std::collections::HashMap;
use std::time::Instant;

use support::{envelope, prepare, Engines, Prepared, Template};
use verity_lambda_start::{Confinement, LambdaFunction, CALLS};

// ---------------------------------------------------------------------------
// The test

/// Starts one function, invokes it once, stops it; the outcome in a line, or
/// the failure with the function's log.
async fn run(prepared: Prepared) -> Result<String, String> {
    let Prepared {
        binary,
        launch,
        event,
        expected,
        sns,
        queue,
        secrets,
    } = prepared;
    let started = Instant::now();
    let mut function = LambdaFunction::start(launch)
        .await
        .map_err(|e| format!("{binary}: cannot start: {e}"))?;
    let outcome = function.invoke(&event).await;
    let elapsed = started.elapsed();
    let log = function.stop().await;
    let mut problems = Vec::new();
    match &outcome {
        Ok(_) if sns => {}
        Ok(response) if queue => {
            let failed = response["batchItemFailures"].as_array();
            if failed.is_none_or(|f| !f.is_empty()) {
                problems.push(format!(
                    "a queue invocation must answer {{\"batchItemFailures\": []}}: {response}"
                ));
            }
        }
        Ok(response) => match envelope(response) {
            Ok(body) if body["code"] == expected => {}
            Ok(body) => problems.push(format!(
                "answered code {}, expected {expected}: {body}",
                body["code"]
            )),
            Err(why) => problems.push(format!(
                "not an API Gateway v2 envelope response: {why}\n{response}"
            )),
        },
        Err(failure) => problems.push(failure.to_string()),
    }
    // Logged at trace, yet the runtime and the SDK stay at info: no body.
    for secret in &secrets {
        if log.contains(secret.as_str()) {
            problems.push(format!("its log holds a value of its request: {secret}"));
        }
    }
    let changes = function.task_root_changes();
    if !changes.is_empty() {
        problems.push(format!(
            "wrote to its read-only task root {}: {}",
            function.task_root().display(),
            changes.join(", ")
        ));
    }
    let unexpected = function.unexpected_calls();
    if !unexpected.is_empty() {
        problems.push(format!(
            "called the Runtime API outside what the emulator implements: {}",
            unexpected.join(", ")
        ));
    }
    if problems.is_empty() {
        return Ok(format!(
            "{binary}: started and answered code {expected} in {elapsed:.2?}"
        ));
    }
    let mut message = format!(
        "{binary} (after {elapsed:.2?}):\n  {}",
        problems.join("\n  ")
    );
    if outcome.is_ok() {
        message.push_str(&format!("\n--- its log ---\n{log}"));
    }
    Err(message)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_function_starts_as_lambda_starts_it_and_answers_its_event() {
    let template = Template::load();
    let functions = template.functions();
    assert!(!functions.is_empty(), "template.yaml declares no function");
    assert!(
        CALLS.iter().all(|c| c.4 != 9999),
        "a start-test call must expect the function's own answer, not 9999 (internal error)"
    );
    let calls: HashMap<&str, _> = CALLS.iter().map(|c| (c.0, c)).collect();
    let missing: Vec<_> = functions
        .iter()
        .filter(|f| !calls.contains_key(f.binary.as_str()))
        .map(|f| format!("{} (binary {})", f.logical_id, f.binary))
        .collect();
    assert!(
        missing.is_empty(),
        "no start-test call for {}: add a line to CALLS in infra/lambda-start/tests/start.rs \
         (a call of the function's group that touches the table, and the code it answers)",
        missing.join(", ")
    );

    let Some(engines) = Engines::from_env().await else {
        return;
    };
    // The most a deployment could ask for (`trace`): request values still stay out.
    let mut runs = tokio::task::JoinSet::new();
    let prepared = prepare(&template, functions, &engines, Some("trace")).await;
    let count = prepared.len();
    for prepared in prepared {
        runs.spawn(run(prepared));
    }

    match verity_lambda_start::confine::probe() {
        Confinement::PermissionsOnly { why } => println!(
            "note: no Landlock ({why}): the read-only task root rests on permission bits \
             (ignored by root) and the check that nothing was created in it"
        ),
        landlock => println!("writes confined by {landlock}"),
    }
    let mut failures = Vec::new();
    while let Some(result) = runs.join_next().await {
        match result.expect("a function's run does not panic") {
            Ok(line) => println!("{line}"),
            Err(failure) => failures.push(failure),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} functions did not start and answer as in Lambda:\n\n{}",
        failures.len(),
        count,
        failures.join("\n\n")
    );
}
