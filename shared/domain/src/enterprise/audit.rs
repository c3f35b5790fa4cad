//! The account's audit log: who did what, newest first. Entries are written
//! in the same transaction as the change they describe, and hold no PII
//! (actors and members appear as masked phones).

use serde::{Deserialize, Serialize};
use verity_core::ports::Ports;
use verity_core::table::{Entity, Key, Query, TableExt, Tx, TxAction};

use super::{Actor, EnterpriseResult};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    #[serde(rename = "enterprise.created")]
    Created,
    #[serde(rename = "enterprise.updated")]
    Updated,
    #[serde(rename = "contract.accepted")]
    ContractAccepted,
    #[serde(rename = "member.invited")]
    MemberInvited,
    #[serde(rename = "member.joined")]
    MemberJoined,
    #[serde(rename = "member.declined")]
    MemberDeclined,
    #[serde(rename = "member.inviteResent")]
    InviteResent,
    #[serde(rename = "member.inviteRevoked")]
    InviteRevoked,
    #[serde(rename = "member.roleChanged")]
    RoleChanged,
    #[serde(rename = "member.disabled")]
    MemberDisabled,
    #[serde(rename = "member.enabled")]
    MemberEnabled,
    #[serde(rename = "enterprise.approved")]
    Approved,
    #[serde(rename = "enterprise.rejected")]
    Rejected,
    /// A member revealed a candidate's phone or ID number on an order
    /// (detail: the order number and the field, never the value).
    #[serde(rename = "candidate.revealed")]
    CandidateRevealed,
    /// An admin exported the order records unmasked (detail: rows, format).
    #[serde(rename = "orders.exportedUnmasked")]
    OrdersExportedUnmasked,
    /// An API key was created (detail: its name, role, live or sandbox).
    #[serde(rename = "apiKey.created")]
    ApiKeyCreated,
    /// An API key was revoked (detail: its name).
    #[serde(rename = "apiKey.revoked")]
    ApiKeyRevoked,
    /// An API key called the API (at most once an hour per key; detail: the
    /// route group; the actor names the key).
    #[serde(rename = "apiKey.used")]
    ApiKeyUsed,
    /// The retention of candidate data changed (detail: old → new days).
    #[serde(rename = "retention.updated")]
    RetentionUpdated,
    /// An order's candidate data were erased (detail: the order id, the
    /// reason and counts; never a value).
    #[serde(rename = "privacy.erased")]
    PrivacyErased,
}

/// One entry: `AUDIT#<enterpriseId>` / `<at, 13 digits>#<id>`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AuditEntry {
    pub enterprise_id: String,
    pub id: String,
    pub at: i64,
    pub actor_user_id: String,
    /// The masked phone (or "Platform review") shown as the actor.
    pub actor: String,
    pub action: Action,
    pub detail: String,
}

impl Entity for AuditEntry {
    const KIND: &'static str = "audit entry";

    fn key(&self) -> Key {
        Key::new(
            format!("AUDIT#{}", self.enterprise_id),
            format!("{:013}#{}", self.at, self.id),
        )
    }
}

/// A change's transaction with its audit entry (labelled `audit`).
pub trait Audited {
    fn audited(
        self,
        ports: &Ports,
        enterprise_id: &str,
        actor: &Actor,
        action: Action,
        detail: &str,
    ) -> Self;
}

impl Audited for Tx {
    fn audited(
        self,
        ports: &Ports,
        enterprise_id: &str,
        actor: &Actor,
        action: Action,
        detail: &str,
    ) -> Tx {
        self.with("audit", entry(ports, enterprise_id, actor, action, detail))
    }
}

/// The put of a new entry, for the transaction of the change it records.
pub fn entry(
    ports: &Ports,
    enterprise_id: &str,
    actor: &Actor,
    action: Action,
    detail: &str,
) -> TxAction {
    AuditEntry {
        enterprise_id: enterprise_id.to_string(),
        id: verity_core::ids::new_id(),
        at: ports.clock.now_millis(),
        actor_user_id: actor.user_id.clone(),
        actor: actor.label.clone(),
        action,
        detail: detail.to_string(),
    }
    .put_new()
}

/// One page of the log, newest first; the cursor of the next page.
pub async fn page(
    ports: &Ports,
    enterprise_id: &str,
    cursor: Option<String>,
    limit: usize,
) -> EnterpriseResult<(Vec<AuditEntry>, Option<String>)> {
    // A cursor of another enterprise's log is refused, not followed.
    Ok(ports
        .table
        .page_as(
            Query::partition(format!("AUDIT#{enterprise_id}"))
                .backward()
                .limit(limit)
                .after(cursor),
        )
        .await?)
}
