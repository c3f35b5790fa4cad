//! `batch/cancelRest`: cancels the orders still waiting, one refund.

use axum::extract::State;
use verity_core::ports::Ports;
use verity_domain::batches::cancel::{self, RestCanceled};
use verity_domain::identity::Right;
use verity_http::{ApiJson, ApiResult, Reply, Session};

use super::{caller_batch, BatchIdRequest};

/// Cancels the batch's orders still waiting for consent: one refund entry.
#[utoipa::path(
    post,
    path = "/api/base/batch/cancelRest",
    operation_id = "batchCancelRest",
    tag = "batch",
    request_body = BatchIdRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {canceledCount, refundedFen, balanceAfterFen}.", body = RestCanceled))
)]
pub async fn cancel_rest(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<BatchIdRequest>,
) -> ApiResult<RestCanceled> {
    let batch = caller_batch(&ports, &session, Right::OrderChecks, &req.batch_id).await?;
    Ok(Reply(cancel::cancel_rest(&ports, &batch).await?))
}
