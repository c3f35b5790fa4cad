//! Issue 23, the sharer's side: "share to phone" texts the link (once, from
//! the configured public address, within the phone's daily texts) or only
//! creates it.

use serde_json::json;
use verity_testkit::{Answer, TestApp};

use super::{app, completed_order, post, ready};
use verity_http::ErrorCode;

/// A link to the order's report for `to`, not texted.
async fn share_without_text(app: &TestApp, token: &str, order_id: &str, to: &str) -> Answer {
    let body = json!({"orderId": order_id, "phone": to, "expiresInHours": 24});
    post(app, token, "report/share", body).await
}

/// The order's shared links.
async fn shares(app: &TestApp, token: &str, order_id: &str) -> Answer {
    post(app, token, "report/shares", json!({ "orderId": order_id })).await
}

#[tokio::test]
async fn sharing_to_a_phone_texts_the_link_once_or_only_creates_it() {
    let app = app();
    let (owner, package) = ready(&app).await;
    let (other, _) = ready(&app).await;
    let order_id = completed_order(&app, &owner, &package, "13900005678", 1).await;
    let to = "13700007777";

    let quiet = share_without_text(&app, &owner.token, &order_id, to).await;
    assert_eq!(quiet.code(), 0, "{:?}", quiet.data());
    assert_eq!(quiet.data()["texted"], false);
    assert!(app.texts(to).await.is_empty(), "only a link");

    let texted = post(
        &app,
        &owner.token,
        "report/share",
        json!({"orderId": order_id, "phone": to, "expiresInHours": 24, "sendText": true}),
    )
    .await;
    assert_eq!(texted.code(), 0, "{:?}", texted.data());
    assert_eq!(texted.data()["texted"], true);
    let url = texted.data()["url"].as_str().unwrap();
    let base = verity_http::origin::public_base(&app.ports);
    assert!(url.starts_with(&format!("{base}/#/sr?s=")), "{url}");
    let texts = app.texts(to).await;
    assert_eq!(texts.len(), 1);
    assert!(texts[0].contains(url), "{}", texts[0]);
    assert!(
        texts[0].contains("与您分享了一份背景调查报告"),
        "{}",
        texts[0]
    );

    // Another enterprise's order: nothing created, nothing sent.
    let theirs = post(
        &app,
        &other.token,
        "report/share",
        json!({"orderId": order_id, "phone": to, "expiresInHours": 24, "sendText": true}),
    )
    .await;
    assert_eq!(theirs.code(), ErrorCode::NotFound);
    assert_eq!(app.texts(to).await.len(), 1);
}

#[tokio::test]
async fn a_phone_at_its_daily_texts_gets_no_shared_link_and_nothing_is_created() {
    let app = app();
    let (owner, package) = ready(&app).await;
    let order_id = completed_order(&app, &owner, &package, "13900005678", 1).await;
    let to = "13700008888";
    let share = json!({"orderId": order_id, "phone": to, "expiresInHours": 24, "sendText": true});
    for _ in 0..5 {
        assert_eq!(
            post(&app, &owner.token, "report/share", share.clone())
                .await
                .code(),
            0
        );
    }
    assert_eq!(app.texts(to).await.len(), 5);
    let links = |a: &verity_testkit::Answer| a.data()["list"].as_array().unwrap().len();
    let before = shares(&app, &owner.token, &order_id).await;
    let capped = post(&app, &owner.token, "report/share", share).await;
    assert_eq!(capped.code(), ErrorCode::ShareTextCap);
    assert_eq!(capped.data()["max"], 5);
    assert_eq!(app.texts(to).await.len(), 5, "nothing sent");
    let after = shares(&app, &owner.token, &order_id).await;
    assert_eq!(links(&after), links(&before), "no link created");
    // A link without a text is still possible.
    let quiet = share_without_text(&app, &owner.token, &order_id, to).await;
    assert_eq!(quiet.code(), 0);
}
