//! The WebhookSender port: one signed POST to an enterprise's endpoint, and
//! the check of an endpoint's URL (its host must resolve only to public
//! addresses). The HTTP adapter (`verity_adapters::webhooks`) resolves the
//! host once, refuses any non-public address and connects to the address it
//! checked (no second resolution: DNS rebinding); the domain
//! (`verity_domain::webhooks`) signs, records and retries.
//!
//! What is shared by both sides lives here and has no I/O: the URL's parse
//! ([`WebhookUrl::parse`]) and the address rule ([`is_public`]).

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use async_trait::async_trait;

/// The longest URL an endpoint may have.
pub const MAX_URL_CHARS: usize = 2048;

/// A request to send: the body is sent as these exact bytes (the signature
/// covers them).
#[derive(Debug, Clone)]
pub struct Outgoing {
    pub url: String,
    pub headers: Vec<(&'static str, String)>,
    pub body: String,
}

/// The receiver's answer: its status code and how long it took.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Answered {
    pub status: u16,
    pub latency_ms: u64,
}

/// Why nothing (or no answer) came back. The texts are short and never echo
/// a response body.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SendError {
    /// The URL or an address its host resolves to is not allowed (`why`).
    #[error("refused: {0}")]
    Refused(String),
    /// Resolution, connection, TLS or the exchange failed, or timed out.
    #[error("{0}")]
    Failed(String),
}

#[async_trait]
pub trait WebhookSender: Send + Sync + 'static {
    /// The test configuration (`VERITY_WEBHOOK_ALLOW_LOOPBACK=1`, honoured
    /// only on a sandbox stage): `http://127.0.0.1:<port>` and `localhost`
    /// are allowed.
    fn allows_loopback(&self) -> bool {
        false
    }

    /// Resolves the URL's host and refuses it unless every address is public
    /// (or loopback under the test configuration).
    async fn check(&self, url: &WebhookUrl) -> Result<(), SendError>;

    /// Checks again, connects to the checked address and POSTs; 10 s in all,
    /// no redirect followed, no more than a few KB of the answer read.
    async fn send(&self, request: Outgoing) -> Result<Answered, SendError>;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scheme {
    Http,
    Https,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Host {
    /// A DNS name, lowercase.
    Name(String),
    Ip(IpAddr),
}

impl Host {
    /// The host as the `Host` header and SNI name write it.
    pub fn as_header(&self) -> String {
        match self {
            Host::Name(n) => n.clone(),
            Host::Ip(IpAddr::V4(a)) => a.to_string(),
            Host::Ip(IpAddr::V6(a)) => format!("[{a}]"),
        }
    }

    /// `localhost`, or a loopback address.
    pub fn is_loopback(&self) -> bool {
        match self {
            Host::Name(n) => n == "localhost",
            Host::Ip(ip) => ip.is_loopback(),
        }
    }
}

/// A parsed endpoint URL: `http(s)://host[:port][/path][?query]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WebhookUrl {
    pub scheme: Scheme,
    pub host: Host,
    pub port: u16,
    /// `/` when the URL has no path.
    pub path_and_query: String,
}

/// What is wrong with a URL's form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UrlProblem {
    TooLong,
    /// Not `https://` (nor `http://`).
    Scheme,
    /// `user:password@` in it.
    Credentials,
    /// Not a URL this sender can reach (bad host, port, characters, a fragment).
    Malformed,
}

impl WebhookUrl {
    pub fn parse(url: &str) -> Result<WebhookUrl, UrlProblem> {
        if url.chars().count() > MAX_URL_CHARS {
            return Err(UrlProblem::TooLong);
        }
        if url.bytes().any(|b| !(0x21..0x7f).contains(&b)) {
            return Err(UrlProblem::Malformed);
        }
        let lower = url.to_ascii_lowercase();
        let (scheme, rest) = if lower.starts_with("https://") {
            (Scheme::Https, &url[8..])
        } else if lower.starts_with("http://") {
            (Scheme::Http, &url[7..])
        } else {
            return Err(UrlProblem::Scheme);
        };
        if rest.contains('#') {
            return Err(UrlProblem::Malformed);
        }
        let end = rest.find(['/', '?']).unwrap_or(rest.len());
        let (authority, tail) = rest.split_at(end);
        if authority.contains('@') {
            return Err(UrlProblem::Credentials);
        }
        if authority.contains('\\') || tail.contains('\\') {
            return Err(UrlProblem::Malformed);
        }
        let default_port = match scheme {
            Scheme::Http => 80,
            Scheme::Https => 443,
        };
        let (host, port) = if let Some(inner) = authority.strip_prefix('[') {
            let (v6, after) = inner.split_once(']').ok_or(UrlProblem::Malformed)?;
            let ip: Ipv6Addr = v6.parse().map_err(|_| UrlProblem::Malformed)?;
            let port = match after {
                "" => default_port,
                p => parse_port(p.strip_prefix(':').ok_or(UrlProblem::Malformed)?)?,
            };
            (Host::Ip(IpAddr::V6(ip)), port)
        } else {
            let (name, port) = match authority.rsplit_once(':') {
                Some((name, p)) => (name, parse_port(p)?),
                None => (authority, default_port),
            };
            let name = name.trim_end_matches('.').to_ascii_lowercase();
            if name.is_empty()
                || name.len() > 253
                || !name
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.')
                || name.split('.').any(|l| l.is_empty() || l.len() > 63)
            {
                return Err(UrlProblem::Malformed);
            }
            match name.parse::<Ipv4Addr>() {
                Ok(ip) => (Host::Ip(IpAddr::V4(ip)), port),
                Err(_) => (Host::Name(name), port),
            }
        };
        let path_and_query = match tail {
            "" => "/".to_string(),
            t if t.starts_with('?') => format!("/{t}"),
            t => t.to_string(),
        };
        Ok(WebhookUrl {
            scheme,
            host,
            port,
            path_and_query,
        })
    }
}

fn parse_port(p: &str) -> Result<u16, UrlProblem> {
    match p.parse::<u16>() {
        Ok(0) | Err(_) => Err(UrlProblem::Malformed),
        Ok(port) if p.len() <= 5 => Ok(port),
        Ok(_) => Err(UrlProblem::Malformed),
    }
}

/// True when an address may be the target of a webhook: not loopback,
/// private, link-local (the metadata service included), CGNAT, benchmark,
/// documentation, multicast, reserved or unspecified, nor an IPv6 form of
/// such an IPv4 address (mapped, compatible, NAT64, 6to4).
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => public_v4(v4),
        IpAddr::V6(v6) => public_v6(v6),
    }
}

fn public_v4(ip: Ipv4Addr) -> bool {
    let o = ip.octets();
    let refused = o[0] == 0 // 0.0.0.0/8
        || o[0] == 10
        || o[0] == 127
        || (o[0] == 100 && (64..128).contains(&o[1])) // CGNAT 100.64/10
        || (o[0] == 169 && o[1] == 254) // link-local, metadata 169.254.169.254
        || (o[0] == 172 && (16..32).contains(&o[1]))
        || (o[0] == 192 && o[1] == 0 && o[2] == 0) // IETF 192.0.0/24
        || (o[0] == 192 && o[1] == 0 && o[2] == 2) // TEST-NET-1
        || (o[0] == 192 && o[1] == 88 && o[2] == 99) // 6to4 relay
        || (o[0] == 192 && o[1] == 168)
        || (o[0] == 198 && (o[1] == 18 || o[1] == 19)) // benchmark 198.18/15
        || (o[0] == 198 && o[1] == 51 && o[2] == 100) // TEST-NET-2
        || (o[0] == 203 && o[1] == 0 && o[2] == 113) // TEST-NET-3
        || o[0] >= 224; // multicast 224/4, reserved 240/4, broadcast
    !refused
}

fn public_v6(ip: Ipv6Addr) -> bool {
    let s = ip.segments();
    // IPv4-mapped ::ffff:a.b.c.d and the deprecated compatible ::a.b.c.d
    // (which covers :: and ::1): the IPv4 rule decides, compatible never passes.
    if s[..5] == [0, 0, 0, 0, 0] && s[5] == 0xffff {
        return public_v4(Ipv4Addr::new(
            (s[6] >> 8) as u8,
            s[6] as u8,
            (s[7] >> 8) as u8,
            s[7] as u8,
        ));
    }
    if s[..6] == [0, 0, 0, 0, 0, 0] {
        return false;
    }
    // NAT64 64:ff9b::/96 carries an IPv4 address in its last 32 bits.
    if s[0] == 0x64 && s[1] == 0xff9b && s[2..6] == [0, 0, 0, 0] {
        return public_v4(Ipv4Addr::new(
            (s[6] >> 8) as u8,
            s[6] as u8,
            (s[7] >> 8) as u8,
            s[7] as u8,
        ));
    }
    // 6to4 2002:V4ADDR::/48.
    if s[0] == 0x2002 {
        return public_v4(Ipv4Addr::new(
            (s[1] >> 8) as u8,
            s[1] as u8,
            (s[2] >> 8) as u8,
            s[2] as u8,
        ));
    }
    // Only global unicast 2000::/3, without documentation 2001:db8::/32
    // and Teredo 2001::/32. (Unique local fc00::/7 with fd00:ec2::254,
    // link-local fe80::/10, multicast ff00::/8 are outside 2000::/3.)
    let global = (s[0] & 0xe000) == 0x2000;
    global && !(s[0] == 0x2001 && (s[1] == 0x0db8 || s[1] == 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn public(s: &str) -> bool {
        is_public(s.parse().unwrap())
    }

    #[test]
    fn private_loopback_metadata_and_mapped_addresses_are_not_public() {
        for ip in [
            "127.0.0.1",
            "127.9.9.9",
            "0.0.0.0",
            "0.1.2.3",
            "10.0.0.1",
            "100.64.0.1",
            "100.127.255.255",
            "169.254.169.254",
            "172.16.0.1",
            "172.31.255.255",
            "192.168.1.1",
            "198.18.0.1",
            "198.19.255.255",
            "224.0.0.1",
            "240.0.0.1",
            "255.255.255.255",
            "::",
            "::1",
            "::ffff:127.0.0.1",
            "::ffff:169.254.169.254",
            "::ffff:10.0.0.1",
            "::127.0.0.1",
            "64:ff9b::7f00:1",
            "2002:7f00:1::",
            "fc00::1",
            "fd00:ec2::254",
            "fe80::1",
            "ff02::1",
            "2001:db8::1",
            "2001::1",
        ] {
            assert!(!public(ip), "{ip} passed");
        }
        for ip in [
            "93.184.216.34",
            "8.8.8.8",
            "100.63.255.255",
            "100.128.0.1",
            "172.32.0.1",
            "198.20.0.1",
            "::ffff:8.8.8.8",
            "2606:4700:4700::1111",
            "2400:cb00::1",
        ] {
            assert!(public(ip), "{ip} refused");
        }
    }

    #[test]
    fn urls_parse_into_scheme_host_port_and_path() {
        let u = WebhookUrl::parse("https://Hooks.Example.com/a/b?x=1").unwrap();
        assert_eq!(u.scheme, Scheme::Https);
        assert_eq!(u.host, Host::Name("hooks.example.com".into()));
        assert_eq!((u.port, u.path_and_query.as_str()), (443, "/a/b?x=1"));
        let u = WebhookUrl::parse("http://127.0.0.1:8080").unwrap();
        assert_eq!(u.host, Host::Ip("127.0.0.1".parse().unwrap()));
        assert_eq!((u.port, u.path_and_query.as_str()), (8080, "/"));
        let u = WebhookUrl::parse("https://[::ffff:7f00:1]:8443/x").unwrap();
        assert_eq!(u.host, Host::Ip("::ffff:127.0.0.1".parse().unwrap()));
        assert_eq!(u.host.as_header(), "[::ffff:127.0.0.1]");

        use UrlProblem as P;
        for (url, problem) in [
            ("ftp://example.com/", P::Scheme),
            ("example.com", P::Scheme),
            ("https://user:pw@example.com/", P::Credentials),
            ("https://user@example.com/", P::Credentials),
            ("https://exa mple.com/", P::Malformed),
            ("https://example.com:0/", P::Malformed),
            ("https://example.com:99999/", P::Malformed),
            ("https://example.com/#x", P::Malformed),
            ("https://ex_ample.com/", P::Malformed),
            ("https:///path", P::Malformed),
            ("https://例子.com/", P::Malformed),
        ] {
            assert_eq!(WebhookUrl::parse(url), Err(problem), "{url}");
        }
        let long = format!("https://example.com/{}", "a".repeat(MAX_URL_CHARS));
        assert_eq!(WebhookUrl::parse(&long), Err(P::TooLong));
    }
}
