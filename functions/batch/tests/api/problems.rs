//! Issue 23, batch fixes at scale: a problem shows what the file held (to
//! those who may fix it), all rows with problems go in one call, the
//! problems come back as a file to correct and upload again, and the
//! 30-day duplicate rule is confirmed per row or for all. Each keeps the
//! rules of issue 22: one revision per change, 4307 once submitting began.

use serde_json::{json, Value};
use verity_domain::identity::Role;
use verity_testkit::TestApp;

use crate::support::*;
use verity_http::ErrorCode;

/// 12 candidates; row 4 (file row 6) has a phone that is no phone, row 7
/// (file row 9) the ID number of row 1 (file row 3).
fn with_two_problems() -> Vec<[String; 3]> {
    let mut rows: Vec<[String; 3]> = (0..12).map(candidate).collect();
    rows[3][1] = "2390000111".into();
    rows[6][2] = rows[0][2].clone();
    rows
}

async fn detail(app: &TestApp, token: &str, id: &Value) -> Value {
    post(app, token, "batch/detail", json!({"batchId": id}))
        .await
        .data()
        .clone()
}

async fn problem_rows(app: &TestApp, token: &str, id: &Value) -> Vec<Value> {
    post(
        app,
        token,
        "batch/rows",
        json!({"batchId": id, "onlyErrors": true}),
    )
    .await
    .data()["items"]
        .as_array()
        .unwrap()
        .clone()
}

#[tokio::test]
async fn a_problem_shows_the_files_value_to_members_who_may_fix_it_and_only_to_them() {
    let app = app();
    let r = ready(&app, 1_000_000).await;
    let rows = with_two_problems();
    let id = batch_of(&app, &r, &rows).await.data()["batchId"].clone();

    let items = problem_rows(&app, &r.owner.token, &id).await;
    assert_eq!(items.len(), 2);
    assert_eq!(items[0]["row"], 6);
    assert_eq!(items[0]["values"], json!({"phone": "2390000111"}));
    assert_eq!(items[1]["row"], 9);
    assert_eq!(items[1]["values"], json!({"idNumber": rows[0][2]}));
    // The masks stay what the list shows.
    assert_eq!(items[0]["phone"], "**********");

    // A viewer reads the rows but not what was typed.
    let viewer = app.member_of(&r.owner.enterprise_id, Role::Viewer).await;
    let seen = post(
        &app,
        &viewer.token,
        "batch/rows",
        json!({"batchId": id, "onlyErrors": true}),
    )
    .await;
    assert_eq!(seen.code(), 0);
    assert!(seen.data()["items"][0].get("values").is_none());
    assert!(!seen.body.to_string().contains("2390000111"));

    // A fix that is still wrong answers the value now held.
    let still = post(
        &app,
        &r.owner.token,
        "batch/fixRow",
        json!({"batchId": id, "row": 6, "candidate": {"phone": "1390"}}),
    )
    .await;
    assert_eq!(still.data()["values"], json!({"phone": "1390"}));
}

#[tokio::test]
async fn removing_every_row_with_a_problem_is_one_change_that_leaves_the_valid_rows() {
    let app = app();
    let r = ready(&app, 1_000_000).await;
    let id = batch_of(&app, &r, &with_two_problems()).await.data()["batchId"].clone();

    let removed = post(
        &app,
        &r.owner.token,
        "batch/removeProblemRows",
        json!({"batchId": id}),
    )
    .await;
    assert_eq!(removed.code(), 0, "{:?}", removed.data());
    assert_eq!(
        removed.data().clone(),
        json!({"changed": 2, "validCount": 10, "errorCount": 0, "removedCount": 2})
    );
    let d = detail(&app, &r.owner.token, &id).await;
    assert_eq!(
        (&d["validCount"], &d["errorCount"], &d["removedCount"]),
        (&json!(10), &json!(0), &json!(2))
    );
    assert!(problem_rows(&app, &r.owner.token, &id).await.is_empty());
    // Once more: nothing left to remove.
    let again = post(
        &app,
        &r.owner.token,
        "batch/removeProblemRows",
        json!({"batchId": id}),
    )
    .await;
    assert_eq!(again.data()["changed"], 0);

    let submitted = post(
        &app,
        &r.owner.token,
        "batch/submit",
        json!({"batchId": id, "idempotencyKey": "batch-problems-submit-01"}),
    )
    .await;
    assert_eq!(submitted.code(), 0, "{:?}", submitted.data());
    assert_eq!(submitted.data()["orderCount"], 10);
    app.ports.events.drained().await;
    assert_eq!(orders(&app, &r.owner, id.as_str().unwrap()).await.len(), 10);
}

#[tokio::test]
async fn after_submit_a_removal_or_a_confirmation_is_refused_with_4307_and_changes_nothing() {
    let app = app();
    let r = ready(&app, 1_000_000).await;
    let rows: Vec<[String; 3]> = (0..3).map(candidate).collect();
    let first = batch_of(&app, &r, &rows[..1]).await.data()["batchId"].clone();
    post(
        &app,
        &r.owner.token,
        "batch/submit",
        json!({"batchId": first, "idempotencyKey": "batch-problems-first-01"}),
    )
    .await;
    app.ports.events.drained().await;
    // Row 3 was ordered in the batch above, row 5 has a bad phone.
    let mut again = rows.clone();
    again[2][1] = "12".into();
    let id = batch_of(&app, &r, &again).await.data()["batchId"].clone();
    let submitted = post(
        &app,
        &r.owner.token,
        "batch/submit",
        json!({"batchId": id, "idempotencyKey": "batch-problems-second-1"}),
    )
    .await;
    assert_eq!(submitted.data()["orderCount"], 1);
    app.ports.events.drained().await;
    let before = detail(&app, &r.owner.token, &id).await;

    for (path, body) in [
        ("batch/removeProblemRows", json!({"batchId": id})),
        (
            "batch/confirmDuplicates",
            json!({"batchId": id, "all": true}),
        ),
        (
            "batch/confirmDuplicates",
            json!({"batchId": id, "rows": [3]}),
        ),
    ] {
        let late = post(&app, &r.owner.token, path, body).await;
        assert_eq!(late.code(), ErrorCode::BatchRowsLocked, "{path}");
        assert_eq!(late.data()["status"].as_str(), Some("submitted"), "{path}");
    }
    let after = detail(&app, &r.owner.token, &id).await;
    for count in ["validCount", "errorCount", "removedCount", "priceFen"] {
        assert_eq!(after[count], before[count], "{count}");
    }
    assert_eq!(problem_rows(&app, &r.owner.token, &id).await.len(), 2);
}

#[tokio::test]
async fn the_30_day_rule_is_confirmed_per_row_or_for_all_and_confirmed_rows_are_ordered() {
    let app = app();
    let r = ready(&app, 1_000_000).await;
    let rows: Vec<[String; 3]> = (0..4).map(candidate).collect();
    let first = batch_of(&app, &r, &rows[..3]).await.data()["batchId"].clone();
    post(
        &app,
        &r.owner.token,
        "batch/submit",
        json!({"batchId": first, "idempotencyKey": "batch-confirm-first-001"}),
    )
    .await;
    app.ports.events.drained().await;

    let created = batch_of(&app, &r, &rows).await;
    assert_eq!(created.data()["errorCount"], 3);
    let id = created.data()["batchId"].clone();
    // Neither rows nor all, or both: nothing to do.
    for body in [
        json!({"batchId": id}),
        json!({"batchId": id, "rows": [3], "all": true}),
    ] {
        let bad = post(&app, &r.owner.token, "batch/confirmDuplicates", body).await;
        assert_eq!(bad.code(), ErrorCode::InvalidField);
        assert_eq!(&bad.data()["field"], &json!("rows"));
    }
    // A row that is not in the file.
    let missing = post(
        &app,
        &r.owner.token,
        "batch/confirmDuplicates",
        json!({"batchId": id, "rows": [99]}),
    )
    .await;
    assert_eq!(missing.code(), ErrorCode::NotFound);
    assert_eq!(detail(&app, &r.owner.token, &id).await["errorCount"], 3);

    let one = post(
        &app,
        &r.owner.token,
        "batch/confirmDuplicates",
        json!({"batchId": id, "rows": [3, 6]}),
    )
    .await;
    assert_eq!(one.code(), 0, "{:?}", one.data());
    // Row 6 was not flagged: only row 3 is confirmed.
    assert_eq!(
        one.data().clone(),
        json!({"changed": 1, "validCount": 2, "errorCount": 2, "removedCount": 0})
    );
    let confirmed = post(&app, &r.owner.token, "batch/rows", json!({"batchId": id})).await;
    assert_eq!(confirmed.data()["items"][0]["confirmDuplicate"], true);
    assert_eq!(confirmed.data()["items"][0]["valid"], true);

    let all = post(
        &app,
        &r.owner.token,
        "batch/confirmDuplicates",
        json!({"batchId": id, "all": true}),
    )
    .await;
    assert_eq!(all.data()["changed"], 2);
    assert_eq!(all.data()["errorCount"], 0);

    let submitted = post(
        &app,
        &r.owner.token,
        "batch/submit",
        json!({"batchId": id, "idempotencyKey": "batch-confirm-second-01"}),
    )
    .await;
    assert_eq!(submitted.code(), 0, "{:?}", submitted.data());
    assert_eq!(submitted.data()["orderCount"], 4);
    app.ports.events.drained().await;
    assert_eq!(orders(&app, &r.owner, id.as_str().unwrap()).await.len(), 4);
}

#[tokio::test]
async fn the_problems_file_has_the_template_columns_the_files_values_and_uploads_again() {
    let app = app();
    let r = ready(&app, 1_000_000).await;
    let rows = with_two_problems();
    let id = batch_of(&app, &r, &rows).await.data()["batchId"].clone();

    let got = post(
        &app,
        &r.owner.token,
        "batch/problems",
        json!({"batchId": id}),
    )
    .await;
    assert_eq!(got.code(), 0, "{:?}", got.data());
    assert_eq!(got.data()["rows"], 2);
    let url = got.data()["url"].as_str().unwrap();
    for typed in ["2390000111", rows[0][2].as_str(), rows[3][0].as_str()] {
        assert!(!url.contains(typed), "the link names no candidate");
    }
    let bytes = app.downloaded(url, "batch-exports/").await;
    let sheet =
        verity_sheets::read(&bytes, verity_sheets::Kind::Xlsx, &Default::default()).unwrap();
    assert!(sheet[0].cells[0].starts_with("说明"));
    assert_eq!(
        sheet[1].cells,
        [
            "姓名* (Name)",
            "手机号* (Mobile)",
            "身份证号* (ID number)",
            "邮箱 (E-mail)",
            "应聘岗位 (Position)",
            "问题 (Problems)"
        ]
    );
    assert_eq!(sheet[2].cells[..3], rows[3]);
    assert!(
        sheet[2].cells[5].contains("手机号：格式不正确"),
        "{:?}",
        sheet[2].cells
    );
    assert!(sheet[2].cells[5].contains("Mobile: not valid"));
    assert!(sheet[3].cells[5].contains("与第 3 行重复"));
    assert_eq!(sheet.len(), 4);

    // Corrected and uploaded again, it is a batch like any other.
    let mut book = rust_xlsxwriter::Workbook::new();
    let ws = book.add_worksheet();
    for (at, row) in sheet.iter().enumerate() {
        for (c, v) in row.cells.iter().enumerate() {
            let v = match (at, c) {
                (2, 1) => "13900000003".to_string(),
                (3, 2) => id_number(6),
                _ => v.clone(),
            };
            ws.write_string(at as u32, c as u16, v).unwrap();
        }
    }
    let fixed = book.save_to_buffer().unwrap();
    let again_key = upload(&app, &r.owner, "problems.xlsx", XLSX, fixed).await;
    let created = post(
        &app,
        &r.owner.token,
        "batch/create",
        json!({"packageId": r.package_id, "fileKey": again_key}),
    )
    .await;
    assert_eq!(created.code(), 0, "{:?}", created.data());
    assert_eq!(
        (
            created.data()["rowCount"].as_u64(),
            created.data()["validCount"].as_u64()
        ),
        (Some(2), Some(2))
    );

    // CSV too; a viewer may not have it; another enterprise's batch is not found.
    let csv = post(
        &app,
        &r.owner.token,
        "batch/problems",
        json!({"batchId": id, "format": "csv"}),
    )
    .await;
    let text = String::from_utf8(
        app.downloaded(csv.data()["url"].as_str().unwrap(), "batch-exports/")
            .await,
    )
    .unwrap();
    assert!(text.starts_with('\u{feff}'));
    assert!(text.contains("2390000111"));
    let viewer = app.member_of(&r.owner.enterprise_id, Role::Viewer).await;
    let refused = post(
        &app,
        &viewer.token,
        "batch/problems",
        json!({"batchId": id}),
    )
    .await;
    assert_eq!(refused.code(), ErrorCode::NoPermission);
}

#[tokio::test]
async fn another_enterprises_batch_gives_nothing_to_the_new_calls() {
    let app = app();
    let mine = ready(&app, 1_000_000).await;
    let theirs = ready(&app, 1_000_000).await;
    let id = batch_of(&app, &theirs, &with_two_problems()).await.data()["batchId"].clone();
    assert_not_found_for(
        &app,
        &mine.owner.token,
        vec![
            ("batch/removeProblemRows", json!({"batchId": id})),
            (
                "batch/confirmDuplicates",
                json!({"batchId": id, "all": true}),
            ),
            ("batch/problems", json!({"batchId": id})),
        ],
    )
    .await;
    let d = detail(&app, &theirs.owner.token, &id).await;
    assert_eq!(
        (&d["errorCount"], &d["removedCount"]),
        (&json!(2), &json!(0))
    );
}
