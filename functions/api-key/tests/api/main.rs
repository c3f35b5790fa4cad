//! API keys through the key router beside the routers a key calls (orders,
//! reports, finance, packages, the enterprise's log): a key orders and reads
//! as the portal does, within its role and enterprise, stops the moment it is
//! revoked, and a sandbox key never touches the live balance.

use serde_json::{json, Value};
use verity_domain::api_keys::{CALLS_PER_MINUTE, MAX_ACTIVE, SANDBOX_FUNDS_FEN};
use verity_domain::identity::Role;
use verity_http::ErrorCode;
use verity_testkit::{Answer, Member, TestApp};

fn app() -> TestApp {
    TestApp::new(|ports| {
        let mut router = fn_api_key::FUNCTION.parts(ports.clone()).0;
        for f in [
            &fn_order::FUNCTION,
            &fn_report::FUNCTION,
            &fn_finance::FUNCTION,
            &fn_enterprise::FUNCTION,
            &fn_candidate::FUNCTION,
            &fn_package::FUNCTION,
        ] {
            router = router.merge(f.parts(ports.clone()).0);
        }
        verity_http::finish(router)
    })
}

async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> Answer {
    app.call_as(token, &format!("/api/base/{path}"), &body.to_string())
        .await
}

async fn ok(app: &TestApp, token: &str, path: &str, body: Value) -> Value {
    let a = post(app, token, path, body).await;
    assert_eq!(a.code(), 0, "{path}: {:?}", a.body);
    a.data().clone()
}

/// A key made by `by` (owner or admin): `(keyId, key)`.
async fn make_key(app: &TestApp, by: &Member, role: &str, sandbox: bool) -> (String, String) {
    let made = ok(
        app,
        &by.token,
        "apiKey/create",
        json!({"name": format!("ATS {role}"), "role": role, "sandbox": sandbox}),
    )
    .await;
    (
        made["keyId"].as_str().unwrap().to_string(),
        made["key"].as_str().unwrap().to_string(),
    )
}

/// An offline order (consent on file) placed with `token` (a key or a session).
async fn order(app: &TestApp, token: &str, owner: &Member, package_id: &str, n: u32) -> Answer {
    let file = app.consent_file(owner).await;
    order_with(app, token, &file, package_id, n).await
}

/// The same with a consent file already uploaded (a retry sends the same body).
async fn order_with(app: &TestApp, token: &str, file: &str, package_id: &str, n: u32) -> Answer {
    let a = post(
        app,
        token,
        "order/create",
        json!({
            "packageId": package_id,
            "candidate": {"name": "张三", "phone": format!("139000{n:05}"), "idNumber": "110101199003078515"},
            "authMode": "offline",
            "consentFileKey": file,
            "idempotencyKey": format!("api-key-order-{n:04}-abcdef"),
        }),
    )
    .await;
    app.ports.events.drained().await;
    a
}

async fn balance(app: &TestApp, token: &str) -> i64 {
    ok(app, token, "finance/account", json!({})).await["balanceFen"]
        .as_i64()
        .unwrap()
}

#[tokio::test]
async fn a_key_orders_a_check_and_reads_its_report_as_the_portal_does() {
    let app = app();
    let r = app
        .ready_to_order(&[("identity", 1), ("court", 1)], 100_000)
        .await;
    let (_, key) = make_key(&app, &r.owner, "operator", false).await;
    assert!(key.starts_with("vk_live_") && key.len() > 40, "{key}");

    let file = app.consent_file(&r.owner).await;
    let placed = order_with(&app, &key, &file, &r.package_id, 1).await;
    assert_eq!(placed.code(), 0, "{:?}", placed.body);
    let order_id = placed.data()["orderId"].as_str().unwrap().to_string();

    let detail = ok(&app, &key, "order/detail", json!({"orderId": order_id})).await;
    assert_eq!(detail["status"], "completed");
    let report = post(&app, &key, "report/detail", json!({"orderId": order_id})).await;
    assert_eq!(report.code(), 0, "{:?}", report.body);
    // The owner's console sees the same order, paid from the live balance.
    let seen = ok(
        &app,
        &r.owner.token,
        "order/detail",
        json!({"orderId": order_id}),
    )
    .await;
    assert_eq!(seen["orderNo"], detail["orderNo"]);
    assert_eq!(balance(&app, &r.owner.token).await, 100_000 - r.price_fen);
    // The same idempotency key answers the first order, charged once.
    let again = order_with(&app, &key, &file, &r.package_id, 1).await;
    assert_eq!(again.data()["orderId"], order_id.as_str());
    assert_eq!(balance(&app, &r.owner.token).await, 100_000 - r.price_fen);
}

#[tokio::test]
async fn a_key_holds_its_role_only_and_never_reaches_a_persons_routes() {
    let app = app();
    let r = app.ready_to_order(&[("identity", 1)], 100_000).await;
    let (_, viewer) = make_key(&app, &r.owner, "viewer", false).await;
    let (_, operator) = make_key(&app, &r.owner, "operator", false).await;

    // A viewer reads but does not order; nothing is charged.
    assert_eq!(
        ok(&app, &viewer, "order/list", json!({})).await["items"],
        json!([])
    );
    let refused = order(&app, &viewer, &r.owner, &r.package_id, 2).await;
    assert_eq!(refused.code(), ErrorCode::NoPermission);
    assert_eq!(balance(&app, &r.owner.token).await, 100_000);
    // An operator key cannot recharge, change packages or manage keys.
    for (path, body) in [
        (
            "package/create",
            json!({"name": "x", "items": [{"code": "identity", "quantity": 1}]}),
        ),
        ("finance/setLowBalance", json!({"thresholdFen": 100})),
    ] {
        assert_eq!(
            post(&app, &operator, path, body).await.code(),
            ErrorCode::NoPermission,
            "{path}"
        );
    }
    // A person's routes refuse any key, whatever its role.
    for (path, body) in [
        ("apiKey/list", json!({})),
        ("apiKey/create", json!({"name": "mine", "role": "operator"})),
        ("enterprise/auditLog", json!({})),
        ("enterprise/detail", json!({})),
    ] {
        assert_eq!(
            post(&app, &operator, path, body).await.code(),
            ErrorCode::ApiKeyNotAllowedHere,
            "{path}"
        );
    }
    // Roles beyond a key's are refused at creation.
    let owner_key = post(
        &app,
        &r.owner.token,
        "apiKey/create",
        json!({"name": "x", "role": "admin"}),
    )
    .await;
    assert_eq!(owner_key.code(), ErrorCode::InvalidField);
    assert_eq!(owner_key.data()["field"], "role");
    // Members who do not manage the enterprise cannot make keys.
    let op = app.member_of(&r.owner.enterprise_id, Role::Operator).await;
    let denied = post(
        &app,
        &op.token,
        "apiKey/create",
        json!({"name": "x", "role": "viewer"}),
    )
    .await;
    assert_eq!(denied.code(), ErrorCode::NoPermission);
}

#[tokio::test]
async fn another_enterprises_ids_give_a_key_nothing() {
    let app = app();
    let a = app.ready_to_order(&[("identity", 1)], 100_000).await;
    let b = app.ready_to_order(&[("identity", 1)], 100_000).await;
    let (b_key_id, b_key) = make_key(&app, &b.owner, "operator", false).await;
    let b_order = order(&app, &b_key, &b.owner, &b.package_id, 3).await;
    let b_order_id = b_order.data()["orderId"].as_str().unwrap().to_string();
    let (_, a_key) = make_key(&app, &a.owner, "operator", false).await;

    // A's key sees none of B's orders, reports or packages.
    for (path, body) in [
        ("order/detail", json!({"orderId": b_order_id})),
        ("report/detail", json!({"orderId": b_order_id})),
        ("package/detail", json!({"packageId": b.package_id})),
    ] {
        let answer = post(&app, &a_key, path, body).await;
        assert_ne!(answer.code(), 0, "{path}");
        assert!(
            !answer.body.to_string().contains(&b_order_id[..8]),
            "{path}"
        );
    }
    assert_eq!(
        ok(&app, &a_key, "order/list", json!({})).await["items"],
        json!([])
    );
    // A's owner cannot revoke B's key: 4801, and B's key still works.
    let revoke = post(
        &app,
        &a.owner.token,
        "apiKey/revoke",
        json!({"keyId": b_key_id}),
    )
    .await;
    assert_eq!(revoke.code(), ErrorCode::ApiKeyNotFound);
    assert_eq!(post(&app, &b_key, "order/list", json!({})).await.code(), 0);
    // Nor list them.
    let listed = ok(&app, &a.owner.token, "apiKey/list", json!({})).await;
    assert!(!listed.to_string().contains(&b_key_id));
}

#[tokio::test]
async fn a_revoked_key_stops_at_once_and_the_list_never_shows_a_key() {
    let app = app();
    let r = app.ready_to_order(&[("identity", 1)], 100_000).await;
    let (key_id, key) = make_key(&app, &r.owner, "operator", false).await;
    app.clock.advance_secs(5);
    assert_eq!(post(&app, &key, "order/list", json!({})).await.code(), 0);

    let listed = ok(&app, &r.owner.token, "apiKey/list", json!({})).await;
    let row = &listed["items"][0];
    assert_eq!(row["keyId"], key_id.as_str());
    assert_eq!(row["prefix"], &key[..12]);
    assert!(row["lastUsedAt"].is_i64(), "{row}");
    assert!(row["revokedAt"].is_null());
    assert!(
        !listed.to_string().contains(&key[12..]),
        "the key itself is never listed"
    );

    let revoked = ok(
        &app,
        &r.owner.token,
        "apiKey/revoke",
        json!({"keyId": key_id}),
    )
    .await;
    assert!(revoked["revokedAt"].is_i64());
    assert_eq!(
        post(&app, &key, "order/list", json!({})).await.code(),
        ErrorCode::SessionInvalid
    );
    // Revoking again answers the same, nothing else changes.
    let again = ok(
        &app,
        &r.owner.token,
        "apiKey/revoke",
        json!({"keyId": key_id}),
    )
    .await;
    assert_eq!(again["revokedAt"], revoked["revokedAt"]);
    // Made-up keys are refused the same way.
    for made_up in [
        "vk_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
        "vk_test_x",
    ] {
        assert_eq!(
            post(&app, made_up, "order/list", json!({})).await.code(),
            ErrorCode::SessionInvalid
        );
    }
}

#[tokio::test]
async fn a_key_stops_when_its_creator_no_longer_manages_the_enterprise() {
    let app = app();
    let r = app.ready_to_order(&[("identity", 1)], 100_000).await;
    let admin = app.member_of(&r.owner.enterprise_id, Role::Admin).await;
    let (_, key) = make_key(&app, &admin, "viewer", false).await;
    assert_eq!(post(&app, &key, "order/list", json!({})).await.code(), 0);

    ok(
        &app,
        &r.owner.token,
        "enterprise/member/changeRole",
        json!({"userId": admin.user_id, "role": "operator"}),
    )
    .await;
    assert_eq!(
        post(&app, &key, "order/list", json!({})).await.code(),
        ErrorCode::SessionInvalid
    );
}

#[tokio::test]
async fn a_sandbox_key_orders_with_sandbox_money_and_the_live_balance_never_moves() {
    let app = app();
    let r = app.ready_to_order(&[("identity", 1)], 100_000).await;
    let (_, sandbox) = make_key(&app, &r.owner, "operator", true).await;
    assert!(sandbox.starts_with("vk_test_"));
    assert_eq!(balance(&app, &sandbox).await, SANDBOX_FUNDS_FEN);

    let placed = post(
        &app,
        &sandbox,
        "order/create",
        json!({
            "packageId": r.package_id,
            "candidate": {"name": "李四", "phone": "13900001111", "idNumber": "110101199003078515"},
            "authMode": "sms",
            "idempotencyKey": "sandbox-order-0001-abcdef",
        }),
    )
    .await;
    assert_eq!(placed.code(), 0, "{:?}", placed.body);
    app.ports.events.drained().await;
    let order_id = placed.data()["orderId"].as_str().unwrap().to_string();

    assert_eq!(
        balance(&app, &sandbox).await,
        SANDBOX_FUNDS_FEN - r.price_fen
    );
    assert_eq!(
        balance(&app, &r.owner.token).await,
        100_000,
        "the live balance never moves"
    );
    // The sandbox order lives in the sandbox: the console's live records do not hold it.
    assert_eq!(
        ok(&app, &r.owner.token, "order/list", json!({})).await["items"],
        json!([])
    );
    assert_ne!(
        post(
            &app,
            &r.owner.token,
            "order/detail",
            json!({"orderId": order_id})
        )
        .await
        .code(),
        0
    );
    let listed = ok(&app, &sandbox, "order/list", json!({})).await;
    assert_eq!(listed["items"].as_array().unwrap().len(), 1);
    // A live key of the same enterprise does not see it either.
    let (_, live) = make_key(&app, &r.owner, "viewer", false).await;
    assert_ne!(
        post(&app, &live, "order/detail", json!({"orderId": order_id}))
            .await
            .code(),
        0
    );
}

#[tokio::test]
async fn sandbox_keys_made_at_once_grant_the_sandbox_money_once() {
    let app = app();
    let r = app.ready_to_order(&[("identity", 1)], 100_000).await;
    let (a, b, c) = tokio::join!(
        make_key(&app, &r.owner, "operator", true),
        make_key(&app, &r.owner, "viewer", true),
        make_key(&app, &r.owner, "operator", true),
    );
    for (_, key) in [&a, &b, &c] {
        assert_eq!(balance(&app, key).await, SANDBOX_FUNDS_FEN);
    }
    let grants = ok(&app, &a.1, "finance/ledger", json!({})).await;
    assert_eq!(
        grants["list"].as_array().unwrap().len(),
        1,
        "one grant entry: {grants}"
    );
    assert_eq!(
        balance(&app, &r.owner.token).await,
        100_000,
        "live untouched"
    );
}

#[tokio::test]
async fn a_key_revoked_twice_at_once_is_revoked_once() {
    let app = app();
    let r = app.ready_to_order(&[("identity", 1)], 100_000).await;
    let (key_id, key) = make_key(&app, &r.owner, "operator", false).await;
    let body = json!({"keyId": key_id});
    let (first, second) = tokio::join!(
        post(&app, &r.owner.token, "apiKey/revoke", body.clone()),
        post(&app, &r.owner.token, "apiKey/revoke", body.clone()),
    );
    assert_eq!((first.code(), second.code()), (0, 0), "both answer revoked");
    assert_eq!(
        first.data()["revokedAt"],
        second.data()["revokedAt"],
        "at one instant"
    );
    assert_eq!(
        post(&app, &key, "order/list", json!({})).await.code(),
        ErrorCode::SessionInvalid
    );
    let audit = ok(&app, &r.owner.token, "enterprise/auditLog", json!({})).await;
    let revocations = audit["list"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["action"] == "apiKey.revoked")
        .count();
    assert_eq!(revocations, 1, "audited once: {audit}");
    // The active count went down once: twenty more fit, not twenty-one.
    for _ in 0..MAX_ACTIVE {
        make_key(&app, &r.owner, "viewer", false).await;
    }
    let over = post(
        &app,
        &r.owner.token,
        "apiKey/create",
        json!({"name": "one more", "role": "viewer"}),
    )
    .await;
    assert_eq!(over.code(), ErrorCode::ApiKeyLimitReached);
}

#[tokio::test]
async fn a_key_over_its_rate_waits_for_the_next_minute() {
    let app = app();
    let r = app.ready_to_order(&[("identity", 1)], 100_000).await;
    let (_, key) = make_key(&app, &r.owner, "viewer", false).await;
    for _ in 0..CALLS_PER_MINUTE {
        assert_eq!(post(&app, &key, "package/list", json!({})).await.code(), 0);
    }
    let limited = post(&app, &key, "package/list", json!({})).await;
    assert_eq!(limited.code(), ErrorCode::ApiKeyRateLimited);
    assert!(limited.data()["retryAfterSecs"].as_i64().unwrap() > 0);
    // Business refusals answer HTTP 200 with their code, as every other (spec).
    assert_eq!(limited.status, http::StatusCode::OK);
    // Another key of the enterprise is not slowed, and the next minute is open.
    let (_, other) = make_key(&app, &r.owner, "viewer", false).await;
    assert_eq!(
        post(&app, &other, "package/list", json!({})).await.code(),
        0
    );
    app.clock.advance_secs(60);
    assert_eq!(post(&app, &key, "package/list", json!({})).await.code(), 0);
}

#[tokio::test]
async fn an_enterprise_holds_at_most_twenty_active_keys() {
    let app = app();
    let r = app.ready_to_order(&[("identity", 1)], 0).await;
    let mut first = None;
    for _ in 0..MAX_ACTIVE {
        let made = make_key(&app, &r.owner, "viewer", false).await;
        first.get_or_insert(made);
    }
    let over = post(
        &app,
        &r.owner.token,
        "apiKey/create",
        json!({"name": "one more", "role": "viewer"}),
    )
    .await;
    assert_eq!(over.code(), ErrorCode::ApiKeyLimitReached);
    assert_eq!(over.data()["limit"], MAX_ACTIVE);
    let (first_id, _) = first.unwrap();
    ok(
        &app,
        &r.owner.token,
        "apiKey/revoke",
        json!({"keyId": first_id}),
    )
    .await;
    assert_eq!(
        post(
            &app,
            &r.owner.token,
            "apiKey/create",
            json!({"name": "one more", "role": "viewer"})
        )
        .await
        .code(),
        0
    );
}

#[tokio::test]
async fn the_audit_log_names_the_key_on_creation_use_and_revocation() {
    let app = app();
    let r = app.ready_to_order(&[("identity", 1)], 100_000).await;
    let (key_id, key) = make_key(&app, &r.owner, "operator", false).await;
    for _ in 0..3 {
        post(&app, &key, "order/list", json!({})).await;
    }
    ok(
        &app,
        &r.owner.token,
        "apiKey/revoke",
        json!({"keyId": key_id}),
    )
    .await;

    let log = ok(&app, &r.owner.token, "enterprise/auditLog", json!({})).await;
    let rows: Vec<(String, String)> = log["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["action"].as_str().unwrap().into(),
                e["actor"].as_str().unwrap().into(),
            )
        })
        .collect();
    let of = |action: &str| rows.iter().filter(|(a, _)| a == action).count();
    assert_eq!(of("apiKey.created"), 1, "{rows:?}");
    assert_eq!(of("apiKey.revoked"), 1, "{rows:?}");
    assert_eq!(
        of("apiKey.used"),
        1,
        "used is logged once an hour: {rows:?}"
    );
    let used = rows.iter().find(|(a, _)| a == "apiKey.used").unwrap();
    assert!(used.1.starts_with("API key \"ATS operator\""), "{used:?}");
    assert!(
        !log.to_string().contains(&key[8..]),
        "the key never reaches the log"
    );
}
