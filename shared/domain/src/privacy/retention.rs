//! The enterprise's retention setting: how many days an ended order's
//! candidate data are kept. Stored on the enterprise item
//! (`retentionDays`, `retentionUpdatedAt`); orders snapshot it when placed.

use serde::Serialize;
use verity_core::ports::Ports;
use verity_core::table::{Condition, TableExt, Tx, TxAction, TxError, UpdateAction};

use super::{PrivacyError, PrivacyResult};
use crate::enterprise::audit::{Action, Audited};
use crate::enterprise::profile::{
    self, RETENTION_DEFAULT_DAYS, RETENTION_MAX_DAYS, RETENTION_MIN_DAYS,
};
use crate::enterprise::Actor;

/// The setting as the account page shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Retention {
    /// Days candidate data are kept after an order ends.
    pub days: u32,
    pub default_days: u32,
    pub min_days: u32,
    pub max_days: u32,
    /// When it was last changed (absent: never, the default applies).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub updated_at: Option<i64>,
}

/// The enterprise's retention setting.
pub async fn read(ports: &Ports, enterprise_id: &str) -> PrivacyResult<Retention> {
    let enterprise = profile::enterprise(ports, enterprise_id).await?;
    Ok(Retention {
        days: profile::retention_days(&enterprise),
        default_days: RETENTION_DEFAULT_DAYS,
        min_days: RETENTION_MIN_DAYS,
        max_days: RETENTION_MAX_DAYS,
        updated_at: enterprise.retention_updated_at,
    })
}

/// Sets the retention (orders placed from now keep it), with the audit
/// entry `retention.updated` in the same transaction.
pub async fn set(
    ports: &Ports,
    enterprise_id: &str,
    days: u32,
    actor: &Actor,
) -> PrivacyResult<Retention> {
    if !(RETENTION_MIN_DAYS..=RETENTION_MAX_DAYS).contains(&days) {
        return Err(PrivacyError::RetentionOutOfRange {
            min: RETENTION_MIN_DAYS,
            max: RETENTION_MAX_DAYS,
        });
    }
    let before = read(ports, enterprise_id).await?;
    let now = ports.clock.now_millis();
    let tx = Tx::new()
        .with(
            "enterprise",
            TxAction::Update {
                key: profile::enterprise_key(enterprise_id),
                actions: vec![
                    UpdateAction::set("retentionDays", days),
                    UpdateAction::set("retentionUpdatedAt", now),
                ],
                condition: Some(Condition::item_present()),
            },
        )
        .audited(
            ports,
            enterprise_id,
            actor,
            Action::RetentionUpdated,
            &format!("{} → {days} days", before.days),
        );
    match ports.table.run(tx).await {
        Ok(()) => {}
        Err(TxError::Condition(_)) => return Err(PrivacyError::NotFound),
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    Ok(Retention {
        days,
        updated_at: Some(now),
        ..before
    })
}
