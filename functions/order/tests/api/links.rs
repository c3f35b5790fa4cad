//! Issue 22, rule 3: links the platform sends never come from request
//! headers. An order/create with a forged Origin, Referer and Host texts the
//! candidate a link to the configured address.

use axum::body::Body;
use http::Request;
use serde_json::json;

use crate::support::*;

#[tokio::test]
async fn links_the_platform_sends_never_come_from_request_headers() {
    let app = app();
    let r = ready(&app, 100_000).await;
    let phone = "13700001234";
    let body = json!({
        "packageId": r.package_id,
        "candidate": {"name": "张三", "phone": phone, "idNumber": id_for(phone), "school": "北京大学", "employer": "示例科技有限公司"},
        "authMode": "sms",
        "idempotencyKey": key(1),
    });
    let request = Request::post("/api/base/order/create")
        .header("content-type", "application/json")
        .header("authorization", format!("Bearer {}", r.owner.token))
        .header("origin", "https://evil.example")
        .header("referer", "https://evil.example/#/initiateBack")
        .header("host", "evil.example")
        .header("x-forwarded-proto", "https")
        .body(Body::from(body.to_string()))
        .unwrap();
    let a = app.send(request).await;
    assert_eq!(a.code(), 0, "{:?}", a.body);

    let text = app.texts(phone).await.pop().expect("a consent text");
    // The test kit's configured address is the local stack's default one.
    assert!(
        text.contains("http://127.0.0.1:3000/#/"),
        "the link uses the configured address: {text}"
    );
    assert!(!text.contains("evil.example"), "{text}");
}

#[tokio::test]
async fn a_url_like_enterprise_name_never_reaches_a_candidate_text() {
    let app = app();
    let r = ready(&app, 100_000).await;
    // A name that passes for an address (as a hostile owner might register).
    app.ports
        .table
        .update(
            &verity_domain::enterprise::profile::enterprise_key(&r.owner.enterprise_id),
            vec![verity_core::table::UpdateAction::set(
                "name",
                "www.verity-refund.com",
            )],
            None,
        )
        .await
        .unwrap();
    let phone = "13700004321";
    order(&app, &r, phone, 7).await;
    let text = app.texts(phone).await.pop().expect("a consent text");
    assert!(!text.contains("verity-refund"), "{text}");
    assert!(text.contains("http://127.0.0.1:3000/#/"), "{text}");
}
