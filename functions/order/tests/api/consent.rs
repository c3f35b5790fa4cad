//! The candidate's consent through the share link, and what follows it.

use serde_json::json;
use verity_testkit::TestApp;

use crate::support::*;
use verity_http::ErrorCode;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_sms_order_waits_for_consent_then_runs_to_consider_for_a_court_record() {
    // The processor's whole path, on each Table adapter.
    for (_adapter, app) in TestApp::on_each_table(routes).await {
        journey(&app).await;
    }
}

async fn journey(app: &TestApp) {
    let r = ready(app, 100_000).await;
    let phone = "13800001111";
    let created = order(app, &r, phone, 1).await;
    assert_eq!(created["status"], "awaiting_authorization");
    assert_eq!(created["priceFen"], r.price_fen);
    assert_eq!(created["balanceAfterFen"], 100_000 - r.price_fen);
    let order_id = created["orderId"].as_str().unwrap().to_string();

    // No screening item starts before consent.
    let waiting = detail(app, &r.owner.token, &order_id).await;
    assert!(waiting["items"]
        .as_array()
        .unwrap()
        .iter()
        .all(|i| i["status"] == "pending" && i["attempts"] == 0));
    assert_eq!(kinds(&waiting), ["created", "invited"]);
    assert_eq!(waiting["invite"]["sentCount"], 1);

    // The candidate's text carries the link; the link needs the phone check.
    let s = link_code(app, phone).await;
    assert!(s.len() >= 43, "at least 256 bits");
    let no_token = candidate_page(app, "not-a-share-token", &s).await;
    assert_eq!(no_token.code(), ErrorCode::PhoneCheckRequired);
    let wrong_phone = app.check_phone(&s, "13900009999").await;
    assert_eq!(wrong_phone.code(), ErrorCode::SharePhoneMismatch);

    let token = app.share_token(&s, phone).await;
    let page = candidate_page(app, &token, &s).await;
    assert_eq!(page.code(), 0, "{:?}", page.body);
    let page = page.data();
    assert_eq!(page["enterpriseName"], "Test Co");
    assert_eq!(page["candidate"]["name"], "张*");
    assert_eq!(page["candidate"]["phone"], "138****1111");
    assert_eq!(page["canSign"], true);
    assert!(page["disclosure"]["body"]
        .as_str()
        .unwrap()
        .contains("Test Co"));
    assert!(page["items"]
        .as_array()
        .unwrap()
        .iter()
        .any(|i| i["code"] == "court"));

    let signed = sign(app, &token, &s).await;
    assert_eq!(signed.code(), 0, "{:?}", signed.body);
    assert_eq!(signed.data()["status"], "authorized");

    // The processor ran every item after consent.
    let done = detail(app, &r.owner.token, &order_id).await;
    assert_eq!(done["status"], "completed");
    assert_eq!(done["result"], "consider");
    let court = done["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["code"] == "court")
        .unwrap();
    assert_eq!(court["result"], "consider");
    // The record shows the report's grade (one label table for record, report and PDF).
    assert_eq!(court["grade"], "red");
    assert!(done["items"]
        .as_array()
        .unwrap()
        .iter()
        .all(|i| i["status"] == "done"));
    assert_eq!(done["consent"]["mode"], "sms");
    assert_eq!(done["consent"]["hasSignature"], true);
    let timeline = kinds(&done);
    assert_eq!(
        &timeline[..4],
        ["created", "invited", "authorized", "started"]
    );
    assert_eq!(timeline.last().unwrap(), "completed");
    assert_eq!(timeline.iter().filter(|k| *k == "item_done").count(), 6);
    // Signing again is refused: the order no longer awaits consent.
    assert_eq!(
        sign(app, &token, &s).await.code(),
        ErrorCode::OrderStateConflict
    );
}

#[tokio::test]
async fn each_sandbox_phone_rule_gives_its_result() {
    let app = app();
    let r = ready(&app, 1_000_000).await;
    for (n, (phone, item, result)) in [
        ("13800002222", "education", "consider"),
        ("13800003333", "employment", "consider"),
        ("13800004444", "dishonest", "consider"),
        ("13800005555", "court", "clear"),
    ]
    .into_iter()
    .enumerate()
    {
        let created = order(&app, &r, phone, 10 + n as u32).await;
        let s = link_code(&app, phone).await;
        let token = app.share_token(&s, phone).await;
        assert_eq!(sign(&app, &token, &s).await.code(), 0);
        let d = detail(&app, &r.owner.token, created["orderId"].as_str().unwrap()).await;
        assert_eq!(d["status"], "completed", "{phone}");
        let first = d["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["code"] == item)
            .unwrap();
        assert_eq!(first["result"], result, "{phone}: {item}");
        assert_eq!(d["result"], result, "{phone}");
    }
}

#[tokio::test]
async fn a_time_out_is_retried_and_shows_on_the_timeline() {
    let app = app();
    let r = ready(&app, 100_000).await;
    let phone = "13800009999";
    let created = order(&app, &r, phone, 1).await;
    let s = link_code(&app, phone).await;
    let token = app.share_token(&s, phone).await;
    assert_eq!(sign(&app, &token, &s).await.code(), 0);
    let d = detail(&app, &r.owner.token, created["orderId"].as_str().unwrap()).await;
    assert_eq!(d["status"], "completed");
    assert_eq!(d["result"], "clear");
    assert!(d["items"]
        .as_array()
        .unwrap()
        .iter()
        .all(|i| i["attempts"] == 2));
    assert_eq!(kinds(&d).iter().filter(|k| *k == "item_retry").count(), 6);
}

#[tokio::test]
async fn the_candidate_can_withdraw_before_anything_starts_and_the_enterprise_is_refunded() {
    let app = app();
    let r = ready(&app, 100_000).await;
    let phone = "13800006666";
    let created = order(&app, &r, phone, 1).await;
    let s = link_code(&app, phone).await;
    let token = app.share_token(&s, phone).await;
    let a = post(
        &app,
        &token,
        "candidate/withdraw",
        &json!({ "s": s }).to_string(),
    )
    .await;
    assert_eq!(a.code(), 0, "{:?}", a.body);
    assert_eq!(a.data()["status"], "canceled");
    assert_eq!(balance(&app, &r.owner.enterprise_id).await, 100_000);
    let d = detail(&app, &r.owner.token, created["orderId"].as_str().unwrap()).await;
    assert_eq!(d["status"], "canceled");
    assert_eq!(d["refundedFen"], r.price_fen);
    assert!(kinds(&d).contains(&"withdrawn".to_string()));
    assert!(d["items"]
        .as_array()
        .unwrap()
        .iter()
        .all(|i| i["status"] == "skipped"));
    // Nothing left to sign or withdraw.
    assert_eq!(
        sign(&app, &token, &s).await.code(),
        ErrorCode::OrderStateConflict
    );
    let again = post(
        &app,
        &token,
        "candidate/withdraw",
        &json!({ "s": s }).to_string(),
    )
    .await;
    assert_eq!(again.code(), ErrorCode::OrderStateConflict);
}

#[tokio::test]
async fn a_sign_without_agreement_or_a_real_png_is_refused_and_changes_nothing() {
    let app = app();
    let r = ready(&app, 100_000).await;
    let phone = "13800007777";
    let created = order(&app, &r, phone, 1).await;
    let s = link_code(&app, phone).await;
    let token = app.share_token(&s, phone).await;
    let disagree = post(
        &app,
        &token,
        "candidate/sign",
        &json!({ "s": s, "agree": false, "signaturePng": SIGNATURE }).to_string(),
    )
    .await;
    assert_eq!(disagree.code(), ErrorCode::InvalidField);
    assert_eq!(disagree.data()["field"], "agree");
    let not_png = post(
        &app,
        &token,
        "candidate/sign",
        &json!({ "s": s, "agree": true, "signaturePng": "data:image/png;base64,aGVsbG8=" })
            .to_string(),
    )
    .await;
    assert_eq!(not_png.code(), ErrorCode::InvalidField);
    assert_eq!(not_png.data()["field"], "signaturePng");
    let d = detail(&app, &r.owner.token, created["orderId"].as_str().unwrap()).await;
    assert_eq!(d["status"], "awaiting_authorization");
    assert!(d["consent"].is_null());
}

/// Messages that used to fall through to English: a Chinese request reads
/// them in Chinese, an English one in English, from the one definition.
#[tokio::test]
async fn the_signature_refusals_read_in_the_language_of_the_request() {
    let app = app();
    let r = ready(&app, 100_000).await;
    let phone = "13800007778";
    order(&app, &r, phone, 1).await;
    let s = link_code(&app, phone).await;
    let token = app.share_token(&s, phone).await;
    let sign = |agree: bool, png: &'static str, lang: &'static str| {
        let (app, token, s) = (&app, token.clone(), s.clone());
        async move {
            app.call_as_lang(
                &token,
                "/api/base/candidate/sign",
                &json!({ "s": s, "agree": agree, "signaturePng": png }).to_string(),
                lang,
            )
            .await
        }
    };
    let not_png = "data:image/png;base64,aGVsbG8=";
    let zh = sign(true, not_png, "zh-CN,zh;q=0.9").await;
    assert_eq!(zh.code(), ErrorCode::InvalidField);
    assert_eq!(zh.body["msg"], "签名须为不超过 300 KB 的 PNG 图片");
    let en = sign(true, not_png, "en-US").await;
    assert_eq!(
        en.body["msg"],
        "the signature must be a PNG image of at most 300 KB"
    );
    let zh = sign(true, "not a data url", "zh-CN").await;
    assert_eq!(zh.body["msg"], "请在框内签名");
    assert_eq!(zh.data()["field"], "signaturePng");
    let en = sign(true, "not a data url", "en-US").await;
    assert_eq!(en.body["msg"], "signaturePng: please sign in the box");
    let zh = sign(false, SIGNATURE, "zh-CN").await;
    assert_eq!(zh.body["msg"], "请阅读并同意授权书");
}

#[tokio::test]
async fn an_offline_order_with_a_signed_authorization_starts_at_once() {
    let app = app();
    let r = ready(&app, 100_000).await;
    let file = app.consent_file(&r.owner).await;
    let body = json!({
        "packageId": r.package_id,
        "candidate": {"name": "李四", "phone": "13800008888", "idNumber": ID, "school": "北京大学", "employer": "示例科技有限公司"},
        "authMode": "offline",
        "consentFileKey": file,
        "idempotencyKey": key(1),
    });
    let a = post(&app, &r.owner.token, "order/create", &body.to_string()).await;
    assert_eq!(a.code(), 0, "{:?}", a.body);
    assert_eq!(a.data()["status"], "authorized");
    let d = detail(&app, &r.owner.token, a.data()["orderId"].as_str().unwrap()).await;
    assert_eq!(d["status"], "completed");
    assert_eq!(d["result"], "clear");
    assert_eq!(d["consent"]["mode"], "offline");
    assert_eq!(d["consent"]["hasFile"], true);
    // No consent text for an offline order: only the portal notices (started, completed).
    let texts = app.texts("13800008888").await;
    assert_eq!(texts.len(), 2, "{texts:?}");
    assert!(
        texts
            .iter()
            .all(|t| t.contains("/#/me") && !t.contains("s=")),
        "{texts:?}"
    );
}

#[tokio::test]
async fn an_expired_or_revoked_link_says_so_before_asking_for_the_phone() {
    let app = app();
    let r = ready(&app, 100_000).await;
    let phone = "13800001212";
    let created = order(&app, &r, phone, 1).await;
    let s = link_code(&app, phone).await;
    // The enterprise cancels: the link is withdrawn.
    let canceled = cancel(&app, &r.owner.token, &created).await;
    assert_eq!(canceled.code(), 0);
    let revoked = candidate_page(&app, "any", &s).await;
    assert_eq!(revoked.code(), ErrorCode::ShareLinkRevoked);
    assert_eq!(
        app.check_phone(&s, phone).await.code(),
        ErrorCode::ShareLinkRevoked
    );
    let unknown = candidate_page(&app, "any", &"x".repeat(43)).await;
    assert_eq!(unknown.code(), ErrorCode::ShareLinkInvalid);
}
