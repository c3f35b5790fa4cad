//! The SPA's public origin, for links the server hands out (QR payloads,
//! the candidate's consent link in an SMS).

use http::HeaderMap;
use verity_core::ports::Ports;

/// A syntactically safe origin (`http(s)://host[:port]`), or `None`.
fn clean_origin(text: &str) -> Option<String> {
    let text = text.trim().trim_end_matches('/');
    let rest = text
        .strip_prefix("https://")
        .or_else(|| text.strip_prefix("http://"))?;
    let ok = !rest.is_empty()
        && rest.len() <= 255
        && rest
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b':' | b'[' | b']'));
    ok.then(|| text.to_string())
}

/// The SPA's origin: `VERITY_PUBLIC_BASE`, else the request's Origin,
/// Referer or Host (with X-Forwarded-Proto).
pub fn public_base(ports: &Ports, headers: &HeaderMap) -> String {
    if let Some(base) = &ports.auth.public_base {
        return base.clone();
    }
    let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    if let Some(origin) = header("origin").and_then(clean_origin) {
        return origin;
    }
    if let Some(referer) = header("referer") {
        let scheme_end = referer.find("://").map(|i| i + 3).unwrap_or(0);
        let end = referer[scheme_end..]
            .find(['/', '?', '#'])
            .map(|i| i + scheme_end)
            .unwrap_or(referer.len());
        if let Some(origin) = clean_origin(&referer[..end]) {
            return origin;
        }
    }
    let proto = match header("x-forwarded-proto") {
        Some("https") => "https",
        _ => "http",
    };
    header("host")
        .and_then(|h| clean_origin(&format!("{proto}://{h}")))
        .unwrap_or_else(|| "http://localhost".into())
}
