//! Rights and tenants: a viewer reads but cannot create or close; another
//! enterprise's positions and registrations give 1007 and change nothing.

use serde_json::json;
use verity_domain::identity::Role;

use crate::support::*;
use verity_http::ErrorCode;

#[tokio::test]
async fn a_viewer_reads_positions_and_registrations_but_cannot_create_or_close() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    let viewer = app.member_of(&owner.enterprise_id, Role::Viewer).await;
    let operator = app.member_of(&owner.enterprise_id, Role::Operator).await;
    let (job_id, j) = position(&app, &operator, &[], false).await;
    let applied = apply(&app, &j, "13800009001", json!({})).await;

    let create = post(
        &app,
        &viewer.token,
        "job/create",
        json!({ "title": "Driver", "regionCode": "440305" }),
    )
    .await;
    assert_eq!(create.code(), ErrorCode::NoPermission);
    let close = post(&app, &viewer.token, "job/close", json!({ "jobId": job_id })).await;
    assert_eq!(close.code(), ErrorCode::NoPermission);
    assert_eq!(detail(&app, &owner, &job_id).await["status"], "open");

    assert_eq!(
        post(&app, &viewer.token, "job/list", json!({}))
            .await
            .code(),
        0
    );
    assert_eq!(detail(&app, &viewer, &job_id).await["registrationCount"], 1);
    let listed = registrations(&app, &viewer, json!({ "jobId": job_id })).await;
    assert_eq!(ok(&listed)["items"].as_array().unwrap().len(), 1);
    let one = registration(&app, &viewer, applied["registrationId"].as_str().unwrap()).await;
    assert_eq!(one.code(), 0);

    let anonymous = app.call("/api/base/job/list", "{}").await;
    assert_eq!(anonymous.code(), ErrorCode::SessionInvalid);
}

#[tokio::test]
async fn another_enterprises_positions_and_registrations_give_1007_and_nothing() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    let stranger = app.member(Role::Owner).await;
    let (job_id, j) = position(&app, &owner, &["education"], false).await;
    let applied = apply(
        &app,
        &j,
        "13800009101",
        json!({ "education": { "level": "bachelor", "school": "Fudan University" } }),
    )
    .await;
    let registration_id = applied["registrationId"].as_str().unwrap();

    for (path, body) in [
        ("job/detail", json!({ "jobId": job_id })),
        ("job/close", json!({ "jobId": job_id })),
        ("job/registrations", json!({ "jobId": job_id })),
        (
            "job/registration",
            json!({ "registrationId": registration_id }),
        ),
    ] {
        let a = post(&app, &stranger.token, path, body).await;
        assert_eq!(a.code(), ErrorCode::NotFound, "{path}: {:?}", a.body);
        assert!(a.data().is_null(), "{path} gave {:?}", a.data());
    }
    let theirs = ok(&post(&app, &stranger.token, "job/list", json!({})).await);
    assert!(theirs["items"].as_array().unwrap().is_empty());
    // The owner's position is untouched.
    assert_eq!(detail(&app, &owner, &job_id).await["status"], "open");
}
