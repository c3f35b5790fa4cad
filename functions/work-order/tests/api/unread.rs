//! Unread markers: each side counts the other side's messages until it
//! reads the ticket; the enterprise's total feeds the sidebar badge.

use serde_json::{json, Value};
use verity_testkit::TestApp;

use crate::{id, items, ok, operator, owner, raise, routes};

/// The unread count of one ticket in a list answer.
fn unread_of(list: &Value, ticket: &str) -> i64 {
    items(list)
        .iter()
        .find(|r| r["workOrderId"] == ticket)
        .unwrap_or_else(|| panic!("{ticket} not listed"))["unread"]
        .as_i64()
        .unwrap()
}

#[tokio::test]
async fn each_side_counts_the_others_messages_until_it_reads_them() {
    for (adapter, app) in TestApp::on_each_table(routes).await {
        let owner = owner(&app).await;
        let colleague = app
            .member_of(
                &owner.enterprise_id,
                verity_domain::identity::Role::Operator,
            )
            .await;
        let ops = operator(&app).await;
        let first = raise(&app, &owner, "First").await;
        let second = raise(&app, &owner, "Second").await;

        // A new ticket is news to ops until one of them reads it.
        let queue = ok(&app, &ops, "ops/list", json!({})).await;
        assert_eq!(unread_of(&queue, &first), 1, "{adapter}");
        ok(&app, &ops, "ops/detail", id(&first)).await;
        let queue = ok(&app, &ops, "ops/list", json!({})).await;
        assert_eq!(unread_of(&queue, &first), 0, "{adapter}");
        assert_eq!(unread_of(&queue, &second), 1);

        // Ops answer twice on the first, once on the second.
        for text in ["One", "Two"] {
            ok(
                &app,
                &ops,
                "ops/reply",
                json!({"workOrderId": first, "text": text}),
            )
            .await;
        }
        ok(
            &app,
            &ops,
            "ops/reply",
            json!({"workOrderId": second, "text": "Three"}),
        )
        .await;
        let mine = ok(&app, &owner.token, "list", json!({})).await;
        assert_eq!(unread_of(&mine, &first), 2, "{adapter}");
        assert_eq!(unread_of(&mine, &second), 1);
        let total = ok(&app, &colleague.token, "unreadCount", json!({})).await;
        assert_eq!(total["unread"], 3, "{adapter}");
        // Ops' own messages are not unread for ops.
        let queue = ok(&app, &ops, "ops/list", json!({})).await;
        assert_eq!(unread_of(&queue, &first), 0);

        // Reading the first clears its two, for every member of the enterprise.
        let detail = ok(&app, &colleague.token, "detail", id(&first)).await;
        assert_eq!(detail["messages"].as_array().unwrap().len(), 2);
        let mine = ok(&app, &owner.token, "list", json!({})).await;
        assert_eq!(unread_of(&mine, &first), 0, "{adapter}");
        assert_eq!(
            ok(&app, &owner.token, "unreadCount", json!({})).await["unread"],
            1
        );
        // Reading again changes nothing.
        ok(&app, &owner.token, "detail", id(&first)).await;
        assert_eq!(
            ok(&app, &owner.token, "unreadCount", json!({})).await["unread"],
            1
        );

        // The enterprise answers: unread for ops now.
        ok(
            &app,
            &owner.token,
            "reply",
            json!({"workOrderId": first, "text": "Thanks"}),
        )
        .await;
        let queue = ok(&app, &ops, "ops/list", json!({})).await;
        assert_eq!(unread_of(&queue, &first), 1, "{adapter}");

        // Closing the second stops its message counting.
        ok(&app, &owner.token, "close", id(&second)).await;
        assert_eq!(
            ok(&app, &owner.token, "unreadCount", json!({})).await["unread"],
            0,
            "{adapter}"
        );

        // A resolution with a last word counts too.
        ok(
            &app,
            &ops,
            "ops/resolve",
            json!({"workOrderId": first, "text": "Done"}),
        )
        .await;
        assert_eq!(
            ok(&app, &owner.token, "unreadCount", json!({})).await["unread"],
            1
        );
    }
}
