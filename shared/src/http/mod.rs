//! HTTP glue shared by every function: envelope, errors, extractors, and the
//! layers every router gets.

pub mod envelope;
pub mod error;
pub mod json;

pub use envelope::{ApiResult, Envelope, Reply};
pub use error::{ApiError, ErrorCode};
pub use json::ApiJson;

use std::any::Any;

use axum::extract::DefaultBodyLimit;
use axum::response::{IntoResponse, Response};
use axum::Router;
use tower_http::catch_panic::CatchPanicLayer;

/// A function's whole router: its routes with the shared layers and an
/// envelope answer for unknown paths.
pub fn finish(routes: Router) -> Router {
    with_layers(routes.fallback(|| async { ApiError::new(ErrorCode::RouteNotFound) }))
}

/// What every router needs: envelope answers for wrong methods, a body cap,
/// and panics turned into envelopes. The local stack applies it to the merged
/// routes of every function.
pub fn with_layers(router: Router) -> Router {
    router
        .method_not_allowed_fallback(|| async { ApiError::new(ErrorCode::MethodNotAllowed) })
        .layer(DefaultBodyLimit::max(json::MAX_JSON_BODY))
        .layer(CatchPanicLayer::custom(panic_response))
}

fn panic_response(_: Box<dyn Any + Send + 'static>) -> Response {
    tracing::error!("handler panicked");
    ApiError::new(ErrorCode::Internal).into_response()
}
