//! The report calls, one file an operation (the PDF and verification in
//! `documents.rs`, decisions and disputes in `decisions.rs`). Reading needs
//! `ViewRecords` (every member) and looks the order up under the caller's
//! enterprise, so another enterprise's order is 1007; editing is for platform
//! operators (`ops`) only. What several calls share: the order a call names,
//! the report with its standing, an analyst's item edits.

pub mod detail;
pub mod ops_edit;
pub mod revoke_share;
pub mod share;
pub mod shared;
pub mod shares;
pub mod versions;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::{EntityId, Reason};
use verity_domain::reports::{self, Grade, ItemEdit, Report, ReportStatus};
use verity_http::ApiError;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReportRequest {
    #[schema(value_type = String)]
    pub order_id: EntityId,
}

/// A report's current version with where it stands (decision, dispute).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportDetail {
    #[serde(flatten)]
    pub report: Report,
    #[serde(flatten)]
    pub status: ReportStatus,
    /// The order's candidate data were erased: the candidate, findings and
    /// notes read `***`; grades and results stay.
    pub erased: bool,
}

impl ReportDetail {
    pub async fn read(
        ports: &Ports,
        enterprise_id: &str,
        order_id: &str,
    ) -> Result<Self, ApiError> {
        let report = reports::current(ports, enterprise_id, order_id).await?;
        let status = reports::decision::status(ports, order_id).await?;
        let order = verity_domain::orders::lifecycle::order(ports, enterprise_id, order_id).await?;
        Ok(ReportDetail {
            report,
            status,
            erased: order.is_erased(),
        })
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ItemEditRequest {
    /// The item's catalogue code (every item of that code changes).
    pub code: String,
    #[serde(default)]
    pub grade: Option<Grade>,
    /// The findings as the analyst writes them (at most 500 characters).
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub findings: Option<Reason>,
}

pub(crate) fn item_edits(items: Vec<ItemEditRequest>) -> Vec<ItemEdit> {
    items
        .into_iter()
        .map(|i| ItemEdit {
            code: i.code,
            grade: i.grade,
            findings: i.findings.map(|f| f.into_inner()),
        })
        .collect()
}
