//! `batch/detail`: counts, progress and orders by status.

use axum::extract::State;
use verity_core::ports::Ports;
use verity_domain::batches::view::{self, BatchView};
use verity_domain::identity::Right;
use verity_http::{ApiJson, ApiResult, Reply, Session};

use super::{caller_batch, BatchIdRequest};

/// The batch: counts, progress while submitting, orders by status.
#[utoipa::path(
    post,
    path = "/api/base/batch/detail",
    operation_id = "batchDetail",
    tag = "batch",
    request_body = BatchIdRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the batch.", body = BatchView))
)]
pub async fn detail(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<BatchIdRequest>,
) -> ApiResult<BatchView> {
    let batch = caller_batch(&ports, &session, Right::ViewRecords, &req.batch_id).await?;
    Ok(Reply(view::view(&ports, &batch, true).await?))
}
