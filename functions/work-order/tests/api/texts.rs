//! The raiser is texted when ops answer: the ticket number only, once per
//! answer however often the event is delivered.

use serde_json::json;
use verity_core::events::DomainEvent;
use verity_domain::files;
use verity_domain::identity::Role;
use verity_domain::workorders::{self, ANSWERED_EVENT};

use crate::{app, id, ok, operator, owner, post, raise, upload};
use verity_http::ErrorCode;

#[tokio::test]
async fn ops_answers_text_the_raiser_once_each_with_the_number_only() {
    let app = app();
    let raiser = owner(&app).await;
    let colleague = app.member_of(&raiser.enterprise_id, Role::Admin).await;
    let ops = operator(&app).await;
    let ticket = raise(&app, &raiser, "Secret subject 13912345678").await;
    let detail = ok(&app, &raiser.token, "detail", id(&ticket)).await;
    let no = detail["workOrderNo"].as_str().unwrap().to_string();

    // The enterprise's own messages text nobody.
    ok(
        &app,
        &colleague.token,
        "reply",
        json!({"workOrderId": ticket, "text": "Me too"}),
    )
    .await;
    assert!(app.texts(&raiser.phone).await.is_empty());

    let answer = ok(
        &app,
        &ops,
        "ops/reply",
        json!({"workOrderId": ticket, "text": "Private answer text"}),
    )
    .await;
    let texts = app.texts(&raiser.phone).await;
    assert_eq!(texts.len(), 1, "{texts:?}");
    let text = &texts[0];
    assert!(text.contains(&no), "{text}");
    // A member's language is not stored: the text is Chinese.
    assert!(
        text.starts_with("【Verity】您的工单") && !text.contains("Your work order"),
        "{text}"
    );
    for private in ["Secret subject", "13912345678", "Private answer"] {
        assert!(!text.contains(private), "{text}");
    }
    // Only the raiser.
    assert!(app.texts(&colleague.phone).await.is_empty());

    // The same event delivered again sends nothing more.
    let message_id = answer["message"]["messageId"].as_str().unwrap();
    let again = DomainEvent::new(
        ANSWERED_EVENT,
        json!({"workOrderId": ticket, "notice": message_id, "kind": "reply"}),
    );
    workorders::notify::deliver(&app.ports, &again)
        .await
        .unwrap();
    workorders::notify::deliver(&app.ports, &again)
        .await
        .unwrap();
    assert_eq!(app.texts(&raiser.phone).await.len(), 1);

    // Each further answer is its own text; the resolution says so.
    ok(
        &app,
        &ops,
        "ops/reply",
        json!({"workOrderId": ticket, "text": "More"}),
    )
    .await;
    ok(&app, &ops, "ops/resolve", id(&ticket)).await;
    let texts = app.texts(&raiser.phone).await;
    assert_eq!(texts.len(), 3, "{texts:?}");
    assert!(texts[2].contains("已处理完毕") && texts[2].contains("7 天内重新打开"));
    assert!(texts[2].contains(&no));
}

#[tokio::test]
async fn ops_attach_their_own_uploads_only() {
    let app = app();
    let owner = owner(&app).await;
    let (ops_user, ops) = crate::operator_user(&app).await;
    let ticket = raise(&app, &owner, "Need a form").await;
    let theirs = crate::attachment(&app, &owner, "enterprise.png").await;
    let refused = post(
        &app,
        &ops,
        "ops/reply",
        json!({"workOrderId": ticket, "text": "Form", "attachments": [theirs]}),
    )
    .await;
    assert_eq!(refused.code(), ErrorCode::FileNotFound);

    let form = upload(
        &app,
        &files::user_owner(&ops_user),
        files::Purpose::Attachment,
        "form.png",
    )
    .await;
    ok(
        &app,
        &ops,
        "ops/reply",
        json!({"workOrderId": ticket, "text": "Form", "attachments": [form]}),
    )
    .await;
    let detail = ok(&app, &owner.token, "detail", id(&ticket)).await;
    let attached = &detail["messages"][0]["attachments"][0];
    assert_eq!(attached["key"], form.as_str());
    assert_eq!(attached["name"], "form.png");
    assert!(attached["url"].as_str().unwrap().contains(&form));
}
