//! Malformed uploads never panic: random bytes, damaged CSV and XLSX files
//! each end in rows or a `SheetError` (proptest, bounded cases).

use proptest::prelude::*;
use verity_sheets::{read, Kind, Limits};

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(400)
}

fn small_limits() -> Limits {
    Limits {
        max_rows: 200,
        ..Limits::default()
    }
}

fn valid_xlsx() -> Vec<u8> {
    let mut book = rust_xlsxwriter::Workbook::new();
    let sheet = book.add_worksheet();
    for row in 0..20u32 {
        sheet.write_string(row, 0, format!("王{row}")).unwrap();
        sheet
            .write_number(row, 1, 13900000000.0 + f64::from(row))
            .unwrap();
        sheet.write_string(row, 2, "11010519491231002X").unwrap();
    }
    book.save_to_buffer().unwrap()
}

proptest! {
    // 400 cases unless PROPTEST_CASES says otherwise (infra/scripts/fuzz.sh).
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn random_bytes_as_either_kind(bytes in proptest::collection::vec(any::<u8>(), 0..4096)) {
        let _ = read(&bytes, Kind::Csv, &small_limits());
        let _ = read(&bytes, Kind::Xlsx, &small_limits());
    }

    #[test]
    fn csv_like_text_with_stray_quotes_and_separators(
        text in "[a-z0-9,\"\r\n\u{4e00}-\u{4e10} ]{0,2000}"
    ) {
        if let Ok(rows) = read(text.as_bytes(), Kind::Csv, &small_limits()) {
            prop_assert!(rows.iter().all(|r| !r.cells.is_empty() && r.number >= 1));
        }
    }

    #[test]
    fn a_damaged_xlsx(
        flips in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..24),
        cut in any::<prop::sample::Index>(),
        truncate in any::<bool>(),
    ) {
        let mut bytes = valid_xlsx();
        for (at, value) in flips {
            let i = at.index(bytes.len());
            bytes[i] = value;
        }
        if truncate {
            let len = cut.index(bytes.len());
            bytes.truncate(len.max(4));
        }
        let _ = read(&bytes, Kind::Xlsx, &small_limits());
    }
}
