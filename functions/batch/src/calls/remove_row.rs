//! `batch/removeRow`: leaves a row out.

use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::EntityId;
use verity_domain::batches::rows;
use verity_domain::identity::Right;
use verity_http::{ApiJson, ApiResult, Reply, Session};

use super::{caller_batch, RowView};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RowRequest {
    #[schema(value_type = String)]
    pub batch_id: EntityId,
    pub row: u32,
}

/// Leaves a row out: it is neither charged nor ordered.
#[utoipa::path(
    post,
    path = "/api/base/batch/removeRow",
    operation_id = "batchRemoveRow",
    tag = "batch",
    request_body = RowRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the removed row.", body = RowView))
)]
pub async fn remove_row(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<RowRequest>,
) -> ApiResult<RowView> {
    let batch = caller_batch(&ports, &session, Right::OrderChecks, &req.batch_id).await?;
    let row = rows::remove(&ports, &batch, req.row).await?;
    Ok(Reply(RowView::from(&row)))
}
