//! Retention and erasure (issue 29): once an ended order's retention ran
//! out, the sweep leaves none of its candidate's data in any item, index or
//! file, on both table adapters; the money and another order stay as they were.

use serde_json::{json, Value};
use verity_core::pii::{mask_id_number, mask_name, mask_phone};
use verity_core::table::{Entity, Query, Status, TableExt};
use verity_domain::orders::model::order_pk;
use verity_domain::orders::Order;
use verity_domain::privacy::{self, PrivacyError};
use verity_http::ErrorCode;
use verity_testkit::{Member, TestApp};

use super::{post, share_code};

/// The canary candidate: values found nowhere else.
const NAME: &str = "犇犀鹭焱";
/// Ends in 1111: the sandbox finds a court record (a decline, a dispute).
const PHONE: &str = "13957391111";
const EMAIL: &str = "canary.xq@example.net";
const SCHOOL: &str = "犇鹭书院";
const EMPLOYER: &str = "犇犀焱科技有限公司";
const DISPUTE: &str = "犇犀 was never at that court";
/// Another candidate's order, of an enterprise keeping data 180 days.
const KEPT_PHONE: &str = "13957395678";
const DAY_MS: i64 = 86_400_000;
const SIGNATURE: &str = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

fn routes(ports: verity_core::ports::Ports) -> axum::Router {
    let (reports, _) = fn_report::FUNCTION.parts(ports.clone());
    let (orders, _) = fn_order::FUNCTION.parts(ports.clone());
    let (candidate, _) = fn_candidate::FUNCTION.parts(ports);
    verity_http::finish(reports.merge(orders).merge(candidate))
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

fn candidate(name: &str, phone: &str, id: &str) -> Value {
    json!({"name": name, "phone": phone, "idNumber": id, "email": EMAIL,
        "school": SCHOOL, "employer": EMPLOYER, "employmentPeriod": "2019-03 – 2023-06"})
}

async fn create(app: &TestApp, owner: &Member, body: Value) -> String {
    let created = post(app, &owner.token, "order/create", body).await;
    assert_eq!(created.code(), 0, "{:?}", created.data());
    app.ports.events.drained().await;
    created.data()["orderId"].as_str().unwrap().to_string()
}

/// An SMS order the candidate signs on the phone (with a drawn signature), run to its end.
async fn signed_order(app: &TestApp, owner: &Member, package: &str, id: &str) -> String {
    let order_id = create(
        app,
        owner,
        json!({"packageId": package, "candidate": candidate(NAME, PHONE, id),
            "position": "Night auditor", "authMode": "sms",
            "idempotencyKey": "erasure-sms-0001-abcdef", "confirmDuplicate": true}),
    )
    .await;
    let text = app.texts(PHONE).await.pop().expect("the consent text");
    let s = share_code(text.split_whitespace().find(|w| w.contains("s=")).unwrap());
    let s: String = s
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect();
    let token = app.share_token(&s, PHONE).await;
    let signed = app
        .call_as(
            &token,
            "/api/base/candidate/sign",
            &json!({"s": s, "agree": true, "signaturePng": SIGNATURE}).to_string(),
        )
        .await;
    assert_eq!(signed.code(), 0, "{:?}", signed.data());
    app.ports.events.drained().await;
    order_id
}

/// An offline order (a signed paper uploaded), run to its end.
async fn offline_order(app: &TestApp, owner: &Member, package: &str, c: Value, n: u32) -> String {
    let file = app.consent_file(owner).await;
    create(
        app,
        owner,
        json!({"packageId": package, "candidate": c, "authMode": "offline",
            "consentFileKey": file, "idempotencyKey": format!("erasure-off-{n:04}-abcdef"),
            "confirmDuplicate": true}),
    )
    .await
}

async fn order(app: &TestApp, order_id: &str) -> Order {
    app.ports
        .table
        .get_as::<Order>(&verity_domain::orders::model::order_key(order_id))
        .await
        .unwrap()
        .expect("the order")
}

/// The declined candidate disputes with their own words.
async fn decline_and_dispute(app: &TestApp, owner: &Member, order_id: &str) {
    let decline = json!({"orderId": order_id, "decision": "decline", "reason": "court record"});
    let decided = post(app, &owner.token, "report/decide", decline).await;
    assert_eq!(decided.code(), 0, "{:?}", decided.data());
    let text = app
        .texts(PHONE)
        .await
        .into_iter()
        .find(|t| t.contains("/#/dispute?s="))
        .expect("the dispute link");
    let s = share_code(text.split_whitespace().find(|w| w.contains("s=")).unwrap());
    let s: String = s
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect();
    // The consent page's phone check was under a minute ago: past the resend cooldown.
    app.clock.advance_secs(61);
    let token = app.share_token(&s, PHONE).await;
    let raised = app
        .call_as(
            &token,
            "/api/base/candidate/dispute",
            &json!({"s": s, "items": ["court"], "text": DISPUTE}).to_string(),
        )
        .await;
    assert_eq!(raised.code(), 0, "{:?}", raised.data());
}

/// Every sealed value in the items that name the order (its partition,
/// its links, its pointers): none may survive the erasure.
fn sealed_values(items: &[String], order_id: &str) -> Vec<String> {
    let mut found = Vec::new();
    for text in items.iter().filter(|t| t.contains(order_id)) {
        let item: Value = serde_json::from_str(text).unwrap();
        collect_sealed(&item, &mut found);
    }
    found
}

fn collect_sealed(v: &Value, found: &mut Vec<String>) {
    match v {
        Value::Object(map) => {
            for (k, v) in map {
                match v {
                    Value::String(s) if k.ends_with("Enc") => found.push(s.clone()),
                    _ => collect_sealed(v, found),
                }
            }
        }
        Value::Array(list) => list.iter().for_each(|v| collect_sealed(v, found)),
        _ => {}
    }
}

/// The ledger and billing items of an enterprise (sorted): unchanged by erasure.
fn money(items: &[String], enterprise_id: &str) -> Vec<String> {
    let mut m: Vec<String> = items
        .iter()
        .filter(|t| {
            t.contains(&format!("\"pk\":\"LEDGER#{enterprise_id}"))
                || t.contains(&format!("\"pk\":\"BILL#{enterprise_id}\""))
        })
        .cloned()
        .collect();
    m.sort();
    m
}

async fn partition(app: &TestApp, order_id: &str) -> Vec<Value> {
    app.ports
        .table
        .query_all(Query::partition(order_pk(order_id)))
        .await
        .unwrap()
        .into_iter()
        .map(Value::Object)
        .collect()
}

#[tokio::test]
async fn an_ended_order_past_its_retention_leaves_no_candidate_data_anywhere() {
    for (adapter, app) in TestApp::on_each_table(routes).await {
        let (owner, package) = ready(&app).await;
        let id = verity_testkit::id_number(7301);
        let signed = signed_order(&app, &owner, &package, &id).await;
        let offline = offline_order(&app, &owner, &package, candidate(NAME, PHONE, &id), 1).await;
        for o in [&signed, &offline] {
            assert_eq!(
                order(&app, o).await.status.as_str(),
                "completed",
                "{adapter}"
            );
        }
        let detail = post(
            &app,
            &owner.token,
            "report/detail",
            json!({"orderId": signed}),
        )
        .await;
        assert_eq!(detail.code(), 0, "{adapter}: {:?}", detail.data());
        let pdf = post(&app, &owner.token, "report/pdf", json!({"orderId": signed})).await;
        assert_eq!(pdf.code(), 0, "{adapter}: {:?}", pdf.data());
        let shared = post(
            &app,
            &owner.token,
            "report/share",
            // Not texted: the candidate's phone has had its 5 texts today (the
            // invitation, and the portal's started and completed texts of both orders).
            json!({"orderId": signed, "phone": PHONE, "expiresInHours": 24, "sendText": false}),
        )
        .await;
        assert_eq!(shared.code(), 0, "{adapter}: {:?}", shared.data());
        decline_and_dispute(&app, &owner, &signed).await;

        // Another enterprise keeps its data 180 days: its order of the same day stays.
        let (keeper, keeper_package) = ready(&app).await;
        privacy::retention::set(
            &app.ports,
            &keeper.enterprise_id,
            180,
            &verity_domain::enterprise::Actor {
                user_id: keeper.user_id.clone(),
                label: "owner".into(),
                ip: None,
            },
        )
        .await
        .unwrap();
        let kept_id = verity_testkit::id_number(7302);
        let kept = offline_order(
            &app,
            &keeper,
            &keeper_package,
            json!({"name": "王五", "phone": KEPT_PHONE, "idNumber": kept_id,
                "school": "北京大学", "employer": "示例科技有限公司",
                "employmentPeriod": "2019-03 – 2023-06"}),
            2,
        )
        .await;

        // What to look for afterwards, read before.
        let canary = order(&app, &signed).await;
        assert_eq!(canary.retention_days, Some(90), "{adapter}");
        assert!(
            canary.erase_due_at.is_some(),
            "{adapter}: due once completed"
        );
        let consent = partition(&app, &signed)
            .await
            .into_iter()
            .find(|i| i["sk"] == "CONSENT")
            .unwrap();
        let signature = consent["signatureKey"]
            .as_str()
            .expect("a signature")
            .to_string();
        let paper = order(&app, &offline)
            .await
            .consent_file_key
            .expect("a file");
        let before = app.whole_table().await;
        let mut sealed = sealed_values(&before, &signed);
        sealed.extend(sealed_values(&before, &offline));
        assert!(
            sealed.len() >= 10,
            "{adapter}: {} sealed values",
            sealed.len()
        );
        let money_before = (
            money(&before, &owner.enterprise_id),
            money(&before, &keeper.enterprise_id),
        );
        let kept_before = partition(&app, &kept).await;
        let mut needles: Vec<String> = [
            NAME,
            PHONE,
            &id,
            EMAIL,
            SCHOOL,
            EMPLOYER,
            DISPUTE,
            &mask_name(NAME),
            &mask_phone(PHONE),
            &mask_id_number(&id),
            &canary.name_hash,
            &canary.phone_hash,
            &canary.id_hash,
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        needles.extend(canary.email_mask.clone());
        needles.extend(sealed);
        assert!(
            before.iter().any(|t| t.contains(&canary.phone_hash)),
            "{adapter}: the scan sees the table"
        );

        // Not due yet: the sweep leaves it.
        app.clock.advance_secs(89 * DAY_MS / 1000);
        assert!(
            privacy::sweep(&app.ports).await.unwrap().is_empty(),
            "{adapter}"
        );
        // Past 90 days: both canary orders are erased, the 180-day one is not.
        app.clock.advance_secs(2 * DAY_MS / 1000);
        let erased = privacy::sweep(&app.ports).await.unwrap();
        let mut ids: Vec<&str> = erased.iter().map(|e| e.order_id.as_str()).collect();
        ids.sort();
        let mut expected = [signed.as_str(), offline.as_str()];
        expected.sort();
        assert_eq!(ids, expected, "{adapter}");
        assert!(erased.iter().all(|e| e.reason == "retention"));
        // A repeated sweep is a no-op.
        assert!(
            privacy::sweep(&app.ports).await.unwrap().is_empty(),
            "{adapter}"
        );

        let after = app.whole_table().await;
        for needle in &needles {
            let hits: Vec<&String> = after
                .iter()
                .filter(|t| t.contains(needle.as_str()))
                .collect();
            assert!(hits.is_empty(), "{adapter}: {needle:?} still in {hits:?}");
        }
        for (path, bytes) in app.every_blob() {
            assert!(
                !path.contains(&signed) && !path.contains(&offline),
                "{adapter}: {path} of an erased order"
            );
            assert!(
                !path.ends_with(&signature) && !path.ends_with(&paper),
                "{adapter}: consent file {path}"
            );
            let text = String::from_utf8_lossy(&bytes);
            for needle in &needles {
                assert!(
                    !text.contains(needle.as_str()),
                    "{adapter}: {needle:?} in {path}"
                );
            }
        }
        assert_eq!(
            (
                money(&after, &owner.enterprise_id),
                money(&after, &keeper.enterprise_id)
            ),
            money_before,
            "{adapter}: the ledger and balances unchanged"
        );
        assert_eq!(
            partition(&app, &kept).await,
            kept_before,
            "{adapter}: untouched"
        );
        let audit = after
            .iter()
            .filter(|t| t.contains("privacy.erased") && t.contains(&owner.enterprise_id))
            .count();
        assert_eq!(audit, 2, "{adapter}: one audit entry an erasure");

        // Reads of the erased order answer, masked.
        let token = app.sign_in(&owner.user_id).await;
        let detail = post(&app, &token, "order/detail", json!({"orderId": signed})).await;
        assert_eq!(detail.code(), 0, "{adapter}: {:?}", detail.data());
        let d = detail.data();
        assert_eq!(
            (&d["erased"], &d["status"]),
            (&json!(true), &json!("completed"))
        );
        assert_eq!(d["candidate"]["name"], "***");
        assert_eq!(d["candidate"]["phone"], "***");
        assert_eq!(d["canReveal"], false);
        assert_eq!(d["priceFen"], json!(canary.price_fen));
        let revealed = post(
            &app,
            &token,
            "order/revealCandidate",
            json!({"orderId": signed, "field": "phone"}),
        )
        .await;
        assert_eq!(revealed.code(), ErrorCode::AlreadyErased, "{adapter}");
        let list = post(&app, &token, "order/list", json!({})).await;
        assert_eq!(list.code(), 0, "{adapter}: {:?}", list.data());
        assert!(
            !list.body.to_string().contains(&mask_name(NAME)),
            "{adapter}: the list shows the erased candidate masked"
        );
        let report = post(&app, &token, "report/detail", json!({"orderId": signed})).await;
        assert_eq!(report.code(), 0, "{adapter}: {:?}", report.data());
        assert_eq!(report.data()["erased"], true);
        assert_eq!(report.data()["candidate"]["name"], "***");
        let pdf = post(&app, &token, "report/pdf", json!({"orderId": signed})).await;
        assert_eq!(pdf.code(), 0, "{adapter}: {:?}", pdf.data());
        let again = post(&app, &token, "report/detail", json!({"orderId": offline})).await;
        assert_eq!(again.code(), 0, "{adapter}: {:?}", again.data());
    }
}

#[tokio::test]
async fn a_candidate_may_ask_for_erasure_of_an_ended_order_only() {
    for (adapter, app) in TestApp::on_each_table(routes).await {
        let (owner, package) = ready(&app).await;
        let open = create(
            &app,
            &owner,
            json!({"packageId": package, "candidate": candidate(NAME, PHONE, &verity_testkit::id_number(7303)),
                "authMode": "sms", "idempotencyKey": "erasure-open-0001-abcdef", "confirmDuplicate": true}),
        )
        .await;
        let now = app.ports.clock.now_millis();
        let refused = privacy::request_erasure(&app.ports, &order(&app, &open).await, now).await;
        assert!(
            matches!(refused, Err(PrivacyError::NotEnded(_))),
            "{adapter}: {refused:?}"
        );
        assert_eq!(order(&app, &open).await.erase_due_at, None);

        let ended = offline_order(
            &app,
            &owner,
            &package,
            candidate(NAME, PHONE, &verity_testkit::id_number(7304)),
            3,
        )
        .await;
        let due = privacy::request_erasure(&app.ports, &order(&app, &ended).await, now)
            .await
            .unwrap();
        assert_eq!(due, now);
        let requested = order(&app, &ended).await;
        assert_eq!(requested.erasure_requested_at, Some(now), "{adapter}");
        let erased = privacy::sweep(&app.ports).await.unwrap();
        assert_eq!(erased.len(), 1, "{adapter}");
        assert_eq!(erased[0].reason, "request");
        let after = order(&app, &ended).await;
        assert_eq!(after.erasure_reason.as_deref(), Some("request"));
        let twice = privacy::request_erasure(&app.ports, &after, now).await;
        assert!(
            matches!(twice, Err(PrivacyError::AlreadyErased)),
            "{adapter}"
        );
        // Off the queue: the item no longer carries the index.
        let item = app
            .ports
            .table
            .get(&after.key())
            .await
            .unwrap()
            .expect("the order");
        assert!(!item.contains_key("gsi2pk"), "{adapter}: {item:?}");
    }
}
