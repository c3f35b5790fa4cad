//! A function's router as Lambda serves it (`Function::router`): panics
//! answered and survived, the key kept from functions that do not declare
//! it, the upload cap, one log line per request without PII. A test
//! function of its own, over embedded ports.

mod panics;
mod request_log;
mod uploads;

use axum::body::Body;
use axum::extract::State;
use http::Request;
use http_body_util::BodyExt;
use serde_json::Value;
use utoipa_axum::router::OpenApiRouter;
use verity_core::ports::{Needs, Ports};
use verity_http::{ApiResult, Function, Reply};

pub const PHONE: &str = "13812345678";

async fn ok() -> ApiResult<&'static str> {
    Ok(Reply("fine"))
}

async fn boom() -> ApiResult<()> {
    panic!("a handler bug whose message holds {PHONE}")
}

async fn hash(State(ports): State<Ports>) -> ApiResult<String> {
    Ok(Reply(ports.pii.lookup_hash("phone", PHONE)))
}

async fn by_phone(axum::extract::Path(_phone): axum::extract::Path<String>) -> ApiResult<()> {
    Err(verity_http::ApiError::invalid(
        "phone",
        verity_core::text::Text::new("is not known here", "此处无此号码"),
    ))
}

async fn upload(
    form: Result<axum::extract::Multipart, axum::extract::multipart::MultipartRejection>,
) -> ApiResult<usize> {
    let (_, file) = verity_http::upload::read(form, "purpose").await?;
    Ok(Reply(file.bytes.len()))
}

fn routes(ports: Ports) -> OpenApiRouter {
    use axum::routing::post;
    OpenApiRouter::new()
        .route("/api/base/test/ok", post(ok))
        .route("/api/base/test/boom", post(boom))
        .route("/api/base/test/hash", post(hash))
        .route("/api/base/test/phone/{phone}", post(by_phone))
        .route("/api/base/test/upload", post(upload))
        .layer(axum::extract::DefaultBodyLimit::max(
            verity_http::upload::BODY_MAX,
        ))
        .with_state(ports)
}

pub static WITH_KEY: Function = Function {
    name: "test",
    needs: Needs::TABLE,
    routes,
    seed: None,
};

pub static WITHOUT_KEY: Function = Function {
    name: "test",
    needs: Needs::TABLE.without_secret(),
    routes,
    seed: None,
};

pub fn router(function: &Function) -> (axum::Router, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let ports = verity_adapters::embedded::for_tests(dir.path());
    (function.router(ports), dir)
}

/// Sends a request; answers the HTTP status and the envelope.
pub async fn send(router: &axum::Router, request: Request<Body>) -> (u16, Value) {
    use tower::ServiceExt;
    let response = router.clone().oneshot(request).await.unwrap();
    let status = response.status().as_u16();
    let body = response.into_body().collect().await.unwrap().to_bytes();
    (status, serde_json::from_slice(&body).unwrap_or(Value::Null))
}

pub async fn post(router: &axum::Router, path: &str, body: &str) -> (u16, Value) {
    let request = Request::post(path)
        .header("content-type", "application/json")
        .body(Body::from(body.to_string()))
        .unwrap();
    send(router, request).await
}
