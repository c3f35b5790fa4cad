//! `batch/list`: the enterprise's batches.

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_domain::batches::view::{self, BatchView};
use verity_domain::identity::Right;
use verity_http::{ApiJson, ApiResult, Reply, Session};

verity_http::list_request! {
    pub struct BatchListRequest {}
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BatchPage {
    pub items: Vec<BatchView>,
    pub cursor: Option<String>,
}

/// The enterprise's batches, newest first, with their counts and progress.
#[utoipa::path(
    post,
    path = "/api/base/batch/list",
    operation_id = "batchList",
    tag = "batch",
    request_body = BatchListRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {items, cursor}.", body = BatchPage))
)]
pub async fn list(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<BatchListRequest>,
) -> ApiResult<BatchPage> {
    let member = session.require(Right::ViewRecords)?;
    let size = req.page_size.get();
    let cursor = req.cursor.map(|c| c.into_inner());
    let (items, cursor) = view::page(&ports, &member.enterprise_id, cursor, size).await?;
    Ok(Reply(BatchPage { items, cursor }))
}
