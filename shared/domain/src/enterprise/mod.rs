//! Enterprises: the companies that order checks. Today: creation with its
//! owner and the name shown in sessions; onboarding (profile, certification,
//! contract) arrives with its issue.
//!
//! | item | pk | sk | access patterns served |
//! |---|---|---|---|
//! | enterprise | `ENT#<enterpriseId>` | `PROFILE` | enterprise by id (name in loginInfo) |

use serde::{Deserialize, Serialize};
use verity_core::failure::Internal;
use verity_core::ports::Ports;
use verity_core::table::{Entity, Key, TableError, TableExt, Tx, TxError};

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

/// The enterprise item: `ENT#<enterpriseId>` / `PROFILE`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Enterprise {
    pub enterprise_id: String,
    pub name: String,
    pub owner_user_id: String,
    pub created_at: i64,
}

impl Entity for Enterprise {
    const KIND: &'static str = "enterprise";

    fn key(&self) -> Key {
        enterprise_key(&self.enterprise_id)
    }
}

pub async fn enterprise_name(
    ports: &Ports,
    enterprise_id: &str,
) -> EnterpriseResult<Option<String>> {
    Ok(ports
        .table
        .get_as::<Enterprise>(&enterprise_key(enterprise_id))
        .await?
        .map(|e| e.name))
}

/// Creates an enterprise with its owner in one transaction; returns its id.
/// (Enterprise onboarding, a later issue, adds the enterprise's details.)
pub async fn create_enterprise(
    ports: &Ports,
    owner: &accounts::User,
    name: &str,
) -> EnterpriseResult<String> {
    let now = ports.clock.now_millis();
    let enterprise = Enterprise {
        enterprise_id: verity_core::ids::new_id(),
        name: name.to_string(),
        owner_user_id: owner.user_id.clone(),
        created_at: now,
    };
    let owner_membership = accounts::new_membership(
        ports,
        &enterprise.enterprise_id,
        name,
        owner,
        Role::Owner,
        now,
    );
    let tx = Tx::new()
        .with("enterprise", enterprise.put_new())
        .with("ownerMembership", owner_membership.put_new());
    match ports.table.run(tx).await {
        Ok(()) => Ok(enterprise.enterprise_id),
        // A fresh random id cannot collide: a failed condition is a bug.
        Err(TxError::Condition(label)) => {
            Err(Internal::new(format!("{label} already exists")).into())
        }
        Err(TxError::Table(e)) => Err(e.into()),
    }
}
