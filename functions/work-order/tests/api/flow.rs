//! The status flow: open → in_progress → resolved → (reopened) → closed,
//! and what each status refuses.

use serde_json::json;
use verity_domain::workorders::REOPEN_DAYS;
use verity_testkit::TestApp;

use crate::{id, ok, operator, owner, post, raise, routes};
use verity_http::ErrorCode;

const DAY_MS: i64 = 24 * 3600 * 1000;

fn status(data: &serde_json::Value) -> &str {
    data["status"].as_str().unwrap()
}

#[tokio::test]
async fn a_ticket_moves_from_open_to_closed_and_each_status_refuses_what_it_must() {
    for (adapter, app) in TestApp::on_each_table(routes).await {
        let owner = owner(&app).await;
        let ops = operator(&app).await;
        let ticket = raise(&app, &owner, "Invoice missing").await;
        let say = |text: &str| json!({"workOrderId": ticket, "text": text});

        // The enterprise may add to its open ticket; it stays open.
        let replied = ok(&app, &owner.token, "reply", say("Any news?")).await;
        assert_eq!(status(&replied), "open", "{adapter}");
        assert_eq!(replied["message"]["author"], "enterprise");
        assert_eq!(replied["message"]["authorName"], "Member");
        // Only a resolved ticket can be reopened.
        let early = post(&app, &owner.token, "reopen", id(&ticket)).await;
        assert_eq!(early.code(), ErrorCode::WorkOrderNotResolved, "{adapter}");
        assert_eq!(early.data()["status"], "open");

        // The first ops answer takes it in progress.
        let answered = ok(&app, &ops, "ops/reply", say("We are looking into it.")).await;
        assert_eq!(status(&answered), "in_progress", "{adapter}");
        assert_eq!(answered["message"]["author"], "ops");
        assert_eq!(answered["message"]["authorName"], "Verity support");
        let again = ok(&app, &ops, "ops/reply", say("Found it.")).await;
        assert_eq!(status(&again), "in_progress");
        assert_eq!(
            status(&ok(&app, &owner.token, "reply", say("Thanks")).await),
            "in_progress"
        );

        // Resolved, with a last word.
        let resolved = ok(
            &app,
            &ops,
            "ops/resolve",
            json!({"workOrderId": ticket, "text": "Reissued; see your invoices."}),
        )
        .await;
        assert_eq!(status(&resolved), "resolved", "{adapter}");
        let resolved_at = resolved["resolvedAt"].as_i64().unwrap();
        assert_eq!(
            resolved["reopenUntil"].as_i64().unwrap(),
            resolved_at + REOPEN_DAYS * DAY_MS
        );
        let twice = post(&app, &ops, "ops/resolve", id(&ticket)).await;
        assert_eq!(twice.code(), ErrorCode::WorkOrderStateConflict, "{adapter}");
        assert_eq!(twice.data()["status"], "resolved");
        // The enterprise must reopen before it replies.
        let late_reply = post(&app, &owner.token, "reply", say("One more thing")).await;
        assert_eq!(late_reply.code(), ErrorCode::WorkOrderResolved, "{adapter}");
        let detail = ok(&app, &owner.token, "detail", id(&ticket)).await;
        assert_eq!(detail["status"], "resolved");
        assert_eq!(
            (detail["canReply"].clone(), detail["canReopen"].clone()),
            (json!(false), json!(true))
        );
        assert_eq!(detail["messages"].as_array().unwrap().len(), 5);
        assert_eq!(
            detail["messages"][4]["text"],
            "Reissued; see your invoices."
        );

        // Reopened: open again, ops pick it up again.
        let reopened = ok(&app, &owner.token, "reopen", id(&ticket)).await;
        assert_eq!(status(&reopened), "open", "{adapter}");
        assert!(reopened.get("resolvedAt").is_none());
        assert_eq!(
            status(&ok(&app, &owner.token, "reply", say("Still wrong")).await),
            "open"
        );
        let resolved = ok(&app, &ops, "ops/resolve", id(&ticket)).await;
        assert_eq!(status(&resolved), "resolved");

        // Closed for good: nothing changes it any more.
        let closed = ok(&app, &owner.token, "close", id(&ticket)).await;
        assert_eq!(status(&closed), "closed", "{adapter}");
        assert!(closed["closedAt"].as_i64().is_some());
        for (token, path, body) in [
            (owner.token.as_str(), "reply", say("Hello?")),
            (owner.token.as_str(), "reopen", id(&ticket)),
            (owner.token.as_str(), "close", id(&ticket)),
            (ops.as_str(), "ops/reply", say("Hello?")),
            (ops.as_str(), "ops/resolve", id(&ticket)),
        ] {
            let answer = post(&app, token, path, body).await;
            assert_eq!(
                answer.code(),
                ErrorCode::WorkOrderClosed,
                "{adapter} {path}: {:?}",
                answer.body
            );
        }
        let detail = ok(&app, &owner.token, "detail", id(&ticket)).await;
        assert_eq!(detail["status"], "closed");
        assert_eq!(detail["messages"].as_array().unwrap().len(), 6);
        assert_eq!(
            (
                detail["canReply"].clone(),
                detail["canReopen"].clone(),
                detail["canClose"].clone()
            ),
            (json!(false), json!(false), json!(false))
        );
    }
}

#[tokio::test]
async fn any_ticket_that_is_not_closed_can_be_closed_by_its_enterprise() {
    let app = crate::app();
    let owner = owner(&app).await;
    let ops = operator(&app).await;
    let open = raise(&app, &owner, "Open one").await;
    let busy = raise(&app, &owner, "Busy one").await;
    ok(
        &app,
        &ops,
        "ops/reply",
        json!({"workOrderId": busy, "text": "On it"}),
    )
    .await;
    let done = raise(&app, &owner, "Done one").await;
    ok(&app, &ops, "ops/resolve", id(&done)).await;
    for ticket in [open, busy, done] {
        let closed = ok(&app, &owner.token, "close", id(&ticket)).await;
        assert_eq!(closed["status"], "closed");
    }
    let list = ok(&app, &owner.token, "list", json!({"status": "closed"})).await;
    assert_eq!(crate::items(&list).len(), 3);
}

#[tokio::test]
async fn a_resolved_ticket_reopens_within_seven_days_only() {
    let app = crate::app();
    let mut owner = owner(&app).await;
    let (ops_user, ops) = crate::operator_user(&app).await;
    let ticket = raise(&app, &owner, "Reopen me").await;

    ok(&app, &ops, "ops/resolve", id(&ticket)).await;
    app.clock.advance_secs(REOPEN_DAYS * 86_400 - 60);
    // Sessions end long before a week: sign in again.
    owner.token = app.sign_in(&owner.user_id).await;
    let ops = app.sign_in(&ops_user).await;
    assert_eq!(
        ok(&app, &owner.token, "reopen", id(&ticket)).await["status"],
        "open"
    );

    let resolved = ok(&app, &ops, "ops/resolve", id(&ticket)).await;
    let resolved_at = resolved["resolvedAt"].as_i64().unwrap();
    app.clock.advance_secs(REOPEN_DAYS * 86_400 + 60);
    owner.token = app.sign_in(&owner.user_id).await;
    let detail = ok(&app, &owner.token, "detail", id(&ticket)).await;
    assert_eq!(detail["canReopen"], false);
    let late = post(&app, &owner.token, "reopen", id(&ticket)).await;
    assert_eq!(late.code(), ErrorCode::ReopenWindowOver, "{:?}", late.body);
    assert_eq!(late.data()["resolvedAt"], resolved_at);
    assert_eq!(
        late.data()["reopenUntil"],
        resolved_at + REOPEN_DAYS * DAY_MS
    );
    // It stays resolved, and can still be closed.
    let detail = ok(&app, &owner.token, "detail", id(&ticket)).await;
    assert_eq!(detail["status"], "resolved");
    assert_eq!(
        ok(&app, &owner.token, "close", id(&ticket)).await["status"],
        "closed"
    );
}

#[tokio::test]
async fn refusals_speak_the_callers_language() {
    let app = crate::app();
    let owner = owner(&app).await;
    let ops = operator(&app).await;
    let ticket = raise(&app, &owner, "Language").await;
    ok(&app, &ops, "ops/resolve", id(&ticket)).await;
    let body = json!({"workOrderId": ticket, "text": "Hi"}).to_string();
    let zh = app
        .call_as_lang(&owner.token, "/api/base/workOrder/reply", &body, "zh-CN")
        .await;
    assert_eq!(zh.code(), ErrorCode::WorkOrderResolved);
    assert_eq!(zh.body["msg"], "该工单已处理完毕，如需回复请重新打开");
    let en = post(
        &app,
        &owner.token,
        "reply",
        json!({"workOrderId": ticket, "text": "Hi"}),
    )
    .await;
    assert_eq!(
        en.body["msg"],
        "This work order was resolved; reopen it to reply"
    );
    // Ops sign in the reader's language.
    ok(&app, &owner.token, "reopen", id(&ticket)).await;
    ok(
        &app,
        &ops,
        "ops/reply",
        json!({"workOrderId": ticket, "text": "你好"}),
    )
    .await;
    let detail = app
        .call_as_lang(
            &owner.token,
            "/api/base/workOrder/detail",
            &id(&ticket).to_string(),
            "zh-CN",
        )
        .await;
    assert_eq!(detail.data()["messages"][0]["authorName"], "Verity 客服");
}
