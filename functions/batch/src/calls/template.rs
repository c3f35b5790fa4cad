//! `batch/template`: a package's batch template.

use crate::template;
use axum::extract::{Query as UrlQuery, State};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use utoipa::IntoParams;
use verity_core::ports::Ports;
use verity_core::text::Text;
use verity_core::types::EntityId;
use verity_domain::catalog::packages;
use verity_domain::identity::Right;
use verity_http::sheet::Format;
use verity_http::{ApiError, Session};

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct TemplateQuery {
    pub package_id: String,
    /// `xlsx` (default) or `csv`.
    pub format: Option<String>,
}

/// The package's batch template: a note, the header, an example row.
#[utoipa::path(
    get,
    path = "/api/base/batch/template",
    operation_id = "batchTemplate",
    tag = "batch",
    params(TemplateQuery),
    security(("bearer" = [])),
    responses((status = 200, description = "The file itself (XLSX or CSV) as an attachment; errors in the envelope..",
        content(("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"), ("text/csv"))))
)]
pub async fn template(
    State(ports): State<Ports>,
    session: Session,
    query: Result<UrlQuery<TemplateQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ApiError> {
    let member = session.require(Right::OrderChecks)?;
    let UrlQuery(q) = query.map_err(|_| {
        ApiError::invalid(
            "packageId",
            Text::new("please choose a package", "请选择套餐"),
        )
    })?;
    let package_id =
        EntityId::parse(&q.package_id).map_err(|m| ApiError::invalid("packageId", m))?;
    let format = Format::parse(q.format.as_deref().unwrap_or("xlsx"))?;
    let package = packages::package(&ports, &member.enterprise_id, &package_id).await?;
    let (bytes, content_type, ext) = match format {
        Format::Xlsx => (
            template::xlsx(&package)?,
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            "xlsx",
        ),
        Format::Csv => (template::csv(&package), "text/csv; charset=utf-8", "csv"),
    };
    let disposition = format!("attachment; filename=\"batch-template.{ext}\"");
    Ok((
        [
            (http::header::CONTENT_TYPE, content_type.to_string()),
            (http::header::CONTENT_DISPOSITION, disposition),
            (http::header::CACHE_CONTROL, "no-store".to_string()),
        ],
        bytes,
    )
        .into_response())
}
