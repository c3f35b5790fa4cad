//! The platform operators' review queue (`platformRole: ops`, a user of no
//! enterprise; every call here answers -6 to anyone else).

use axum::extract::State;
use serde::{Deserialize, Deserializer, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::text::Text;
use verity_core::types::{refuse, EntityId, Reason};
use verity_domain::enterprise::review::{self, Decision};
use verity_domain::enterprise::{Actor, CertStatus};
use verity_domain::regions;
use verity_http::verdict::Verdict;
use verity_http::{ApiJson, ApiResult, Reply, Session};

use crate::profile::status_name;

verity_http::list_request! {
    pub struct OpsListRequest {
        /// `pending_review` (default), `certified` or `rejected`.
        #[serde(default, deserialize_with = "cert_status")]
        #[schema(value_type = Option<String>)]
        pub cert_status: Option<CertStatus>,
    }
    cursor only
}

/// A certification status, trimmed; refused as a [`Reason`] when empty.
fn cert_status<'de, D: Deserializer<'de>>(d: D) -> Result<Option<CertStatus>, D::Error> {
    Option::<Reason>::deserialize(d)?
        .map(|s| {
            CertStatus::parse(&s).ok_or_else(|| {
                refuse(Text::new(
                    "certStatus: must be pending_review, certified or rejected",
                    "须为 pending_review、certified 或 rejected",
                ))
            })
        })
        .transpose()
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OpsRow {
    pub enterprise_id: String,
    pub name: String,
    pub credit_code: String,
    pub region_path: Vec<String>,
    pub contact_name: String,
    pub contact_phone_masked: String,
    pub submitted_at: i64,
    #[schema(value_type = String)]
    pub cert_status: &'static str,
    /// A signed URL valid for 10 minutes; null without a licence.
    pub license_url: Option<String>,
    pub reject_reason: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct OpsPage {
    pub list: Vec<OpsRow>,
    pub cursor: Option<String>,
}

/// Enterprises by certification status, oldest submission first (20 a page).
#[utoipa::path(
    post,
    path = "/api/base/enterprise/ops/list",
    operation_id = "enterpriseOpsList",
    tag = "enterprise",
    request_body = OpsListRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {list, cursor}.", body = OpsPage))
)]
pub async fn list(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<OpsListRequest>,
) -> ApiResult<OpsPage> {
    session.require_ops()?;
    let status = req.cert_status.unwrap_or(CertStatus::PendingReview);
    let cursor = req.cursor.map(|c| c.into_inner());
    let (enterprises, cursor) = review::queue(&ports, status, cursor, 20).await?;
    let mut list = Vec::with_capacity(enterprises.len());
    for e in enterprises {
        let license_url = if e.license_file_key.is_empty() {
            None
        } else {
            Some(verity_domain::files::url(&ports, &e.license_file_key).await?)
        };
        let region_path = if e.region_code.is_empty() {
            Vec::new()
        } else {
            regions::path(&ports, &e.region_code)
                .await?
                .unwrap_or_default()
        };
        list.push(OpsRow {
            cert_status: status_name(e.cert_status),
            enterprise_id: e.enterprise_id,
            name: e.name,
            credit_code: e.credit_code,
            region_path,
            contact_name: e.contact_name,
            contact_phone_masked: e.contact_phone_mask,
            submitted_at: e.submitted_at,
            license_url,
            reject_reason: e.reject_reason,
        });
    }
    Ok(Reply(OpsPage { list, cursor }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReviewRequest {
    pub enterprise_id: EntityId,
    /// `approve` or `reject`.
    #[schema(value_type = String)]
    pub decision: Verdict,
    /// Required to reject; shown to the enterprise.
    #[schema(value_type = Option<String>)]
    pub reason: Option<Reason>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewReply {
    #[schema(value_type = String)]
    pub cert_status: &'static str,
}

/// Certifies or rejects an enterprise waiting for review.
#[utoipa::path(
    post,
    path = "/api/base/enterprise/ops/review",
    operation_id = "enterpriseOpsReview",
    tag = "enterprise",
    request_body = ReviewRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {certStatus}.", body = ReviewReply))
)]
pub async fn review(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<ReviewRequest>,
) -> ApiResult<ReviewReply> {
    session.require_ops()?;
    let reason = req.reason.as_deref().unwrap_or("");
    let decision = match req.decision {
        Verdict::Approve => Decision::Approve,
        Verdict::Reject => Decision::Reject { reason },
    };
    let reviewer = Actor {
        user_id: session.user_id.clone(),
        label: "Platform review".into(),
        ip: None,
    };
    let e = review::decide(&ports, &req.enterprise_id, decision, &reviewer).await?;
    tracing::info!(enterprise_id = %e.enterprise_id, status = status_name(e.cert_status), "enterprise reviewed");
    Ok(Reply(ReviewReply {
        cert_status: status_name(e.cert_status),
    }))
}
