//! `batch/submit`: charges the valid rows and starts the fan-out.

use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::{EntityId, IdempotencyKey};
use verity_domain::batches::submit::{self, Submitted};
use verity_domain::identity::Right;
use verity_http::{ApiJson, ApiResult, Reply, Session};

use super::caller_batch;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SubmitRequest {
    #[schema(value_type = String)]
    pub batch_id: EntityId,
    /// One per confirmation; a retry sends the same key and gets the same answer.
    #[schema(value_type = String)]
    pub idempotency_key: IdempotencyKey,
}

/// Charges the valid rows as one ledger entry and starts the fan-out.
#[utoipa::path(
    post,
    path = "/api/base/batch/submit",
    operation_id = "batchSubmit",
    tag = "batch",
    request_body = SubmitRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {batchId, status: submitting, orderCount, priceFen, balanceAfterFen}.", body = Submitted))
)]
pub async fn submit(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<SubmitRequest>,
) -> ApiResult<Submitted> {
    let batch = caller_batch(&ports, &session, Right::OrderChecks, &req.batch_id).await?;
    Ok(Reply(
        submit::submit(&ports, &batch, &req.idempotency_key).await?,
    ))
}
