//! Issue 29: the candidate hears of their check (started, completed, a
//! report shared with them) with the portal's address, within the phone's
//! daily texts; ops read every enterprise's processing in numbers.

use serde_json::{json, Value};
use verity_core::table::{Key, TableExt, Tx, UpdateAction};
use verity_domain::identity::Role;
use verity_testkit::TestApp;

use super::{analyst, app, completed_order, post, ready};
use verity_http::ErrorCode;

fn portal(app: &TestApp) -> String {
    verity_domain::sms::portal_link(&verity_http::origin::public_base(&app.ports))
}

/// Uses up today's texts of a candidate's phone (as other enterprises' texts would).
async fn fill_daily_texts(app: &TestApp, phone: &str) {
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
}

async fn share(app: &TestApp, token: &str, order_id: &str, to: &str, send_text: bool) -> Value {
    let a = post(
        app,
        token,
        "report/share",
        json!({"orderId": order_id, "phone": to, "expiresInHours": 24, "sendText": send_text}),
    )
    .await;
    assert_eq!(a.code(), 0, "{:?}", a.body);
    a.data().clone()
}

#[tokio::test]
async fn the_candidate_is_texted_the_portal_when_the_check_starts_completes_and_is_shared() {
    let app = app();
    let (owner, package) = ready(&app).await;
    let phone = "13900005678";
    let order_id = completed_order(&app, &owner, &package, phone, 1).await;
    let portal = portal(&app);

    let texts = app.texts(phone).await;
    assert_eq!(texts.len(), 2, "{texts:?}");
    assert!(
        texts[0].contains("已开始您授权的背景调查") && texts[0].ends_with(&portal),
        "{}",
        texts[0]
    );
    assert!(
        texts[1].contains("已完成") && texts[1].ends_with(&portal),
        "{}",
        texts[1]
    );

    // Shared to the candidate's own phone with a text: one text, the link and the portal.
    let shared = share(&app, &owner.token, &order_id, phone, true).await;
    let texts = app.texts(phone).await;
    assert_eq!(texts.len(), 3, "{texts:?}");
    let url = shared["url"].as_str().unwrap();
    assert!(
        texts[2].contains(&format!("{portal} ")) && texts[2].ends_with(url),
        "{}",
        texts[2]
    );

    // Without a text the candidate still hears where to read it (the portal, no link).
    share(&app, &owner.token, &order_id, phone, false).await;
    let texts = app.texts(phone).await;
    assert_eq!(texts.len(), 4, "{texts:?}");
    assert!(
        texts[3].contains("与您分享了您的背景调查报告") && texts[3].ends_with(&portal),
        "{}",
        texts[3]
    );
    assert!(
        !texts[3].contains("s="),
        "the member kept the link to themselves"
    );

    // Shared to someone else's phone: the link text as before, nothing about the portal.
    let hr = "13700007777";
    share(&app, &owner.token, &order_id, hr, true).await;
    share(&app, &owner.token, &order_id, hr, false).await;
    let theirs = app.texts(hr).await;
    assert_eq!(theirs.len(), 1, "{theirs:?}");
    assert!(!theirs[0].contains("/#/me"), "{}", theirs[0]);
    assert_eq!(app.texts(phone).await.len(), 4);
}

#[tokio::test]
async fn a_phone_at_its_daily_texts_gets_no_notice_and_every_flow_still_succeeds() {
    let app = app();
    let (owner, package) = ready(&app).await;
    let phone = "13900005679";
    fill_daily_texts(&app, phone).await;
    let order_id = completed_order(&app, &owner, &package, phone, 1).await;
    let detail = post(
        &app,
        &owner.token,
        "order/detail",
        json!({ "orderId": order_id }),
    )
    .await;
    assert_eq!(detail.data()["status"], "completed");
    // The report was assembled and can be shared without a text.
    share(&app, &owner.token, &order_id, phone, false).await;
    assert!(app.texts(phone).await.is_empty());
}

/// The summary's row of one enterprise (all pages read).
async fn row_of(app: &TestApp, ops: &str, enterprise_id: &str) -> Value {
    let page = post(
        app,
        ops,
        "report/ops/processingSummary",
        json!({"pageNum": 1, "pageSize": 100}),
    )
    .await;
    assert_eq!(page.code(), 0, "{:?}", page.body);
    page.data()["list"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["enterpriseId"] == enterprise_id)
        .cloned()
        .unwrap_or_else(|| panic!("no row of {enterprise_id}: {:?}", page.body))
}

fn routes(ports: verity_core::ports::Ports) -> axum::Router {
    let (reports, _) = fn_report::FUNCTION.parts(ports.clone());
    let (orders, _) = fn_order::FUNCTION.parts(ports.clone());
    let (candidate, _) = fn_candidate::FUNCTION.parts(ports);
    verity_http::finish(reports.merge(orders).merge(candidate))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ops_read_each_enterprises_processing_from_its_counters() {
    // The tallies' index (gsi1), on each Table adapter.
    for (_adapter, app) in TestApp::on_each_table(routes).await {
        summary_from_counters(&app).await;
    }
}

async fn summary_from_counters(app: &TestApp) {
    let (owner, package) = ready(app).await;
    let (other, other_package) = ready(app).await;
    completed_order(app, &owner, &package, "13900005678", 1).await;
    completed_order(app, &owner, &package, "13900001111", 2).await;
    completed_order(app, &other, &other_package, "13900005678", 3).await;
    // An sms order its candidate withdraws.
    let sms = post(
        app,
        &owner.token,
        "order/create",
        json!({
            "packageId": package,
            "candidate": {"name": "李四", "phone": "13600006666", "idNumber": "110101199003078515",
                "school": "北京大学", "employer": "示例科技有限公司", "employmentPeriod": "2019-03 – 2023-06"},
            "authMode": "sms",
            "idempotencyKey": "report-order-sms1-abcdef",
            "confirmDuplicate": true,
        }),
    )
    .await;
    assert_eq!(sms.code(), 0, "{:?}", sms.body);
    let text = app.texts("13600006666").await.pop().unwrap();
    let s = text[text.find("s=").unwrap() + 2..].trim().to_string();
    let token = app.share_token(&s, "13600006666").await;
    let withdrawn = post(app, &token, "candidate/withdraw", json!({ "s": s })).await;
    assert_eq!(withdrawn.code(), 0, "{:?}", withdrawn.body);

    // Members are refused, whatever their role.
    let body = json!({"pageNum": 1, "pageSize": 10});
    assert_eq!(
        post(
            app,
            &owner.token,
            "report/ops/processingSummary",
            body.clone()
        )
        .await
        .code(),
        ErrorCode::NoPermission
    );
    let viewer = app.member_of(&owner.enterprise_id, Role::Viewer).await;
    assert_eq!(
        post(app, &viewer.token, "report/ops/processingSummary", body)
            .await
            .code(),
        ErrorCode::NoPermission
    );

    let ops = analyst(app).await;
    let mine = row_of(app, &ops, &owner.enterprise_id).await;
    assert_eq!(
        mine,
        json!({
            "enterpriseId": owner.enterprise_id,
            "enterpriseName": "Test Co",
            "orders": 3, "bySms": 1, "byOffline": 2, "byRegistration": 0,
            "withdrawn": 1, "erased": 0, "erasureRequested": 0,
            "eraseDue": 3, "retentionDays": 90,
        })
    );
    assert_eq!(row_of(app, &ops, &other.enterprise_id).await["orders"], 1);

    // The privacy sweep counts an erasure and a request with the tally's own actions.
    app.ports
        .table
        .run(Tx::new().with(
            "tally all",
            verity_domain::stats::tally::erased(&owner.enterprise_id),
        ))
        .await
        .unwrap();
    app.ports
        .table
        .run(Tx::new().with(
            "tally all",
            verity_domain::stats::tally::erasure_requested(&owner.enterprise_id),
        ))
        .await
        .unwrap();
    let mine = row_of(app, &ops, &owner.enterprise_id).await;
    assert_eq!(
        (
            mine["erased"].clone(),
            mine["erasureRequested"].clone(),
            mine["eraseDue"].clone()
        ),
        (json!(1), json!(1), json!(2))
    );

    // Paged: one enterprise a page, both pages different.
    let page = |n: u32| {
        post(
            app,
            &ops,
            "report/ops/processingSummary",
            json!({"pageNum": n, "pageSize": 1}),
        )
    };
    let (first, second) = (page(1).await, page(2).await);
    assert_eq!(first.data()["total"], 2);
    assert_eq!(first.data()["pageNum"], 1);
    assert_eq!(first.data()["pageSize"], 1);
    assert_eq!(first.data()["list"].as_array().unwrap().len(), 1);
    assert_ne!(
        first.data()["list"][0]["enterpriseId"],
        second.data()["list"][0]["enterpriseId"]
    );
    let bad = post(
        app,
        &ops,
        "report/ops/processingSummary",
        json!({"pageNum": 0}),
    )
    .await;
    assert_eq!(bad.code(), ErrorCode::InvalidField);
}
