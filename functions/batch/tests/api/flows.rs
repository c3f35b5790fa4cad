//! A batch from file to orders: the template, validation with errors per
//! field, fixing and removing rows, one charge on submit, the fan-out.

use serde_json::json;
use verity_domain::billing::EntryKind;

use crate::support::*;
use verity_http::ErrorCode;

fn three_bad(rows: &mut [[String; 3]]) {
    rows[4][1] = "2390000111".into(); // row 7: not a mobile number
    let mut wrong = id_number(9_999);
    wrong.pop();
    wrong.push(if wrong.ends_with('1') { '2' } else { '1' });
    rows[9][2] = wrong; // row 12: wrong check character
    rows[19][2] = rows[2][2].clone(); // row 22: the ID number of row 5
}

#[tokio::test]
async fn the_template_has_the_package_columns_a_note_and_an_example_that_is_not_charged() {
    let app = app();
    let r = ready(&app, 0).await;
    let got = download(
        &app,
        &format!(
            "/api/base/batch/template?packageId={}&format=xlsx",
            r.package_id
        ),
        &r.owner.token,
    )
    .await;
    let rows = verity_sheets::read(&got, verity_sheets::Kind::Xlsx, &Default::default()).unwrap();
    assert!(rows[0].cells[0].starts_with("说明"));
    assert_eq!(rows[1].number, 2);
    assert_eq!(
        rows[1].cells[..3],
        ["姓名* (Name)", "手机号* (Mobile)", "身份证号* (ID number)"]
    );
    assert_eq!(rows[2].cells[2], "11010519491231002X");

    // The template as downloaded has no candidate: nothing to order.
    let key = upload(&app, &r.owner, "template.xlsx", XLSX, got).await;
    let created = create_from(&app, &r, &key).await;
    assert_eq!(created.code(), ErrorCode::BatchNoRows);

    let csv = download(
        &app,
        &format!(
            "/api/base/batch/template?packageId={}&format=csv",
            r.package_id
        ),
        &r.owner.token,
    )
    .await;
    assert!(csv.starts_with(b"\xEF\xBB\xBF"));
    let bad = app
        .get(
            &format!(
                "/api/base/batch/template?packageId={}&format=pdf",
                r.package_id
            ),
            Some(&r.owner.token),
        )
        .await;
    assert_eq!(bad.code(), ErrorCode::InvalidField);
}

#[tokio::test]
async fn fifty_rows_with_three_errors_are_fixed_in_place_then_charged_once_and_ordered_once() {
    let app = app();
    let r = ready(&app, 1_000_000).await;
    let mut rows: Vec<[String; 3]> = (0..50).map(candidate).collect();
    three_bad(&mut rows);
    let created = batch_of(&app, &r, &rows).await;
    assert_eq!(created.code(), 0, "{:?}", created.data());
    let d = created.data();
    assert_eq!(
        (
            d["rowCount"].as_u64(),
            d["validCount"].as_u64(),
            d["errorCount"].as_u64()
        ),
        (Some(50), Some(47), Some(3))
    );
    assert_eq!(d["priceFen"].as_i64(), Some(47 * r.price_fen));
    let batch_id = d["batchId"].as_str().unwrap().to_string();

    let errors = post(
        &app,
        &r.owner.token,
        "batch/rows",
        json!({"batchId": batch_id, "onlyErrors": true}),
    )
    .await;
    let items = errors.data()["items"].as_array().unwrap();
    let found: Vec<(u64, &str, &str)> = items
        .iter()
        .map(|i| {
            (
                i["row"].as_u64().unwrap(),
                i["errors"][0]["field"].as_str().unwrap(),
                i["errors"][0]["code"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        found,
        vec![
            (7, "phone", "invalid"),
            (12, "idNumber", "idCheck"),
            (22, "idNumber", "duplicateInFile")
        ]
    );
    assert_eq!(items[2]["errors"][0]["row"].as_u64(), Some(5));
    // Masked, never the typed values.
    assert_eq!(items[0]["phone"].as_str(), Some("**********"));
    assert!(!errors.body.to_string().contains(&rows[4][2]));

    // Fix row 7 and row 12, remove row 22.
    let [name, _, id] = candidate(4);
    let fixed = post(&app, &r.owner.token, "batch/fixRow", json!({"batchId": batch_id, "row": 7, "candidate": {"name": name, "phone": "13900000004", "idNumber": id}})).await;
    assert_eq!(fixed.code(), 0, "{:?}", fixed.data());
    assert_eq!(fixed.data()["valid"], true);
    let still = post(&app, &r.owner.token, "batch/fixRow", json!({"batchId": batch_id, "row": 12, "candidate": {"name": "王五", "phone": "13900000009", "idNumber": "123"}})).await;
    assert_eq!(still.data()["errors"][0]["code"], "invalid");
    let [name, phone, id] = candidate(9);
    post(&app, &r.owner.token, "batch/fixRow", json!({"batchId": batch_id, "row": 12, "candidate": {"name": name, "phone": phone, "idNumber": id}})).await;
    post(
        &app,
        &r.owner.token,
        "batch/removeRow",
        json!({"batchId": batch_id, "row": 22}),
    )
    .await;
    let detail = batch_detail(&app, &r.owner.token, &batch_id).await;
    assert_eq!(detail.data()["validCount"].as_u64(), Some(49));
    assert_eq!(detail.data()["errorCount"].as_u64(), Some(0));
    assert_eq!(detail.data()["removedCount"].as_u64(), Some(1));
    assert_eq!(detail.data()["status"], "ready");

    let submit = json!({"batchId": batch_id, "idempotencyKey": "batch-submit-0001-abcdef"});
    let first = post(&app, &r.owner.token, "batch/submit", submit.clone()).await;
    assert_eq!(first.code(), 0, "{:?}", first.data());
    assert_eq!(first.data()["status"], "submitting");
    assert_eq!(
        first.data()["balanceAfterFen"].as_i64(),
        Some(1_000_000 - 49 * r.price_fen)
    );
    // A retry of the same confirmation answers the same and charges nothing more.
    let again = post(&app, &r.owner.token, "batch/submit", submit).await;
    assert_eq!(again.data()["priceFen"], first.data()["priceFen"]);
    app.ports.events.drained().await;

    let detail = batch_detail(&app, &r.owner.token, &batch_id).await;
    assert_eq!(detail.data()["status"], "submitted");
    assert_eq!(detail.data()["orderCount"].as_u64(), Some(49));
    assert_eq!(detail.data()["invitedCount"].as_u64(), Some(49));
    assert_eq!(
        detail.data()["countsByStatus"]["awaiting_authorization"].as_u64(),
        Some(49)
    );
    let orders = orders(&app, &r.owner, &batch_id).await;
    assert_eq!(orders.len(), 49);
    let charges: Vec<_> = ledger(&app, &r.owner.enterprise_id)
        .await
        .into_iter()
        .filter(|e| e.kind == EntryKind::Charge)
        .collect();
    assert_eq!(charges.len(), 1);
    assert_eq!(charges[0].amount_fen, -49 * r.price_fen);
    // One consent text per candidate; the removed row's candidate got none.
    assert_eq!(app.texts(&rows[0][1]).await.len(), 1);
    assert_eq!(app.texts("13900000004").await.len(), 1);
    assert!(app.texts(&rows[19][1]).await.is_empty());

    // Submitted: rows are fixed for good.
    let late = post(
        &app,
        &r.owner.token,
        "batch/removeRow",
        json!({"batchId": batch_id, "row": 8}),
    )
    .await;
    assert_eq!(
        late.code(),
        ErrorCode::BatchRowsLocked,
        "rows are locked once submitted"
    );
    let list = post(&app, &r.owner.token, "batch/list", json!({})).await;
    assert_eq!(list.data()["items"][0]["batchId"], batch_id.as_str());
}

#[tokio::test]
async fn a_gbk_csv_as_excel_on_chinese_windows_saves_it_reads_the_same() {
    let app = app();
    let r = ready(&app, 0).await;
    let rows: Vec<[String; 3]> = (0..3).map(candidate).collect();
    let text = String::from_utf8(csv(&rows)).unwrap();
    let (gbk, _, _) = encoding_rs::GBK.encode(&text);
    let key = upload(&app, &r.owner, "候选人.csv", "text/csv", gbk.into_owned()).await;
    let created = create_from(&app, &r, &key).await;
    assert_eq!(created.code(), 0, "{:?}", created.data());
    assert_eq!(created.data()["validCount"].as_u64(), Some(3));
    let page = post(
        &app,
        &r.owner.token,
        "batch/rows",
        json!({"batchId": created.data()["batchId"]}),
    )
    .await;
    assert_eq!(page.data()["items"][0]["name"], "候***");
}

#[tokio::test]
async fn a_candidate_ordered_in_the_last_30_days_is_flagged_until_confirmed() {
    let app = app();
    let r = ready(&app, 1_000_000).await;
    let rows: Vec<[String; 3]> = (0..2).map(candidate).collect();
    let first = batch_of(&app, &r, &rows[..1]).await;
    let id = first.data()["batchId"].clone();
    post(
        &app,
        &r.owner.token,
        "batch/submit",
        json!({"batchId": id, "idempotencyKey": "batch-submit-0002-abcdef"}),
    )
    .await;
    app.ports.events.drained().await;

    let second = batch_of(&app, &r, &rows).await;
    assert_eq!(second.data()["errorCount"].as_u64(), Some(1));
    let id = second.data()["batchId"].clone();
    let flagged = post(
        &app,
        &r.owner.token,
        "batch/rows",
        json!({"batchId": id, "onlyErrors": true}),
    )
    .await;
    assert_eq!(
        flagged.data()["items"][0]["errors"][0]["code"],
        "orderedRecently"
    );
    let [name, phone, idn] = candidate(0);
    let ok = post(&app, &r.owner.token, "batch/fixRow", json!({"batchId": id, "row": 3, "candidate": {"name": name, "phone": phone, "idNumber": idn}, "confirmDuplicate": true})).await;
    assert_eq!(ok.data()["valid"], true, "{:?}", ok.data());
}

#[tokio::test]
async fn bad_files_are_refused_with_their_reason_and_nothing_is_written() {
    let app = app();
    let r = ready(&app, 0).await;
    // An XLSX whose sheet is a bomb: 60 MB of spaces in a small file.
    let mut buffer = std::io::Cursor::new(Vec::new());
    {
        use std::io::Write;
        let mut zip = zip::ZipWriter::new(&mut buffer);
        zip.start_file(
            "xl/worksheets/sheet1.xml",
            zip::write::SimpleFileOptions::default()
                .compression_method(zip::CompressionMethod::Deflated),
        )
        .unwrap();
        let spaces = vec![b' '; 1024 * 1024];
        for _ in 0..60 {
            zip.write_all(&spaces).unwrap();
        }
        zip.finish().unwrap();
    }
    let key = upload(&app, &r.owner, "bomb.xlsx", XLSX, buffer.into_inner()).await;
    let bomb = create_from(&app, &r, &key).await;
    assert_eq!(bomb.code(), ErrorCode::BatchFileUnreadable);
    assert_eq!(bomb.data()["reason"], "bomb");

    let key = upload(
        &app,
        &r.owner,
        "noheader.csv",
        "text/csv",
        b"a,b,c\n1,2,3\n".to_vec(),
    )
    .await;
    let none = create_from(&app, &r, &key).await;
    assert_eq!(none.code(), ErrorCode::BatchNoHeader);
    assert_eq!(none.data()["columns"][0], "姓名");

    let list = post(&app, &r.owner.token, "batch/list", json!({})).await;
    assert_eq!(list.data()["items"].as_array().unwrap().len(), 0);
}

#[tokio::test]
async fn a_balance_short_of_the_batch_refuses_the_submit_and_changes_nothing() {
    let app = app();
    let r = ready(&app, 1).await;
    let rows: Vec<[String; 3]> = (0..5).map(candidate).collect();
    let created = batch_of(&app, &r, &rows).await;
    let id = created.data()["batchId"].clone();
    let refused = post(
        &app,
        &r.owner.token,
        "batch/submit",
        json!({"batchId": id, "idempotencyKey": "batch-submit-0003-abcdef"}),
    )
    .await;
    assert_eq!(refused.code(), ErrorCode::InsufficientBalance);
    assert_eq!(
        refused.data()["shortfallFen"].as_i64(),
        Some(5 * r.price_fen - 1)
    );
    let detail = batch_detail(&app, &r.owner.token, &id).await;
    assert_eq!(detail.data()["status"], "ready");
    assert_eq!(ledger(&app, &r.owner.enterprise_id).await.len(), 1);
}
