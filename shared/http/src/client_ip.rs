//! The caller's network, for per-IP limits and for showing a QR sign-in's
//! requester to the confirming phone. Never logged; limits key it by a keyed
//! hash, and a QR ticket keeps it only for its 5 minutes.
//!
//! Behind the CDN every request reaches API Gateway from an edge server, so
//! the source address is the edge's: one bucket for everyone that edge
//! serves. The CDN adds `X-Verity-Edge-Key` (a secret shared with the
//! functions as `VERITY_EDGE_KEY`) and `CloudFront-Viewer-Address`
//! (`ip:port`, the person's); only a request carrying the right key (compared
//! in constant time) is taken at its viewer address, so a caller that calls
//! the API directly cannot choose its own bucket by sending that header.
//!
//! Otherwise, most trusted first: API Gateway's request context (Lambda), the
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

/// The address of a `CloudFront-Viewer-Address` value (`ip:port`; an IPv6
/// address is not bracketed, so the port is after the last colon).
fn viewer_address(header: &str) -> Option<&str> {
    let (ip, port) = header.trim().rsplit_once(':')?;
    port.parse::<u16>().ok()?;
    Some(ip.trim_start_matches('[').trim_end_matches(']'))
}

/// The viewer's network, when the request came through the CDN (it carries
/// the edge key this deployment was given).
fn through_edge(parts: &Parts, edge_key: Option<&str>) -> Option<String> {
    let expected = edge_key.filter(|k| !k.is_empty())?;
    let sent = parts.headers.get("x-verity-edge-key")?.to_str().ok()?;
    if !verity_core::pii::constant_time_eq(sent, expected) {
        return None;
    }
    let viewer = parts
        .headers
        .get("cloudfront-viewer-address")?
        .to_str()
        .ok()?;
    network_of(viewer_address(viewer)?)
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
        let ports = Ports::from_ref(state);
        if let Some(net) = through_edge(parts, ports.auth.edge_key.as_deref()) {
            return Ok(ClientIp(Some(net)));
        }
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

    fn request(headers: &[(&str, &str)]) -> Parts {
        let mut builder = http::Request::builder().uri("/api/base/sms/sendVerifyCode");
        for (name, value) in headers {
            builder = builder.header(*name, *value);
        }
        builder.body(()).unwrap().into_parts().0
    }

    const KEY: &str = "edge-key-edge-key-edge-key-0123";

    #[test]
    fn the_viewer_address_is_split_at_its_last_colon() {
        assert_eq!(viewer_address("203.0.113.9:46532"), Some("203.0.113.9"));
        assert_eq!(
            viewer_address("2001:db8:1:2:aaaa:bbbb:cccc:dddd:443"),
            Some("2001:db8:1:2:aaaa:bbbb:cccc:dddd")
        );
        assert_eq!(viewer_address("[2001:db8::1]:443"), Some("2001:db8::1"));
        assert_eq!(viewer_address("203.0.113.9"), None, "no port");
        assert_eq!(viewer_address("203.0.113.9:port"), None);
    }

    #[test]
    fn behind_the_cdn_the_viewer_is_the_client() {
        let parts = request(&[
            ("x-verity-edge-key", KEY),
            ("cloudfront-viewer-address", "203.0.113.9:46532"),
        ]);
        assert_eq!(
            through_edge(&parts, Some(KEY)).as_deref(),
            Some("203.0.113.9")
        );
        let v6 = request(&[
            ("x-verity-edge-key", KEY),
            ("cloudfront-viewer-address", "2001:db8:1:2::7:51234"),
        ]);
        assert_eq!(
            through_edge(&v6, Some(KEY)).as_deref(),
            Some("2001:db8:1:2::/64")
        );
    }

    #[test]
    fn a_viewer_address_without_the_right_key_is_ignored() {
        let spoofed = |key: Option<&str>| {
            let mut headers = vec![("cloudfront-viewer-address", "198.51.100.1:1234")];
            if let Some(k) = key {
                headers.push(("x-verity-edge-key", k));
            }
            request(&headers)
        };
        assert_eq!(through_edge(&spoofed(None), Some(KEY)), None);
        assert_eq!(through_edge(&spoofed(Some("guess")), Some(KEY)), None);
        let almost = format!("{}X", &KEY[..KEY.len() - 1]);
        assert_eq!(through_edge(&spoofed(Some(&almost)), Some(KEY)), None);
        // A deployment without an edge key trusts no viewer header at all.
        assert_eq!(through_edge(&spoofed(Some(KEY)), None), None);
        assert_eq!(through_edge(&spoofed(Some("")), Some("")), None);
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
