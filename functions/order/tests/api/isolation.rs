//! Another enterprise's ids give nothing; a share token opens only its own link.

use serde_json::json;

use crate::support::*;
use verity_http::ErrorCode;

#[tokio::test]
async fn another_enterprises_order_is_not_found_and_stays_untouched() {
    let app = app();
    let mine = ready(&app, 100_000).await;
    let theirs = ready(&app, 100_000).await;
    let created = order(&app, &theirs, "13800001111", 1).await;
    let body = json!({ "orderId": created["orderId"] }).to_string();
    for path in ["order/detail", "order/cancel", "order/remind"] {
        assert_eq!(
            post(&app, &mine.owner.token, path, &body).await.code(),
            ErrorCode::NotFound,
            "{path}"
        );
    }
    let list = post(&app, &mine.owner.token, "order/list", "{}").await;
    assert!(list.data()["items"].as_array().unwrap().is_empty());
    let d = detail(
        &app,
        &theirs.owner.token,
        created["orderId"].as_str().unwrap(),
    )
    .await;
    assert_eq!(d["status"], "awaiting_authorization");
    assert_eq!(
        balance(&app, &theirs.owner.enterprise_id).await,
        100_000 - theirs.price_fen
    );
    // Their list's cursor is refused on mine.
    order(&app, &theirs, "13800002222", 2).await;
    let page = post(&app, &theirs.owner.token, "order/list", r#"{"pageSize":1}"#).await;
    let cursor = page.data()["cursor"]
        .as_str()
        .expect("a next page")
        .to_string();
    let stolen = post(
        &app,
        &mine.owner.token,
        "order/list",
        &json!({ "cursor": cursor }).to_string(),
    )
    .await;
    assert_eq!(stolen.code(), ErrorCode::BadCursor);
}

#[tokio::test]
async fn a_share_token_of_one_order_cannot_read_another() {
    let app = app();
    let r = ready(&app, 100_000).await;
    order(&app, &r, "13800001111", 1).await;
    order(&app, &r, "13800002222", 2).await;
    let s1 = link_code(&app, "13800001111").await;
    let s2 = link_code(&app, "13800002222").await;
    let token1 = app.share_token(&s1, "13800001111").await;
    let other = candidate_page(&app, &token1, &s2).await;
    assert_eq!(other.code(), ErrorCode::PhoneCheckRequired);
    let sign_other = sign(&app, &token1, &s2).await;
    assert_eq!(sign_other.code(), ErrorCode::PhoneCheckRequired);
    // An enterprise session is no share token either.
    let session = candidate_page(&app, &r.owner.token, &s1).await;
    assert_eq!(session.code(), ErrorCode::PhoneCheckRequired);
}
