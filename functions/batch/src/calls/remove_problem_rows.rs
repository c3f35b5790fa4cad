//! `batch/removeProblemRows`: leaves out every row with a problem.

use axum::extract::State;
use verity_core::ports::Ports;
use verity_domain::batches::rows;
use verity_domain::batches::rows::RowsChanged;
use verity_domain::identity::Right;
use verity_http::{ApiJson, ApiResult, Reply, Session};

use super::{caller_batch, BatchIdRequest};

/// Leaves out every row that still has a problem, in one change of the batch.
#[utoipa::path(
    post,
    path = "/api/base/batch/removeProblemRows",
    operation_id = "batchRemoveProblemRows",
    tag = "batch",
    request_body = BatchIdRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {changed (rows removed), validCount, errorCount, removedCount}.", body = RowsChanged))
)]
pub async fn remove_problem_rows(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<BatchIdRequest>,
) -> ApiResult<RowsChanged> {
    let batch = caller_batch(&ports, &session, Right::OrderChecks, &req.batch_id).await?;
    Ok(Reply(rows::remove_problem_rows(&ports, &batch).await?))
}
