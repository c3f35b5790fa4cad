//! CSV: UTF-8 with or without a BOM, else GBK (decoded as GB18030, its
//! superset); comma separated, quoted as RFC 4180 says.

use std::borrow::Cow;

use crate::{Limits, Row, RowSink, SheetError, OLE_MAGIC, ZIP_MAGIC};

pub fn read(bytes: &[u8], limits: &Limits) -> Result<Vec<Row>, SheetError> {
    let head = &bytes[..bytes.len().min(8192)];
    if bytes.starts_with(ZIP_MAGIC) || bytes.starts_with(OLE_MAGIC) || head.contains(&0) {
        return Err(SheetError::NotMatching { expected: "csv" });
    }
    let text = decode(bytes)?;
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes());
    let mut sink = RowSink::new(limits);
    let mut record = csv::StringRecord::new();
    // The line where each record starts (what a spreadsheet calls its row), counted from the
    // record's byte offset: the reader's own line count drifts with CRLF line ends.
    let (mut line, mut counted_to) = (1u32, 0usize);
    loop {
        match reader.read_record(&mut record) {
            Ok(false) => break,
            Ok(true) => {
                let bytes = text.as_bytes();
                let mut at = record.position().map_or(counted_to, |p| p.byte() as usize);
                // With CRLF the position can sit on the line end before the record.
                while at < bytes.len() && matches!(bytes[at], b'\r' | b'\n') {
                    at += 1;
                }
                line += bytes[counted_to..at.max(counted_to)]
                    .iter()
                    .filter(|&&b| b == b'\n')
                    .count() as u32;
                counted_to = at.max(counted_to);
                let number = line;
                let cells = record
                    .iter()
                    .take(limits.max_columns)
                    .map(|c| sink.cell(c))
                    .collect();
                sink.push(number, cells)?;
            }
            Err(e) => return Err(SheetError::Unreadable(e.to_string())),
        }
    }
    Ok(sink.rows)
}

pub fn decodes(bytes: &[u8]) -> bool {
    decode(bytes).is_ok()
}

fn decode(bytes: &[u8]) -> Result<Cow<'_, str>, SheetError> {
    let body = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    if let Ok(text) = std::str::from_utf8(body) {
        return Ok(Cow::Borrowed(text));
    }
    let (text, had_errors) = encoding_rs::GB18030.decode_without_bom_handling(body);
    if had_errors {
        return Err(SheetError::Unreadable(
            "the text is neither UTF-8 nor GBK".into(),
        ));
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use crate::{read, Kind, Limits, Row, SheetError};

    fn rows(bytes: &[u8]) -> Vec<Row> {
        read(bytes, Kind::Csv, &Limits::default()).unwrap()
    }

    #[test]
    fn utf8_with_and_without_a_bom_reads_the_same() {
        let plain = "姓名,手机号\n王小明,13900001111\n".as_bytes().to_vec();
        let mut bom = b"\xEF\xBB\xBF".to_vec();
        bom.extend_from_slice(&plain);
        assert_eq!(rows(&plain), rows(&bom));
        assert_eq!(rows(&plain)[1].cells, vec!["王小明", "13900001111"]);
    }

    #[test]
    fn gbk_as_excel_on_chinese_windows_writes_it_is_decoded() {
        let (gbk, _, _) = encoding_rs::GBK.encode("姓名,手机号\r\n张三丰,13900002222\r\n");
        assert!(std::str::from_utf8(&gbk).is_err());
        let read = rows(&gbk);
        assert_eq!(read[0].cells, vec!["姓名", "手机号"]);
        assert_eq!(read[1].cells, vec!["张三丰", "13900002222"]);
    }

    #[test]
    fn rows_keep_their_line_numbers_and_blank_rows_are_dropped() {
        let read = rows(b"a,b\n\n,,\n\"x, y\",\" z \"\n");
        assert_eq!(
            read,
            vec![
                Row {
                    number: 1,
                    cells: vec!["a".into(), "b".into()]
                },
                Row {
                    number: 4,
                    cells: vec!["x, y".into(), "z".into()]
                },
            ]
        );
    }

    #[test]
    fn crlf_line_ends_keep_the_row_numbers_a_spreadsheet_shows() {
        let read = rows(b"note\r\na,b\r\n\r\nc,d\r\ne,f");
        assert_eq!(
            read.iter().map(|r| r.number).collect::<Vec<_>>(),
            vec![1, 2, 4, 5]
        );
    }

    #[test]
    fn a_quoted_cell_over_lines_counts_from_its_first_line() {
        let read = rows(b"h\n\"one\ntwo\"\nnext\n");
        assert_eq!(read[1].number, 2);
        assert_eq!(read[2].number, 4);
    }

    #[test]
    fn an_xlsx_or_xls_named_csv_is_refused() {
        for bytes in [
            &b"PK\x03\x04rest"[..],
            &[0xD0, 0xCF, 0x11, 0xE0, 1, 2][..],
            b"a,b\0c",
        ] {
            assert_eq!(
                read(bytes, Kind::Csv, &Limits::default()),
                Err(SheetError::NotMatching { expected: "csv" })
            );
        }
    }

    #[test]
    fn bytes_neither_utf8_nor_gbk_are_unreadable() {
        assert!(matches!(
            read(
                &[0x81, 0x20, 0xFF, 0xFF, b'\n'],
                Kind::Csv,
                &Limits::default()
            ),
            Err(SheetError::Unreadable(_))
        ));
    }

    #[test]
    fn more_rows_than_the_cap_are_refused() {
        let limits = Limits {
            max_rows: 2,
            ..Limits::default()
        };
        assert_eq!(
            read(b"a\nb\nc\n", Kind::Csv, &limits),
            Err(SheetError::TooManyRows { max_rows: 2 })
        );
    }
}
