//! Real-name verification: name, ID number and the account's phone checked
//! by the identity provider. Each check is a paid vendor call, so a user has a
//! daily cap (`IDCHECK#<userId>` / `DAY#<date>`, see [`crate::counters`]).

use verity_core::pii::mask_id_number;
use verity_core::ports::Ports;
use verity_core::provider::{IdentityOutcome, IdentityQuery};
use verity_core::table::{TableExt, Tx, TxError};

use super::accounts::{self, User, UserChange};
use super::error::IdentityError;
use crate::counters::count_today;

/// Checks `name` and `id_number` against `user`'s phone; on a match records
/// the verification on the user and answers the masked ID number.
pub async fn verify(
    ports: &Ports,
    user: &User,
    name: &str,
    id_number: &str,
) -> Result<String, IdentityError> {
    let now = ports.clock.now_millis();
    let cap = count_today(
        format!("IDCHECK#{}", user.user_id),
        now,
        ports.auth.identity_checks_per_day,
    );
    match ports
        .table
        .run(Tx::new().with("identityCheckDailyCap", cap))
        .await
    {
        Ok(()) => {}
        Err(TxError::Condition(_)) => return Err(IdentityError::RateLimited),
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    let query = IdentityQuery {
        name: name.to_string(),
        id_number: id_number.to_string(),
        phone: user.phone.clone(),
    };
    let outcome = ports.provider.check_identity(&query).await.map_err(|e| {
        tracing::warn!(error = %e, "identity provider failed");
        IdentityError::IdentityServiceUnavailable
    })?;
    if outcome != IdentityOutcome::Match {
        tracing::info!(user_id = %user.user_id, "real-name check mismatch");
        return Err(IdentityError::IdentityMismatch);
    }
    accounts::update_user(
        ports,
        &user.user_id,
        &[UserChange::RealName { name, id_number }],
    )
    .await?;
    tracing::info!(user_id = %user.user_id, "real-name check passed");
    Ok(mask_id_number(id_number))
}
