//! `enterprise/retention`: every member reads how long candidate data are
//! kept; owners and admins set it within 30–180 days; it is audited, and
//! one enterprise's setting is never another's.

use serde_json::Value;
use verity_domain::identity::Role;
use verity_http::ErrorCode;

use crate::support::{app, post};

#[tokio::test]
async fn members_read_the_retention_and_owners_set_it_within_30_to_180_days() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    let viewer = app.member_of(&owner.enterprise_id, Role::Viewer).await;
    let other = app.member(Role::Owner).await;

    let read = post(&app, &viewer.token, "retention", "{}").await;
    assert_eq!(read.code(), 0, "{:?}", read.data());
    let d = read.data();
    assert_eq!(
        (&d["days"], &d["defaultDays"], &d["minDays"], &d["maxDays"]),
        (
            &Value::from(90),
            &Value::from(90),
            &Value::from(30),
            &Value::from(180)
        )
    );
    assert!(d.get("updatedAt").is_none());

    // A viewer reads but does not set.
    let refused = post(&app, &viewer.token, "retention", r#"{"days":60}"#).await;
    assert_eq!(refused.code(), ErrorCode::NoPermission);
    for days in [0, 29, 181, 365] {
        let out = post(
            &app,
            &owner.token,
            "retention",
            &format!(r#"{{"days":{days}}}"#),
        )
        .await;
        assert_eq!(out.code(), ErrorCode::RetentionOutOfRange, "{days}");
        assert_eq!(out.data()["field"], "days");
        assert_eq!(
            (&out.data()["min"], &out.data()["max"]),
            (&Value::from(30), &Value::from(180))
        );
    }
    let bad = post(&app, &owner.token, "retention", r#"{"days":"sixty"}"#).await;
    assert_eq!(bad.code(), ErrorCode::InvalidField);
    // Nothing changed by the refusals.
    assert_eq!(
        post(&app, &viewer.token, "retention", "{}").await.data()["days"],
        90
    );

    let set = post(&app, &owner.token, "retention", r#"{"days":30}"#).await;
    assert_eq!(set.code(), 0, "{:?}", set.data());
    assert_eq!(set.data()["days"], 30);
    assert!(set.data()["updatedAt"].as_i64().is_some());
    assert_eq!(
        post(&app, &viewer.token, "retention", "{}").await.data()["days"],
        30
    );
    // The log orders entries by time: the second change a moment later.
    app.clock.advance_secs(1);
    let admin = app.member_of(&owner.enterprise_id, Role::Admin).await;
    let by_admin = post(&app, &admin.token, "retention", r#"{"days":180}"#).await;
    assert_eq!(by_admin.data()["days"], 180, "{:?}", by_admin.data());

    // Another enterprise keeps its own (the default).
    assert_eq!(
        post(&app, &other.token, "retention", "{}").await.data()["days"],
        90
    );

    let log = post(&app, &owner.token, "auditLog", "{}").await;
    let changes: Vec<&str> = log.data()["list"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["action"] == "retention.updated")
        .map(|e| e["detail"].as_str().unwrap())
        .collect();
    assert_eq!(changes, ["30 → 180 days", "90 → 30 days"]);
}
