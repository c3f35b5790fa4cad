//! Records of processing (`order/processingRecord`) and the candidate's
//! portal notices: texted when the check starts and completes, within the
//! phone's daily cap, never failing the flow.

use axum::body::Body;
use axum::http::Request;
use serde_json::json;
use verity_core::table::{Key, UpdateAction};
use verity_domain::identity::Role;
use verity_domain::orders::consent::TEXT_VERSION;
use verity_testkit::{Answer, TestApp};

use crate::support::*;
use verity_http::ErrorCode;

/// The candidate's address as the edge hands it (a trusted proxy here).
const CANDIDATE_IP: &str = "203.0.113.77";

fn app_behind_proxy() -> TestApp {
    TestApp::with_auth(|a| a.trust_forwarded_for = true, routes)
}

/// Signs the consent of link `s` from [`CANDIDATE_IP`].
async fn sign_from_network(app: &TestApp, token: &str, s: &str) -> Answer {
    let body = json!({ "s": s, "agree": true, "signaturePng": SIGNATURE }).to_string();
    let request = Request::post("/api/base/candidate/sign")
        .header("content-type", "application/json")
        .header("authorization", format!("Bearer {token}"))
        .header("x-forwarded-for", CANDIDATE_IP)
        .body(Body::from(body))
        .unwrap();
    app.send(request).await
}

async fn record(app: &TestApp, token: &str, order_id: &str) -> Answer {
    post(
        app,
        token,
        "order/processingRecord",
        &json!({ "orderId": order_id }).to_string(),
    )
    .await
}

/// An sms order for `phone`, signed by its candidate from [`CANDIDATE_IP`]
/// and run to its end: its id.
async fn signed_and_run(app: &TestApp, r: &Ready, phone: &str, n: u32) -> String {
    let created = order(app, r, phone, n).await;
    let s = link_code(app, phone).await;
    let token = app.share_token(&s, phone).await;
    let signed = sign_from_network(app, &token, &s).await;
    assert_eq!(signed.code(), 0, "{:?}", signed.body);
    created["orderId"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn the_record_shows_who_ordered_what_on_which_consent_with_the_network_masked() {
    let app = app_behind_proxy();
    let r = ready(&app, 100_000).await;
    let phone = "13800002001";
    let order_id = signed_and_run(&app, &r, phone, 1).await;

    let a = record(&app, &r.owner.token, &order_id).await;
    assert_eq!(a.code(), 0, "{:?}", a.body);
    let rec = a.data();
    let placed = detail(&app, &r.owner.token, &order_id).await;
    assert_eq!(rec["orderNo"], placed["orderNo"]);
    assert_eq!(rec["enterpriseName"], "Test Co");
    assert_eq!(rec["packageName"], placed["packageName"]);
    assert_eq!(rec["packageVersion"], placed["packageVersion"]);
    assert_eq!(rec["createdAt"], placed["createdAt"]);
    assert_eq!(
        rec["createdBy"],
        json!({ "userId": r.owner.user_id, "role": "owner" })
    );
    let items = rec["items"].as_array().unwrap();
    assert_eq!(items.len(), placed["items"].as_array().unwrap().len());
    for item in items {
        assert!(
            item["code"].is_string() && item["nameZh"].is_string() && item["nameEn"].is_string()
        );
        assert!(
            item["startedAt"].is_i64() && item["finishedAt"].is_i64(),
            "{item}"
        );
        assert!(item["result"].is_string(), "{item}");
    }
    let consent = &rec["consent"];
    assert_eq!(consent["mode"], "sms");
    assert_eq!(consent["textVersion"], TEXT_VERSION);
    assert!(consent["signedAt"].is_i64());
    assert_eq!(consent["network"], "203.0.113.*", "masked to its /24");
    assert_eq!(consent["offlineFile"], false);
    assert_eq!(rec["completedAt"], placed["completedAt"]);
    assert_eq!(rec["retentionDays"], 90, "the default until set");
    assert!(rec.get("withdrawnAt").is_none() && rec.get("erasedAt").is_none());

    // Nothing about the candidate in it: no name, phone, ID number or address.
    let text = a.body.to_string();
    for pii in ["张三", phone, &id_for(phone), CANDIDATE_IP] {
        assert!(!text.contains(pii), "{pii} in {text}");
    }
}

#[tokio::test]
async fn every_member_reads_the_record_of_its_own_enterprise_only() {
    let app = app_behind_proxy();
    let r = ready(&app, 100_000).await;
    let order_id = signed_and_run(&app, &r, "13800002002", 1).await;

    let viewer = app.member_of(&r.owner.enterprise_id, Role::Viewer).await;
    assert_eq!(record(&app, &viewer.token, &order_id).await.code(), 0);

    // Another enterprise's member: the same answer as an order that does not exist.
    let other = ready(&app, 100_000).await;
    let theirs = record(&app, &other.owner.token, &order_id).await;
    let missing = record(&app, &other.owner.token, "no-such-order-0000").await;
    assert_eq!(theirs.code(), ErrorCode::NotFound);
    assert_eq!(theirs.body, missing.body);
    // Without a session: refused before anything is read.
    assert_eq!(record(&app, "not-a-token", &order_id).await.code(), -5);
}

#[tokio::test]
async fn a_withdrawn_order_records_when_consent_was_withdrawn() {
    let app = app_behind_proxy();
    let r = ready(&app, 100_000).await;
    let phone = "13800002003";
    let created = order(&app, &r, phone, 1).await;
    let order_id = created["orderId"].as_str().unwrap();
    let s = link_code(&app, phone).await;
    let token = app.share_token(&s, phone).await;
    let withdrawn = post(
        &app,
        &token,
        "candidate/withdraw",
        &json!({ "s": s }).to_string(),
    )
    .await;
    assert_eq!(withdrawn.code(), 0, "{:?}", withdrawn.body);

    let rec = record(&app, &r.owner.token, order_id).await;
    let rec = rec.data();
    assert!(rec["withdrawnAt"].is_i64(), "{rec}");
    assert!(
        rec.get("completedAt").is_none(),
        "a withdrawn order did not complete"
    );
    assert_eq!(rec["consent"]["mode"], "sms");
    assert!(rec["consent"].get("signedAt").is_none(), "never signed");
}

/// The candidate's texts that name the portal.
fn portal_texts(texts: &[String]) -> Vec<&String> {
    texts.iter().filter(|t| t.contains("/#/me")).collect()
}

#[tokio::test]
async fn the_candidate_is_texted_the_portal_when_the_check_starts_and_when_it_completes() {
    let app = app_behind_proxy();
    let r = ready(&app, 100_000).await;
    let phone = "13800002004";
    let order_id = signed_and_run(&app, &r, phone, 1).await;
    assert_eq!(
        detail(&app, &r.owner.token, &order_id).await["status"],
        "completed"
    );

    let texts = app.texts(phone).await;
    let portal = format!("{}/#/me", app.ports.auth.public_base);
    let [started, completed] = portal_texts(&texts)[..] else {
        panic!("two portal notices: {texts:?}")
    };
    assert!(
        started.contains("已开始您授权的背景调查") && started.contains(&portal),
        "{started}"
    );
    assert!(
        completed.contains("已完成") && completed.contains(&portal),
        "{completed}"
    );
    let no = detail(&app, &r.owner.token, &order_id).await["orderNo"].clone();
    assert!(started.contains(no.as_str().unwrap()));

    // Events come at least once: a repeat of the start texts nothing more.
    app.ports
        .events
        .publish(verity_core::events::DomainEvent::new(
            verity_domain::orders::create::START_EVENT,
            json!({ "orderId": order_id }),
        ))
        .await
        .unwrap();
    assert_eq!(app.texts(phone).await.len(), texts.len());
}

#[tokio::test]
async fn a_phone_at_its_daily_cap_gets_no_notice_and_the_check_still_runs() {
    let app = app_behind_proxy();
    let r = ready(&app, 100_000).await;
    let phone = "13800002005";
    let created = order(&app, &r, phone, 1).await;
    let order_id = created["orderId"].as_str().unwrap().to_string();
    let s = link_code(&app, phone).await;
    let token = app.share_token(&s, phone).await;
    let before = app.texts(phone).await.len();
    // Other enterprises texted the phone meanwhile: today's 5 are used.
    let now = app.ports.clock.now_millis();
    let hash = app.ports.pii.lookup_hash("candidate.phone", phone);
    app.ports
        .table
        .update(
            &Key::new(
                format!("TEXTS#{hash}"),
                format!("DAY#{}", verity_domain::counters::china_day(now)),
            ),
            vec![UpdateAction::set(
                "count",
                verity_domain::counters::MAX_TEXTS_PER_PHONE_DAY,
            )],
            None,
        )
        .await
        .unwrap();

    let signed = sign_from_network(&app, &token, &s).await;
    assert_eq!(signed.code(), 0, "{:?}", signed.body);
    let done = detail(&app, &r.owner.token, &order_id).await;
    assert_eq!(
        done["status"], "completed",
        "the notices never hold the check up"
    );
    let texts = app.texts(phone).await;
    assert!(portal_texts(&texts).is_empty(), "{texts:?}");
    assert_eq!(texts.len(), before, "nothing texted after the cap");
}
