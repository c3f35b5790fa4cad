//! A visitor creates an enterprise, accepts the contract, the platform
//! reviews it; bad input changes nothing.

use crate::support::*;
use verity_domain::enterprise::contract::CURRENT_VERSION;
use verity_http::ErrorCode;

#[tokio::test]
async fn a_visitor_creates_an_enterprise_becomes_its_owner_and_waits_for_review() {
    let app = app().await;
    let (token, licence, _) = visitor_with_licence(&app).await;
    let code = "91350100M000100Y43";
    let answer = post(
        &app,
        &token,
        "create",
        &create_body("Acme Trading Co", code, "440106", &licence),
    )
    .await;
    assert_eq!(answer.code(), 0, "{:?}", answer.body);
    let s_token = answer.data()["sToken"].as_str().unwrap().to_string();
    // The session moved into the enterprise: the old token is gone.
    assert_eq!(
        post(&app, &token, "detail", "{}").await.code(),
        ErrorCode::SessionInvalid
    );
    let detail = post(&app, &s_token, "detail", "{}").await;
    let d = detail.data();
    assert_eq!(d["name"], "Acme Trading Co");
    assert_eq!(d["creditCode"], code);
    assert_eq!(
        d["regionPath"],
        serde_json::json!(["广东省", "广州市", "天河区"])
    );
    assert_eq!(d["certStatus"], "pending_review");
    assert_eq!(d["contactPhoneMasked"], "139****5678");
    assert_eq!(d["canOrder"], false);
    assert_eq!(d["contractVersionAccepted"], serde_json::Value::Null);
    assert!(d["licenseUrl"].as_str().unwrap().contains("license/"));
    // The contract, then the review: only both open ordering.
    let contract = post(&app, &s_token, "contract", "{}").await;
    assert_eq!(contract.data()["version"], CURRENT_VERSION);
    assert!(contract.data()["body"].as_str().unwrap().len() > 200);
    let outdated = post(&app, &s_token, "acceptContract", r#"{"version":"2020.1"}"#).await;
    assert_eq!(outdated.code(), ErrorCode::ContractOutdated);
    app.clock.advance_secs(1);
    let accepted = post(
        &app,
        &s_token,
        "acceptContract",
        &format!(r#"{{"version":"{CURRENT_VERSION}"}}"#),
    )
    .await;
    assert_eq!(accepted.code(), 0);
    assert_eq!(
        post(&app, &s_token, "detail", "{}").await.data()["canOrder"],
        false
    );
    let ops = ops(&app).await;
    app.clock.advance_secs(1);
    let queue = post(&app, &ops, "ops/list", "{}").await;
    let row = &queue.data()["list"][0];
    assert_eq!(row["name"], "Acme Trading Co");
    let id = row["enterpriseId"].as_str().unwrap();
    let approved = post(
        &app,
        &ops,
        "ops/review",
        &format!(r#"{{"enterpriseId":"{id}","decision":"approve"}}"#),
    )
    .await;
    assert_eq!(approved.data()["certStatus"], "certified");
    let d = post(&app, &s_token, "detail", "{}").await;
    assert_eq!(d.data()["canOrder"], true);
    // The log holds every step, newest first.
    let log = post(&app, &s_token, "auditLog", "{}").await;
    let actions: Vec<&str> = log.data()["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(
        actions,
        [
            "enterprise.approved",
            "contract.accepted",
            "enterprise.created"
        ]
    );
}

#[tokio::test]
async fn bad_input_on_create_gets_its_code_and_writes_nothing() {
    let app = app().await;
    let (token, licence, user) = visitor_with_licence(&app).await;
    let (_, other_licence, _) = visitor_with_licence(&app).await;
    let good = "91350100M000100Y43";
    let cases: Vec<(String, ErrorCode, &str)> = vec![
        (
            create_body("Acme", "91350100M000100Y44", "440106", &licence),
            ErrorCode::InvalidField,
            "creditCode",
        ),
        (
            create_body("Acme", "91350100M000100I43", "440106", &licence),
            ErrorCode::InvalidField,
            "creditCode",
        ),
        (
            create_body("Acme", "123", "440106", &licence),
            ErrorCode::InvalidField,
            "creditCode",
        ),
        (
            create_body("Acme", good, "440199", &licence),
            ErrorCode::UnknownRegion,
            "regionCode",
        ),
        (
            create_body("Acme", good, "44x", &licence),
            ErrorCode::InvalidField,
            "regionCode",
        ),
        (
            create_body("Acme", good, "440106", &other_licence),
            ErrorCode::FileNotFound,
            "",
        ),
        (
            create_body("Acme", good, "440106", "../../etc/passwd"),
            ErrorCode::InvalidField,
            "licenseFileKey",
        ),
        (
            create_body("", good, "440106", &licence),
            ErrorCode::InvalidField,
            "name",
        ),
        (
            create_body(&"长".repeat(101), good, "440106", &licence),
            ErrorCode::InvalidField,
            "name",
        ),
        (
            r#"{"name":"Acme"}"#.to_string(),
            ErrorCode::InvalidField,
            "",
        ),
        (
            create_body("Acme", good, "440106", &licence).replace("13912345678", "1391234567"),
            ErrorCode::InvalidField,
            "contactPhone",
        ),
    ];
    for (body, code, field) in &cases {
        let answer = post(&app, &token, "create", body).await;
        assert_eq!(answer.code(), *code, "{body}: {:?}", answer.body);
        if !field.is_empty() {
            assert_eq!(answer.data()["field"], *field, "{body}");
        }
    }
    // Nothing was written: the visitor is still a visitor, the code is free.
    assert!(
        verity_domain::identity::accounts::memberships(&app.ports, &user.user_id)
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        post(
            &app,
            &token,
            "create",
            &create_body("Acme", good, "440106", &licence)
        )
        .await
        .code(),
        0
    );
    // One enterprise per credit code.
    let (token2, licence2, _) = visitor_with_licence(&app).await;
    let taken = post(
        &app,
        &token2,
        "create",
        &create_body("Other", good, "440106", &licence2),
    )
    .await;
    assert_eq!(taken.code(), ErrorCode::CreditCodeTaken);
    assert_eq!(taken.data()["field"], "creditCode");
}

#[tokio::test]
async fn a_rejection_names_its_reason_and_a_new_name_goes_back_to_review() {
    let app = app().await;
    let (id, owner) = created(&app).await;
    let ops = ops(&app).await;
    let no_reason = post(
        &app,
        &ops,
        "ops/review",
        &format!(r#"{{"enterpriseId":"{id}","decision":"reject"}}"#),
    )
    .await;
    assert_eq!(no_reason.code(), ErrorCode::InvalidField);
    let bad = post(
        &app,
        &ops,
        "ops/review",
        &format!(r#"{{"enterpriseId":"{id}","decision":"maybe"}}"#),
    )
    .await;
    assert_eq!(bad.code(), ErrorCode::InvalidField);
    let rejected = post(
        &app,
        &ops,
        "ops/review",
        &format!(r#"{{"enterpriseId":"{id}","decision":"reject","reason":"The licence photo is unreadable"}}"#),
    )
    .await;
    assert_eq!(rejected.data()["certStatus"], "rejected");
    let d = post(&app, &owner, "detail", "{}").await;
    assert_eq!(d.data()["rejectReason"], "The licence photo is unreadable");
    // Decided: a second decision is refused.
    let again = post(
        &app,
        &ops,
        "ops/review",
        &format!(r#"{{"enterpriseId":"{id}","decision":"approve"}}"#),
    )
    .await;
    assert_eq!(again.code(), ErrorCode::ReviewNotPending);
    // Fixing the profile sends it back to the queue.
    let fixed = post(
        &app,
        &owner,
        "update",
        r#"{"name":"Acme Trading Co., Ltd."}"#,
    )
    .await;
    assert_eq!(fixed.code(), 0, "{:?}", fixed.body);
    assert_eq!(fixed.data()["certStatus"], "pending_review");
    let queue = post(&app, &ops, "ops/list", r#"{"certStatus":"pending_review"}"#).await;
    assert_eq!(queue.data()["list"][0]["name"], "Acme Trading Co., Ltd.");
    assert_eq!(
        post(&app, &ops, "ops/list", r#"{"certStatus":"rejected"}"#)
            .await
            .data()["list"],
        serde_json::json!([])
    );
    for bad in ["bogus", ""] {
        let refused = post(
            &app,
            &ops,
            "ops/list",
            &format!(r#"{{"certStatus":"{bad}"}}"#),
        )
        .await;
        assert_eq!(refused.code(), ErrorCode::InvalidField, "{bad:?}");
        assert_eq!(refused.data()["field"], "certStatus", "{bad:?}");
    }
}
