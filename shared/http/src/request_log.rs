//! One structured log line per request a function's router answers (the
//! Lambda entry point's router, [`crate::Function::router`]): the route's
//! template (`/api/base/user/loginInfo`, `/x/{id}`), never the raw path, the
//! method, the HTTP status, the envelope's code, the latency and the request
//! id. Never the body, the query string or a header: they carry phones, ID
//! numbers and names. In Lambda the line is JSON (`telemetry::init`).

use std::time::Instant;

use axum::extract::{MatchedPath, Request};
use axum::middleware::Next;
use axum::response::Response;
use axum::Router;

/// The code of the envelope a response carries, set where envelopes are
/// made ([`crate::Reply`], [`crate::ApiError`]) so nothing reads the body.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EnvelopeCode(pub i32);

/// The template of the route that answered, handed outwards on the response.
#[derive(Clone)]
struct Route(MatchedPath);

/// What a request that matched no route is logged as.
pub const UNMATCHED: &str = "(unmatched)";

/// Marks each route's responses with its template (inside the routing, where
/// the template is known); call before the fallback and the outer layers.
pub fn mark_routes(routes: Router) -> Router {
    routes.route_layer(axum::middleware::from_fn(mark))
}

async fn mark(request: Request, next: Next) -> Response {
    let route = request.extensions().get::<MatchedPath>().cloned();
    let mut response = next.run(request).await;
    if let Some(route) = route {
        response.extensions_mut().insert(Route(route));
    }
    response
}

/// The outermost layer: times the request and writes its line.
pub async fn line(request: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = request.method().clone();
    let request_id = request_id(&request);
    let response = next.run(request).await;
    let route = response.extensions().get::<Route>();
    tracing::info!(
        target: "verity::request",
        route = route.map_or(UNMATCHED, |r| r.0.as_str()),
        method = method.as_str(),
        status = response.status().as_u16(),
        code = response.extensions().get::<EnvelopeCode>().map(|c| c.0),
        latency_ms = started.elapsed().as_millis() as u64,
        request_id = request_id.as_deref(),
        "request"
    );
    response
}

/// Lambda's request id (the one in its own log lines), else API Gateway's.
fn request_id(request: &Request) -> Option<String> {
    if let Some(context) = request.extensions().get::<lambda_http::Context>() {
        return Some(context.request_id.clone());
    }
    match request
        .extensions()
        .get::<lambda_http::request::RequestContext>()
    {
        Some(lambda_http::request::RequestContext::ApiGatewayV2(ctx)) => ctx.request_id.clone(),
        _ => None,
    }
}
