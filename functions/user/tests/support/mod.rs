//! Harness of the user router tests: the `user` and `sms` routers on
//! embedded adapters in a temp dir, a manual clock, and sign-up helpers.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::sync::Arc;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::Router;
use http::Request;
use md5::{Digest, Md5};
use serde_json::Value;
use verity_core::clock::ManualClock;
use verity_core::ports::Ports;
use verity_domain::identity::AuthSettings;
use verity_testkit::{self, Answer};

/// 2026-01-01T12:00:00+08:00.
pub const T0: i64 = 1_767_240_000_000;

pub struct Env {
    pub app: Router,
    pub ports: Ports,
    pub clock: ManualClock,
    pub dir: tempfile::TempDir,
}

pub fn md5(text: &str) -> String {
    hex::encode(Md5::digest(text.as_bytes()))
}

pub fn app_for(ports: &Ports, qr: Option<Arc<dyn fn_user::QrIdentityProvider>>) -> Router {
    let user = match qr {
        Some(p) => fn_user::routes_with(ports.clone(), p),
        None => fn_user::routes_with(ports.clone(), fn_user::qr::provider_from_env()),
    };
    verity_http::finish(
        Router::new()
            .merge(fn_sms::FUNCTION.parts(ports.clone()).0)
            .merge(user.split_for_parts().0),
    )
}

pub fn env_with(tweak: impl FnOnce(&mut AuthSettings)) -> Env {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::at_millis(T0);
    let mut ports = verity_testkit::for_tests_with_clock(dir.path(), clock.clone());
    let mut auth = AuthSettings::default();
    tweak(&mut auth);
    ports.auth = Arc::new(auth);
    Env {
        app: app_for(&ports, None),
        ports,
        clock,
        dir,
    }
}

pub fn env() -> Env {
    env_with(|_| {})
}

impl Env {
    pub async fn post(&self, path: &str, body: &str) -> Answer {
        verity_testkit::post(&self.app, path, body).await
    }

    pub async fn post_as(&self, token: &str, path: &str, body: &str) -> Answer {
        verity_testkit::post_with(&self.app, path, body, Some(token)).await
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> Answer {
        verity_testkit::get(&self.app, path, token).await
    }

    /// Sends a code from a given client IP and returns the answer.
    pub async fn request_code_from(&self, phone: &str, scene: &str, ip: &str) -> Answer {
        let addr: SocketAddr = format!("{ip}:40000").parse().unwrap();
        let mut request = Request::post("/api/base/sms/sendVerifyCode")
            .header("content-type", "application/json")
            .body(Body::from(format!(
                r#"{{"phone":"{phone}","scene":"{scene}"}}"#
            )))
            .unwrap();
        request.extensions_mut().insert(ConnectInfo(addr));
        verity_testkit::send(&self.app, request).await
    }

    /// Texts sent to a phone, oldest first.
    pub async fn texts(&self, phone: &str) -> Vec<String> {
        verity_testkit::outbox_texts(&self.ports, phone).await
    }

    /// The 6-digit code of the latest text to a phone (None when none came).
    pub async fn last_code(&self, phone: &str) -> Option<String> {
        let text = self.texts(phone).await.last()?.clone();
        Some(text.chars().filter(char::is_ascii_digit).take(6).collect())
    }

    /// The code of the `n`-th text (1-based) to a phone, waiting for it.
    pub async fn nth_code(&self, phone: &str, n: usize) -> String {
        let texts = self.texts(phone).await;
        assert!(texts.len() >= n, "text {n} to the phone never arrived");
        texts[n - 1]
            .chars()
            .filter(char::is_ascii_digit)
            .take(6)
            .collect()
    }

    /// Requests a code and reads it from the outbox.
    pub async fn code(&self, phone: &str, scene: &str) -> String {
        let before = self.texts(phone).await.len();
        let answer = self.request_code_from(phone, scene, "10.9.9.9").await;
        assert_eq!(
            answer.code(),
            0,
            "sendVerifyCode {scene}: {:?}",
            answer.body
        );
        self.nth_code(phone, before + 1).await
    }

    /// Registers an account; returns the login token.
    pub async fn register(&self, phone: &str, password: &str, name: &str) -> String {
        let code = self.code(phone, "register").await;
        self.register_with_code(phone, &code, password, name).await
    }

    /// Registers with a code already requested; returns the login token.
    pub async fn register_with_code(
        &self,
        phone: &str,
        code: &str,
        password: &str,
        name: &str,
    ) -> String {
        let answer = self
            .post(
                "/api/base/user/register",
                &format!(
                    r#"{{"phone":"{phone}","code":"{code}","password":"{}","name":"{name}"}}"#,
                    md5(password)
                ),
            )
            .await;
        assert_eq!(answer.code(), 0, "register: {:?}", answer.body);
        answer.data()["token"].as_str().unwrap().to_string()
    }

    /// Exchanges a login token (or refreshes a session) at loginInfo.
    pub async fn login_info(&self, token: &str) -> Answer {
        self.get("/api/base/user/loginInfo", Some(token)).await
    }

    /// Exchanges a login token for a session token.
    pub async fn session(&self, login_token: &str) -> String {
        let info = self.login_info(login_token).await;
        assert_eq!(info.code(), 0, "loginInfo: {:?}", info.body);
        info.data()["sToken"].as_str().unwrap().to_string()
    }

    pub async fn password_login(&self, phone: &str, password: &str) -> Answer {
        self.post(
            "/api/base/user/login",
            &format!(
                r#"{{"loginType":"password","phone":"{phone}","password":"{}","ts":"ENT_WEB"}}"#,
                md5(password)
            ),
        )
        .await
    }

    /// Signs the demo admin in by password; returns the session token.
    pub async fn demo_session(&self) -> String {
        fn_user::seed::demo(&self.ports).await.unwrap();
        let answer = self
            .password_login(fn_user::seed::DEMO_PHONE, fn_user::seed::DEMO_PASSWORD)
            .await;
        assert_eq!(answer.code(), 0, "{:?}", answer.body);
        self.session(answer.data()["token"].as_str().unwrap()).await
    }
}

pub fn data(answer: &Answer) -> &Value {
    answer.data()
}
