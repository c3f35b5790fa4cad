//! Harness of the user router tests: the `user` router on the test kit's
//! [`TestApp`] (embedded adapters in a temp dir, a manual clock), and
//! sign-up helpers that go through the user API.
#![allow(dead_code)]

use std::sync::Arc;

use axum::Router;
use md5::{Digest, Md5};
use serde_json::Value;
use verity_core::ports::Ports;
use verity_domain::identity::codes::Scene;
use verity_domain::identity::{accounts, AuthSettings};
use verity_http::ErrorCode;
#[allow(unused_imports)]
pub use verity_testkit::T0;
use verity_testkit::{Answer, TestApp};

/// The user function's routes alone (fixtures come from the domain through
/// [`TestApp`], never from another function's routes).
pub struct Env(pub TestApp);

impl std::ops::Deref for Env {
    type Target = TestApp;
    fn deref(&self) -> &TestApp {
        &self.0
    }
}

impl std::ops::DerefMut for Env {
    fn deref_mut(&mut self) -> &mut TestApp {
        &mut self.0
    }
}

pub fn md5(text: &str) -> String {
    hex::encode(Md5::digest(text.as_bytes()))
}

pub fn app_for(ports: &Ports, qr: Option<Arc<dyn fn_user::QrIdentityProvider>>) -> Router {
    let qr = qr.unwrap_or_else(fn_user::qr::provider_from_env);
    fn_user::router_with(ports.clone(), qr)
}

pub fn env_with(tweak: impl FnOnce(&mut AuthSettings)) -> Env {
    Env(TestApp::with_auth(tweak, |ports| app_for(&ports, None)))
}

pub fn env() -> Env {
    env_with(|_| {})
}

impl Env {
    pub async fn post(&self, path: &str, body: &str) -> Answer {
        self.call(path, body).await
    }

    pub async fn post_as(&self, token: &str, path: &str, body: &str) -> Answer {
        self.call_as(token, path, body).await
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

    /// Sends a code of `scene` (by name) through the domain and reads it
    /// from the outbox.
    pub async fn code(&self, phone: &str, scene: &str) -> String {
        self.0
            .code(phone, Scene::parse(scene).expect("a scene"))
            .await
    }

    /// Registers an account; returns the login token.
    pub async fn register(&self, phone: &str, password: &str, name: &str) -> String {
        let code = self.code(phone, "register").await;
        self.register_with_code(phone, &code, password, name).await
    }

    /// `user/register` with `code`: its answer, whatever it is.
    pub async fn register_answer(
        &self,
        phone: &str,
        code: &str,
        password: &str,
        name: &str,
    ) -> Answer {
        let body = format!(
            r#"{{"phone":"{phone}","code":"{code}","password":"{}","name":"{name}"}}"#,
            md5(password)
        );
        self.post("/api/base/user/register", &body).await
    }

    /// Registers with a code already requested; returns the login token.
    pub async fn register_with_code(
        &self,
        phone: &str,
        code: &str,
        password: &str,
        name: &str,
    ) -> String {
        let answer = self.register_answer(phone, code, password, name).await;
        assert_eq!(answer.code(), 0, "register: {:?}", answer.body);
        answer.data()["token"].as_str().unwrap().to_string()
    }

    /// Exchanges a login token (or refreshes a session) at loginInfo.
    pub async fn login_info(&self, token: &str) -> Answer {
        self.get("/api/base/user/loginInfo", Some(token)).await
    }

    /// loginInfo with the login token of a sign-in's answer, which succeeded.
    pub async fn signed_in_info(&self, signed_in: &Answer) -> Answer {
        assert_eq!(signed_in.code(), 0, "{:?}", signed_in.body);
        self.login_info_of(signed_in).await
    }

    /// loginInfo with the login token an answer carries.
    pub async fn login_info_of(&self, answer: &Answer) -> Answer {
        self.login_info(answer.data()["token"].as_str().unwrap())
            .await
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

    /// The account of `phone`.
    pub async fn user(&self, phone: &str) -> accounts::User {
        accounts::user_by_phone(&self.ports, phone)
            .await
            .expect("the table reads")
            .expect("an account of this phone")
    }

    /// Asserts that `token` (a login or session token) no longer signs in.
    pub async fn assert_signed_out(&self, token: &str) {
        let info = self.login_info(token).await;
        assert_eq!(info.code(), ErrorCode::SessionInvalid, "{:?}", info.body);
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
