//! Reports through the report, order and candidate routers: assembly from
//! every sandbox outcome, versions by analysts, reading rules and isolation.

use serde_json::{json, Value};
use verity_domain::identity::Role;
use verity_http::ErrorCode;
use verity_testkit::{Answer, Member, TestApp};

mod cost;
mod decisions;
mod documents;
mod erasure;
mod processing;
mod sharing;

fn app() -> TestApp {
    TestApp::new(|ports| {
        let (reports, _) = fn_report::FUNCTION.parts(ports.clone());
        let (orders, _) = fn_order::FUNCTION.parts(ports.clone());
        let (candidate, _) = fn_candidate::FUNCTION.parts(ports);
        verity_http::finish(reports.merge(orders).merge(candidate))
    })
}

async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> Answer {
    app.call_as(token, &format!("/api/base/{path}"), &body.to_string())
        .await
}

/// A certified enterprise's owner with a package of every sandbox-graded item and a balance.
/// `report/detail` of one order, as `token`.
async fn report_detail(app: &TestApp, token: &str, order_id: &str) -> Answer {
    post(app, token, "report/detail", json!({ "orderId": order_id })).await
}

/// `order/detail` of one order, as `token`.
async fn order_detail(app: &TestApp, token: &str, order_id: &str) -> Answer {
    post(app, token, "order/detail", json!({ "orderId": order_id })).await
}

async fn ready(app: &TestApp) -> (Member, String) {
    let items = [
        ("identity", 1),
        ("education", 1),
        ("employment", 1),
        ("court", 1),
        ("dishonest", 1),
    ];
    let r = app.ready_to_order(&items, 10_000_000).await;
    (r.owner, r.package_id)
}

/// An offline order (consent on file) for a candidate with this phone, run to its end.
async fn completed_order(
    app: &TestApp,
    owner: &Member,
    package_id: &str,
    phone: &str,
    n: u32,
) -> String {
    let file = app.consent_file(owner).await;
    let created = post(
        app,
        &owner.token,
        "order/create",
        json!({
            "packageId": package_id,
            "candidate": {"name": "张三", "phone": phone, "idNumber": "110101199003078515",
                "school": "北京大学", "employer": "示例科技有限公司", "employmentPeriod": "2019-03 – 2023-06"},
            "authMode": "offline",
            "consentFileKey": file,
            "idempotencyKey": format!("report-order-{n:04}-abcdef"),
            "confirmDuplicate": true,
        }),
    )
    .await;
    assert_eq!(created.code(), 0, "{:?}", created.data());
    app.ports.events.drained().await;
    created.data()["orderId"].as_str().unwrap().to_string()
}

/// A signed-in platform operator (`ops`): an analyst.
async fn analyst(app: &TestApp) -> String {
    app.platform_operator("Analyst").await.token
}

/// The share code `s` of a link.
fn share_code(url: &str) -> String {
    url.split("s=").nth(1).unwrap().to_string()
}

/// Each item's code and grade, in report order.
type Grades = Vec<(String, String)>;

fn grades(report: &Value) -> Grades {
    report["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| {
            (
                i["code"].as_str().unwrap().to_string(),
                i["grade"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

fn graded(pairs: &[(&str, &str)]) -> Grades {
    pairs
        .iter()
        .map(|(c, g)| (c.to_string(), g.to_string()))
        .collect()
}

#[tokio::test]
async fn each_sandbox_outcome_assembles_into_its_traffic_lights() {
    let app = app();
    let (owner, package) = ready(&app).await;
    let green = [
        ("identity", "green"),
        ("education", "green"),
        ("employment", "green"),
        ("court", "green"),
        ("dishonest", "green"),
    ];
    let cases: [(&str, &str, Grades); 6] = [
        ("13900005678", "clear", graded(&green)),
        (
            "13900001111",
            "consider",
            graded(&[
                ("identity", "green"),
                ("education", "green"),
                ("employment", "green"),
                ("court", "red"),
                ("dishonest", "green"),
            ]),
        ),
        (
            "13900002222",
            "consider",
            graded(&[
                ("identity", "green"),
                ("education", "yellow"),
                ("employment", "green"),
                ("court", "green"),
                ("dishonest", "green"),
            ]),
        ),
        (
            "13900003333",
            "consider",
            graded(&[
                ("identity", "green"),
                ("education", "green"),
                ("employment", "yellow"),
                ("court", "green"),
                ("dishonest", "green"),
            ]),
        ),
        (
            "13900004444",
            "consider",
            graded(&[
                ("identity", "green"),
                ("education", "green"),
                ("employment", "green"),
                ("court", "green"),
                ("dishonest", "red"),
            ]),
        ),
        // A provider time-out that succeeds on the retry.
        ("13900009999", "clear", graded(&green)),
    ];
    for (n, (phone, overall, expected)) in cases.into_iter().enumerate() {
        let order_id = completed_order(&app, &owner, &package, phone, n as u32).await;
        let report = report_detail(&app, &owner.token, &order_id).await;
        assert_eq!(report.code(), 0, "{phone}: {:?}", report.data());
        let r = report.data();
        assert_eq!(r["overallResult"], overall, "{phone}");
        assert_eq!(grades(r), expected, "{phone}");
        assert_eq!(r["version"], 1);
        assert_eq!(r["createdBy"], "system");
        // The owner sees candidates: the full name; phone and ID number masked.
        assert_eq!(r["candidate"]["name"], "张三");
        assert_eq!(r["candidate"]["idNumber"], "110***********8515");
        assert_eq!(r["consent"]["mode"], "offline");
        assert!(
            !report.body.to_string().contains(phone),
            "a phone in the clear"
        );
    }
    // The report was assembled when the order completed (the processor's event), not on first read.
    let first = completed_order(&app, &owner, &package, "13900001234", 9).await;
    use verity_core::table::TableExt;
    let stored = app
        .ports
        .table
        .get_as::<verity_domain::reports::Report>(&verity_domain::reports::model::report_key(
            &first, 1,
        ))
        .await
        .unwrap();
    assert_eq!(stored.map(|r| r.version), Some(1));
}

#[tokio::test]
async fn an_analyst_edit_is_a_new_version_the_enterprise_sees_with_its_history() {
    let app = app();
    let (owner, package) = ready(&app).await;
    let order_id = completed_order(&app, &owner, &package, "13900001111", 1).await;
    let ops = analyst(&app).await;

    let edit = json!({
        "orderId": order_id,
        "reason": "The court record concerns a namesake",
        "items": [{"code": "court", "grade": "green", "findings": "No record concerns the candidate (namesake checked against the ID number)."}],
    });
    // Not for members of the enterprise.
    let refused = post(&app, &owner.token, "report/ops/edit", edit.clone()).await;
    assert_eq!(refused.code(), ErrorCode::NoPermission);
    let saved = post(&app, &ops, "report/ops/edit", edit).await;
    assert_eq!(saved.code(), 0, "{:?}", saved.data());
    assert_eq!(saved.data()["version"], 2);
    assert_eq!(saved.data()["overallResult"], "clear");

    let current = report_detail(&app, &owner.token, &order_id).await;
    assert_eq!(current.data()["version"], 2);
    assert_eq!(
        current.data()["reason"],
        "The court record concerns a namesake"
    );
    let history = post(
        &app,
        &owner.token,
        "report/versions",
        json!({"orderId": order_id}),
    )
    .await;
    let list = history.data()["list"].as_array().unwrap();
    assert_eq!(list.len(), 2);
    assert_eq!(list[0]["overallResult"], "consider");
    assert_eq!(list[0]["items"][3]["grade"], "red");
    assert_eq!(list[1]["items"][3]["grade"], "green");

    let unknown = post(&app, &ops, "report/ops/edit", json!({"orderId": order_id, "reason": "x", "items": [{"code": "astrology", "grade": "red"}]})).await;
    assert_eq!(unknown.code(), ErrorCode::InvalidField);
    assert_eq!(unknown.data()["field"].as_str(), Some("items[0].code"));
    let empty = post(
        &app,
        &ops,
        "report/ops/edit",
        json!({"orderId": order_id, "reason": "x"}),
    )
    .await;
    assert_eq!(empty.code(), ErrorCode::InvalidField);
    let after = post(
        &app,
        &owner.token,
        "report/versions",
        json!({"orderId": order_id}),
    )
    .await;
    assert_eq!(
        after.data()["list"].as_array().unwrap().len(),
        2,
        "refused edits leave no version"
    );
}

#[tokio::test]
async fn another_enterprises_order_gives_nothing_and_an_unfinished_order_has_no_report_yet() {
    let app = app();
    let (owner, package) = ready(&app).await;
    let (other, _) = ready(&app).await;
    let order_id = completed_order(&app, &owner, &package, "13900005678", 1).await;
    for path in ["report/detail", "report/versions"] {
        let answer = post(&app, &other.token, path, json!({"orderId": order_id})).await;
        assert_eq!(answer.code(), ErrorCode::NotFound, "{path}");
    }
    // An order still waiting for consent.
    let waiting = post(
        &app,
        &owner.token,
        "order/create",
        json!({
            "packageId": package,
            "candidate": {"name": "李四", "phone": "13900007777", "idNumber": "11010519491231002X",
                "school": "北京大学", "employer": "示例科技有限公司"},
            "authMode": "sms",
            "idempotencyKey": "report-order-wait-abcdef",
        }),
    )
    .await;
    let id = waiting.data()["orderId"].clone();
    let early = report_detail(&app, &owner.token, id.as_str().unwrap()).await;
    assert_eq!(early.code(), ErrorCode::ReportNotReady);
    assert_eq!(
        early.data()["status"].as_str(),
        Some("awaiting_authorization")
    );
    let viewer = app.member_of(&owner.enterprise_id, Role::Viewer).await;
    let read = report_detail(&app, &viewer.token, &order_id).await;
    assert_eq!(read.code(), 0);
}

async fn open_shared(app: &TestApp, s: &str, token: Option<&str>) -> Answer {
    let body = json!({ "s": s }).to_string();
    match token {
        Some(t) => app.call_as(t, "/api/base/report/shared", &body).await,
        None => app.call("/api/base/report/shared", &body).await,
    }
}

#[tokio::test]
async fn a_shared_report_opens_only_for_its_phone_after_the_check_until_revoked_or_expired() {
    let app = app();
    let (owner, package) = ready(&app).await;
    let (other, _) = ready(&app).await;
    let order_id = completed_order(&app, &owner, &package, "13900001111", 1).await;
    let reader = "13911112222";

    let viewer = app.member_of(&owner.enterprise_id, Role::Viewer).await;
    let refused = post(
        &app,
        &viewer.token,
        "report/share",
        json!({"orderId": order_id, "phone": reader, "expiresInHours": 24}),
    )
    .await;
    assert_eq!(refused.code(), ErrorCode::NoPermission);
    let theirs = post(
        &app,
        &other.token,
        "report/share",
        json!({"orderId": order_id, "phone": reader, "expiresInHours": 24}),
    )
    .await;
    assert_eq!(theirs.code(), ErrorCode::NotFound);
    let too_long = post(
        &app,
        &owner.token,
        "report/share",
        json!({"orderId": order_id, "phone": reader, "expiresInHours": 721}),
    )
    .await;
    assert_eq!(too_long.code(), ErrorCode::InvalidField);
    assert_eq!(too_long.data()["field"].as_str(), Some("expiresInHours"));

    let shared = post(
        &app,
        &owner.token,
        "report/share",
        json!({"orderId": order_id, "phone": reader, "expiresInHours": 24}),
    )
    .await;
    assert_eq!(shared.code(), 0, "{:?}", shared.data());
    let url = shared.data()["url"].as_str().unwrap().to_string();
    assert!(url.contains("/#/sr?s="), "{url}");
    assert!(!url.contains(reader), "no phone in the link");
    let s = url.split("s=").nth(1).unwrap().to_string();

    // Before the phone check: -12.
    assert_eq!(
        open_shared(&app, &s, None).await.code(),
        ErrorCode::PhoneCheckRequired
    );
    // Another phone cannot pass the check for this link.
    let stranger = "13933334444";
    let wrong = app.check_phone(&s, stranger).await;
    assert_eq!(wrong.code(), ErrorCode::SharePhoneMismatch);
    // The right phone: a share token that opens the report.
    let token = app.share_token(&s, reader).await;
    let opened = open_shared(&app, &s, Some(&token)).await;
    assert_eq!(opened.code(), 0, "{:?}", opened.data());
    assert_eq!(opened.data()["orderId"], order_id.as_str());
    assert_eq!(opened.data()["overallResult"], "consider");
    // The link opens the report only, not the candidate's consent page.
    let consent = app
        .call_as(
            &token,
            "/api/base/candidate/detail",
            &json!({"s": s}).to_string(),
        )
        .await;
    assert_ne!(consent.code(), 0);

    // Revoked by its enterprise only; then it says so.
    let share_id = shared.data()["shareId"].as_str().unwrap().to_string();
    let not_theirs = post(
        &app,
        &other.token,
        "report/revokeShare",
        json!({"shareId": share_id}),
    )
    .await;
    assert_eq!(not_theirs.code(), ErrorCode::NotFound);
    let revoked = post(
        &app,
        &owner.token,
        "report/revokeShare",
        json!({"shareId": share_id}),
    )
    .await;
    assert_eq!(revoked.code(), 0);
    assert_eq!(
        open_shared(&app, &s, Some(&token)).await.code(),
        ErrorCode::ShareLinkRevoked
    );

    // The enterprise's list: the opening counted, the revocation shown; nothing for another enterprise.
    let list = post(
        &app,
        &owner.token,
        "report/shares",
        json!({"orderId": order_id}),
    )
    .await;
    assert_eq!(list.code(), 0, "{:?}", list.data());
    let first = &list.data()["list"][0];
    assert_eq!(
        (
            &first["shareId"],
            &first["opened"],
            &first["state"],
            &first["phoneMask"]
        ),
        (
            &json!(share_id),
            &json!(1),
            &json!("revoked"),
            &json!("139****2222")
        )
    );
    assert_eq!(
        post(
            &app,
            &other.token,
            "report/shares",
            json!({"orderId": order_id})
        )
        .await
        .code(),
        ErrorCode::NotFound
    );

    // Another link, a second later, expires after its hours.
    app.clock.advance_secs(1);
    let short = post(
        &app,
        &owner.token,
        "report/share",
        json!({"orderId": order_id, "phone": reader, "expiresInHours": 1}),
    )
    .await;
    let s2 = short.data()["url"]
        .as_str()
        .unwrap()
        .split("s=")
        .nth(1)
        .unwrap()
        .to_string();
    app.clock.advance_secs(3601);
    assert_eq!(
        open_shared(&app, &s2, None).await.code(),
        ErrorCode::ShareLinkExpired
    );
    // (An hour idle ended the owner's session.)
    let owner_token = app.sign_in(&owner.user_id).await;
    let list = post(
        &app,
        &owner_token,
        "report/shares",
        json!({"orderId": order_id}),
    )
    .await;
    let states: Vec<&str> = list.data()["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["state"].as_str().unwrap())
        .collect();
    assert_eq!(states, ["expired", "revoked"], "newest first");
}
