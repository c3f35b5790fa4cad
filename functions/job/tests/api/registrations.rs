//! The enterprise's view of registrations: the list's filters and paging,
//! one registration with masks, consent evidence and (for members who may
//! order) the values that prefill the order form.

use serde_json::json;
use verity_domain::identity::Role;

use verity_testkit::TestApp;

use crate::support::*;
use verity_http::ErrorCode;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_list_filters_by_education_and_submission_time_and_pages() {
    // The index range, the filter and the cursor on each Table adapter.
    for app in apps().await {
        filters_and_pages(app).await;
    }
}

async fn filters_and_pages(app: TestApp) {
    let owner = app.member(Role::Owner).await;
    let (job_id, j) = position(&app, &owner, &["education"], false).await;
    let levels = ["bachelor", "master", "bachelor", "associate"];
    let mut times = Vec::new();
    let mut ids = Vec::new();
    for (i, level) in levels.iter().enumerate() {
        app.clock.advance_secs(120);
        times.push(app.ports.clock.now_millis());
        let phone = format!("1380000710{i}");
        let a = apply(
            &app,
            &j,
            &phone,
            json!({ "education": { "level": level, "school": "Some University" } }),
        )
        .await;
        ids.push(a["registrationId"].as_str().unwrap().to_string());
    }
    let listed = |body| registrations(&app, &owner, body);
    let all = ok(&listed(json!({ "jobId": job_id })).await);
    let got: Vec<&str> = all["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["registrationId"].as_str().unwrap())
        .collect();
    assert_eq!(got, [&ids[3], &ids[2], &ids[1], &ids[0]], "newest first");
    let row = &all["items"][3];
    assert_eq!(row["nameMasked"], "张*");
    assert_eq!(row["phoneMasked"], "138****7100");
    assert_eq!(row["education"], "bachelor");
    assert_eq!(row["submittedAt"], times[0]);
    assert!(row.get("orderId").is_none());

    let bachelors = ok(&listed(json!({ "jobId": job_id, "education": "bachelor" })).await);
    let got: Vec<&str> = bachelors["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["registrationId"].as_str().unwrap())
        .collect();
    assert_eq!(got, [&ids[2], &ids[0]]);

    let window = ok(&listed(json!({
        "jobId": job_id,
        "submittedFrom": times[1],
        "submittedTo": times[2],
    }))
    .await);
    let got: Vec<&str> = window["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["registrationId"].as_str().unwrap())
        .collect();
    assert_eq!(got, [&ids[2], &ids[1]]);

    // Paging, one at a time, to the end.
    let mut seen = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let mut body = json!({ "jobId": job_id, "pageSize": 1 });
        if let Some(c) = &cursor {
            body["cursor"] = json!(c);
        }
        let page = ok(&listed(body).await);
        for r in page["items"].as_array().unwrap() {
            seen.push(r["registrationId"].as_str().unwrap().to_string());
        }
        match page["cursor"].as_str() {
            Some(c) => cursor = Some(c.to_string()),
            None => break,
        }
    }
    assert_eq!(
        seen,
        [
            ids[3].clone(),
            ids[2].clone(),
            ids[1].clone(),
            ids[0].clone()
        ]
    );

    // A cursor of another position's list is refused.
    let (other_job, other_j) = position(&app, &owner, &[], false).await;
    apply(&app, &other_j, "13800007201", json!({})).await;
    apply(&app, &other_j, "13800007202", json!({})).await;
    let other = ok(&listed(json!({ "jobId": other_job, "pageSize": 1 })).await);
    let foreign_cursor = other["cursor"].as_str().unwrap();
    let refused = listed(json!({ "jobId": job_id, "cursor": foreign_cursor })).await;
    assert_eq!(refused.code(), ErrorCode::BadCursor);

    for body in [
        json!({ "jobId": job_id, "submittedFrom": times[2], "submittedTo": times[1] }),
        json!({ "jobId": job_id, "education": "kindergarten" }),
        json!({ "jobId": job_id, "pageSize": 101 }),
    ] {
        assert_eq!(
            listed(body.clone()).await.code(),
            ErrorCode::InvalidField,
            "{body}"
        );
    }
}

#[tokio::test]
async fn a_registration_shows_masks_and_consent_and_prefills_the_order_form_only_for_orderers() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    let viewer = app.member_of(&owner.enterprise_id, Role::Viewer).await;
    let (job_id, j) = position(&app, &owner, &["education", "workHistory"], true).await;
    let phone = "13800007301";
    let applied = apply(
        &app,
        &j,
        phone,
        json!({
            "education": { "level": "doctorate", "school": "Tsinghua University", "major": "Physics" },
            "workHistory": [
                { "company": "Acme", "title": "Researcher", "from": "2018-09" },
                { "company": "Initech", "title": "Intern", "from": "2016-07", "to": "2016-09" },
            ],
        }),
    )
    .await;
    let id = applied["registrationId"].as_str().unwrap();

    let seen = ok(&registration(&app, &owner, id).await);
    assert_eq!(seen["jobId"], job_id.as_str());
    assert_eq!(seen["jobTitle"], "Warehouse lead");
    assert_eq!(seen["nameMasked"], "张*");
    assert_eq!(seen["phoneMasked"], "138****7301");
    let id_number = id_for(phone);
    assert_eq!(
        seen["idNumberMasked"],
        format!("110{}{}", "*".repeat(11), &id_number[14..])
    );
    assert_eq!(seen["education"]["major"], "Physics");
    assert_eq!(seen["workHistory"].as_array().unwrap().len(), 2);
    assert!(seen["workHistory"][0].get("to").is_none());
    assert_eq!(seen["consent"]["version"], "job-screening-2026-12-01");
    assert_eq!(seen["consent"]["coversScreening"], true);
    assert!(seen["consent"]["consentedAt"].as_i64().is_some());
    assert_eq!(seen["revision"], 1);
    assert!(seen.get("order").is_none());
    assert_eq!(seen["orderPrefill"]["name"], "张三");
    assert_eq!(seen["orderPrefill"]["phone"], phone);
    assert_eq!(seen["orderPrefill"]["idNumber"], id_for(phone).as_str());
    assert_eq!(seen["orderPrefill"]["position"], "Warehouse lead");

    // A viewer reads the registration, masked only.
    let as_viewer = ok(&registration(&app, &viewer, id).await);
    assert_eq!(as_viewer["nameMasked"], "张*");
    assert!(as_viewer.get("orderPrefill").is_none());
    let text = as_viewer.to_string();
    assert!(!text.contains(phone) && !text.contains(&id_for(phone)));
}
