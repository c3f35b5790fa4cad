//! XLSX: the zip's directory is checked against the caps first; then the
//! first worksheet is streamed through an XML reader, each entry read
//! through a cap on what it may unpack to (a header that understates an
//! entry's size cannot unpack more). Shared strings are kept (they are what
//! the cells point at); a formula cell gives its cached value; a cell that
//! points at a string that is not there makes the file unreadable.

use std::io::{BufRead, BufReader, Cursor, Read};

use quick_xml::events::{BytesStart, Event};
use quick_xml::Reader;
use zip::ZipArchive;

use crate::{Limits, Row, RowSink, SheetError, ZIP_MAGIC};

/// Entries this small may compress as well as they like (styles, empty sheets).
const RATIO_FLOOR: u64 = 1024 * 1024;

type Zip<'a> = ZipArchive<Cursor<&'a [u8]>>;

pub fn read(bytes: &[u8], limits: &Limits) -> Result<Vec<Row>, SheetError> {
    if !bytes.starts_with(ZIP_MAGIC) {
        return Err(SheetError::NotMatching { expected: "xlsx" });
    }
    let mut zip = ZipArchive::new(Cursor::new(bytes)).map_err(unreadable)?;
    check_zip(&mut zip, limits)?;
    let sheet = first_sheet(&mut zip, limits)?;
    let strings = shared_strings(&mut zip, limits)?;
    let reader = entry(&mut zip, &sheet, limits)?
        .ok_or_else(|| SheetError::Unreadable("the workbook has no worksheet".into()))?;
    rows(reader, &strings, limits)
}

/// Refuses a zip that promises more than the caps, before unpacking any of it.
fn check_zip(zip: &mut Zip<'_>, limits: &Limits) -> Result<(), SheetError> {
    if zip.len() > limits.max_entries {
        return Err(SheetError::Bomb);
    }
    let mut total: u64 = 0;
    for i in 0..zip.len() {
        let entry = zip.by_index_raw(i).map_err(unreadable)?;
        let (size, packed) = (entry.size(), entry.compressed_size().max(1));
        total = total.saturating_add(size);
        if total > limits.max_unpacked_bytes
            || (size > RATIO_FLOOR && size / packed > limits.max_ratio)
        {
            return Err(SheetError::Bomb);
        }
    }
    Ok(())
}

/// An entry's XML, unpacking at most the caps allow; `None` when absent.
type EntryReader<'z, 'b> =
    Reader<BufReader<std::io::Take<zip::read::ZipFile<'z, Cursor<&'b [u8]>>>>>;

fn entry<'z, 'b>(
    zip: &'z mut Zip<'b>,
    name: &str,
    limits: &Limits,
) -> Result<Option<EntryReader<'z, 'b>>, SheetError> {
    let index = match zip.index_for_name(name) {
        Some(i) => i,
        None => return Ok(None),
    };
    let file = zip.by_index(index).map_err(unreadable)?;
    let mut reader = Reader::from_reader(BufReader::new(file.take(limits.max_unpacked_bytes)));
    reader.config_mut().trim_text(false);
    Ok(Some(reader))
}

fn unreadable(e: impl std::fmt::Display) -> SheetError {
    SheetError::Unreadable(e.to_string())
}

/// An attribute's value, unescaped (the same whichever quick-xml features are on).
fn value_of(a: &quick_xml::events::attributes::Attribute<'_>) -> Option<String> {
    let raw = std::str::from_utf8(&a.value).ok()?;
    quick_xml::escape::unescape(raw)
        .ok()
        .map(|v| v.into_owned())
}

fn attr(e: &BytesStart<'_>, key: &[u8]) -> Option<String> {
    e.attributes()
        .flatten()
        .find(|a| a.key.as_ref() == key)
        .and_then(|a| value_of(&a))
}

/// The path of the workbook's first sheet (through its relationship).
fn first_sheet(zip: &mut Zip<'_>, limits: &Limits) -> Result<String, SheetError> {
    const FALLBACK: &str = "xl/worksheets/sheet1.xml";
    let mut rid = None;
    if let Some(mut r) = entry(zip, "xl/workbook.xml", limits)? {
        let mut buf = Vec::new();
        loop {
            match r.read_event_into(&mut buf).map_err(unreadable)? {
                Event::Start(e) | Event::Empty(e) if e.local_name().as_ref() == b"sheet" => {
                    rid = e
                        .attributes()
                        .flatten()
                        .find(|a| a.key.local_name().as_ref() == b"id" && a.key.prefix().is_some())
                        .and_then(|a| value_of(&a));
                    break;
                }
                Event::Eof => break,
                _ => {}
            }
            buf.clear();
        }
    }
    let Some(rid) = rid else {
        return Ok(FALLBACK.into());
    };
    let Some(mut r) = entry(zip, "xl/_rels/workbook.xml.rels", limits)? else {
        return Ok(FALLBACK.into());
    };
    let mut buf = Vec::new();
    loop {
        match r.read_event_into(&mut buf).map_err(unreadable)? {
            Event::Start(e) | Event::Empty(e)
                if e.local_name().as_ref() == b"Relationship"
                    && attr(&e, b"Id").as_deref() == Some(rid.as_str()) =>
            {
                let target = attr(&e, b"Target").unwrap_or_default();
                return Ok(match target.strip_prefix('/') {
                    Some(absolute) => absolute.to_string(),
                    None => format!("xl/{target}"),
                });
            }
            Event::Eof => return Ok(FALLBACK.into()),
            _ => {}
        }
        buf.clear();
    }
}

/// Text of a run of XML text and entity references.
fn push_text(out: &mut String, event: &Event<'_>) -> Result<(), SheetError> {
    match event {
        Event::Text(t) => out.push_str(&t.decode().map_err(unreadable)?),
        Event::CData(t) => out.push_str(&t.decode().map_err(unreadable)?),
        Event::GeneralRef(r) => {
            if let Some(c) = r.resolve_char_ref().map_err(unreadable)? {
                out.push(c);
            } else {
                let name = r.decode().map_err(unreadable)?;
                let resolved = quick_xml::escape::resolve_predefined_entity(&name)
                    .ok_or_else(|| SheetError::Unreadable(format!("unknown entity &{name};")))?;
                out.push_str(resolved);
            }
        }
        _ => {}
    }
    Ok(())
}

/// The shared strings: each `<si>`'s `<t>` texts joined (phonetic runs left out).
fn shared_strings(zip: &mut Zip<'_>, limits: &Limits) -> Result<Vec<String>, SheetError> {
    let mut out = Vec::new();
    let Some(mut r) = entry(zip, "xl/sharedStrings.xml", limits)? else {
        return Ok(out);
    };
    let (mut buf, mut current, mut in_t, mut in_phonetic) =
        (Vec::new(), String::new(), false, false);
    loop {
        let event = r.read_event_into(&mut buf).map_err(unreadable)?;
        match &event {
            Event::Start(e) => match e.local_name().as_ref() {
                b"si" => current.clear(),
                b"t" => in_t = true,
                b"rPh" => in_phonetic = true,
                _ => {}
            },
            Event::End(e) => match e.local_name().as_ref() {
                b"si" => out.push(std::mem::take(&mut current)),
                b"t" => in_t = false,
                b"rPh" => in_phonetic = false,
                _ => {}
            },
            Event::Empty(e) if e.local_name().as_ref() == b"si" => out.push(String::new()),
            Event::Eof => break,
            other if in_t && !in_phonetic => push_text(&mut current, other)?,
            _ => {}
        }
        buf.clear();
    }
    Ok(out)
}

/// `B12` → column 1 (0-based).
fn column_of(reference: &str) -> Option<usize> {
    let letters: Vec<u8> = reference
        .bytes()
        .take_while(u8::is_ascii_alphabetic)
        .collect();
    if letters.is_empty() || letters.len() > 3 {
        return None;
    }
    Some(
        letters.iter().fold(0usize, |acc, l| {
            acc * 26 + usize::from(l.to_ascii_uppercase() - b'A' + 1)
        }) - 1,
    )
}

/// A cell as the text a person typed: whole numbers without a decimal point or exponent.
fn number_text(raw: &str) -> String {
    match raw.trim().parse::<f64>() {
        Ok(f) if f.is_finite() && f.fract() == 0.0 && f.abs() < 1e15 => format!("{f:.0}"),
        _ => raw.trim().to_string(),
    }
}

fn rows<R: BufRead>(
    mut r: Reader<R>,
    strings: &[String],
    limits: &Limits,
) -> Result<Vec<Row>, SheetError> {
    let mut sink = RowSink::new(limits);
    let mut buf = Vec::new();
    let mut row_number: u32 = 0;
    let mut cells: Vec<String> = Vec::new();
    // The cell being read: its column, type and collected text.
    let mut cell: Option<(usize, String, String)> = None;
    let mut next_col = 0usize;
    let mut in_value = false;
    loop {
        let event = r.read_event_into(&mut buf).map_err(unreadable)?;
        match &event {
            Event::Start(e) | Event::Empty(e) if e.local_name().as_ref() == b"row" => {
                row_number = attr(e, b"r")
                    .and_then(|v| v.parse().ok())
                    .unwrap_or(row_number + 1);
                cells.clear();
                next_col = 0;
                if matches!(event, Event::Empty(_)) {
                    row_number = row_number.max(1);
                }
            }
            Event::End(e) if e.local_name().as_ref() == b"row" => {
                sink.push(row_number.max(1), std::mem::take(&mut cells))?;
            }
            Event::Start(e) if e.local_name().as_ref() == b"c" => {
                let col = attr(e, b"r")
                    .as_deref()
                    .and_then(column_of)
                    .unwrap_or(next_col);
                cell = Some((col, attr(e, b"t").unwrap_or_default(), String::new()));
            }
            Event::Empty(e) if e.local_name().as_ref() == b"c" => {
                next_col = attr(e, b"r")
                    .as_deref()
                    .and_then(column_of)
                    .unwrap_or(next_col)
                    + 1;
            }
            Event::Start(e) if matches!(e.local_name().as_ref(), b"v" | b"t") && cell.is_some() => {
                in_value = true;
            }
            Event::End(e) if matches!(e.local_name().as_ref(), b"v" | b"t") => in_value = false,
            Event::End(e) if e.local_name().as_ref() == b"c" => {
                if let Some((col, kind, raw)) = cell.take() {
                    next_col = col + 1;
                    if col < limits.max_columns {
                        let text = match kind.as_str() {
                            "s" => {
                                let index: usize = raw.trim().parse().map_err(unreadable)?;
                                strings.get(index).cloned().ok_or_else(|| {
                                    SheetError::Unreadable(
                                        "a cell points at a missing string".into(),
                                    )
                                })?
                            }
                            "b" => if raw.trim() == "1" { "TRUE" } else { "FALSE" }.to_string(),
                            "e" => String::new(),
                            "str" | "inlineStr" => raw,
                            _ => number_text(&raw),
                        };
                        if cells.len() <= col {
                            cells.resize(col + 1, String::new());
                        }
                        cells[col] = sink.cell(&text);
                    }
                }
            }
            Event::Eof => break,
            other if in_value => {
                if let Some((_, _, raw)) = cell.as_mut() {
                    push_text(raw, other)?;
                    if raw.len() > limits.max_cell_chars * 4 {
                        raw.truncate(limits.max_cell_chars * 4);
                    }
                }
            }
            _ => {}
        }
        buf.clear();
    }
    Ok(sink.rows)
}

#[cfg(test)]
mod tests {
    use std::io::Write;

    use rust_xlsxwriter::{Formula, Workbook};

    use crate::{read, Kind, Limits, Row, SheetError};

    fn workbook(fill: impl FnOnce(&mut rust_xlsxwriter::Worksheet)) -> Vec<u8> {
        let mut book = Workbook::new();
        fill(book.add_worksheet());
        book.save_to_buffer().unwrap()
    }

    #[test]
    fn cells_come_back_as_typed_with_row_numbers_as_shown() {
        let bytes = workbook(|s| {
            s.write_string(0, 0, "姓名").unwrap();
            s.write_string(0, 1, "手机号").unwrap();
            s.write_string(2, 0, " 王小明 ").unwrap();
            s.write_number(2, 1, 13900001111.0).unwrap();
            s.write_string(3, 2, "only c").unwrap();
        });
        let rows = read(&bytes, Kind::Xlsx, &Limits::default()).unwrap();
        assert_eq!(
            rows,
            vec![
                Row {
                    number: 1,
                    cells: vec!["姓名".into(), "手机号".into()]
                },
                Row {
                    number: 3,
                    cells: vec!["王小明".into(), "13900001111".into()]
                },
                Row {
                    number: 4,
                    cells: vec![String::new(), String::new(), "only c".into()]
                },
            ]
        );
    }

    #[test]
    fn a_formula_cell_reads_as_its_cached_value() {
        let bytes = workbook(|s| {
            s.write_formula(0, 0, Formula::new("=1+1").set_result("2"))
                .unwrap();
            s.write_formula(
                0,
                1,
                Formula::new("=HYPERLINK(\"http://x\")").set_result("safe"),
            )
            .unwrap();
        });
        let rows = read(&bytes, Kind::Xlsx, &Limits::default()).unwrap();
        assert_eq!(rows[0].cells, vec!["2", "safe"]);
    }

    #[test]
    fn a_csv_or_xls_named_xlsx_is_refused() {
        for bytes in [&b"name,phone\n"[..], &[0xD0, 0xCF, 0x11, 0xE0, 0, 0][..]] {
            assert_eq!(
                read(bytes, Kind::Xlsx, &Limits::default()),
                Err(SheetError::NotMatching { expected: "xlsx" })
            );
        }
    }

    #[test]
    fn a_zip_bomb_is_refused_before_unpacking() {
        // 50 MB of zeros deflates to about 50 KB: a ratio near 1000.
        let mut buffer = Cursor::new(Vec::new());
        {
            let mut zip = zip::ZipWriter::new(&mut buffer);
            let options = zip::write::SimpleFileOptions::default()
                .compression_method(zip::CompressionMethod::Deflated);
            zip.start_file("xl/worksheets/sheet1.xml", options).unwrap();
            let zeros = vec![0u8; 1024 * 1024];
            for _ in 0..50 {
                zip.write_all(&zeros).unwrap();
            }
            zip.finish().unwrap();
        }
        let bytes = buffer.into_inner();
        assert!(bytes.len() < 200 * 1024);
        assert_eq!(
            read(&bytes, Kind::Xlsx, &Limits::default()),
            Err(SheetError::Bomb)
        );
    }

    use std::io::Cursor;

    /// A minimal workbook with `sheet` as its only worksheet and no shared strings.
    fn raw_workbook(sheet: &str) -> Vec<u8> {
        let mut buffer = Cursor::new(Vec::new());
        {
            let mut zip = zip::ZipWriter::new(&mut buffer);
            let options = zip::write::SimpleFileOptions::default();
            zip.start_file("xl/worksheets/sheet1.xml", options).unwrap();
            zip.write_all(sheet.as_bytes()).unwrap();
            zip.finish().unwrap();
        }
        buffer.into_inner()
    }

    #[test]
    fn inline_strings_numbers_in_exponent_form_and_entities_read_as_typed() {
        let bytes = raw_workbook(
            r#"<worksheet><sheetData><row r="2"><c r="A2" t="inlineStr"><is><t>A &amp; B</t></is></c><c r="C2"><v>1.3900001111E10</v></c></row></sheetData></worksheet>"#,
        );
        let rows = read(&bytes, Kind::Xlsx, &Limits::default()).unwrap();
        assert_eq!(
            rows,
            vec![Row {
                number: 2,
                cells: vec!["A & B".into(), String::new(), "13900001111".into()]
            }]
        );
    }

    #[test]
    fn a_cell_pointing_at_a_missing_shared_string_is_unreadable() {
        let bytes = raw_workbook(
            r#"<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>7</v></c></row></sheetData></worksheet>"#,
        );
        assert!(matches!(
            read(&bytes, Kind::Xlsx, &Limits::default()),
            Err(SheetError::Unreadable(_))
        ));
    }

    #[test]
    fn a_broken_zip_is_unreadable_not_a_panic() {
        let mut bytes = workbook(|s| {
            s.write_string(0, 0, "x").unwrap();
        });
        bytes.truncate(bytes.len() / 2);
        assert!(matches!(
            read(&bytes, Kind::Xlsx, &Limits::default()),
            Err(SheetError::Unreadable(_))
        ));
    }
}
