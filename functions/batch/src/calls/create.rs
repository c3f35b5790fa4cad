//! `batch/create`: reads and validates a file of candidates.

use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::{EntityId, FileKey};
use verity_domain::batches::{self, BatchCreated, NewBatch};
use verity_domain::identity::Right;
use verity_http::{ApiJson, ApiResult, Reply, Session};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BatchCreateRequest {
    #[schema(value_type = String)]
    pub package_id: EntityId,
    /// The file uploaded with purpose `batch` (XLSX, or CSV in UTF-8 or GBK).
    #[schema(value_type = String)]
    pub file_key: FileKey,
}

/// Reads and validates a file of candidates; nothing is charged yet.
#[utoipa::path(
    post,
    path = "/api/base/batch/create",
    operation_id = "batchCreate",
    tag = "batch",
    request_body = BatchCreateRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {batchId, rowCount, validCount, errorCount, priceFen, balanceFen}.", body = BatchCreated))
)]
pub async fn create(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<BatchCreateRequest>,
) -> ApiResult<BatchCreated> {
    let member = session.require(Right::OrderChecks)?;
    let link_base = verity_http::origin::public_base(&ports);
    let created = batches::create(
        &ports,
        &member.enterprise_id,
        &session.user_id,
        NewBatch {
            package_id: &req.package_id,
            file_key: &req.file_key,
            link_base: &link_base,
        },
    )
    .await?;
    Ok(Reply(created))
}
