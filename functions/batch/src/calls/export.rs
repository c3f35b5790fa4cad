//! `batch/export`: every row with its order's status and result.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::EntityId;
use verity_domain::batches::model::BatchRow;
use verity_domain::batches::{self, rows};
use verity_domain::identity::Right;
use verity_domain::orders::list as order_list;
use verity_http::lang::{self, Lang};
use verity_http::sheet::{self, Cell, Format, Sheet};
use verity_http::{ApiError, ApiJson, ApiResult, Reply, Session};

use super::caller_batch;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BatchExportRequest {
    #[schema(value_type = String)]
    pub batch_id: EntityId,
    /// `xlsx` (default) or `csv`.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub format: Option<Format>,
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
    responses((status = 200, description = "Envelope whose data is {url, fileName, rows}.", body = BatchExportReply))
)]
pub async fn export(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<BatchExportRequest>,
) -> ApiResult<BatchExportReply> {
    let batch = caller_batch(&ports, &session, Right::ViewRecords, &req.batch_id).await?;
    let format = req.format.unwrap_or(Format::Xlsx);
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
