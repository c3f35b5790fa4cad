//! Raising a ticket: what it keeps, what it refuses (with nothing written).

use serde_json::json;
use verity_domain::files::{self, Purpose};
use verity_testkit::TestApp;

use crate::{app, attachment, id, items, ok, owner, post, upload};
use verity_http::ErrorCode;

/// The work order and order routers together.
fn app_with_orders() -> TestApp {
    TestApp::new(|ports| {
        let (work_orders, _) = fn_work_order::FUNCTION.parts(ports.clone());
        let (orders, _) = fn_order::FUNCTION.parts(ports);
        verity_http::finish(work_orders.merge(orders))
    })
}

/// An order of a new certified enterprise: its owner and the order's id and number.
async fn ordered(app: &TestApp) -> (verity_testkit::Member, String, String) {
    let ready = app.ready_to_order(&[("identity", 1)], 100_000).await;
    let created = app
        .call_as(
            &ready.owner.token,
            "/api/base/order/create",
            &json!({
                "packageId": ready.package_id,
                "candidate": {"name": "张三", "phone": "13900005678", "idNumber": "110101199003078515"},
                "authMode": "sms",
                "idempotencyKey": "work-order-test-order-1",
                "confirmDuplicate": true,
            })
            .to_string(),
        )
        .await;
    assert_eq!(created.code(), 0, "{:?}", created.body);
    let data = created.data();
    (
        ready.owner,
        data["orderId"].as_str().unwrap().to_string(),
        data["orderNo"].as_str().unwrap().to_string(),
    )
}

#[tokio::test]
async fn a_ticket_keeps_its_text_attachments_and_order() {
    let app = app_with_orders();
    let (owner, order_id, order_no) = ordered(&app).await;
    let shot = attachment(&app, &owner, "screenshot.png").await;
    let scan = attachment(&app, &owner, "发票扫描.png").await;
    let row = ok(
        &app,
        &owner.token,
        "create",
        json!({
            "type": "report",
            "subject": "  Report grade looks wrong  ",
            "description": "The court item is red.\nThe candidate says it is not him.",
            "attachments": [shot, scan],
            "orderId": order_id,
        }),
    )
    .await;
    assert_eq!(row["status"], "open");
    assert_eq!(row["type"], "report");
    assert_eq!(row["subject"], "Report grade looks wrong");
    assert_eq!(row["orderNo"], order_no.as_str());
    assert_eq!(row["unread"], 0);
    assert_eq!(row["messageCount"], 0);
    let no = row["workOrderNo"].as_str().unwrap();
    assert!(no.starts_with("WO260101") && no.len() == 16, "{no}");

    let detail = ok(
        &app,
        &owner.token,
        "detail",
        id(row["workOrderId"].as_str().unwrap()),
    )
    .await;
    assert_eq!(
        detail["description"],
        "The court item is red.\nThe candidate says it is not him."
    );
    assert_eq!(detail["orderId"], order_id.as_str());
    assert_eq!(detail["raisedByName"], "Member");
    let names: Vec<&str> = detail["attachments"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["screenshot.png", "发票扫描.png"]);
    let url = detail["attachments"][0]["url"].as_str().unwrap();
    assert!(url.contains(&shot), "{url}");
    assert_eq!(detail["messages"], json!([]));
    assert_eq!(
        (
            detail["canReply"].clone(),
            detail["canReopen"].clone(),
            detail["canClose"].clone()
        ),
        (json!(true), json!(false), json!(true))
    );
    assert!(detail.get("enterpriseName").is_none());
}

#[tokio::test]
async fn bad_fields_are_refused_and_nothing_is_written() {
    let app = app();
    let owner = owner(&app).await;
    let mut six = Vec::new();
    for i in 0..6 {
        six.push(attachment(&app, &owner, &format!("f{i}.png")).await);
    }
    let good = json!({"type": "other", "subject": "Hello", "description": "Text"});
    let with = |field: &str, value: serde_json::Value| {
        let mut body = good.clone();
        body[field] = value;
        body
    };
    let cases = [
        (with("type", json!("complaint")), "type"),
        (with("subject", json!("   ")), "subject"),
        (with("subject", json!("x".repeat(101))), "subject"),
        (with("subject", json!("two\nlines")), "subject"),
        (with("description", json!("")), "description"),
        (with("description", json!("字".repeat(2001))), "description"),
        (with("description", json!("bell\u{7}")), "description"),
        (with("attachments", json!(six)), "attachments"),
        (
            with("attachments", json!([six[0], six[0]])),
            "attachments[1]",
        ),
        (
            with("attachments", json!(["../etc/passwd"])),
            "attachments[0]",
        ),
        (with("orderId", json!("not an id!")), "orderId"),
    ];
    for (body, field) in cases {
        let answer = post(&app, &owner.token, "create", body.clone()).await;
        assert_eq!(
            answer.code(),
            ErrorCode::InvalidField,
            "{body}: {:?}",
            answer.body
        );
        assert_eq!(answer.data()["field"], field, "{body}");
    }
    // The limits themselves are fine.
    let longest = with("subject", json!("x".repeat(100)));
    assert_eq!(post(&app, &owner.token, "create", longest).await.code(), 0);
    let list = ok(&app, &owner.token, "list", json!({})).await;
    assert_eq!(items(&list).len(), 1, "only the valid ticket was written");
}

#[tokio::test]
async fn attachments_are_accepted_only_from_their_owner() {
    let app = app();
    let owner = owner(&app).await;
    let other = crate::owner(&app).await;
    let theirs = attachment(&app, &other, "theirs.png").await;
    let licence = upload(
        &app,
        &files::enterprise_owner(&owner.enterprise_id),
        Purpose::License,
        "licence.png",
    )
    .await;
    let mine = attachment(&app, &owner, "mine.png").await;
    for (keys, field) in [
        (json!([mine, theirs]), "attachments[1]"),
        (json!([licence]), "attachments[0]"),
        (json!(["attachment/0123456789abcdef.png"]), "attachments[0]"),
    ] {
        let answer = post(
            &app,
            &owner.token,
            "create",
            json!({"type": "account", "subject": "S", "description": "D", "attachments": keys}),
        )
        .await;
        assert_eq!(
            answer.code(),
            ErrorCode::FileNotFound,
            "{keys}: {:?}",
            answer.body
        );
        assert_eq!(answer.data()["field"], field);
    }
    assert_eq!(
        items(&ok(&app, &owner.token, "list", json!({})).await).len(),
        0
    );

    // Replies check the same way.
    let ticket = crate::raise(&app, &owner, "Where is my invoice").await;
    let answer = post(
        &app,
        &owner.token,
        "reply",
        json!({"workOrderId": ticket, "text": "See attached", "attachments": [theirs]}),
    )
    .await;
    assert_eq!(answer.code(), ErrorCode::FileNotFound);
    let detail = ok(&app, &owner.token, "detail", id(&ticket)).await;
    assert_eq!(detail["messages"], json!([]));
}

#[tokio::test]
async fn only_an_order_of_the_enterprise_can_be_linked() {
    let app = app_with_orders();
    let (_, their_order, _) = ordered(&app).await;
    let owner = owner(&app).await;
    let answer = post(
        &app,
        &owner.token,
        "create",
        json!({"type": "report", "subject": "S", "description": "D", "orderId": their_order}),
    )
    .await;
    assert_eq!(answer.code(), ErrorCode::NotFound, "{:?}", answer.body);
    assert_eq!(answer.data()["field"], "orderId");
    let unknown = post(
        &app,
        &owner.token,
        "create",
        json!({"type": "report", "subject": "S", "description": "D", "orderId": "0123456789abcdef"}),
    )
    .await;
    assert_eq!(unknown.code(), ErrorCode::NotFound);
    assert_eq!(
        items(&ok(&app, &owner.token, "list", json!({})).await).len(),
        0
    );
}
