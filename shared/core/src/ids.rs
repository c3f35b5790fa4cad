//! Identifiers and secrets from the OS random source.

use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use rand::TryRngCore;

/// A 128-bit random identifier, lowercase hex: safe in keys and URLs.
pub fn new_id() -> String {
    let mut bytes = [0u8; 16];
    rand::rngs::OsRng
        .try_fill_bytes(&mut bytes)
        .expect("the OS random source works");
    hex::encode(bytes)
}

/// A 256-bit random secret token, base64url.
pub fn new_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng
        .try_fill_bytes(&mut bytes)
        .expect("the OS random source works");
    URL_SAFE_NO_PAD.encode(bytes)
}
