//! The language of `msg`: chosen per request from `Accept-Language` (zh-CN
//! unless the first preference is English), held in a task-local for the
//! request's handler, and used when an error is turned into its envelope.

use axum::extract::Request;
use axum::middleware::Next;
use axum::response::Response;

pub use verity_core::text::Lang;

tokio::task_local! {
    static LANG: Lang;
}

/// The language of the request being handled (zh-CN outside a request).
pub fn current() -> Lang {
    LANG.try_with(|l| *l).unwrap_or(Lang::ZhCn)
}

/// Middleware: runs the rest of the request with its language set.
pub async fn negotiate(request: Request, next: Next) -> Response {
    let lang = Lang::from_accept_language(
        request
            .headers()
            .get(http::header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok()),
    );
    LANG.scope(lang, next.run(request)).await
}
