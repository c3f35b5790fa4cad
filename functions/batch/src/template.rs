//! The batch template of a package: a note row, the header row with the
//! package's columns (required ones marked `*`) and an example row. The
//! XLSX keeps every column as text so an ID number or phone stays as typed;
//! the CSV is UTF-8 with a BOM so Excel opens the Chinese headers.

use verity_domain::batches::columns::{self, Column};
use verity_domain::catalog::packages::Package;
use verity_http::sheet::safe_text;
use verity_http::ApiError;

const NOTE_ZH: &str = "说明：第 2 行为表头，请勿修改；第 3 行为示例，可删除或保留（保留不计费）。带 * 的列必填；身份证号请填 18 位，末位 X 大小写均可；单个文件最多 10,000 行。";
const NOTE_EN: &str = "Note: row 2 is the header, keep it; row 3 is an example you may delete or keep (it is not charged). Columns marked * are required; at most 10,000 rows per file.";

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
