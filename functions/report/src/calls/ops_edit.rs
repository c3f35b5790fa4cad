//! `report/ops/edit`: an analyst's correction as a new version.

use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::text::Text;
use verity_core::types::{EntityId, Reason};
use verity_domain::reports::{self, Report};
use verity_http::{ApiError, ApiJson, ApiResult, Reply, Session};

use super::{item_edits, ItemEditRequest};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OpsEditRequest {
    #[schema(value_type = String)]
    pub order_id: EntityId,
    /// Why this version is made (shown in the history).
    #[schema(value_type = String)]
    pub reason: Reason,
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub note: Option<Reason>,
    #[serde(default)]
    pub items: Vec<ItemEditRequest>,
}

/// An analyst's correction: a new version with who, when and why.
#[utoipa::path(
    post,
    path = "/api/base/report/ops/edit",
    operation_id = "reportOpsEdit",
    tag = "report",
    request_body = OpsEditRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the new version.", body = Report))
)]
pub async fn ops_edit(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<OpsEditRequest>,
) -> ApiResult<Report> {
    session.require_ops()?;
    if req.items.is_empty() && req.note.is_none() {
        return Err(ApiError::invalid(
            "items",
            Text::new(
                "change at least one item or add a note",
                "请至少修改一个项目或填写备注",
            ),
        ));
    }
    let edits = item_edits(req.items);
    let analyst = session.user_id.clone();
    let report = reports::edit(
        &ports,
        &req.order_id,
        &analyst,
        &req.reason,
        req.note.as_deref(),
        &edits,
    )
    .await?;
    Ok(Reply(report))
}
