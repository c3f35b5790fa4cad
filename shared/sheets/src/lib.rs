//! Reading an uploaded spreadsheet into rows of text, safely.
//!
//! CSV arrives as UTF-8 (with or without a BOM) or as GBK, as Excel on
//! Chinese Windows saves it; XLSX is a zip of XML. Before anything is
//! unpacked the file must be what its name says and small enough, and an
//! XLSX's zip directory must promise no more than the caps (entries,
//! unpacked bytes, compression ratio): a zip bomb is refused unopened.
//! Cells are read as text: a formula cell as its cached value, a number as
//! written (no `1.39e10` for a phone). Rows stream from the sheet; only
//! non-blank rows within the caps are kept.

mod csv_file;
mod xlsx_file;

use thiserror::Error;

/// What the upload's name says it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Csv,
    Xlsx,
}

impl Kind {
    /// From the file name's extension (`.csv`, `.xlsx`), any case.
    pub fn from_name(name: &str) -> Option<Kind> {
        let ext = name.rsplit_once('.')?.1.to_ascii_lowercase();
        match ext.as_str() {
            "csv" => Some(Kind::Csv),
            "xlsx" => Some(Kind::Xlsx),
            _ => None,
        }
    }
}

/// The caps a file must stay within.
#[derive(Debug, Clone)]
pub struct Limits {
    /// The file as uploaded.
    pub max_bytes: usize,
    /// Non-blank rows kept (header and notes included).
    pub max_rows: usize,
    /// Columns read from each row; cells further right are ignored.
    pub max_columns: usize,
    /// Characters kept of one cell.
    pub max_cell_chars: usize,
    /// XLSX: the sum of the entries' unpacked sizes as the zip declares them.
    pub max_unpacked_bytes: u64,
    /// XLSX: unpacked / packed of any entry over 1 MB unpacked.
    pub max_ratio: u64,
    /// XLSX: entries in the zip.
    pub max_entries: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_bytes: 10 * 1024 * 1024,
            max_rows: 10_010,
            max_columns: 32,
            max_cell_chars: 500,
            max_unpacked_bytes: 100 * 1024 * 1024,
            max_ratio: 100,
            max_entries: 500,
        }
    }
}

/// One non-blank row: its 1-based number in the file (as a spreadsheet
/// shows it) and its cells, trimmed, leftmost first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    pub number: u32,
    pub cells: Vec<String>,
}

#[derive(Debug, Error, PartialEq, Eq)]
pub enum SheetError {
    #[error("the file is larger than {max_bytes} bytes")]
    TooLarge { max_bytes: usize },
    #[error("the file has more than {max_rows} rows")]
    TooManyRows { max_rows: usize },
    /// The content is not what the name says (an `.xls`, a renamed image, an XLSX named `.csv`).
    #[error("the file's content does not match its {expected} extension")]
    NotMatching { expected: &'static str },
    /// An XLSX whose zip promises more than the caps: refused before unpacking.
    #[error("the spreadsheet unpacks to more than allowed")]
    Bomb,
    /// Text that is neither UTF-8 nor GBK, a broken zip, no worksheet.
    #[error("the file cannot be read: {0}")]
    Unreadable(String),
}

/// Reads `bytes` as `kind` within `limits` (see the crate's description).
pub fn read(bytes: &[u8], kind: Kind, limits: &Limits) -> Result<Vec<Row>, SheetError> {
    if bytes.len() > limits.max_bytes {
        return Err(SheetError::TooLarge {
            max_bytes: limits.max_bytes,
        });
    }
    match kind {
        Kind::Csv => csv_file::read(bytes, limits),
        Kind::Xlsx => xlsx_file::read(bytes, limits),
    }
}

/// Whether `bytes` are CSV-like text: no NUL, UTF-8 or GBK (what an upload
/// of a `.csv` must be).
pub fn is_text(bytes: &[u8]) -> bool {
    !bytes.is_empty() && !bytes.contains(&0) && csv_file::decodes(bytes)
}

const ZIP_MAGIC: &[u8] = b"PK\x03\x04";
/// The compound-file header of a legacy `.xls` (and `.doc`).
const OLE_MAGIC: &[u8] = &[0xD0, 0xCF, 0x11, 0xE0];

/// Collects one row's cells, trimmed and capped, blank rows dropped.
struct RowSink<'a> {
    limits: &'a Limits,
    rows: Vec<Row>,
}

impl<'a> RowSink<'a> {
    fn new(limits: &'a Limits) -> Self {
        RowSink {
            limits,
            rows: Vec::new(),
        }
    }

    fn cell(&self, raw: &str) -> String {
        let cleaned: String = raw
            .chars()
            .filter(|c| !matches!(c, '\u{200B}' | '\u{200C}' | '\u{200D}' | '\u{FEFF}'))
            .map(|c| {
                if c == '\u{00A0}' || c == '\u{3000}' {
                    ' '
                } else {
                    c
                }
            })
            .collect();
        cleaned
            .trim()
            .chars()
            .take(self.limits.max_cell_chars)
            .collect()
    }

    fn push(&mut self, number: u32, mut cells: Vec<String>) -> Result<(), SheetError> {
        while cells.last().is_some_and(String::is_empty) {
            cells.pop();
        }
        if cells.is_empty() {
            return Ok(());
        }
        if self.rows.len() >= self.limits.max_rows {
            return Err(SheetError::TooManyRows {
                max_rows: self.limits.max_rows,
            });
        }
        self.rows.push(Row { number, cells });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_extension_names_the_kind() {
        assert_eq!(Kind::from_name("候选人.XLSX"), Some(Kind::Xlsx));
        assert_eq!(Kind::from_name("a.b.csv"), Some(Kind::Csv));
        assert_eq!(Kind::from_name("old.xls"), None);
        assert_eq!(Kind::from_name("noext"), None);
    }

    #[test]
    fn a_file_over_the_size_cap_is_refused_unread() {
        let limits = Limits {
            max_bytes: 10,
            ..Limits::default()
        };
        assert_eq!(
            read(&[b'a'; 11], Kind::Csv, &limits),
            Err(SheetError::TooLarge { max_bytes: 10 })
        );
    }
}
