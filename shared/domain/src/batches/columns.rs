//! The columns of a batch file: the candidate's fields every package needs,
//! the optional ones, and those a package's items add (a school for the
//! degree check, …). Headers are matched in Chinese or English, ignoring
//! case, a required mark (`*`) and a bracketed note, so a template filled
//! in either language reads the same.

use crate::catalog::packages::Package;

/// One column: its field key, its titles, whether a row must fill it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Column {
    pub field: &'static str,
    pub zh: &'static str,
    pub en: &'static str,
    pub required: bool,
}

const fn column(field: &'static str, zh: &'static str, en: &'static str, required: bool) -> Column {
    Column {
        field,
        zh,
        en,
        required,
    }
}

const BASE: [Column; 5] = [
    column("name", "姓名", "Name", true),
    column("phone", "手机号", "Mobile", true),
    column("idNumber", "身份证号", "ID number", true),
    column("email", "邮箱", "E-mail", false),
    column("position", "应聘岗位", "Position", false),
];

/// Fields some items need beyond the base ones, each with the catalogue
/// field that brings it in: the required ones the items name
/// (`candidateFields`), and optional ones that narrow the same check (the
/// degree for a school, the period for an employer), named as in
/// `order/create`'s `candidate`.
const EXTRA: [(&str, Column); 5] = [
    ("school", column("school", "毕业院校", "School", true)),
    ("school", column("degree", "学历学位", "Degree", false)),
    (
        "employer",
        column("employer", "前雇主", "Former employer", true),
    ),
    (
        "employer",
        column("employmentPeriod", "任职时间", "Employment period", false),
    ),
    (
        "certificateNumber",
        column("certificateNumber", "证书编号", "Certificate number", true),
    ),
];

/// The example row of the template; a file that keeps it is not charged for it.
pub const EXAMPLE_NAME: &str = "张三";
pub const EXAMPLE_PHONE: &str = "13800138000";
pub const EXAMPLE_ID: &str = "11010519491231002X";

/// The package's columns, base first, in template order.
pub fn for_package(package: &Package) -> Vec<Column> {
    let mut out = BASE.to_vec();
    for (needed_by, extra) in EXTRA {
        if package
            .items
            .iter()
            .any(|line| line.candidate_fields.iter().any(|f| f == needed_by))
        {
            out.push(extra);
        }
    }
    out
}

/// An example value for the template's second row.
pub fn example(field: &str) -> &'static str {
    match field {
        "name" => EXAMPLE_NAME,
        "phone" => EXAMPLE_PHONE,
        "idNumber" => EXAMPLE_ID,
        "email" => "zhangsan@example.com",
        "position" => "销售经理",
        "school" => "北京大学",
        "degree" => "本科 / 学士",
        "employer" => "示例科技有限公司",
        "employmentPeriod" => "2019-03 – 2023-06",
        "certificateNumber" => "CPA-2020-0001",
        _ => "",
    }
}

/// `姓名*`, `Name (required)`, ` 手机号（必填） ` → `姓名`, `name`, `手机号`.
fn normalize(title: &str) -> String {
    let cut = title
        .find(['(', '（', '['])
        .map_or(title, |at| &title[..at]);
    cut.replace(['*', '＊'], "").trim().to_lowercase()
}

/// Where each column is in a header row: `None` when the row is not the header.
pub fn locate(columns: &[Column], header: &[String]) -> Option<Vec<Option<usize>>> {
    let titles: Vec<String> = header.iter().map(|h| normalize(h)).collect();
    let found: Vec<Option<usize>> = columns
        .iter()
        .map(|c| {
            let (zh, en) = (c.zh.to_lowercase(), c.en.to_lowercase());
            titles.iter().position(|t| *t == zh || *t == en)
        })
        .collect();
    // The header is the first row naming the three fields every check needs.
    let base_found = columns
        .iter()
        .zip(&found)
        .filter(|(c, at)| matches!(c.field, "name" | "phone" | "idNumber") && at.is_some())
        .count();
    (base_found == 3).then_some(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header(cells: &[&str]) -> Vec<String> {
        cells.iter().map(|c| c.to_string()).collect()
    }

    #[test]
    fn headers_match_in_either_language_with_marks_and_notes() {
        let columns = BASE.to_vec();
        let at = locate(
            &columns,
            &header(&["Mobile (required)", "姓名*", " id NUMBER ", "备注"]),
        )
        .unwrap();
        assert_eq!(at, vec![Some(1), Some(0), Some(2), None, None]);
    }

    #[test]
    fn a_note_row_is_not_the_header() {
        assert_eq!(locate(&BASE, &header(&["说明：请从第 3 行开始填写"])), None);
        assert_eq!(locate(&BASE, &header(&["姓名", "手机号"])), None);
    }
}
