//! The candidate portal through the `me` router beside the order, candidate,
//! report and finance routers: a candidate signs in with their phone, sees
//! only the checks on it (across enterprises), and uses their rights.

use std::net::SocketAddr;

use axum::body::Body;
use axum::extract::ConnectInfo;
use http::Request;
use serde_json::{json, Value};
use tower::ServiceExt;
use verity_http::ErrorCode;
use verity_testkit::{Answer, Member, TestApp};

mod checks;
mod copy;
mod session;

const SIGNATURE: &str = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

fn app() -> TestApp {
    TestApp::new(|ports| {
        let mut router = fn_me::FUNCTION.parts(ports.clone()).0;
        for f in [
            &fn_order::FUNCTION,
            &fn_candidate::FUNCTION,
            &fn_report::FUNCTION,
            &fn_finance::FUNCTION,
        ] {
            router = router.merge(f.parts(ports.clone()).0);
        }
        verity_http::finish(router)
    })
}

async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> Answer {
    app.call_as(token, &format!("/api/base/{path}"), &body.to_string())
        .await
}

async fn ok(app: &TestApp, token: &str, path: &str, body: Value) -> Value {
    let a = post(app, token, path, body).await;
    assert_eq!(a.code(), 0, "{path}: {:?}", a.body);
    a.data().clone()
}

/// Signs in to the portal with `phone` (its code read from the outbox).
async fn sign_in(app: &TestApp, phone: &str) -> String {
    let sent = app
        .call(
            "/api/base/me/sendCode",
            &json!({ "phone": phone }).to_string(),
        )
        .await;
    assert_eq!(sent.code(), 0, "{:?}", sent.body);
    let text = app.texts(phone).await.pop().expect("the sign-in code");
    let code: String = text.chars().filter(char::is_ascii_digit).take(6).collect();
    let a = app
        .call(
            "/api/base/me/login",
            &json!({ "phone": phone, "code": code }).to_string(),
        )
        .await;
    assert_eq!(a.code(), 0, "{:?}", a.body);
    let token = a.data()["meToken"].as_str().unwrap().to_string();
    assert!(token.starts_with("me_"), "{token}");
    token
}

/// A candidate's details; `tag` makes every value unique (canaries).
struct Person {
    name: String,
    phone: String,
    id_number: String,
    email: String,
    school: String,
    employer: String,
    position: String,
}

fn person(n: u32, tag: &str) -> Person {
    Person {
        name: format!("候选{tag}"),
        phone: format!("1370000{n:04}"),
        id_number: verity_testkit::id_number(n),
        email: format!("{}@example.com", tag.to_lowercase()),
        school: format!("{tag}大学"),
        employer: format!("{tag}科技有限公司"),
        position: format!("{tag} engineer"),
    }
}

/// Places an order for `p` (`offline`: consent on file, runs to its end;
/// `sms`: waits for the candidate's consent). Answers the order id.
async fn order(app: &TestApp, owner: &Member, package_id: &str, p: &Person, mode: &str) -> String {
    let mut body = json!({
        "packageId": package_id,
        "candidate": {"name": p.name, "phone": p.phone, "idNumber": p.id_number, "email": p.email,
            "school": p.school, "employer": p.employer, "employmentPeriod": "2019-03 – 2023-06"},
        "position": p.position,
        "authMode": mode,
        "idempotencyKey": verity_core::ids::new_id(),
        "confirmDuplicate": true,
    });
    if mode == "offline" {
        body["consentFileKey"] = json!(app.consent_file(owner).await);
    }
    let id = ok(app, &owner.token, "order/create", body).await["orderId"]
        .as_str()
        .unwrap()
        .to_string();
    app.ports.events.drained().await;
    id
}

/// The candidate opens the consent link texted to them and signs it from
/// `ip`: the check runs to its end.
async fn sign_consent(app: &TestApp, phone: &str, ip: &str) {
    let text = app
        .texts(phone)
        .await
        .into_iter()
        .rev()
        .find(|t| t.contains("/#/consent?s="))
        .expect("a consent text");
    let s = text[text.find("s=").unwrap() + 2..].trim().to_string();
    let token = app.share_token(&s, phone).await;
    let mut request = Request::post("/api/base/candidate/sign")
        .header("content-type", "application/json")
        .header("authorization", format!("Bearer {token}"))
        .header("user-agent", "CanaryBrowser/9.9")
        .body(Body::from(
            json!({ "s": s, "agree": true, "signaturePng": SIGNATURE }).to_string(),
        ))
        .unwrap();
    let addr: SocketAddr = format!("{ip}:443").parse().unwrap();
    request.extensions_mut().insert(ConnectInfo(addr));
    let signed = app.send(request).await;
    assert_eq!(signed.code(), 0, "{:?}", signed.body);
    app.ports.events.drained().await;
}

async fn order_status(app: &TestApp, owner: &Member, order_id: &str) -> String {
    ok(
        app,
        &owner.token,
        "order/detail",
        json!({ "orderId": order_id }),
    )
    .await["status"]
        .as_str()
        .unwrap()
        .to_string()
}

async fn balance(app: &TestApp, enterprise_id: &str) -> i64 {
    verity_domain::billing::account::account(&app.ports, enterprise_id)
        .await
        .unwrap()
        .balance_fen
}

/// The PDF bytes `me/exportPdf` answers, and its content type.
async fn pdf(app: &TestApp, token: &str, lang: &str) -> (String, Vec<u8>) {
    let request = Request::post("/api/base/me/exportPdf")
        .header("content-type", "application/json")
        .header("authorization", format!("Bearer {token}"))
        .header("accept-language", lang)
        .body(Body::from("{}"))
        .unwrap();
    let response = app.router.clone().oneshot(request).await.unwrap();
    let kind = response
        .headers()
        .get(http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .unwrap();
    (kind, bytes.to_vec())
}

const ITEMS: [(&str, u32); 4] = [
    ("identity", 1),
    ("education", 1),
    ("employment", 1),
    ("court", 1),
];

fn not_found(a: &Answer) {
    assert_eq!(a.code(), ErrorCode::MeCheckNotFound, "{:?}", a.body);
}
