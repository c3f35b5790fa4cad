//! The HTTP webhook sender: hyper's HTTP/1 client over a TCP connection to
//! an address this sender resolved and checked itself, TLS by rustls on ring
//! with the system's roots, SNI and `Host` = the URL's host name. One
//! resolution per attempt, checked before connecting, so a name that
//! rebinds to a private address between the endpoint's creation and a
//! delivery is refused (the connection never goes to an unchecked address).
//!
//! 10 s for the whole attempt, redirects are answers (not followed), and at
//! most [`BODY_LIMIT`] bytes of an answer are read. The test configuration
//! (`VERITY_WEBHOOK_ALLOW_LOOPBACK=1`, honoured on a sandbox stage only)
//! allows `http://` and `https://` to loopback addresses.

use std::collections::{HashMap, VecDeque};
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use async_trait::async_trait;
use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper_util::rt::TokioIo;
use tokio::net::TcpStream;
use verity_core::webhooks::{
    is_public, Answered, Host, Outgoing, Scheme, SendError, WebhookSender, WebhookUrl,
};

/// The whole attempt: resolve, connect, TLS, send, read the status.
pub const ATTEMPT_TIMEOUT: Duration = Duration::from_secs(10);
/// How much of an answer's body is read (then the connection is dropped).
pub const BODY_LIMIT: usize = 4 * 1024;
/// The environment switch of the test configuration.
pub const ALLOW_LOOPBACK_ENV: &str = "VERITY_WEBHOOK_ALLOW_LOOPBACK";

/// Resolves a host name to its addresses.
#[async_trait]
pub trait Resolve: Send + Sync + 'static {
    async fn resolve(&self, host: &str, port: u16) -> std::io::Result<Vec<IpAddr>>;
}

/// The system's resolver (`getaddrinfo` through tokio).
pub struct SystemResolver;

#[async_trait]
impl Resolve for SystemResolver {
    async fn resolve(&self, host: &str, port: u16) -> std::io::Result<Vec<IpAddr>> {
        Ok(tokio::net::lookup_host((host, port))
            .await?
            .map(|a| a.ip())
            .collect())
    }
}

/// Names mapped by hand (tests): each name answers its lists in turn, the
/// last one for ever after (a name that rebinds: public first, then private).
/// Other names go to the system resolver.
#[derive(Default)]
pub struct MappedResolver {
    names: Mutex<HashMap<String, VecDeque<Vec<IpAddr>>>>,
}

impl MappedResolver {
    pub fn new() -> Self {
        MappedResolver::default()
    }

    /// `name` resolves to `answers[0]` first, then `answers[1]`, ….
    pub fn map(self, name: &str, answers: &[&[&str]]) -> Self {
        let answers = answers
            .iter()
            .map(|a| a.iter().map(|ip| ip.parse().expect("an address")).collect())
            .collect();
        self.names
            .lock()
            .expect("resolver map")
            .insert(name.to_ascii_lowercase(), answers);
        self
    }
}

#[async_trait]
impl Resolve for MappedResolver {
    async fn resolve(&self, host: &str, port: u16) -> std::io::Result<Vec<IpAddr>> {
        let answer = {
            let mut names = self.names.lock().expect("resolver map");
            names.get_mut(host).map(|answers| match answers.len() {
                0 => Vec::new(),
                1 => answers[0].clone(),
                _ => answers.pop_front().unwrap_or_default(),
            })
        };
        match answer {
            Some(addrs) => Ok(addrs),
            None => SystemResolver.resolve(host, port).await,
        }
    }
}

/// The sender. Cheap to build: TLS roots are loaded on the first `https`.
pub struct HttpSender {
    allow_loopback: bool,
    resolver: Arc<dyn Resolve>,
}

impl HttpSender {
    /// Public addresses only, unless `allow_loopback` (the test configuration).
    pub fn new(allow_loopback: bool) -> Self {
        HttpSender {
            allow_loopback,
            resolver: Arc::new(SystemResolver),
        }
    }

    /// `VERITY_WEBHOOK_ALLOW_LOOPBACK=1` allows loopback, on a sandbox stage only.
    pub fn from_env(sandbox: bool) -> Self {
        let asked = std::env::var(ALLOW_LOOPBACK_ENV).is_ok_and(|v| v == "1");
        if asked && !sandbox {
            tracing::warn!("{ALLOW_LOOPBACK_ENV} is ignored outside a sandbox stage");
        }
        HttpSender::new(asked && sandbox)
    }

    pub fn with_resolver(mut self, resolver: impl Resolve) -> Self {
        self.resolver = Arc::new(resolver);
        self
    }

    /// The addresses of the URL's host, every one allowed; refused otherwise.
    async fn checked(&self, url: &WebhookUrl) -> Result<Vec<IpAddr>, SendError> {
        if url.scheme == Scheme::Http && !(self.allow_loopback && url.host.is_loopback()) {
            return Err(SendError::Refused("only https URLs are allowed".into()));
        }
        let addrs = match &url.host {
            Host::Ip(ip) => vec![*ip],
            Host::Name(name) => {
                match tokio::time::timeout(
                    Duration::from_secs(5),
                    self.resolver.resolve(name, url.port),
                )
                .await
                {
                    Ok(Ok(addrs)) => addrs,
                    Ok(Err(_)) => return Err(SendError::Failed("the host did not resolve".into())),
                    Err(_) => {
                        return Err(SendError::Failed("the host's resolution timed out".into()))
                    }
                }
            }
        };
        if addrs.is_empty() {
            return Err(SendError::Failed("the host has no address".into()));
        }
        for ip in &addrs {
            let allowed = is_public(*ip) || (self.allow_loopback && ip.is_loopback());
            if !allowed {
                return Err(SendError::Refused(
                    "the host resolves to a non-public address".into(),
                ));
            }
        }
        Ok(addrs)
    }

    async fn attempt(&self, url: &WebhookUrl, request: &Outgoing) -> Result<u16, SendError> {
        let addrs = self.checked(url).await?;
        let mut stream = None;
        for ip in &addrs {
            if let Ok(s) = TcpStream::connect(SocketAddr::new(*ip, url.port)).await {
                stream = Some(s);
                break;
            }
        }
        let stream = stream.ok_or_else(|| SendError::Failed("connection refused".into()))?;
        let _ = stream.set_nodelay(true);
        match url.scheme {
            Scheme::Http => exchange(TokioIo::new(stream), url, request).await,
            Scheme::Https => {
                let name = match &url.host {
                    Host::Name(n) => rustls::pki_types::ServerName::try_from(n.clone())
                        .map_err(|_| SendError::Failed("bad TLS name".into()))?,
                    Host::Ip(ip) => rustls::pki_types::ServerName::IpAddress((*ip).into()),
                };
                let tls = tokio_rustls::TlsConnector::from(tls_config())
                    .connect(name, stream)
                    .await
                    .map_err(|_| SendError::Failed("TLS handshake failed".into()))?;
                exchange(TokioIo::new(tls), url, request).await
            }
        }
    }
}

/// The client configuration: ring, the system's roots, HTTP/1.1 only.
fn tls_config() -> Arc<rustls::ClientConfig> {
    static CONFIG: OnceLock<Arc<rustls::ClientConfig>> = OnceLock::new();
    CONFIG
        .get_or_init(|| {
            let mut roots = rustls::RootCertStore::empty();
            let native = rustls_native_certs::load_native_certs();
            let (added, _) = roots.add_parsable_certificates(native.certs);
            if added == 0 {
                tracing::warn!("no system TLS roots: https webhooks will fail");
            }
            let provider = Arc::new(rustls::crypto::ring::default_provider());
            let mut config = rustls::ClientConfig::builder_with_provider(provider)
                .with_safe_default_protocol_versions()
                .expect("ring supports the default versions")
                .with_root_certificates(roots)
                .with_no_client_auth();
            config.alpn_protocols = vec![b"http/1.1".to_vec()];
            Arc::new(config)
        })
        .clone()
}

async fn exchange<T>(io: T, url: &WebhookUrl, request: &Outgoing) -> Result<u16, SendError>
where
    T: hyper::rt::Read + hyper::rt::Write + Unpin + Send + 'static,
{
    let (mut sender, connection) = hyper::client::conn::http1::handshake(io)
        .await
        .map_err(|_| SendError::Failed("HTTP handshake failed".into()))?;
    let driver = tokio::spawn(async move {
        let _ = connection.await;
    });
    let default_port = match url.scheme {
        Scheme::Http => 80,
        Scheme::Https => 443,
    };
    let host = match url.port {
        p if p == default_port => url.host.as_header(),
        p => format!("{}:{p}", url.host.as_header()),
    };
    let mut builder = http::Request::post(url.path_and_query.as_str())
        .header(http::header::HOST, host)
        .header(http::header::CONTENT_TYPE, "application/json")
        .header(http::header::CONNECTION, "close");
    for (name, value) in &request.headers {
        builder = builder.header(*name, value);
    }
    let req = builder
        .body(Full::new(Bytes::from(request.body.clone())))
        .map_err(|_| SendError::Failed("bad request header".into()))?;
    let response = sender
        .send_request(req)
        .await
        .map_err(|_| SendError::Failed("no HTTP answer".into()))?;
    let status = response.status().as_u16();
    // Read a little of the answer (some servers wait for it to be read),
    // never more than BODY_LIMIT; what it says is not kept.
    let mut body = response.into_body();
    let mut read = 0usize;
    while read < BODY_LIMIT {
        match body.frame().await {
            Some(Ok(frame)) => {
                if let Some(data) = frame.data_ref() {
                    read += data.len();
                }
            }
            _ => break,
        }
    }
    drop(body);
    driver.abort();
    Ok(status)
}

#[async_trait]
impl WebhookSender for HttpSender {
    fn allows_loopback(&self) -> bool {
        self.allow_loopback
    }

    async fn check(&self, url: &WebhookUrl) -> Result<(), SendError> {
        self.checked(url).await.map(|_| ())
    }

    async fn send(&self, request: Outgoing) -> Result<Answered, SendError> {
        let url = WebhookUrl::parse(&request.url)
            .map_err(|_| SendError::Refused("not a valid URL".into()))?;
        let started = Instant::now();
        let status = tokio::time::timeout(ATTEMPT_TIMEOUT, self.attempt(&url, &request))
            .await
            .map_err(|_| SendError::Failed("timed out after 10 s".into()))??;
        Ok(Answered {
            status,
            latency_ms: started.elapsed().as_millis() as u64,
        })
    }
}
