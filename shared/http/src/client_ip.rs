//! The caller's network, for per-IP limits and for showing a QR sign-in's
//! requester to the confirming phone. Never logged; limits key it by a keyed
//! hash, and a QR ticket keeps it only for its 5 minutes.
//!
//! Sources, most trusted first: API Gateway's request context (Lambda), the
//! socket address (`ConnectInfo`, when the server provides it), and the
//! right-most `X-Forwarded-For` entry — the one the trusted proxy appended —
//! only when `VERITY_TRUST_FORWARDED_FOR` is set (entries to its left are
//! whatever the client claimed). IPv6 callers are grouped by their /64, the
//! block one subscriber gets. A caller with no address has no per-IP bucket
//! (`ClientIp(None)`): rather than one shared bucket any single client could
//! exhaust for everyone, the per-phone limits alone apply to it.

use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, FromRef, FromRequestParts};
use http::request::Parts;

use verity_core::ports::Ports;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientIp(pub Option<String>);

/// The bucket of an address: an IPv4 address, or the /64 of an IPv6 one.
pub fn network_of(text: &str) -> Option<String> {
    let ip: IpAddr = text.trim().parse().ok()?;
    Some(match ip {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => v4.to_string(),
            None => {
                let s = v6.segments();
                format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
            }
        },
    })
}

/// The right-most entry of an `X-Forwarded-For` value.
fn last_forwarded(header: &str) -> Option<&str> {
    header.rsplit(',').map(str::trim).find(|v| !v.is_empty())
}

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
            if let Some(net) = ctx.http.source_ip.as_deref().and_then(network_of) {
                return Ok(ClientIp(Some(net)));
            }
        }
        if let Some(ConnectInfo(addr)) = parts.extensions.get::<ConnectInfo<SocketAddr>>() {
            return Ok(ClientIp(network_of(&addr.ip().to_string())));
        }
        let ports = Ports::from_ref(state);
        if ports.auth.trust_forwarded_for {
            let forwarded = parts
                .headers
                .get("x-forwarded-for")
                .and_then(|v| v.to_str().ok())
                .and_then(last_forwarded)
                .and_then(network_of);
            return Ok(ClientIp(forwarded));
        }
        Ok(ClientIp(None))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ipv6_callers_are_grouped_by_their_64() {
        assert_eq!(
            network_of("2001:db8:1:2:aaaa:bbbb:cccc:dddd").as_deref(),
            Some("2001:db8:1:2::/64")
        );
        assert_eq!(
            network_of("2001:db8:1:2::1"),
            network_of("2001:db8:1:2:ffff::9")
        );
        assert_ne!(network_of("2001:db8:1:2::1"), network_of("2001:db8:1:3::1"));
        assert_eq!(
            network_of("::ffff:203.0.113.9").as_deref(),
            Some("203.0.113.9")
        );
        assert_eq!(network_of("203.0.113.9").as_deref(), Some("203.0.113.9"));
        assert_eq!(network_of("not an address"), None);
    }

    #[test]
    fn the_proxy_appended_entry_is_the_right_most() {
        assert_eq!(last_forwarded("6.6.6.6, 203.0.113.9"), Some("203.0.113.9"));
        assert_eq!(last_forwarded("203.0.113.9"), Some("203.0.113.9"));
        assert_eq!(
            last_forwarded("1.1.1.1, 203.0.113.9 , "),
            Some("203.0.113.9")
        );
        assert_eq!(last_forwarded(""), None);
    }
}
