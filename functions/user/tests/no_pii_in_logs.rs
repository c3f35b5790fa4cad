//! A full sign-up and sign-in journey with every log line captured (TRACE,
//! all targets): no password, code, token, phone, name, e-mail or ID number
//! appears in them. Its own test binary, so the global subscriber sees the
//! blocking-pool threads too.

#[path = "api/support/mod.rs"]
mod support;

use support::{env, md5};
use verity_http::ErrorCode;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_secret_or_pii_reaches_the_logs() {
    // Every line goes to a file of its own, read back at the end.
    let log = tempfile::NamedTempFile::new().unwrap();
    tracing_subscriber::fmt()
        .with_max_level(tracing::Level::TRACE)
        .with_writer(log.reopen().unwrap())
        .with_ansi(false)
        // No timestamps: their digits could match a 6-digit code by chance.
        .without_time()
        .init();

    let env = env();
    let phone = "13912345678";
    let new_phone = "13987654321";
    let password = "S3cret-Pass!";
    let name = "Zhang Weiqiang";
    let email = "zhang.weiqiang@example.com";
    let id_number = "44030419851015123X";
    let mut secrets: Vec<String> = vec![
        phone.into(),
        new_phone.into(),
        password.into(),
        md5(password),
        md5("Another-Pass"),
        name.into(),
        email.into(),
        id_number.into(),
    ];

    // Sign up, exchange, edit, verify identity.
    let code = env.code(phone, "register").await;
    secrets.push(code.clone());
    let login_token = env.register_with_code(phone, &code, password, name).await;
    secrets.push(login_token.clone());
    let s = env.session(&login_token).await;
    secrets.push(s.clone());
    let edit = env
        .post_as(
            &s,
            "/api/base/user/edit",
            &format!(r#"{{"email":"{email}"}}"#),
        )
        .await;
    assert_eq!(edit.code(), 0);
    let auth = env
        .post_as(
            &s,
            "/api/base/user/authenticate",
            &format!(r#"{{"name":"{name}","idNumber":"{id_number}"}}"#),
        )
        .await;
    assert_eq!(auth.code(), 0, "{:?}", auth.body);
    // Wrong password, wrong code, then sign out and in again by password and SMS.
    assert_eq!(
        env.password_login(phone, "wrong").await.code(),
        ErrorCode::BadCredentials
    );
    assert_eq!(
        env.post_as(
            &s,
            "/api/base/user/logout",
            r#"{"loginType":"password","username":"x"}"#
        )
        .await
        .code(),
        0
    );
    let again = env.password_login(phone, password).await;
    let t2 = again.data()["token"].as_str().unwrap().to_string();
    secrets.push(t2.clone());
    let s2 = env.session(&t2).await;
    secrets.push(s2.clone());
    env.clock.advance_secs(61);
    let login_code = env.code(phone, "login").await;
    secrets.push(login_code.clone());
    let sms = env
        .post(
            "/api/base/user/login",
            &format!(
                r#"{{"loginType":"sms","phone":"{phone}","code":"{login_code}","ts":"ENT_WEB"}}"#
            ),
        )
        .await;
    assert_eq!(sms.code(), 0);
    secrets.push(sms.data()["token"].as_str().unwrap().to_string());
    // Change phone, reset password, QR sign-in.
    let old = env.code(phone, "changeMobile").await;
    let new = env.code(new_phone, "changeMobile").await;
    secrets.extend([old.clone(), new.clone()]);
    let moved = env
        .post_as(
            &s2,
            "/api/base/user/changeMobile",
            &format!(r#"{{"oldCode":"{old}","newPhone":"{new_phone}","newCode":"{new}"}}"#),
        )
        .await;
    assert_eq!(moved.code(), 0, "{:?}", moved.body);
    let reset = env.code(new_phone, "resetPassword").await;
    secrets.push(reset.clone());
    let answer = env
        .post(
            "/api/base/user/resetPassword",
            &format!(
                r#"{{"phone":"{new_phone}","code":"{reset}","password":"{}"}}"#,
                md5("Another-Pass")
            ),
        )
        .await;
    assert_eq!(answer.code(), 0);
    let qr = env.get("/api/base/user/wechatLogin/getQrCode", None).await;
    let ticket = qr.data()["ticket"].as_str().unwrap().to_string();
    let match_code = qr.data()["matchCode"].as_str().unwrap().to_string();
    let scan_code = ticket.split('.').next().unwrap().to_string();
    secrets.push(ticket.clone());
    secrets.push(scan_code.clone());
    let s3 = env
        .session(
            env.password_login(new_phone, "Another-Pass").await.data()["token"]
                .as_str()
                .unwrap(),
        )
        .await;
    secrets.push(s3.clone());
    env.post_as(
        &s3,
        "/api/base/user/wechatLogin/confirm",
        &format!(r#"{{"ticket":"{scan_code}","matchCode":"{match_code}"}}"#),
    )
    .await;
    let result = env
        .post(
            "/api/base/user/wechatLogin/queryResult",
            &format!(r#"{{"ticket":"{ticket}"}}"#),
        )
        .await;
    secrets.push(result.data()["token"].as_str().unwrap().to_string());

    let logs = std::fs::read_to_string(log.path()).unwrap();
    assert!(
        logs.contains("account registered"),
        "the journey was logged:\n{logs}"
    );
    assert!(logs.contains("verification code issued"));
    for secret in &secrets {
        assert!(!secret.is_empty());
        assert!(
            !logs.contains(secret.as_str()),
            "a secret reached the logs: {secret}\n{logs}"
        );
    }
    // Masked forms are fine, but not even the middle digits of the phone leak.
    assert!(!logs.contains("12345678"));
}
