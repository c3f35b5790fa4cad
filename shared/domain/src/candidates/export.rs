//! The copy of everything kept about the candidate (`me/export`): every
//! check on their phone with every stored field about them, opened from its
//! sealed form; nothing about anyone else (no member of the enterprise,
//! only the enterprise's name).

use serde::Serialize;
use verity_core::failure::Internal;
use verity_core::ports::Ports;
use verity_core::provider::{GivenDetails, ItemResult};

use super::checks::{self, disclosures, signature_png};
use super::session::MeSession;
use super::{pointer, CandidateError, CandidateResult};
use crate::orders::model::{AuthMode, EventKind, ItemStatus, OrderRecord};
use crate::orders::OrderStatus;
use crate::reports::decision::{Decision, DisputeKind, DisputeStatus};

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MeExport {
    pub exported_at: i64,
    /// The phone signed in with.
    pub phone: String,
    pub checks: Vec<ExportedCheck>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedCandidate {
    pub name: String,
    pub phone: String,
    pub id_number: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedItem {
    pub code: String,
    pub ordinal: u32,
    pub name_zh: String,
    pub name_en: String,
    pub status: ItemStatus,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<ItemResult>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub finding_zh: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub finding_en: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source_zh: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub started_at: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub finished_at: Option<i64>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedEvent {
    pub at: i64,
    pub kind: EventKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub item_code: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedConsent {
    pub mode: AuthMode,
    pub text_version: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disclosure_zh: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disclosure_en: Option<String>,
    pub signed_at: i64,
    /// The network address the consent was signed from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ip: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub user_agent: Option<String>,
    /// `data:image/png;base64,…`
    #[serde(skip_serializing_if = "Option::is_none")]
    pub signature_png: Option<String>,
    /// What the candidate asked to correct when signing.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub corrections: Option<String>,
    /// A signed paper authorization is on file.
    pub offline_file: bool,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedReport {
    pub version: u32,
    pub shared_at: i64,
    pub overall_result: ItemResult,
    /// Why an analyst made this version (a correction of findings).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedDecision {
    pub decision: Decision,
    pub reason: String,
    pub decided_at: i64,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedDispute {
    pub kind: DisputeKind,
    pub raised_at: i64,
    pub items: Vec<String>,
    pub text: String,
    pub status: DisputeStatus,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resolved_at: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resolution: Option<String>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedCheck {
    pub order_id: String,
    pub order_no: String,
    pub enterprise_name: String,
    pub package_name: String,
    pub package_version: u32,
    pub candidate: ExportedCandidate,
    /// What the items were checked against (school, employer, …).
    pub given_details: GivenDetails,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    pub status: OrderStatus,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<ItemResult>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status_reason: Option<String>,
    pub created_at: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub authorized_at: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub started_at: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub completed_at: Option<i64>,
    pub items: Vec<ExportedItem>,
    pub timeline: Vec<ExportedEvent>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub consent: Option<ExportedConsent>,
    pub reports: Vec<ExportedReport>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decision: Option<ExportedDecision>,
    pub disputes: Vec<ExportedDispute>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub erase_due_at: Option<i64>,
    pub erasure_requested: bool,
}

fn open<F: verity_core::pii::SealedField>(
    ports: &Ports,
    sealed: &verity_core::pii::Sealed<F>,
) -> CandidateResult<String> {
    sealed.open(&ports.pii).map_err(|e| Internal::new(e).into())
}

/// Everything kept about the session's phone, check by check, newest first.
pub async fn export(ports: &Ports, session: &MeSession) -> CandidateResult<MeExport> {
    let mut out = Vec::new();
    for p in pointer::of_phone(ports, &session.phone_hash).await? {
        // A pointer outlives nothing: an order erased, gone or not theirs is skipped.
        let checks::Gathered {
            record:
                OrderRecord {
                    order,
                    items,
                    timeline,
                    consent,
                },
            enterprise_name: name,
            versions,
            decision,
            disputes,
        } = match checks::gather(ports, session, &p.order_id).await {
            Ok(gathered) => gathered,
            Err(CandidateError::CheckNotFound) => continue,
            Err(e) => return Err(e),
        };
        let consent = match consent {
            None => None,
            Some(c) => {
                let (zh, en) = disclosures(c.mode, &name);
                Some(ExportedConsent {
                    mode: c.mode,
                    text_version: c.text_version.clone(),
                    disclosure_zh: zh,
                    disclosure_en: en,
                    signed_at: c.signed_at,
                    ip: c.ip_enc.as_ref().map(|s| open(ports, s)).transpose()?,
                    user_agent: c.user_agent.clone(),
                    signature_png: signature_png(ports, c.signature_key.as_deref()).await?,
                    corrections: c
                        .corrections_enc
                        .as_ref()
                        .map(|s| open(ports, s))
                        .transpose()?,
                    offline_file: c.file_key.is_some(),
                })
            }
        };
        let reports = versions
            .into_iter()
            .map(|r| ExportedReport {
                version: r.version,
                shared_at: r.created_at,
                overall_result: r.overall_result,
                reason: r.reason,
            })
            .collect();
        let decision = decision.map(|d| ExportedDecision {
            decision: d.decision,
            reason: d.reason,
            decided_at: d.decided_at,
        });
        let disputes = disputes
            .into_iter()
            .map(|d| ExportedDispute {
                kind: d.kind,
                raised_at: d.raised_at,
                items: d.items,
                text: d.text,
                status: d.status,
                resolved_at: d.resolved_at,
                resolution: d.resolution,
            })
            .collect();
        out.push(ExportedCheck {
            candidate: ExportedCandidate {
                name: open(ports, &order.candidate_name_enc)?,
                phone: open(ports, &order.candidate_phone_enc)?,
                id_number: open(ports, &order.candidate_id_number_enc)?,
                email: order
                    .candidate_email_enc
                    .as_ref()
                    .map(|s| open(ports, s))
                    .transpose()?,
            },
            given_details: order.given_details(&ports.pii).map_err(Internal::new)?,
            order_id: order.order_id.clone(),
            order_no: order.order_no.clone(),
            enterprise_name: name,
            package_name: order.package_name.clone(),
            package_version: order.package_version,
            position: order.position.clone(),
            status: order.status,
            result: order.result,
            status_reason: order.status_reason.clone(),
            created_at: order.created_at,
            authorized_at: order.authorized_at,
            started_at: order.started_at,
            completed_at: order.completed_at,
            items: items
                .into_iter()
                .map(|i| ExportedItem {
                    code: i.code,
                    ordinal: i.ordinal,
                    name_zh: i.name_zh,
                    name_en: i.name_en,
                    status: i.status,
                    result: i.result,
                    finding_zh: i.finding_zh,
                    finding_en: i.finding_en,
                    source: i.source,
                    source_zh: i.source_zh,
                    started_at: i.started_at,
                    finished_at: i.finished_at,
                })
                .collect(),
            timeline: timeline
                .into_iter()
                .map(|e| ExportedEvent {
                    at: e.at,
                    kind: e.kind,
                    item_code: e.item_code,
                    note: e.note,
                })
                .collect(),
            consent,
            reports,
            decision,
            disputes,
            erase_due_at: order.erase_due_at,
            erasure_requested: order.erasure_requested_at.is_some(),
        });
    }
    Ok(MeExport {
        exported_at: ports.clock.now_millis(),
        phone: session.phone(ports)?,
        checks: out,
    })
}
