//! Fixtures: the job and order routes on one router, a region to work in,
//! a position, and an applicant's way through the public link.
#![allow(dead_code)]

use axum::body::Body;
use http::Request;
use serde_json::{json, Value};
use verity_core::ports::Ports;
use verity_domain::identity::codes::Scene;
use verity_testkit::{Answer, Member, TestApp};

pub fn routes(ports: Ports) -> axum::Router {
    let (jobs, _) = fn_job::FUNCTION.parts(ports.clone());
    let (orders, _) = fn_order::FUNCTION.parts(ports.clone());
    let (candidate, _) = fn_candidate::FUNCTION.parts(ports);
    verity_http::finish(jobs.merge(orders).merge(candidate))
}

/// An app whose region data holds 广东省 / 深圳市 / 南山区.
pub async fn app() -> TestApp {
    let app = TestApp::new(routes);
    regions(&app.ports).await;
    app
}

/// One such app per table adapter this run reaches (SQLite, and DynamoDB
/// Local when `DYNAMODB_ENDPOINT` is set).
pub async fn apps() -> Vec<TestApp> {
    let mut out = Vec::new();
    for (_adapter, app) in TestApp::on_each_table(routes).await {
        regions(&app.ports).await;
        out.push(app);
    }
    out
}

pub async fn regions(ports: &Ports) {
    use verity_domain::regions::put;
    put(ports, "44", "广东省", true).await.unwrap();
    put(ports, "4403", "深圳市", true).await.unwrap();
    put(ports, "440305", "南山区", false).await.unwrap();
}

pub async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> Answer {
    app.call_as(token, &format!("/api/base/{path}"), &body.to_string())
        .await
}

/// A public call (no bearer).
pub async fn public(app: &TestApp, path: &str, body: Value) -> Answer {
    app.call(&format!("/api/base/{path}"), &body.to_string())
        .await
}

pub fn ok(a: &Answer) -> Value {
    assert_eq!(a.code(), 0, "{:?}", a.body);
    a.data().clone()
}

/// A position in 南山区 collecting `fields`: `(jobId, j)`.
pub async fn position(
    app: &TestApp,
    m: &Member,
    fields: &[&str],
    covers: bool,
) -> (String, String) {
    let a = post(
        app,
        &m.token,
        "job/create",
        json!({
            "title": "Warehouse lead",
            "department": "Logistics",
            "regionCode": "440305",
            "fields": fields,
            "consentCoversScreening": covers,
        }),
    )
    .await;
    let d = ok(&a);
    (
        d["jobId"].as_str().unwrap().to_string(),
        d["code"].as_str().unwrap().to_string(),
    )
}

pub async fn detail(app: &TestApp, m: &Member, job_id: &str) -> Value {
    ok(&post(app, &m.token, "job/detail", json!({ "jobId": job_id })).await)
}

pub async fn info(app: &TestApp, j: &str) -> Answer {
    public(app, "job/apply/info", json!({ "j": j })).await
}

/// Texts a `jobApply` code to `phone` and verifies it: the applicant token.
pub async fn verify(app: &TestApp, j: &str, phone: &str) -> String {
    let code = app.code(phone, Scene::JobApply).await;
    let a = public(
        app,
        "job/apply/verify",
        json!({ "j": j, "phone": phone, "code": code }),
    )
    .await;
    ok(&a)["applicantToken"].as_str().unwrap().to_string()
}

/// The consent version `job/apply/info` shows for the link.
pub async fn consent_version(app: &TestApp, j: &str) -> String {
    ok(&info(app, j).await)["consent"]["version"]
        .as_str()
        .unwrap()
        .to_string()
}

/// A valid ID number of its own for each phone (the check character computed).
pub fn id_for(phone: &str) -> String {
    let first17 = format!("1101011990{}", &phone[phone.len() - 7..]);
    let check = verity_core::provider::id_check_char(&first17).unwrap();
    format!("{first17}{check}")
}

pub async fn submit(app: &TestApp, token: &str, body: Value) -> Answer {
    post(app, token, "job/apply/submit", body).await
}

/// Applies to `j` with `phone` (name 张三, its own ID number, and the
/// extra `more` fields): the application.
pub async fn apply(app: &TestApp, j: &str, phone: &str, more: Value) -> Value {
    let token = verify(app, j, phone).await;
    let version = consent_version(app, j).await;
    let mut body = json!({
        "j": j,
        "name": "张三",
        "idNumber": id_for(phone),
        "consentVersion": version,
    });
    for (k, v) in more.as_object().unwrap() {
        body[k] = v.clone();
    }
    ok(&submit(app, &token, body).await)
}

pub use verity_testkit::PNG;

/// Posts `job/apply/upload` for `j` with one file.
pub async fn upload(
    app: &TestApp,
    token: &str,
    j: &str,
    name: &str,
    ct: &str,
    bytes: &[u8],
) -> Answer {
    let boundary = "verityJobBoundary7MA4YWxkTrZu0gW";
    let mut body = Vec::new();
    body.extend_from_slice(
        format!("--{boundary}\r\nContent-Disposition: form-data; name=\"j\"\r\n\r\n{j}\r\n")
            .as_bytes(),
    );
    body.extend_from_slice(
        format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{name}\"\r\n\
             Content-Type: {ct}\r\n\r\n"
        )
        .as_bytes(),
    );
    body.extend_from_slice(bytes);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    let request = Request::post("/api/base/job/apply/upload")
        .header(
            "content-type",
            format!("multipart/form-data; boundary={boundary}"),
        )
        .header("authorization", format!("Bearer {token}"))
        .body(Body::from(body))
        .unwrap();
    app.send(request).await
}

pub async fn registrations(app: &TestApp, m: &Member, body: Value) -> Answer {
    post(app, &m.token, "job/registrations", body).await
}

pub async fn registration(app: &TestApp, m: &Member, registration_id: &str) -> Answer {
    post(
        app,
        &m.token,
        "job/registration",
        json!({ "registrationId": registration_id }),
    )
    .await
}

/// The package of the ordering tests: identity and court.
pub const ITEMS: [(&str, u32); 2] = [("identity", 1), ("court", 1)];

/// The order form a click on a registration opens, from its prefill.
pub fn order_from(registration: &Value, package_id: &str, key: &str) -> Value {
    let p = &registration["orderPrefill"];
    json!({
        "packageId": package_id,
        "candidate": { "name": p["name"], "phone": p["phone"], "idNumber": p["idNumber"] },
        "position": p["position"],
        "authMode": "sms",
        "idempotencyKey": key,
        "registrationId": registration["registrationId"],
    })
}
