//! Who reads the summary, and that an enterprise reads only its own.

use serde_json::json;
use verity_domain::identity::Role;

use crate::support::*;
use verity_http::ErrorCode;

#[tokio::test]
async fn every_member_reads_it_a_visitor_is_refused_and_no_session_is_minus_five() {
    let app = app();
    let (owner, package) = ready(&app).await;
    place(&app, &owner, &package, "13900000021", Consent::Sms).await;
    let viewer = app.member_of(&owner.enterprise_id, Role::Viewer).await;
    let s = summary(&app, &viewer.token).await;
    assert_eq!(s["ordersThisMonth"]["awaitingAuthorization"], 1);
    assert_eq!(s["recent"].as_array().unwrap().len(), 1);
    for role in [Role::Admin, Role::Operator] {
        let member = app.member_of(&owner.enterprise_id, role).await;
        assert_eq!(summary(&app, &member.token).await["consentsPending"], 1);
    }

    let visitor = app.sign_in(&app.account("Visitor").await.user_id).await;
    let refused = app.call_as(&visitor, "/api/base/home/summary", "{}").await;
    assert_eq!(refused.code(), ErrorCode::NoPermission);
    let anonymous = app.call("/api/base/home/summary", "{}").await;
    assert_eq!(anonymous.code(), ErrorCode::SessionInvalid);
    let unknown_field = app
        .call_as(
            &owner.token,
            "/api/base/home/summary",
            r#"{"enterpriseId":"x"}"#,
        )
        .await;
    assert_eq!(unknown_field.code(), ErrorCode::InvalidField);
}

#[tokio::test]
async fn another_enterprise_reads_only_its_own_numbers() {
    let app = app();
    let (mine, package) = ready(&app).await;
    place(&app, &mine, &package, "13900000031", Consent::Sms).await;
    place(&app, &mine, &package, "13900000032", Consent::Offline).await;
    let (theirs, _) = ready(&app).await;

    let s = summary(&app, &theirs.token).await;
    assert_eq!(s["ordersThisMonth"]["total"], 0);
    assert_eq!(s["consentsPending"], 0);
    assert_eq!(s["reportsThisWeek"], 0);
    assert_eq!(s["recent"], json!([]));
    assert_eq!(s["balanceFen"], 10_000_000);
    assert!(s["daily"]
        .as_array()
        .unwrap()
        .iter()
        .all(|d| d["created"] == 0 && d["completed"] == 0));

    let s = summary(&app, &mine.token).await;
    assert_eq!(s["ordersThisMonth"]["total"], 2);
    assert_eq!(s["recent"].as_array().unwrap().len(), 2);
}
