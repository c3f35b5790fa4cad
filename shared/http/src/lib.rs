//! The HTTP surface every function shares: the `{code, msg, data}` envelope,
//! the error catalogue and the one place domain errors are mapped to it,
//! extractors (JSON body, session, client IP), the layers every router gets,
//! and starting a router in Lambda.

pub mod answers;
pub mod client_ip;
pub mod envelope;
pub mod error;
pub mod errors;
pub mod function;
pub mod json;
pub mod lang;
pub mod link;
pub mod origin;
pub mod paging;
pub mod request_log;
pub mod role_rights;
pub mod session;
#[cfg(feature = "sheet")]
pub mod sheet;
pub mod telemetry;
pub mod upload;
pub mod verdict;

pub use answers::{Answering, Callers};
pub use client_ip::ClientIp;
pub use envelope::{ApiResult, Envelope, Reply};
pub use error::{ApiError, ErrorCode};
pub use function::Function;
pub use json::ApiJson;
pub use session::{BearerToken, MeSession, Session};

use std::any::Any;

// The panic layer answers only if panics unwind (docs/architecture.md).
#[cfg(panic = "abort")]
compile_error!(
    "verity-http needs panic = \"unwind\": with abort a handler's panic kills the process \
     instead of answering the 9999 envelope"
);

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
        // Outermost: every envelope of the request, panics' too, in its language.
        .layer(axum::middleware::from_fn(lang::negotiate))
}

fn panic_response(_: Box<dyn Any + Send + 'static>) -> Response {
    tracing::error!("handler panicked");
    ApiError::new(ErrorCode::Internal).into_response()
}
