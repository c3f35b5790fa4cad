//! QR sign-in: portal confirm flow, expiry, one-time hand-out, and the
//! external-provider seam with bindMobile (test double provider).

use std::sync::Arc;

use crate::support::{app_for, env, Env};
use serde_json::json;
use verity_http::ErrorCode;
use verity_testkit::Answer;

/// Creates a ticket: (scan code as in the QR payload, the desktop's poll ticket, data).
async fn qr(
    env: &crate::support::Env,
    headers: &[(&str, &str)],
) -> (String, String, serde_json::Value) {
    let mut req = http::Request::get("/api/base/user/wechatLogin/getQrCode?from=pc");
    for (k, v) in headers {
        req = req.header(*k, *v);
    }
    let answer =
        verity_testkit::send(&env.router, req.body(axum::body::Body::empty()).unwrap()).await;
    assert_eq!(answer.code(), 0, "{:?}", answer.body);
    let poll = answer.data()["ticket"].as_str().unwrap().to_string();
    let (scan, _secret) = poll.split_once('.').expect("scan code and poll secret");
    (scan.to_string(), poll.clone(), answer.data().clone())
}

fn body(ticket: &str) -> String {
    format!(r#"{{"ticket":"{ticket}"}}"#)
}

/// The desktop's poll of its ticket.
async fn query_result(env: &Env, poll: &str) -> Answer {
    env.post("/api/base/user/wechatLogin/queryResult", &body(poll))
        .await
}

/// The phone (session `s`) confirms `ticket`, picking the number the desktop shows.
async fn confirm_as(env: &Env, s: &str, ticket: &str, data: &serde_json::Value) -> Answer {
    env.post_as(
        s,
        "/api/base/user/wechatLogin/confirm",
        &confirm(ticket, data),
    )
    .await
}

/// A confirmation picking the number the desktop shows (`data` of getQrCode).
fn confirm(ticket: &str, data: &serde_json::Value) -> String {
    let picked = data["matchCode"].as_str().expect("a match code");
    format!(r#"{{"ticket":"{ticket}","matchCode":"{picked}"}}"#)
}

#[tokio::test]
async fn a_signed_in_phone_confirms_and_the_desktop_gets_a_token_once() {
    let env = env();
    let phone_session = env.demo_session().await;
    let (ticket, poll, data) = qr(&env, &[]).await;
    assert!(ticket.len() >= 43, "≥ 128 random bits");
    assert_eq!(
        data["qrContent"],
        format!("http://127.0.0.1:3000/#/qrConfirm?ticket={ticket}")
    );
    assert_eq!(data["expiresAt"], crate::support::T0 + 300_000);
    let poll_body = body(&poll);
    let poll = || env.post("/api/base/user/wechatLogin/queryResult", &poll_body);
    assert_eq!(poll().await.data()["status"], "pending");
    // Whoever only saw the QR code holds the scan code, never the poll secret.
    let snooped = env
        .post(
            "/api/base/user/wechatLogin/queryResult",
            &body(&format!("{ticket}.guessedSecret")),
        )
        .await;
    assert_eq!(snooped.data()["status"], "expired");
    assert_eq!(
        query_result(&env, &ticket).await.code(),
        ErrorCode::InvalidField
    );
    let shown = env
        .post_as(
            &phone_session,
            "/api/base/user/wechatLogin/scan",
            &body(&ticket),
        )
        .await;
    assert_eq!(shown.code(), 0);
    let choices = shown.data()["matchChoices"].as_array().unwrap();
    assert_eq!(choices.len(), 3);
    assert!(choices.contains(&data["matchCode"]));
    let scanned = poll().await;
    assert_eq!(
        scanned.data(),
        &json!({"status": "scanned", "needBindMobile": false})
    );
    let confirmed = env
        .post_as(
            &phone_session,
            "/api/base/user/wechatLogin/confirm",
            &confirm(&ticket, &data),
        )
        .await;
    assert_eq!(confirmed.code(), 0);
    let result = poll().await;
    assert_eq!(result.data()["status"], "confirmed");
    let token = result.data()["token"].as_str().unwrap();
    let info = env.login_info(token).await;
    assert_eq!(info.data()["name"], "演示管理员");
    assert_eq!(info.data()["loginType"], "qr");
    // Handed out once: later polls see an expired ticket and no token.
    let later = poll().await;
    assert_eq!(later.data()["status"], "expired");
    assert!(later.data().get("token").is_none());
    // A used ticket cannot be confirmed again.
    assert_eq!(
        confirm_as(&env, &phone_session, &ticket, &data)
            .await
            .code(),
        ErrorCode::QrTicketInvalid
    );
}

#[tokio::test]
async fn tickets_expire_after_five_minutes() {
    let env = env();
    let s = env.demo_session().await;
    let (ticket, poll, data) = qr(&env, &[]).await;
    env.clock.advance_secs(301);
    assert_eq!(query_result(&env, &poll).await.data()["status"], "expired");
    assert_eq!(
        confirm_as(&env, &s, &ticket, &data).await.code(),
        ErrorCode::QrTicketInvalid
    );
    // Confirmed but not collected in time: expired too.
    let (ticket, poll, data) = qr(&env, &[]).await;
    assert_eq!(confirm_as(&env, &s, &ticket, &data).await.code(), 0);
    env.clock.advance_secs(301);
    assert_eq!(query_result(&env, &poll).await.data()["status"], "expired");
}

#[tokio::test]
async fn confirming_needs_a_session_and_a_real_ticket() {
    let env = env();
    let s = env.demo_session().await;
    let (ticket, _poll, data) = qr(&env, &[]).await;
    assert_eq!(
        env.post(
            "/api/base/user/wechatLogin/confirm",
            &confirm(&ticket, &data)
        )
        .await
        .code(),
        ErrorCode::SessionInvalid
    );
    assert_eq!(
        confirm_as(&env, &s, "unknownTicket", &data).await.code(),
        ErrorCode::QrTicketInvalid
    );
    assert_eq!(
        env.post(
            "/api/base/user/wechatLogin/queryResult",
            &body("unknownTicket.unknownSecret")
        )
        .await
        .data()["status"],
        "expired"
    );
    for bad in [
        r#"{}"#,
        r#"{"ticket":""}"#,
        r#"{"ticket":"a b"}"#,
        r#"{"ticket":7}"#,
        r#"{"ticket":"abc","matchCode":"4"}"#,
        r#"{"ticket":"abc","matchCode":"ab"}"#,
    ] {
        assert_eq!(
            env.post("/api/base/user/wechatLogin/queryResult", bad)
                .await
                .code(),
            ErrorCode::InvalidField,
            "{bad}"
        );
        assert_eq!(
            env.post_as(&s, "/api/base/user/wechatLogin/confirm", bad)
                .await
                .code(),
            ErrorCode::InvalidField,
            "{bad}"
        );
    }
    // The portal provider has no external callback.
    let cb = env
        .get(
            &format!("/api/base/user/wechatLogin/callback?code=x&state={ticket}"),
            None,
        )
        .await;
    assert_eq!(cb.code(), ErrorCode::NotFound);
}

#[tokio::test]
async fn the_qr_payload_uses_the_configured_public_base_never_the_request_headers() {
    let env = env();
    // Forged headers change nothing: the configured (default local) address.
    let (t, _, d) = qr(
        &env,
        &[
            ("referer", "https://portal.example.com/#/login"),
            ("origin", "https://evil.example"),
            ("host", "verity.local:8080"),
            ("x-forwarded-proto", "https"),
        ],
    )
    .await;
    assert_eq!(
        d["qrContent"],
        format!("http://127.0.0.1:3000/#/qrConfirm?ticket={t}")
    );
    let mut ports = env.ports.clone();
    let mut auth = (*ports.auth).clone();
    auth.public_base = "https://app.verity.example".into();
    ports.auth = Arc::new(auth);
    let app = app_for(&ports, None);
    let answer = verity_testkit::get(&app, "/api/base/user/wechatLogin/getQrCode", None).await;
    assert!(answer.data()["qrContent"]
        .as_str()
        .unwrap()
        .starts_with("https://app.verity.example/#/qrConfirm?ticket="));
}

/// A stand-in for a WeChat open-platform provider: authorization code
/// `phone:<phone>:<subject>` resolves to an identity with that phone,
/// `anon:<subject>` to one without phone, `bad` is rejected.
struct FakeWechat;

#[async_trait::async_trait]
impl fn_user::QrIdentityProvider for FakeWechat {
    fn name(&self) -> &'static str {
        "wechat"
    }

    fn qr_content(&self, _base: &str, ticket: &str) -> String {
        format!("https://open.weixin.example/connect/qrconnect?state={ticket}")
    }

    async fn resolve(
        &self,
        code: &str,
    ) -> Result<fn_user::ExternalIdentity, fn_user::qr::QrProviderError> {
        let parts: Vec<&str> = code.split(':').collect();
        match parts.as_slice() {
            ["phone", phone, subject] => Ok(fn_user::ExternalIdentity {
                subject: subject.to_string(),
                phone: Some(phone.to_string()),
            }),
            ["anon", subject] => Ok(fn_user::ExternalIdentity {
                subject: subject.to_string(),
                phone: None,
            }),
            _ => Err(fn_user::qr::QrProviderError::Rejected),
        }
    }
}

#[tokio::test]
async fn an_external_identity_without_phone_binds_one_by_sms_code() {
    let mut env = env();
    env.router = app_for(&env.ports, Some(Arc::new(FakeWechat)));
    fn_user::seed::demo(&env.ports).await.unwrap();
    let (ticket, poll, data) = qr(&env, &[]).await;
    assert!(data["qrContent"]
        .as_str()
        .unwrap()
        .starts_with("https://open.weixin.example/"));
    let cb = env
        .get(
            &format!("/api/base/user/wechatLogin/callback?code=anon:wx-123&state={ticket}"),
            None,
        )
        .await;
    assert_eq!(
        cb.data(),
        &json!({"status": "scanned", "needBindMobile": true})
    );
    let polled = query_result(&env, &poll).await;
    assert_eq!(
        polled.data(),
        &json!({"status": "scanned", "needBindMobile": true})
    );
    // bindMobile proves the phone by a code of scene bindMobile.
    let wrong = env
        .post(
            "/api/base/user/wechatLogin/bindMobile",
            &format!(r#"{{"ticket":"{ticket}","phone":"13800000000","code":"000000"}}"#),
        )
        .await;
    assert!(
        (wrong.code() == ErrorCode::BadSmsCode || wrong.code() == ErrorCode::SmsCodeExhausted),
        "{:?}",
        wrong.body
    );
    let code = env.code("13800000000", "bindMobile").await;
    let bound = env
        .post(
            "/api/base/user/wechatLogin/bindMobile",
            &format!(r#"{{"ticket":"{ticket}","phone":"13800000000","code":"{code}"}}"#),
        )
        .await;
    assert_eq!(bound.code(), 0, "{:?}", bound.body);
    let result = query_result(&env, &poll).await;
    let info = env.login_info_of(&result).await;
    assert_eq!(info.data()["name"], "演示管理员");
    // The identity is linked now: the next scan signs in at once.
    let (ticket2, poll2, _) = qr(&env, &[]).await;
    let cb = env
        .get(
            &format!("/api/base/user/wechatLogin/callback?code=anon:wx-123&state={ticket2}"),
            None,
        )
        .await;
    assert_eq!(cb.data()["status"], "confirmed");
    let result = query_result(&env, &poll2).await;
    assert_eq!(
        env.login_info_of(&result).await.data()["name"],
        "演示管理员"
    );
    // bindMobile on a ticket that waits for no identity is refused.
    let again = env
        .post(
            "/api/base/user/wechatLogin/bindMobile",
            &format!(r#"{{"ticket":"{ticket2}","phone":"13800000000","code":"{code}"}}"#),
        )
        .await;
    assert_eq!(again.code(), ErrorCode::QrTicketInvalid);
}

#[tokio::test]
async fn an_external_identity_with_a_new_phone_becomes_a_visitor() {
    let mut env = env();
    env.router = app_for(&env.ports, Some(Arc::new(FakeWechat)));
    let (ticket, poll, _) = qr(&env, &[]).await;
    let cb = env
        .get(
            &format!(
                "/api/base/user/wechatLogin/callback?code=phone:13900000301:wx-9&state={ticket}"
            ),
            None,
        )
        .await;
    assert_eq!(cb.data()["status"], "confirmed", "{:?}", cb.body);
    let result = query_result(&env, &poll).await;
    let info = env.login_info_of(&result).await;
    assert_eq!(info.data()["visitor"], true);
    assert_eq!(info.data()["phone"], "139****0301");
    let (t, _, _) = qr(&env, &[]).await;
    assert_eq!(
        env.get(
            &format!("/api/base/user/wechatLogin/callback?code=bad&state={t}"),
            None
        )
        .await
        .code(),
        ErrorCode::QrTicketInvalid
    );
    assert_eq!(
        env.get("/api/base/user/wechatLogin/callback?code=anon:x", None)
            .await
            .code(),
        ErrorCode::InvalidField
    );
}

#[tokio::test]
async fn the_phone_sees_who_asked_and_a_wrong_number_cancels_the_ticket() {
    let env = crate::support::env_with(|a| a.trust_forwarded_for = true);
    let s = env.demo_session().await;
    let chrome_on_windows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 \
        (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
    let (ticket, poll, data) = qr(
        &env,
        &[
            ("user-agent", chrome_on_windows),
            ("x-forwarded-for", "198.51.100.23"),
        ],
    )
    .await;
    let code = data["matchCode"].as_str().unwrap().to_string();
    assert!(code.len() == 2 && code.bytes().all(|b| b.is_ascii_digit()));
    let shown = env
        .post_as(&s, "/api/base/user/wechatLogin/scan", &body(&ticket))
        .await;
    assert_eq!(
        shown.data()["requester"],
        json!({"ip": "198.51.100.23", "device": "Chrome on Windows", "requestedAt": crate::support::T0})
    );
    // Missing the number is a field error and changes nothing.
    let missing = env
        .post_as(&s, "/api/base/user/wechatLogin/confirm", &body(&ticket))
        .await;
    assert_eq!(missing.code(), ErrorCode::InvalidField);
    assert_eq!(
        missing.body["msg"],
        "please pick the number shown on your computer"
    );
    // A wrong pick (a phished user guessing) cancels the ticket for good.
    let wrong = shown.data()["matchChoices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c.as_str() != Some(code.as_str()))
        .unwrap()
        .as_str()
        .unwrap()
        .to_string();
    let refused = env
        .post_as(
            &s,
            "/api/base/user/wechatLogin/confirm",
            &format!(r#"{{"ticket":"{ticket}","matchCode":"{wrong}"}}"#),
        )
        .await;
    assert_eq!(refused.code(), ErrorCode::QrMatchMismatch);
    let right = env
        .post_as(
            &s,
            "/api/base/user/wechatLogin/confirm",
            &confirm(&ticket, &data),
        )
        .await;
    assert_eq!(
        right.code(),
        ErrorCode::QrTicketInvalid,
        "the right number comes too late"
    );
    let polled = query_result(&env, &poll).await;
    assert_eq!(polled.data()["status"], "cancelled");
    assert!(polled.data().get("token").is_none());
}

/// Confirms a fresh ticket with `session`: (the desktop's poll body).
async fn confirmed_ticket(env: &crate::support::Env, session: &str) -> String {
    let (ticket, poll, data) = qr(env, &[]).await;
    let answer = env
        .post_as(
            session,
            "/api/base/user/wechatLogin/confirm",
            &confirm(&ticket, &data),
        )
        .await;
    assert_eq!(answer.code(), 0, "{:?}", answer.body);
    body(&poll)
}

#[tokio::test]
async fn a_confirmed_ticket_is_not_handed_out_after_a_logout_a_reset_or_a_disable() {
    let env = env();
    let expired = |poll: String| {
        let env = &env;
        async move {
            let polled = env
                .post("/api/base/user/wechatLogin/queryResult", &poll)
                .await;
            assert!(polled.data().get("token").is_none(), "{:?}", polled.body);
            polled.data()["status"].as_str().unwrap().to_string()
        }
    };
    // The confirming phone signs out before the desktop collects.
    let phone = env.demo_session().await;
    let uncollected = confirmed_ticket(&env, &phone).await;
    assert_eq!(
        env.post_as(&phone, "/api/base/user/logout", "{}")
            .await
            .code(),
        0
    );
    assert_eq!(expired(uncollected).await, "expired");

    // A thief's session confirms a ticket, then the owner resets the password.
    let stolen = env.demo_session().await;
    let uncollected = confirmed_ticket(&env, &stolen).await;
    let code = env.code("13800000000", "resetPassword").await;
    let reset = env
        .post(
            "/api/base/user/resetPassword",
            &format!(
                r#"{{"phone":"13800000000","code":"{code}","password":"{}"}}"#,
                crate::support::md5("Another#2026")
            ),
        )
        .await;
    assert_eq!(reset.code(), 0, "{:?}", reset.body);
    assert_eq!(expired(uncollected).await, "expired");

    // The account is disabled before the desktop collects.
    let login = env.password_login("13800000000", "Another#2026").await;
    let phone = env.session(login.data()["token"].as_str().unwrap()).await;
    let uncollected = confirmed_ticket(&env, &phone).await;
    let user = env.user("13800000000").await;
    verity_domain::identity::accounts::disable_user(&env.ports, &user.user_id)
        .await
        .unwrap();
    assert_eq!(expired(uncollected).await, "expired");
}
