//! The platform's review of enterprises (the `ops` role): the queue by
//! status, and the decision.

use verity_core::failure::FieldError;
use verity_core::ports::Ports;
use verity_core::table::{Query, Status, TableExt, Tx, TxError, UpdateAction};
use verity_core::text::Text;

use super::audit::{self, Action};
use super::profile::{enterprise, enterprise_key, CertStatus, Enterprise};
use super::{Actor, EnterpriseError, EnterpriseResult};

/// A page of enterprises in `status`, oldest submission first (a queue).
pub async fn queue(
    ports: &Ports,
    status: CertStatus,
    cursor: Option<String>,
    limit: usize,
) -> EnterpriseResult<(Vec<Enterprise>, Option<String>)> {
    Ok(ports
        .table
        .page_as(
            Query::partition(format!("CERT#{}", Status::as_str(status)))
                .on_index("gsi2")
                .limit(limit)
                .after(cursor),
        )
        .await?)
}

/// The decision on a pending enterprise.
pub enum Decision<'a> {
    Approve,
    Reject { reason: &'a str },
}

/// Certifies or rejects an enterprise waiting for review (3008 otherwise).
pub async fn decide(
    ports: &Ports,
    enterprise_id: &str,
    decision: Decision<'_>,
    reviewer: &Actor,
) -> EnterpriseResult<Enterprise> {
    let current = enterprise(ports, enterprise_id).await?;
    if current.cert_status != CertStatus::PendingReview {
        return Err(EnterpriseError::ReviewNotPending);
    }
    let now = ports.clock.now_millis();
    let (to, action, reason) = match decision {
        Decision::Approve => (CertStatus::Certified, Action::Approved, None),
        Decision::Reject { reason } => {
            if reason.trim().is_empty() {
                return Err(FieldError::new(
                    "reason",
                    Text::new("please give the reason for the rejection", "请填写驳回原因"),
                )
                .into());
            }
            (CertStatus::Rejected, Action::Rejected, Some(reason.trim()))
        }
    };
    let mut more = vec![
        UpdateAction::set("reviewedAt", now),
        UpdateAction::set("updatedAt", now),
    ];
    match reason {
        Some(r) => more.push(UpdateAction::set("rejectReason", r)),
        None => more.push(UpdateAction::Remove("rejectReason".into())),
    }
    for (attr, value) in super::profile::review_index(to, current.submitted_at, enterprise_id) {
        more.push(UpdateAction::set(attr, value));
    }
    let tx = Tx::new()
        .with(
            "enterprise",
            CertStatus::PendingReview.transition(enterprise_key(enterprise_id), to, more),
        )
        .with(
            "audit",
            audit::entry(ports, enterprise_id, reviewer, action, reason.unwrap_or("")),
        );
    match ports.table.run(tx).await {
        Ok(()) => {}
        // Decided meanwhile by another reviewer.
        Err(TxError::Condition(_)) => return Err(EnterpriseError::ReviewNotPending),
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    crate::notices::raise::enterprise_reviewed(ports, enterprise_id, reason, now).await;
    enterprise(ports, enterprise_id).await
}
