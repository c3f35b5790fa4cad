//! Issue 22, rule 7: a transfer voucher backs one recharge. A second
//! recharge naming the same voucher file is refused (4108), even when both
//! are requested at once (a conditional claim in the recharge's transaction).

use std::sync::Arc;

use verity_testkit::TestApp;

use crate::support::*;
use verity_http::ErrorCode;

fn transfer(amount_fen: i64, voucher: &str, n: u32) -> String {
    format!(
        r#"{{"amountFen":{amount_fen},"method":"transfer","voucherFileKey":"{voucher}","idempotencyKey":"{}"}}"#,
        key(n)
    )
}

#[tokio::test]
async fn a_checked_upload_stays_what_was_checked_a_transfer_voucher_backs_one_recharge() {
    let app = app();
    let owner = app.member(verity_domain::identity::Role::Owner).await;
    let slip = voucher(&app, &owner).await;
    let first = post(&app, &owner.token, "recharge", &transfer(300_000, &slip, 1)).await;
    assert_eq!(first.code(), 0, "{:?}", first.body);
    // A retry of the same request answers the same recharge.
    let retry = post(&app, &owner.token, "recharge", &transfer(300_000, &slip, 1)).await;
    assert_eq!(retry.code(), 0);
    assert_eq!(retry.data()["rechargeId"], first.data()["rechargeId"]);
    // Another request with the same voucher is refused.
    let again = post(&app, &owner.token, "recharge", &transfer(500_000, &slip, 2)).await;
    assert_eq!(again.code(), ErrorCode::VoucherUsed, "{:?}", again.body);
    assert_eq!(again.data()["field"], "voucherFileKey");
    assert_eq!(account(&app, &owner).await["pendingRechargeFen"], 300_000);
    // A new voucher backs a new recharge.
    let other = voucher(&app, &owner).await;
    let next = post(
        &app,
        &owner.token,
        "recharge",
        &transfer(500_000, &other, 3),
    )
    .await;
    assert_eq!(next.code(), 0, "{:?}", next.body);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_checked_upload_stays_what_was_checked_one_voucher_backs_one_of_recharges_sent_at_once() {
    for (adapter, app) in TestApp::on_each_table(|ports| fn_finance::FUNCTION.router(ports)).await {
        let owner = app.member(verity_domain::identity::Role::Owner).await;
        let slip = voucher(&app, &owner).await;
        let app = Arc::new(app);
        let mut calls = Vec::new();
        for n in 0..8u32 {
            let (app, token, body) = (
                app.clone(),
                owner.token.clone(),
                transfer(100_000, &slip, 100 + n),
            );
            calls.push(tokio::spawn(async move {
                post(&app, &token, "recharge", &body).await.code()
            }));
        }
        let mut codes = Vec::new();
        for call in calls {
            codes.push(call.await.unwrap());
        }
        assert_eq!(
            codes.iter().filter(|c| **c == 0).count(),
            1,
            "{adapter}: {codes:?}"
        );
        assert_eq!(
            codes
                .iter()
                .filter(|c| **c == ErrorCode::VoucherUsed)
                .count(),
            7,
            "{adapter}: {codes:?}"
        );
        assert_eq!(
            account(&app, &owner).await["pendingRechargeFen"],
            100_000,
            "{adapter}"
        );
    }
}
