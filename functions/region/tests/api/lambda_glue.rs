//! The Lambda glue: an API Gateway HTTP API (v2) event goes through
//! `lambda_http` into the router and comes back as a v2 response.

use lambda_http::request::LambdaRequest;
use lambda_http::{Adapter, Context, LambdaEvent, Service};
use serde_json::{json, Value};
use verity_http::ErrorCode;

fn apigw_v2_event(method: &str, path: &str, body: &str) -> LambdaRequest {
    serde_json::from_value(json!({
        "version": "2.0",
        "routeKey": "ANY /api/base/region/{proxy+}",
        "rawPath": path,
        "rawQueryString": "",
        "headers": {"content-type": "application/json", "host": "api.example.com"},
        "requestContext": {
            "accountId": "123456789012",
            "apiId": "api",
            "domainName": "api.example.com",
            "domainPrefix": "api",
            "http": {"method": method, "path": path, "protocol": "HTTP/1.1", "sourceIp": "203.0.113.9", "userAgent": "test"},
            "requestId": "r1",
            "routeKey": "ANY /api/base/region/{proxy+}",
            "stage": "$default",
            "time": "21/Nov/2026:10:00:00 +0000",
            "timeEpoch": 1795255200000u64
        },
        "pathParameters": {"proxy": "list"},
        "body": body,
        "isBase64Encoded": false
    }))
    .expect("a valid API Gateway v2 event")
}

async fn invoke(event: LambdaRequest) -> Value {
    let dir = tempfile::tempdir().unwrap();
    let ports = verity_testkit::for_tests(dir.path());
    fn_region::seed::seed(ports.table.as_ref()).await.unwrap();
    let mut adapter = Adapter::from(fn_region::FUNCTION.router(ports));
    let response = adapter
        .call(LambdaEvent::new(event, Context::default()))
        .await
        .unwrap();
    serde_json::to_value(response).unwrap()
}

#[tokio::test]
async fn a_v2_event_reaches_the_router_and_returns_the_envelope() {
    let response = invoke(apigw_v2_event(
        "POST",
        "/api/base/region/list",
        r#"{"parentCode":"31"}"#,
    ))
    .await;
    assert_eq!(response["statusCode"], 200);
    let body: Value = serde_json::from_str(response["body"].as_str().unwrap()).unwrap();
    assert_eq!(body["code"], 0);
    assert_eq!(body["data"]["list"][0]["code"], "3101");
}

#[tokio::test]
async fn malformed_json_in_an_event_is_an_envelope_error_not_a_lambda_failure() {
    let response = invoke(apigw_v2_event("POST", "/api/base/region/list", "{nope")).await;
    assert_eq!(response["statusCode"], 200);
    let body: Value = serde_json::from_str(response["body"].as_str().unwrap()).unwrap();
    assert_eq!(body["code"], ErrorCode::MalformedJson);
}
