//! Password sign-in lock-out: at most `login_max_failures` (10) password
//! attempts for a phone are evaluated within `login_lock_window_secs` (15 min)
//! of the window's first attempt; every further try answers 2006 until the
//! window ends. Keyed by the phone's keyed hash, not the user, so unknown
//! phones lock the same way and the answer reveals nothing.
//!
//! The attempt is reserved (counted) atomically *before* the password is
//! checked, so a burst of concurrent guesses cannot all be evaluated before
//! the first failure is counted. A right password forgets the window only
//! when it was the window's sole attempt: the guesses of a burst it was part
//! of stay counted.

use serde_json::{json, Value};

use super::error::IdentityError;
use verity_core::ports::Ports;
use verity_core::table::{Condition, Key, UpdateAction};

const ATTEMPTS: &str = "failures";
const WINDOW_START: &str = "windowStart";

fn key(ports: &Ports, phone: &str) -> Key {
    Key::new(
        format!("LOGINFAIL#{}", super::accounts::phone_hash(ports, phone)),
        "PASSWORD",
    )
}

/// Counts one password attempt, or `Err(2006)` (with `data.retryAfterSeconds`)
/// when the window already holds the limit.
pub async fn reserve_attempt(ports: &Ports, phone: &str) -> Result<(), IdentityError> {
    let key = key(ports, phone);
    let window_ms = ports.auth.login_lock_window_secs * 1000;
    let max = ports.auth.login_max_failures;
    // A few rounds: a window may open or close between the two writes.
    for _ in 0..5 {
        let now = ports.clock.now_millis();
        // In a live window, below the limit: count it there.
        let in_window = Condition::And(vec![
            Condition::Gt(WINDOW_START.into(), json!(now - window_ms)),
            Condition::Lt(ATTEMPTS.into(), json!(max)),
        ]);
        match ports
            .table
            .update(&key, vec![UpdateAction::add(ATTEMPTS, 1)], Some(in_window))
            .await
        {
            Ok(_) => return Ok(()),
            Err(e) if e.is_condition_failure() => {}
            Err(e) => return Err(e.into()),
        }
        // No window, or it has passed: this attempt opens a new one.
        let passed = Condition::Or(vec![
            Condition::NotExists(WINDOW_START.into()),
            Condition::Le(WINDOW_START.into(), json!(now - window_ms)),
        ]);
        let open = vec![
            UpdateAction::set(WINDOW_START, now),
            UpdateAction::set(ATTEMPTS, 1),
            UpdateAction::set("expiresAt", (now + window_ms).div_euclid(1000) + 1),
        ];
        match ports.table.update(&key, open, Some(passed)).await {
            Ok(_) => return Ok(()),
            Err(e) if e.is_condition_failure() => {}
            Err(e) => return Err(e.into()),
        }
        // Neither: a live window at the limit (or a race: look again).
        if let Some(item) = ports.table.get(&key).await? {
            let start = item.get(WINDOW_START).and_then(Value::as_i64).unwrap_or(0);
            let attempts = item.get(ATTEMPTS).and_then(Value::as_i64).unwrap_or(0);
            let window_end = start + window_ms;
            if now < window_end && attempts >= max {
                let retry_after_secs = (window_end - now + 999).div_euclid(1000);
                return Err(IdentityError::AccountLocked { retry_after_secs });
            }
        }
    }
    Err(IdentityError::RateLimited)
}

/// After a right password: forgets the window when this attempt was its only
/// one, so a user who signs in without mistakes never accumulates attempts.
pub async fn release_after_success(ports: &Ports, phone: &str) -> Result<(), IdentityError> {
    match ports
        .table
        .delete(&key(ports, phone), Some(Condition::eq(ATTEMPTS, 1)))
        .await
    {
        Ok(()) => Ok(()),
        Err(e) if e.is_condition_failure() => Ok(()),
        Err(e) => Err(e.into()),
    }
}

/// Forgets every attempt (a password reset proves the phone).
pub async fn clear(ports: &Ports, phone: &str) -> Result<(), IdentityError> {
    ports.table.delete(&key(ports, phone), None).await?;
    Ok(())
}
