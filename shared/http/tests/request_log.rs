//! One JSON log line per request: route template, method, status, envelope
//! code, latency and request id; never the body, the raw path or the query.
//!
//! A binary of its own, this test alone in it: `tracing` caches per callsite
//! whether anyone listens, process-wide, and a thread of another test that
//! met the request-log callsite with no subscriber could leave it "never"
//! for the subscriber set here (0 lines read, seen twice under load).

mod fixture;

use axum::body::Body;
use http::Request;
use serde_json::Value;

use fixture::{router, send, PHONE, WITH_KEY};
use verity_http::ErrorCode;

#[tokio::test]
async fn each_request_logs_one_line_with_its_route_and_no_pii() {
    // As in Lambda (telemetry::init): JSON lines at info and above, here
    // into a file read back at the end.
    let log = tempfile::NamedTempFile::new().unwrap();
    let subscriber = tracing_subscriber::fmt()
        .json()
        .with_writer(log.reopen().unwrap())
        .finish();
    let _guard = tracing::subscriber::set_default(subscriber);

    let (app, _dir) = router(&WITH_KEY);
    let mut request = Request::post(format!(
        "/api/base/test/phone/{PHONE}?phone={PHONE}&name=%E5%BC%A0%E4%B8%89"
    ))
    .header("content-type", "application/json")
    .header("authorization", format!("Bearer {PHONE}"))
    .body(Body::from(format!(
        r#"{{"phone":"{PHONE}","idNumber":"110101199003078515","name":"张三"}}"#
    )))
    .unwrap();
    request.extensions_mut().insert(lambda_context());
    let (_, envelope) = send(&app, request).await;
    assert_eq!(envelope["code"], ErrorCode::InvalidField);
    let (_, envelope) = send(
        &app,
        Request::post("/api/base/nowhere/13900000000")
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(envelope["code"], ErrorCode::RouteNotFound);

    let logs = std::fs::read_to_string(log.path()).unwrap();
    for pii in [PHONE, "13900000000", "110101199003078515", "张三", "%E5"] {
        assert!(!logs.contains(pii), "{pii} in the logs: {logs}");
    }
    let lines: Vec<Value> = logs
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .filter(|l| l["fields"]["message"] == "request")
        .collect();
    assert_eq!(lines.len(), 2, "{logs}");
    let first = &lines[0]["fields"];
    assert_eq!(first["route"], "/api/base/test/phone/{phone}");
    assert_eq!(first["method"], "POST");
    assert_eq!(first["status"], 200);
    assert_eq!(first["code"], ErrorCode::InvalidField);
    assert!(first["latency_ms"].is_u64(), "{first}");
    assert_eq!(first["request_id"], "req-7f3a");
    let unmatched = &lines[1]["fields"];
    assert_eq!(unmatched["route"], verity_http::request_log::UNMATCHED);
    assert_eq!(unmatched["status"], 404);
    assert_eq!(unmatched["code"], ErrorCode::RouteNotFound);
}

fn lambda_context() -> lambda_http::Context {
    let mut context = lambda_http::Context::default();
    context.request_id = "req-7f3a".into();
    context
}
