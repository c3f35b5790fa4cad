//! Benchmark only (infra/scripts/bench/cold.sh, targets 1 and 6): the cold
//! start of every function of `template.yaml`, side by side with a bare
//! `lambda_runtime` hello world and a Node.js hello-world custom runtime, and
//! the report PDF's drawing.
//!
//! Each function is started as the start test (`tests/start.rs`) starts it:
//! its binary as `bootstrap` in a read-only task root, the template's
//! environment with its references made in DynamoDB Local / moto, against a
//! local Runtime API. Measured per start:
//! - `initMs`: spawn → its first `GET /runtime/invocation/next` (Lambda's
//!   init phase, the exec included);
//! - `firstInvokeMs`: its first invocation's round trip (the start test's
//!   call, which touches the table), sent once it is ready.
//!
//! The starts run one at a time (nothing else of this benchmark runs
//! meanwhile), a warm-up round then `BENCH_RUNS` rounds, each round every function and both hello
//! worlds in turn, so a noisy moment hits all alike. Medians are the values,
//! the runs stand beside them; `ratioToHello` and `ratioToNode` are the
//! function's median init over the hello worlds' median init of the same run.
//!
//! ```text
//! VERITY_LAMBDA_BINARIES=<dir of the functions' binaries> \
//!   cargo run --release -p verity-lambda-start --example cold -- \
//!     --hello <hello binary> --node <node bootstrap> [--pdf <pdf example binary>] \
//!     [--zips <infra/dist/lambda>] [--build "<how the binaries were built>"] --out cold.json
//! ```
//! Needs the engines (`eval "$(infra/scripts/engines.sh start)"`).

#[path = "../tests/support/mod.rs"]
mod support;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde_json::{json, Map, Value as Json};
use support::{envelope, prepare, Engines, Prepared, Template};
use verity_lambda_start::{LambdaFunction, Launch};

struct Args {
    hello: PathBuf,
    node: PathBuf,
    pdf: Option<PathBuf>,
    zips: Option<PathBuf>,
    build: String,
    out: PathBuf,
    runs: usize,
}

fn args() -> Args {
    let mut named = BTreeMap::new();
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().unwrap_or_else(|| panic!("{flag} needs a value"));
        named.insert(flag.trim_start_matches("--").to_string(), value);
    }
    let path = |k: &str| named.get(k).map(PathBuf::from);
    Args {
        hello: path("hello").expect("--hello <hello-lambda binary>"),
        node: path("node").expect("--node <node bootstrap>"),
        pdf: path("pdf"),
        zips: path("zips"),
        build: named.get("build").cloned().unwrap_or_default(),
        out: path("out").expect("--out <file>"),
        runs: std::env::var("BENCH_RUNS")
            .ok()
            .and_then(|r| r.parse().ok())
            .filter(|&r| r > 0)
            .unwrap_or(5),
    }
}

fn ms(d: Duration) -> f64 {
    (d.as_secs_f64() * 1e5).round() / 100.0
}

fn median(runs: &[f64]) -> f64 {
    let mut sorted = runs.to_vec();
    sorted.sort_by(f64::total_cmp);
    let n = sorted.len();
    if n == 0 {
        return 0.0;
    }
    let m = if n % 2 == 1 {
        sorted[n / 2]
    } else {
        (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0
    };
    (m * 100.0).round() / 100.0
}

/// The start test's event for one round: the code it texts goes to a phone
/// of that round, so each round does the same work (the same phone again
/// within a minute would meet the resend cooldown, 2004, and write nothing).
fn in_round(event: &Json, run: usize) -> Json {
    let text = event
        .to_string()
        .replace("13800138000", &format!("1380013{run:04}"));
    serde_json::from_str(&text).expect("the event stays JSON")
}

/// One start: (init, first invocation), or why it failed.
async fn start_once(
    launch: Launch,
    event: &Json,
    check: impl Fn(&Json) -> Result<(), String>,
) -> Result<(f64, f64), String> {
    let name = launch.function_name.clone();
    let mut function = LambdaFunction::start(launch)
        .await
        .map_err(|e| format!("{name}: cannot start: {e}"))?;
    let init = function.ready().await.map_err(|e| format!("{name}: {e}"))?;
    let started = std::time::Instant::now();
    let answer = function
        .invoke(event)
        .await
        .map_err(|e| format!("{name}: {e}"))?;
    let first = started.elapsed();
    let log = function.stop().await;
    check(&answer).map_err(|why| format!("{name}: {why}\n--- its log ---\n{log}"))?;
    Ok((ms(init), ms(first)))
}

fn hello_launch(binary: &Path, name: &str) -> Launch {
    Launch {
        binary: binary.to_path_buf(),
        function_name: name.into(),
        handler: "bootstrap".into(),
        memory_mb: 128,
        timeout: Duration::from_secs(3),
        region: "us-east-1".into(),
        access_key_id: "verityLocal".into(),
        secret_access_key: "verityLocal".into(),
        session_token: "verityLocalSession".into(),
        variables: Vec::new(),
    }
}

#[derive(Default)]
struct Series {
    init: Vec<f64>,
    first: Vec<f64>,
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let args = args();
    let template = Template::load();
    let engines = Engines::from_env()
        .await
        .expect("the engines: eval \"$(infra/scripts/engines.sh start)\"");
    // The template's own log level (`info`), as deployed.
    let prepared: Vec<Prepared> = prepare(&template, template.functions(), &engines, None).await;
    let hello_event = json!({ "hello": "bench" });
    let hello_ok = |answer: &Json| {
        (answer["hello"] == "world")
            .then_some(())
            .ok_or_else(|| format!("answered {answer}, not the hello world's"))
    };

    let mut hello = Series::default();
    let mut node = Series::default();
    let mut functions: BTreeMap<String, Series> = BTreeMap::new();
    let mut failures = Vec::new();
    // Round 0 warms the page cache and the engines (each binary read once,
    // the tables' first requests) and is not counted.
    for run in 0..=args.runs {
        let counted = run > 0;
        eprintln!(
            "cold start, round {run} of {}{}",
            args.runs,
            if counted { "" } else { " (warm-up)" }
        );
        match start_once(hello_launch(&args.hello, "hello"), &hello_event, hello_ok).await {
            Ok(_) if !counted => {}
            Ok((i, f)) => {
                hello.init.push(i);
                hello.first.push(f);
            }
            Err(e) => failures.push(e),
        }
        match start_once(
            hello_launch(&args.node, "hello-node"),
            &hello_event,
            hello_ok,
        )
        .await
        {
            Ok(_) if !counted => {}
            Ok((i, f)) => {
                node.init.push(i);
                node.first.push(f);
            }
            Err(e) => failures.push(e),
        }
        for p in &prepared {
            let expected = p.expected;
            let (sns, queue) = (p.sns, p.queue);
            let check = move |answer: &Json| -> Result<(), String> {
                if sns {
                    return Ok(());
                }
                if queue {
                    return match answer["batchItemFailures"].as_array() {
                        Some(failed) if failed.is_empty() => Ok(()),
                        _ => Err(format!("reported failed records: {answer}")),
                    };
                }
                let body = envelope(answer)?;
                (body["code"] == expected)
                    .then_some(())
                    .ok_or_else(|| format!("answered code {}, expected {expected}", body["code"]))
            };
            match start_once(p.launch.clone(), &in_round(&p.event, run), check).await {
                Ok(_) if !counted => {}
                Ok((i, f)) => {
                    let s = functions.entry(p.binary.clone()).or_default();
                    s.init.push(i);
                    s.first.push(f);
                }
                Err(e) => failures.push(e),
            }
        }
    }
    if !failures.is_empty() {
        panic!(
            "{} start(s) failed:\n\n{}",
            failures.len(),
            failures.join("\n\n")
        );
    }

    let hello_ms = median(&hello.init);
    let node_ms = median(&node.init);
    let ratio = |v: f64, of: f64| ((v / of) * 1000.0).round() / 1000.0;
    let mut per_function = Map::new();
    for (name, s) in &functions {
        let init = median(&s.init);
        per_function.insert(
            name.clone(),
            json!({
                "initMs": init,
                "initMsRuns": s.init,
                "firstInvokeMs": median(&s.first),
                "firstInvokeMsRuns": s.first,
                "ratioToHello": ratio(init, hello_ms),
                "ratioToNode": ratio(init, node_ms),
            }),
        );
    }
    let mut fragment = json!({
        "coldStart": {
            "build": args.build,
            "helloMs": hello_ms,
            "helloMsRuns": hello.init,
            "helloFirstInvokeMs": median(&hello.first),
            "helloFirstInvokeMsRuns": hello.first,
            "nodeMs": node_ms,
            "nodeMsRuns": node.init,
            "nodeFirstInvokeMs": median(&node.first),
            "nodeFirstInvokeMsRuns": node.first,
            "functions": per_function,
        }
    });

    // The arm64 zips that ship (build-lambdas.sh), by function.
    if let Some(dir) = &args.zips {
        let (mut zips, mut bootstraps) = (Map::new(), Map::new());
        for f in template.functions() {
            let size = |p: PathBuf| {
                std::fs::metadata(&p)
                    .unwrap_or_else(|e| {
                        panic!("{}: {e} (run infra/scripts/build-lambdas.sh)", p.display())
                    })
                    .len()
            };
            zips.insert(
                f.binary.clone(),
                json!(size(dir.join(format!("{}.zip", f.binary)))),
            );
            bootstraps.insert(
                f.binary.clone(),
                json!(size(dir.join(&f.binary).join("bootstrap"))),
            );
        }
        fragment["zipBytes"] = Json::Object(zips);
        fragment["lambdaBootstrapBytes"] = Json::Object(bootstraps);
    }

    if let Some(pdf) = &args.pdf {
        let (mut ms_runs, mut first_runs, mut peak_runs, mut bytes) = (vec![], vec![], vec![], 0);
        for run in 0..args.runs {
            eprintln!("report PDF, run {} of {}", run + 1, args.runs);
            // A child process per run: its peak memory is the drawing's alone.
            let out = std::process::Command::new(pdf)
                .output()
                .unwrap_or_else(|e| panic!("{}: {e}", pdf.display()));
            assert!(
                out.status.success(),
                "the PDF drawing failed: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            let line: Json =
                serde_json::from_slice(&out.stdout).expect("the PDF child prints JSON");
            ms_runs.push(line["ms"].as_f64().unwrap_or_default());
            first_runs.push(line["firstMs"].as_f64().unwrap_or_default());
            peak_runs.push(line["peakMb"].as_f64().unwrap_or_default());
            bytes = line["bytes"].as_u64().unwrap_or_default();
        }
        let round = |v: Vec<f64>| {
            v.into_iter()
                .map(|x| (x * 100.0).round() / 100.0)
                .collect::<Vec<_>>()
        };
        let (ms_runs, first_runs, peak_runs) =
            (round(ms_runs), round(first_runs), round(peak_runs));
        fragment["pdf"] = json!({
            "ms": median(&ms_runs),
            "msRuns": ms_runs,
            "firstMs": median(&first_runs),
            "firstMsRuns": first_runs,
            "peakMb": median(&peak_runs),
            "peakMbRuns": peak_runs,
            "bytes": bytes,
            "what": "one 12-item report version in Chinese, drawn by fn_report::pdf::render in a child process; \
                     firstMs includes reading the font (once per cold start), ms is a drawing after it; \
                     peakMb is the child's VmHWM",
        });
    }
    std::fs::write(
        &args.out,
        serde_json::to_string_pretty(&fragment).unwrap() + "\n",
    )
    .unwrap_or_else(|e| panic!("{}: {e}", args.out.display()));
}
