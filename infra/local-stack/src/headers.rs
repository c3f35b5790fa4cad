//! What the local stack (and, in AWS, the CDN's response-headers policy)
//! adds to every answer: a strict Content-Security-Policy, no MIME sniffing,
//! no referrer beyond the origin, no framing; hashed assets cached for good,
//! the rest revalidated; compression where the browser accepts it.

use axum::extract::Request;
use axum::middleware::Next;
use axum::response::Response;
use http::header::{self, HeaderValue};

/// antd injects its styles at run time (`style-src 'unsafe-inline'`); QR codes
/// are drawn as data URLs. Nothing else is loaded from anywhere but the origin.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
     style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; \
     connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; \
     frame-ancestors 'none'";

pub async fn secure(request: Request, next: Next) -> Response {
    // Vite names built assets by content hash under /assets/.
    let hashed = request.uri().path().starts_with("/assets/");
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    let set = |headers: &mut http::HeaderMap, name: header::HeaderName, value: &'static str| {
        headers.insert(name, HeaderValue::from_static(value));
    };
    set(
        headers,
        header::CONTENT_SECURITY_POLICY,
        CONTENT_SECURITY_POLICY,
    );
    set(headers, header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    set(
        headers,
        header::REFERRER_POLICY,
        "strict-origin-when-cross-origin",
    );
    set(headers, header::X_FRAME_OPTIONS, "DENY");
    if !headers.contains_key(header::CACHE_CONTROL) {
        let cache = if hashed && response.status().is_success() {
            "public, max-age=31536000, immutable"
        } else {
            "no-cache"
        };
        set(response.headers_mut(), header::CACHE_CONTROL, cache);
    }
    response
}
