//! `batch/rows`: the batch's rows, masked, with their problems.

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::EntityId;
use verity_domain::batches::rows;
use verity_domain::identity::Right;
use verity_http::{ApiJson, ApiResult, Reply, Session};

use super::RowView;
use verity_http::paging::PageSize;

verity_http::list_request! {
    pub struct RowsRequest {
        #[schema(value_type = String)]
        pub batch_id: EntityId,
        /// Only the rows with problems.
        #[serde(default)]
        pub only_errors: bool,
    }
    page_size: PageSize<200, 50> = "1–200, default 50."
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RowPage {
    pub items: Vec<RowView>,
    pub cursor: Option<String>,
}

/// The batch's rows in file order (PII masked), or only those with problems;
/// for members who may change batches, a row with problems carries the
/// values of its problem fields (`values`).
#[utoipa::path(
    post,
    path = "/api/base/batch/rows",
    operation_id = "batchRows",
    tag = "batch",
    request_body = RowsRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {items, cursor}.", body = RowPage))
)]
pub async fn rows(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<RowsRequest>,
) -> ApiResult<RowPage> {
    let member = session.require(Right::ViewRecords)?;
    let batch = rows::batch(&ports, &member.enterprise_id, &req.batch_id).await?;
    let may_fix = member.role.has(Right::OrderChecks);
    let size = req.page_size.get();
    let cursor = req.cursor.map(|c| c.into_inner());
    let (items, cursor) = rows::page(&ports, &batch, req.only_errors, cursor, size).await?;
    Ok(Reply(RowPage {
        items: items
            .iter()
            .map(|r| {
                if may_fix {
                    RowView::with_values(&ports, r)
                } else {
                    RowView::from(r)
                }
            })
            .collect(),
        cursor,
    }))
}
