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
//! ([`verity_core::pii`]); keys hold only keyed hashes of them.

pub mod accounts;
pub mod codes;
pub mod error;
pub mod lockout;
#[cfg(feature = "password")]
pub mod password;
pub mod qr;
pub mod realname;
pub mod roles;
pub mod session;
pub mod validate;

pub use crate::counters::china_day;
pub use error::{IdentityError, IdentityResult};
pub use roles::{Right, Role};
pub use session::{ApiKeyCaller, BearerToken, Session};
pub use verity_core::settings::{Argon2Params, AuthSettings};

/// Lowercase hex SHA-256 of a random token: how tokens are stored and found.
pub fn token_hash(token: &str) -> String {
    use sha2::Digest;
    hex::encode(sha2::Sha256::digest(token.as_bytes()))
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
