//! Fixtures: an enterprise that may order (certified, contract accepted, a
//! package, a balance), files of candidates as CSV or XLSX uploaded through
//! the files domain, and the batch and order routes on one router.
#![allow(dead_code)]

use bytes::Bytes;
use serde_json::{json, Value};
use verity_core::ports::Ports;
use verity_domain::files::{self, Purpose};
use verity_http::ErrorCode;
use verity_testkit::{Answer, Member, TestApp};

pub fn routes(ports: Ports) -> axum::Router {
    let (batches, _) = fn_batch::FUNCTION.parts(ports.clone());
    let (orders, _) = fn_order::FUNCTION.parts(ports);
    verity_http::finish(batches.merge(orders))
}

pub fn app() -> TestApp {
    TestApp::new(routes)
}

pub async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> Answer {
    app.call_as(token, &format!("/api/base/{path}"), &body.to_string())
        .await
}

pub use verity_testkit::ReadyToOrder as Ready;

/// A certified enterprise's owner with a package (identity, court) and a balance.
pub async fn ready(app: &TestApp, balance_fen: i64) -> Ready {
    app.ready_to_order(&[("identity", 1), ("court", 1)], balance_fen)
        .await
}

pub use verity_testkit::id_number;

/// Candidate `n`: a name, a phone and an ID number.
pub fn candidate(n: u32) -> [String; 3] {
    [format!("候选人{n}"), format!("139{n:08}"), id_number(n)]
}

/// A CSV in the template's layout: a note, the header, the rows.
pub fn csv(rows: &[[String; 3]]) -> Vec<u8> {
    let mut out = String::from("说明：请从第 3 行开始填写\n姓名*,手机号*,身份证号*\n");
    for r in rows {
        out.push_str(&format!("{},{},{}\n", r[0], r[1], r[2]));
    }
    out.into_bytes()
}

/// An XLSX with the header on row 1 and the rows below, every cell text.
pub fn xlsx(rows: &[[String; 3]]) -> Vec<u8> {
    let mut book = rust_xlsxwriter::Workbook::new();
    let ws = book.add_worksheet();
    for (c, h) in ["Name", "Mobile", "ID number"].iter().enumerate() {
        ws.write_string(0, c as u16, *h).unwrap();
    }
    for (i, r) in rows.iter().enumerate() {
        for (c, v) in r.iter().enumerate() {
            ws.write_string(i as u32 + 1, c as u16, v).unwrap();
        }
    }
    book.save_to_buffer().unwrap()
}

pub const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// Uploads `bytes` as the member's enterprise's batch file; its key.
pub async fn upload(
    app: &TestApp,
    member: &Member,
    name: &str,
    content_type: &str,
    bytes: Vec<u8>,
) -> String {
    files::store(
        &app.ports,
        &files::enterprise_owner(&member.enterprise_id),
        &member.user_id,
        Purpose::Batch,
        name,
        content_type,
        Bytes::from(bytes),
    )
    .await
    .unwrap()
    .key
}

/// Uploads and creates a batch from `rows` (CSV); the answer.
pub async fn batch_of(app: &TestApp, r: &Ready, rows: &[[String; 3]]) -> Answer {
    let key = upload(app, &r.owner, "candidates.csv", "text/csv", csv(rows)).await;
    create_from(app, r, &key).await
}

/// `batch/create` from the uploaded file `key`, with the owner's package.
pub async fn create_from(app: &TestApp, r: &Ready, key: &str) -> Answer {
    post(
        app,
        &r.owner.token,
        "batch/create",
        json!({"packageId": r.package_id, "fileKey": key}),
    )
    .await
}

/// `batch/detail` of one batch (its id as text or as JSON), as `token`.
pub async fn batch_detail(app: &TestApp, token: &str, batch_id: &impl serde::Serialize) -> Answer {
    post(app, token, "batch/detail", json!({ "batchId": batch_id })).await
}

/// `batch/cancelRest` of one batch (its id as text or as JSON), as `token`.
pub async fn cancel_rest(app: &TestApp, token: &str, batch_id: &impl serde::Serialize) -> Answer {
    post(
        app,
        token,
        "batch/cancelRest",
        json!({ "batchId": batch_id }),
    )
    .await
}

/// Asserts that each call (path, body) answers `NotFound` to `token`: ids
/// of another enterprise give nothing.
pub async fn assert_not_found_for(app: &TestApp, token: &str, calls: Vec<(&str, Value)>) {
    for (path, body) in calls {
        let answer = post(app, token, path, body).await;
        assert_eq!(
            answer.code(),
            ErrorCode::NotFound,
            "{path}: {:?}",
            answer.data()
        );
    }
}

/// How many different orders `orders` holds.
pub fn distinct_orders(orders: &[Value]) -> usize {
    let mut ids: Vec<&str> = orders
        .iter()
        .map(|o| o["orderId"].as_str().unwrap())
        .collect();
    ids.sort_unstable();
    ids.dedup();
    ids.len()
}

/// Asserts that each candidate `n` of `candidates` received one text.
pub async fn texted_once_each(app: &TestApp, candidates: &[u32]) {
    for &n in candidates {
        assert_eq!(
            app.texts(&candidate(n)[1]).await.len(),
            1,
            "texts of candidate {n}"
        );
    }
}

/// Every order of the enterprise, through order/list.
pub async fn orders(app: &TestApp, member: &Member, batch_id: &str) -> Vec<Value> {
    let mut out = Vec::new();
    let mut cursor = Value::Null;
    loop {
        let page = post(
            app,
            &member.token,
            "order/list",
            json!({"batchId": batch_id, "cursor": cursor, "pageSize": 100}),
        )
        .await;
        assert_eq!(page.code(), 0, "{:?}", page.data());
        out.extend(page.data()["items"].as_array().unwrap().iter().cloned());
        cursor = page.data()["cursor"].clone();
        if cursor.is_null() {
            return out;
        }
    }
}

/// The ledger's entries of the enterprise.
pub async fn ledger(
    app: &TestApp,
    enterprise_id: &str,
) -> Vec<verity_domain::billing::LedgerEntry> {
    verity_domain::billing::ledger::all(&app.ports, enterprise_id, Default::default(), 10_000)
        .await
        .unwrap()
}

/// GETs a file (not an envelope): its bytes, after checking it is an attachment.
pub async fn download(app: &TestApp, path: &str, token: &str) -> Vec<u8> {
    use tower::ServiceExt;
    let request = http::Request::get(path)
        .header("authorization", format!("Bearer {token}"))
        .body(axum::body::Body::empty())
        .unwrap();
    let response = app.router.clone().oneshot(request).await.unwrap();
    assert_eq!(response.status(), http::StatusCode::OK);
    let disposition = response
        .headers()
        .get(http::header::CONTENT_DISPOSITION)
        .cloned();
    let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .unwrap()
        .to_vec();
    assert!(
        disposition.is_some(),
        "not an attachment: {}",
        String::from_utf8_lossy(&bytes)
    );
    bytes
}
