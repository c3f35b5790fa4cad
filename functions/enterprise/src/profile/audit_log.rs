//! `enterprise/auditLog`: who did what to the account.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_domain::enterprise;
use verity_domain::identity::Right;
use verity_http::{ApiJson, ApiResult, Reply, Session};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CursorRequest {
    /// From the previous page; absent for the first.
    #[schema(value_type = Option<String>)]
    pub cursor: Option<verity_core::types::Cursor>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AuditRow {
    pub id: String,
    pub at: i64,
    /// Masked phone of who did it, or the platform.
    pub actor: String,
    /// `enterprise.created`, `member.invited`, …
    pub action: String,
    pub detail: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AuditPage {
    pub list: Vec<AuditRow>,
    pub cursor: Option<String>,
}

/// Who did what to the account, newest first (20 a page).
#[utoipa::path(
    post,
    path = "/api/base/enterprise/auditLog",
    operation_id = "enterpriseAuditLog",
    tag = "enterprise",
    request_body = CursorRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {list, cursor}.", body = AuditPage))
)]
pub async fn audit_log(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<CursorRequest>,
) -> ApiResult<AuditPage> {
    let member = session.require(Right::ManageEnterprise)?;
    let cursor = req.cursor.map(|c| c.into_inner());
    let (entries, cursor) =
        enterprise::audit::page(&ports, &member.enterprise_id, cursor, 20).await?;
    let list = entries
        .into_iter()
        .map(|e| AuditRow {
            action: serde_json::to_value(e.action)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default(),
            id: e.id,
            at: e.at,
            actor: e.actor,
            detail: e.detail,
        })
        .collect();
    Ok(Reply(AuditPage { list, cursor }))
}
