//! `batch/confirmDuplicates`: orders recent candidates again anyway.

use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::text::Text;
use verity_core::types::EntityId;
use verity_domain::batches::rows::{Confirm, RowsChanged};
use verity_domain::batches::{self, rows};
use verity_domain::identity::Right;
use verity_http::{ApiError, ApiJson, ApiResult, Reply, Session};

use super::caller_batch;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ConfirmDuplicatesRequest {
    #[schema(value_type = String)]
    pub batch_id: EntityId,
    /// The rows (file numbers) whose candidate is ordered again although
    /// ordered in the last 30 days; or `all`.
    #[serde(default)]
    pub rows: Vec<u32>,
    /// Every row flagged `orderedRecently`.
    #[serde(default)]
    pub all: bool,
}

/// Orders candidates ordered in the last 30 days again anyway, per row or
/// for all (as `confirmDuplicate` on the single order form).
#[utoipa::path(
    post,
    path = "/api/base/batch/confirmDuplicates",
    operation_id = "batchConfirmDuplicates",
    tag = "batch",
    request_body = ConfirmDuplicatesRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {changed (rows confirmed), validCount, errorCount, removedCount}.", body = RowsChanged))
)]
pub async fn confirm_duplicates(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<ConfirmDuplicatesRequest>,
) -> ApiResult<RowsChanged> {
    let which = match (req.all, req.rows.is_empty()) {
        (true, true) => Confirm::All,
        (false, false) if req.rows.len() <= batches::MAX_ROWS => Confirm::Rows(req.rows),
        (false, false) => {
            return Err(ApiError::invalid(
                "rows",
                Text::new("at most 10,000 rows", "最多 10,000 行"),
            ))
        }
        _ => {
            return Err(ApiError::invalid(
                "rows",
                Text::new(
                    "name the rows to confirm, or confirm all",
                    "请指定要确认的行，或全部确认",
                ),
            ))
        }
    };
    let batch = caller_batch(&ports, &session, Right::OrderChecks, &req.batch_id).await?;
    Ok(Reply(
        rows::confirm_duplicates(&ports, &batch, &which).await?,
    ))
}
