//! `batch/fixRow`: replaces a row's candidate.

use axum::extract::State;
use serde::Deserialize;
use std::collections::BTreeMap;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::EntityId;
use verity_domain::batches::rows;
use verity_domain::batches::validate::Fields;
use verity_domain::identity::Right;
use verity_http::{ApiJson, ApiResult, Reply, Session};

use super::{caller_batch, RowView};

/// A row's candidate as retyped: plain text, validated into the row's errors.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RowCandidate {
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub phone: String,
    #[serde(default)]
    pub id_number: String,
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub position: String,
    /// Package fields (`school`, `employer`, `certificateNumber`).
    #[serde(flatten)]
    pub extra: BTreeMap<String, String>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FixRowRequest {
    #[schema(value_type = String)]
    pub batch_id: EntityId,
    pub row: u32,
    pub candidate: RowCandidate,
    /// Order a candidate ordered in the last 30 days anyway.
    #[serde(default)]
    pub confirm_duplicate: bool,
}

/// Replaces a row's candidate; the row is re-validated at once.
#[utoipa::path(
    post,
    path = "/api/base/batch/fixRow",
    operation_id = "batchFixRow",
    tag = "batch",
    request_body = FixRowRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the row, re-validated.", body = RowView))
)]
pub async fn fix_row(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<FixRowRequest>,
) -> ApiResult<RowView> {
    let batch = caller_batch(&ports, &session, Right::OrderChecks, &req.batch_id).await?;
    let limit = |v: String| v.chars().take(500).collect::<String>();
    let c = req.candidate;
    let mut fields = Fields::default();
    for (field, value) in [
        ("name", c.name),
        ("phone", c.phone),
        ("idNumber", c.id_number),
        ("email", c.email),
        ("position", c.position),
    ] {
        fields.set(field, limit(value).trim().to_string());
    }
    let known = verity_domain::batches::columns::for_package(&batch.package);
    for (field, value) in c.extra {
        if known.iter().any(|k| k.field == field) {
            fields.set(&field, limit(value).trim().to_string());
        }
    }
    let row = rows::fix(&ports, &batch, req.row, fields, req.confirm_duplicate).await?;
    Ok(Reply(RowView::with_values(&ports, &row)))
}
