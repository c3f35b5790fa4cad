//! An enterprise's account: the balance and the counters beside it. The
//! item appears with the first movement; until then it reads as zeros.

use serde::{Deserialize, Serialize};
use verity_core::failure::FieldError;
use verity_core::ports::Ports;
use verity_core::table::{Entity, Key, TableExt, UpdateAction};
use verity_core::text::Text;

use super::{bill_pk, BillingResult, MAX_AMOUNT_FEN};

/// Below this balance the screens warn, unless the enterprise set its own.
pub const DEFAULT_LOW_BALANCE_FEN: i64 = 10_000;

fn default_threshold() -> i64 {
    DEFAULT_LOW_BALANCE_FEN
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Account {
    pub enterprise_id: String,
    #[serde(default)]
    pub balance_fen: i64,
    /// Bumped by every movement: the optimistic condition of the next one and
    /// the ledger's order.
    #[serde(default)]
    pub seq: i64,
    #[serde(default = "default_threshold")]
    pub low_balance_threshold_fen: i64,
    /// Charged minus refunded minus invoiced.
    #[serde(default)]
    pub invoiceable_fen: i64,
    /// Bank transfers waiting for the platform's confirmation.
    #[serde(default)]
    pub pending_recharge_fen: i64,
}

impl Entity for Account {
    const KIND: &'static str = "account";
    fn key(&self) -> Key {
        account_key(&self.enterprise_id)
    }
}

impl Account {
    pub fn empty(enterprise_id: &str) -> Self {
        Account {
            enterprise_id: enterprise_id.to_string(),
            balance_fen: 0,
            seq: 0,
            low_balance_threshold_fen: DEFAULT_LOW_BALANCE_FEN,
            invoiceable_fen: 0,
            pending_recharge_fen: 0,
        }
    }

    pub fn is_low(&self) -> bool {
        self.balance_fen < self.low_balance_threshold_fen
    }
}

pub fn account_key(enterprise_id: &str) -> Key {
    Key::new(bill_pk(enterprise_id), "ACCOUNT")
}

/// The enterprise's account (zeros before its first movement).
pub async fn account(ports: &Ports, enterprise_id: &str) -> BillingResult<Account> {
    Ok(ports
        .table
        .get_as::<Account>(&account_key(enterprise_id))
        .await?
        .unwrap_or_else(|| Account::empty(enterprise_id)))
}

/// Sets the balance below which the screens warn.
pub async fn set_low_balance(
    ports: &Ports,
    enterprise_id: &str,
    threshold_fen: i64,
) -> BillingResult<Account> {
    if !(0..=MAX_AMOUNT_FEN).contains(&threshold_fen) {
        return Err(FieldError::new(
            "thresholdFen",
            Text::new("from 0 to 100000000 fen", "须在 0 到 100000000 分之间"),
        )
        .into());
    }
    ports
        .table
        .update(
            &account_key(enterprise_id),
            vec![
                UpdateAction::set("enterpriseId", enterprise_id),
                UpdateAction::set("lowBalanceThresholdFen", threshold_fen),
            ],
            None,
        )
        .await?;
    account(ports, enterprise_id).await
}
