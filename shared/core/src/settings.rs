//! Settings read from the environment.
//!
//! [`Settings`] says where the adapters point and how the deployment is
//! configured; [`AuthSettings`] holds the identity rules' numbers. Nothing
//! here touches the disk: the embedded adapters' local secret is made by
//! `verity_adapters::embedded`.

use std::path::PathBuf;

use crate::keyset::KeySet;

/// Why a function cannot start with the environment it was given.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("missing environment variable {0}")]
    Missing(&'static str),
    #[error("{0}")]
    Invalid(String),
}

/// The smallest accepted secret: keyed hashes and sealed PII depend on it.
pub const MIN_SECRET_BYTES: usize = 32;

/// Where the adapters point and what this deployment allows.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Embedded adapters only: the local data folder.
    pub data_dir: PathBuf,
    pub table_name: String,
    pub uploads_bucket: String,
    pub reports_bucket: String,
    pub events_topic_arn: Option<String>,
    /// `VERITY_BACKEND=aws`: every port on its AWS adapter (Lambda).
    pub aws: bool,
    /// `VERITY_SANDBOX=1`: this stage is a sandbox, so the sandbox identity
    /// provider and demo data are allowed on the AWS adapters too. The
    /// embedded adapters are always a sandbox.
    pub sandbox: bool,
    pub dynamodb_endpoint: Option<String>,
    pub s3_endpoint: Option<String>,
    pub sns_endpoint: Option<String>,
    /// The address people open (`VERITY_PUBLIC_BASE`, else the local
    /// stack's own `http://HOST:PORT`): every link the platform sends
    /// (consent, dispute, job and invitation links, QR payloads, the
    /// verification URL in report PDFs) and the local signed blob URLs.
    pub public_base: String,
    /// Whether `VERITY_PUBLIC_BASE` was given: required on the AWS adapters,
    /// so a deployment never builds links from request headers.
    pub public_base_set: bool,
    /// `VERITY_SECRET`, when given: a plain secret (at least
    /// [`MIN_SECRET_BYTES`]) or a key set ([`crate::keyset`]). The local and
    /// development way; the embedded adapters make a local one otherwise.
    pub secret: Option<Vec<u8>>,
    /// `VERITY_SECRET_ARN`: the Secrets Manager secret holding the key set,
    /// read once at a Lambda's cold start (it wins over `VERITY_SECRET`).
    pub secret_arn: Option<String>,
    /// `SECRETS_ENDPOINT`: Secrets Manager elsewhere than AWS (moto).
    pub secrets_endpoint: Option<String>,
}

pub fn var(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.trim().is_empty())
}

fn flag(name: &str) -> bool {
    matches!(
        var(name).as_deref().map(str::trim),
        Some("1" | "true" | "yes")
    )
}

impl Settings {
    pub fn from_env() -> Self {
        let port = var("PORT").unwrap_or_else(|| "3000".into());
        let host = var("HOST").unwrap_or_else(|| "127.0.0.1".into());
        Settings {
            data_dir: PathBuf::from(
                var("VERITY_DATA_DIR").unwrap_or_else(|| ".verity-data".into()),
            ),
            table_name: var("VERITY_TABLE_NAME").unwrap_or_else(|| "verity".into()),
            uploads_bucket: var("VERITY_UPLOADS_BUCKET").unwrap_or_else(|| "verity-uploads".into()),
            reports_bucket: var("VERITY_REPORTS_BUCKET").unwrap_or_else(|| "verity-reports".into()),
            events_topic_arn: var("VERITY_EVENTS_TOPIC_ARN"),
            aws: var("VERITY_BACKEND").as_deref() == Some("aws"),
            sandbox: flag("VERITY_SANDBOX"),
            dynamodb_endpoint: var("DYNAMODB_ENDPOINT"),
            s3_endpoint: var("S3_ENDPOINT"),
            sns_endpoint: var("SNS_ENDPOINT"),
            public_base: var("VERITY_PUBLIC_BASE")
                .map(|v| v.trim().trim_end_matches('/').to_string())
                .unwrap_or_else(|| format!("http://{host}:{port}")),
            public_base_set: var("VERITY_PUBLIC_BASE").is_some(),
            secret: var("VERITY_SECRET").map(String::into_bytes),
            secret_arn: var("VERITY_SECRET_ARN"),
            secrets_endpoint: var("SECRETS_ENDPOINT"),
        }
    }

    /// The secret a deployment must be given: fail closed, since a secret made
    /// up per cold start would leave every sealed field unreadable.
    pub fn required_secret(&self) -> Result<Vec<u8>, ConfigError> {
        match &self.secret {
            None => Err(ConfigError::Invalid(
                "VERITY_SECRET is not set: the AWS adapters need the deployment's secret \
                 (keyed hashes and sealed PII depend on it)"
                    .into(),
            )),
            Some(s) if s.len() < MIN_SECRET_BYTES => Err(ConfigError::Invalid(format!(
                "VERITY_SECRET is too short: at least {MIN_SECRET_BYTES} bytes are required"
            ))),
            Some(s) => Ok(s.clone()),
        }
    }

    /// The key set `VERITY_SECRET` gives (plain or JSON), checked.
    pub fn required_key_set(&self) -> Result<KeySet, ConfigError> {
        let secret = self.required_secret()?;
        KeySet::parse("VERITY_SECRET", &secret).map_err(ConfigError::Invalid)
    }

    /// The public address a deployment must be given: links texted to
    /// candidates must never take their host from a request's headers.
    pub fn required_public_base(&self) -> Result<String, ConfigError> {
        if !self.public_base_set {
            return Err(ConfigError::Invalid(
                "VERITY_PUBLIC_BASE is not set: the AWS adapters need the portal's public \
                 address (https://host) for the links the platform sends"
                    .into(),
            ));
        }
        clean_origin(&self.public_base).ok_or_else(|| {
            ConfigError::Invalid(
                "VERITY_PUBLIC_BASE must be an origin such as https://app.example.com \
                 (scheme and host, no path)"
                    .into(),
            )
        })
    }
}

/// A syntactically safe origin (`http(s)://host[:port]`), or `None`.
pub fn clean_origin(text: &str) -> Option<String> {
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

/// The local stack's address when nothing else is configured.
pub const LOCAL_BASE: &str = "http://127.0.0.1:3000";

/// Argon2id cost. Defaults are OWASP's minimum for Argon2id
/// (m = 19 MiB, t = 2, p = 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Argon2Params {
    pub m_kib: u32,
    pub t: u32,
    pub p: u32,
}

impl Default for Argon2Params {
    fn default() -> Self {
        Argon2Params {
            m_kib: 19_456,
            t: 2,
            p: 1,
        }
    }
}

/// The identity rules' numbers, each configurable through the environment
/// (see [`AuthSettings::from_env`] for the variable names).
#[derive(Debug, Clone)]
pub struct AuthSettings {
    /// A session ends after this long without use (30 min).
    pub session_idle_secs: i64,
    /// A session ends this long after it was created, used or not (12 h).
    pub session_absolute_secs: i64,
    /// A session's idle deadline is pushed forward at most this often (60 s),
    /// so most calls cost a read, not a write.
    pub session_touch_secs: i64,
    /// A login token must be exchanged at loginInfo within this time (5 min).
    pub login_token_secs: i64,
    /// An SMS code is valid this long (10 min).
    pub code_ttl_secs: i64,
    /// Wrong tries after which a code is dead (5).
    pub code_max_attempts: i64,
    /// Minimum time between two codes for one phone and scene (60 s).
    pub code_cooldown_secs: i64,
    /// Codes per phone per day (10).
    pub code_daily_cap_phone: i64,
    /// Codes per client IP per day (50).
    pub code_daily_cap_ip: i64,
    /// Failed password sign-ins per phone within the window before lock-out (10).
    pub login_max_failures: i64,
    /// The lock-out window (15 min).
    pub login_lock_window_secs: i64,
    /// QR sign-in tickets live this long (5 min).
    pub qr_ttl_secs: i64,
    /// Real-name checks per user per day (5): each costs a vendor call.
    pub identity_checks_per_day: i64,
    pub argon2: Argon2Params,
    /// The portal's public address ([`Settings::public_base`]), set by the
    /// ports' constructors: every link the platform hands out starts with it.
    pub public_base: String,
    /// Take the client IP from the first `X-Forwarded-For` entry (only behind
    /// a proxy that sets it). Off by default: Lambda's request context or the
    /// socket address is used.
    pub trust_forwarded_for: bool,
    /// `VERITY_EDGE_KEY`: the value the CDN sends in `X-Verity-Edge-Key` on
    /// every request it forwards. A request carrying it came through the CDN,
    /// so its `CloudFront-Viewer-Address` names the person, not the edge.
    pub edge_key: Option<String>,
    /// Consent texts per second across a batch's invitations (20; 0: no
    /// pacing), `VERITY_BATCH_SMS_PER_SECOND`.
    pub batch_sms_per_second: u32,
}

impl Default for AuthSettings {
    fn default() -> Self {
        AuthSettings {
            session_idle_secs: 30 * 60,
            session_absolute_secs: 12 * 3600,
            session_touch_secs: 60,
            login_token_secs: 5 * 60,
            code_ttl_secs: 10 * 60,
            code_max_attempts: 5,
            code_cooldown_secs: 60,
            code_daily_cap_phone: 10,
            code_daily_cap_ip: 50,
            login_max_failures: 10,
            login_lock_window_secs: 15 * 60,
            qr_ttl_secs: 5 * 60,
            identity_checks_per_day: 5,
            argon2: Argon2Params::default(),
            public_base: LOCAL_BASE.into(),
            trust_forwarded_for: false,
            edge_key: None,
            batch_sms_per_second: 20,
        }
    }
}

fn env_num<T: std::str::FromStr + Copy>(name: &str, default: T, ok: impl Fn(T) -> bool) -> T {
    match std::env::var(name).ok().filter(|v| !v.trim().is_empty()) {
        None => default,
        Some(text) => match text.trim().parse::<T>() {
            Ok(v) if ok(v) => v,
            _ => {
                tracing::warn!(
                    variable = name,
                    "ignoring an invalid value; using the default"
                );
                default
            }
        },
    }
}

impl AuthSettings {
    /// Reads `VERITY_SESSION_IDLE_SECS`, `VERITY_SESSION_ABSOLUTE_SECS`,
    /// `VERITY_LOGIN_TOKEN_SECS`, `VERITY_SMS_CODE_TTL_SECS`,
    /// `VERITY_SMS_MAX_ATTEMPTS`, `VERITY_SMS_COOLDOWN_SECS`,
    /// `VERITY_SMS_DAILY_CAP_PHONE`, `VERITY_SMS_DAILY_CAP_IP`,
    /// `VERITY_LOGIN_MAX_FAILURES`, `VERITY_LOGIN_LOCK_SECS`,
    /// `VERITY_QR_TTL_SECS`, `VERITY_IDENTITY_CHECKS_PER_DAY`,
    /// `VERITY_ARGON2_M_KIB`, `VERITY_ARGON2_T`, `VERITY_ARGON2_P`,
    /// `VERITY_TRUST_FORWARDED_FOR` (`1`/`true`), `VERITY_EDGE_KEY`,
    /// `VERITY_BATCH_SMS_PER_SECOND`. The public address
    /// comes from [`Settings`], set by the ports' constructors.
    pub fn from_env() -> Self {
        let d = AuthSettings::default();
        let pos = |v: i64| v > 0;
        AuthSettings {
            session_idle_secs: env_num("VERITY_SESSION_IDLE_SECS", d.session_idle_secs, pos),
            session_absolute_secs: env_num(
                "VERITY_SESSION_ABSOLUTE_SECS",
                d.session_absolute_secs,
                pos,
            ),
            session_touch_secs: d.session_touch_secs,
            login_token_secs: env_num("VERITY_LOGIN_TOKEN_SECS", d.login_token_secs, pos),
            code_ttl_secs: env_num("VERITY_SMS_CODE_TTL_SECS", d.code_ttl_secs, pos),
            code_max_attempts: env_num("VERITY_SMS_MAX_ATTEMPTS", d.code_max_attempts, pos),
            code_cooldown_secs: env_num("VERITY_SMS_COOLDOWN_SECS", d.code_cooldown_secs, |v| {
                v >= 0
            }),
            code_daily_cap_phone: env_num(
                "VERITY_SMS_DAILY_CAP_PHONE",
                d.code_daily_cap_phone,
                pos,
            ),
            code_daily_cap_ip: env_num("VERITY_SMS_DAILY_CAP_IP", d.code_daily_cap_ip, pos),
            login_max_failures: env_num("VERITY_LOGIN_MAX_FAILURES", d.login_max_failures, pos),
            login_lock_window_secs: env_num(
                "VERITY_LOGIN_LOCK_SECS",
                d.login_lock_window_secs,
                pos,
            ),
            qr_ttl_secs: env_num("VERITY_QR_TTL_SECS", d.qr_ttl_secs, pos),
            identity_checks_per_day: env_num(
                "VERITY_IDENTITY_CHECKS_PER_DAY",
                d.identity_checks_per_day,
                pos,
            ),
            argon2: Argon2Params {
                m_kib: env_num("VERITY_ARGON2_M_KIB", d.argon2.m_kib, |v| v >= 8),
                t: env_num("VERITY_ARGON2_T", d.argon2.t, |v| v >= 1),
                p: env_num("VERITY_ARGON2_P", d.argon2.p, |v| v >= 1),
            },
            public_base: d.public_base,
            trust_forwarded_for: matches!(
                std::env::var("VERITY_TRUST_FORWARDED_FOR").ok().as_deref(),
                Some("1" | "true" | "yes")
            ),
            edge_key: var("VERITY_EDGE_KEY").map(|k| k.trim().to_string()),
            batch_sms_per_second: env_num(
                "VERITY_BATCH_SMS_PER_SECOND",
                d.batch_sms_per_second,
                |_| true,
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(secret: Option<&str>) -> Settings {
        Settings {
            data_dir: PathBuf::from("/nonexistent"),
            table_name: "t".into(),
            uploads_bucket: "u".into(),
            reports_bucket: "r".into(),
            events_topic_arn: None,
            aws: true,
            sandbox: false,
            dynamodb_endpoint: None,
            s3_endpoint: None,
            sns_endpoint: None,
            public_base: "http://127.0.0.1:3000".into(),
            public_base_set: false,
            secret: secret.map(|s| s.as_bytes().to_vec()),
            secret_arn: None,
            secrets_endpoint: None,
        }
    }

    #[test]
    fn a_deployment_fails_closed_without_a_long_enough_secret() {
        let missing = settings(None).required_secret().unwrap_err().to_string();
        assert!(missing.contains("VERITY_SECRET is not set"), "{missing}");
        let short = settings(Some("short"))
            .required_secret()
            .unwrap_err()
            .to_string();
        assert!(short.contains("at least 32 bytes"), "{short}");
        let good = "x".repeat(32);
        assert_eq!(
            settings(Some(&good)).required_secret().unwrap(),
            good.as_bytes()
        );
    }

    #[test]
    fn a_deployment_fails_closed_without_its_public_address() {
        let mut s = settings(None);
        let missing = s.required_public_base().unwrap_err().to_string();
        assert!(
            missing.contains("VERITY_PUBLIC_BASE is not set"),
            "{missing}"
        );
        s.public_base_set = true;
        s.public_base = "https://app.verity.example/path?x=1".into();
        assert!(s.required_public_base().is_err(), "a path is not an origin");
        s.public_base = "https://app.verity.example/".into();
        assert_eq!(
            s.required_public_base().unwrap(),
            "https://app.verity.example"
        );
    }
}
