//! Statements: the ledger filtered by date and kind, as CSV or XLSX, written
//! to the reports bucket and handed out as a short-lived signed download.
//!
//! Text cells that a spreadsheet would read as a formula (starting with `=`,
//! `+`, `-`, `@`, a tab or a carriage return) are prefixed with `'`; amounts
//! are written as numbers (XLSX) or plain decimals (CSV), never as text.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_domain::billing::ledger::{self, LedgerEntry, LedgerFilter};
use verity_domain::billing::{EntryKind, LinkKind, Note};
use verity_domain::identity::Right;
use verity_http::lang::{self, Lang};
use verity_http::sheet::{self, Cell, Sheet};
use verity_http::{ApiJson, ApiResult, Reply, Session};

/// The most rows one statement holds; narrow the dates for more.
pub const MAX_ROWS: usize = 50_000;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ExportRequest {
    /// `csv` or `xlsx`.
    #[schema(value_type = String)]
    pub format: sheet::Format,
    #[serde(default)]
    pub from: Option<i64>,
    #[serde(default)]
    pub to: Option<i64>,
    #[serde(default, deserialize_with = "crate::account::entry_kind")]
    #[schema(value_type = Option<String>)]
    pub kind: Option<EntryKind>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportReply {
    /// A signed download, valid 10 minutes.
    pub url: String,
    pub file_name: String,
    /// Ledger entries in the file.
    pub rows: usize,
}

/// Exports the ledger (filtered like `finance/ledger`) as a file.
#[utoipa::path(
    post,
    path = "/api/base/finance/statement/export",
    operation_id = "financeStatementExport",
    tag = "finance",
    request_body = ExportRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {url, fileName, rows}: at most 50,000 entries, newest first.", body = ExportReply))
)]
pub async fn export(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<ExportRequest>,
) -> ApiResult<ExportReply> {
    let member = session.require(Right::ViewFinance)?;
    let filter = LedgerFilter {
        kind: req.kind,
        from: req.from,
        to: req.to,
    };
    let entries = ledger::all(&ports, &member.enterprise_id, filter, MAX_ROWS).await?;
    let table = statement(&entries, lang::current());
    let folder = format!("statements/{}", member.enterprise_id);
    let (url, file_name) = sheet::publish(&ports, &folder, "statement", req.format, &table).await?;
    Ok(Reply(ExportReply {
        url,
        file_name,
        rows: entries.len(),
    }))
}

fn headers(lang: Lang) -> Vec<&'static str> {
    match lang {
        Lang::ZhCn => vec![
            "时间（北京时间）",
            "类型",
            "金额（元）",
            "余额（元）",
            "说明",
            "关联",
            "订单编号 / 文件",
        ],
        Lang::EnUs => vec![
            "Time (UTC+8)",
            "Type",
            "Amount (CNY)",
            "Balance after (CNY)",
            "Description",
            "Linked to",
            "Order number / file",
        ],
    }
}

fn kind_name(kind: EntryKind, lang: Lang) -> &'static str {
    match (kind, lang) {
        (EntryKind::Recharge, Lang::ZhCn) => "充值",
        (EntryKind::Charge, Lang::ZhCn) => "扣费",
        (EntryKind::Refund, Lang::ZhCn) => "退款",
        (EntryKind::Adjustment, Lang::ZhCn) => "调整",
        (EntryKind::Recharge, Lang::EnUs) => "Recharge",
        (EntryKind::Charge, Lang::EnUs) => "Charge",
        (EntryKind::Refund, Lang::EnUs) => "Refund",
        (EntryKind::Adjustment, Lang::EnUs) => "Adjustment",
    }
}

fn link_name(kind: LinkKind, lang: Lang) -> &'static str {
    match (kind, lang) {
        (LinkKind::Order, Lang::ZhCn) => "订单",
        (LinkKind::Batch, Lang::ZhCn) => "批量",
        (LinkKind::Recharge, Lang::ZhCn) => "充值",
        (LinkKind::Order, Lang::EnUs) => "Order",
        (LinkKind::Batch, Lang::EnUs) => "Batch",
        (LinkKind::Recharge, Lang::EnUs) => "Recharge",
    }
}

/// What a reader knows the linked thing by: the order number, the batch's file
/// (never an internal id).
fn reference(note: &Note) -> String {
    match note {
        Note::OrderCharge { order_no } | Note::OrderRefund { order_no } => order_no.clone(),
        Note::BatchCharge { file_name, .. } | Note::BatchRefund { file_name, .. } => {
            file_name.clone().unwrap_or_default()
        }
        _ => String::new(),
    }
}

/// The statement's table: one row per entry, amounts as numbers.
fn statement(entries: &[LedgerEntry], lang: Lang) -> Sheet {
    let rows = entries
        .iter()
        .map(|e| {
            let note = e.note();
            let link_kind = e.link.as_ref().map_or("", |l| link_name(l.kind, lang));
            vec![
                Cell::text(sheet::when(e.at)),
                Cell::text(kind_name(e.kind, lang)),
                Cell::Money(e.amount_fen),
                Cell::Money(e.balance_after_fen),
                Cell::text(note.text(lang == Lang::ZhCn)),
                Cell::text(link_kind),
                Cell::text(reference(&note)),
            ]
        })
        .collect();
    Sheet {
        headers: headers(lang),
        widths: vec![20.0, 10.0, 14.0, 16.0, 30.0, 10.0, 34.0],
        rows,
    }
}
