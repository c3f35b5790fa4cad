//! The batch template of a package: a note row, the header row with the
//! package's columns (required ones marked `*`) and an example row. The
//! XLSX keeps every column as text so an ID number or phone stays as typed;
//! the CSV is UTF-8 with a BOM so Excel opens the Chinese headers.
//!
//! The problems file (`batch/problems`) is the same layout with the rows
//! that still have a problem, as they were in the file (or last fixed), and
//! a last column that says what is wrong in both languages: fixed and
//! uploaded again, it is read like any filled-in template (the problem
//! column is not one of the template's and is ignored).

use verity_domain::batches::columns::{self, Column};
use verity_domain::catalog::packages::Package;
use verity_http::sheet::safe_text;
use verity_http::ApiError;

const NOTE_ZH: &str = "说明：第 2 行为表头，请勿修改；第 3 行为示例，可删除或保留（保留不计费）。带 * 的列必填；身份证号请填 18 位，末位 X 大小写均可；单个文件最多 10,000 行。";
const NOTE_EN: &str = "Note: row 2 is the header, keep it; row 3 is an example you may delete or keep (it is not charged). Columns marked * are required; at most 10,000 rows per file.";

const PROBLEMS_NOTE_ZH: &str = "说明：以下为有问题的行（内容为文件中的原值）。请按最后一列「问题」修改后，将本文件重新上传为新的批量；「问题」列上传时会被忽略。";
const PROBLEMS_NOTE_EN: &str = "Note: these are the rows with problems, as they were in the file. Correct them as the last column says and upload this file again as a new batch; the Problems column is ignored on upload.";
const PROBLEMS_TITLE: &str = "问题 (Problems)";

/// One row of the problems file: the values in column order, what is wrong.
pub struct ProblemRow {
    pub values: Vec<String>,
    pub problems: String,
}

/// A row's problems in both languages: `第 7 行 手机号：格式不正确 / Row 7 Mobile: not valid`.
pub fn describe(
    columns: &[Column],
    row: u32,
    errors: &[verity_domain::batches::RowError],
) -> String {
    let field = |f: &str| {
        columns
            .iter()
            .find(|c| c.field == f)
            .map_or((f.to_string(), f.to_string()), |c| {
                (c.zh.to_string(), c.en.to_string())
            })
    };
    let words = |code: &str, other: Option<u32>| -> (String, String) {
        let other = other.map(|r| r.to_string()).unwrap_or_default();
        match code {
            "required" => ("必填".into(), "required".into()),
            "invalid" => ("格式不正确".into(), "not valid".into()),
            "idCheck" => (
                "身份证号校验位不正确".into(),
                "the check character does not match".into(),
            ),
            "tooLong" => ("内容过长".into(), "too long".into()),
            "duplicateInFile" => (
                format!("与第 {other} 行重复"),
                format!("the same as row {other}"),
            ),
            "orderedRecently" => ("30 天内已下单".into(), "ordered in the last 30 days".into()),
            other => (other.to_string(), other.to_string()),
        }
    };
    let (mut zh, mut en) = (Vec::new(), Vec::new());
    for e in errors {
        let (fz, fe) = field(&e.field);
        let (wz, we) = words(&e.code, e.row);
        zh.push(format!("{fz}：{wz}"));
        en.push(format!("{fe}: {we}"));
    }
    format!(
        "第 {row} 行 {} / Row {row} {}",
        zh.join("；"),
        en.join("; ")
    )
}

pub fn problems_csv(package: &Package, rows: &[ProblemRow]) -> Vec<u8> {
    let columns = columns::for_package(package);
    let mut titles: Vec<String> = columns.iter().map(title).collect();
    titles.push(PROBLEMS_TITLE.to_string());
    let mut out = String::from("\u{feff}");
    out.push_str(&csv_line(&[format!(
        "{PROBLEMS_NOTE_ZH} {PROBLEMS_NOTE_EN}"
    )]));
    out.push_str("\r\n");
    out.push_str(&csv_line(&titles));
    out.push_str("\r\n");
    for r in rows {
        let mut cells = r.values.clone();
        cells.push(r.problems.clone());
        out.push_str(&csv_line(&cells));
        out.push_str("\r\n");
    }
    out.into_bytes()
}

pub fn problems_xlsx(package: &Package, rows: &[ProblemRow]) -> Result<Vec<u8>, ApiError> {
    use rust_xlsxwriter::{Color, Format, FormatAlign, Workbook};
    let fail =
        |e: rust_xlsxwriter::XlsxError| ApiError::from(verity_core::failure::Internal::new(e));
    let columns = columns::for_package(package);
    let text = Format::new().set_num_format("@");
    let note = Format::new()
        .set_text_wrap()
        .set_align(FormatAlign::Top)
        .set_font_color(Color::RGB(0x595959));
    let header = Format::new()
        .set_bold()
        .set_num_format("@")
        .set_background_color(Color::RGB(0xE6EEFF));
    let problem = Format::new()
        .set_num_format("@")
        .set_font_color(Color::RGB(0xC41D1D));
    let mut book = Workbook::new();
    let ws = book.add_worksheet();
    ws.set_name("problems").map_err(fail)?;
    let last = columns.len() as u16;
    ws.merge_range(
        0,
        0,
        0,
        last,
        &format!("{PROBLEMS_NOTE_ZH}\n{PROBLEMS_NOTE_EN}"),
        &note,
    )
    .map_err(fail)?;
    ws.set_row_height(0, 48).map_err(fail)?;
    for (i, c) in columns.iter().enumerate() {
        let col = i as u16;
        ws.set_column_format(col, &text).map_err(fail)?;
        ws.set_column_width(col, if c.field == "idNumber" { 24 } else { 18 })
            .map_err(fail)?;
        ws.write_string_with_format(1, col, title(c), &header)
            .map_err(fail)?;
    }
    ws.set_column_width(last, 60).map_err(fail)?;
    ws.write_string_with_format(1, last, PROBLEMS_TITLE, &header)
        .map_err(fail)?;
    for (i, r) in rows.iter().enumerate() {
        let at = i as u32 + 2;
        for (col, v) in r.values.iter().enumerate() {
            ws.write_string_with_format(at, col as u16, safe_text(v), &text)
                .map_err(fail)?;
        }
        ws.write_string_with_format(at, last, safe_text(&r.problems), &problem)
            .map_err(fail)?;
    }
    ws.set_freeze_panes(2, 0).map_err(fail)?;
    book.save_to_buffer().map_err(fail)
}

fn csv_line(cells: &[String]) -> String {
    cells
        .iter()
        .map(|c| {
            let c = safe_text(c);
            if c.contains([',', '"', '\n', '\r']) {
                format!("\"{}\"", c.replace('"', "\"\""))
            } else {
                c
            }
        })
        .collect::<Vec<_>>()
        .join(",")
}

fn title(c: &Column) -> String {
    let mark = if c.required { "*" } else { "" };
    format!("{}{mark} ({})", c.zh, c.en)
}

pub fn csv(package: &Package) -> Vec<u8> {
    let columns = columns::for_package(package);
    let line = |cells: Vec<String>| {
        cells
            .iter()
            .map(|c| {
                let c = safe_text(c);
                if c.contains([',', '"', '\n']) {
                    format!("\"{}\"", c.replace('"', "\"\""))
                } else {
                    c
                }
            })
            .collect::<Vec<_>>()
            .join(",")
    };
    let mut out = String::from("\u{feff}");
    out.push_str(&line(vec![format!("{NOTE_ZH} {NOTE_EN}")]));
    out.push_str("\r\n");
    out.push_str(&line(columns.iter().map(title).collect()));
    out.push_str("\r\n");
    out.push_str(&line(
        columns
            .iter()
            .map(|c| columns::example(c.field).to_string())
            .collect(),
    ));
    out.push_str("\r\n");
    out.into_bytes()
}

pub fn xlsx(package: &Package) -> Result<Vec<u8>, ApiError> {
    use rust_xlsxwriter::{Color, Format, FormatAlign, Workbook};
    let fail =
        |e: rust_xlsxwriter::XlsxError| ApiError::from(verity_core::failure::Internal::new(e));
    let columns = columns::for_package(package);
    let text = Format::new().set_num_format("@");
    let note = Format::new()
        .set_text_wrap()
        .set_align(FormatAlign::Top)
        .set_font_color(Color::RGB(0x595959));
    let header = Format::new()
        .set_bold()
        .set_num_format("@")
        .set_background_color(Color::RGB(0xE6EEFF));
    let example = Format::new()
        .set_num_format("@")
        .set_font_color(Color::RGB(0x8C8C8C))
        .set_italic();
    let mut book = Workbook::new();
    let ws = book.add_worksheet();
    ws.set_name("candidates").map_err(fail)?;
    let last = columns.len().saturating_sub(1) as u16;
    ws.merge_range(
        0,
        0,
        0,
        last.max(1),
        &format!("{NOTE_ZH}\n{NOTE_EN}"),
        &note,
    )
    .map_err(fail)?;
    ws.set_row_height(0, 48).map_err(fail)?;
    for (i, c) in columns.iter().enumerate() {
        let col = i as u16;
        ws.set_column_format(col, &text).map_err(fail)?;
        ws.set_column_width(col, if c.field == "idNumber" { 24 } else { 18 })
            .map_err(fail)?;
        ws.write_string_with_format(1, col, title(c), &header)
            .map_err(fail)?;
        ws.write_string_with_format(2, col, columns::example(c.field), &example)
            .map_err(fail)?;
    }
    ws.set_freeze_panes(2, 0).map_err(fail)?;
    book.save_to_buffer().map_err(fail)
}
