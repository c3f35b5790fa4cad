//! Members: invitations accepted by the invitee, roles, the last owner,
//! disabling.

use crate::support::*;
use verity_domain::enterprise::invitations;
use verity_domain::identity::accounts;
use verity_domain::identity::Role;
use verity_http::ErrorCode;

/// The list row of a member.
fn row_of<'a>(page: &'a serde_json::Value, user_id: &str) -> &'a serde_json::Value {
    page["list"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["userId"] == user_id)
        .expect("the member's row")
}

#[tokio::test]
async fn an_invited_phone_gets_a_text_and_joins_with_its_role_once_it_accepts() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    app.certify(&owner.enterprise_id).await;
    let invited = post(
        &app,
        &owner.token,
        "member/invite",
        r#"{"phone":"13955550001","role":"operator"}"#,
    )
    .await;
    assert_eq!(invited.code(), 0, "{:?}", invited.body);
    let texts = app.texts("13955550001").await;
    assert_eq!(texts.len(), 1);
    assert!(
        texts[0].starts_with("【Verity】Test Co邀请您以操作员身份加入其 Verity 账户"),
        "{}",
        texts[0]
    );
    let list = post(&app, &owner.token, "member/list", "{}").await;
    let rows = list.data()["list"].as_array().unwrap().clone();
    assert_eq!(list.data()["total"], 2);
    assert_eq!(rows[1]["status"], "invited");
    assert_eq!(rows[1]["phoneMasked"], "139****0001");
    // Twice is refused.
    let twice = post(
        &app,
        &owner.token,
        "member/invite",
        r#"{"phone":"13955550001","role":"viewer"}"#,
    )
    .await;
    assert_eq!(twice.code(), ErrorCode::AlreadyMember);
    // The phone's user accepts the invitation in the console.
    let user = accounts::create_user(
        &app.ports,
        &accounts::NewUser {
            phone: "13955550001",
            kind: accounts::UserKind::Visitor,
            name: None,
            password_hash: None,
        },
    )
    .await
    .unwrap();
    invitations::accept(&app.ports, &user, &owner.enterprise_id)
        .await
        .unwrap();
    let token = app.sign_in(&user.user_id).await;
    // An operator: no member management.
    assert_eq!(
        post(&app, &token, "member/list", "{}").await.code(),
        ErrorCode::NoPermission
    );
    let rows = post(&app, &owner.token, "member/list", "{}").await;
    let row = row_of(rows.data(), &user.user_id);
    assert_eq!(row["status"], "active");
    assert_eq!(row["role"], "operator");
}

#[tokio::test]
async fn an_enterprise_always_keeps_an_active_owner() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    let admin = app.member_of(&owner.enterprise_id, Role::Admin).await;
    let demote = |who: &str| format!(r#"{{"userId":"{who}","role":"admin"}}"#);
    // The only owner cannot step down or be disabled.
    let alone = post(
        &app,
        &owner.token,
        "member/changeRole",
        &demote(&owner.user_id),
    )
    .await;
    assert_eq!(alone.code(), ErrorCode::LastOwner);
    let off = post(
        &app,
        &owner.token,
        "member/disable",
        &format!(r#"{{"userId":"{}"}}"#, owner.user_id),
    )
    .await;
    assert_eq!(off.code(), ErrorCode::LastOwner);
    // An admin may not touch the owner role.
    let promote = format!(r#"{{"userId":"{}","role":"owner"}}"#, admin.user_id);
    assert_eq!(
        post(&app, &admin.token, "member/changeRole", &promote)
            .await
            .code(),
        ErrorCode::NoPermission
    );
    assert_eq!(
        post(
            &app,
            &admin.token,
            "member/changeRole",
            &demote(&owner.user_id)
        )
        .await
        .code(),
        ErrorCode::NoPermission
    );
    // With two owners, two concurrent demotions leave exactly one.
    assert_eq!(
        post(&app, &owner.token, "member/changeRole", &promote)
            .await
            .code(),
        0
    );
    let (demote_admin, demote_owner) = (demote(&admin.user_id), demote(&owner.user_id));
    let (a, b) = tokio::join!(
        post(&app, &owner.token, "member/changeRole", &demote_admin),
        post(&app, &admin.token, "member/changeRole", &demote_owner),
    );
    let codes = [a.code(), b.code()];
    assert!(
        codes.iter().any(|code| {
            *code == ErrorCode::LastOwner
                || *code == ErrorCode::NoPermission
                || *code == ErrorCode::SessionInvalid
        }),
        "{codes:?}"
    );
    let owners =
        verity_domain::enterprise::members::memberships_of(&app.ports, &owner.enterprise_id)
            .await
            .unwrap()
            .into_iter()
            .filter(|m| m.role == Role::Owner)
            .count();
    assert_eq!(owners, 1);
    let e = verity_domain::enterprise::enterprise(&app.ports, &owner.enterprise_id)
        .await
        .unwrap();
    assert_eq!(e.active_owners, 1);
}

#[tokio::test]
async fn a_disabled_member_is_out_at_once_and_back_when_enabled() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    let viewer = app.member_of(&owner.enterprise_id, Role::Viewer).await;
    assert_eq!(post(&app, &viewer.token, "detail", "{}").await.code(), 0);
    let body = format!(r#"{{"userId":"{}"}}"#, viewer.user_id);
    app.clock.advance_secs(1);
    assert_eq!(
        post(&app, &owner.token, "member/disable", &body)
            .await
            .code(),
        0
    );
    assert_eq!(
        post(&app, &viewer.token, "detail", "{}").await.code(),
        ErrorCode::SessionInvalid
    );
    let list = post(&app, &owner.token, "member/list", "{}").await;
    assert_eq!(row_of(list.data(), &viewer.user_id)["status"], "disabled");
    app.clock.advance_secs(1);
    assert_eq!(
        post(&app, &owner.token, "member/enable", &body)
            .await
            .code(),
        0
    );
    let back = app.sign_in(&viewer.user_id).await;
    assert_eq!(post(&app, &back, "detail", "{}").await.code(), 0);
    // Unknown roles and ids are field errors.
    for bad in [
        format!(r#"{{"userId":"{}","role":"superuser"}}"#, viewer.user_id),
        r#"{"userId":"../x","role":"viewer"}"#.to_string(),
    ] {
        assert_eq!(
            post(&app, &owner.token, "member/changeRole", &bad)
                .await
                .code(),
            ErrorCode::InvalidField,
            "{bad}"
        );
    }
    let log = post(&app, &owner.token, "auditLog", "{}").await;
    assert_eq!(log.data()["list"][0]["action"], "member.enabled");
    assert_eq!(
        log.data()["list"][1]["action"],
        "member.disabled",
        "{}",
        log.body
    );
}
