//! Placing an order: every refusal has its code and changes nothing; a
//! retry is answered once; cancel refunds and is refused once work started.

use serde_json::{json, Value};
use verity_domain::identity::Role;
use verity_testkit::TestApp;

use crate::support::*;
use verity_http::ErrorCode;

/// The enterprise's orders (as the list answers them) and balance.
async fn state(app: &TestApp, r: &Ready) -> (Vec<Value>, i64) {
    let token = app.sign_in(&r.owner.user_id).await;
    let list = post(app, &token, "order/list", "{}").await;
    (
        list.data()["items"].as_array().unwrap().clone(),
        balance(app, &r.owner.enterprise_id).await,
    )
}

#[tokio::test]
async fn bad_input_is_refused_with_its_field_and_changes_nothing() {
    let app = app();
    let r = ready(&app, 100_000).await;
    let before = state(&app, &r).await;
    let good = || {
        json!({
            "packageId": r.package_id,
            "candidate": {"name": "张三", "phone": "13800001111", "idNumber": ID, "school": "北京大学", "employer": "示例科技有限公司"},
            "authMode": "sms",
            "idempotencyKey": key(1),
        })
    };
    let cases: Vec<(Value, &str)> = vec![
        (
            {
                let mut b = good();
                b["candidate"]["phone"] = json!("2380000111");
                b
            },
            "candidate.phone",
        ),
        (
            {
                let mut b = good();
                b["candidate"]["phone"] = json!("");
                b
            },
            "candidate.phone",
        ),
        (
            {
                let mut b = good();
                b["candidate"]["idNumber"] = json!(BAD_ID);
                b
            },
            "candidate.idNumber",
        ),
        (
            {
                let mut b = good();
                b["candidate"]["idNumber"] = json!("12345");
                b
            },
            "candidate.idNumber",
        ),
        (
            {
                let mut b = good();
                b["candidate"]["name"] = json!("");
                b
            },
            "candidate.name",
        ),
        (
            {
                let mut b = good();
                b["candidate"]["email"] = json!("not-an-email");
                b
            },
            "candidate.email",
        ),
        (
            {
                let mut b = good();
                b["authMode"] = json!("fax");
                b
            },
            "authMode",
        ),
        (
            {
                let mut b = good();
                b["authMode"] = json!("offline");
                b
            },
            "consentFileKey",
        ),
        (
            {
                let mut b = good();
                b["consentFileKey"] = json!("consent/x.png");
                b
            },
            "consentFileKey",
        ),
        (
            {
                let mut b = good();
                b["idempotencyKey"] = json!("short");
                b
            },
            "idempotencyKey",
        ),
        (
            {
                let mut b = good();
                b["priceFen"] = json!(1);
                b
            },
            "priceFen",
        ),
    ];
    for (body, field) in cases {
        let a = post(&app, &r.owner.token, "order/create", &body.to_string()).await;
        assert_eq!(a.code(), ErrorCode::InvalidField, "{field}: {:?}", a.body);
        assert_eq!(a.data()["field"], field, "{:?}", a.body);
    }
    let mut no_key = good();
    no_key.as_object_mut().unwrap().remove("idempotencyKey");
    let a = post(&app, &r.owner.token, "order/create", &no_key.to_string()).await;
    assert_eq!(
        a.code(),
        ErrorCode::InvalidField,
        "a request without its key is refused: {:?}",
        a.body
    );
    let unknown = json!({
        "packageId": "no-such-package",
        "candidate": {"name": "张三", "phone": "13800001111", "idNumber": ID},
        "authMode": "sms",
        "idempotencyKey": key(2),
    });
    assert_eq!(
        post(&app, &r.owner.token, "order/create", &unknown.to_string())
            .await
            .code(),
        ErrorCode::NotFound
    );
    assert_eq!(state(&app, &r).await, before);
    assert!(app.texts("13800001111").await.is_empty());
}

#[tokio::test]
async fn an_uncertified_enterprise_or_an_unaccepted_contract_cannot_order() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let (package_id, _) = package(&app, &owner).await;
    app.credit(&owner.enterprise_id, 100_000).await;
    let body = order_body(&package_id, "13800001111", ID, 1);
    assert_eq!(
        post(&app, &owner.token, "order/create", &body).await.code(),
        ErrorCode::EnterpriseNotCertified
    );
    let actor = verity_domain::enterprise::Actor {
        user_id: "reviewer".into(),
        label: "reviewer".into(),
        ip: None,
    };
    verity_domain::enterprise::review::decide(
        &app.ports,
        &owner.enterprise_id,
        verity_domain::enterprise::review::Decision::Approve,
        &actor,
    )
    .await
    .unwrap();
    assert_eq!(
        post(&app, &owner.token, "order/create", &body).await.code(),
        ErrorCode::ContractNotAccepted
    );
    assert_eq!(balance(&app, &owner.enterprise_id).await, 100_000);
}

#[tokio::test]
async fn an_order_the_balance_does_not_cover_is_refused_with_the_shortfall() {
    let app = app();
    let r = ready(&app, 100).await;
    let a = post(
        &app,
        &r.owner.token,
        "order/create",
        &order_body(&r.package_id, "13800001111", ID, 1),
    )
    .await;
    assert_eq!(a.code(), ErrorCode::InsufficientBalance);
    assert_eq!(a.data()["balanceFen"], 100);
    assert_eq!(a.data()["shortfallFen"], r.price_fen - 100);
    let (orders, balance) = state(&app, &r).await;
    assert!(orders.is_empty());
    assert_eq!(balance, 100);
}

#[tokio::test]
async fn a_retry_with_the_same_key_answers_the_first_order_and_charges_once() {
    let app = app();
    let r = ready(&app, 100_000).await;
    let body = order_body(&r.package_id, "13800001111", ID, 1);
    let first = post(&app, &r.owner.token, "order/create", &body).await;
    let again = post(&app, &r.owner.token, "order/create", &body).await;
    assert_eq!(again.code(), 0);
    assert_eq!(again.data()["orderId"], first.data()["orderId"]);
    assert_eq!(
        balance(&app, &r.owner.enterprise_id).await,
        100_000 - r.price_fen
    );
    assert_eq!(app.texts("13800001111").await.len(), 1, "one invitation");
    // The same key for another candidate is refused.
    let other = order_body(&r.package_id, "13800002222", "11010519491231002X", 1);
    assert_eq!(
        post(&app, &r.owner.token, "order/create", &other)
            .await
            .code(),
        ErrorCode::IdempotencyKeyReused
    );
}

#[tokio::test]
async fn the_same_candidate_within_thirty_days_needs_confirmation() {
    let app = app();
    let r = ready(&app, 100_000).await;
    let first = order(&app, &r, "13800001111", 1).await;
    let again = post(
        &app,
        &r.owner.token,
        "order/create",
        &order_body(&r.package_id, "13800001111", &id_for("13800001111"), 2),
    )
    .await;
    assert_eq!(again.code(), ErrorCode::DuplicateCandidate);
    assert_eq!(again.data()["orderNo"], first["orderNo"]);
    assert_eq!(
        balance(&app, &r.owner.enterprise_id).await,
        100_000 - r.price_fen
    );
    let mut confirmed: Value = serde_json::from_str(&order_body(
        &r.package_id,
        "13800001111",
        &id_for("13800001111"),
        2,
    ))
    .unwrap();
    confirmed["confirmDuplicate"] = json!(true);
    let a = post(&app, &r.owner.token, "order/create", &confirmed.to_string()).await;
    assert_eq!(a.code(), 0, "{:?}", a.body);
    assert_eq!(
        balance(&app, &r.owner.enterprise_id).await,
        100_000 - 2 * r.price_fen
    );
}

#[tokio::test]
async fn cancelling_before_consent_refunds_and_shows_in_the_ledger() {
    let app = app();
    let r = ready(&app, 100_000).await;
    let created = order(&app, &r, "13800001111", 1).await;
    let body = json!({ "orderId": created["orderId"], "reason": "Candidate declined the offer" })
        .to_string();
    let a = post(&app, &r.owner.token, "order/cancel", &body).await;
    assert_eq!(a.code(), 0, "{:?}", a.body);
    assert_eq!(a.data()["refundedFen"], r.price_fen);
    assert_eq!(balance(&app, &r.owner.enterprise_id).await, 100_000);
    let ledger = verity_domain::billing::ledger::all(
        &app.ports,
        &r.owner.enterprise_id,
        Default::default(),
        100,
    )
    .await
    .unwrap();
    assert_eq!(ledger[0].kind, verity_domain::billing::EntryKind::Refund);
    assert_eq!(ledger[0].amount_fen, r.price_fen);
    // Twice is refused and refunds nothing more.
    assert_eq!(
        post(&app, &r.owner.token, "order/cancel", &body)
            .await
            .code(),
        ErrorCode::OrderStateConflict
    );
    assert_eq!(balance(&app, &r.owner.enterprise_id).await, 100_000);
    let d = detail(&app, &r.owner.token, created["orderId"].as_str().unwrap()).await;
    assert_eq!(d["status"], "canceled");
    assert_eq!(d["canCancel"], false);
    assert!(d["statusReason"]
        .as_str()
        .unwrap()
        .contains("declined the offer"));
}

#[tokio::test]
async fn a_completed_order_cannot_be_canceled_or_reminded() {
    let app = app();
    let r = ready(&app, 100_000).await;
    let phone = "13800005555";
    let created = order(&app, &r, phone, 1).await;
    let s = link_code(&app, phone).await;
    let token = app.share_token(&s, phone).await;
    assert_eq!(sign(&app, &token, &s).await.code(), 0);
    let body = json!({ "orderId": created["orderId"] }).to_string();
    let cancel = post(&app, &r.owner.token, "order/cancel", &body).await;
    assert_eq!(cancel.code(), ErrorCode::OrderStateConflict);
    assert_eq!(cancel.data()["status"], "completed");
    assert_eq!(
        post(&app, &r.owner.token, "order/remind", &body)
            .await
            .code(),
        ErrorCode::OrderStateConflict
    );
    assert_eq!(
        balance(&app, &r.owner.enterprise_id).await,
        100_000 - r.price_fen
    );
}

#[tokio::test]
async fn viewers_read_records_but_cannot_order_cancel_or_remind() {
    let app = app();
    let r = ready(&app, 100_000).await;
    let created = order(&app, &r, "13800001111", 1).await;
    let viewer = app.member_of(&r.owner.enterprise_id, Role::Viewer).await;
    let operator = app.member_of(&r.owner.enterprise_id, Role::Operator).await;
    let body = json!({ "orderId": created["orderId"] }).to_string();
    assert_eq!(
        post(&app, &viewer.token, "order/list", "{}").await.code(),
        0
    );
    let d = detail(&app, &viewer.token, created["orderId"].as_str().unwrap()).await;
    assert_eq!(d["canCancel"], false);
    for path in ["order/cancel", "order/remind"] {
        assert_eq!(
            post(&app, &viewer.token, path, &body).await.code(),
            ErrorCode::NoPermission,
            "{path}"
        );
    }
    let create = order_body(&r.package_id, "13800002222", "11010519491231002X", 9);
    assert_eq!(
        post(&app, &viewer.token, "order/create", &create)
            .await
            .code(),
        ErrorCode::NoPermission
    );
    // An operator may order.
    assert_eq!(
        post(&app, &operator.token, "order/create", &create)
            .await
            .code(),
        0
    );
    // Signed out: -5.
    assert_eq!(
        app.call("/api/base/order/list", "{}").await.code(),
        ErrorCode::SessionInvalid
    );
}

#[tokio::test]
async fn the_list_filters_by_status_and_finds_a_candidate_by_exact_phone_or_name() {
    let app = app();
    let r = ready(&app, 1_000_000).await;
    let a = order(&app, &r, "13800001111", 1).await;
    app.clock.advance_secs(1);
    let b = order(&app, &r, "13800002222", 2).await;
    cancel(&app, &r.owner.token, &b).await;
    let list = |body: Value| {
        let app = &app;
        let token = r.owner.token.clone();
        async move {
            let a = post(app, &token, "order/list", &body.to_string()).await;
            assert_eq!(a.code(), 0, "{:?}", a.body);
            a.data()["items"]
                .as_array()
                .unwrap()
                .iter()
                .map(|o| o["orderId"].as_str().unwrap().to_string())
                .collect::<Vec<_>>()
        }
    };
    let (a_id, b_id) = (
        a["orderId"].as_str().unwrap().to_string(),
        b["orderId"].as_str().unwrap().to_string(),
    );
    assert_eq!(
        list(json!({})).await,
        [b_id.clone(), a_id.clone()],
        "newest first"
    );
    assert_eq!(
        list(json!({"status": "canceled"})).await,
        vec![b_id.clone()]
    );
    assert_eq!(list(json!({"keyword": "13800001111"})).await, vec![a_id]);
    assert_eq!(
        list(json!({"keyword": "1380000111"})).await,
        Vec::<String>::new(),
        "exact only"
    );
    assert_eq!(list(json!({"keyword": "张三"})).await.len(), 2);
    assert_eq!(list(json!({"pageSize": 1})).await, [b_id]);
    let row = post(&app, &r.owner.token, "order/list", "{}").await.data()["items"][0].clone();
    assert_eq!(row["candidatePhone"], "138****2222", "masked");
    let bad = post(
        &app,
        &r.owner.token,
        "order/list",
        &json!({"status": "lost"}).to_string(),
    )
    .await;
    assert_eq!(bad.code(), ErrorCode::InvalidField);
}

#[tokio::test]
async fn the_export_is_a_spreadsheet_of_the_filtered_list() {
    let app = app();
    let r = ready(&app, 100_000).await;
    order(&app, &r, "13800001111", 1).await;
    let a = post(&app, &r.owner.token, "order/export", r#"{"format":"csv"}"#).await;
    assert_eq!(a.code(), 0, "{:?}", a.body);
    assert_eq!(a.data()["rows"], 1);
    assert!(a.data()["fileName"].as_str().unwrap().ends_with(".csv"));
    let x = post(
        &app,
        &r.owner.token,
        "order/export",
        r#"{"format":"xlsx","status":"completed"}"#,
    )
    .await;
    assert_eq!(x.data()["rows"], 0);
    assert_eq!(
        post(&app, &r.owner.token, "order/export", r#"{"format":"pdf"}"#)
            .await
            .code(),
        ErrorCode::InvalidField
    );
}
