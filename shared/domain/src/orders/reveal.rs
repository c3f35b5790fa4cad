//! HR recognises its own candidates: a member who may see candidates
//! (`Right::ViewCandidates`, checked by the caller) reads the full name in
//! lists and details; the phone and the ID number stay masked until the
//! member reveals one, which is written to the enterprise's audit log (who,
//! when, which order number, which field: never the value) before the value
//! is answered. Exporting the records unmasked is audited the same way.

use verity_core::ports::Ports;
use verity_core::table::{TableExt, Tx, TxError};

use super::model::Order;
use super::OrderResult;
use crate::enterprise::audit::{self, Action};
use crate::enterprise::Actor;

/// A field of the candidate that stays masked until revealed.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize, utoipa::ToSchema,
)]
#[serde(rename_all = "camelCase")]
pub enum RevealField {
    Phone,
    IdNumber,
}

impl RevealField {
    pub fn as_str(self) -> &'static str {
        match self {
            RevealField::Phone => "phone",
            RevealField::IdNumber => "idNumber",
        }
    }
}

/// The candidate's full name (for members who may see candidates).
pub fn full_name(ports: &Ports, order: &Order) -> String {
    order
        .candidate_name_enc
        .open(&ports.pii)
        .unwrap_or_else(|_| order.name_mask.clone())
}

/// The clear value of `field`, once the audit entry is written.
pub async fn reveal(
    ports: &Ports,
    order: &Order,
    field: RevealField,
    actor: &Actor,
) -> OrderResult<String> {
    if order.is_erased() {
        return Err(super::OrderError::Erased);
    }
    let open = |e| verity_core::failure::Internal::new(e);
    let value = match field {
        RevealField::Phone => order.candidate_phone_enc.open(&ports.pii).map_err(open)?,
        RevealField::IdNumber => order
            .candidate_id_number_enc
            .open(&ports.pii)
            .map_err(open)?,
    };
    let detail = format!("{} · {}", order.order_no, field.as_str());
    record(
        ports,
        &order.enterprise_id,
        actor,
        Action::CandidateRevealed,
        &detail,
    )
    .await?;
    tracing::info!(order_id = %order.order_id, field = field.as_str(), "candidate field revealed");
    Ok(value)
}

/// The audit entry of an unmasked export, written before the file is.
pub async fn exported_unmasked(
    ports: &Ports,
    enterprise_id: &str,
    actor: &Actor,
    rows: usize,
    format: &str,
) -> OrderResult<()> {
    let detail = format!("{rows} orders · {format}");
    record(
        ports,
        enterprise_id,
        actor,
        Action::OrdersExportedUnmasked,
        &detail,
    )
    .await
}

async fn record(
    ports: &Ports,
    enterprise_id: &str,
    actor: &Actor,
    action: Action,
    detail: &str,
) -> OrderResult<()> {
    let tx = Tx::new().with(
        "audit",
        audit::entry(ports, enterprise_id, actor, action, detail),
    );
    match ports.table.run(tx).await {
        Ok(()) => Ok(()),
        Err(TxError::Table(e)) => Err(e.into()),
        Err(TxError::Condition(label)) => Err(verity_core::failure::Internal::new(format!(
            "audit entry refused ({label})"
        ))
        .into()),
    }
}
