//! Password sign-in lock-out: after `login_max_failures` (10) failures for a
//! phone within `login_lock_window_secs` (15 min) of the window's first
//! failure, every further password try answers 2006 until the window ends.
//! Keyed by the phone's keyed hash, not the user, so unknown phones lock the
//! same way and the answer reveals nothing.

use serde_json::Value;

use super::error::IdentityError;
use verity_core::ports::Ports;
use verity_core::table::{Condition, Key, UpdateAction};

fn key(ports: &Ports, phone: &str) -> Key {
    Key::new(
        format!("LOGINFAIL#{}", super::accounts::phone_hash(ports, phone)),
        "PASSWORD",
    )
}

/// `Err(2006)` with `data.retryAfterSeconds` while the phone is locked.
pub async fn ensure_unlocked(ports: &Ports, phone: &str) -> Result<(), IdentityError> {
    let Some(item) = ports.table.get(&key(ports, phone)).await? else {
        return Ok(());
    };
    let now = ports.clock.now_millis();
    let start = item.get("windowStart").and_then(Value::as_i64).unwrap_or(0);
    let failures = item.get("failures").and_then(Value::as_i64).unwrap_or(0);
    let window_end = start + ports.auth.login_lock_window_secs * 1000;
    if now < window_end && failures >= ports.auth.login_max_failures {
        let retry_after_secs = (window_end - now + 999).div_euclid(1000);
        return Err(IdentityError::AccountLocked { retry_after_secs });
    }
    Ok(())
}

/// Counts one failure, opening a new window when the last one has passed.
pub async fn record_failure(ports: &Ports, phone: &str) -> Result<(), IdentityError> {
    let key = key(ports, phone);
    let window_ms = ports.auth.login_lock_window_secs * 1000;
    for _ in 0..5 {
        let now = ports.clock.now_millis();
        let current = ports.table.get(&key).await?;
        let start = current
            .as_ref()
            .and_then(|i| i.get("windowStart"))
            .and_then(Value::as_i64);
        let result = match start {
            Some(start) if now < start + window_ms => {
                ports
                    .table
                    .update(
                        &key,
                        vec![UpdateAction::add("failures", 1)],
                        Some(Condition::eq("windowStart", start)),
                    )
                    .await
            }
            _ => {
                let condition = match start {
                    None => Condition::item_absent(),
                    Some(s) => Condition::eq("windowStart", s),
                };
                ports
                    .table
                    .update(
                        &key,
                        vec![
                            UpdateAction::set("windowStart", now),
                            UpdateAction::set("failures", 1),
                            UpdateAction::set("expiresAt", (now + window_ms).div_euclid(1000) + 1),
                        ],
                        Some(condition),
                    )
                    .await
            }
        };
        match result {
            Ok(_) => return Ok(()),
            Err(e) if e.is_condition_failure() => continue,
            Err(e) => return Err(e.into()),
        }
    }
    Ok(())
}

/// Forgets failures after a successful sign-in or a password reset.
pub async fn clear(ports: &Ports, phone: &str) -> Result<(), IdentityError> {
    ports.table.delete(&key(ports, phone), None).await?;
    Ok(())
}
