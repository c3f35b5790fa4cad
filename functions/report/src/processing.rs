//! `report/ops/processingSummary`: every enterprise's processing in numbers,
//! for ops, from the counters the domain keeps on write (one item per
//! enterprise, never its orders).

use axum::extract::State;
use serde::{Deserialize, Deserializer, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::text::Text;
use verity_core::types::refuse;
use verity_domain::orders::processing::{self, ProcessingSummary};
use verity_http::{ApiJson, ApiResult, Reply, Session};

/// Largest page.
pub const MAX_PAGE_SIZE: u32 = 100;

fn page_num<'de, D: Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    match serde_json::Value::deserialize(d)?.as_u64() {
        Some(n @ 1..=1_000_000) => Ok(n as u32),
        _ => Err(refuse(Text::new(
            "must be a whole number from 1",
            "须为从 1 开始的整数",
        ))),
    }
}

fn page_size<'de, D: Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    match serde_json::Value::deserialize(d)?.as_u64() {
        Some(n @ 1..=100) => Ok(n as u32),
        _ => Err(refuse(Text::new(
            "must be a whole number from 1 to 100",
            "须为 1 到 100 之间的整数",
        ))),
    }
}

fn first() -> u32 {
    1
}

fn ten() -> u32 {
    10
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProcessingSummaryRequest {
    /// From 1 (default 1).
    #[serde(default = "first", deserialize_with = "page_num")]
    pub page_num: u32,
    /// 1–100 (default 10).
    #[serde(default = "ten", deserialize_with = "page_size")]
    pub page_size: u32,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProcessingSummaryPage {
    /// By enterprise id.
    pub list: Vec<ProcessingSummary>,
    /// Enterprises that ever placed an order.
    pub total: usize,
    pub page_num: u32,
    pub page_size: u32,
}

/// Per enterprise that placed an order: orders, by consent mode,
/// withdrawn, erased, erasure requested, pending erasure and its retention
/// setting. Ops only.
#[utoipa::path(
    post,
    path = "/api/base/report/ops/processingSummary",
    operation_id = "reportOpsProcessingSummary",
    tag = "report",
    request_body = ProcessingSummaryRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {list, total, pageNum, pageSize}; each row an enterprise's processing counts.", body = ProcessingSummaryPage))
)]
pub async fn processing_summary(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<ProcessingSummaryRequest>,
) -> ApiResult<ProcessingSummaryPage> {
    session.require_ops()?;
    let (list, total) =
        processing::summary(&ports, req.page_num as usize, req.page_size as usize).await?;
    Ok(Reply(ProcessingSummaryPage {
        list,
        total,
        page_num: req.page_num,
        page_size: req.page_size,
    }))
}
