//! The caller's IP address, for per-IP limits. Never logged and never stored
//! in clear: limits key it by a keyed hash.
//!
//! Sources, most trusted first: API Gateway's request context (Lambda), the
//! socket address (`ConnectInfo`, when the server provides it), the first
//! `X-Forwarded-For` entry only when `VERITY_TRUST_FORWARDED_FOR` is set, and
//! otherwise `"unknown"` (all such callers then share one counter).

use std::convert::Infallible;
use std::net::SocketAddr;

use axum::extract::{ConnectInfo, FromRef, FromRequestParts};
use http::request::Parts;

use verity_core::ports::Ports;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientIp(pub String);

impl<S> FromRequestParts<S> for ClientIp
where
    Ports: FromRef<S>,
    S: Send + Sync,
{
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        if let Some(lambda_http::request::RequestContext::ApiGatewayV2(ctx)) =
            parts
                .extensions
                .get::<lambda_http::request::RequestContext>()
        {
            if let Some(ip) = ctx.http.source_ip.as_deref().filter(|ip| !ip.is_empty()) {
                return Ok(ClientIp(ip.to_string()));
            }
        }
        if let Some(ConnectInfo(addr)) = parts.extensions.get::<ConnectInfo<SocketAddr>>() {
            return Ok(ClientIp(addr.ip().to_string()));
        }
        let ports = Ports::from_ref(state);
        if ports.auth.trust_forwarded_for {
            if let Some(first) = parts
                .headers
                .get("x-forwarded-for")
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.split(',').next())
                .map(str::trim)
                .filter(|v| !v.is_empty() && v.len() <= 64)
            {
                return Ok(ClientIp(first.to_string()));
            }
        }
        Ok(ClientIp("unknown".into()))
    }
}
