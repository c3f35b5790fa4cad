//! Password storage. The browser sends the MD5 hex digest of the password
//! (a legacy constraint); the server treats that digest as the password and
//! stores Argon2id of it as a PHC string (salt and parameters included, so
//! raising the cost later keeps old hashes verifiable).
//!
//! Hashing runs on the blocking pool: it takes tens of milliseconds by design.

use std::sync::OnceLock;

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};

use super::Argon2Params;

#[derive(Debug, thiserror::Error)]
pub enum PasswordError {
    #[error("password hashing failed: {0}")]
    Hash(String),
}

fn hasher(p: Argon2Params) -> Result<Argon2<'static>, PasswordError> {
    let params =
        Params::new(p.m_kib, p.t, p.p, None).map_err(|e| PasswordError::Hash(e.to_string()))?;
    Ok(Argon2::new(Algorithm::Argon2id, Version::V0x13, params))
}

/// Argon2id PHC string of a (validated, lowercase) MD5 digest.
pub async fn hash(params: Argon2Params, digest: &str) -> Result<String, PasswordError> {
    let digest = digest.to_string();
    tokio::task::spawn_blocking(move || hash_blocking(params, &digest))
        .await
        .map_err(|e| PasswordError::Hash(e.to_string()))?
}

pub fn hash_blocking(params: Argon2Params, digest: &str) -> Result<String, PasswordError> {
    let salt = SaltString::generate(&mut OsRng);
    hasher(params)?
        .hash_password(digest.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| PasswordError::Hash(e.to_string()))
}

/// True when the digest matches the stored hash. With no stored hash (unknown
/// phone, account without password) a dummy hash is checked instead, so the
/// answer takes as long either way and reveals nothing.
pub async fn verify(params: Argon2Params, digest: &str, stored: Option<&str>) -> bool {
    EVALUATIONS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let digest = digest.to_string();
    let stored = stored.map(str::to_string);
    tokio::task::spawn_blocking(move || {
        let real = stored.is_some();
        let phc = stored.unwrap_or_else(|| dummy_hash(params).to_string());
        let Ok(parsed) = PasswordHash::new(&phc) else {
            return false;
        };
        let ok = Argon2::default()
            .verify_password(digest.as_bytes(), &parsed)
            .is_ok();
        ok && real
    })
    .await
    .unwrap_or(false)
}

fn dummy_hash(params: Argon2Params) -> &'static str {
    static DUMMY: OnceLock<String> = OnceLock::new();
    DUMMY.get_or_init(|| {
        hash_blocking(params, "00000000000000000000000000000000").unwrap_or_default()
    })
}

static EVALUATIONS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// How many passwords this process has checked against a hash: each is a
/// deliberate Argon2 cost, so it is worth watching (and tests count it).
pub fn evaluations() -> u64 {
    EVALUATIONS.load(std::sync::atomic::Ordering::Relaxed)
}

/// Signs a phone in by password: reserves the attempt (lock-out), checks the
/// password against the account (a dummy hash when there is none, so both
/// cost the same), refuses a disabled account, and forgets the attempt
/// window after a right password that was its only attempt.
pub async fn sign_in(
    ports: &verity_core::ports::Ports,
    phone: &str,
    digest: &str,
) -> Result<super::accounts::User, super::IdentityError> {
    use super::{accounts, lockout, IdentityError};
    lockout::reserve_attempt(ports, phone).await?;
    let user = accounts::user_by_phone(ports, phone).await?;
    let stored = user.as_ref().and_then(|u| u.password_hash.as_deref());
    if !verify(ports.auth.argon2, digest, stored).await {
        tracing::info!(outcome = "bad_credentials", "password sign-in refused");
        return Err(IdentityError::BadCredentials);
    }
    let user = user.ok_or(IdentityError::BadCredentials)?;
    if user.disabled() {
        return Err(IdentityError::AccountDisabled);
    }
    lockout::release_after_success(ports, phone).await?;
    Ok(user)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hashes_verify_and_carry_owasp_parameters() {
        let p = Argon2Params::default();
        let digest = "5f4dcc3b5aa765d61d8327deb882cf99";
        let h = hash(p, digest).await.unwrap();
        assert!(h.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{h}");
        assert!(verify(p, digest, Some(&h)).await);
        assert!(!verify(p, "5f4dcc3b5aa765d61d8327deb882cf98", Some(&h)).await);
        assert!(!verify(p, digest, None).await);
        assert!(!verify(p, digest, Some("not a hash")).await);
    }
}
