use serde_json::Value;

use verity_http::ErrorCode;
use verity_testkit::TestApp;

/// The function on the test kit's app, its reference data seeded.
async fn seeded() -> TestApp {
    let app = TestApp::new(|ports| fn_region::FUNCTION.router(ports));
    assert!(fn_region::seed::seed(app.ports.table.as_ref())
        .await
        .unwrap());
    app
}

fn names(data: &Value) -> Vec<String> {
    data["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn an_empty_body_lists_the_31_provinces_in_code_order() {
    let app = seeded().await;
    let answer = app.call("/api/base/region/list", "{}").await;
    assert_eq!(answer.code(), 0);
    let list = answer.data()["list"].as_array().unwrap();
    assert_eq!(list.len(), 31);
    assert_eq!(list[0]["code"], "11");
    assert_eq!(list[0]["name"], "北京市");
    assert_eq!(list[0]["level"], 1);
    assert_eq!(list[0]["hasChildren"], true);
}

#[tokio::test]
async fn a_parent_code_lists_its_children() {
    let app = seeded().await;
    let cities = app
        .call("/api/base/region/list", r#"{"parentCode":"44"}"#)
        .await;
    assert!(names(cities.data()).contains(&"广州市".to_string()));
    let districts = app
        .call("/api/base/region/list", r#"{"parentCode":"4401"}"#)
        .await;
    assert!(names(districts.data()).contains(&"天河区".to_string()));
    assert!(districts.data()["list"]
        .as_array()
        .unwrap()
        .iter()
        .all(|d| d["level"] == 3 && d["hasChildren"] == false));
}

#[tokio::test]
async fn a_district_has_no_children_and_an_unknown_code_is_not_found() {
    let app = seeded().await;
    let leaf = app
        .call("/api/base/region/list", r#"{"parentCode":"110101"}"#)
        .await;
    assert_eq!(leaf.code(), 0);
    assert!(leaf.data()["list"].as_array().unwrap().is_empty());
    let unknown = app
        .call("/api/base/region/list", r#"{"parentCode":"99"}"#)
        .await;
    assert_eq!(unknown.code(), ErrorCode::NotFound);
}

#[tokio::test]
async fn bad_input_gets_a_documented_code_and_never_a_500() {
    let app = seeded().await;
    for (body, code) in [
        (r#"{"parentCode":"abc"}"#, ErrorCode::InvalidField),
        (r#"{"parentCode":123}"#, ErrorCode::InvalidField),
        (r#"{"parentCode":"1"}"#, ErrorCode::InvalidField),
        (r#"{"unexpected":true}"#, ErrorCode::InvalidField),
        (r#"{"parentCode":"#, ErrorCode::MalformedJson),
        ("[1,2", ErrorCode::MalformedJson),
    ] {
        let answer = app.call("/api/base/region/list", body).await;
        assert_eq!(answer.status, 200, "{body}");
        assert_eq!(answer.code(), code, "{body}");
    }
    let huge = format!(r#"{{"parentCode":"{}"}}"#, "1".repeat(200_000));
    let answer = app.call("/api/base/region/list", &huge).await;
    assert_eq!(answer.code(), ErrorCode::BodyTooLarge);
}

#[tokio::test]
async fn seeding_twice_writes_once() {
    let dir = tempfile::tempdir().unwrap();
    let ports = verity_testkit::for_tests(dir.path());
    assert!(fn_region::seed::seed(ports.table.as_ref()).await.unwrap());
    assert!(!fn_region::seed::seed(ports.table.as_ref()).await.unwrap());
}
