//! Fixtures: the routers, an operator of the platform, the bell read back.
#![allow(dead_code)]

use serde_json::{json, Value};
use verity_core::ports::Ports;
use verity_domain::files::{self, Purpose};
use verity_testkit::{Answer, Member, TestApp};

pub fn routes(ports: Ports) -> axum::Router {
    let mut router = fn_notice::FUNCTION.parts(ports.clone()).0;
    for f in [
        &fn_order::FUNCTION,
        &fn_candidate::FUNCTION,
        &fn_batch::FUNCTION,
        &fn_finance::FUNCTION,
        &fn_enterprise::FUNCTION,
        &fn_work_order::FUNCTION,
        &fn_report::FUNCTION,
    ] {
        router = router.merge(f.parts(ports.clone()).0);
    }
    verity_http::finish(router)
}

pub fn app() -> TestApp {
    TestApp::new(routes)
}

pub async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> Answer {
    app.call_as(token, &format!("/api/base/{path}"), &body.to_string())
        .await
}

/// A call that must succeed: its data.
pub async fn ok(app: &TestApp, token: &str, path: &str, body: Value) -> Value {
    let a = post(app, token, path, body).await;
    assert_eq!(a.code(), 0, "{path}: {:?}", a.body);
    a.data().clone()
}

/// The member's bell: the first 50 notices, with the counts.
pub async fn bell(app: &TestApp, m: &Member) -> Value {
    ok(app, &m.token, "notice/list", json!({"pageSize": 50})).await
}

/// `(kind, link)` of each notice in the member's bell, newest first.
pub async fn kinds(app: &TestApp, m: &Member) -> Vec<(String, String)> {
    bell(app, m).await["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| {
            (
                n["kind"].as_str().unwrap().to_string(),
                n["link"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// The notices of one kind in the member's bell.
pub async fn of_kind(app: &TestApp, m: &Member, kind: &str) -> Vec<Value> {
    bell(app, m).await["list"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|n| n["kind"] == kind)
        .cloned()
        .collect()
}

/// A signed-in platform operator (`ops`): the session token.
pub async fn ops(app: &TestApp) -> String {
    app.platform_operator("Ops").await.token
}

pub use verity_testkit::PNG;

/// An upload of the member's enterprise for `purpose`: its key.
pub async fn upload(
    app: &TestApp,
    m: &Member,
    purpose: Purpose,
    name: &str,
    ty: &str,
    bytes: Vec<u8>,
) -> String {
    files::store(
        &app.ports,
        &files::enterprise_owner(&m.enterprise_id),
        &m.user_id,
        purpose,
        name,
        ty,
        bytes::Bytes::from(bytes),
    )
    .await
    .unwrap()
    .key
}

/// Texts to a phone that carry `needle`.
pub async fn texts_with(app: &TestApp, phone: &str, needle: &str) -> Vec<String> {
    app.texts(phone)
        .await
        .into_iter()
        .filter(|t| t.contains(needle))
        .collect()
}
