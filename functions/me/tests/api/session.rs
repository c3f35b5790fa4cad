//! Signing in: a code only for a phone with a check (the same answer for
//! any phone), a session of its own kind that ends on logout, after 30
//! idle minutes and after 12 hours.

use serde_json::json;
use verity_http::ErrorCode;

use super::*;

async fn ask(app: &TestApp, phone: &str) -> Answer {
    app.call(
        "/api/base/me/sendCode",
        &json!({ "phone": phone }).to_string(),
    )
    .await
}

#[tokio::test]
async fn a_phone_without_checks_is_texted_nothing_and_answered_the_same() {
    let app = app();
    let r = app.ready_to_order(&ITEMS, 1_000_000).await;
    let known = person(1, "Known");
    order(&app, &r.owner, &r.package_id, &known, "offline").await;
    let before = app.texts(&known.phone).await.len();

    let with_check = ask(&app, &known.phone).await;
    let stranger = "13911112222";
    let without = ask(&app, stranger).await;
    assert_eq!(with_check.code(), 0, "{:?}", with_check.body);
    assert_eq!(with_check.body, without.body, "the same answer for both");
    assert_eq!(app.texts(&known.phone).await.len(), before + 1);
    assert!(app.texts(stranger).await.is_empty(), "nothing texted");
    // The same caps for both: the resend cooldown.
    assert_eq!(ask(&app, stranger).await.code(), ErrorCode::SmsCooldown);
    assert_eq!(ask(&app, &known.phone).await.code(), ErrorCode::SmsCooldown);
    // No code reached the stranger: guessing one does not sign in.
    let guess = app
        .call(
            "/api/base/me/login",
            &json!({ "phone": stranger, "code": "123456" }).to_string(),
        )
        .await;
    assert_eq!(guess.code(), ErrorCode::BadSmsCode);
}

#[tokio::test]
async fn the_session_opens_only_me_calls_and_ends_on_logout_idle_and_absolute_time() {
    let app = app();
    let r = app.ready_to_order(&ITEMS, 1_000_000).await;
    let p = person(2, "Sess");
    order(&app, &r.owner, &r.package_id, &p, "offline").await;

    // No token, a malformed one, a portal session: 5001 on me/*.
    assert_eq!(
        app.call("/api/base/me/checks", "{}").await.code(),
        ErrorCode::MeSessionInvalid
    );
    assert_eq!(
        post(&app, &r.owner.token, "me/checks", json!({}))
            .await
            .code(),
        ErrorCode::MeSessionInvalid
    );
    let me = sign_in(&app, &p.phone).await;
    assert_eq!(ok(&app, &me, "me/checks", json!({})).await["total"], 1);
    // A me_ token elsewhere: -5.
    assert_eq!(
        post(&app, &me, "order/list", json!({})).await.code(),
        ErrorCode::SessionInvalid
    );
    // A code opens one session.
    let text = app.texts(&p.phone).await.pop().unwrap();
    let code: String = text.chars().filter(char::is_ascii_digit).take(6).collect();
    let again = app
        .call(
            "/api/base/me/login",
            &json!({ "phone": p.phone, "code": code }).to_string(),
        )
        .await;
    assert_eq!(again.code(), ErrorCode::BadSmsCode);

    // Logout ends it at once.
    assert_eq!(post(&app, &me, "me/logout", json!({})).await.code(), 0);
    assert_eq!(
        post(&app, &me, "me/checks", json!({})).await.code(),
        ErrorCode::MeSessionInvalid
    );

    // 30 minutes without a call end it; a call within them keeps it.
    app.clock.advance_secs(61);
    let me = sign_in(&app, &p.phone).await;
    app.clock.advance_secs(29 * 60);
    assert_eq!(post(&app, &me, "me/checks", json!({})).await.code(), 0);
    app.clock.advance_secs(29 * 60);
    assert_eq!(post(&app, &me, "me/checks", json!({})).await.code(), 0);
    app.clock.advance_secs(31 * 60);
    assert_eq!(
        post(&app, &me, "me/checks", json!({})).await.code(),
        ErrorCode::MeSessionInvalid
    );

    // 12 hours end it however busy it is.
    let me = sign_in(&app, &p.phone).await;
    for _ in 0..(12 * 60 / 20 - 1) {
        app.clock.advance_secs(20 * 60);
        assert_eq!(post(&app, &me, "me/checks", json!({})).await.code(), 0);
    }
    app.clock.advance_secs(20 * 60);
    assert_eq!(
        post(&app, &me, "me/checks", json!({})).await.code(),
        ErrorCode::MeSessionInvalid
    );
}
