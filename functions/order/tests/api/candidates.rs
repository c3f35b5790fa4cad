//! A check gets what its items need (school, employer, certificate number),
//! and HR recognises its own candidates: full names for members who see
//! candidates, search by part of a name or the phone's last digits, an
//! audited reveal of the phone or ID number, exports masked unless an admin
//! asks (audited). Another enterprise's orders give nothing.

use serde_json::{json, Value};
use verity_domain::enterprise::audit;
use verity_domain::identity::Role;
use verity_testkit::{Member, TestApp};

use crate::support::*;
use verity_http::ErrorCode;

/// A body for `phone` with these candidate fields replaced or added.
fn body_with(package_id: &str, phone: &str, n: u32, candidate: Value) -> Value {
    let mut b: Value =
        serde_json::from_str(&order_body(package_id, phone, &id_for(phone), n)).unwrap();
    let c = b["candidate"].as_object_mut().unwrap();
    c.remove("school");
    c.remove("degree");
    c.remove("employer");
    c.remove("employmentPeriod");
    for (k, v) in candidate.as_object().unwrap() {
        c.insert(k.clone(), v.clone());
    }
    b
}

async fn orders_of(app: &TestApp, token: &str) -> Vec<Value> {
    let a = post(app, token, "order/list", "{}").await;
    assert_eq!(a.code(), 0, "{:?}", a.body);
    a.data()["items"].as_array().unwrap().clone()
}

async fn audit_log(app: &TestApp, enterprise_id: &str) -> Vec<audit::AuditEntry> {
    audit::page(&app.ports, enterprise_id, None, 100)
        .await
        .unwrap()
        .0
}

fn actions(log: &[audit::AuditEntry], action: audit::Action) -> Vec<&audit::AuditEntry> {
    log.iter().filter(|e| e.action == action).collect()
}

#[tokio::test]
async fn an_item_whose_detail_is_missing_is_refused_with_its_field_and_nothing_is_charged() {
    let app = app();
    let r = ready(&app, 100_000).await;
    let phone = "13800005555";
    let cases = [
        (json!({"employer": "示例科技有限公司"}), "candidate.school"),
        (json!({"school": "北京大学"}), "candidate.employer"),
        (
            json!({"school": "  ", "employer": "示例科技有限公司"}),
            "candidate.school",
        ),
        (
            json!({"school": "北京大学", "employer": "x".repeat(101)}),
            "candidate.employer",
        ),
        (
            json!({"school": "北京大学", "employer": "示例科技有限公司", "employmentPeriod": "y".repeat(51)}),
            "candidate.employmentPeriod",
        ),
    ];
    for (n, (candidate, field)) in cases.into_iter().enumerate() {
        let body = body_with(&r.package_id, phone, n as u32 + 1, candidate);
        let a = post(&app, &r.owner.token, "order/create", &body.to_string()).await;
        assert_eq!(a.code(), ErrorCode::InvalidField, "{field}: {:?}", a.body);
        assert_eq!(a.data()["field"], field);
    }
    // In the caller's language.
    let body = body_with(
        &r.package_id,
        phone,
        9,
        json!({"employer": "示例科技有限公司"}),
    );
    let en = app
        .call_as_lang(
            &r.owner.token,
            "/api/base/order/create",
            &body.to_string(),
            "en-US",
        )
        .await;
    assert_eq!(en.body["msg"], "the education check needs the school");
    let zh = app
        .call_as_lang(
            &r.owner.token,
            "/api/base/order/create",
            &body.to_string(),
            "zh-CN",
        )
        .await;
    assert_eq!(zh.body["msg"], "学历核查需要填写毕业院校");
    assert!(orders_of(&app, &r.owner.token).await.is_empty());
    assert_eq!(balance(&app, &r.owner.enterprise_id).await, 100_000);

    // A qualification package asks for the certificate number.
    let (cert_package, cert_price) = app
        .package(&r.owner, &[("identity", 1), ("qualification", 1)])
        .await;
    let without = body_with(&cert_package, phone, 20, json!({}));
    let a = post(&app, &r.owner.token, "order/create", &without.to_string()).await;
    assert_eq!(a.data()["field"], "candidate.certificateNumber");
    let bad = body_with(
        &cert_package,
        phone,
        21,
        json!({"certificateNumber": "CPA<script>"}),
    );
    let a = post(&app, &r.owner.token, "order/create", &bad.to_string()).await;
    assert_eq!(a.data()["field"], "candidate.certificateNumber");
    assert_eq!(balance(&app, &r.owner.enterprise_id).await, 100_000);

    // Given, the order is placed and charged once, a retry answers the same order.
    let good = body_with(
        &r.package_id,
        phone,
        30,
        json!({"school": "北京大学", "degree": "本科", "employer": "示例科技有限公司", "employmentPeriod": "2019-03 – 2023-06"}),
    );
    let first = post(&app, &r.owner.token, "order/create", &good.to_string()).await;
    assert_eq!(first.code(), 0, "{:?}", first.body);
    let again = post(&app, &r.owner.token, "order/create", &good.to_string()).await;
    assert_eq!(again.data()["orderId"], first.data()["orderId"]);
    assert_eq!(
        balance(&app, &r.owner.enterprise_id).await,
        100_000 - r.price_fen
    );
    let with_cert = body_with(
        &cert_package,
        "13800005556",
        31,
        json!({"certificateNumber": "CPA-2020-0001"}),
    );
    let placed = post(&app, &r.owner.token, "order/create", &with_cert.to_string()).await;
    assert_eq!(placed.code(), 0, "{:?}", placed.body);
    assert_eq!(
        balance(&app, &r.owner.enterprise_id).await,
        100_000 - r.price_fen - cert_price
    );
    // The details are sealed in the order, never in its keys or hashes.
    let order_id = first.data()["orderId"].as_str().unwrap();
    let item = app
        .ports
        .table
        .get(&verity_domain::orders::model::order_key(order_id))
        .await
        .unwrap()
        .unwrap();
    let stored = serde_json::to_string(&item).unwrap();
    assert!(!stored.contains("示例科技") && !stored.contains("北京大学"));
    assert!(item.contains_key("candidateDetailsEnc"));
    // The record shows them to the owner.
    let d = detail(&app, &r.owner.token, order_id).await;
    assert_eq!(d["candidate"]["details"]["employer"], "示例科技有限公司");
    assert_eq!(
        d["candidate"]["details"]["employmentPeriod"],
        "2019-03 – 2023-06"
    );
}

#[tokio::test]
async fn the_findings_state_what_was_verified_against_what_was_given() {
    let app = app();
    let r = ready(&app, 100_000).await;
    // 3333: the sandbox reports a discrepancy at the first employer.
    for (phone, n) in [("13800000101", 1), ("13800003333", 2)] {
        let created = order(&app, &r, phone, n).await;
        let s = link_code(&app, phone).await;
        let token = app.share_token(&s, phone).await;
        assert_eq!(sign(&app, &token, &s).await.code(), 0);
        app.ports.events.drained().await;
        let order_id = created["orderId"].as_str().unwrap();
        let body = json!({ "orderId": order_id }).to_string();
        let en = app
            .call_as_lang(&r.owner.token, "/api/base/order/detail", &body, "en-US")
            .await;
        let zh = app
            .call_as_lang(&r.owner.token, "/api/base/order/detail", &body, "zh-CN")
            .await;
        let finding = |a: &verity_testkit::Answer, code: &str| {
            a.data()["items"]
                .as_array()
                .unwrap()
                .iter()
                .find(|i| i["code"] == code)
                .unwrap()["finding"]
                .as_str()
                .unwrap()
                .to_string()
        };
        assert_eq!(en.data()["status"], "completed", "{phone}");
        let employment_en = finding(&en, "employment");
        let employment_zh = finding(&zh, "employment");
        if phone.ends_with("3333") {
            assert!(
                employment_en.starts_with(
                    "Employer given: 示例科技有限公司 · discrepancy: 示例科技有限公司 reports"
                ),
                "{employment_en}"
            );
            assert!(
                employment_zh.contains("存在差异：示例科技有限公司反馈"),
                "{employment_zh}"
            );
        } else {
            assert_eq!(
                employment_en,
                "Employer given: 示例科技有限公司 · confirmed: same employer, 2019-03 – 2023-06; dates and title confirmed by its HR department."
            );
            assert!(employment_zh.starts_with("所填雇主：示例科技有限公司 · 核实一致"));
        }
        assert!(
            finding(&en, "education").starts_with("School given: 北京大学 · degree given: 本科")
        );
        assert!(finding(&zh, "education").starts_with("所填院校：北京大学"));
    }
}

/// Two enterprises with a candidate of the same name each; the viewer of the first.
struct Two {
    mine: Ready,
    theirs: Ready,
    viewer: Member,
    mine_id: String,
    theirs_id: String,
}

async fn two(app: &TestApp) -> Two {
    let mine = ready(app, 100_000).await;
    let theirs = ready(app, 100_000).await;
    let named = |r: &Ready, phone: &str, name: &str, n: u32| {
        let mut b: Value =
            serde_json::from_str(&order_body(&r.package_id, phone, &id_for(phone), n)).unwrap();
        b["candidate"]["name"] = json!(name);
        b
    };
    let a = post(
        app,
        &mine.owner.token,
        "order/create",
        &named(&mine, "13811112468", "欧阳明辉", 1).to_string(),
    )
    .await;
    assert_eq!(a.code(), 0, "{:?}", a.body);
    let mine_id = a.data()["orderId"].as_str().unwrap().to_string();
    let other = post(
        app,
        &mine.owner.token,
        "order/create",
        &named(&mine, "13822220000", "李四", 2).to_string(),
    )
    .await;
    assert_eq!(other.code(), 0);
    let b = post(
        app,
        &theirs.owner.token,
        "order/create",
        &named(&theirs, "13933332468", "欧阳明辉", 3).to_string(),
    )
    .await;
    assert_eq!(b.code(), 0, "{:?}", b.body);
    let theirs_id = b.data()["orderId"].as_str().unwrap().to_string();
    let viewer = app.member_of(&mine.owner.enterprise_id, Role::Viewer).await;
    Two {
        mine,
        theirs,
        viewer,
        mine_id,
        theirs_id,
    }
}

async fn search(app: &TestApp, token: &str, keyword: &str) -> Vec<Value> {
    let a = post(
        app,
        token,
        "order/list",
        &json!({ "keyword": keyword }).to_string(),
    )
    .await;
    assert_eq!(a.code(), 0, "{:?}", a.body);
    a.data()["items"].as_array().unwrap().clone()
}

#[tokio::test]
async fn search_finds_a_candidate_by_part_of_the_name_or_the_phones_last_digits_and_nothing_of_another_enterprise(
) {
    let app = app();
    let t = two(&app).await;
    let token = &t.mine.owner.token;
    for keyword in [
        "明辉",
        "欧阳",
        "欧阳明辉",
        "2468",
        "11112468",
        "13811112468",
    ] {
        let found = search(&app, token, keyword).await;
        assert_eq!(found.len(), 1, "{keyword}: {found:?}");
        assert_eq!(found[0]["orderId"], t.mine_id.as_str(), "{keyword}");
        assert_eq!(found[0]["candidateName"], "欧阳明辉");
        assert_eq!(found[0]["candidatePhone"], "138****2468");
    }
    // Fewer than 4 digits is no phone search; nobody is called 3.
    assert!(search(&app, token, "468").await.is_empty());
    assert!(search(&app, token, "王").await.is_empty());
    // Their same-name candidate is theirs only.
    let theirs = search(&app, &t.theirs.owner.token, "明辉").await;
    assert_eq!(theirs.len(), 1);
    assert_eq!(theirs[0]["orderId"], t.theirs_id.as_str());
    // A search page resumes where it stopped.
    for n in 0..3 {
        let phone = format!("1385555{:04}", 2468 + n);
        let mut b: Value = serde_json::from_str(&order_body(
            &t.mine.package_id,
            &phone,
            &id_for(&phone),
            10 + n,
        ))
        .unwrap();
        b["candidate"]["name"] = json!(format!("欧阳{n}"));
        assert_eq!(
            post(&app, token, "order/create", &b.to_string())
                .await
                .code(),
            0
        );
    }
    let mut seen = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let mut req = json!({ "keyword": "欧阳", "pageSize": 2 });
        if let Some(c) = &cursor {
            req["cursor"] = json!(c);
        }
        let a = post(&app, token, "order/list", &req.to_string()).await;
        assert_eq!(a.code(), 0, "{:?}", a.body);
        seen.extend(
            a.data()["items"]
                .as_array()
                .unwrap()
                .iter()
                .map(|o| o["orderId"].clone()),
        );
        match a.data()["cursor"].as_str() {
            Some(c) => cursor = Some(c.to_string()),
            None => break,
        }
    }
    assert_eq!(seen.len(), 4, "{seen:?}");
    assert!(!seen.contains(&json!(t.theirs_id)));
}

#[tokio::test]
async fn members_who_see_candidates_read_full_names_and_a_viewer_reads_masks() {
    let app = app();
    let t = two(&app).await;
    let operator = app
        .member_of(&t.mine.owner.enterprise_id, Role::Operator)
        .await;
    for (who, token, name) in [
        ("owner", &t.mine.owner.token, "欧阳明辉"),
        ("operator", &operator.token, "欧阳明辉"),
        ("viewer", &t.viewer.token, "欧***"),
    ] {
        let list = orders_of(&app, token).await;
        let row = list
            .iter()
            .find(|o| o["orderId"] == t.mine_id.as_str())
            .unwrap();
        assert_eq!(row["candidateName"], name, "{who}");
        let d = detail(&app, token, &t.mine_id).await;
        assert_eq!(d["candidate"]["name"], name, "{who}");
        assert_eq!(d["candidate"]["phone"], "138****2468", "{who}");
        assert_eq!(d["canReveal"], who != "viewer", "{who}");
        assert_eq!(
            d["candidate"]["details"].is_null(),
            who == "viewer",
            "{who}"
        );
    }
    // A viewer's keyword matches only a whole name or phone: no oracle on parts.
    assert!(search(&app, &t.viewer.token, "明辉").await.is_empty());
    assert_eq!(search(&app, &t.viewer.token, "欧阳明辉").await.len(), 1);
    assert!(search(&app, &t.viewer.token, "2468").await.is_empty());
}

async fn reveal(app: &TestApp, token: &str, order_id: &str, field: &str) -> verity_testkit::Answer {
    post(
        app,
        token,
        "order/revealCandidate",
        &json!({ "orderId": order_id, "field": field }).to_string(),
    )
    .await
}

#[tokio::test]
async fn a_reveal_answers_the_value_and_writes_an_audit_entry_without_it() {
    let app = app();
    let t = two(&app).await;
    let eid = &t.mine.owner.enterprise_id;
    let phone = reveal(&app, &t.mine.owner.token, &t.mine_id, "phone").await;
    assert_eq!(phone.code(), 0, "{:?}", phone.body);
    assert_eq!(phone.data()["value"], "13811112468");
    let id = reveal(&app, &t.mine.owner.token, &t.mine_id, "idNumber").await;
    assert_eq!(id.data()["value"], id_for("13811112468"));
    let log = audit_log(&app, eid).await;
    let reveals = actions(&log, audit::Action::CandidateRevealed);
    assert_eq!(reveals.len(), 2);
    let order_no = detail(&app, &t.mine.owner.token, &t.mine_id).await["orderNo"]
        .as_str()
        .unwrap()
        .to_string();
    let mut details: Vec<&str> = reveals.iter().map(|e| e.detail.as_str()).collect();
    details.sort();
    assert_eq!(
        details,
        [
            format!("{order_no} · idNumber"),
            format!("{order_no} · phone")
        ]
    );
    assert!(reveals
        .iter()
        .all(|e| e.actor_user_id == t.mine.owner.user_id));
    let stored = format!("{log:?}");
    assert!(!stored.contains("13811112468") && !stored.contains(&id_for("13811112468")));
    assert!(!stored.contains("欧阳明辉"));

    // A viewer cannot reveal; a bad field is 1002; nothing more is written.
    assert_eq!(
        reveal(&app, &t.viewer.token, &t.mine_id, "phone")
            .await
            .code(),
        ErrorCode::NoPermission
    );
    assert_eq!(
        reveal(&app, &t.mine.owner.token, &t.mine_id, "name")
            .await
            .code(),
        ErrorCode::InvalidField
    );
    // Another enterprise's order gives nothing and writes nothing anywhere.
    let foreign = reveal(&app, &t.mine.owner.token, &t.theirs_id, "phone").await;
    assert_eq!(foreign.code(), ErrorCode::NotFound);
    assert!(!foreign.body.to_string().contains("13933332468"));
    assert_eq!(
        actions(
            &audit_log(&app, eid).await,
            audit::Action::CandidateRevealed
        )
        .len(),
        2
    );
    assert!(actions(
        &audit_log(&app, &t.theirs.owner.enterprise_id).await,
        audit::Action::CandidateRevealed
    )
    .is_empty());
}

/// The text of an exported CSV.
async fn exported(app: &TestApp, answer: &verity_testkit::Answer) -> String {
    let url = answer.data()["url"].as_str().unwrap();
    String::from_utf8_lossy(&app.downloaded(url, "order-exports/").await).to_string()
}

#[tokio::test]
async fn exports_are_masked_unless_an_admin_asks_and_that_is_audited() {
    let app = app();
    let t = two(&app).await;
    let eid = &t.mine.owner.enterprise_id;
    let operator = app.member_of(eid, Role::Operator).await;
    let admin = app.member_of(eid, Role::Admin).await;
    let masked = post(&app, &operator.token, "order/export", r#"{"format":"csv"}"#).await;
    assert_eq!(masked.code(), 0, "{:?}", masked.body);
    let text = exported(&app, &masked).await;
    assert!(
        text.contains("138****2468") && !text.contains("13811112468"),
        "{text}"
    );
    assert!(!text.contains("欧阳明辉"));
    for token in [&operator.token, &t.viewer.token] {
        let refused = post(
            &app,
            token,
            "order/export",
            r#"{"format":"csv","unmasked":true}"#,
        )
        .await;
        assert_eq!(refused.code(), ErrorCode::NoPermission);
    }
    assert!(actions(
        &audit_log(&app, eid).await,
        audit::Action::OrdersExportedUnmasked
    )
    .is_empty());
    let clear = post(
        &app,
        &admin.token,
        "order/export",
        r#"{"format":"csv","unmasked":true}"#,
    )
    .await;
    assert_eq!(clear.code(), 0, "{:?}", clear.body);
    let text = exported(&app, &clear).await;
    assert!(
        text.contains("13811112468") && text.contains("欧阳明辉"),
        "{text}"
    );
    assert!(text.contains(&id_for("13811112468")));
    assert!(
        !text.contains("13933332468"),
        "another enterprise's candidate"
    );
    let log = audit_log(&app, eid).await;
    let entries = actions(&log, audit::Action::OrdersExportedUnmasked);
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0].detail, "2 orders · csv");
    assert_eq!(entries[0].actor_user_id, admin.user_id);
}
