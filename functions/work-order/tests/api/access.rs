//! Who may call what, what another enterprise's ids give, and paging.

use serde_json::json;
use verity_domain::identity::Role;

use crate::{app, id, items, ok, operator, owner, post, raise};
use verity_http::ErrorCode;

const MEMBER_CALLS: [&str; 7] = [
    "create",
    "list",
    "detail",
    "reply",
    "reopen",
    "close",
    "unreadCount",
];
const OPS_CALLS: [&str; 4] = ["ops/list", "ops/detail", "ops/reply", "ops/resolve"];

#[tokio::test]
async fn viewers_and_operators_of_the_platform_are_kept_to_their_calls() {
    let app = app();
    let owner = owner(&app).await;
    let ticket = raise(&app, &owner, "Access").await;
    let viewer = app.member_of(&owner.enterprise_id, Role::Viewer).await;
    let ops = operator(&app).await;
    let body = |path: &str| match path {
        "create" => json!({"type": "other", "subject": "S", "description": "D"}),
        "list" | "ops/list" | "unreadCount" => json!({}),
        "reply" | "ops/reply" => json!({"workOrderId": ticket, "text": "T"}),
        _ => id(&ticket),
    };
    for path in MEMBER_CALLS {
        let answer = post(&app, &viewer.token, path, body(path)).await;
        assert_eq!(answer.code(), ErrorCode::NoPermission, "viewer {path}");
        let answer = post(&app, &ops, path, body(path)).await;
        assert_eq!(answer.code(), ErrorCode::NoPermission, "ops {path}");
    }
    for path in OPS_CALLS {
        let answer = post(&app, &owner.token, path, body(path)).await;
        assert_eq!(answer.code(), ErrorCode::NoPermission, "owner {path}");
    }
    for path in MEMBER_CALLS.iter().chain(OPS_CALLS.iter()) {
        let answer = app
            .call(
                &format!("/api/base/workOrder/{path}"),
                &body(path).to_string(),
            )
            .await;
        assert_eq!(
            answer.code(),
            ErrorCode::SessionInvalid,
            "no session {path}"
        );
    }
    // Operators (the role) may use work orders; nothing changed above.
    let operator_member = app.member_of(&owner.enterprise_id, Role::Operator).await;
    let detail = ok(&app, &operator_member.token, "detail", id(&ticket)).await;
    assert_eq!(detail["status"], "open");
    assert_eq!(detail["messages"], json!([]));
}

#[tokio::test]
async fn another_enterprises_tickets_give_nothing() {
    let app = app();
    let mine = owner(&app).await;
    let theirs = owner(&app).await;
    let ops = operator(&app).await;
    let my_ticket = raise(&app, &mine, "Mine").await;
    let their_ticket = raise(&app, &theirs, "Theirs").await;
    ok(
        &app,
        &ops,
        "ops/reply",
        json!({"workOrderId": their_ticket, "text": "Hi"}),
    )
    .await;

    for (path, body) in [
        ("detail", id(&their_ticket)),
        (
            "reply",
            json!({"workOrderId": their_ticket, "text": "Hijack"}),
        ),
        ("reopen", id(&their_ticket)),
        ("close", id(&their_ticket)),
    ] {
        let answer = post(&app, &mine.token, path, body).await;
        assert_eq!(
            answer.code(),
            ErrorCode::NotFound,
            "{path}: {:?}",
            answer.body
        );
    }
    let listed = ok(&app, &mine.token, "list", json!({})).await;
    let ids: Vec<String> = items(&listed)
        .iter()
        .map(|r| r["workOrderId"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(ids, vec![my_ticket]);
    assert_eq!(
        ok(&app, &mine.token, "unreadCount", json!({})).await["unread"],
        0
    );

    // Their ticket is untouched: still in progress, one message, still unread for them.
    let detail = ok(&app, &theirs.token, "detail", id(&their_ticket)).await;
    assert_eq!(detail["status"], "in_progress");
    assert_eq!(detail["messages"].as_array().unwrap().len(), 1);
    // An unknown id reads the same as theirs.
    let unknown = post(
        &app,
        &mine.token,
        "detail",
        id("0123456789abcdef0123456789abcdef"),
    )
    .await;
    assert_eq!(unknown.code(), ErrorCode::NotFound);
    let unknown = post(
        &app,
        &ops,
        "ops/detail",
        id("0123456789abcdef0123456789abcdef"),
    )
    .await;
    assert_eq!(unknown.code(), ErrorCode::NotFound);
}

#[tokio::test]
async fn lists_page_by_cursor_latest_activity_first() {
    let app = app();
    let owner = owner(&app).await;
    let other = crate::owner(&app).await;
    let ops = operator(&app).await;
    let mut tickets = Vec::new();
    for n in 0..5 {
        app.clock.advance_secs(60);
        tickets.push(raise(&app, &owner, &format!("Ticket {n}")).await);
    }
    app.clock.advance_secs(60);
    let theirs = raise(&app, &other, "Other enterprise").await;
    // Activity on the oldest takes it to the top.
    app.clock.advance_secs(60);
    ok(
        &app,
        &ops,
        "ops/reply",
        json!({"workOrderId": tickets[0], "text": "Up"}),
    )
    .await;

    let mut seen = Vec::new();
    let mut cursor: Option<String> = None;
    let mut pages = 0;
    loop {
        let mut body = json!({"pageSize": 2});
        if let Some(c) = &cursor {
            body["cursor"] = json!(c);
        }
        let page = ok(&app, &owner.token, "list", body).await;
        pages += 1;
        assert!(items(&page).len() <= 2);
        seen.extend(
            items(&page)
                .iter()
                .map(|r| r["workOrderId"].as_str().unwrap().to_string()),
        );
        match page["cursor"].as_str() {
            Some(c) => cursor = Some(c.to_string()),
            None => break,
        }
    }
    assert!(pages >= 3);
    let expected: Vec<String> = [0, 4, 3, 2, 1]
        .iter()
        .map(|&i| tickets[i].clone())
        .collect();
    assert_eq!(seen, expected);

    // A cursor of one enterprise's list is refused in another's.
    let first = ok(&app, &owner.token, "list", json!({"pageSize": 1})).await;
    let cursor = first["cursor"].as_str().unwrap();
    let stolen = post(&app, &other.token, "list", json!({"cursor": cursor})).await;
    assert_eq!(stolen.code(), ErrorCode::BadCursor);
    let in_queue = post(&app, &ops, "ops/list", json!({"cursor": cursor})).await;
    assert_eq!(in_queue.code(), ErrorCode::BadCursor);
    assert_eq!(
        post(&app, &owner.token, "list", json!({"pageSize": 0}))
            .await
            .code(),
        ErrorCode::InvalidField
    );
    assert_eq!(
        post(&app, &owner.token, "list", json!({"status": "pending"}))
            .await
            .code(),
        ErrorCode::InvalidField
    );

    // A status filter.
    let busy = ok(&app, &owner.token, "list", json!({"status": "in_progress"})).await;
    let busy: Vec<String> = items(&busy)
        .iter()
        .map(|r| r["status"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(busy, ["in_progress"]);

    // Ops see every enterprise's tickets with the enterprise's name.
    let queue = ok(&app, &ops, "ops/list", json!({"pageSize": 100})).await;
    let rows = items(&queue);
    assert_eq!(rows.len(), 6);
    assert_eq!(rows[0]["workOrderId"], tickets[0].as_str());
    let row = rows
        .iter()
        .find(|r| r["workOrderId"] == theirs.as_str())
        .unwrap();
    assert_eq!(row["enterpriseName"], "Test Co");
    assert_eq!(row["enterpriseId"], other.enterprise_id.as_str());
    let detail = ok(&app, &ops, "ops/detail", id(&theirs)).await;
    assert_eq!(detail["enterpriseName"], "Test Co");
    assert_eq!(detail["enterpriseId"], other.enterprise_id.as_str());
    assert_eq!(
        (detail["canReply"].clone(), detail["canResolve"].clone()),
        (json!(true), json!(true))
    );
    assert_eq!(
        (detail["canReopen"].clone(), detail["canClose"].clone()),
        (json!(false), json!(false))
    );
    let open = ok(
        &app,
        &ops,
        "ops/list",
        json!({"status": "open", "pageSize": 100}),
    )
    .await;
    assert_eq!(items(&open).len(), 5);
    // Members' rows name no enterprise.
    let mine = ok(&app, &owner.token, "list", json!({})).await;
    assert!(items(&mine)[0].get("enterpriseName").is_none());
}
