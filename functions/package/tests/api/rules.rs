//! Bad input changes nothing; roles and enterprises are checked on the server.

use verity_domain::identity::Role;

use crate::packages::{app, post, STANDARD};
use verity_http::ErrorCode;

#[tokio::test]
async fn bad_packages_are_refused_with_their_field_and_nothing_is_written() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    for (body, code, field) in [
        (
            r#"{"name":"X","items":[{"code":"identity","quantity":0}]}"#,
            ErrorCode::InvalidField,
            "items[0].quantity",
        ),
        (
            r#"{"name":"X","items":[{"code":"employment","quantity":6}]}"#,
            ErrorCode::InvalidField,
            "items[0].quantity",
        ),
        (
            r#"{"name":"X","items":[{"code":"identity","quantity":-1}]}"#,
            ErrorCode::InvalidField,
            "items[0].quantity",
        ),
        (
            r#"{"name":"X","items":[{"code":"identity","quantity":"1"}]}"#,
            ErrorCode::InvalidField,
            "items[0].quantity",
        ),
        (
            r#"{"name":"X","items":[{"code":"identity","quantity":1.5}]}"#,
            ErrorCode::InvalidField,
            "items[0].quantity",
        ),
        (
            r#"{"name":"X","items":[{"code":"identity","quantity":1},{"code":"palmistry","quantity":1}]}"#,
            ErrorCode::UnknownCatalogItem,
            "items[1].code",
        ),
        (
            r#"{"name":"X","items":[{"code":"court","quantity":1},{"code":"court","quantity":1}]}"#,
            ErrorCode::InvalidField,
            "items[1].code",
        ),
        (
            r#"{"name":"X","items":[]}"#,
            ErrorCode::InvalidField,
            "items",
        ),
        (
            r#"{"name":"  ","items":[{"code":"identity","quantity":1}]}"#,
            ErrorCode::InvalidField,
            "name",
        ),
        (
            &format!(
                r#"{{"name":"{}","items":[{{"code":"identity","quantity":1}}]}}"#,
                "n".repeat(51)
            ),
            ErrorCode::InvalidField,
            "name",
        ),
    ] {
        let answer = post(&app, &owner.token, "create", body).await;
        assert_eq!(answer.code(), code, "{body}: {:?}", answer.body);
        assert_eq!(answer.data()["field"], field, "{body}");
    }
    let unknown = post(
        &app,
        &owner.token,
        "create",
        r#"{"name":"X","items":[{"code":"palmistry","quantity":1}]}"#,
    )
    .await;
    assert_eq!(unknown.data()["code"], "palmistry");
    for status in ["active", "disabled"] {
        let list = post(
            &app,
            &owner.token,
            "list",
            &format!(r#"{{"status":"{status}"}}"#),
        )
        .await;
        assert_eq!(list.data()["list"].as_array().unwrap().len(), 0, "{status}");
    }
    let gone = post(&app, &owner.token, "list", r#"{"status":"gone"}"#).await;
    assert_eq!(gone.code(), ErrorCode::InvalidField);
    assert_eq!(gone.data()["field"], "status");
    assert_eq!(gone.body["msg"], "status: must be active or disabled");
}

#[tokio::test]
async fn viewers_and_operators_read_packages_but_only_owners_and_admins_change_them() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    let admin = app.member_of(&owner.enterprise_id, Role::Admin).await;
    let operator = app.member_of(&owner.enterprise_id, Role::Operator).await;
    let viewer = app.member_of(&owner.enterprise_id, Role::Viewer).await;
    let created = post(&app, &admin.token, "create", STANDARD).await;
    assert_eq!(created.code(), 0);
    let id = created.data()["packageId"].as_str().unwrap();
    let by_id = format!(r#"{{"packageId":"{id}"}}"#);
    for reader in [&operator, &viewer] {
        assert_eq!(post(&app, &reader.token, "catalog", "{}").await.code(), 0);
        assert_eq!(post(&app, &reader.token, "list", "{}").await.code(), 0);
        assert_eq!(post(&app, &reader.token, "detail", &by_id).await.code(), 0);
        assert_eq!(
            post(&app, &reader.token, "create", STANDARD).await.code(),
            ErrorCode::NoPermission
        );
        assert_eq!(
            post(&app, &reader.token, "disable", &by_id).await.code(),
            ErrorCode::NoPermission
        );
        let update = STANDARD.replacen('{', &format!(r#"{{"packageId":"{id}","#), 1);
        assert_eq!(
            post(&app, &reader.token, "update", &update).await.code(),
            ErrorCode::NoPermission
        );
    }
    // A visitor (no enterprise) and a signed-out caller.
    let visitor = app.account("Visitor").await;
    let visitor = app.sign_in(&visitor.user_id).await;
    assert_eq!(
        post(&app, &visitor, "catalog", "{}").await.code(),
        ErrorCode::NoPermission
    );
    assert_eq!(
        app.call("/api/base/package/catalog", "{}").await.code(),
        ErrorCode::SessionInvalid
    );
}

#[tokio::test]
async fn another_enterprises_package_ids_and_cursors_give_nothing() {
    let app = app().await;
    let a = app.member(Role::Owner).await;
    let b = app.member(Role::Owner).await;
    let mut b_id = String::new();
    for _ in 0..21 {
        app.clock.advance_secs(1);
        b_id = post(&app, &b.token, "create", STANDARD).await.data()["packageId"]
            .as_str()
            .unwrap()
            .to_string();
    }
    let by_id = format!(r#"{{"packageId":"{b_id}"}}"#);
    for path in ["detail", "disable", "enable"] {
        assert_eq!(
            post(&app, &a.token, path, &by_id).await.code(),
            ErrorCode::NotFound,
            "{path}"
        );
    }
    let update = STANDARD.replacen('{', &format!(r#"{{"packageId":"{b_id}","#), 1);
    assert_eq!(
        post(&app, &a.token, "update", &update).await.code(),
        ErrorCode::NotFound
    );
    assert_eq!(
        post(&app, &a.token, "list", "{}").await.data()["list"]
            .as_array()
            .unwrap()
            .len(),
        0
    );
    let b_page = post(&app, &b.token, "list", "{}").await;
    let cursor = b_page.data()["cursor"].as_str().unwrap();
    let stolen = post(
        &app,
        &a.token,
        "list",
        &format!(r#"{{"cursor":"{cursor}"}}"#),
    )
    .await;
    assert_eq!(stolen.code(), ErrorCode::BadCursor);
    // B's package is untouched.
    let still = post(&app, &b.token, "detail", &by_id).await;
    assert_eq!(
        (
            still.data()["status"].clone(),
            still.data()["version"].clone()
        ),
        ("active".into(), 1.into())
    );
}
