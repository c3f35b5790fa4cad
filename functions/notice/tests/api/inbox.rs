//! Reading the bell: only the caller's own notices, newest first, paged,
//! filtered by the rights held now; marking read changes only the caller's.

use serde_json::{json, Value};
use verity_domain::enterprise::{members, Actor};
use verity_domain::identity::accounts::MemberStatus;
use verity_domain::identity::Role;
use verity_domain::notices::{raise, NoticeKind, NoticeParams, Raise};
use verity_testkit::{Member, TestApp};

use super::support::{app, bell, kinds, ok, post};
use verity_http::ErrorCode;

/// Raises a notice of `kind` for the member's enterprise, as a flow would
/// (through the event and the processor); `n` names its occurrence.
async fn raise_one(app: &TestApp, m: &Member, kind: NoticeKind, n: u32) {
    raise::publish(
        &app.ports,
        Raise {
            kind,
            enterprise_id: m.enterprise_id.clone(),
            occurrence: format!("test-{n}"),
            at: app.ports.clock.now_millis(),
            params: NoticeParams {
                order_id: Some(format!("order{n}")),
                order_no: Some(format!("VO{n:04}")),
                amount_fen: Some(100),
                ..Default::default()
            },
            placed_by: None,
        },
    )
    .await;
    app.ports.events.drained().await;
}

fn ids(page: &Value) -> Vec<String> {
    page["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["id"].as_str().unwrap().to_string())
        .collect()
}

fn actor() -> Actor {
    Actor {
        user_id: "owner".into(),
        label: "owner".into(),
        ip: None,
    }
}

#[tokio::test]
async fn read_marks_only_the_callers_own_notices() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let admin = app.member_of(&owner.enterprise_id, Role::Admin).await;
    let operator = app.member_of(&owner.enterprise_id, Role::Operator).await;
    let stranger = app.member(Role::Owner).await;
    raise_one(&app, &owner, NoticeKind::RechargeConfirmed, 1).await;
    app.clock.advance_secs(1);
    raise_one(&app, &owner, NoticeKind::ReportCompleted, 2).await;
    let mine = ids(&bell(&app, &owner).await);
    assert_eq!(mine.len(), 2);

    // Another enterprise's owner, an unknown id, a member without the
    // right: refused with the id named, nothing changed.
    for (who, body) in [
        (&stranger, json!({"ids": [mine[0]]})),
        (
            &owner,
            json!({"ids": [mine[0], "0123456789abcdef0123456789abcdef"]}),
        ),
        (&operator, json!({"ids": [mine[1]]})), // the finance notice: not operators'
    ] {
        let a = post(&app, &who.token, "notice/read", body.clone()).await;
        assert_eq!(a.code(), ErrorCode::NoticeNotFound, "{body}: {:?}", a.body);
        assert!(a.data()["field"].as_str().unwrap().starts_with("ids["));
        assert!(a.body["msg"].as_str().is_some_and(|m| !m.is_empty()));
    }
    assert_eq!(bell(&app, &owner).await["unread"], 2, "nothing was marked");

    // The owner marks one: theirs only; the admin's copy stays unread.
    let done = ok(&app, &owner.token, "notice/read", json!({"ids": [mine[0]]})).await;
    assert_eq!(
        (done["marked"].as_i64(), done["unread"].as_i64()),
        (Some(1), Some(1))
    );
    let b = bell(&app, &owner).await;
    assert_eq!(b["list"][0]["read"], true);
    assert!(b["list"][0]["readAt"].is_i64());
    assert_eq!(b["list"][1]["read"], false);
    assert_eq!(bell(&app, &admin).await["unread"], 2);
    // Marking it again changes nothing.
    let again = ok(&app, &owner.token, "notice/read", json!({"ids": [mine[0]]})).await;
    assert_eq!(again["marked"], 0);

    // All: the rest of the caller's, nobody else's.
    let all = ok(&app, &owner.token, "notice/read", json!({"all": true})).await;
    assert_eq!(
        (all["marked"].as_i64(), all["unread"].as_i64()),
        (Some(1), Some(0))
    );
    assert_eq!(bell(&app, &admin).await["unread"], 2);

    // Neither or both: 1002 with the field; a visitor has no bell.
    let neither = post(&app, &owner.token, "notice/read", json!({})).await;
    assert_eq!(neither.code(), ErrorCode::InvalidField);
    assert_eq!(neither.data()["field"].as_str(), Some("ids"));
    let both = post(
        &app,
        &owner.token,
        "notice/read",
        json!({"ids": [mine[0]], "all": true}),
    )
    .await;
    assert_eq!(both.code(), ErrorCode::InvalidField);
    assert_eq!(both.data()["field"].as_str(), Some("all"));
    let visitor = app.account("Visitor").await;
    let token = app.sign_in(&visitor.user_id).await;
    assert_eq!(
        post(&app, &token, "notice/list", json!({})).await.code(),
        ErrorCode::NoPermission
    );
    assert_eq!(
        post(&app, "not-a-token", "notice/list", json!({}))
            .await
            .code(),
        ErrorCode::SessionInvalid
    );
}

#[tokio::test]
async fn the_bell_lists_newest_first_in_pages_with_its_counts() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    for n in 1..=5 {
        raise_one(&app, &owner, NoticeKind::ReportCompleted, n).await;
        app.clock.advance_secs(60);
    }
    let page = |page: u32, unread_only: bool| {
        let app = &app;
        let token = owner.token.clone();
        async move {
            ok(
                app,
                &token,
                "notice/list",
                json!({"page": page, "pageSize": 2, "unreadOnly": unread_only}),
            )
            .await
        }
    };
    let first = page(1, false).await;
    assert_eq!(
        (first["total"].as_i64(), first["unread"].as_i64()),
        (Some(5), Some(5))
    );
    let nos: Vec<&str> = first["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["params"]["orderNo"].as_str().unwrap())
        .collect();
    assert_eq!(nos, ["VO0005", "VO0004"]);
    let third = page(3, false).await;
    assert_eq!(third["list"][0]["params"]["orderNo"], "VO0001");
    assert_eq!(third["list"].as_array().unwrap().len(), 1);
    assert!(page(4, false).await["list"].as_array().unwrap().is_empty());

    let newest = ids(&first)[0].clone();
    ok(&app, &owner.token, "notice/read", json!({"ids": [newest]})).await;
    let unread = page(1, true).await;
    assert_eq!(
        (unread["total"].as_i64(), unread["unread"].as_i64()),
        (Some(4), Some(4))
    );
    assert_eq!(unread["list"][0]["params"]["orderNo"], "VO0004");
    assert_eq!(page(1, false).await["total"], 5);

    // Bad paging is refused with its field.
    let bad = post(&app, &owner.token, "notice/list", json!({"pageSize": 51})).await;
    assert_eq!(bad.code(), ErrorCode::InvalidField);
    assert_eq!(bad.data()["field"].as_str(), Some("pageSize"));
}

#[tokio::test]
async fn the_bell_follows_the_rights_held_now_and_a_member_who_left_gets_nothing() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let admin = app.member_of(&owner.enterprise_id, Role::Admin).await;
    let gone = app.member_of(&owner.enterprise_id, Role::Admin).await;
    raise_one(&app, &owner, NoticeKind::LowBalance, 1).await;
    raise_one(&app, &owner, NoticeKind::ReportCompleted, 2).await;
    assert_eq!(bell(&app, &admin).await["unread"], 2);

    // Demoted to operator: the finance notice is out of the list and the count.
    members::change_role(
        &app.ports,
        &owner.enterprise_id,
        Role::Owner,
        &admin.user_id,
        Role::Operator,
        &actor(),
    )
    .await
    .unwrap();
    let b = bell(&app, &admin).await;
    assert_eq!(
        (b["total"].as_i64(), b["unread"].as_i64()),
        (Some(1), Some(1))
    );
    assert_eq!(kinds(&app, &admin).await[0].0, "report_completed");
    // Back to admin: it is there again.
    members::change_role(
        &app.ports,
        &owner.enterprise_id,
        Role::Owner,
        &admin.user_id,
        Role::Admin,
        &actor(),
    )
    .await
    .unwrap();
    assert_eq!(bell(&app, &admin).await["unread"], 2);

    // A member disabled (gone) is told nothing new.
    members::set_status(
        &app.ports,
        &owner.enterprise_id,
        Role::Owner,
        &gone.user_id,
        MemberStatus::Disabled,
        &actor(),
    )
    .await
    .unwrap();
    raise_one(&app, &owner, NoticeKind::ReportCompleted, 3).await;
    assert_eq!(bell(&app, &owner).await["total"], 3);
    let gone_count = app
        .ports
        .table
        .get(&verity_core::table::Key::new(
            format!("INBOX#{}#{}", gone.user_id, owner.enterprise_id),
            "COUNT",
        ))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(gone_count["totalRecords"], 1, "only the one from before");
}

#[tokio::test]
async fn a_repeated_event_creates_one_notice() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let r = Raise {
        kind: NoticeKind::LowBalance,
        enterprise_id: owner.enterprise_id.clone(),
        occurrence: "repeat".into(),
        at: app.ports.clock.now_millis(),
        params: NoticeParams {
            balance_fen: Some(1),
            threshold_fen: Some(2),
            ..Default::default()
        },
        placed_by: None,
    };
    for _ in 0..3 {
        raise::publish(&app.ports, r.clone()).await;
    }
    app.ports.events.drained().await;
    raise::deliver(&app.ports, &r).await.unwrap();
    let b = bell(&app, &owner).await;
    assert_eq!(
        (b["total"].as_i64(), b["unread"].as_i64()),
        (Some(1), Some(1))
    );
    assert_eq!(b["list"].as_array().unwrap().len(), 1);
    assert_eq!(
        super::support::texts_with(&app, &owner.phone, "低于提醒值")
            .await
            .len(),
        1,
        "one text too"
    );
}
