//! Exports: a table of cells written as CSV (UTF-8 with a BOM, so Excel
//! reads Chinese headers) or XLSX, stored in the reports bucket and handed
//! out as a short-lived signed URL. Text that a spreadsheet would run as a
//! formula (`=`, `+`, `-`, `@`, tab, CR first) is prefixed with `'`.

use std::time::Duration;
use verity_core::text::Text;

use bytes::Bytes;
use time::macros::{format_description, offset};
use time::OffsetDateTime;
use verity_core::ports::Ports;

use crate::lang::Lang;
use crate::ApiError;

pub enum Cell {
    Text(String),
    /// Fen, shown as yuan with two decimals.
    Money(i64),
}

impl Cell {
    pub fn text(v: impl Into<String>) -> Cell {
        Cell::Text(v.into())
    }
}

pub struct Sheet {
    pub headers: Vec<&'static str>,
    /// Column widths in characters (XLSX).
    pub widths: Vec<f64>,
    pub rows: Vec<Vec<Cell>>,
}

/// An export's file format, as a request names it: `csv` or `xlsx`
/// (trimmed); anything else is 1002 on `format` ("format: must be csv or
/// xlsx"), refused while the body is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Csv,
    Xlsx,
}

impl Format {
    /// `csv` or `xlsx`, else the rule's message.
    fn read(text: &str) -> Result<Format, Text> {
        match text.trim() {
            "csv" => Ok(Format::Csv),
            "xlsx" => Ok(Format::Xlsx),
            _ => Err(Text::new("format: must be csv or xlsx", "须为 csv 或 xlsx")),
        }
    }

    /// `csv` or `xlsx`, else 1002 on `format`.
    pub fn parse(text: &str) -> Result<Format, ApiError> {
        Format::read(text).map_err(|msg| {
            ApiError::with_msg(crate::ErrorCode::InvalidField, msg)
                .with_data(serde_json::json!({ "field": "format" }))
        })
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Format::Csv => "csv",
            Format::Xlsx => "xlsx",
        }
    }
}

impl<'de> serde::Deserialize<'de> for Format {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Format::read(&text).map_err(verity_core::types::refuse)
    }
}

/// China Standard Time, the portal's business time.
pub fn local(ms: i64) -> OffsetDateTime {
    OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .unwrap_or(OffsetDateTime::UNIX_EPOCH)
        .to_offset(offset!(+8))
}

/// `2026-11-22 14:05:09` (China Standard Time).
pub fn when(ms: i64) -> String {
    local(ms)
        .format(format_description!(
            "[year]-[month]-[day] [hour]:[minute]:[second]"
        ))
        .unwrap_or_default()
}

/// A text cell a spreadsheet will not run as a formula.
pub fn safe_text(v: &str) -> String {
    if v.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{v}")
    } else {
        v.to_string()
    }
}

pub fn yuan(fen: i64) -> String {
    let sign = if fen < 0 { "-" } else { "" };
    format!("{sign}{}.{:02}", fen.abs() / 100, fen.abs() % 100)
}

fn csv_field(v: &str) -> String {
    if v.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", v.replace('"', "\"\""))
    } else {
        v.to_string()
    }
}

pub fn csv(sheet: &Sheet) -> Vec<u8> {
    let mut out = String::from("\u{feff}");
    out.push_str(&sheet.headers.join(","));
    out.push_str("\r\n");
    for row in &sheet.rows {
        let cells: Vec<String> = row
            .iter()
            .map(|c| match c {
                Cell::Text(t) => csv_field(&safe_text(t)),
                Cell::Money(fen) => yuan(*fen),
            })
            .collect();
        out.push_str(&cells.join(","));
        out.push_str("\r\n");
    }
    out.into_bytes()
}

pub fn xlsx(sheet: &Sheet) -> Result<Vec<u8>, ApiError> {
    use rust_xlsxwriter::{Format as Style, Workbook};
    let fail =
        |e: rust_xlsxwriter::XlsxError| ApiError::from(verity_core::failure::Internal::new(e));
    let mut book = Workbook::new();
    let ws = book.add_worksheet();
    let bold = Style::new().set_bold();
    let money = Style::new().set_num_format("#,##0.00");
    for (col, h) in sheet.headers.iter().enumerate() {
        ws.write_string_with_format(0, col as u16, *h, &bold)
            .map_err(fail)?;
    }
    for (i, row) in sheet.rows.iter().enumerate() {
        let r = i as u32 + 1;
        for (col, cell) in row.iter().enumerate() {
            match cell {
                Cell::Text(t) => ws.write_string(r, col as u16, safe_text(t)),
                Cell::Money(fen) => {
                    ws.write_number_with_format(r, col as u16, *fen as f64 / 100.0, &money)
                }
            }
            .map_err(fail)?;
        }
    }
    for (col, width) in sheet.widths.iter().enumerate() {
        ws.set_column_width(col as u16, *width).map_err(fail)?;
    }
    book.save_to_buffer().map_err(fail)
}

/// Writes the sheet to the reports bucket under `<folder>/<random>/<stem>-<date>.<ext>`
/// and answers `(signed URL for 10 minutes, file name)`.
pub async fn publish(
    ports: &Ports,
    folder: &str,
    stem: &str,
    format: Format,
    sheet: &Sheet,
) -> Result<(String, String), ApiError> {
    let (bytes, content_type, ext) = match format {
        Format::Csv => (csv(sheet), "text/csv; charset=utf-8", "csv"),
        Format::Xlsx => (
            xlsx(sheet)?,
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            "xlsx",
        ),
    };
    let today = local(ports.clock.now_millis())
        .format(format_description!("[year][month][day]"))
        .unwrap_or_default();
    let file_name = format!("{stem}-{today}.{ext}");
    let key = format!("{folder}/{}/{file_name}", verity_core::ids::new_id());
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
    Ok((url, file_name))
}

/// An order's status as a sheet shows it.
pub fn status_name(s: verity_domain::orders::OrderStatus, lang: Lang) -> &'static str {
    use verity_domain::orders::OrderStatus::*;
    match (s, lang) {
        (AwaitingAuthorization, Lang::ZhCn) => "待授权",
        (Authorized, Lang::ZhCn) => "已授权",
        (InProgress, Lang::ZhCn) => "调查中",
        (Completed, Lang::ZhCn) => "已完成",
        (Canceled, Lang::ZhCn) => "已取消",
        (Expired, Lang::ZhCn) => "已过期",
        (Suspended, Lang::ZhCn) => "已暂停",
        (AwaitingAuthorization, Lang::EnUs) => "Awaiting consent",
        (Authorized, Lang::EnUs) => "Authorized",
        (InProgress, Lang::EnUs) => "In progress",
        (Completed, Lang::EnUs) => "Completed",
        (Canceled, Lang::EnUs) => "Canceled",
        (Expired, Lang::EnUs) => "Expired",
        (Suspended, Lang::EnUs) => "Suspended",
    }
}

/// An order's result as a sheet shows it: the words of the one label table
/// (`verity_domain::reports::labels`), as the record, report and PDF show it.
pub fn result_name(r: Option<verity_core::provider::ItemResult>, lang: Lang) -> &'static str {
    r.map_or("", |r| {
        verity_domain::reports::labels::overall_label(r, lang == Lang::ZhCn)
    })
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
