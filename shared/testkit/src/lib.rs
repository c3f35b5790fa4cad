//! What every function's tests use: embedded ports in a temp folder, calls to
//! a router in-process (no socket), the outbox, fixtures built through the
//! domain.

pub use verity_adapters::embedded::{for_tests, for_tests_with_clock, test_settings};

use axum::body::Body;
use axum::Router;
use http::{Request, StatusCode};
use serde_json::Value;
use tower::ServiceExt;

/// The answer of one call: HTTP status and the parsed JSON body.
pub struct Answer {
    pub status: StatusCode,
    pub body: Value,
}

impl Answer {
    pub fn code(&self) -> i64 {
        self.body["code"]
            .as_i64()
            .expect("an envelope with a numeric code")
    }

    pub fn data(&self) -> &Value {
        &self.body["data"]
    }
}

/// Sends a raw request and reads the envelope.
pub async fn send(router: &Router, request: Request<Body>) -> Answer {
    let response = router
        .clone()
        .oneshot(request)
        .await
        .expect("routers are infallible");
    let status = response.status();
    let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .expect("a readable body");
    let body = serde_json::from_slice(&bytes)
        .unwrap_or_else(|_| panic!("not JSON ({status}): {}", String::from_utf8_lossy(&bytes)));
    Answer { status, body }
}

/// POSTs a JSON body (given as text, so tests can send malformed JSON too).
pub async fn post(router: &Router, path: &str, json: &str) -> Answer {
    post_with(router, path, json, None).await
}

/// POSTs a JSON body with an optional bearer token.
pub async fn post_with(router: &Router, path: &str, json: &str, token: Option<&str>) -> Answer {
    let mut builder = Request::post(path).header("content-type", "application/json");
    if let Some(t) = token {
        builder = builder.header("authorization", format!("Bearer {t}"));
    }
    send(router, builder.body(Body::from(json.to_string())).unwrap()).await
}

/// GETs a path with an optional bearer token.
pub async fn get(router: &Router, path: &str, token: Option<&str>) -> Answer {
    let mut builder = Request::get(path);
    if let Some(t) = token {
        builder = builder.header("authorization", format!("Bearer {t}"));
    }
    send(router, builder.body(Body::empty()).unwrap()).await
}

/// Texts the embedded outbox holds for a phone, oldest first. Sending awaits
/// the write and its flush, so a text is here once its call has answered.
pub async fn outbox_texts(ports: &verity_core::ports::Ports, phone: &str) -> Vec<String> {
    let outbox = ports.outbox.as_ref().expect("embedded SMS adapter");
    outbox
        .messages_to(phone)
        .await
        .expect("a readable outbox")
        .into_iter()
        .map(|m| m.text)
        .collect()
}
