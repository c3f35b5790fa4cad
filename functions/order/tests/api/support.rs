//! Fixtures: an enterprise that may order (certified, contract accepted,
//! a package, a balance), the order and candidate routes on one router, and
//! the candidate's side of a consent link.
#![allow(dead_code)]

use serde_json::{json, Value};
use verity_core::ports::Ports;
use verity_http::ErrorCode;
use verity_testkit::{Answer, Member, TestApp};

/// A valid 18-character ID number (its check character is right).
pub const ID: &str = "110101199003078515";
/// The same first 17 digits with a wrong check character.
pub const BAD_ID: &str = "110101199003078514";

pub fn routes(ports: Ports) -> axum::Router {
    let (orders, _) = fn_order::FUNCTION.parts(ports.clone());
    let (candidate, _) = fn_candidate::FUNCTION.parts(ports);
    verity_http::finish(orders.merge(candidate))
}

pub fn app() -> TestApp {
    TestApp::new(routes)
}

pub async fn post(app: &TestApp, token: &str, path: &str, body: &str) -> Answer {
    app.call_as(token, &format!("/api/base/{path}"), body).await
}

/// An owner of a certified enterprise that accepted the contract, with a
/// package (identity, education, two employers, court, dishonest) and a balance.
pub struct Ready {
    pub owner: Member,
    pub package_id: String,
    pub price_fen: i64,
}

pub async fn ready(app: &TestApp, balance_fen: i64) -> Ready {
    let items = [
        ("identity", 1),
        ("education", 1),
        ("employment", 2),
        ("court", 1),
        ("dishonest", 1),
    ];
    let r = app.ready_to_order(&items, balance_fen).await;
    Ready {
        owner: r.owner,
        package_id: r.package_id,
        price_fen: r.price_fen,
    }
}

pub async fn package(app: &TestApp, owner: &Member) -> (String, i64) {
    app.package(owner, &STANDARD).await
}

/// The package of these tests: identity, education, two employers, court, dishonest.
const STANDARD: [(&str, u32); 5] = [
    ("identity", 1),
    ("education", 1),
    ("employment", 2),
    ("court", 1),
    ("dishonest", 1),
];

pub fn key(n: u32) -> String {
    format!("order-form-{n:08}-abcdef")
}

/// An order/create body for a candidate with this phone.
pub fn order_body(package_id: &str, phone: &str, id: &str, n: u32) -> String {
    json!({
        "packageId": package_id,
        "candidate": {"name": "张三", "phone": phone, "idNumber": id,
            "school": "北京大学", "degree": "本科", "employer": "示例科技有限公司",
            "employmentPeriod": "2019-03 – 2023-06"},
        "position": "Warehouse lead",
        "authMode": "sms",
        "idempotencyKey": key(n),
    })
    .to_string()
}

/// A valid ID number of its own for each phone (the check character computed).
pub fn id_for(phone: &str) -> String {
    let first17 = format!("1101011990{}", &phone[phone.len() - 7..]);
    let check = verity_core::provider::id_check_char(&first17).unwrap();
    format!("{first17}{check}")
}

pub async fn order(app: &TestApp, r: &Ready, phone: &str, n: u32) -> Value {
    let body = order_body(&r.package_id, phone, &id_for(phone), n);
    let a = post(app, &r.owner.token, "order/create", &body).await;
    assert_eq!(a.code(), 0, "{:?}", a.body);
    a.data().clone()
}

/// An order for `phone`, texted once, which cannot be reminded yet (four
/// hours must pass): the order and its `{orderId}` body.
pub async fn order_too_soon_to_remind(app: &TestApp, r: &Ready, phone: &str) -> (Value, String) {
    let created = order(app, r, phone, 1).await;
    let body = json!({ "orderId": created["orderId"] }).to_string();
    assert_eq!(app.texts(phone).await.len(), 1);
    let soon = post(app, &r.owner.token, "order/remind", &body).await;
    assert_eq!(soon.code(), ErrorCode::ReminderCooldown);
    assert_eq!(soon.data()["retryAfterSeconds"], 4 * 3600);
    (created, body)
}

/// The candidate's page of link `s`, read with `token` (`"any"`: none).
pub async fn candidate_page(app: &TestApp, token: &str, s: &str) -> Answer {
    post(
        app,
        token,
        "candidate/detail",
        &json!({ "s": s }).to_string(),
    )
    .await
}

/// `order/cancel` of `order` (an `order/create` answer) by `token`.
pub async fn cancel(app: &TestApp, token: &str, order: &Value) -> Answer {
    post(
        app,
        token,
        "order/cancel",
        &json!({ "orderId": order["orderId"] }).to_string(),
    )
    .await
}

pub async fn detail(app: &TestApp, token: &str, order_id: &str) -> Value {
    let a = post(
        app,
        token,
        "order/detail",
        &json!({ "orderId": order_id }).to_string(),
    )
    .await;
    assert_eq!(a.code(), 0, "{:?}", a.body);
    a.data().clone()
}

pub async fn balance(app: &TestApp, enterprise_id: &str) -> i64 {
    verity_domain::billing::account::account(&app.ports, enterprise_id)
        .await
        .unwrap()
        .balance_fen
}

/// The share code of the consent link texted to `phone` (the newest text).
pub async fn link_code(app: &TestApp, phone: &str) -> String {
    let text = app.texts(phone).await.pop().expect("a consent text");
    let at = text.find("s=").expect("a link with s") + 2;
    text[at..].trim().to_string()
}

/// A 1×1 PNG as the drawn signature.
pub const SIGNATURE: &str = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

pub async fn sign(app: &TestApp, token: &str, s: &str) -> Answer {
    post(
        app,
        token,
        "candidate/sign",
        &json!({ "s": s, "agree": true, "signaturePng": SIGNATURE }).to_string(),
    )
    .await
}

/// Every timeline kind of an order's detail, in order.
pub fn kinds(detail: &Value) -> Vec<String> {
    detail["timeline"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["kind"].as_str().unwrap().to_string())
        .collect()
}
