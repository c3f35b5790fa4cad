//! Each event raises its notice, for the enterprise's members who hold the
//! kind's right (the owner and admins, plus the member who placed the
//! order or batch, or raised the ticket), nobody else, and links it to its
//! page.

use serde_json::json;
use verity_domain::files::Purpose;
use verity_domain::identity::Role;
use verity_testkit::{Member, TestApp};

use super::support::{app, bell, kinds, of_kind, ok, ops, post, texts_with, upload, PNG};

/// A pending enterprise's owner with an admin, an operator and a viewer.
struct Team {
    owner: Member,
    admin: Member,
    operator: Member,
    viewer: Member,
}

async fn team(app: &TestApp, owner: Member) -> Team {
    let id = owner.enterprise_id.clone();
    Team {
        admin: app.member_of(&id, Role::Admin).await,
        operator: app.member_of(&id, Role::Operator).await,
        viewer: app.member_of(&id, Role::Viewer).await,
        owner,
    }
}

async fn count(app: &TestApp, m: &Member, kind: &str) -> usize {
    of_kind(app, m, kind).await.len()
}

#[tokio::test]
async fn approval_is_told_to_the_owner_and_admins_and_texted_to_the_owner() {
    let app = app();
    let t = team(&app, app.member(Role::Owner).await).await;
    let other = app.member(Role::Owner).await;
    let ops = ops(&app).await;

    ok(
        &app,
        &ops,
        "enterprise/ops/review",
        json!({"enterpriseId": t.owner.enterprise_id, "decision": "approve"}),
    )
    .await;

    let b = bell(&app, &t.owner).await;
    assert_eq!(
        (b["total"].as_i64(), b["unread"].as_i64()),
        (Some(1), Some(1))
    );
    let n = &b["list"][0];
    assert_eq!(n["kind"], "enterprise_approved");
    assert_eq!(n["link"], "/homePage");
    assert_eq!(n["read"], false);
    // The words in the reader's language.
    let zh = app
        .call_as_lang(&t.owner.token, "/api/base/notice/list", "{}", "zh-CN")
        .await;
    assert_eq!(zh.data()["list"][0]["title"], "企业认证已通过");
    assert_eq!(kinds(&app, &t.admin).await.len(), 1);
    // Neither the operator nor the viewer manages the enterprise; another
    // enterprise hears nothing.
    for m in [&t.operator, &t.viewer, &other] {
        assert!(kinds(&app, m).await.is_empty());
    }
    // In English when asked.
    let en = app
        .call_as_lang(&t.owner.token, "/api/base/notice/list", "{}", "en-US")
        .await;
    assert_eq!(
        en.data()["list"][0]["title"],
        "Your enterprise is certified"
    );

    // Texted to the owner only, with the configured base.
    let texts = texts_with(&app, &t.owner.phone, "已通过认证").await;
    assert_eq!(texts.len(), 1, "{texts:?}");
    assert!(texts[0].starts_with("【Verity】"));
    assert!(texts[0].contains(&format!(
        "{}/#/homePage",
        app.ports.auth.public_base.trim_end_matches('/')
    )));
    assert!(texts_with(&app, &t.admin.phone, "【Verity】")
        .await
        .is_empty());
}

#[tokio::test]
async fn a_rejection_tells_its_reason() {
    let app = app();
    let t = team(&app, app.member(Role::Owner).await).await;
    let ops = ops(&app).await;
    ok(
        &app,
        &ops,
        "enterprise/ops/review",
        json!({"enterpriseId": t.owner.enterprise_id, "decision": "reject", "reason": "营业执照不清晰"}),
    )
    .await;
    let n = of_kind(&app, &t.owner, "enterprise_rejected").await;
    assert_eq!(n.len(), 1);
    assert_eq!(n[0]["link"], "/businessManage/account");
    assert_eq!(n[0]["params"]["reason"], "营业执照不清晰");
    assert!(n[0]["body"].as_str().unwrap().contains("营业执照不清晰"));
    assert_eq!(count(&app, &t.admin, "enterprise_rejected").await, 1);
    assert_eq!(count(&app, &t.operator, "enterprise_rejected").await, 0);
    let texts = texts_with(&app, &t.owner.phone, "未通过").await;
    assert_eq!(texts.len(), 1);
    assert!(texts[0].contains("营业执照不清晰"));
}

/// An offline order (consent on file) placed by `by`, run to its end.
async fn completed_order(
    app: &TestApp,
    by: &Member,
    package_id: &str,
    phone: &str,
    n: u32,
) -> String {
    let file = upload(
        app,
        by,
        Purpose::Consent,
        "signed.png",
        "image/png",
        PNG.to_vec(),
    )
    .await;
    let created = ok(
        app,
        &by.token,
        "order/create",
        json!({
            "packageId": package_id,
            "candidate": {"name": "张三", "phone": phone, "idNumber": "110101199003078515"},
            "authMode": "offline",
            "consentFileKey": file,
            "idempotencyKey": format!("notice-order-{n:04}-abcdef"),
            "confirmDuplicate": true,
        }),
    )
    .await;
    app.ports.events.drained().await;
    created["orderId"].as_str().unwrap().to_string()
}

const COURT_RECORD: &str = "13900001111"; // the sandbox finds a court record

#[tokio::test]
async fn a_completed_report_and_its_dispute_are_told_to_the_placer_owner_and_admins() {
    let app = app();
    let r = app
        .ready_to_order(&[("identity", 1), ("court", 1)], 10_000_000)
        .await;
    let t = team(&app, r.owner.clone()).await;
    let bystander = app.member_of(&t.owner.enterprise_id, Role::Operator).await;
    let other = app
        .ready_to_order(&[("identity", 1)], 10_000_000)
        .await
        .owner;

    let order_id = completed_order(&app, &t.operator, &r.package_id, COURT_RECORD, 1).await;
    let link = format!("/reportDetail?orderId={order_id}");
    for m in [&t.owner, &t.admin, &t.operator] {
        let n = of_kind(&app, m, "report_completed").await;
        assert_eq!(n.len(), 1, "{m:?}");
        assert_eq!(n[0]["link"], link.as_str());
        assert!(n[0]["params"]["orderNo"]
            .as_str()
            .is_some_and(|no| n[0]["body"].as_str().unwrap().contains(no)));
        // Identifiers only: no candidate's name or phone anywhere in it.
        let whole = n[0].to_string();
        assert!(!whole.contains("张三") && !whole.contains(COURT_RECORD));
    }
    // The viewer did not place it and is not an admin; neither is the other operator.
    for m in [&t.viewer, &bystander, &other] {
        assert_eq!(count(&app, m, "report_completed").await, 0);
    }

    // The owner declines; the candidate disputes through the texted link.
    ok(
        &app,
        &t.owner.token,
        "report/decide",
        json!({"orderId": order_id, "decision": "decline", "reason": "The role needs a clean court record"}),
    )
    .await;
    let text = app
        .texts(COURT_RECORD)
        .await
        .into_iter()
        .find(|t| t.contains("/#/dispute?s="))
        .expect("the dispute link");
    let s: String = text
        .split("s=")
        .nth(1)
        .unwrap()
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect();
    let token = app.share_token(&s, COURT_RECORD).await;
    ok(
        &app,
        &token,
        "candidate/dispute",
        json!({"s": s, "items": ["court"], "text": "That case was not mine"}),
    )
    .await;

    for m in [&t.owner, &t.admin, &t.operator] {
        let n = of_kind(&app, m, "report_disputed").await;
        assert_eq!(n.len(), 1, "{m:?}");
        assert_eq!(n[0]["link"], link.as_str());
        assert!(
            !n[0].to_string().contains("not mine"),
            "the candidate's words stay out"
        );
    }
    for m in [&t.viewer, &bystander, &other] {
        assert_eq!(count(&app, m, "report_disputed").await, 0);
    }
}

#[tokio::test]
async fn a_finished_batch_is_told_with_its_orders() {
    let app = app();
    let r = app.ready_to_order(&[("identity", 1)], 10_000_000).await;
    let t = team(&app, r.owner.clone()).await;
    let mut csv = String::from("姓名*,手机号*,身份证号*\n");
    for i in 0..3 {
        csv.push_str(&format!("候选人{i},1390000200{i},{}\n", id_number(i)));
    }
    let key = upload(
        &app,
        &t.operator,
        Purpose::Batch,
        "c.csv",
        "text/csv",
        csv.into_bytes(),
    )
    .await;
    let created = ok(
        &app,
        &t.operator.token,
        "batch/create",
        json!({"packageId": r.package_id, "fileKey": key}),
    )
    .await;
    let batch_id = created["batchId"].as_str().unwrap().to_string();
    let valid = created["validCount"].as_u64().unwrap();
    assert!(valid >= 1, "{created:?}");
    ok(
        &app,
        &t.operator.token,
        "batch/submit",
        json!({"batchId": batch_id, "idempotencyKey": "notice-batch-0001-abcdef"}),
    )
    .await;
    for m in [&t.owner, &t.admin, &t.operator] {
        let n = of_kind(&app, m, "batch_finished").await;
        assert_eq!(n.len(), 1, "{m:?}");
        assert_eq!(
            n[0]["link"],
            format!("/batchRecord/detail?batchId={batch_id}")
        );
        assert_eq!(n[0]["params"]["orderCount"].as_u64(), Some(valid));
    }
    assert_eq!(count(&app, &t.viewer, "batch_finished").await, 0);
}

/// A valid 18-character ID number, different for each `n`.
fn id_number(n: u32) -> String {
    let body = format!("11010519900307{:03}", n % 1_000);
    verity_testkit::with_check_char(&body)
}

async fn transfer(app: &TestApp, m: &Member, amount_fen: i64, n: u32) -> String {
    let voucher = upload(app, m, Purpose::Voucher, "v.png", "image/png", PNG.to_vec()).await;
    ok(
        app,
        &m.token,
        "finance/recharge",
        json!({"amountFen": amount_fen, "method": "transfer", "voucherFileKey": voucher, "idempotencyKey": format!("notice-recharge-{n:04}-abcdef")}),
    )
    .await["rechargeId"]
        .as_str()
        .unwrap()
        .to_string()
}

#[tokio::test]
async fn recharges_are_told_to_those_who_manage_the_money_only() {
    let app = app();
    let r = app.ready_to_order(&[("identity", 1)], 10_000_000).await;
    let t = team(&app, r.owner.clone()).await;
    let other = app
        .ready_to_order(&[("identity", 1)], 10_000_000)
        .await
        .owner;
    let ops = ops(&app).await;

    let confirmed = transfer(&app, &t.owner, 50_000, 1).await;
    ok(
        &app,
        &ops,
        "finance/ops/confirmRecharge",
        json!({"rechargeId": confirmed, "decision": "approve"}),
    )
    .await;
    let declined = transfer(&app, &t.admin, 70_000, 2).await;
    ok(
        &app,
        &ops,
        "finance/ops/confirmRecharge",
        json!({"rechargeId": declined, "decision": "reject", "reason": "凭证金额不符"}),
    )
    .await;
    // The online sandbox: its test amount is declined, any other settles (no notice: the payer saw it).
    let online = post(&app, &t.owner.token, "finance/recharge", json!({"amountFen": 666, "method": "sandbox", "idempotencyKey": "notice-recharge-0003-abcdef"})).await;
    assert_eq!(online.code(), 0, "{:?}", online.body);
    ok(&app, &t.owner.token, "finance/recharge", json!({"amountFen": 1000, "method": "sandbox", "idempotencyKey": "notice-recharge-0004-abcdef"})).await;

    for m in [&t.owner, &t.admin] {
        let ok_ = of_kind(&app, m, "recharge_confirmed").await;
        assert_eq!(ok_.len(), 1, "only the confirmed transfer");
        assert_eq!(ok_[0]["params"]["rechargeId"], confirmed.as_str());
        assert_eq!(ok_[0]["link"], "/financialManage?tab=recharges");
        assert!(ok_[0]["body"].as_str().unwrap().contains("¥500.00"));
        let no = of_kind(&app, m, "recharge_declined").await;
        assert_eq!(no.len(), 2, "the transfer and the online payment");
        assert!(no
            .iter()
            .any(|n| n["body"].as_str().unwrap().contains("凭证金额不符")));
    }
    // Operators and viewers see the finance pages but do not manage the money.
    for m in [&t.operator, &t.viewer, &other] {
        assert!(of_kind(&app, m, "recharge_confirmed").await.is_empty());
        assert!(of_kind(&app, m, "recharge_declined").await.is_empty());
    }
}

#[tokio::test]
async fn a_low_balance_is_told_once_per_crossing_and_texted_to_the_money_managers() {
    use verity_core::table::Tx;
    use verity_domain::billing::{charge, Charge, Link, Note};
    let app = app();
    // Default reminder: ¥100 (10,000 fen).
    let r = app.ready_to_order(&[("identity", 1)], 15_000).await;
    let t = team(&app, r.owner.clone()).await;
    let debit = |n: u32, amount_fen: i64| {
        let app = &app;
        let enterprise_id = t.owner.enterprise_id.clone();
        async move {
            let id = format!("low-{n}");
            charge(
                &app.ports,
                Charge {
                    enterprise_id,
                    amount_fen,
                    idempotency_key: format!("low-balance-{n:04}-abcdef"),
                    body_hash: id.clone(),
                    link: Link::order(&id),
                    note: Note::OrderCharge {
                        order_no: id.clone(),
                    },
                    result: json!({"orderId": id}),
                    with: Tx::new(),
                },
            )
            .await
            .unwrap();
            app.ports.events.drained().await;
        }
    };
    debit(1, 3_000).await; // 120.00: above
    assert!(of_kind(&app, &t.owner, "low_balance").await.is_empty());
    debit(2, 3_000).await; // 90.00: crosses
    debit(3, 3_000).await; // 60.00: still below, no new notice
    let n = of_kind(&app, &t.owner, "low_balance").await;
    assert_eq!(n.len(), 1);
    assert_eq!(n[0]["link"], "/financialManage");
    assert_eq!(
        (
            n[0]["params"]["balanceFen"].as_i64(),
            n[0]["params"]["thresholdFen"].as_i64()
        ),
        (Some(9_000), Some(10_000))
    );
    assert_eq!(
        texts_with(&app, &t.owner.phone, "低于提醒值").await.len(),
        1
    );
    assert_eq!(
        texts_with(&app, &t.admin.phone, "低于提醒值").await.len(),
        1
    );
    assert!(texts_with(&app, &t.operator.phone, "【Verity】")
        .await
        .is_empty());

    // Back above, then below again: a second crossing, a second notice.
    app.credit(&t.owner.enterprise_id, 10_000).await; // 160.00
    debit(4, 7_000).await; // 90.00
    assert_eq!(of_kind(&app, &t.owner, "low_balance").await.len(), 2);
    assert_eq!(of_kind(&app, &t.admin, "low_balance").await.len(), 2);
    assert!(of_kind(&app, &t.operator, "low_balance").await.is_empty());
    assert!(of_kind(&app, &t.viewer, "low_balance").await.is_empty());
    assert_eq!(
        texts_with(&app, &t.owner.phone, "低于提醒值").await.len(),
        2
    );
}

#[tokio::test]
async fn work_order_answers_are_told_to_the_raiser_and_the_admins() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    app.certify(&owner.enterprise_id).await;
    let t = team(&app, owner).await;
    let bystander = app.member_of(&t.owner.enterprise_id, Role::Operator).await;
    let ops = ops(&app).await;
    let ticket = ok(
        &app,
        &t.operator.token,
        "workOrder/create",
        json!({"type": "billing", "subject": "Invoice", "description": "The invoice for March is missing."}),
    )
    .await["workOrderId"]
        .as_str()
        .unwrap()
        .to_string();
    ok(
        &app,
        &ops,
        "workOrder/ops/reply",
        json!({"workOrderId": ticket, "text": "We are on it."}),
    )
    .await;
    app.clock.advance_secs(60);
    ok(
        &app,
        &ops,
        "workOrder/ops/resolve",
        json!({"workOrderId": ticket}),
    )
    .await;
    let link = format!("/workOrder/detail?id={ticket}");
    for m in [&t.operator, &t.owner, &t.admin] {
        let k = kinds(&app, m).await;
        let answers: Vec<_> = k
            .iter()
            .filter(|(kind, _)| kind.starts_with("work_order_"))
            .collect();
        assert_eq!(answers.len(), 2, "{k:?}");
        assert_eq!(answers[0].0, "work_order_resolved", "newest first");
        assert!(answers.iter().all(|(_, l)| *l == link));
    }
    for m in [&t.viewer, &bystander] {
        assert!(!kinds(&app, m)
            .await
            .iter()
            .any(|(k, _)| k.starts_with("work_order_")));
    }
}
