//! Statements: the ledger as CSV and XLSX, read back with a parser.

use calamine::{Data, Reader, Xlsx};
use verity_domain::billing::Note;
use verity_domain::identity::Role;

use crate::support::*;
use verity_http::ErrorCode;

#[tokio::test]
async fn an_xlsx_statement_reads_back_with_exact_amounts_and_no_formulas() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    sandbox_recharge(&app, &owner, 100_000, 1).await;
    app.clock.advance_secs(60);
    charge_order(
        &app,
        &owner.enterprise_id,
        "o-1",
        9_300,
        Note::Text {
            text: "=HYPERLINK(\"http://evil\",\"x\")".into(),
        },
    )
    .await;
    app.clock.advance_secs(60);
    charge_order(
        &app,
        &owner.enterprise_id,
        "o-2",
        1,
        Note::Text {
            text: "@SUM(A1)".into(),
        },
    )
    .await;

    let answer = app
        .call_as_lang(
            &owner.token,
            "/api/base/finance/statement/export",
            r#"{"format":"xlsx"}"#,
            "en-US",
        )
        .await;
    assert_eq!(answer.code(), 0, "{:?}", answer.body);
    assert_eq!(answer.data()["rows"], 3);
    assert!(answer.data()["fileName"]
        .as_str()
        .unwrap()
        .ends_with(".xlsx"));
    let bytes = app
        .downloaded(answer.data()["url"].as_str().unwrap(), "statements/")
        .await;
    let mut book: Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(bytes)).unwrap();
    let sheet = book.worksheet_range_at(0).unwrap().unwrap();
    let rows: Vec<Vec<Data>> = sheet.rows().map(|r| r.to_vec()).collect();
    assert_eq!(rows.len(), 4);
    assert_eq!(rows[0][0], Data::String("Time (UTC+8)".into()));
    // Newest first: the 1-fen charge, the 93-yuan charge, the recharge.
    assert_eq!(rows[1][2], Data::Float(-0.01));
    assert_eq!(rows[1][3], Data::Float(906.99));
    assert_eq!(rows[1][4], Data::String("'@SUM(A1)".into()));
    assert_eq!(rows[2][2], Data::Float(-93.0));
    assert_eq!(
        rows[2][4],
        Data::String("'=HYPERLINK(\"http://evil\",\"x\")".into())
    );
    assert_eq!(rows[3][1], Data::String("Recharge".into()));
    assert_eq!(rows[3][4], Data::String("Sandbox payment".into()));
    assert_eq!(rows[3][3], Data::Float(1000.0));
    assert!(book
        .worksheet_formula(&book.sheet_names()[0].clone())
        .unwrap()
        .used_cells()
        .next()
        .is_none());
}

#[tokio::test]
async fn a_csv_statement_follows_the_filter_and_the_language() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    sandbox_recharge(&app, &owner, 50_000, 1).await;
    app.clock.advance_secs(120);
    let from = verity_core::clock::Clock::now_millis(&app.clock);
    charge_order(
        &app,
        &owner.enterprise_id,
        "o-1",
        2_300,
        Note::OrderCharge {
            order_no: "2611270001".into(),
        },
    )
    .await;
    let answer = app
        .call_as_lang(
            &owner.token,
            "/api/base/finance/statement/export",
            &format!(r#"{{"format":"csv","from":{from},"kind":"charge"}}"#),
            "zh-CN",
        )
        .await;
    assert_eq!(answer.data()["rows"], 1, "{:?}", answer.body);
    let text = String::from_utf8(
        app.downloaded(answer.data()["url"].as_str().unwrap(), "statements/")
            .await,
    )
    .unwrap();
    let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(lines[0].starts_with("时间（北京时间）,类型,金额（元）"));
    // One language: the description, the link and the reference read in Chinese, and the
    // reference is the order number, not the order's internal id.
    assert!(
        lines[1].ends_with(",扣费,-23.00,477.00,背景调查 2611270001,订单,2611270001"),
        "{}",
        lines[1]
    );
    assert_eq!(
        post(
            &app,
            &owner.token,
            "statement/export",
            r#"{"format":"pdf"}"#
        )
        .await
        .code(),
        ErrorCode::InvalidField
    );
}
