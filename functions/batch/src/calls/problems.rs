//! `batch/problems`: the rows with problems as a file to correct.

use crate::template;
use axum::extract::State;
use verity_core::ports::Ports;
use verity_domain::batches::rows;
use verity_domain::identity::Right;
use verity_http::sheet::{self, Format};
use verity_http::{ApiJson, ApiResult, Reply, Session};

use super::caller_batch;
use super::export::{BatchExportReply, BatchExportRequest};

/// The rows with problems as a file in the template's layout (the values as
/// they are in the batch, a problem column in both languages), to correct
/// and upload again. Personal data: only for members who may change batches;
/// the link names no candidate.
#[utoipa::path(
    post,
    path = "/api/base/batch/problems",
    operation_id = "batchProblems",
    tag = "batch",
    request_body = BatchExportRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {url (signed, 10 minutes), fileName, rows}.", body = BatchExportReply))
)]
pub async fn problems(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<BatchExportRequest>,
) -> ApiResult<BatchExportReply> {
    let batch = caller_batch(&ports, &session, Right::OrderChecks, &req.batch_id).await?;
    let format = req.format.unwrap_or(Format::Xlsx);
    let columns = verity_domain::batches::columns::for_package(&batch.package);
    let problem_rows: Vec<template::ProblemRow> = rows::all_rows(&ports, &batch.batch_id)
        .await?
        .iter()
        .filter(|r| !r.removed && !r.errors.is_empty())
        .map(|r| template::ProblemRow {
            values: rows::file_values(&ports, &batch, r),
            problems: template::describe(&columns, r.row, &r.errors),
        })
        .collect();
    let (bytes, content_type, ext) = match format {
        Format::Xlsx => (
            template::problems_xlsx(&batch.package, &problem_rows)?,
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            "xlsx",
        ),
        Format::Csv => (
            template::problems_csv(&batch.package, &problem_rows),
            "text/csv; charset=utf-8",
            "csv",
        ),
    };
    let today: String = sheet::when(ports.clock.now_millis())
        .chars()
        .take(10)
        .filter(char::is_ascii_digit)
        .collect();
    let file_name = format!("batch-problems-{today}.{ext}");
    let key = format!(
        "batch-exports/{}/{}/{file_name}",
        batch.enterprise_id,
        verity_core::ids::new_id()
    );
    ports
        .reports
        .put(&key, axum::body::Bytes::from(bytes), content_type)
        .await
        .map_err(verity_core::failure::Internal::new)?;
    let url = ports
        .reports
        .download_url(&key, std::time::Duration::from_secs(600))
        .await
        .map_err(verity_core::failure::Internal::new)?;
    Ok(Reply(BatchExportReply {
        url,
        file_name,
        rows: problem_rows.len(),
    }))
}
