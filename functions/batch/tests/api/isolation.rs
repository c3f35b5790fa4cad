//! Another enterprise's batch ids give nothing; roles are checked on the server.

use serde_json::json;
use verity_domain::identity::Role;

use crate::support::*;
use verity_http::ErrorCode;

#[tokio::test]
async fn another_enterprises_batch_is_not_found_by_any_call_and_a_viewer_cannot_change_one() {
    let app = app();
    let mine = ready(&app, 1_000_000).await;
    let theirs = ready(&app, 1_000_000).await;
    let rows: Vec<[String; 3]> = (0..3).map(candidate).collect();
    let created = batch_of(&app, &theirs, &rows).await;
    let id = created.data()["batchId"].clone();

    assert_not_found_for(
        &app,
        &mine.owner.token,
        vec![
            ("batch/detail", json!({"batchId": id})),
            ("batch/rows", json!({"batchId": id})),
            (
                "batch/fixRow",
                json!({"batchId": id, "row": 3, "candidate": {"name": "x"}}),
            ),
            ("batch/removeRow", json!({"batchId": id, "row": 3})),
            (
                "batch/submit",
                json!({"batchId": id, "idempotencyKey": "batch-submit-0100-abcdef"}),
            ),
        ],
    )
    .await;
    // Their file key is not ours either.
    let their_key = upload(&app, &theirs.owner, "c.csv", "text/csv", csv(&rows)).await;
    let taken = post(
        &app,
        &mine.owner.token,
        "batch/create",
        json!({"packageId": mine.package_id, "fileKey": their_key}),
    )
    .await;
    assert_eq!(taken.code(), ErrorCode::FileNotFound);
    let list = post(&app, &mine.owner.token, "batch/list", json!({})).await;
    assert!(list.data()["items"].as_array().unwrap().is_empty());
    let detail = batch_detail(&app, &theirs.owner.token, &id).await;
    assert_eq!(detail.data()["status"], "ready");

    let viewer = app
        .member_of(&theirs.owner.enterprise_id, Role::Viewer)
        .await;
    let read = post(&app, &viewer.token, "batch/rows", json!({"batchId": id})).await;
    assert_eq!(read.code(), 0);
    let change = post(
        &app,
        &viewer.token,
        "batch/removeRow",
        json!({"batchId": id, "row": 3}),
    )
    .await;
    assert_eq!(change.code(), ErrorCode::NoPermission);
}
