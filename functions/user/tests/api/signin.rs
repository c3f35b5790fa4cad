//! Sign-up, sign-in, sessions and SMS-code rules.

use crate::support::{env, env_with, md5, Env};
use verity_domain::identity::accounts;
use verity_domain::identity::codes::{self, Scene};
use verity_http::ErrorCode;

const PW: &str = "correct horse";

#[tokio::test]
async fn sign_up_then_login_info_exchanges_the_login_token_for_a_session() {
    let env = env();
    let token = env.register("13900000001", PW, "Li Lei").await;
    let info = env.login_info(&token).await;
    assert_eq!(info.code(), 0, "{:?}", info.body);
    let d = info.data();
    let s_token = d["sToken"].as_str().unwrap();
    assert_ne!(s_token, token);
    assert!(s_token.len() >= 43, "256-bit token");
    assert_eq!(d["phone"], "139****0001");
    assert_eq!(d["username"], "139****0001");
    assert_eq!(d["name"], "Li Lei");
    assert_eq!(d["visitor"], true, "no enterprise yet");
    assert_eq!(d["role"], serde_json::Value::Null);
    assert_eq!(d["enterprise"], serde_json::Value::Null);
    assert_eq!(d["loginType"], "password");
    assert_eq!(
        d["sideBarMenus"],
        serde_json::json!([{"key":"ei","path":"/ei","name":"Enterprise info"}])
    );
    // The login token is single use; the session token answers itself.
    env.assert_signed_out(&token).await;
    let again = env.login_info(s_token).await;
    assert_eq!(again.code(), 0);
    assert_eq!(again.data()["sToken"], s_token);
}

#[tokio::test]
async fn a_login_token_expires_after_five_minutes() {
    let env = env();
    let token = env.register("13900000002", PW, "A").await;
    env.clock.advance_secs(301);
    env.assert_signed_out(&token).await;
}

#[tokio::test]
async fn password_login_works_and_wrong_credentials_never_say_which() {
    let env = env();
    env.register("13900000003", PW, "A").await;
    let ok = env.password_login("13900000003", PW).await;
    assert_eq!(ok.code(), 0);
    assert_eq!(
        env.login_info(ok.data()["token"].as_str().unwrap())
            .await
            .data()["loginType"],
        "password"
    );
    let wrong = env.password_login("13900000003", "wrong").await;
    let unknown = env.password_login("13900000099", PW).await;
    assert_eq!(wrong.code(), ErrorCode::BadCredentials);
    assert_eq!(unknown.code(), ErrorCode::BadCredentials);
    assert_eq!(wrong.body["msg"], unknown.body["msg"]);
    assert_eq!(wrong.data(), unknown.data());
}

#[tokio::test]
async fn sms_login_signs_in_with_a_login_code() {
    let env = env();
    env.register("13900000004", PW, "A").await;
    env.clock.advance_secs(61);
    let code = env.code("13900000004", "login").await;
    let answer = env
        .post(
            "/api/base/user/login",
            &format!(
                r#"{{"loginType":"sms","phone":"13900000004","code":"{code}","ts":"ENT_WEB"}}"#
            ),
        )
        .await;
    let info = env.signed_in_info(&answer).await;
    assert_eq!(info.data()["loginType"], "sms");
    // A register code does not sign in (scenes are separate).
    let reg = env.code("13900000005", "register").await;
    let cross = env
        .post(
            "/api/base/user/login",
            &format!(
                r#"{{"loginType":"sms","phone":"13900000005","code":"{reg}","ts":"ENT_WEB"}}"#
            ),
        )
        .await;
    assert_eq!(cross.code(), ErrorCode::BadSmsCode);
}

#[tokio::test]
async fn the_client_tag_must_be_ent_web() {
    let env = env();
    env.register("13900000006", PW, "A").await;
    for ts in ["", "MOBILE", "ent_web"] {
        let answer = env
            .post(
                "/api/base/user/login",
                &format!(r#"{{"loginType":"password","phone":"13900000006","password":"{}","ts":"{ts}"}}"#, md5(PW)),
            )
            .await;
        assert_eq!(answer.code(), ErrorCode::InvalidField, "{ts}");
    }
}

#[tokio::test]
async fn more_than_10_failures_in_15_minutes_lock_the_phone() {
    let env = env();
    env.register("13900000007", PW, "A").await;
    for i in 0..10 {
        assert_eq!(
            env.password_login("13900000007", "nope").await.code(),
            ErrorCode::BadCredentials,
            "try {i}"
        );
    }
    let locked = env.password_login("13900000007", PW).await;
    assert_eq!(locked.code(), ErrorCode::AccountLocked);
    assert!(locked.data()["retryAfterSeconds"].as_i64().unwrap() > 0);
    // Unknown phones lock the same way (nothing revealed).
    for _ in 0..10 {
        env.password_login("13900000098", "nope").await;
    }
    assert_eq!(
        env.password_login("13900000098", "nope").await.code(),
        ErrorCode::AccountLocked
    );
    env.clock.advance_secs(15 * 60);
    assert_eq!(env.password_login("13900000007", PW).await.code(), 0);
}

/// Attempts are counted before the password is checked (so a burst of
/// guesses cannot outrun the count); a right password forgets only a window
/// it was the sole attempt of, so earlier failures keep counting until their
/// window passes.
#[tokio::test]
async fn a_successful_login_does_not_forgive_the_failures_of_its_window() {
    let env = env();
    env.register("13900000008", PW, "A").await;
    for _ in 0..9 {
        assert_eq!(
            env.password_login("13900000008", "nope").await.code(),
            ErrorCode::BadCredentials
        );
    }
    assert_eq!(env.password_login("13900000008", PW).await.code(), 0);
    assert_eq!(
        env.password_login("13900000008", PW).await.code(),
        ErrorCode::AccountLocked
    );
    env.clock.advance_secs(15 * 60);
    // A clean window: signing in without mistakes never accumulates.
    for _ in 0..12 {
        assert_eq!(env.password_login("13900000008", PW).await.code(), 0);
    }
}

/// A register call from `ip` behind the trusted proxy.
async fn register_from(
    env: &crate::support::Env,
    ip: &str,
    phone: &str,
    code: &str,
) -> verity_testkit::Answer {
    let request = http::Request::post("/api/base/user/register")
        .header("content-type", "application/json")
        .header("x-forwarded-for", ip)
        .body(axum::body::Body::from(format!(
            r#"{{"phone":"{phone}","code":"{code}","password":"{}","name":"B"}}"#,
            md5(PW)
        )))
        .unwrap();
    env.send(request).await
}

#[tokio::test]
async fn register_reveals_a_registered_phone_only_after_a_valid_code_and_counts_it() {
    let env = crate::support::env_with(|a| {
        a.trust_forwarded_for = true;
        a.code_daily_cap_ip = 1;
    });
    env.register("13900000009", PW, "A").await;
    env.clock.advance_secs(61);
    // Without a valid code a registered phone and a new one answer alike.
    let taken = register_from(&env, "198.51.100.9", "13900000009", "123456").await;
    let free = register_from(&env, "198.51.100.9", "13900000099", "123456").await;
    assert_eq!(taken.code(), ErrorCode::BadSmsCode);
    assert_eq!(taken.body, free.body);
    // Whoever holds the phone learns it is taken; the code is used up.
    let code = env
        .code_from("13900000009", Scene::Register, "10.7.7.1")
        .await
        .unwrap();
    let answer = register_from(&env, "198.51.100.9", "13900000009", &code).await;
    assert_eq!(answer.code(), ErrorCode::PhoneTaken);
    let again = register_from(&env, "198.51.100.9", "13900000009", &code).await;
    assert_eq!(again.code(), ErrorCode::BadSmsCode);
    // Such answers count against the network's daily cap (1 here).
    env.clock.advance_secs(61);
    let code = env
        .code_from("13900000009", Scene::Register, "10.7.7.2")
        .await
        .unwrap();
    let capped = register_from(&env, "198.51.100.9", "13900000009", &code).await;
    assert_eq!(capped.code(), ErrorCode::SmsDailyCap);
}

#[tokio::test]
async fn a_code_expires_after_10_minutes() {
    let env = env();
    let code = env.code("13900000010", "register").await;
    env.clock.advance_secs(600);
    let answer = env.register_answer("13900000010", &code, PW, "A").await;
    assert_eq!(answer.code(), ErrorCode::BadSmsCode);
}

#[tokio::test]
async fn a_code_works_once() {
    let env = env();
    let token = env.register("13900000011", PW, "A").await;
    let s = env.session(&token).await;
    let old = env.code("13900000011", "changeMobile").await;
    let new = env.code("13900000012", "changeMobile").await;
    let body = format!(r#"{{"oldCode":"{old}","newPhone":"13900000012","newCode":"{new}"}}"#);
    assert_eq!(
        env.post_as(&s, "/api/base/user/changeMobile", &body)
            .await
            .code(),
        0
    );
    // Reusing the register code of the first sign-up fails too.
    let reused = env
        .post(
            "/api/base/user/resetPassword",
            &format!(
                r#"{{"phone":"13900000012","code":"{new}","password":"{}"}}"#,
                md5("x")
            ),
        )
        .await;
    assert_eq!(reused.code(), ErrorCode::BadSmsCode);
}

#[tokio::test]
async fn five_wrong_tries_kill_a_code() {
    let env = env();
    let code = env.code("13900000013", "register").await;
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let try_code = |c: &str| {
        format!(
            r#"{{"phone":"13900000013","code":"{c}","password":"{}","name":"A"}}"#,
            md5(PW)
        )
    };
    for i in 1..=4 {
        assert_eq!(
            env.post("/api/base/user/register", &try_code(wrong))
                .await
                .code(),
            ErrorCode::BadSmsCode,
            "try {i}"
        );
    }
    assert_eq!(
        env.post("/api/base/user/register", &try_code(wrong))
            .await
            .code(),
        ErrorCode::SmsCodeExhausted
    );
    // Dead: even the right code is refused now.
    assert_eq!(
        env.post("/api/base/user/register", &try_code(&code))
            .await
            .code(),
        ErrorCode::SmsCodeExhausted
    );
    // A new code (after the cooldown) works.
    env.clock.advance_secs(60);
    let fresh = env.code("13900000013", "register").await;
    assert_eq!(
        env.post("/api/base/user/register", &try_code(&fresh))
            .await
            .code(),
        0
    );
}

#[tokio::test]
async fn logout_revokes_the_session_server_side() {
    let env = env();
    let s = env
        .session(&env.register("13900000014", PW, "A").await)
        .await;
    let out = env
        .post_as(
            &s,
            "/api/base/user/logout",
            r#"{"loginType":"password","username":"139****0014"}"#,
        )
        .await;
    assert_eq!(out.code(), 0);
    assert_eq!(out.data(), &serde_json::json!({}));
    env.assert_signed_out(&s).await;
    assert_eq!(
        env.post_as(&s, "/api/base/user/logout", "{}").await.code(),
        ErrorCode::SessionInvalid
    );
}

#[tokio::test]
async fn sessions_end_after_30_idle_minutes() {
    let env = env();
    let s = env
        .session(&env.register("13900000015", PW, "A").await)
        .await;
    env.clock.advance_secs(29 * 60);
    assert_eq!(
        env.login_info(&s).await.code(),
        0,
        "use pushes the idle deadline"
    );
    env.clock.advance_secs(29 * 60);
    assert_eq!(env.login_info(&s).await.code(), 0);
    env.clock.advance_secs(30 * 60);
    env.assert_signed_out(&s).await;
}

#[tokio::test]
async fn sessions_end_12_hours_after_creation_however_busy() {
    let env = env();
    let s = env
        .session(&env.register("13900000016", PW, "A").await)
        .await;
    for _ in 0..(12 * 60 / 20 - 1) {
        env.clock.advance_secs(20 * 60);
        assert_eq!(env.login_info(&s).await.code(), 0);
    }
    env.clock.advance_secs(20 * 60);
    env.assert_signed_out(&s).await;
}

#[tokio::test]
async fn session_lifetimes_are_configurable() {
    let env = env_with(|a| {
        a.session_idle_secs = 120;
        a.session_absolute_secs = 600;
    });
    let s = env
        .session(&env.register("13900000017", PW, "A").await)
        .await;
    env.clock.advance_secs(121);
    env.assert_signed_out(&s).await;
}

#[tokio::test]
async fn missing_malformed_and_unknown_tokens_get_minus_5() {
    let env = env();
    assert_eq!(
        env.get("/api/base/user/loginInfo", None).await.code(),
        ErrorCode::SessionInvalid
    );
    assert_eq!(
        env.login_info("not-a-real-token").await.code(),
        ErrorCode::SessionInvalid
    );
    assert_eq!(
        env.login_info("bad token!").await.code(),
        ErrorCode::SessionInvalid
    );
    let basic = verity_testkit::send(
        &env.router,
        http::Request::get("/api/base/user/loginInfo")
            .header("authorization", "Basic abc")
            .body(axum::body::Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(basic.code(), ErrorCode::SessionInvalid);
    for path in [
        "/api/base/user/relatedMainList",
        "/api/base/user/list",
        "/api/base/user/edit",
        "/api/base/user/logout",
    ] {
        let answer = env.post(path, "{}").await;
        assert_eq!((answer.status.as_u16(), answer.code()), (200, -5), "{path}");
    }
}

#[tokio::test]
async fn a_disabled_user_loses_every_session_and_cannot_sign_in() {
    let env = env();
    let login = env.register("13900000018", PW, "A").await;
    let s = env.session(&login).await;
    let spare = env.password_login("13900000018", PW).await.data()["token"]
        .as_str()
        .unwrap()
        .to_string();
    let user = env.user("13900000018").await;
    accounts::disable_user(&env.ports, &user.user_id)
        .await
        .unwrap();
    env.assert_signed_out(&s).await;
    assert_eq!(
        env.login_info(&spare).await.code(),
        ErrorCode::SessionInvalid,
        "unused login tokens are revoked too"
    );
    assert_eq!(
        env.password_login("13900000018", PW).await.code(),
        ErrorCode::AccountDisabled
    );
    assert_eq!(
        env.password_login("13900000018", "wrong").await.code(),
        ErrorCode::BadCredentials
    );
}

#[tokio::test]
async fn reset_password_changes_the_password_and_revokes_all_sessions() {
    let env = env();
    let s1 = env
        .session(&env.register("13900000019", PW, "A").await)
        .await;
    let s2 = env
        .session(
            env.password_login("13900000019", PW).await.data()["token"]
                .as_str()
                .unwrap(),
        )
        .await;
    let code = env.code("13900000019", "resetPassword").await;
    let answer = env
        .post(
            "/api/base/user/resetPassword",
            &format!(
                r#"{{"phone":"13900000019","code":"{code}","password":"{}"}}"#,
                md5("new pw")
            ),
        )
        .await;
    assert_eq!(answer.code(), 0, "{:?}", answer.body);
    env.assert_signed_out(&s1).await;
    env.assert_signed_out(&s2).await;
    assert_eq!(
        env.password_login("13900000019", PW).await.code(),
        ErrorCode::BadCredentials
    );
    assert_eq!(env.password_login("13900000019", "new pw").await.code(), 0);
}

#[tokio::test]
async fn reset_password_for_an_unknown_phone_sends_nothing_and_fails_like_a_wrong_code() {
    let env = env();
    // As sendVerifyCode does for a phone without an account: a code is
    // stored (limits count it) but never sent.
    codes::send_code(
        &env.ports,
        "13900000020",
        Scene::ResetPassword,
        Some("10.0.0.1"),
        Default::default(),
    )
    .await
    .unwrap();
    assert!(env.last_code("13900000020").await.is_none());
    let answer = env
        .post(
            "/api/base/user/resetPassword",
            &format!(
                r#"{{"phone":"13900000020","code":"123456","password":"{}"}}"#,
                md5("x")
            ),
        )
        .await;
    assert_eq!(answer.code(), ErrorCode::BadSmsCode);
}

#[tokio::test]
async fn visitor_login_creates_a_visitor_limited_to_onboarding() {
    let env = env();
    let code = env.code("13900000021", "checkPhone").await;
    let answer = env
        .post(
            "/api/base/user/visitorLogin",
            &format!(r#"{{"loginType":"sms","phone":"13900000021","code":"{code}"}}"#),
        )
        .await;
    let info = env.signed_in_info(&answer).await;
    assert_eq!(info.data()["visitor"], true);
    assert_eq!(info.data()["loginType"], "visitor");
    assert_eq!(info.data()["sideBarMenus"].as_array().unwrap().len(), 1);
    let s = info.data()["sToken"].as_str().unwrap();
    // Member-only calls answer -6.
    assert_eq!(
        env.post_as(s, "/api/base/user/list", "{}").await.code(),
        ErrorCode::NoPermission
    );
    // Visitors have no password, and may register later (upgraded in place).
    assert_eq!(
        env.password_login("13900000021", PW).await.code(),
        ErrorCode::BadCredentials
    );
    env.clock.advance_secs(61);
    let token = env.register("13900000021", PW, "Upgraded").await;
    let upgraded = env.login_info(&token).await;
    assert_eq!(upgraded.data()["userId"], info.data()["userId"]);
    assert_eq!(env.password_login("13900000021", PW).await.code(), 0);
}

#[tokio::test]
async fn visitor_login_of_a_registered_phone_signs_in_that_user() {
    let env = env();
    let s = env
        .session(&env.register("13900000022", PW, "A").await)
        .await;
    let user_id = env.login_info(&s).await.data()["userId"].clone();
    let code = env.code("13900000022", "login").await;
    let answer = env
        .post(
            "/api/base/user/visitorLogin",
            &format!(r#"{{"phone":"13900000022","code":"{code}"}}"#),
        )
        .await;
    assert_eq!(answer.code(), 0, "{:?}", answer.body);
    assert_eq!(
        env.login_info(answer.data()["token"].as_str().unwrap())
            .await
            .data()["userId"],
        user_id
    );
    let bad = env
        .post(
            "/api/base/user/visitorLogin",
            r#"{"phone":"13900000022","code":"123456"}"#,
        )
        .await;
    assert!((bad.code() == ErrorCode::BadSmsCode || bad.code() == ErrorCode::SmsCodeExhausted));
}

/// The envelope codes of eight calls made at once: `call(env, i)` for `i` in `0..8`.
async fn eight_at_once<F, Fut>(env: &std::sync::Arc<Env>, call: F) -> Vec<i64>
where
    F: Fn(std::sync::Arc<Env>, usize) -> Fut,
    Fut: std::future::Future<Output = i64> + Send + 'static,
{
    let tasks: Vec<_> = (0..8).map(|i| tokio::spawn(call(env.clone(), i))).collect();
    let mut codes = Vec::new();
    for t in tasks {
        codes.push(t.await.unwrap());
    }
    codes
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_registrations_of_one_phone_create_exactly_one_account() {
    let env = std::sync::Arc::new(env());
    let code = env.code("13900000023", "register").await;
    let codes = eight_at_once(&env, move |env, i| {
        let body = format!(
            r#"{{"phone":"13900000023","code":"{code}","password":"{}","name":"N{i}"}}"#,
            md5(PW)
        );
        async move { env.post("/api/base/user/register", &body).await.code() }
    })
    .await;
    assert_eq!(codes.iter().filter(|c| **c == 0).count(), 1, "{codes:?}");
    assert!(
        codes
            .iter()
            .all(|c| *c == 0 || *c == ErrorCode::BadSmsCode || *c == ErrorCode::PhoneTaken),
        "{codes:?}"
    );
    // Without codes in the way: account creation itself admits one winner.
    let mut creators = Vec::new();
    for _ in 0..8 {
        let ports = env.ports.clone();
        creators.push(tokio::spawn(async move {
            accounts::create_user(
                &ports,
                &accounts::NewUser {
                    phone: "13900000024",
                    kind: accounts::UserKind::Account,
                    name: None,
                    password_hash: None,
                },
            )
            .await
            .is_ok()
        }));
    }
    let mut wins = 0;
    for c in creators {
        wins += c.await.unwrap() as usize;
    }
    assert_eq!(wins, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_code_is_consumed_exactly_once_under_concurrency() {
    let env = std::sync::Arc::new(env());
    env.register("13900000025", PW, "A").await;
    env.clock.advance_secs(61);
    let code = env.code("13900000025", "login").await;
    let codes = eight_at_once(&env, move |env, _| {
        let body = format!(
            r#"{{"loginType":"sms","phone":"13900000025","code":"{code}","ts":"ENT_WEB"}}"#
        );
        async move { env.post("/api/base/user/login", &body).await.code() }
    })
    .await;
    assert_eq!(codes.iter().filter(|c| **c == 0).count(), 1, "{codes:?}");
    assert!(
        codes.iter().all(|c| *c == 0 || *c == ErrorCode::BadSmsCode),
        "{codes:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_login_token_is_exchanged_exactly_once_under_concurrency() {
    let env = std::sync::Arc::new(env());
    let token = env.register("13900000026", PW, "A").await;
    let codes = eight_at_once(&env, move |env, _| {
        let token = token.clone();
        async move { env.login_info(&token).await.code() }
    })
    .await;
    assert_eq!(codes.iter().filter(|c| **c == 0).count(), 1, "{codes:?}");
}

/// `trading` invites `phone` as an operator.
async fn invite_operator(
    env: &Env,
    trading: &str,
    phone: &str,
    actor: &verity_domain::enterprise::Actor,
) {
    verity_domain::enterprise::members::invite(
        &env.ports,
        trading,
        phone,
        verity_domain::identity::Role::Operator,
        actor,
        "http://localhost",
    )
    .await
    .unwrap();
}

/// Issue 22, rule 5: signing in by SMS joins nothing, and the inviter sees
/// the invitee's name only after the invitee accepts.
#[tokio::test]
async fn nobody_joins_without_saying_yes_an_sms_sign_in_joins_nothing_and_the_name_stays_hidden() {
    use verity_domain::enterprise::{members, Actor};
    let env = env();
    env.demo_session().await;
    let owner = env.user(fn_user::seed::DEMO_PHONE).await;
    let trading = accounts::memberships(&env.ports, &owner.user_id)
        .await
        .unwrap()
        .into_iter()
        .find(|m| m.enterprise_name == fn_user::seed::TRADING)
        .unwrap()
        .enterprise_id;
    let actor = Actor {
        user_id: owner.user_id.clone(),
        label: owner.phone_masked(),
        ip: None,
    };
    // An account with a name, invited as operator.
    let invitee = accounts::create_user(
        &env.ports,
        &accounts::NewUser {
            phone: "13900000778",
            kind: accounts::UserKind::Account,
            name: Some("Wang Fang"),
            password_hash: None,
        },
    )
    .await
    .unwrap();
    invite_operator(&env, &trading, "13900000778", &actor).await;
    // It signs in by SMS code: a visitor still, in no enterprise.
    let code = env.code("13900000778", "login").await;
    let login = env
        .post(
            "/api/base/user/login",
            &format!(
                r#"{{"loginType":"sms","phone":"13900000778","code":"{code}","ts":"ENT_WEB"}}"#
            ),
        )
        .await;
    let info = env.signed_in_info(&login).await;
    assert_eq!(info.data()["visitor"], true, "{:?}", info.body);
    assert_eq!(info.data()["enterprise"], serde_json::Value::Null);
    assert!(accounts::membership(&env.ports, &invitee.user_id, &trading)
        .await
        .unwrap()
        .is_none());
    // The inviter's list: the masked phone, invited, no name.
    let (rows, _) = members::list(&env.ports, &trading, 1, 100).await.unwrap();
    let row = rows
        .iter()
        .find(|r| r.phone_masked == "139****0778")
        .expect("the invitee's row");
    assert_eq!(row.status, "invited");
    assert_eq!(row.name, None);
    assert!(rows.iter().all(|r| r.name.as_deref() != Some("Wang Fang")));
    // A new phone's visitor sign-in joins nothing either.
    invite_operator(&env, &trading, "13900000777", &actor).await;
    let code = env.code("13900000777", "checkPhone").await;
    let login = env
        .post(
            "/api/base/user/visitorLogin",
            &format!(r#"{{"phone":"13900000777","code":"{code}"}}"#),
        )
        .await;
    let info = env.signed_in_info(&login).await;
    assert_eq!(info.data()["visitor"], true);
    assert_eq!(info.data()["role"], serde_json::Value::Null);
}

#[tokio::test]
async fn a_platform_operator_signs_in_to_the_ops_area_only() {
    let env = env();
    env.demo_session().await;
    let login = env
        .password_login(fn_user::seed::OPS_PHONE, fn_user::seed::DEMO_PASSWORD)
        .await;
    let info = env
        .login_info(login.data()["token"].as_str().unwrap())
        .await;
    assert_eq!(info.data()["platformRole"], "ops");
    assert_eq!(info.data()["visitor"], false);
    assert_eq!(info.data()["role"], serde_json::Value::Null);
    assert_eq!(
        info.data()["sideBarMenus"],
        serde_json::json!([
            {"key": "opsEnterprises", "path": "/ops/enterprises", "name": "Enterprise review"},
            {"key": "opsRecharges", "path": "/ops/recharges", "name": "Recharge review"},
            {"key": "opsInvoices", "path": "/ops/invoices", "name": "Invoices"},
            {"key": "opsDisputes", "path": "/ops/disputes", "name": "Disputes"},
            {"key": "opsProcessing", "path": "/ops/processing", "name": "Processing records"},
            {"key": "opsWorkOrders", "path": "/ops/workOrders", "name": "Work orders"}
        ])
    );
}
