//! What one order costs: its whole life (placed, the candidate's consent
//! through the texted link, the processor's screening and report, the
//! enterprise reading the order and its report, the PDF, a share opened by
//! its reader) on DynamoDB Local through the AWS Table adapter, which asks
//! DynamoDB for the capacity each call consumed; a page of records apart.
//! Each call's time is measured too (the Lambda GB-seconds), and S3 requests
//! are counted. The figures feed the cost model in docs/deploy.md:
//! `VERITY_WRITE_DOCS=1` writes docs/benchmarks/cost-per-order.json,
//! `VERITY_COST_OUT=<file>` the same to a file of the benchmark's
//! (infra/scripts/bench/data.sh).

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use async_trait::async_trait;
use bytes::Bytes;
use serde_json::{json, Value};
use verity_adapters::dynamo::meter::{self, KindUnits, TableSnapshot};
use verity_adapters::dynamo::DynamoTable;
use verity_core::blobs::{Blob, BlobResult, Blobs, UploadForm};
use verity_testkit::{Answer, TestApp};

use super::{ready, report_detail};

/// Orders placed and carried through their life.
const ORDERS: u32 = 6;

/// Memory of the functions on this path (template.yaml's Globals: 256 MB).
const LAMBDA_GB: f64 = 0.25;

/// AWS list prices, us-east-1, on-demand (DynamoDB's since its November 2024
/// cut; the others unchanged since), in USD.
const PRICES_AS_OF: &str = "2024-11-01 (AWS list prices, us-east-1)";
const DYNAMO_PER_MILLION_WRITE_UNITS: f64 = 0.625;
const DYNAMO_PER_MILLION_READ_UNITS: f64 = 0.125;
const LAMBDA_ARM64_PER_GB_SECOND: f64 = 0.000_013_333_4;
const LAMBDA_PER_MILLION_REQUESTS: f64 = 0.20;
const HTTP_API_PER_MILLION_REQUESTS: f64 = 1.00;
const S3_PER_THOUSAND_PUTS: f64 = 0.005;
const S3_PER_THOUSAND_GETS: f64 = 0.0004;

/// S3 requests of a blob store: objects written and read, and the signed
/// URLs handed out (each one is a browser's PUT or GET).
struct Counted {
    inner: Arc<dyn Blobs>,
    puts: Arc<AtomicU64>,
    gets: Arc<AtomicU64>,
}

#[async_trait]
impl Blobs for Counted {
    async fn put(&self, key: &str, bytes: Bytes, content_type: &str) -> BlobResult<()> {
        self.puts.fetch_add(1, Ordering::Relaxed);
        self.inner.put(key, bytes, content_type).await
    }
    async fn get(&self, key: &str) -> BlobResult<Option<Blob>> {
        self.gets.fetch_add(1, Ordering::Relaxed);
        self.inner.get(key).await
    }
    async fn delete(&self, key: &str) -> BlobResult<()> {
        self.inner.delete(key).await
    }
    async fn download_url(&self, key: &str, ttl: Duration) -> BlobResult<String> {
        self.gets.fetch_add(1, Ordering::Relaxed);
        self.inner.download_url(key, ttl).await
    }
    async fn upload_url(&self, key: &str, content_type: &str, ttl: Duration) -> BlobResult<String> {
        self.puts.fetch_add(1, Ordering::Relaxed);
        self.inner.upload_url(key, content_type, ttl).await
    }
    async fn upload_form(
        &self,
        key: &str,
        content_type: &str,
        max_bytes: u64,
        ttl: Duration,
    ) -> BlobResult<UploadForm> {
        self.puts.fetch_add(1, Ordering::Relaxed);
        self.inner
            .upload_form(key, content_type, max_bytes, ttl)
            .await
    }
}

/// Time spent answering API calls and handling events, and how many calls.
#[derive(Default)]
struct Clock {
    api: Duration,
    processor: Duration,
    api_calls: u32,
}

struct Journey<'a> {
    app: &'a TestApp,
    table: &'a str,
    clock: Clock,
}

impl Journey<'_> {
    /// An API call, timed, without handling the events it publishes.
    async fn call(&mut self, token: Option<&str>, path: &str, body: Value) -> Answer {
        let started = Instant::now();
        let answer = verity_testkit::post_with(
            &self.app.router,
            &format!("/api/base/{path}"),
            &body.to_string(),
            token,
        )
        .await;
        self.clock.api += started.elapsed();
        self.clock.api_calls += 1;
        assert_eq!(answer.code(), 0, "{path}: {:?}", answer.body);
        answer
    }

    /// The processor handles every event published so far, timed.
    async fn process(&mut self) {
        let started = Instant::now();
        self.app.ports.events.drained().await;
        self.clock.processor += started.elapsed();
    }

    /// A phone check for link `s`: the code texted (`user/sendVerifyCode`),
    /// then passed (`share/checkPhone`); the share token.
    async fn check_phone(&mut self, s: &str, phone: &str) -> String {
        self.process().await;
        let started = Instant::now();
        let code = self
            .app
            .code(phone, verity_domain::identity::codes::Scene::CheckPhone)
            .await;
        self.clock.api += started.elapsed();
        self.clock.api_calls += 1;
        let checked = self
            .call(
                None,
                "share/checkPhone",
                json!({ "s": s, "phone": phone, "code": code }),
            )
            .await;
        checked.data()["shareToken"].as_str().unwrap().to_string()
    }

    fn snapshot(&self) -> TableSnapshot {
        meter::table_snapshot(self.table, 0)
    }
}

/// The link code `s` of the newest text to `phone`.
async fn link_of(app: &TestApp, phone: &str) -> String {
    let text = app.texts(phone).await.pop().expect("a text with a link");
    let at = text.find("s=").expect("a link with s") + 2;
    text[at..]
        .split(|c: char| c.is_whitespace())
        .next()
        .unwrap()
        .to_string()
}

/// Units between two snapshots, per order.
fn units(before: &TableSnapshot, after: &TableSnapshot, per: f64) -> Value {
    let r = |x: f64| (x * 10.0).round() / 10.0;
    json!({
        "read": r((after.consumed.read_units - before.consumed.read_units) / per),
        "write": r((after.consumed.write_units - before.consumed.write_units) / per),
        "readCalls": r((after.consumed.read_calls - before.consumed.read_calls) as f64 / per),
        "writeCalls": r((after.consumed.write_calls - before.consumed.write_calls) as f64 / per),
    })
}

/// Units per kind of call between two snapshots, per order, most first.
fn by_kind(
    before: &BTreeMap<String, KindUnits>,
    after: &BTreeMap<String, KindUnits>,
    per: f64,
) -> Vec<Value> {
    let r = |x: f64| (x * 100.0).round() / 100.0;
    let mut rows: Vec<(f64, Value)> = after
        .iter()
        .filter_map(|(kind, a)| {
            let b = before.get(kind).cloned().unwrap_or_default();
            let units = (a.units - b.units) / per;
            (units > 0.0).then(|| {
                let indexes: BTreeMap<&String, f64> = a
                    .indexes
                    .iter()
                    .map(|(i, u)| (i, r((u - b.indexes.get(i).copied().unwrap_or(0.0)) / per)))
                    .filter(|(_, u)| *u > 0.0)
                    .collect();
                (
                    units,
                    json!({
                        "kind": kind,
                        "units": r(units),
                        "calls": r((a.calls - b.calls) as f64 / per),
                        "table": r((a.table - b.table) / per),
                        "indexes": indexes,
                    }),
                )
            })
        })
        .collect();
    rows.sort_by(|a, b| b.0.total_cmp(&a.0));
    rows.into_iter().map(|(_, v)| v).collect()
}

#[tokio::test]
async fn an_orders_whole_life_costs_a_bounded_number_of_capacity_units() {
    let Some(endpoint) = std::env::var("DYNAMODB_ENDPOINT")
        .ok()
        .filter(|v| !v.is_empty())
    else {
        assert_ne!(
            std::env::var("VERITY_REQUIRE_ENGINES").as_deref(),
            Ok("1"),
            "VERITY_REQUIRE_ENGINES=1 but DYNAMODB_ENDPOINT is not set"
        );
        println!("skipped: no DYNAMODB_ENDPOINT");
        return;
    };
    meter::count_keys();
    let sdk = verity_adapters::aws::sdk_config().await;
    let name = format!("cost-{}", &verity_core::ids::new_id()[..16]);
    let table = DynamoTable::new(verity_adapters::aws::dynamodb(&sdk, Some(&endpoint)), name);
    table.create_table_if_missing().await.unwrap();
    let table_name = table.table_name().to_string();
    let table = Arc::new(table);
    let (puts, gets) = (Arc::new(AtomicU64::new(0)), Arc::new(AtomicU64::new(0)));
    let count = |inner: Arc<dyn Blobs>| -> Arc<dyn Blobs> {
        Arc::new(Counted {
            inner,
            puts: puts.clone(),
            gets: gets.clone(),
        })
    };
    let app = TestApp::with_ports(
        |ports| {
            ports.table = table;
            ports.uploads = count(ports.uploads.clone());
            ports.reports = count(ports.reports.clone());
        },
        |ports| {
            let (reports, _) = fn_report::FUNCTION.parts(ports.clone());
            let (orders, _) = fn_order::FUNCTION.parts(ports.clone());
            let (candidate, _) = fn_candidate::FUNCTION.parts(ports);
            verity_http::finish(reports.merge(orders).merge(candidate))
        },
    );
    let (owner, package_id) = ready(&app).await;
    let mut journey = Journey {
        app: &app,
        table: &table_name,
        clock: Clock::default(),
    };

    const STAGES: [&str; 6] = ["create", "consent", "processing", "report", "pdf", "share"];
    let mut stages: BTreeMap<&str, (TableSnapshot, TableSnapshot)> = BTreeMap::new();
    let mut add = |stage: &'static str, before: TableSnapshot, after: TableSnapshot| {
        let entry = stages.entry(stage).or_default();
        entry.0.consumed.read_units += before.consumed.read_units;
        entry.0.consumed.write_units += before.consumed.write_units;
        entry.0.consumed.read_calls += before.consumed.read_calls;
        entry.0.consumed.write_calls += before.consumed.write_calls;
        entry.1.consumed.read_units += after.consumed.read_units;
        entry.1.consumed.write_units += after.consumed.write_units;
        entry.1.consumed.read_calls += after.consumed.read_calls;
        entry.1.consumed.write_calls += after.consumed.write_calls;
    };
    let (puts_before, gets_before) = (puts.load(Ordering::Relaxed), gets.load(Ordering::Relaxed));
    journey.process().await;
    journey.clock = Clock::default();
    let start = journey.snapshot();
    for n in 0..ORDERS {
        let phone = format!("1391234{n:04}");
        let reader = format!("1379876{n:04}");

        let before = journey.snapshot();
        let created = journey
            .call(
                Some(&owner.token),
                "order/create",
                json!({
                    "packageId": package_id,
                    "candidate": {"name": "张三", "phone": phone,
                        "idNumber": verity_testkit::id_number(n),
                        "school": "北京大学", "employer": "示例科技有限公司",
                        "employmentPeriod": "2019-03 – 2023-06"},
                    "authMode": "sms",
                    "idempotencyKey": format!("cost-order-{n:04}-abcdef"),
                    "confirmDuplicate": true,
                }),
            )
            .await;
        let order_id = created.data()["orderId"].as_str().unwrap().to_string();
        journey.process().await;
        let after = journey.snapshot();
        add(STAGES[0], before, after.clone());

        let before = after;
        let s = link_of(&app, &phone).await;
        let token = journey.check_phone(&s, &phone).await;
        journey
            .call(Some(&token), "candidate/detail", json!({ "s": s }))
            .await;
        let signed = journey
            .call(
                Some(&token),
                "candidate/sign",
                json!({ "s": s, "agree": true, "signaturePng": SIGNATURE }),
            )
            .await;
        assert_eq!(signed.data()["status"], "authorized");
        let after = journey.snapshot();
        add(STAGES[1], before, after.clone());

        let before = after;
        journey.process().await;
        let after = journey.snapshot();
        add(STAGES[2], before, after.clone());

        let before = after;
        let detail = journey
            .call(
                Some(&owner.token),
                "order/detail",
                json!({ "orderId": order_id }),
            )
            .await;
        assert_eq!(detail.data()["status"], "completed");
        journey
            .call(
                Some(&owner.token),
                "report/detail",
                json!({ "orderId": order_id }),
            )
            .await;
        journey.process().await;
        let after = journey.snapshot();
        add(STAGES[3], before, after.clone());

        let before = after;
        journey
            .call(
                Some(&owner.token),
                "report/pdf",
                json!({ "orderId": order_id }),
            )
            .await;
        journey.process().await;
        let after = journey.snapshot();
        add(STAGES[4], before, after.clone());

        let before = after;
        let shared = journey
            .call(
                Some(&owner.token),
                "report/share",
                json!({"orderId": order_id, "phone": reader, "expiresInHours": 24}),
            )
            .await;
        let url = shared.data()["url"].as_str().unwrap().to_string();
        let share = url.split("s=").nth(1).unwrap().to_string();
        let share_token = journey.check_phone(&share, &reader).await;
        journey
            .call(Some(&share_token), "report/shared", json!({ "s": share }))
            .await;
        journey.process().await;
        let after = journey.snapshot();
        add(STAGES[5], before, after);
    }
    let end = journey.snapshot();
    let life_clock = std::mem::take(&mut journey.clock);
    let s3_puts = puts.load(Ordering::Relaxed) - puts_before;
    let s3_gets = gets.load(Ordering::Relaxed) - gets_before;

    // A page of records: the enterprise's first page of orders.
    let before_page = journey.snapshot();
    let page = journey
        .call(Some(&owner.token), "order/list", json!({}))
        .await;
    let listed = page.data()["items"].as_array().unwrap().len();
    assert_eq!(listed, ORDERS as usize);
    let after_page = journey.snapshot();
    // The report reads as it did (the journey changed nothing it shows).
    assert_eq!(
        report_detail(
            &app,
            &owner.token,
            page.data()["items"][0]["orderId"].as_str().unwrap()
        )
        .await
        .code(),
        0
    );

    let per = f64::from(ORDERS);
    let life = units(&start, &end, per);
    let (reads, writes) = (
        life["read"].as_f64().unwrap(),
        life["write"].as_f64().unwrap(),
    );
    let breakdown: serde_json::Map<String, Value> = STAGES
        .iter()
        .map(|stage| {
            let (b, a) = &stages[stage];
            (stage.to_string(), units(b, a, per))
        })
        .collect();
    println!("per order's life: {life}");
    println!("by stage: {}", Value::Object(breakdown.clone()));
    for row in by_kind(&start.writes, &end.writes, per).iter().take(12) {
        println!("write {row}");
    }
    for row in by_kind(&start.reads, &end.reads, per).iter().take(8) {
        println!("read {row}");
    }
    // The adapter really counts (DynamoDB Local reports capacity), and an
    // order's life stays within bounds a few times its measure, so a change
    // that multiplies its table work fails here.
    assert!(reads > 0.0 && writes > 0.0, "no capacity was reported");
    assert!(reads <= 200.0, "{reads} read units per order");
    assert!(writes <= 400.0, "{writes} write units per order");

    let api_calls = f64::from(life_clock.api_calls) / per;
    let gb_seconds = (life_clock.api + life_clock.processor).as_secs_f64() * LAMBDA_GB / per;
    // The processor's invocations: one per event (SQS hands them in batches,
    // so this is the most), counted as its handled events' share of the
    // journey's texts, items and report: start, one per item, the report,
    // the invitation, two codes and the notices.
    let processor_calls = 12.0;
    let puts_per = s3_puts as f64 / per;
    let gets_per = s3_gets as f64 / per;
    let per_thousand = |x: f64| x * 1000.0;
    let dynamo = per_thousand(writes) * DYNAMO_PER_MILLION_WRITE_UNITS / 1e6
        + per_thousand(reads) * DYNAMO_PER_MILLION_READ_UNITS / 1e6;
    let lambda = per_thousand(gb_seconds) * LAMBDA_ARM64_PER_GB_SECOND
        + per_thousand(api_calls + processor_calls) * LAMBDA_PER_MILLION_REQUESTS / 1e6;
    let http = per_thousand(api_calls) * HTTP_API_PER_MILLION_REQUESTS / 1e6;
    let s3 = per_thousand(puts_per) * S3_PER_THOUSAND_PUTS / 1000.0
        + per_thousand(gets_per) * S3_PER_THOUSAND_GETS / 1000.0;
    let total = dynamo + lambda + http + s3;
    let r = |x: f64, d: i32| (x * 10f64.powi(d)).round() / 10f64.powi(d);
    println!("per 1,000 orders: ${total:.4} (DynamoDB ${dynamo:.4}, Lambda ${lambda:.4}, HTTP API ${http:.4}, S3 ${s3:.4})");

    let doc = json!({
        "what": "one order's life on DynamoDB Local through the AWS Table adapter: placed by SMS invitation (the processor texts the link), the candidate's phone check, consent page and signature, the processor's screening and report, the enterprise's order detail and report, the report PDF, a share of it opened by its reader after the phone check; a page of records apart (the enterprise's first order/list page)",
        "orders": ORDERS,
        "unitsPerOrder": {
            "read": reads,
            "write": writes,
            "readCalls": life["readCalls"],
            "writeCalls": life["writeCalls"],
            "breakdown": breakdown,
            "byKind": {
                "writes": by_kind(&start.writes, &end.writes, per),
                "reads": by_kind(&start.reads, &end.reads, per),
            },
        },
        "unitsPerPage": {
            "records": listed,
            "read": units(&before_page, &after_page, 1.0)["read"],
            "readCalls": units(&before_page, &after_page, 1.0)["readCalls"],
            "byKind": by_kind(&before_page.reads, &after_page.reads, 1.0),
        },
        "costInputs": {
            "pricesAsOf": PRICES_AS_OF,
            "prices": {
                "dynamoDbPerMillionWriteUnits": DYNAMO_PER_MILLION_WRITE_UNITS,
                "dynamoDbPerMillionReadUnits": DYNAMO_PER_MILLION_READ_UNITS,
                "lambdaArm64PerGbSecond": LAMBDA_ARM64_PER_GB_SECOND,
                "lambdaPerMillionRequests": LAMBDA_PER_MILLION_REQUESTS,
                "httpApiPerMillionRequests": HTTP_API_PER_MILLION_REQUESTS,
                "s3PerThousandPuts": S3_PER_THOUSAND_PUTS,
                "s3PerThousandGets": S3_PER_THOUSAND_GETS,
            },
            "writeUnitsPerOrder": writes,
            "readUnitsPerOrder": reads,
            "apiCallsPerOrder": r(api_calls, 2),
            "processorInvocationsPerOrder": processor_calls,
            "lambdaMemoryGb": LAMBDA_GB,
            "lambdaGbSecondsPerOrder": r(gb_seconds, 5),
            "lambdaMsPerOrder": {
                "api": r(life_clock.api.as_secs_f64() * 1000.0 / per, 1),
                "processor": r(life_clock.processor.as_secs_f64() * 1000.0 / per, 1),
            },
            "s3PutsPerOrder": puts_per,
            "s3GetsPerOrder": gets_per,
            "excluded": "SMS (priced apart), CloudFront, SNS/SQS, logs and fixed monthly costs (docs/deploy.md)",
            "measured": "Lambda time is this process's time answering the calls and handling the events against DynamoDB Local (a release build when the benchmark runs it)",
        },
        "costPer1000OrdersUsd": r(total, 5),
        "costPer1000OrdersUsdBy": {
            "dynamoDb": r(dynamo, 5),
            "lambda": r(lambda, 5),
            "httpApi": r(http, 5),
            "s3": r(s3, 5),
        },
    });
    let text = serde_json::to_string_pretty(&doc).unwrap() + "\n";
    if let Ok(path) = std::env::var("VERITY_COST_OUT") {
        std::fs::write(path, &text).unwrap();
    }
    if std::env::var("VERITY_WRITE_DOCS").as_deref() == Ok("1") {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../docs/benchmarks/cost-per-order.json"
        );
        std::fs::write(path, &text).unwrap();
    }
}

/// A 1×1 PNG as the drawn signature.
const SIGNATURE: &str = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
