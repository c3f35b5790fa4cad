//! Enterprises: the companies that order checks. Creation by a signed-in
//! visitor (who becomes its owner), its profile, the platform's
//! certification review, the service contract, members and invitations, and
//! the audit log of the account.
//!
//! | item | pk | sk | access patterns served |
//! |---|---|---|---|
//! | enterprise | `ENT#<enterpriseId>` | `PROFILE` | enterprise by id; review queue by status (gsi2 `CERT#<status>`, by submission time) |
//! | credit-code claim | `CREDITCODE#<code>` | `CLAIM` | one enterprise per unified social credit code |
//! | invitation | `INVITE#<hmac(phone)>` | `ENT#<enterpriseId>` | invitations of a phone (the invitee's list; taking effect only when accepted); of an enterprise (gsi1 `ENTINVITES#<id>`) |
//! | invitation cap | `INVITECAP#<enterpriseId>` | `DAY#<yyyy-mm-dd>` | invitations sent per China day (TTL) |
//! | audit entry | `AUDIT#<enterpriseId>` | `<at, 13 digits>#<id>` | the account's log, newest first |

pub mod audit;
pub mod contract;
pub mod credit_code;
mod error;
pub mod invitations;
pub mod members;
pub mod pending;
pub mod profile;
pub mod review;

pub use error::{EnterpriseError, EnterpriseResult};
pub use profile::{
    create, create_enterprise, enterprise, enterprise_key, enterprise_name, CertStatus, Enterprise,
    NewEnterprise, ProfileChange,
};

/// Who acts on an enterprise: for the audit log and contract acceptance.
#[derive(Debug, Clone)]
pub struct Actor {
    pub user_id: String,
    /// What the log shows: the masked phone (never the number).
    pub label: String,
    /// The caller's network, when known (contract acceptance records it sealed).
    pub ip: Option<String>,
}
