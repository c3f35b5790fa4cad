//! One file per operation; what they share: the row a key is shown as.

pub mod create;
pub mod list;
pub mod revoke;

use serde::Serialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_domain::api_keys::KeyRecord;
use verity_domain::identity::Role;

/// A key as the console lists it (never the key itself).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApiKeyRow {
    pub key_id: String,
    pub name: String,
    /// `operator` or `viewer`.
    pub role: Role,
    /// A sandbox key (`vk_test_…`): the sandbox twin, sandbox money.
    pub sandbox: bool,
    /// The key's first 12 characters (`vk_live_AbCd`).
    pub prefix: String,
    /// Epoch ms.
    pub created_at: i64,
    /// The creator's masked phone.
    pub created_by: String,
    /// Epoch ms of the last call (written at most once a minute).
    pub last_used_at: Option<i64>,
    /// The network of the last call.
    pub last_used_ip: Option<String>,
    /// Epoch ms; a revoked key answers -5.
    pub revoked_at: Option<i64>,
}

impl ApiKeyRow {
    pub fn of(ports: &Ports, record: KeyRecord) -> Self {
        ApiKeyRow {
            last_used_ip: record.last_used_ip(ports),
            key_id: record.key_id,
            name: record.name,
            role: record.role,
            sandbox: record.sandbox,
            prefix: record.prefix,
            created_at: record.created_at,
            created_by: record.created_by_label,
            last_used_at: record.last_used_at,
            revoked_at: record.revoked_at,
        }
    }
}
