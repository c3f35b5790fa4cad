//! Fixtures: an enterprise ready to order, orders placed and moved through
//! the order and candidate routes, a provider the tests can hold mid-item.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::sync::Arc;

use async_trait::async_trait;
use serde_json::{json, Value};
use tokio::sync::Semaphore;
use verity_adapters::sandbox::SandboxProvider;
use verity_core::ports::Ports;
use verity_core::provider::{
    Finding, IdentityOutcome, IdentityQuery, Provider, ProviderError, ScreeningQuery,
};
use verity_testkit::{Answer, Member, TestApp};

pub fn routes(ports: Ports) -> axum::Router {
    let (home, _) = fn_home::FUNCTION.parts(ports.clone());
    let (orders, _) = fn_order::FUNCTION.parts(ports.clone());
    let (candidate, _) = fn_candidate::FUNCTION.parts(ports);
    verity_http::finish(home.merge(orders).merge(candidate))
}

pub fn app() -> TestApp {
    TestApp::new(routes)
}

/// The sandbox provider, except: a candidate whose phone ends in `5555`
/// waits at its item until the test lets it go (the order stays in
/// progress meanwhile), and one ending in `8888` cannot be screened (the
/// order is suspended).
#[derive(Clone)]
pub struct Held {
    /// A permit for each item that reached the provider and waits.
    pub entered: Arc<Semaphore>,
    /// The test adds a permit for each item it lets go.
    pub release: Arc<Semaphore>,
}

impl Held {
    pub fn new() -> Self {
        Held {
            entered: Arc::new(Semaphore::new(0)),
            release: Arc::new(Semaphore::new(0)),
        }
    }

    /// Waits until an item is held at the provider.
    pub async fn until_held(&self) {
        self.entered.acquire().await.unwrap().forget();
    }

    pub fn let_go(&self) {
        self.release.add_permits(1);
    }
}

#[async_trait]
impl Provider for Held {
    async fn check_identity(&self, q: &IdentityQuery) -> Result<IdentityOutcome, ProviderError> {
        SandboxProvider::default().check_identity(q).await
    }

    async fn screen(&self, q: &ScreeningQuery) -> Result<Finding, ProviderError> {
        if q.phone.ends_with("5555") {
            self.entered.add_permits(1);
            self.release.acquire().await.unwrap().forget();
        }
        if q.phone.ends_with("8888") {
            return Err(ProviderError::NeedsInformation(
                "the candidate's former name".into(),
            ));
        }
        SandboxProvider::default().screen(q).await
    }
}

/// An app whose provider is `held`'s.
pub fn held_app(held: &Held) -> TestApp {
    let provider = held.clone();
    TestApp::with_ports(move |ports| ports.provider = Arc::new(provider), routes)
}

pub async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> Answer {
    app.call_as(token, &format!("/api/base/{path}"), &body.to_string())
        .await
}

/// `home/summary` without waiting for the processor (an item may be held).
pub async fn summary(app: &TestApp, token: &str) -> Value {
    let a =
        verity_testkit::post_with(&app.router, "/api/base/home/summary", "{}", Some(token)).await;
    assert_eq!(a.code(), 0, "{:?}", a.body);
    a.data().clone()
}

/// An owner of a certified enterprise with a one-item package (identity)
/// and a balance for many orders.
pub async fn ready(app: &TestApp) -> (Member, String) {
    let r = app.ready_to_order(&[("identity", 1)], 10_000_000).await;
    (r.owner, r.package_id)
}

/// A valid ID number of its own for each phone.
pub fn id_for(phone: &str) -> String {
    let first17 = format!("1101011990{}", &phone[phone.len() - 7..]);
    let check = verity_core::provider::id_check_char(&first17).unwrap();
    format!("{first17}{check}")
}

/// How the candidate consents to a new order.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Consent {
    /// A link texted to the candidate: the order awaits authorization.
    Sms,
    /// A signed paper on file: the processor runs it at once.
    Offline,
}

pub fn order_body(package_id: &str, phone: &str, consent: Consent, file: Option<&str>) -> Value {
    let mut body = json!({
        "packageId": package_id,
        "candidate": {"name": "张三", "phone": phone, "idNumber": id_for(phone)},
        "authMode": "sms",
        "idempotencyKey": format!("home-order-{phone}-abcdef"),
        "confirmDuplicate": true,
    });
    if consent == Consent::Offline {
        body["authMode"] = json!("offline");
        body["consentFileKey"] = json!(file.expect("a consent file"));
    }
    body
}

/// Places an order through `order/create`; the processor has handled its
/// events when this returns. Answers the order id.
pub async fn place(
    app: &TestApp,
    owner: &Member,
    package_id: &str,
    phone: &str,
    consent: Consent,
) -> String {
    let file = match consent {
        Consent::Offline => Some(app.consent_file(owner).await),
        Consent::Sms => None,
    };
    let a = post(
        app,
        &owner.token,
        "order/create",
        order_body(package_id, phone, consent, file.as_deref()),
    )
    .await;
    assert_eq!(a.code(), 0, "{:?}", a.body);
    a.data()["orderId"].as_str().unwrap().to_string()
}

/// As [`place`], without waiting for the processor (its item may be held).
pub async fn place_unwaited(
    app: &TestApp,
    owner: &Member,
    package_id: &str,
    phone: &str,
) -> String {
    let file = app.consent_file(owner).await;
    let body = order_body(package_id, phone, Consent::Offline, Some(&file));
    let a = verity_testkit::post_with(
        &app.router,
        "/api/base/order/create",
        &body.to_string(),
        Some(&owner.token),
    )
    .await;
    assert_eq!(a.code(), 0, "{:?}", a.body);
    a.data()["orderId"].as_str().unwrap().to_string()
}

pub async fn cancel(app: &TestApp, owner: &Member, order_id: &str) -> Answer {
    post(
        app,
        &owner.token,
        "order/cancel",
        json!({ "orderId": order_id }),
    )
    .await
}

/// The candidate signs the consent texted to `phone`; the processor then
/// runs the order.
pub async fn consent_by_phone(app: &TestApp, phone: &str) {
    let text = app.texts(phone).await.pop().expect("a consent text");
    let s = text[text.find("s=").expect("a link") + 2..]
        .trim()
        .to_string();
    let token = app.share_token(&s, phone).await;
    let signed = post(
        app,
        &token,
        "candidate/sign",
        json!({ "s": s, "agree": true, "signaturePng": SIGNATURE }),
    )
    .await;
    assert_eq!(signed.code(), 0, "{:?}", signed.body);
}

/// A 1×1 PNG as the drawn signature.
pub const SIGNATURE: &str = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/// The status of an order, read from the order's own record.
pub async fn status_of(app: &TestApp, owner: &Member, order_id: &str) -> String {
    let a = post(
        app,
        &owner.token,
        "order/detail",
        json!({ "orderId": order_id }),
    )
    .await;
    assert_eq!(a.code(), 0, "{:?}", a.body);
    a.data()["status"].as_str().unwrap().to_string()
}

/// Every order of the enterprise by status, counted from `order/list`.
pub async fn listed_by_status(app: &TestApp, owner: &Member) -> BTreeMap<String, i64> {
    let mut counts = BTreeMap::new();
    let mut cursor: Option<String> = None;
    loop {
        let page = post(
            app,
            &owner.token,
            "order/list",
            json!({ "pageSize": 100, "cursor": cursor }),
        )
        .await;
        assert_eq!(page.code(), 0, "{:?}", page.body);
        for o in page.data()["items"].as_array().unwrap() {
            *counts
                .entry(o["status"].as_str().unwrap().to_string())
                .or_insert(0) += 1;
        }
        match page.data()["cursor"].as_str() {
            Some(c) => cursor = Some(c.to_string()),
            None => return counts,
        }
    }
}

/// `ordersThisMonth` as (status, count) pairs in the list's spelling, zeros left out.
pub fn month_by_status(summary: &Value) -> BTreeMap<String, i64> {
    let m = &summary["ordersThisMonth"];
    [
        ("awaiting_authorization", "awaitingAuthorization"),
        ("authorized", "authorized"),
        ("in_progress", "inProgress"),
        ("completed", "completed"),
        ("canceled", "canceled"),
        ("expired", "expired"),
        ("suspended", "suspended"),
    ]
    .into_iter()
    .map(|(status, field)| (status.to_string(), m[field].as_i64().unwrap()))
    .filter(|(_, n)| *n != 0)
    .collect()
}

/// The day entry of the summary's series for `date`.
pub fn day<'a>(summary: &'a Value, date: &str) -> &'a Value {
    summary["daily"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["date"] == date)
        .unwrap_or_else(|| panic!("{date} in the series"))
}
