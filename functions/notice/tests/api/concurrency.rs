//! On every table adapter this run reaches (SQLite, and DynamoDB Local when
//! `DYNAMODB_ENDPOINT` is set; `VERITY_REQUIRE_ENGINES=1` makes it
//! required): one event delivered many times at once writes one notice per
//! member and counts it once; marking read from several calls at once
//! counts it down once.

use futures::future::join_all;
use serde_json::json;
use verity_domain::identity::Role;
use verity_domain::notices::{raise, NoticeKind, NoticeParams, Raise};
use verity_testkit::TestApp;

use super::support::{bell, ok, routes};

#[tokio::test]
async fn repeated_deliveries_and_reads_at_once_count_once_on_each_table() {
    let apps = TestApp::on_each_table(routes).await;
    if std::env::var("VERITY_REQUIRE_ENGINES").as_deref() == Ok("1") {
        assert!(
            apps.iter().any(|(a, _)| *a != "sqlite"),
            "DynamoDB Local was required"
        );
    }
    for (adapter, app) in apps {
        let owner = app.member(Role::Owner).await;
        let admin = app.member_of(&owner.enterprise_id, Role::Admin).await;
        let r = Raise {
            kind: NoticeKind::RechargeConfirmed,
            enterprise_id: owner.enterprise_id.clone(),
            occurrence: "at-once".into(),
            at: app.ports.clock.now_millis(),
            params: NoticeParams {
                amount_fen: Some(100),
                ..Default::default()
            },
            placed_by: None,
        };
        let results = join_all((0..12).map(|_| raise::deliver(&app.ports, &r))).await;
        assert!(results.iter().all(Result::is_ok), "{adapter}: {results:?}");
        for m in [&owner, &admin] {
            let b = bell(&app, m).await;
            assert_eq!(
                (b["total"].as_i64(), b["unread"].as_i64()),
                (Some(1), Some(1)),
                "{adapter}"
            );
            assert_eq!(b["list"].as_array().unwrap().len(), 1, "{adapter}");
        }
        let id = bell(&app, &owner).await["list"][0]["id"]
            .as_str()
            .unwrap()
            .to_string();
        let marks = join_all((0..6).map(|i| {
            let body = if i % 2 == 0 {
                json!({"ids": [id]})
            } else {
                json!({"all": true})
            };
            let (app, token) = (&app, owner.token.clone());
            async move { ok(app, &token, "notice/read", body).await }
        }))
        .await;
        let marked: i64 = marks.iter().map(|m| m["marked"].as_i64().unwrap()).sum();
        assert_eq!(marked, 1, "{adapter}: marked once");
        assert_eq!(bell(&app, &owner).await["unread"], 0, "{adapter}");
        assert_eq!(bell(&app, &admin).await["unread"], 1, "{adapter}");
    }
}
