//! The workOrder function's API tests, one binary: its routes on the test
//! kit's embedded ports (and DynamoDB Local where `on_each_table` says so),
//! fixtures built through the domain.

use serde_json::{json, Value};
use verity_domain::files::{self, Purpose};
use verity_domain::identity::Role;
use verity_testkit::{Answer, Member, TestApp};

mod access;
mod flow;
mod texts;
mod tickets;
mod unread;

fn routes(ports: verity_core::ports::Ports) -> axum::Router {
    fn_work_order::FUNCTION.router(ports)
}

fn app() -> TestApp {
    TestApp::new(routes)
}

async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> Answer {
    app.call_as(
        token,
        &format!("/api/base/workOrder/{path}"),
        &body.to_string(),
    )
    .await
}

/// A call that must succeed: its data.
async fn ok(app: &TestApp, token: &str, path: &str, body: Value) -> Value {
    let answer = post(app, token, path, body).await;
    assert_eq!(answer.code(), 0, "{path}: {:?}", answer.body);
    answer.data().clone()
}

/// A signed-in platform operator (`ops`): the session token.
async fn operator(app: &TestApp) -> String {
    operator_user(app).await.1
}

/// A platform operator: user id and session token.
async fn operator_user(app: &TestApp) -> (String, String) {
    let ops = app.platform_operator("Support").await;
    (ops.user_id, ops.token)
}

use verity_testkit::PNG;

/// An upload of `owner` (`ENT#…` or `USER#…`) for `purpose`: its key.
async fn upload(app: &TestApp, owner: &str, purpose: Purpose, name: &str) -> String {
    files::store(
        &app.ports,
        owner,
        "uploader",
        purpose,
        name,
        "image/png",
        bytes::Bytes::from_static(PNG),
    )
    .await
    .unwrap()
    .key
}

/// An attachment uploaded by the member's enterprise.
async fn attachment(app: &TestApp, member: &Member, name: &str) -> String {
    upload(
        app,
        &files::enterprise_owner(&member.enterprise_id),
        Purpose::Attachment,
        name,
    )
    .await
}

/// Raises a ticket with `subject`: its id.
async fn raise(app: &TestApp, member: &Member, subject: &str) -> String {
    let row = ok(
        app,
        &member.token,
        "create",
        json!({"type": "billing", "subject": subject, "description": "The invoice for March is missing."}),
    )
    .await;
    row["workOrderId"].as_str().unwrap().to_string()
}

fn id(work_order_id: &str) -> Value {
    json!({ "workOrderId": work_order_id })
}

/// The rows of a list answer.
fn items(data: &Value) -> Vec<Value> {
    data["items"].as_array().unwrap().clone()
}

async fn owner(app: &TestApp) -> Member {
    app.member(Role::Owner).await
}
