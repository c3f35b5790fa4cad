//! Bad input changes nothing; roles and enterprises are checked on the server.

use verity_domain::identity::Role;

use crate::support::*;
use verity_http::ErrorCode;

#[tokio::test]
async fn bad_amounts_are_refused_and_change_nothing() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    sandbox_recharge(&app, &owner, 10_000, 99).await;
    for (n, amount) in [
        "0",
        "-500",
        "1.5",
        r#""100""#,
        "1e30",
        "100000001",
        "null",
        "true",
    ]
    .into_iter()
    .enumerate()
    {
        let body = format!(
            r#"{{"amountFen":{amount},"method":"sandbox","idempotencyKey":"{}"}}"#,
            key(n as u32)
        );
        let answer = post(&app, &owner.token, "recharge", &body).await;
        assert_eq!(
            answer.code(),
            ErrorCode::InvalidField,
            "{amount}: {:?}",
            answer.body
        );
        assert_eq!(answer.data()["field"], "amountFen", "{amount}");
    }
    for body in [
        format!(
            r#"{{"amountFen":100,"method":"cash","idempotencyKey":"{}"}}"#,
            key(50)
        ),
        r#"{"amountFen":100,"method":"sandbox","idempotencyKey":"short"}"#.to_string(),
    ] {
        assert_eq!(
            post(&app, &owner.token, "recharge", &body).await.code(),
            ErrorCode::InvalidField,
            "{body}"
        );
    }
    for threshold in ["-1", "100000001", "2.5", r#""5""#] {
        let body = format!(r#"{{"thresholdFen":{threshold}}}"#);
        assert_eq!(
            post(&app, &owner.token, "setLowBalance", &body)
                .await
                .code(),
            ErrorCode::InvalidField,
            "{threshold}"
        );
    }
    let now = account(&app, &owner).await;
    assert_eq!(
        (
            now["balanceFen"].as_i64(),
            now["lowBalanceThresholdFen"].as_i64()
        ),
        (Some(10_000), Some(10_000))
    );
    assert_eq!(
        post(&app, &owner.token, "ledger", "{}").await.data()["list"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    assert_eq!(
        post(&app, &owner.token, "recharges", "{}").await.data()["list"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    for body in [r#"{"kind":"gift"}"#, r#"{"from":2000,"to":1000}"#] {
        assert_eq!(
            post(&app, &owner.token, "ledger", body).await.code(),
            ErrorCode::InvalidField,
            "{body}"
        );
    }
    let set = post(
        &app,
        &owner.token,
        "setLowBalance",
        r#"{"thresholdFen":5000}"#,
    )
    .await;
    assert_eq!(
        (
            set.data()["lowBalanceThresholdFen"].as_i64(),
            set.data()["lowBalance"].as_bool()
        ),
        (Some(5_000), Some(false))
    );
}

#[tokio::test]
async fn viewers_read_operators_cannot_recharge_and_only_the_platform_confirms() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let admin = app.member_of(&owner.enterprise_id, Role::Admin).await;
    let operator = app.member_of(&owner.enterprise_id, Role::Operator).await;
    let viewer = app.member_of(&owner.enterprise_id, Role::Viewer).await;
    assert_eq!(sandbox_recharge(&app, &admin, 1_000, 1).await.code(), 0);
    for reader in [&operator, &viewer] {
        for path in ["account", "ledger", "recharges", "invoice/list"] {
            assert_eq!(
                post(&app, &reader.token, path, "{}").await.code(),
                0,
                "{path}"
            );
        }
        let export = post(
            &app,
            &reader.token,
            "statement/export",
            r#"{"format":"csv"}"#,
        )
        .await;
        assert_eq!(export.code(), 0);
        assert_eq!(
            sandbox_recharge(&app, reader, 1_000, 2).await.code(),
            ErrorCode::NoPermission
        );
        assert_eq!(
            post(
                &app,
                &reader.token,
                "setLowBalance",
                r#"{"thresholdFen":1}"#
            )
            .await
            .code(),
            ErrorCode::NoPermission
        );
        let invoice = r#"{"title":"Test Co","taxNumber":"91440101MA5CXXXX1X","amountFen":100}"#;
        assert_eq!(
            post(&app, &reader.token, "invoice/apply", invoice)
                .await
                .code(),
            ErrorCode::NoPermission
        );
        for path in ["ops/recharges", "ops/invoices"] {
            assert_eq!(
                post(&app, &reader.token, path, "{}").await.code(),
                ErrorCode::NoPermission,
                "{path}"
            );
        }
    }
    let (_, ops) = ops(&app).await;
    // A platform operator belongs to no enterprise: no balance of its own.
    assert_eq!(
        post(&app, &ops, "account", "{}").await.code(),
        ErrorCode::NoPermission
    );
    assert_eq!(
        app.call("/api/base/finance/account", "{}").await.code(),
        ErrorCode::SessionInvalid
    );
}

#[tokio::test]
async fn another_enterprises_ledger_recharges_and_invoices_give_nothing() {
    let app = app();
    let a = app.member(Role::Owner).await;
    let b = app.member(Role::Owner).await;
    for n in 0..25 {
        app.clock.advance_secs(1);
        sandbox_recharge(&app, &b, 100, n).await;
    }
    let b_ledger = post(&app, &b.token, "ledger", "{}").await;
    let cursor = b_ledger.data()["cursor"].as_str().unwrap();
    assert_eq!(
        post(
            &app,
            &a.token,
            "ledger",
            &format!(r#"{{"cursor":"{cursor}"}}"#)
        )
        .await
        .code(),
        ErrorCode::BadCursor
    );
    let b_recharges = post(&app, &b.token, "recharges", "{}").await;
    let cursor = b_recharges.data()["cursor"].as_str().unwrap();
    assert_eq!(
        post(
            &app,
            &a.token,
            "recharges",
            &format!(r#"{{"cursor":"{cursor}"}}"#)
        )
        .await
        .code(),
        ErrorCode::BadCursor
    );
    for path in ["ledger", "recharges", "invoice/list"] {
        let mine = post(&app, &a.token, path, "{}").await;
        assert_eq!(mine.data()["list"].as_array().unwrap().len(), 0, "{path}");
    }
    assert_eq!(account(&app, &a).await["balanceFen"], 0);
    // B's recharge key, sent by A, is A's own key: it does not replay B's recharge.
    let a_try = sandbox_recharge(&app, &a, 100, 0).await;
    assert_eq!(a_try.code(), 0);
    assert_ne!(
        a_try.data()["rechargeId"],
        b_recharges.data()["list"][24]["rechargeId"]
    );
    assert_eq!(account(&app, &b).await["balanceFen"], 2_500);
}

#[tokio::test]
async fn a_filter_takes_one_of_its_values_and_names_the_field_otherwise() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let (_, ops) = ops(&app).await;
    for (token, path, body, field, msg) in [
        (
            &ops,
            "ops/recharges",
            r#"{"status":"paid"}"#,
            "status",
            "status: must be pending_review, settled or rejected",
        ),
        (
            &ops,
            "ops/invoices",
            r#"{"status":"paid"}"#,
            "status",
            "status: must be pending or issued",
        ),
        (
            &owner.token,
            "ledger",
            r#"{"kind":"gift"}"#,
            "kind",
            "kind: must be recharge, charge, refund or adjustment",
        ),
        (
            &owner.token,
            "statement/export",
            r#"{"format":"pdf"}"#,
            "format",
            "format: must be csv or xlsx",
        ),
    ] {
        let refused = post(&app, token, path, body).await;
        assert_eq!(refused.code(), ErrorCode::InvalidField, "{path}");
        assert_eq!(refused.data()["field"], field, "{path}");
        assert_eq!(refused.body["msg"], msg, "{path}");
    }
    // Empty or padded, a filter reads as absent or as its value.
    for (token, path, body) in [
        (&ops, "ops/recharges", r#"{"status":" "}"#),
        (&ops, "ops/invoices", r#"{"status":" issued "}"#),
        (&owner.token, "ledger", r#"{"kind":""}"#),
    ] {
        let read = post(&app, token, path, body).await;
        assert_eq!(read.code(), 0, "{path}: {:?}", read.body);
    }
}
