//! Identity: accounts, SMS codes, sign-in tokens, sessions, roles and rights.
//!
//! Every function that needs a signed-in caller takes the [`Session`]
//! extractor (answers `-5` when the bearer token is missing, unknown, revoked
//! or expired) and asks it for a [`Right`] (answers `-6` when the role lacks
//! it, and for visitors on member-only calls).
//!
//! # Table items (single table; every access pattern next to its key)
//!
//! | item | pk | sk | index keys | access patterns served |
//! |---|---|---|---|---|
//! | user | `USER#<userId>` | `PROFILE` | – | user by id (session → profile) |
//! | phone claim | `PHONE#<hmac(phone)>` | `ACCOUNT` | – | user by phone (login, register, reset, change mobile); uniqueness of a phone (put-if-absent in the account-creating transaction) |
//! | membership | `USER#<userId>` | `MEMBER#<enterpriseId>` | `gsi1pk = ENTMEMBERS#<enterpriseId>`, `gsi1sk = <joinedAt ms, 13 digits>#<userId>` | enterprises of a user (relatedMainList, changeLogin, role of a session: base table); members of an enterprise by join time (user/list: gsi1) |
//! | enterprise | `ENT#<enterpriseId>` | `PROFILE` | – | enterprise by id (name in loginInfo) |
//! | login token | `LOGIN#<sha256(token)>` | `LOGIN` | `gsi1pk = USERTOKENS#<userId>`, `gsi1sk = LOGIN#<createdAt>` | exchange a login token for a session (loginInfo); revoke all of a user's tokens (gsi1) |
//! | session | `SESSION#<sha256(token)>` | `SESSION` | `gsi1pk = USERTOKENS#<userId>`, `gsi1sk = SESSION#<createdAt>` | session by bearer token (every signed-in call); revoke all sessions of a user (reset password, disable: gsi1) |
//! | SMS code | `SMSCODE#<hmac(phone)>` | `<scene>` | – | the live code of a phone and scene (verify, resend cooldown) |
//! | SMS daily counters | `SMSCAP#PHONE#<hmac(phone)>` / `SMSCAP#IP#<hmac(ip)>` | `DAY#<yyyy-mm-dd, UTC+8>` | – | codes sent today per phone / per client IP (daily caps) |
//! | sign-in failures | `LOGINFAIL#<hmac(phone)>` | `PASSWORD` | – | failed password sign-ins of a phone in the current window (lock-out) |
//! | identity link | `IDENTITY#<provider>#<hmac(subject)>` | `LINK` | – | portal user of an external identity (QR sign-in with an external provider) |
//! | QR ticket | `QR#<sha256(ticket)>` | `TICKET` | – | ticket state (getQrCode, confirm, queryResult, bindMobile) |
//!
//! Items that expire carry `expiresAt` (epoch seconds, the TTL attribute) and
//! the code compares its own millisecond deadlines, since TTL deletes late.
//! Phones, names, e-mails and ID numbers are stored sealed per field
//! ([`crate::pii`]); keys hold only keyed hashes of them.

pub mod accounts;
pub mod client_ip;
pub mod codes;
pub mod lockout;
pub mod password;
pub mod roles;
pub mod session;
pub mod validate;

pub use client_ip::ClientIp;
pub use roles::{menus_for, Menu, Right, Role};
pub use session::{BearerToken, Session};

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
    /// Origin of the SPA used in QR payloads; when unset, the request's
    /// Origin, Referer or Host header is used.
    pub public_base: Option<String>,
    /// Take the client IP from the first `X-Forwarded-For` entry (only behind
    /// a proxy that sets it). Off by default: Lambda's request context or the
    /// socket address is used.
    pub trust_forwarded_for: bool,
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
            public_base: None,
            trust_forwarded_for: false,
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
    /// `VERITY_PUBLIC_BASE`, `VERITY_TRUST_FORWARDED_FOR` (`1`/`true`).
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
            public_base: std::env::var("VERITY_PUBLIC_BASE")
                .ok()
                .map(|v| v.trim().trim_end_matches('/').to_string())
                .filter(|v| !v.is_empty()),
            trust_forwarded_for: matches!(
                std::env::var("VERITY_TRUST_FORWARDED_FOR").ok().as_deref(),
                Some("1" | "true" | "yes")
            ),
        }
    }
}

/// Lowercase hex SHA-256 of a random token: how tokens are stored and found.
pub fn token_hash(token: &str) -> String {
    use sha2::Digest;
    hex::encode(sha2::Sha256::digest(token.as_bytes()))
}

/// The day a daily counter belongs to: the calendar day in China (UTC+8).
pub fn china_day(now_millis: i64) -> String {
    let secs = now_millis.div_euclid(1000) + 8 * 3600;
    let date = time::OffsetDateTime::from_unix_timestamp(secs)
        .map(|t| t.date())
        .unwrap_or(time::Date::MIN);
    format!(
        "{:04}-{:02}-{:02}",
        date.year(),
        date.month() as u8,
        date.day()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_roll_over_at_midnight_china_time() {
        // 2026-01-01T15:59:59Z is 23:59:59 in Beijing.
        assert_eq!(china_day(1_767_283_199_000), "2026-01-01");
        assert_eq!(china_day(1_767_283_200_000), "2026-01-02");
    }

    #[test]
    fn token_hashes_are_sha256_hex() {
        assert_eq!(token_hash("abc").len(), 64);
        assert_ne!(token_hash("abc"), token_hash("abd"));
    }
}
