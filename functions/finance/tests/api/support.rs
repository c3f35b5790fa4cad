//! Fixtures: the finance router, vouchers, a platform operator, charges.
#![allow(dead_code)]

use bytes::Bytes;
use serde_json::json;
use verity_core::table::Tx;
use verity_domain::billing::{charge, Charge, Link, Note};
use verity_domain::files::{self, Purpose};
use verity_testkit::{Answer, Member, TestApp};

pub use verity_testkit::PNG;

pub fn app() -> TestApp {
    TestApp::new(|ports| fn_finance::FUNCTION.router(ports))
}

pub async fn post(app: &TestApp, token: &str, path: &str, body: &str) -> Answer {
    app.call_as(token, &format!("/api/base/finance/{path}"), body)
        .await
}

/// A platform operator: (user id, token).
pub async fn ops(app: &TestApp) -> (String, String) {
    let ops = app.platform_operator("Ops").await;
    (ops.user_id, ops.token)
}

/// A file uploaded for `owner` (an `ENT#` or `USER#` owner value).
pub async fn file(app: &TestApp, owner: &str, purpose: Purpose) -> String {
    files::store(
        &app.ports,
        owner,
        "uploader",
        purpose,
        "scan.png",
        "image/png",
        Bytes::from_static(PNG),
    )
    .await
    .unwrap()
    .key
}

pub async fn voucher(app: &TestApp, member: &Member) -> String {
    file(
        app,
        &files::enterprise_owner(&member.enterprise_id),
        Purpose::Voucher,
    )
    .await
}

pub fn key(n: u32) -> String {
    format!("form-key-{n:08}-abcdef")
}

/// Credits `amount_fen` by the sandbox method.
pub async fn sandbox_recharge(app: &TestApp, member: &Member, amount_fen: i64, n: u32) -> Answer {
    post(
        app,
        &member.token,
        "recharge",
        &format!(
            r#"{{"amountFen":{amount_fen},"method":"sandbox","idempotencyKey":"{}"}}"#,
            key(n)
        ),
    )
    .await
}

/// Charges an order as ordering will (the order item itself is the caller's).
pub async fn charge_order(
    app: &TestApp,
    enterprise_id: &str,
    order_id: &str,
    amount_fen: i64,
    note: Note,
) {
    charge(
        &app.ports,
        Charge {
            enterprise_id: enterprise_id.to_string(),
            amount_fen,
            idempotency_key: format!("order-{order_id}"),
            body_hash: order_id.to_string(),
            link: Link::order(order_id),
            note,
            result: json!({"orderId": order_id}),
            with: Tx::new(),
        },
    )
    .await
    .unwrap();
}

pub async fn account(app: &TestApp, member: &Member) -> serde_json::Value {
    let answer = post(app, &member.token, "account", "{}").await;
    assert_eq!(answer.code(), 0, "{:?}", answer.body);
    answer.data().clone()
}
