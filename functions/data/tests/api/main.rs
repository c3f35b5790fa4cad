use verity_http::ErrorCode;
use verity_testkit::TestApp;

/// The function on the test kit's app, its reference data seeded.
async fn seeded() -> TestApp {
    let app = TestApp::new(|ports| fn_data::FUNCTION.router(ports));
    fn_data::dictionaries::seed(app.ports.table.as_ref())
        .await
        .unwrap();
    app
}

#[tokio::test]
async fn a_dictionary_lists_its_entries_in_display_order_with_both_labels() {
    let app = seeded().await;
    let answer = app
        .call("/api/base/data/queryDictList", r#"{"type":"orderStatus"}"#)
        .await;
    assert_eq!(answer.code(), 0);
    let list = answer.data()["list"].as_array().unwrap();
    let values: Vec<_> = list.iter().map(|e| e["value"].as_str().unwrap()).collect();
    assert_eq!(
        values[..4],
        [
            "awaiting_authorization",
            "authorized",
            "in_progress",
            "completed"
        ]
    );
    assert_eq!(list[0]["label"], "待授权");
    assert_eq!(list[0]["labelEn"], "Awaiting authorization");
}

#[tokio::test]
async fn every_declared_dictionary_is_served() {
    let app = seeded().await;
    for (kind, entries) in fn_data::dictionaries::DICTIONARIES {
        let answer = app
            .call(
                "/api/base/data/queryDictList",
                &format!(r#"{{"type":"{kind}"}}"#),
            )
            .await;
        assert_eq!(
            answer.data()["list"].as_array().unwrap().len(),
            entries.len(),
            "{kind}"
        );
    }
}

#[tokio::test]
async fn unknown_or_missing_types_get_documented_codes() {
    let app = seeded().await;
    let unknown = app
        .call("/api/base/data/queryDictList", r#"{"type":"nope"}"#)
        .await;
    assert_eq!(unknown.code(), ErrorCode::UnknownDictType);
    assert!(unknown.data()["known"]
        .as_array()
        .unwrap()
        .iter()
        .any(|k| k == "checkItemKind"));
    for (body, code) in [
        ("{}", ErrorCode::InvalidField),
        (r#"{"type":""}"#, ErrorCode::InvalidField),
        (r#"{"type":7}"#, ErrorCode::InvalidField),
        ("{type:", ErrorCode::MalformedJson),
    ] {
        assert_eq!(
            app.call("/api/base/data/queryDictList", body).await.code(),
            code,
            "{body}"
        );
    }
}

#[tokio::test]
async fn a_body_sent_as_another_media_type_is_refused() {
    let app = seeded().await;
    let request = http::Request::post("/api/base/data/queryDictList")
        .header("content-type", "text/plain")
        .body(axum::body::Body::from(r#"{"type":"orderStatus"}"#))
        .unwrap();
    assert_eq!(
        app.send(request).await.code(),
        ErrorCode::UnsupportedMediaType
    );
}

#[tokio::test]
async fn sphere_config_answers_all_keys_or_those_under_a_prefix() {
    let app = seeded().await;
    let all = app.get("/api/base/data/querySphereConfig", None).await;
    assert_eq!(all.code(), 0);
    assert_eq!(all.data()["site.supportPhone"], "400-820-1234");
    assert_eq!(all.data()["site.productName"], "Verity");
    let some = app
        .get("/api/base/data/querySphereConfig?prefix=site.support", None)
        .await;
    let keys: Vec<_> = some.data().as_object().unwrap().keys().cloned().collect();
    assert!(
        keys.iter().all(|k| k.starts_with("site.support")) && keys.len() == 4,
        "{keys:?}"
    );
    let none = app
        .get("/api/base/data/querySphereConfig?prefix=zzz", None)
        .await;
    assert!(none.data().as_object().unwrap().is_empty());
    let bad = app
        .get("/api/base/data/querySphereConfig?prefix=%3Cscript%3E", None)
        .await;
    assert_eq!(bad.code(), ErrorCode::InvalidField);
}

#[tokio::test]
async fn unknown_routes_and_methods_answer_in_the_envelope() {
    let app = seeded().await;
    let missing = app.call("/api/base/data/nothing", "{}").await;
    assert_eq!(missing.status, 404);
    assert_eq!(missing.code(), ErrorCode::RouteNotFound);
    let wrong = app.get("/api/base/data/queryDictList", None).await;
    assert_eq!(wrong.status, 405);
}
