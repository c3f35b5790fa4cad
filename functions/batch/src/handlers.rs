//! The batch calls. Everything that changes a batch needs `OrderChecks`
//! (owners, admins, operators); reading needs `ViewRecords`. A batch id is
//! looked up under the caller's enterprise, so another enterprise's id is
//! 1007.

use std::collections::BTreeMap;
use verity_core::text::Text;

use axum::extract::{Query as UrlQuery, State};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use verity_core::ports::Ports;
use verity_core::types::{Cursor, EntityId, FileKey, IdempotencyKey};
use verity_domain::batches::cancel::{self, RestCanceled};
use verity_domain::batches::model::{Batch, BatchRow, RowError};
use verity_domain::batches::rows::{Confirm, RowsChanged};
use verity_domain::batches::submit::{self, Submitted};
use verity_domain::batches::validate::Fields;
use verity_domain::batches::view::{self, BatchView};
use verity_domain::batches::{self, rows, BatchCreated, NewBatch};
use verity_domain::catalog::packages;
use verity_domain::identity::Right;
use verity_domain::orders::list as order_list;
use verity_http::lang::{self, Lang};
use verity_http::sheet::{self, Cell, Format, Sheet};
use verity_http::{ApiError, ApiJson, ApiResult, Reply, Session};

use crate::template;

const DEFAULT_PAGE: usize = 50;

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
    responses((status = 200, description = "The file itself (XLSX or CSV) as an attachment; errors in the envelope: -5; -6; 1002 bad packageId or format; 1007 package not found"))
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
    responses((status = 200, description = "Envelope whose data is {batchId, rowCount, validCount, errorCount, priceFen, balanceFen}. \
        Codes: -5; -6; 1002; 1007 package not found; 3003 file not found; 4002 package disabled; 4201 not certified; 4202 contract not accepted; \
        4301 file unreadable (data.reason: tooLarge, tooManyRows, notMatching, bomb, unreadable); 4302 no header row (data.columns); 4303 no rows; 4304 too many rows (data.maxRows)", body = BatchCreated))
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

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BatchIdRequest {
    #[schema(value_type = String)]
    pub batch_id: EntityId,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RowsRequest {
    #[schema(value_type = String)]
    pub batch_id: EntityId,
    /// Only the rows with problems.
    #[serde(default)]
    pub only_errors: bool,
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub cursor: Option<Cursor>,
    /// 1–200, default 50.
    #[serde(default)]
    pub page_size: Option<u32>,
}

/// A row as the screens show it: masked, with its problems per field.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RowView {
    /// Its 1-based number in the file.
    pub row: u32,
    pub name: String,
    pub phone: String,
    pub id_number: String,
    pub errors: Vec<RowError>,
    pub valid: bool,
    pub removed: bool,
    pub confirm_duplicate: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub order_id: Option<String>,
    /// What the row holds (the file's value, or the last fix's) for each
    /// field with a problem, by field key: the fix form starts from it.
    /// Only for members who may change batches (`OrderChecks`); absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub values: Option<BTreeMap<String, String>>,
}

impl RowView {
    /// The row with its problem fields' values (for members who may fix it).
    fn with_values(ports: &Ports, r: &BatchRow) -> RowView {
        let mut view = RowView::from(r);
        if !r.removed && !r.errors.is_empty() {
            view.values = Some(rows::problem_values(ports, r));
        }
        view
    }
}

impl From<&BatchRow> for RowView {
    fn from(r: &BatchRow) -> Self {
        RowView {
            row: r.row,
            name: r.name_mask.clone(),
            phone: r.phone_mask.clone(),
            id_number: r.id_number_mask.clone(),
            errors: r.errors.clone(),
            valid: r.is_valid(),
            removed: r.removed,
            confirm_duplicate: r.confirm_duplicate,
            order_id: r.order_id.clone(),
            values: None,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RowPage {
    pub items: Vec<RowView>,
    pub cursor: Option<String>,
}

async fn caller_batch(
    ports: &Ports,
    session: &Session,
    right: Right,
    batch_id: &str,
) -> Result<Batch, ApiError> {
    let member = session.require(right)?;
    Ok(rows::batch(ports, &member.enterprise_id, batch_id).await?)
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
    responses((status = 200, description = "Envelope whose data is {items, cursor}. Codes: -5; -6; 1002; 1006 bad cursor; 1007 batch not found", body = RowPage))
)]
pub async fn rows(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<RowsRequest>,
) -> ApiResult<RowPage> {
    let member = session.require(Right::ViewRecords)?;
    let batch = rows::batch(&ports, &member.enterprise_id, &req.batch_id).await?;
    let may_fix = member.role.has(Right::OrderChecks);
    let size = verity_http::paging::page_size(req.page_size, DEFAULT_PAGE, 200)?;
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
    responses((status = 200, description = "Envelope whose data is the row, re-validated. Codes: -5; -6; 1002; 1007 batch or row not found; 4307 submitting has begun: the rows are what was charged (data.status); 1008 too many fixes at once, try again", body = RowView))
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

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RowRequest {
    #[schema(value_type = String)]
    pub batch_id: EntityId,
    pub row: u32,
}

/// Leaves a row out: it is neither charged nor ordered.
#[utoipa::path(
    post,
    path = "/api/base/batch/removeRow",
    operation_id = "batchRemoveRow",
    tag = "batch",
    request_body = RowRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the removed row. Codes: -5; -6; 1002; 1007 batch or row not found; 4307 submitting has begun: the rows are what was charged (data.status); 1008 too many fixes at once, try again", body = RowView))
)]
pub async fn remove_row(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<RowRequest>,
) -> ApiResult<RowView> {
    let batch = caller_batch(&ports, &session, Right::OrderChecks, &req.batch_id).await?;
    let row = rows::remove(&ports, &batch, req.row).await?;
    Ok(Reply(RowView::from(&row)))
}

/// Leaves out every row that still has a problem, in one change of the batch.
#[utoipa::path(
    post,
    path = "/api/base/batch/removeProblemRows",
    operation_id = "batchRemoveProblemRows",
    tag = "batch",
    request_body = BatchIdRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {changed (rows removed), validCount, errorCount, removedCount}. Codes: -5; -6; 1002; 1007 batch not found; 4307 submitting has begun: the rows are what was charged (data.status); 1008 too many changes at once, try again", body = RowsChanged))
)]
pub async fn remove_problem_rows(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<BatchIdRequest>,
) -> ApiResult<RowsChanged> {
    let batch = caller_batch(&ports, &session, Right::OrderChecks, &req.batch_id).await?;
    Ok(Reply(rows::remove_problem_rows(&ports, &batch).await?))
}

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
    responses((status = 200, description = "Envelope whose data is {changed (rows confirmed), validCount, errorCount, removedCount}. Codes: -5; -6; 1002 neither rows nor all, or both (data.field rows); 1007 batch or row not found; 4307 submitting has begun (data.status); 1008 too many changes at once, try again", body = RowsChanged))
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
    responses((status = 200, description = "Envelope whose data is {url (signed, 10 minutes), fileName, rows}. Codes: -5; -6; 1002 unknown format; 1007 batch not found", body = BatchExportReply))
)]
pub async fn problems(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<BatchExportRequest>,
) -> ApiResult<BatchExportReply> {
    let batch = caller_batch(&ports, &session, Right::OrderChecks, &req.batch_id).await?;
    let format = Format::parse(req.format.as_deref().unwrap_or("xlsx"))?;
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
    responses((status = 200, description = "Envelope whose data is {batchId, status: submitting, orderCount, priceFen, balanceAfterFen}. \
        Codes: -5; -6; 1002; 1007 batch not found; 4003 package changed since validation; 4101 insufficient balance (data.balanceFen, priceFen, shortfallFen); \
        4102 key reused; 4201; 4202; 4305 already submitted (data.status); 4306 no valid row; 1008 the rows kept changing, try again", body = Submitted))
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

/// The batch: counts, progress while submitting, orders by status.
#[utoipa::path(
    post,
    path = "/api/base/batch/detail",
    operation_id = "batchDetail",
    tag = "batch",
    request_body = BatchIdRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the batch. Codes: -5; -6; 1002; 1007 batch not found", body = BatchView))
)]
pub async fn detail(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<BatchIdRequest>,
) -> ApiResult<BatchView> {
    let batch = caller_batch(&ports, &session, Right::ViewRecords, &req.batch_id).await?;
    Ok(Reply(view::view(&ports, &batch, true).await?))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BatchListRequest {
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub cursor: Option<Cursor>,
    /// 1–100, default 20.
    #[serde(default)]
    pub page_size: Option<u32>,
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
    responses((status = 200, description = "Envelope whose data is {items, cursor}. Codes: -5; -6; 1002; 1006 bad cursor", body = BatchPage))
)]
pub async fn list(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<BatchListRequest>,
) -> ApiResult<BatchPage> {
    let member = session.require(Right::ViewRecords)?;
    let size = verity_http::paging::page_size(req.page_size, 20, 100)?;
    let cursor = req.cursor.map(|c| c.into_inner());
    let (items, cursor) = view::page(&ports, &member.enterprise_id, cursor, size).await?;
    Ok(Reply(BatchPage { items, cursor }))
}

/// Cancels the batch's orders still waiting for consent: one refund entry.
#[utoipa::path(
    post,
    path = "/api/base/batch/cancelRest",
    operation_id = "batchCancelRest",
    tag = "batch",
    request_body = BatchIdRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {canceledCount, refundedFen, balanceAfterFen}. \
        Codes: -5; -6; 1002; 1007 batch not found; 4305 not submitted yet (data.status)", body = RestCanceled))
)]
pub async fn cancel_rest(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<BatchIdRequest>,
) -> ApiResult<RestCanceled> {
    let batch = caller_batch(&ports, &session, Right::OrderChecks, &req.batch_id).await?;
    Ok(Reply(cancel::cancel_rest(&ports, &batch).await?))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BatchExportRequest {
    #[schema(value_type = String)]
    pub batch_id: EntityId,
    /// `xlsx` (default) or `csv`.
    #[serde(default)]
    pub format: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BatchExportReply {
    /// A signed download, valid for 10 minutes.
    pub url: String,
    pub file_name: String,
    pub rows: usize,
}

/// Every row of the batch with its order's status and result (PII masked).
#[utoipa::path(
    post,
    path = "/api/base/batch/export",
    operation_id = "batchExport",
    tag = "batch",
    request_body = BatchExportRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {url, fileName, rows}. Codes: -5; -6; 1002 unknown format; 1007 batch not found", body = BatchExportReply))
)]
pub async fn export(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<BatchExportRequest>,
) -> ApiResult<BatchExportReply> {
    let batch = caller_batch(&ports, &session, Right::ViewRecords, &req.batch_id).await?;
    let format = Format::parse(req.format.as_deref().unwrap_or("xlsx"))?;
    let rows = rows::all_rows(&ports, &batch.batch_id).await?;
    let filter = batches::view::orders_of(&batch, ports.clock.now_millis());
    let orders: BTreeMap<String, verity_domain::orders::Order> = if batch.submitted_at.is_some() {
        order_list::all(&ports, &batch.enterprise_id, &filter, batches::MAX_ROWS)
            .await
            .map_err(ApiError::from)?
            .into_iter()
            .map(|o| (o.order_id.clone(), o))
            .collect()
    } else {
        BTreeMap::new()
    };
    let table = export_sheet(&rows, &orders, lang::current());
    let folder = format!("batch-exports/{}", batch.enterprise_id);
    let (url, file_name) = sheet::publish(&ports, &folder, "batch", format, &table).await?;
    Ok(Reply(BatchExportReply {
        url,
        file_name,
        rows: rows.len(),
    }))
}

fn export_sheet(
    rows: &[BatchRow],
    orders: &BTreeMap<String, verity_domain::orders::Order>,
    lang: Lang,
) -> Sheet {
    let zh = lang == Lang::ZhCn;
    let headers = if zh {
        vec![
            "行号",
            "姓名",
            "手机号",
            "身份证号",
            "订单号",
            "状态",
            "结果",
            "问题",
        ]
    } else {
        vec![
            "Row",
            "Name",
            "Mobile",
            "ID number",
            "Order no.",
            "Status",
            "Result",
            "Problems",
        ]
    };
    let rows = rows
        .iter()
        .map(|r| {
            let order = r.order_id.as_ref().and_then(|id| orders.get(id));
            let status = match (order, r.removed) {
                (Some(o), _) => sheet::status_name(o.status, lang).to_string(),
                (None, true) => if zh { "已移除" } else { "removed" }.to_string(),
                (None, false) if !r.errors.is_empty() => {
                    if zh { "有误" } else { "invalid" }.to_string()
                }
                (None, false) => String::new(),
            };
            let problems: Vec<String> = r
                .errors
                .iter()
                .map(|e| format!("{}: {}", e.field, e.message))
                .collect();
            vec![
                Cell::text(r.row.to_string()),
                Cell::text(r.name_mask.clone()),
                Cell::text(r.phone_mask.clone()),
                Cell::text(r.id_number_mask.clone()),
                Cell::text(order.map(|o| o.order_no.clone()).unwrap_or_default()),
                Cell::text(status),
                Cell::text(sheet::result_name(order.and_then(|o| o.result), lang)),
                Cell::text(problems.join("; ")),
            ]
        })
        .collect();
    Sheet {
        headers,
        widths: vec![8.0, 10.0, 14.0, 22.0, 20.0, 10.0, 10.0, 40.0],
        rows,
    }
}
