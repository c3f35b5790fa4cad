//! Positions: create with a public link, list with counts, read, close;
//! bad input refused with nothing written.

use serde_json::json;
use verity_domain::identity::Role;

use crate::support::*;
use verity_http::ErrorCode;

#[tokio::test]
async fn a_position_is_created_with_its_link_listed_read_and_closed() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    let created = ok(&post(
        &app,
        &owner.token,
        "job/create",
        json!({
            "title": "  Warehouse lead ",
            "department": "Logistics",
            "regionCode": "440305",
            "fields": ["education", "attachments"],
            "consentCoversScreening": true,
        }),
    )
    .await);
    let job_id = created["jobId"].as_str().unwrap();
    let code = created["code"].as_str().unwrap();
    assert!(code.len() >= 32, "at least 128 bits: {code}");
    assert_eq!(
        created["url"].as_str().unwrap(),
        format!("http://127.0.0.1:3000/#/jobApply?j={code}")
    );

    let d = detail(&app, &owner, job_id).await;
    assert_eq!(d["title"], "Warehouse lead");
    assert_eq!(d["department"], "Logistics");
    assert_eq!(d["regionCode"], "440305");
    assert_eq!(d["locationName"], "广东省 深圳市 南山区");
    assert_eq!(d["fields"], json!(["education", "attachments"]));
    assert_eq!(d["consentCoversScreening"], true);
    assert_eq!(d["consentVersion"], "job-screening-2026-12-01");
    assert_eq!(d["status"], "open");
    assert_eq!(d["registrationCount"], 0);
    assert_eq!(d["url"], created["url"]);

    app.clock.advance_secs(5);
    let (other, _) = position(&app, &owner, &[], false).await;
    let list = ok(&post(&app, &owner.token, "job/list", json!({})).await);
    let ids: Vec<&str> = list["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["jobId"].as_str().unwrap())
        .collect();
    assert_eq!(ids, [other.as_str(), job_id], "newest first");
    assert!(list.get("cursor").is_none());

    let closed = ok(&post(&app, &owner.token, "job/close", json!({ "jobId": job_id })).await);
    assert_eq!(closed["status"], "closed");
    assert!(closed["closedAt"].as_i64().is_some());
    // Closing again changes nothing.
    let again = ok(&post(&app, &owner.token, "job/close", json!({ "jobId": job_id })).await);
    assert_eq!(again["closedAt"], closed["closedAt"]);

    let open = ok(&post(&app, &owner.token, "job/list", json!({ "status": "open" })).await);
    assert_eq!(open["items"].as_array().unwrap().len(), 1);
    assert_eq!(open["items"][0]["jobId"], other.as_str());
    let closed_list = ok(&post(
        &app,
        &owner.token,
        "job/list",
        json!({ "status": "closed" }),
    )
    .await);
    assert_eq!(closed_list["items"][0]["jobId"], job_id);
}

#[tokio::test]
async fn bad_positions_are_refused_with_the_field_and_nothing_is_written() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    let base = json!({ "title": "Driver", "regionCode": "440305" });
    let with = |k: &str, v: serde_json::Value| {
        let mut b = base.clone();
        b[k] = v;
        b
    };
    for (body, field, code) in [
        (with("title", json!("")), "title", ErrorCode::InvalidField),
        (
            with("title", json!("x".repeat(51))),
            "title",
            ErrorCode::InvalidField,
        ),
        (
            with("title", json!("a\u{7}b")),
            "title",
            ErrorCode::InvalidField,
        ),
        (
            with("department", json!("d".repeat(51))),
            "department",
            ErrorCode::InvalidField,
        ),
        (
            with("regionCode", json!("4403055")),
            "regionCode",
            ErrorCode::InvalidField,
        ),
        (
            with("regionCode", json!("99")),
            "regionCode",
            ErrorCode::UnknownRegion,
        ),
        (
            with("fields", json!(["education", "education"])),
            "fields[1]",
            ErrorCode::InvalidField,
        ),
        (
            with("fields", json!(["hobbies"])),
            "fields[0]",
            ErrorCode::InvalidField,
        ),
    ] {
        let a = post(&app, &owner.token, "job/create", body.clone()).await;
        assert_eq!(a.code(), code, "{body}: {:?}", a.body);
        assert_eq!(a.data()["field"], field, "{body}");
    }
    let no_region = post(
        &app,
        &owner.token,
        "job/create",
        json!({ "title": "Driver" }),
    )
    .await;
    assert_eq!(no_region.code(), ErrorCode::InvalidField);
    let list = ok(&post(&app, &owner.token, "job/list", json!({})).await);
    assert!(list["items"].as_array().unwrap().is_empty());

    let bad_status = post(
        &app,
        &owner.token,
        "job/list",
        json!({ "status": "paused" }),
    )
    .await;
    assert_eq!(bad_status.code(), ErrorCode::InvalidField);
    assert_eq!(bad_status.data()["field"].clone(), json!("status"));
    let bad_size = post(&app, &owner.token, "job/list", json!({ "pageSize": 0 })).await;
    assert_eq!(bad_size.code(), ErrorCode::InvalidField);
    let unknown = post(&app, &owner.token, "job/detail", json!({ "jobId": "nope" })).await;
    assert_eq!(unknown.code(), ErrorCode::NotFound);
}

#[tokio::test]
async fn the_list_pages_with_a_cursor_and_counts_registrations() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    let mut jobs = Vec::new();
    for _ in 0..3 {
        jobs.push(position(&app, &owner, &[], false).await);
        app.clock.advance_secs(1);
    }
    apply(&app, &jobs[0].1, "13800005001", json!({})).await;
    apply(&app, &jobs[0].1, "13800005002", json!({})).await;
    apply(&app, &jobs[2].1, "13800005003", json!({})).await;

    let first = ok(&post(&app, &owner.token, "job/list", json!({ "pageSize": 2 })).await);
    let rows = first["items"].as_array().unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["jobId"], jobs[2].0.as_str());
    assert_eq!(rows[0]["registrationCount"], 1);
    let cursor = first["cursor"].as_str().expect("a next page");
    let second = ok(&post(
        &app,
        &owner.token,
        "job/list",
        json!({ "pageSize": 2, "cursor": cursor }),
    )
    .await);
    let rows = second["items"].as_array().unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["jobId"], jobs[0].0.as_str());
    assert_eq!(rows[0]["registrationCount"], 2);
    assert!(second.get("cursor").is_none());
}
