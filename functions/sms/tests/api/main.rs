//! Router tests of `POST /api/base/sms/sendVerifyCode` on embedded adapters.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::body::Body;
use axum::extract::ConnectInfo;
use http::Request;
use verity_core::sms::{Sms, SmsError};
use verity_domain::identity::accounts::{self, NewUser, UserKind};
use verity_domain::identity::AuthSettings;
use verity_http::ErrorCode;
use verity_testkit::{Answer, TestApp};

const PATH: &str = "/api/base/sms/sendVerifyCode";

fn env_with(tweak: impl FnOnce(&mut AuthSettings)) -> TestApp {
    TestApp::with_auth(tweak, |ports| fn_sms::FUNCTION.router(ports))
}

fn env() -> TestApp {
    env_with(|_| {})
}

async fn send_code(env: &TestApp, phone: &str, scene: &str, ip: &str) -> Answer {
    send_code_in(env, phone, scene, ip, "en-US").await
}

/// Asks for a code and asserts that it was accepted.
async fn assert_sent(env: &TestApp, phone: &str, scene: &str, ip: &str) {
    let answer = send_code(env, phone, scene, ip).await;
    assert_eq!(answer.code(), 0, "{:?}", answer.body);
}

/// Asks for a code with the request's language.
async fn send_code_in(env: &TestApp, phone: &str, scene: &str, ip: &str, lang: &str) -> Answer {
    let addr: SocketAddr = format!("{ip}:40000").parse().unwrap();
    let mut request = Request::post(PATH)
        .header("content-type", "application/json")
        .header("accept-language", lang)
        .body(Body::from(format!(
            r#"{{"phone":"{phone}","scene":"{scene}"}}"#
        )))
        .unwrap();
    request.extensions_mut().insert(ConnectInfo(addr));
    env.send(request).await
}

async fn texts(env: &TestApp, phone: &str) -> Vec<String> {
    env.texts(phone).await
}

/// The person who asks for a code receives it: the text is in the language
/// of the request, Chinese unless English comes first.
#[tokio::test]
async fn the_code_is_texted_in_chinese_unless_its_asker_reads_english() {
    let env = env();
    for (phone, lang) in [
        ("13900000031", "zh-CN,zh;q=0.9"),
        ("13900000032", "*"),
        ("13900000033", "fr-FR"),
    ] {
        let answer = send_code_in(&env, phone, "register", "10.0.0.1", lang).await;
        assert_eq!(answer.code(), 0, "{:?}", answer.body);
        let texts = texts(&env, phone).await;
        let code: String = texts[0]
            .chars()
            .filter(char::is_ascii_digit)
            .take(6)
            .collect();
        assert_eq!(
            texts,
            vec![format!(
                "【Verity】您的验证码为 {code}，10 分钟内有效，请勿泄露给他人。"
            )],
            "{lang}"
        );
    }
    let answer = send_code_in(&env, "13900000034", "register", "10.0.0.1", "en-GB,en").await;
    assert_eq!(answer.code(), 0);
    let texts = texts(&env, "13900000034").await;
    assert!(
        texts[0].starts_with("【Verity】Your verification code is "),
        "{}",
        texts[0]
    );
    // The outbox names the template and its language (for the carriers' registration).
    let outbox = env
        .ports
        .outbox
        .as_ref()
        .unwrap()
        .messages_to("13900000034")
        .await
        .unwrap();
    assert_eq!(outbox[0].template.as_deref(), Some("verify_code"));
    assert_eq!(outbox[0].lang.as_deref(), Some("en-US"));
}

#[tokio::test]
async fn a_code_is_sent_through_the_sms_port() {
    let env = env();
    let answer = send_code(&env, "13900000001", "register", "10.0.0.1").await;
    assert_eq!(answer.code(), 0, "{:?}", answer.body);
    assert_eq!(answer.data()["cooldownSeconds"], 60);
    let texts = texts(&env, "13900000001").await;
    assert_eq!(texts.len(), 1);
    let code: String = texts[0]
        .chars()
        .filter(char::is_ascii_digit)
        .take(6)
        .collect();
    assert_eq!(code.len(), 6);
    assert_eq!(
        texts[0],
        format!("【Verity】Your verification code is {code}, valid for 10 minutes.")
    );
}

#[tokio::test]
async fn every_scene_is_accepted_and_each_has_its_own_cooldown() {
    let env = env();
    for scene in [
        "login",
        "register",
        "resetPassword",
        "changeMobile",
        "checkPhone",
        "bindMobile",
        "jobApply",
    ] {
        let answer = send_code(&env, "13900000002", scene, "10.0.0.1").await;
        assert_eq!(answer.code(), 0, "{scene}");
    }
    // login and resetPassword on an unknown phone sent nothing.
    assert_eq!(texts(&env, "13900000002").await.len(), 5);
}

#[tokio::test]
async fn a_second_code_within_60_seconds_is_refused_with_the_wait() {
    let env = env();
    assert_sent(&env, "13900000003", "register", "10.0.0.1").await;
    env.clock.advance_secs(20);
    let again = send_code(&env, "13900000003", "register", "10.0.0.1").await;
    assert_eq!(again.code(), ErrorCode::SmsCooldown);
    assert_eq!(again.data()["retryAfterSeconds"], 40);
    env.clock.advance_secs(40);
    assert_sent(&env, "13900000003", "register", "10.0.0.1").await;
    assert_eq!(texts(&env, "13900000003").await.len(), 2);
}

#[tokio::test]
async fn a_phone_gets_at_most_10_codes_a_day() {
    let env = env();
    for i in 0..10 {
        let answer = send_code(&env, "13900000004", "register", &format!("10.0.1.{i}")).await;
        assert_eq!(answer.code(), 0, "code {i}");
        env.clock.advance_secs(61);
    }
    let capped = send_code(&env, "13900000004", "register", "10.0.2.1").await;
    assert_eq!(capped.code(), ErrorCode::SmsDailyCap);
    // The cap counts the phone across scenes too.
    assert_eq!(
        send_code(&env, "13900000004", "checkPhone", "10.0.2.1")
            .await
            .code(),
        ErrorCode::SmsDailyCap
    );
    // Another phone is not affected; the next day (China time) the phone may go on.
    assert_sent(&env, "13900000005", "register", "10.0.2.1").await;
    env.clock.advance_secs(24 * 3600);
    assert_sent(&env, "13900000004", "register", "10.0.2.1").await;
    assert_eq!(texts(&env, "13900000004").await.len(), 11);
}

#[tokio::test]
async fn an_ip_gets_at_most_50_codes_a_day() {
    let env = env();
    for i in 0..50 {
        let answer = send_code(&env, &format!("139000001{i:02}"), "checkPhone", "192.0.2.7").await;
        assert_eq!(answer.code(), 0, "code {i}");
    }
    let capped = send_code(&env, "13900000199", "checkPhone", "192.0.2.7").await;
    assert_eq!(capped.code(), ErrorCode::SmsDailyCap);
    assert!(texts(&env, "13900000199").await.is_empty());
    // Another client is not affected.
    assert_sent(&env, "13900000199", "checkPhone", "192.0.2.8").await;
}

#[tokio::test]
async fn caps_and_cooldown_are_configurable() {
    let env = env_with(|a| {
        a.code_daily_cap_phone = 2;
        a.code_cooldown_secs = 5;
    });
    assert_sent(&env, "13900000006", "register", "10.0.0.1").await;
    env.clock.advance_secs(5);
    assert_sent(&env, "13900000006", "register", "10.0.0.1").await;
    env.clock.advance_secs(5);
    assert_eq!(
        send_code(&env, "13900000006", "register", "10.0.0.1")
            .await
            .code(),
        ErrorCode::SmsDailyCap
    );
}

#[tokio::test]
async fn the_answer_is_the_same_whether_or_not_the_phone_has_an_account() {
    let env = env();
    accounts::create_user(
        &env.ports,
        &NewUser {
            phone: "13900000007",
            kind: UserKind::Account,
            name: Some("A"),
            password_hash: None,
        },
    )
    .await
    .unwrap();
    let (known, unknown) = ("13900000007", "13900000008");
    for scene in ["register", "login", "resetPassword", "changeMobile"] {
        // The first code, then a resend inside the cooldown: code, message
        // and data identical for the account's phone and a new one.
        for _ in 0..2 {
            let a = send_code(&env, known, scene, "10.0.0.1").await;
            let b = send_code(&env, unknown, scene, "10.0.0.1").await;
            assert_eq!(a.status, b.status, "{scene}");
            assert_eq!(a.body, b.body, "{scene}");
            assert!(
                (a.code() == 0 || a.code() == ErrorCode::SmsCooldown),
                "{scene}: {:?}",
                a.body
            );
        }
    }
    // What differs is only what reaches each phone: the account's holder
    // gets every code; a phone without account gets no login or reset code.
    assert_eq!(texts(&env, known).await.len(), 4);
    assert_eq!(texts(&env, unknown).await.len(), 2);
}

#[tokio::test]
async fn a_visitor_phone_may_register_and_sign_in_by_sms() {
    let env = env();
    accounts::create_user(
        &env.ports,
        &NewUser {
            phone: "13900000009",
            kind: UserKind::Visitor,
            name: None,
            password_hash: None,
        },
    )
    .await
    .unwrap();
    assert_sent(&env, "13900000009", "register", "10.0.0.1").await;
    assert_sent(&env, "13900000009", "login", "10.0.0.1").await;
    assert_sent(&env, "13900000009", "resetPassword", "10.0.0.1").await;
    assert_eq!(
        texts(&env, "13900000009").await.len(),
        2,
        "no reset for an account without password"
    );
}

struct BrokenSms;

#[async_trait::async_trait]
impl Sms for BrokenSms {
    async fn send(
        &self,
        _phone: &str,
        _text: &verity_core::sms::SmsMessage,
    ) -> Result<(), SmsError> {
        Err(SmsError::Backend("down".into()))
    }
}

#[tokio::test]
async fn an_sms_outage_drops_the_code_so_the_user_may_ask_again_at_once() {
    let mut env = env();
    let healthy = env.ports.sms.clone();
    env.ports.sms = Arc::new(BrokenSms);
    verity_testkit::events_to_processor(&mut env.ports);
    env.router = fn_sms::FUNCTION.router(env.ports.clone());
    // The request stored the code and answered; the processor could not text it.
    assert_sent(&env, "13900000010", "register", "10.0.0.1").await;
    assert!(texts(&env, "13900000010").await.is_empty());
    env.ports.sms = healthy;
    verity_testkit::events_to_processor(&mut env.ports);
    env.router = fn_sms::FUNCTION.router(env.ports.clone());
    // No cooldown to wait out: the undelivered code was dropped.
    assert_sent(&env, "13900000010", "register", "10.0.0.1").await;
    assert_eq!(texts(&env, "13900000010").await.len(), 1);
}

#[tokio::test]
async fn bad_input_gets_a_documented_code_and_never_a_500() {
    let env = env();
    let cases: &[(&str, ErrorCode, Option<&str>)] = &[
        (
            r#"{"phone":"","scene":"login"}"#,
            ErrorCode::InvalidField,
            Some("please enter a mobile phone number"),
        ),
        (
            r#"{"scene":"login"}"#,
            ErrorCode::InvalidField,
            Some("please enter a mobile phone number"),
        ),
        (
            r#"{"phone":"23800000000","scene":"login"}"#,
            ErrorCode::InvalidField,
            Some("please enter a valid mobile phone number"),
        ),
        (
            r#"{"phone":"1380000000","scene":"login"}"#,
            ErrorCode::InvalidField,
            Some("please enter a valid mobile phone number"),
        ),
        (
            r#"{"phone":"1380000000x","scene":"login"}"#,
            ErrorCode::InvalidField,
            Some("please enter a valid mobile phone number"),
        ),
        (
            r#"{"phone":"13800000000","scene":"hack"}"#,
            ErrorCode::InvalidField,
            None,
        ),
        (r#"{"phone":"13800000000"}"#, ErrorCode::InvalidField, None),
        (
            r#"{"phone":"13800000000","scene":"LOGIN"}"#,
            ErrorCode::InvalidField,
            None,
        ),
        (
            r#"{"phone":13800000000,"scene":"login"}"#,
            ErrorCode::InvalidField,
            None,
        ),
        (
            r#"{"phone":"13800000000","scene":["login"]}"#,
            ErrorCode::InvalidField,
            None,
        ),
        (
            r#"{"phone":null,"scene":"login"}"#,
            ErrorCode::InvalidField,
            None,
        ),
        (r#"[]"#, ErrorCode::InvalidField, None),
        (r#"{"phone":"13800000000","#, ErrorCode::MalformedJson, None),
        ("not json", ErrorCode::MalformedJson, None),
    ];
    for (body, code, msg) in cases {
        let answer = env.call(PATH, body).await;
        assert_eq!(answer.status, 200, "{body}");
        assert_eq!(answer.code(), *code, "{body}: {:?}", answer.body);
        if let Some(msg) = msg {
            assert_eq!(answer.body["msg"], *msg, "{body}");
        }
    }
    let long = format!(r#"{{"phone":"{}","scene":"login"}}"#, "1".repeat(5000));
    assert_eq!(env.call(PATH, &long).await.code(), ErrorCode::InvalidField);
    let huge = format!(r#"{{"phone":"{}","scene":"login"}}"#, "1".repeat(200_000));
    assert_eq!(env.call(PATH, &huge).await.code(), ErrorCode::BodyTooLarge);
    let get = env.get(PATH, None).await;
    assert_eq!(get.code(), ErrorCode::MethodNotAllowed);
}

/// A request carrying only headers (no socket address), as behind a proxy.
async fn send_code_via(env: &TestApp, phone: &str, forwarded_for: Option<&str>) -> Answer {
    let mut request = Request::post(PATH).header("content-type", "application/json");
    if let Some(chain) = forwarded_for {
        request = request.header("x-forwarded-for", chain);
    }
    let body = format!(r#"{{"phone":"{phone}","scene":"checkPhone"}}"#);
    env.send(request.body(Body::from(body)).unwrap()).await
}

#[tokio::test]
async fn behind_a_trusted_proxy_the_address_it_appended_counts_not_the_clients_claim() {
    let env = env_with(|a| {
        a.code_daily_cap_ip = 3;
        a.trust_forwarded_for = true;
    });
    // The client varies what it claims on the left; the proxy's entry is the same.
    for i in 0..3 {
        let chain = format!("10.66.0.{i}, 203.0.113.9");
        let answer = send_code_via(&env, &format!("1390000030{i}"), Some(&chain)).await;
        assert_eq!(answer.code(), 0, "code {i}");
    }
    let capped = send_code_via(&env, "13900000309", Some("10.66.0.99, 203.0.113.9")).await;
    assert_eq!(capped.code(), ErrorCode::SmsDailyCap);
}

#[tokio::test]
async fn ipv6_callers_share_the_cap_of_their_64() {
    let env = env_with(|a| a.code_daily_cap_ip = 2);
    let v6 = |phone: &'static str, host: &'static str| {
        let addr: SocketAddr = format!("[2001:db8:7:1::{host}]:40000").parse().unwrap();
        let mut request = Request::post(PATH)
            .header("content-type", "application/json")
            .body(Body::from(format!(
                r#"{{"phone":"{phone}","scene":"checkPhone"}}"#
            )))
            .unwrap();
        request.extensions_mut().insert(ConnectInfo(addr));
        request
    };
    assert_eq!(env.send(v6("13900000311", "1")).await.code(), 0);
    assert_eq!(env.send(v6("13900000312", "abcd")).await.code(), 0);
    assert_eq!(
        env.send(v6("13900000313", "ffff:1")).await.code(),
        ErrorCode::SmsDailyCap
    );
}

#[tokio::test]
async fn callers_without_an_address_do_not_share_one_bucket() {
    let env = env_with(|a| a.code_daily_cap_ip = 2);
    // No socket address and no trusted header: the per-phone caps still hold,
    // but one such client cannot use up a bucket every such client shares.
    for i in 0..5 {
        let answer = send_code_via(&env, &format!("1390000032{i}"), None).await;
        assert_eq!(answer.code(), 0, "code {i}");
    }
}
