//! Statements: the ledger filtered by date and kind, as CSV or XLSX, written
//! to the reports bucket and handed out as a short-lived signed download.
//!
//! Text cells that a spreadsheet would read as a formula (starting with `=`,
//! `+`, `-`, `@`, a tab or a carriage return) are prefixed with `'`; amounts
//! are written as numbers (XLSX) or plain decimals (CSV), never as text.

use std::time::Duration;

use axum::extract::State;
use bytes::Bytes;
use serde::{Deserialize, Serialize};
use time::macros::{format_description, offset};
use time::OffsetDateTime;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_domain::billing::ledger::{self, LedgerEntry};
use verity_domain::billing::EntryKind;
use verity_domain::identity::Right;
use verity_http::lang::{self, Lang};
use verity_http::{ApiError, ApiJson, ApiResult, Reply, Session};

/// The most rows one statement holds; narrow the dates for more.
pub const MAX_ROWS: usize = 50_000;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ExportRequest {
    /// `csv` or `xlsx`.
    pub format: String,
    #[serde(default)]
    pub from: Option<i64>,
    #[serde(default)]
    pub to: Option<i64>,
    #[serde(default)]
    pub kind: Option<String>,
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
    responses((status = 200, description = "Envelope whose data is {url, fileName, rows}: at most 50,000 entries, newest first. \
        Codes: -5; -6; 1002 unknown format or kind, or a range that ends before it starts", body = ExportReply))
)]
pub async fn export(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<ExportRequest>,
) -> ApiResult<ExportReply> {
    let member = session.require(Right::ViewFinance)?;
    let format = match req.format.trim() {
        "csv" => Format::Csv,
        "xlsx" => Format::Xlsx,
        _ => return Err(ApiError::invalid("format", "must be csv or xlsx")),
    };
    let filter = crate::account::filter(req.kind.as_deref(), req.from, req.to)?;
    let entries = ledger::all(&ports, &member.enterprise_id, filter, MAX_ROWS).await?;
    let lang = lang::current();
    let (bytes, content_type, ext) = match format {
        Format::Csv => (csv(&entries, lang), "text/csv; charset=utf-8", "csv"),
        Format::Xlsx => (
            xlsx(&entries, lang)?,
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            "xlsx",
        ),
    };
    let today = local(ports.clock.now_millis())
        .format(format_description!("[year][month][day]"))
        .unwrap_or_default();
    let file_name = format!("statement-{today}.{ext}");
    let key = format!(
        "statements/{}/{}/{file_name}",
        member.enterprise_id,
        verity_core::ids::new_id()
    );
    ports
        .reports
        .put(&key, Bytes::from(bytes), content_type)
        .await
        .map_err(verity_core::failure::Internal::new)?;
    let url = ports
        .reports
        .download_url(&key, Duration::from_secs(600))
        .await
        .map_err(verity_core::failure::Internal::new)?;
    Ok(Reply(ExportReply {
        url,
        file_name,
        rows: entries.len(),
    }))
}

enum Format {
    Csv,
    Xlsx,
}

/// Statements show China Standard Time, the portal's business time.
fn local(ms: i64) -> OffsetDateTime {
    OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .unwrap_or(OffsetDateTime::UNIX_EPOCH)
        .to_offset(offset!(+8))
}

fn when(ms: i64) -> String {
    local(ms)
        .format(format_description!(
            "[year]-[month]-[day] [hour]:[minute]:[second]"
        ))
        .unwrap_or_default()
}

fn headers(lang: Lang) -> [&'static str; 7] {
    match lang {
        Lang::ZhCn => [
            "时间",
            "类型",
            "金额（元）",
            "余额（元）",
            "说明",
            "关联",
            "关联编号",
        ],
        Lang::EnUs => [
            "Time",
            "Type",
            "Amount (CNY)",
            "Balance after (CNY)",
            "Description",
            "Linked to",
            "Link ID",
        ],
    }
}

fn kind_name(kind: EntryKind, lang: Lang) -> &'static str {
    match (kind, lang) {
        (EntryKind::Recharge, Lang::ZhCn) => "充值",
        (EntryKind::Charge, Lang::ZhCn) => "扣费",
        (EntryKind::Refund, Lang::ZhCn) => "退款",
        (EntryKind::Adjustment, Lang::ZhCn) => "调整",
        (k, Lang::EnUs) => k.as_str(),
    }
}

/// A text cell a spreadsheet will not run as a formula.
pub fn safe_text(v: &str) -> String {
    if v.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{v}")
    } else {
        v.to_string()
    }
}

fn yuan(fen: i64) -> String {
    let sign = if fen < 0 { "-" } else { "" };
    format!("{sign}{}.{:02}", fen.abs() / 100, fen.abs() % 100)
}

/// The text cells of an entry: time, type, description, link type, link id.
fn texts(e: &LedgerEntry, lang: Lang) -> [String; 5] {
    let (link_kind, link_id) = match &e.link {
        Some(l) => (l.kind.as_str().to_string(), l.id.clone()),
        None => (String::new(), String::new()),
    };
    [
        when(e.at),
        kind_name(e.kind, lang).to_string(),
        safe_text(&e.reason),
        safe_text(&link_kind),
        safe_text(&link_id),
    ]
}

fn csv_field(v: &str) -> String {
    if v.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", v.replace('"', "\"\""))
    } else {
        v.to_string()
    }
}

fn csv(entries: &[LedgerEntry], lang: Lang) -> Vec<u8> {
    // The BOM makes Excel read the file as UTF-8 (Chinese headers).
    let mut out = String::from("\u{feff}");
    out.push_str(&headers(lang).join(","));
    out.push_str("\r\n");
    for e in entries {
        let [at, kind, reason, link_kind, link_id] = texts(e, lang);
        let row = [
            csv_field(&at),
            csv_field(&kind),
            yuan(e.amount_fen),
            yuan(e.balance_after_fen),
            csv_field(&reason),
            csv_field(&link_kind),
            csv_field(&link_id),
        ];
        out.push_str(&row.join(","));
        out.push_str("\r\n");
    }
    out.into_bytes()
}

fn xlsx(entries: &[LedgerEntry], lang: Lang) -> Result<Vec<u8>, ApiError> {
    use rust_xlsxwriter::{Format as Cell, Workbook};
    let fail =
        |e: rust_xlsxwriter::XlsxError| ApiError::from(verity_core::failure::Internal::new(e));
    let mut book = Workbook::new();
    let sheet = book.add_worksheet();
    let bold = Cell::new().set_bold();
    let money = Cell::new().set_num_format("#,##0.00");
    for (col, h) in headers(lang).iter().enumerate() {
        sheet
            .write_string_with_format(0, col as u16, *h, &bold)
            .map_err(fail)?;
    }
    for (i, e) in entries.iter().enumerate() {
        let r = i as u32 + 1;
        let [at, kind, reason, link_kind, link_id] = texts(e, lang);
        sheet.write_string(r, 0, at).map_err(fail)?;
        sheet.write_string(r, 1, kind).map_err(fail)?;
        sheet
            .write_number_with_format(r, 2, e.amount_fen as f64 / 100.0, &money)
            .map_err(fail)?;
        sheet
            .write_number_with_format(r, 3, e.balance_after_fen as f64 / 100.0, &money)
            .map_err(fail)?;
        sheet.write_string(r, 4, reason).map_err(fail)?;
        sheet.write_string(r, 5, link_kind).map_err(fail)?;
        sheet.write_string(r, 6, link_id).map_err(fail)?;
    }
    for (col, width) in [20.0, 10.0, 14.0, 16.0, 30.0, 10.0, 34.0]
        .into_iter()
        .enumerate()
    {
        sheet.set_column_width(col as u16, width).map_err(fail)?;
    }
    book.save_to_buffer().map_err(fail)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formula_like_text_is_escaped_and_amounts_stay_exact() {
        assert_eq!(safe_text("=HYPERLINK(\"x\")"), "'=HYPERLINK(\"x\")");
        assert_eq!(safe_text("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(safe_text("+1"), "'+1");
        assert_eq!(safe_text("-1"), "'-1");
        assert_eq!(safe_text("Bank transfer"), "Bank transfer");
        assert_eq!(yuan(-1), "-0.01");
        assert_eq!(yuan(123_456), "1234.56");
        assert_eq!(csv_field("a,\"b\""), "\"a,\"\"b\"\"\"");
    }
}
