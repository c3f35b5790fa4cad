//! Issue 23, the candidate's side: the phone check texts a code only to the
//! link's phone (the same answer for any phone), and a finished check's
//! consent link says it is finished.

use serde_json::json;

use crate::support::*;
use verity_http::ErrorCode;

async fn send_code(app: &verity_testkit::TestApp, s: &str, phone: &str) -> verity_testkit::Answer {
    app.call(
        "/api/base/share/sendCode",
        &json!({ "s": s, "phone": phone }).to_string(),
    )
    .await
}

#[tokio::test]
async fn the_phone_check_texts_only_the_links_phone_and_answers_any_phone_the_same() {
    let app = app();
    let r = ready(&app, 100_000).await;
    let phone = "13800001414";
    let other = "13800009898";
    order(&app, &r, phone, 1).await;
    let s = link_code(&app, phone).await;
    let texted = app.texts(phone).await.len();

    let mismatch = send_code(&app, &s, other).await;
    assert_eq!(mismatch.code(), 0, "{:?}", mismatch.body);
    assert!(
        app.texts(other).await.is_empty(),
        "no text to another number"
    );
    let matched = send_code(&app, &s, phone).await;
    assert_eq!(matched.code(), 0, "{:?}", matched.body);
    // The same answer, whichever number was typed.
    assert_eq!(mismatch.body, matched.body);
    let texts = app.texts(phone).await;
    assert_eq!(texts.len(), texted + 1);
    // The code texted passes the check.
    let code: String = texts
        .last()
        .unwrap()
        .chars()
        .skip_while(|c| !c.is_ascii_digit())
        .take(6)
        .collect();
    let checked = app.check_phone_with(&s, phone, &code).await;
    assert_eq!(checked.code(), 0, "{:?}", checked.body);
    // Asked again for the other number, still nothing is texted to it.
    app.clock.advance_secs(61);
    assert_eq!(send_code(&app, &s, other).await.code(), 0);
    assert!(app.texts(other).await.is_empty());
    // A link that does not exist says so.
    let unknown = send_code(&app, &"x".repeat(43), phone).await;
    assert_eq!(unknown.code(), ErrorCode::ShareLinkInvalid);
}

#[tokio::test]
async fn a_finished_checks_consent_link_says_it_is_finished() {
    let app = app();
    let r = ready(&app, 100_000).await;
    let phone = "13800001515";
    let created = order(&app, &r, phone, 1).await;
    let order_id = created["orderId"].as_str().unwrap().to_string();
    let s = link_code(&app, phone).await;
    let token = app.share_token(&s, phone).await;
    assert_eq!(sign(&app, &token, &s).await.code(), 0);
    app.ports.events.drained().await;
    assert_eq!(
        detail(&app, &r.owner.token, &order_id).await["status"],
        "completed"
    );

    let body = json!({ "s": s }).to_string();
    // Before any phone check the link says the check is finished.
    let page = post(&app, "none", "candidate/detail", &body).await;
    assert_eq!(page.code(), ErrorCode::CheckFinished, "{:?}", page.body);
    // Behind the phone check the page reads the order, completed, nothing to sign or withdraw.
    let page = post(&app, &token, "candidate/detail", &body).await;
    assert_eq!(page.code(), 0, "{:?}", page.body);
    assert_eq!(page.data()["status"], "completed");
    assert_eq!(
        (&page.data()["canSign"], &page.data()["canWithdraw"]),
        (&json!(false), &json!(false))
    );
    // Still once the link has expired.
    app.clock.advance_secs(8 * 24 * 3600);
    let later = post(&app, "none", "candidate/detail", &body).await;
    assert_eq!(later.code(), ErrorCode::CheckFinished, "{:?}", later.body);
}
