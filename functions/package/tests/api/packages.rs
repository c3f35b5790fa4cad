//! Building, changing and reading packages.

use serde_json::Value;
use verity_domain::catalog::packages;
use verity_domain::identity::Role;
use verity_http::ErrorCode;
use verity_testkit::{Answer, TestApp};

pub async fn app() -> TestApp {
    let app = TestApp::new(|ports| fn_package::FUNCTION.router(ports));
    verity_domain::catalog::items::seed(app.ports.table.as_ref())
        .await
        .unwrap();
    app
}

pub async fn post(app: &TestApp, token: &str, path: &str, body: &str) -> Answer {
    app.call_as(token, &format!("/api/base/package/{path}"), body)
        .await
}

pub const STANDARD: &str = r#"{"name":"Standard hire","description":"For most roles",
    "items":[{"code":"identity","quantity":1},{"code":"education","quantity":1},{"code":"employment","quantity":2}]}"#;

#[tokio::test]
async fn the_catalogue_lists_the_screening_items_with_prices() {
    let app = app().await;
    let viewer = app.member(Role::Viewer).await;
    let answer = post(&app, &viewer.token, "catalog", "{}").await;
    assert_eq!(answer.code(), 0, "{:?}", answer.body);
    let list = answer.data()["list"].as_array().unwrap();
    assert_eq!(list.len(), 9);
    assert_eq!(list[0]["code"], "identity");
    assert_eq!(list[0]["unitPriceFen"], 800);
    assert_eq!(
        list[0]["candidateFields"],
        serde_json::json!(["name", "idNumber", "phone"])
    );
    let employment = list.iter().find(|i| i["code"] == "employment").unwrap();
    assert_eq!(employment["maxQuantity"], 5);
    assert!(employment["nameZh"].as_str().unwrap().contains("工作"));
}

#[tokio::test]
async fn a_package_is_priced_on_the_server_and_versioned_on_every_change() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    let created = post(&app, &owner.token, "create", STANDARD).await;
    assert_eq!(created.code(), 0, "{:?}", created.body);
    // 800 + 2500 + 2 × 3000
    assert_eq!(created.data()["priceFen"], 9_300);
    assert_eq!(created.data()["version"], 1);
    let id = created.data()["packageId"].as_str().unwrap().to_string();

    // A price sent by the client is refused, not used.
    let priced = post(
        &app,
        &owner.token,
        "create",
        r#"{"name":"Cheap","items":[{"code":"identity","quantity":1}],"priceFen":1}"#,
    )
    .await;
    assert_eq!(priced.code(), ErrorCode::InvalidField);

    app.clock.advance_secs(1);
    let body = format!(
        r#"{{"packageId":"{id}","version":1,"name":"Standard hire","description":"With court records",
            "items":[{{"code":"identity","quantity":1}},{{"code":"court","quantity":1}}]}}"#
    );
    let updated = post(&app, &owner.token, "update", &body).await;
    assert_eq!(updated.code(), 0, "{:?}", updated.body);
    assert_eq!(
        (
            updated.data()["version"].clone(),
            updated.data()["priceFen"].clone()
        ),
        (Value::from(2), Value::from(2_300))
    );
    // The form of version 1, sent again, is refused: the package moved on.
    let stale = post(&app, &owner.token, "update", &body).await;
    assert_eq!(stale.code(), ErrorCode::PackageChanged);
    assert_eq!(stale.data()["version"], 2);

    let detail = post(
        &app,
        &owner.token,
        "detail",
        &format!(r#"{{"packageId":"{id}"}}"#),
    )
    .await;
    assert_eq!(detail.code(), 0);
    assert_eq!(detail.data()["version"], 2);
    assert_eq!(detail.data()["items"].as_array().unwrap().len(), 2);
    let versions = detail.data()["versions"].as_array().unwrap();
    assert_eq!(versions.len(), 2);
    assert_eq!(
        (
            versions[0]["version"].clone(),
            versions[1]["version"].clone()
        ),
        (2.into(), 1.into())
    );
    // An order placed with version 1 keeps what it bought and its price.
    let v1 = packages::version(&app.ports, &owner.enterprise_id, &id, 1)
        .await
        .unwrap();
    assert_eq!(v1.price_fen, 9_300);
    assert_eq!(v1.items.len(), 3);

    // Disabled: listed under disabled only, and not changeable until enabled.
    let disabled = post(
        &app,
        &owner.token,
        "disable",
        &format!(r#"{{"packageId":"{id}"}}"#),
    )
    .await;
    assert_eq!(disabled.data()["status"], "disabled");
    let refused = post(
        &app,
        &owner.token,
        "update",
        &body.replace(r#""version":1"#, r#""version":2"#),
    )
    .await;
    assert_eq!(refused.code(), ErrorCode::PackageDisabled);
    let active = post(&app, &owner.token, "list", "{}").await;
    assert_eq!(active.data()["list"].as_array().unwrap().len(), 0);
    let off = post(&app, &owner.token, "list", r#"{"status":"disabled"}"#).await;
    assert_eq!(off.data()["list"][0]["packageId"], id.as_str());
    let enabled = post(
        &app,
        &owner.token,
        "enable",
        &format!(r#"{{"packageId":"{id}"}}"#),
    )
    .await;
    assert_eq!(enabled.data()["status"], "active");
}

#[tokio::test]
async fn the_list_pages_by_cursor_and_searches_names_in_any_case() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    for i in 0..23 {
        app.clock.advance_secs(1);
        let name = if i % 2 == 0 {
            format!("Engineer {i}")
        } else {
            format!("Sales {i}")
        };
        let body = format!(r#"{{"name":"{name}","items":[{{"code":"identity","quantity":1}}]}}"#);
        assert_eq!(post(&app, &owner.token, "create", &body).await.code(), 0);
    }
    let first = post(&app, &owner.token, "list", "{}").await;
    assert_eq!(first.data()["list"].as_array().unwrap().len(), 20);
    // Most recently changed first.
    assert_eq!(first.data()["list"][0]["name"], "Engineer 22");
    let cursor = first.data()["cursor"].as_str().unwrap();
    let second = post(
        &app,
        &owner.token,
        "list",
        &format!(r#"{{"cursor":"{cursor}"}}"#),
    )
    .await;
    assert_eq!(second.data()["list"].as_array().unwrap().len(), 3);
    assert!(second.data()["cursor"].is_null());

    let mut found = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let body = match &cursor {
            Some(c) => format!(r#"{{"keyword":"ENGINEER","cursor":"{c}"}}"#),
            None => r#"{"keyword":"ENGINEER"}"#.to_string(),
        };
        let page = post(&app, &owner.token, "list", &body).await;
        for row in page.data()["list"].as_array().unwrap() {
            found.push(row["name"].as_str().unwrap().to_string());
        }
        match page.data()["cursor"].as_str() {
            Some(c) => cursor = Some(c.to_string()),
            None => break,
        }
    }
    assert_eq!(found.len(), 12);
    assert!(found.iter().all(|n| n.starts_with("Engineer")));
}
