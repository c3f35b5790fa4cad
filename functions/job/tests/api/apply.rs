//! The applicant's way through the public link: the position and its
//! consent text, the phone check by SMS, applying, coming back to update,
//! closed and unknown links, attachments, and what is stored.

use serde_json::json;
use verity_domain::identity::codes::Scene;
use verity_domain::identity::Role;

use verity_testkit::TestApp;

use crate::support::*;
use verity_http::ErrorCode;

#[tokio::test]
async fn the_page_shows_the_position_and_the_consent_text_in_the_request_language() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    let (_, plain) = position(&app, &owner, &["education"], false).await;
    let (_, screening) = position(&app, &owner, &[], true).await;

    let page = ok(&info(&app, &plain).await);
    assert_eq!(page["title"], "Warehouse lead");
    assert_eq!(page["department"], "Logistics");
    assert_eq!(page["enterpriseName"], "Test Co");
    assert_eq!(page["locationName"], "广东省 深圳市 南山区");
    assert_eq!(page["fields"], json!(["education"]));
    assert_eq!(page["consent"]["version"], "job-application-2026-12-01");
    assert_eq!(page["consent"]["coversScreening"], false);
    assert!(page["consent"]["body"]
        .as_str()
        .unwrap()
        .contains("Test Co"));
    assert!(!page["consent"]["body"]
        .as_str()
        .unwrap()
        .contains("background check"));

    let zh = app
        .call_as_lang(
            "none",
            "/api/base/job/apply/info",
            &json!({ "j": screening }).to_string(),
            "zh-CN",
        )
        .await;
    let zh = ok(&zh);
    assert_eq!(zh["consent"]["version"], "job-screening-2026-12-01");
    assert_eq!(zh["consent"]["coversScreening"], true);
    assert!(zh["consent"]["body"].as_str().unwrap().contains("背景调查"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_applicant_verifies_by_sms_applies_and_coming_back_updates_the_same_registration() {
    // Conditional puts, counters and the index on each Table adapter.
    for app in apps().await {
        comes_back(app).await;
    }
}

async fn comes_back(app: TestApp) {
    let owner = app.member(Role::Owner).await;
    let (job_id, j) = position(&app, &owner, &["education", "workHistory"], false).await;
    let phone = "13800006001";

    // The code goes out by text through the identity machinery; a wrong one is refused.
    let code = app.code(phone, Scene::JobApply).await;
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let refused = public(
        &app,
        "job/apply/verify",
        json!({ "j": j, "phone": phone, "code": wrong }),
    )
    .await;
    assert_eq!(refused.code(), ErrorCode::BadSmsCode);
    let verified = ok(&public(
        &app,
        "job/apply/verify",
        json!({ "j": j, "phone": phone, "code": code }),
    )
    .await);
    assert_eq!(verified["hasApplication"], false);
    let token = verified["applicantToken"].as_str().unwrap().to_string();
    // The code is used up.
    let reused = public(
        &app,
        "job/apply/verify",
        json!({ "j": j, "phone": phone, "code": code }),
    )
    .await;
    assert_eq!(reused.code(), ErrorCode::BadSmsCode);

    let none = post(&app, &token, "job/apply/mine", json!({ "j": j })).await;
    assert_eq!(none.code(), 0);
    assert!(none.data().is_null());

    let version = consent_version(&app, &j).await;
    let body = json!({
        "j": j,
        "name": "张三",
        "idNumber": id_for(phone),
        "education": { "level": "bachelor", "school": "Fudan University", "major": "Logistics", "graduationYear": 2012 },
        "workHistory": [{ "company": "Acme", "title": "Clerk", "from": "2012-07", "to": "2016-03" }],
        "consentVersion": version,
    });
    let anonymous = app
        .call("/api/base/job/apply/submit", &body.to_string())
        .await;
    assert_eq!(anonymous.code(), ErrorCode::ApplicantVerifyRequired);
    let mut stale = body.clone();
    stale["consentVersion"] = json!("job-application-2020-01-01");
    let outdated = submit(&app, &token, stale).await;
    assert_eq!(outdated.code(), ErrorCode::JobConsentOutdated);
    assert_eq!(outdated.data()["version"], version.as_str());

    let first = ok(&submit(&app, &token, body).await);
    assert_eq!(first["name"], "张三");
    assert_eq!(first["phoneMasked"], "138****6001");
    assert_eq!(first["education"]["level"], "bachelor");
    assert_eq!(first["workHistory"][0]["company"], "Acme");
    assert_eq!(first["canUpdate"], true);
    let registration_id = first["registrationId"].as_str().unwrap().to_string();
    assert_eq!(detail(&app, &owner, &job_id).await["registrationCount"], 1);

    // Later, on another device: the same phone finds the application.
    app.clock.advance_secs(600);
    let code = app.code(phone, Scene::JobApply).await;
    let back = ok(&public(
        &app,
        "job/apply/verify",
        json!({ "j": j, "phone": phone, "code": code }),
    )
    .await);
    assert_eq!(back["hasApplication"], true);
    let token = back["applicantToken"].as_str().unwrap().to_string();
    let mine = ok(&post(&app, &token, "job/apply/mine", json!({ "j": j })).await);
    assert_eq!(mine["registrationId"], registration_id.as_str());
    assert_eq!(mine["education"]["school"], "Fudan University");
    assert!(mine["idNumberMasked"].as_str().unwrap().contains('*'));

    // An update leaves the ID number out to keep it.
    let updated = ok(&submit(
        &app,
        &token,
        json!({
            "j": j,
            "name": "张三丰",
            "education": { "level": "master", "school": "Fudan University" },
            "workHistory": [],
            "consentVersion": version,
        }),
    )
    .await);
    assert_eq!(updated["registrationId"], registration_id.as_str());
    assert_eq!(updated["name"], "张三丰");
    assert_eq!(updated["idNumberMasked"], first["idNumberMasked"]);
    assert_eq!(updated["submittedAt"], first["submittedAt"]);
    assert!(updated["updatedAt"].as_i64() > first["updatedAt"].as_i64());
    assert_eq!(detail(&app, &owner, &job_id).await["registrationCount"], 1);
    let listed = ok(&registrations(&app, &owner, json!({ "jobId": job_id })).await);
    assert_eq!(listed["items"].as_array().unwrap().len(), 1);
    assert_eq!(listed["items"][0]["nameMasked"], "张**");
    assert_eq!(listed["items"][0]["education"], "master");
}

#[tokio::test]
async fn a_closed_position_refuses_new_and_changed_applications_but_shows_the_old_one() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    let (job_id, j) = position(&app, &owner, &["attachments"], false).await;
    let applied = apply(&app, &j, "13800006101", json!({})).await;
    // One code a minute per phone.
    app.clock.advance_secs(61);
    let old_token = verify(&app, &j, "13800006101").await;
    let new_token = verify(&app, &j, "13800006102").await;
    let version = consent_version(&app, &j).await;

    ok(&post(&app, &owner.token, "job/close", json!({ "jobId": job_id })).await);

    let page = info(&app, &j).await;
    assert_eq!(page.code(), ErrorCode::JobClosed, "{:?}", page.body);
    let newcomer = submit(
        &app,
        &new_token,
        json!({ "j": j, "name": "李四", "idNumber": id_for("13800006102"), "consentVersion": version }),
    )
    .await;
    assert_eq!(newcomer.code(), ErrorCode::JobClosed);
    let change = submit(
        &app,
        &old_token,
        json!({ "j": j, "name": "张三改", "consentVersion": version }),
    )
    .await;
    assert_eq!(change.code(), ErrorCode::JobClosed);
    let upload = upload(&app, &old_token, &j, "cv.png", "image/png", PNG).await;
    assert_eq!(upload.code(), ErrorCode::JobClosed);

    // The applicant still reads theirs, unchanged; a token of a phone that never applied sees nothing.
    app.clock.advance_secs(61);
    let token = verify(&app, &j, "13800006101").await;
    let mine = ok(&post(&app, &token, "job/apply/mine", json!({ "j": j })).await);
    assert_eq!(mine["name"], "张三");
    assert_eq!(mine["canUpdate"], false);
    assert_eq!(mine["registrationId"], applied["registrationId"]);
    let nobody = post(&app, &new_token, "job/apply/mine", json!({ "j": j })).await;
    assert!(nobody.data().is_null());
    assert_eq!(detail(&app, &owner, &job_id).await["registrationCount"], 1);
}

#[tokio::test]
async fn an_unknown_link_says_so_and_a_token_opens_only_its_own_position() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    let unknown = info(&app, "0123456789abcdef0123456789abcdef").await;
    assert_eq!(unknown.code(), ErrorCode::JobLinkInvalid);
    let code = app.code("13800006201", Scene::JobApply).await;
    let verify_unknown = public(
        &app,
        "job/apply/verify",
        json!({ "j": "0123456789abcdef0123456789abcdef", "phone": "13800006201", "code": code }),
    )
    .await;
    assert_eq!(verify_unknown.code(), ErrorCode::JobLinkInvalid);

    let (_, a) = position(&app, &owner, &[], false).await;
    let (_, b) = position(&app, &owner, &[], false).await;
    let token_a = verify(&app, &a, "13800006202").await;
    let on_b = post(&app, &token_a, "job/apply/mine", json!({ "j": b })).await;
    assert_eq!(on_b.code(), ErrorCode::ApplicantVerifyRequired);
    let version = consent_version(&app, &b).await;
    let submit_b = submit(
        &app,
        &token_a,
        json!({ "j": b, "name": "王五", "idNumber": id_for("13800006202"), "consentVersion": version }),
    )
    .await;
    assert_eq!(submit_b.code(), ErrorCode::ApplicantVerifyRequired);

    // A code of another scene does not verify an applicant.
    let other_scene = app.code("13800006203", Scene::CheckPhone).await;
    let refused = public(
        &app,
        "job/apply/verify",
        json!({ "j": a, "phone": "13800006203", "code": other_scene }),
    )
    .await;
    assert_eq!(refused.code(), ErrorCode::BadSmsCode);

    // The token expires after 2 hours.
    app.clock.advance_secs(2 * 3600 + 1);
    let late = post(&app, &token_a, "job/apply/mine", json!({ "j": a })).await;
    assert_eq!(late.code(), ErrorCode::ApplicantVerifyRequired);
}

#[tokio::test]
async fn a_submission_is_checked_against_what_the_position_collects_and_nothing_is_written() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    let (job_id, j) = position(&app, &owner, &["education"], false).await;
    let phone = "13800006301";
    let token = verify(&app, &j, phone).await;
    let version = consent_version(&app, &j).await;
    let good_education = json!({ "level": "associate", "school": "Shenzhen Polytechnic" });
    let base = json!({
        "j": j,
        "name": "张三",
        "idNumber": id_for(phone),
        "education": good_education,
        "consentVersion": version,
    });
    let with = |k: &str, v: serde_json::Value| {
        let mut b = base.clone();
        b[k] = v;
        b
    };
    let without = |k: &str| {
        let mut b = base.clone();
        b.as_object_mut().unwrap().remove(k);
        b
    };
    let mut bad_id = id_for(phone);
    let last = if bad_id.ends_with('0') { "1" } else { "0" };
    bad_id.replace_range(17.., last);
    for (body, field) in [
        (without("education"), "education"),
        (without("idNumber"), "idNumber"),
        (with("idNumber", json!(bad_id)), "idNumber"),
        (with("idNumber", json!("12345")), "idNumber"),
        (with("name", json!("")), "name"),
        (
            with("education", json!({ "level": "bachelor", "school": "" })),
            "education.school",
        ),
        (
            with(
                "education",
                json!({ "level": "bachelor", "school": "X", "graduationYear": 1800 }),
            ),
            "education.graduationYear",
        ),
        (
            with("education", json!({ "level": "phd", "school": "X" })),
            "education.level",
        ),
        (
            with(
                "workHistory",
                json!([{ "company": "Acme", "title": "Clerk", "from": "2012-07" }]),
            ),
            "workHistory",
        ),
        (
            with("attachments", json!(["attachment/abc.png"])),
            "attachments",
        ),
    ] {
        let a = submit(&app, &token, body.clone()).await;
        assert_eq!(a.code(), ErrorCode::InvalidField, "{body}: {:?}", a.body);
        assert_eq!(a.data()["field"], field, "{body}: {:?}", a.body);
    }
    let nothing = post(&app, &token, "job/apply/mine", json!({ "j": j })).await;
    assert!(nothing.data().is_null());
    assert_eq!(detail(&app, &owner, &job_id).await["registrationCount"], 0);

    // Work history, when collected, has its own rules.
    let (_, j2) = position(&app, &owner, &["workHistory"], false).await;
    app.clock.advance_secs(61);
    let token2 = verify(&app, &j2, phone).await;
    let version2 = consent_version(&app, &j2).await;
    for (entry, field) in [
        (
            json!({ "company": "", "title": "Clerk", "from": "2012-07" }),
            "workHistory[0].company",
        ),
        (
            json!({ "company": "Acme", "title": "Clerk", "from": "2012-13" }),
            "workHistory[0].from",
        ),
        (
            json!({ "company": "Acme", "title": "Clerk", "from": "2012-07", "to": "2011-01" }),
            "workHistory[0].to",
        ),
    ] {
        let a = submit(
            &app,
            &token2,
            json!({ "j": j2, "name": "张三", "idNumber": id_for(phone), "workHistory": [entry], "consentVersion": version2 }),
        )
        .await;
        assert_eq!(a.code(), ErrorCode::InvalidField, "{:?}", a.body);
        assert_eq!(a.data()["field"].clone(), json!(field), "{:?}", a.body);
    }
}

#[tokio::test]
async fn attachments_are_accepted_only_in_the_registration_of_the_applicant_who_uploaded_them() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    let (_, j) = position(&app, &owner, &["attachments"], false).await;
    let (alice, bob) = ("13800006401", "13800006402");
    let alice_token = verify(&app, &j, alice).await;
    let bob_token = verify(&app, &j, bob).await;
    let version = consent_version(&app, &j).await;

    let refused = upload(&app, &alice_token, &j, "cv.html", "text/html", b"<html>").await;
    assert_eq!(refused.code(), ErrorCode::FileTypeRefused);
    let no_token = upload(&app, "not-a-token", &j, "cv.png", "image/png", PNG).await;
    assert_eq!(no_token.code(), ErrorCode::ApplicantVerifyRequired);
    let uploaded = ok(&upload(&app, &alice_token, &j, "简历 张三.png", "image/png", PNG).await);
    let key = uploaded["key"].as_str().unwrap().to_string();
    assert!(
        key.starts_with("attachment/") && !key.contains("张三"),
        "{key}"
    );
    assert_eq!(uploaded["name"], "简历 张三.png");

    // Bob cannot claim Alice's file, nor an enterprise's upload.
    let stolen = submit(
        &app,
        &bob_token,
        json!({ "j": j, "name": "李四", "idNumber": id_for(bob), "attachments": [key], "consentVersion": version }),
    )
    .await;
    assert_eq!(stolen.code(), ErrorCode::FileNotFound, "{:?}", stolen.body);
    assert_eq!(stolen.data()["field"], "attachments[0]");
    let enterprise_file = verity_domain::files::store(
        &app.ports,
        &verity_domain::files::enterprise_owner(&owner.enterprise_id),
        &owner.user_id,
        verity_domain::files::Purpose::Attachment,
        "contract.png",
        "image/png",
        bytes::Bytes::from_static(PNG),
    )
    .await
    .unwrap();
    let foreign = submit(
        &app,
        &bob_token,
        json!({ "j": j, "name": "李四", "idNumber": id_for(bob), "attachments": [enterprise_file.key], "consentVersion": version }),
    )
    .await;
    assert_eq!(foreign.code(), ErrorCode::FileNotFound);
    assert!(post(&app, &bob_token, "job/apply/mine", json!({ "j": j }))
        .await
        .data()
        .is_null());

    let mine = ok(&submit(
        &app,
        &alice_token,
        json!({ "j": j, "name": "张三", "idNumber": id_for(alice), "attachments": [key], "consentVersion": version }),
    )
    .await);
    assert_eq!(mine["attachments"][0]["key"], key.as_str());
    assert_eq!(mine["attachments"][0]["name"], "简历 张三.png");
    let registration_id = mine["registrationId"].as_str().unwrap();
    let seen = ok(&registration(&app, &owner, registration_id).await);
    assert_eq!(seen["attachments"][0]["name"], "简历 张三.png");
    assert!(seen["attachments"][0]["url"]
        .as_str()
        .unwrap()
        .contains("attachment/"));
}

#[tokio::test]
async fn personal_data_is_sealed_at_rest_and_never_in_a_key() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    let (_, j) = position(&app, &owner, &["education"], false).await;
    let phone = "13800006501";
    let applied = apply(
        &app,
        &j,
        phone,
        json!({ "education": { "level": "master", "school": "Peking University" } }),
    )
    .await;
    let id = applied["registrationId"].as_str().unwrap();
    assert!(!id.contains(phone));
    let key = verity_domain::jobs::model::registration_key(id);
    let item = app.ports.table.get(&key).await.unwrap().expect("stored");
    let text = serde_json::Value::Object(item).to_string();
    for secret in [phone, "张三", id_for(phone).as_str(), "Peking University"] {
        assert!(!text.contains(secret), "{secret} in {text}");
    }
    assert!(text.contains("\"educationLevel\":\"master\""));
    assert!(text.contains("\"nameMask\":\"张*\""));
}

/// Issue 22, rule 7: applicant uploads are capped per applicant per China day (20).
#[tokio::test]
async fn a_checked_upload_stays_what_was_checked_and_an_applicant_uploads_twenty_files_a_day() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    let (_, j) = position(&app, &owner, &["attachments"], false).await;
    let (alice, bob) = ("13800006501", "13800006502");
    let alice_token = verify(&app, &j, alice).await;
    for n in 0..20 {
        let a = upload(&app, &alice_token, &j, "cv.png", "image/png", PNG).await;
        assert_eq!(a.code(), 0, "upload {n}: {:?}", a.body);
    }
    let capped = upload(&app, &alice_token, &j, "cv.png", "image/png", PNG).await;
    assert_eq!(
        capped.code(),
        ErrorCode::ApplicantUploadCap,
        "{:?}",
        capped.body
    );
    assert_eq!(capped.data()["max"], 20);
    // Another applicant of the same position has their own count.
    let bob_token = verify(&app, &j, bob).await;
    assert_eq!(
        upload(&app, &bob_token, &j, "cv.png", "image/png", PNG)
            .await
            .code(),
        0
    );
    // The next China day, Alice may upload again.
    app.clock.advance_secs(12 * 3600 + 1);
    let alice_token = verify(&app, &j, alice).await;
    assert_eq!(
        upload(&app, &alice_token, &j, "cv.png", "image/png", PNG)
            .await
            .code(),
        0
    );
}
