//! Recharges: the sandbox credits at once; a transfer waits for the platform.

use verity_domain::identity::Role;

use crate::support::*;
use verity_http::ErrorCode;

#[tokio::test]
async fn a_sandbox_recharge_credits_once_however_often_the_form_is_sent() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let before = account(&app, &owner).await;
    assert_eq!(before["balanceFen"], 0);
    assert_eq!(before["lowBalanceThresholdFen"], 10_000);
    assert_eq!(before["lowBalance"], true);
    assert_eq!(before["sandboxPayments"], true);

    let first = sandbox_recharge(&app, &owner, 50_000, 1).await;
    assert_eq!(first.code(), 0, "{:?}", first.body);
    assert_eq!(first.data()["status"], "settled");
    let again = sandbox_recharge(&app, &owner, 50_000, 1).await;
    assert_eq!(again.data()["rechargeId"], first.data()["rechargeId"]);
    // The same key for another amount is refused.
    let other = sandbox_recharge(&app, &owner, 60_000, 1).await;
    assert_eq!(other.code(), ErrorCode::IdempotencyKeyReused);
    let now = account(&app, &owner).await;
    assert_eq!(
        (now["balanceFen"].as_i64(), now["lowBalance"].as_bool()),
        (Some(50_000), Some(false))
    );

    let ledger = post(&app, &owner.token, "ledger", "{}").await;
    let list = ledger.data()["list"].as_array().unwrap();
    assert_eq!(list.len(), 1);
    // The issue's contract `{amountFen, method}` works without a key: each call is its own recharge.
    for _ in 0..2 {
        let bare = post(
            &app,
            &owner.token,
            "recharge",
            r#"{"amountFen":100,"method":"sandbox"}"#,
        )
        .await;
        assert_eq!(bare.data()["status"], "settled", "{:?}", bare.body);
    }
    assert_eq!(account(&app, &owner).await["balanceFen"], 50_200);
    assert_eq!(list[0]["kind"], "recharge");
    assert_eq!(list[0]["amountFen"], 50_000);
    assert_eq!(list[0]["balanceAfterFen"], 50_000);
    assert_eq!(list[0]["link"]["type"], "recharge");
    assert_eq!(list[0]["link"]["id"], first.data()["rechargeId"]);
}

#[tokio::test]
async fn a_transfer_waits_for_the_platform_and_its_approval_credits_once() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let (_, ops) = ops(&app).await;
    // Without a voucher, or with another enterprise's: refused.
    let bare = post(
        &app,
        &owner.token,
        "recharge",
        &format!(
            r#"{{"amountFen":300000,"method":"transfer","idempotencyKey":"{}"}}"#,
            key(1)
        ),
    )
    .await;
    assert_eq!(bare.code(), ErrorCode::InvalidField);
    assert_eq!(bare.data()["field"].as_str(), Some("voucherFileKey"));
    let stranger = app.member(Role::Owner).await;
    let foreign = voucher(&app, &stranger).await;
    let stolen = post(
        &app,
        &owner.token,
        "recharge",
        &format!(r#"{{"amountFen":300000,"method":"transfer","voucherFileKey":"{foreign}","idempotencyKey":"{}"}}"#, key(2)),
    )
    .await;
    assert_eq!(stolen.code(), ErrorCode::FileNotFound);

    let slip = voucher(&app, &owner).await;
    let asked = post(
        &app,
        &owner.token,
        "recharge",
        &format!(r#"{{"amountFen":300000,"method":"transfer","voucherFileKey":"{slip}","idempotencyKey":"{}"}}"#, key(3)),
    )
    .await;
    assert_eq!(asked.code(), 0, "{:?}", asked.body);
    assert_eq!(asked.data()["status"], "pending_review");
    let id = asked.data()["rechargeId"].as_str().unwrap().to_string();
    let pending = account(&app, &owner).await;
    assert_eq!(
        (
            pending["balanceFen"].as_i64(),
            pending["pendingRechargeFen"].as_i64()
        ),
        (Some(0), Some(300_000))
    );
    let mine = post(&app, &owner.token, "recharges", "{}").await;
    assert_eq!(mine.data()["list"][0]["status"], "pending_review");
    assert!(mine.data()["list"][0]["voucherUrl"]
        .as_str()
        .unwrap()
        .contains("op=get"));

    // Members do not decide; the platform's queue shows it with the enterprise's name.
    let approve = format!(r#"{{"rechargeId":"{id}","decision":"approve"}}"#);
    assert_eq!(
        post(&app, &owner.token, "ops/confirmRecharge", &approve)
            .await
            .code(),
        ErrorCode::NoPermission
    );
    assert_eq!(
        post(&app, &owner.token, "ops/recharges", "{}").await.code(),
        ErrorCode::NoPermission
    );
    let queue = post(&app, &ops, "ops/recharges", "{}").await;
    assert_eq!(queue.code(), 0, "{:?}", queue.body);
    assert_eq!(queue.data()["list"][0]["rechargeId"], id.as_str());
    assert_eq!(queue.data()["list"][0]["enterpriseName"], "Test Co");

    for _ in 0..3 {
        let decided = post(&app, &ops, "ops/confirmRecharge", &approve).await;
        assert_eq!(decided.data()["status"], "settled", "{:?}", decided.body);
    }
    let credited = account(&app, &owner).await;
    assert_eq!(
        (
            credited["balanceFen"].as_i64(),
            credited["pendingRechargeFen"].as_i64()
        ),
        (Some(300_000), Some(0))
    );
    let reject =
        format!(r#"{{"rechargeId":"{id}","decision":"reject","reason":"no such transfer"}}"#);
    assert_eq!(
        post(&app, &ops, "ops/confirmRecharge", &reject)
            .await
            .code(),
        ErrorCode::RechargeDecided
    );
    assert_eq!(
        post(&app, &ops, "ops/recharges", "{}").await.data()["list"]
            .as_array()
            .unwrap()
            .len(),
        0
    );
    let settled = post(&app, &ops, "ops/recharges", r#"{"status":"settled"}"#).await;
    assert_eq!(settled.data()["list"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn a_rejected_transfer_tells_why_and_credits_nothing() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let (_, ops) = ops(&app).await;
    let slip = voucher(&app, &owner).await;
    let asked = post(
        &app,
        &owner.token,
        "recharge",
        &format!(r#"{{"amountFen":1000,"method":"transfer","voucherFileKey":"{slip}","idempotencyKey":"{}"}}"#, key(1)),
    )
    .await;
    let id = asked.data()["rechargeId"].as_str().unwrap();
    let no_reason = post(
        &app,
        &ops,
        "ops/confirmRecharge",
        &format!(r#"{{"rechargeId":"{id}","decision":"reject"}}"#),
    )
    .await;
    assert_eq!(no_reason.code(), ErrorCode::InvalidField);
    assert_eq!(no_reason.data()["field"].as_str(), Some("reason"));
    let rejected = post(
        &app,
        &ops,
        "ops/confirmRecharge",
        &format!(
            r#"{{"rechargeId":"{id}","decision":"reject","reason":"The slip is unreadable"}}"#
        ),
    )
    .await;
    assert_eq!(rejected.data()["status"], "rejected");
    let mine = post(&app, &owner.token, "recharges", "{}").await;
    assert_eq!(
        mine.data()["list"][0]["rejectReason"],
        "The slip is unreadable"
    );
    let now = account(&app, &owner).await;
    assert_eq!(
        (
            now["balanceFen"].as_i64(),
            now["pendingRechargeFen"].as_i64()
        ),
        (Some(0), Some(0))
    );
    assert_eq!(
        post(
            &app,
            &ops,
            "ops/confirmRecharge",
            &format!(r#"{{"rechargeId":"{id}","decision":"approve"}}"#)
        )
        .await
        .code(),
        ErrorCode::RechargeDecided
    );
    assert_eq!(
        post(
            &app,
            &ops,
            "ops/confirmRecharge",
            r#"{"rechargeId":"nope","decision":"approve"}"#
        )
        .await
        .code(),
        ErrorCode::NotFound
    );
}

#[tokio::test]
async fn a_stage_without_sandbox_payments_refuses_the_method_and_says_so() {
    // As a deployed stage not configured as a sandbox: the Payments port is unconfigured.
    let app = verity_testkit::TestApp::new(|mut ports| {
        ports.payments =
            std::sync::Arc::new(verity_core::unconfigured::Unconfigured("online payments"));
        fn_finance::FUNCTION.router(ports)
    });
    let owner = app.member(Role::Owner).await;
    assert_eq!(account(&app, &owner).await["sandboxPayments"], false);
    let refused = sandbox_recharge(&app, &owner, 10_000, 1).await;
    assert_eq!(refused.code(), ErrorCode::SandboxPaymentsDisabled);
    assert_eq!(refused.data()["field"].as_str(), Some("method"));
    assert_eq!(account(&app, &owner).await["balanceFen"], 0);
    assert_eq!(
        post(&app, &owner.token, "recharges", "{}").await.data()["list"]
            .as_array()
            .unwrap()
            .len(),
        0
    );
}
