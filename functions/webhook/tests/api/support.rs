//! Fixtures: the routers, a loopback receiver, orders run to their end.
#![allow(dead_code)]

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::service::service_fn;
use hyper::{Request, Response};
use hyper_util::rt::TokioIo;
use serde_json::{json, Value};
use verity_adapters::webhooks::{HttpSender, MappedResolver};
use verity_core::events::DomainEvent;
use verity_core::ports::Ports;
use verity_domain::files::{self, Purpose};
use verity_testkit::{Answer, Member, TestApp};

pub fn routes(ports: Ports) -> axum::Router {
    let mut router = fn_webhook::FUNCTION.parts(ports.clone()).0;
    for f in [
        &fn_order::FUNCTION,
        &fn_candidate::FUNCTION,
        &fn_report::FUNCTION,
        &fn_notice::FUNCTION,
    ] {
        router = router.merge(f.parts(ports.clone()).0);
    }
    verity_http::finish(router)
}

/// The test configuration: loopback receivers allowed.
pub fn app() -> TestApp {
    TestApp::with_ports(|p| p.webhooks = Arc::new(HttpSender::new(true)), routes)
}

/// A stage's configuration (public addresses only), with names mapped by hand.
pub fn strict_app(resolver: MappedResolver) -> TestApp {
    TestApp::with_ports(
        |p| p.webhooks = Arc::new(HttpSender::new(false).with_resolver(resolver)),
        routes,
    )
}

pub async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> Answer {
    app.call_as(token, &format!("/api/base/{path}"), &body.to_string())
        .await
}

/// A call that must succeed: its data.
pub async fn ok(app: &TestApp, token: &str, path: &str, body: Value) -> Value {
    let a = post(app, token, path, body).await;
    assert_eq!(a.code(), 0, "{path}: {:?}", a.body);
    a.data().clone()
}

/// The minute sweep, as the schedule runs it.
pub async fn sweep(app: &TestApp) {
    app.ports
        .events
        .publish(DomainEvent::new("orders.sweep", json!({})))
        .await
        .unwrap();
    app.ports.events.drained().await;
}

/// One request the receiver got.
#[derive(Debug, Clone)]
pub struct Received {
    pub headers: HashMap<String, String>,
    pub body: String,
}

impl Received {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap()
    }
    pub fn header(&self, name: &str) -> &str {
        self.headers.get(name).map(String::as_str).unwrap_or("")
    }
}

/// A real HTTP server on 127.0.0.1: records each request, answers the
/// queued status codes in turn (then 200).
#[derive(Clone)]
pub struct Receiver {
    pub url: String,
    got: Arc<Mutex<Vec<Received>>>,
    answers: Arc<Mutex<VecDeque<u16>>>,
}

impl Receiver {
    pub async fn start() -> Receiver {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let receiver = Receiver {
            url: format!("http://127.0.0.1:{port}/hooks/verity"),
            got: Arc::default(),
            answers: Arc::default(),
        };
        let r = receiver.clone();
        tokio::spawn(async move {
            loop {
                let Ok((stream, _)) = listener.accept().await else {
                    return;
                };
                let r = r.clone();
                tokio::spawn(async move {
                    let service = service_fn(move |req: Request<Incoming>| {
                        let r = r.clone();
                        async move { Ok::<_, hyper::Error>(r.answer(req).await) }
                    });
                    let _ = hyper::server::conn::http1::Builder::new()
                        .serve_connection(TokioIo::new(stream), service)
                        .await;
                });
            }
        });
        receiver
    }

    async fn answer(&self, req: Request<Incoming>) -> Response<Full<Bytes>> {
        let headers = req
            .headers()
            .iter()
            .map(|(k, v)| (k.as_str().to_string(), v.to_str().unwrap_or("").to_string()))
            .collect();
        let body = req.into_body().collect().await.unwrap().to_bytes();
        self.got.lock().unwrap().push(Received {
            headers,
            body: String::from_utf8(body.to_vec()).unwrap(),
        });
        let status = self.answers.lock().unwrap().pop_front().unwrap_or(200);
        Response::builder()
            .status(status)
            .body(Full::new(Bytes::from_static(b"thanks")))
            .unwrap()
    }

    /// The next requests get these codes, in turn.
    pub fn answer_next(&self, codes: &[u16]) {
        self.answers.lock().unwrap().extend(codes);
    }

    pub fn received(&self) -> Vec<Received> {
        self.got.lock().unwrap().clone()
    }

    /// The `type` of each body received, in order.
    pub fn types(&self) -> Vec<String> {
        self.received()
            .iter()
            .map(|r| r.json()["type"].as_str().unwrap().to_string())
            .collect()
    }
}

/// An endpoint of the member's enterprise for `events`: (endpointId, secret).
pub async fn endpoint(app: &TestApp, m: &Member, url: &str, events: &[&str]) -> (String, String) {
    let d = ok(
        app,
        &m.token,
        "webhook/create",
        json!({"url": url, "events": events}),
    )
    .await;
    (
        d["endpointId"].as_str().unwrap().to_string(),
        d["secret"].as_str().unwrap().to_string(),
    )
}

pub const ORDER_LIFE: &[&str] = &[
    "order.created",
    "order.authorized",
    "order.completed",
    "order.canceled",
    "order.suspended",
    "report.updated",
    "report.disputed",
];

/// The endpoint's deliveries, newest first.
pub async fn deliveries(app: &TestApp, m: &Member, endpoint_id: &str) -> Vec<Value> {
    ok(
        app,
        &m.token,
        "webhook/deliveries",
        json!({"endpointId": endpoint_id, "pageSize": 100}),
    )
    .await["items"]
        .as_array()
        .unwrap()
        .clone()
}

pub use verity_testkit::PNG;

/// An offline order (consent on file) placed by `by` and run to its end: its id.
pub async fn completed_order(app: &TestApp, by: &Member, package_id: &str, n: u32) -> String {
    let file = files::store(
        &app.ports,
        &files::enterprise_owner(&by.enterprise_id),
        &by.user_id,
        Purpose::Consent,
        "signed.png",
        "image/png",
        bytes::Bytes::from(PNG.to_vec()),
    )
    .await
    .unwrap()
    .key;
    let created = ok(
        app,
        &by.token,
        "order/create",
        json!({
            "packageId": package_id,
            "candidate": {"name": "张三", "phone": "13900001111", "idNumber": "110101199003078515"},
            "authMode": "offline",
            "consentFileKey": file,
            "idempotencyKey": format!("webhook-order-{n:04}-abcdef"),
            "confirmDuplicate": true,
        }),
    )
    .await;
    app.ports.events.drained().await;
    created["orderId"].as_str().unwrap().to_string()
}
