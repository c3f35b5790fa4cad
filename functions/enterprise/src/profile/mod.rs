//! Creation, the profile, the service contract and the audit log, one file
//! an operation. What they share: the enterprise as its members see it.

pub mod accept_contract;
pub mod audit_log;
pub mod contract;
pub mod create;
pub mod detail;
pub mod retention;
pub mod update;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_domain::enterprise::{self, CertStatus, Enterprise};
use verity_domain::files;
use verity_domain::regions;
use verity_http::ApiError;

/// The enterprise as its members see it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Detail {
    pub enterprise_id: String,
    pub name: String,
    pub credit_code: String,
    pub region_code: String,
    /// Province, city, district names.
    pub region_path: Vec<String>,
    pub address: String,
    pub contact_name: String,
    pub contact_phone_masked: String,
    pub license_file_key: String,
    /// A signed URL valid for 10 minutes; null without a licence.
    pub license_url: Option<String>,
    pub logo_file_key: Option<String>,
    pub logo_url: Option<String>,
    /// `pending_review`, `certified` or `rejected`.
    #[schema(value_type = String)]
    pub cert_status: &'static str,
    pub reject_reason: Option<String>,
    pub submitted_at: i64,
    pub reviewed_at: Option<i64>,
    /// The current contract version.
    pub contract_version: String,
    pub contract_version_accepted: Option<String>,
    pub contract_accepted_at: Option<i64>,
    /// Certified and the current contract accepted: ordering is open.
    pub can_order: bool,
}

async fn signed(ports: &Ports, key: &str) -> Result<Option<String>, ApiError> {
    if key.is_empty() {
        return Ok(None);
    }
    Ok(Some(files::url(ports, key).await?))
}

pub(crate) async fn detail_of(ports: &Ports, e: Enterprise) -> Result<Detail, ApiError> {
    let region_path = if e.region_code.is_empty() {
        Vec::new()
    } else {
        regions::path(ports, &e.region_code)
            .await?
            .unwrap_or_default()
    };
    Ok(Detail {
        license_url: signed(ports, &e.license_file_key).await?,
        logo_url: match &e.logo_file_key {
            Some(k) => signed(ports, k).await?,
            None => None,
        },
        can_order: e.can_order(),
        cert_status: verity_core::table::Status::as_str(e.cert_status),
        enterprise_id: e.enterprise_id,
        name: e.name,
        credit_code: e.credit_code,
        region_code: e.region_code,
        region_path,
        address: e.address,
        contact_name: e.contact_name,
        contact_phone_masked: e.contact_phone_mask,
        license_file_key: e.license_file_key,
        logo_file_key: e.logo_file_key,
        reject_reason: e.reject_reason,
        submitted_at: e.submitted_at,
        reviewed_at: e.reviewed_at,
        contract_version: enterprise::contract::CURRENT_VERSION.to_string(),
        contract_version_accepted: e.contract_version_accepted,
        contract_accepted_at: e.contract_accepted_at,
    })
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Empty {}

pub(crate) fn status_name(s: CertStatus) -> &'static str {
    verity_core::table::Status::as_str(s)
}
