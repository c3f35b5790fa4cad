//! Enterprises: the companies that order checks. Today: creation with its
//! owner and the name shown in sessions; onboarding (profile, certification,
//! contract) arrives with its issue.
//!
//! | item | pk | sk | access patterns served |
//! |---|---|---|---|
//! | enterprise | `ENT#<enterpriseId>` | `PROFILE` | enterprise by id (name in loginInfo) |

use serde_json::json;
use verity_core::failure::Internal;
use verity_core::ports::Ports;
use verity_core::table::{Condition, Key, TableError, TxAction};

use crate::identity::{accounts, Role};

#[derive(Debug, thiserror::Error)]
pub enum EnterpriseError {
    #[error("enterprise not found")]
    NotFound,
    #[error(transparent)]
    Internal(#[from] Internal),
}

impl From<TableError> for EnterpriseError {
    #[track_caller]
    fn from(e: TableError) -> Self {
        EnterpriseError::Internal(Internal::new(e))
    }
}

pub type EnterpriseResult<T> = Result<T, EnterpriseError>;

pub fn enterprise_key(enterprise_id: &str) -> Key {
    Key::new(format!("ENT#{enterprise_id}"), "PROFILE")
}

pub async fn enterprise_name(
    ports: &Ports,
    enterprise_id: &str,
) -> EnterpriseResult<Option<String>> {
    Ok(ports
        .table
        .get(&enterprise_key(enterprise_id))
        .await?
        .and_then(|i| i.get("name").and_then(|v| v.as_str()).map(str::to_string)))
}

/// Creates an enterprise with its owner in one transaction; returns its id.
/// (Enterprise onboarding, a later issue, adds the enterprise's details.)
pub async fn create_enterprise(
    ports: &Ports,
    owner: &accounts::User,
    name: &str,
) -> EnterpriseResult<String> {
    let now = ports.clock.now_millis();
    let enterprise_id = verity_core::ids::new_id();
    let key = enterprise_key(&enterprise_id);
    let ent = json!({
        "pk": key.pk, "sk": key.sk,
        "enterpriseId": enterprise_id,
        "name": name,
        "ownerUserId": owner.user_id,
        "createdAt": now,
    });
    ports
        .table
        .transact(vec![
            TxAction::Put {
                item: ent.as_object().cloned().unwrap_or_default(),
                condition: Some(Condition::item_absent()),
            },
            TxAction::Put {
                item: accounts::membership_item(
                    ports,
                    &enterprise_id,
                    name,
                    owner,
                    Role::Owner,
                    now,
                ),
                condition: Some(Condition::item_absent()),
            },
        ])
        .await?;
    Ok(enterprise_id)
}
