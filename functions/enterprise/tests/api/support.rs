//! Fixtures: the enterprise router on [`TestApp`], a few divisions, a
//! licence uploaded by a visitor, a platform operator.
#![allow(dead_code)]

use bytes::Bytes;
use verity_domain::files::{self, Purpose};
use verity_domain::identity::accounts;
use verity_domain::regions;
use verity_testkit::{Answer, TestApp};

pub use verity_testkit::PNG;

pub async fn app() -> TestApp {
    let app = TestApp::new(|ports| fn_enterprise::FUNCTION.router(ports));
    for (code, name, children) in [
        ("44", "广东省", true),
        ("4401", "广州市", true),
        ("440106", "天河区", false),
    ] {
        regions::put(&app.ports, code, name, children)
            .await
            .unwrap();
    }
    app
}

/// A signed-in visitor (no enterprise) with a licence uploaded: (token, key).
pub async fn visitor_with_licence(app: &TestApp) -> (String, String, accounts::User) {
    let user = app.account("Visitor").await;
    let token = app.sign_in(&user.user_id).await;
    let stored = files::store(
        &app.ports,
        &files::user_owner(&user.user_id),
        &user.user_id,
        Purpose::License,
        "licence.png",
        "image/png",
        Bytes::from_static(PNG),
    )
    .await
    .unwrap();
    (token, stored.key, user)
}

pub fn create_body(name: &str, credit_code: &str, region: &str, licence: &str) -> String {
    format!(
        r#"{{"name":"{name}","creditCode":"{credit_code}","regionCode":"{region}","address":"天河路 1 号",
            "contactName":"王经理","contactPhone":"13912345678","licenseFileKey":"{licence}"}}"#
    )
}

/// A visitor who created a valid enterprise: its id and the owner's new token.
pub async fn created(app: &TestApp) -> (String, String) {
    let (token, licence, _) = visitor_with_licence(app).await;
    let code = verity_domain::enterprise::credit_code::generate();
    let answer = app
        .call_as(
            &token,
            "/api/base/enterprise/create",
            &create_body("Acme Trading Co", &code, "440106", &licence),
        )
        .await;
    assert_eq!(answer.code(), 0, "{:?}", answer.body);
    (
        answer.data()["enterpriseId"].as_str().unwrap().to_string(),
        answer.data()["sToken"].as_str().unwrap().to_string(),
    )
}

/// A platform operator's session.
pub async fn ops(app: &TestApp) -> String {
    app.platform_operator("Ops").await.token
}

/// `invitationSendCode`: a code for `phone` on the invitation link `s`.
pub async fn send_link_code(app: &TestApp, s: &str, phone: &str) -> Answer {
    let body = serde_json::json!({ "s": s, "phone": phone });
    app.call("/api/base/enterprise/invitationSendCode", &body.to_string())
        .await
}

/// `invitationCheckPhone`: `phone` and the `code` texted to it, on link `s`.
pub async fn check_link_phone(app: &TestApp, s: &str, phone: &str, code: &str) -> Answer {
    let body = serde_json::json!({ "s": s, "phone": phone, "code": code });
    app.call(
        "/api/base/enterprise/invitationCheckPhone",
        &body.to_string(),
    )
    .await
}

/// The digits of the newest text to `phone`: the code it carries.
pub async fn newest_code(app: &TestApp, phone: &str) -> String {
    let text = app.texts(phone).await.pop().expect("a text");
    text.chars().filter(char::is_ascii_digit).take(6).collect()
}

pub async fn post(app: &TestApp, token: &str, path: &str, body: &str) -> Answer {
    app.call_as(token, &format!("/api/base/enterprise/{path}"), body)
        .await
}
