//! Another enterprise's ids give nothing; roles are checked on the server.

use crate::support::*;
use verity_domain::identity::Role;
use verity_http::ErrorCode;

#[tokio::test]
async fn another_enterprises_ids_give_nothing() {
    let app = app().await;
    let a = app.member(Role::Owner).await;
    let b = app.member(Role::Owner).await;
    let b_viewer = app.member_of(&b.enterprise_id, Role::Viewer).await;
    // B's member cannot be touched from A.
    for path in ["member/disable", "member/enable"] {
        let answer = post(
            &app,
            &a.token,
            path,
            &format!(r#"{{"userId":"{}"}}"#, b_viewer.user_id),
        )
        .await;
        assert_eq!(answer.code(), ErrorCode::MemberNotFound, "{path}");
    }
    let answer = post(
        &app,
        &a.token,
        "member/changeRole",
        &format!(r#"{{"userId":"{}","role":"admin"}}"#, b_viewer.user_id),
    )
    .await;
    assert_eq!(answer.code(), ErrorCode::MemberNotFound);
    // A's detail and lists are A's only.
    let detail = post(&app, &a.token, "detail", "{}").await;
    assert_eq!(detail.data()["enterpriseId"], a.enterprise_id);
    let members = post(&app, &a.token, "member/list", "{}").await;
    assert!(!members.body.to_string().contains(&b_viewer.user_id));
    // A cursor of B's log is refused in A's (B certified, so it may invite).
    app.certify(&b.enterprise_id).await;
    for i in 0..25 {
        let phone = format!("1396666{i:04}");
        post(
            &app,
            &b.token,
            "member/invite",
            &format!(r#"{{"phone":"{phone}","role":"viewer"}}"#),
        )
        .await;
    }
    let b_log = post(&app, &b.token, "auditLog", "{}").await;
    let cursor = b_log.data()["cursor"]
        .as_str()
        .expect("a second page")
        .to_string();
    let stolen = post(
        &app,
        &a.token,
        "auditLog",
        &format!(r#"{{"cursor":"{cursor}"}}"#),
    )
    .await;
    assert_eq!(stolen.code(), ErrorCode::BadCursor);
    // A's licence key is not B's to use.
    let (_, licence, _) = visitor_with_licence(&app).await;
    let used = post(
        &app,
        &b.token,
        "update",
        &format!(r#"{{"licenseFileKey":"{licence}"}}"#),
    )
    .await;
    assert_eq!(used.code(), ErrorCode::FileNotFound);
}

#[tokio::test]
async fn every_call_checks_the_role_and_the_session() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    let viewer = app.member_of(&owner.enterprise_id, Role::Viewer).await;
    let operator = app.member_of(&owner.enterprise_id, Role::Operator).await;
    let visitor = app.sign_in(&app.account("Visitor").await.user_id).await;
    let ops = ops(&app).await;
    let calls: &[(&str, &str)] = &[
        ("update", r#"{"address":"x"}"#),
        ("acceptContract", r#"{"version":"2026.1"}"#),
        ("auditLog", "{}"),
        (
            "member/invite",
            r#"{"phone":"13911112222","role":"viewer"}"#,
        ),
        ("member/list", "{}"),
        ("member/changeRole", r#"{"userId":"abc","role":"viewer"}"#),
        ("member/disable", r#"{"userId":"abc"}"#),
        ("member/enable", r#"{"userId":"abc"}"#),
    ];
    for (path, body) in calls {
        for (who, token) in [
            ("viewer", &viewer.token),
            ("operator", &operator.token),
            ("visitor", &visitor),
            ("ops", &ops),
        ] {
            let answer = post(&app, token, path, body).await;
            assert_eq!(
                answer.code(),
                ErrorCode::NoPermission,
                "{who} {path}: {:?}",
                answer.body
            );
        }
        let anonymous = app
            .call(&format!("/api/base/enterprise/{path}"), body)
            .await;
        assert_eq!(anonymous.code(), ErrorCode::SessionInvalid, "{path}");
    }
    // Only platform operators review.
    for token in [&owner.token, &viewer.token, &visitor] {
        assert_eq!(
            post(&app, token, "ops/list", "{}").await.code(),
            ErrorCode::NoPermission
        );
        let review = format!(
            r#"{{"enterpriseId":"{}","decision":"approve"}}"#,
            owner.enterprise_id
        );
        assert_eq!(
            post(&app, token, "ops/review", &review).await.code(),
            ErrorCode::NoPermission
        );
    }
    // Visitors have no enterprise to show; viewers read theirs.
    assert_eq!(
        post(&app, &visitor, "detail", "{}").await.code(),
        ErrorCode::NoPermission
    );
    assert_eq!(post(&app, &viewer.token, "detail", "{}").await.code(), 0);
}
