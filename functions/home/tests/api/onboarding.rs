//! The onboarding checklist follows the enterprise from its entry to its
//! first order, never says ordering is open before it is, and reads only the
//! caller's enterprise.

use serde_json::Value;
use verity_domain::enterprise::{self, review::Decision};
use verity_domain::identity::Role;

use crate::support::*;
use verity_http::ErrorCode;

async fn checklist(app: &verity_testkit::TestApp, token: &str) -> Value {
    let answer = app.call_as(token, "/api/base/home/onboarding", "{}").await;
    assert_eq!(answer.code(), 0, "{:?}", answer.data());
    answer.data().clone()
}

fn state(c: &Value, key: &str) -> String {
    c["steps"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["key"] == key)
        .unwrap_or_else(|| panic!("no step {key}"))["state"]
        .as_str()
        .unwrap()
        .to_string()
}

fn reviewer() -> enterprise::Actor {
    enterprise::Actor {
        user_id: "reviewer".into(),
        label: "reviewer".into(),
        ip: None,
    }
}

#[tokio::test]
async fn a_new_company_is_walked_from_its_entry_to_its_first_order() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let id = owner.enterprise_id.clone();

    let c = checklist(&app, &owner.token).await;
    assert_eq!(state(&c, "entry"), "done");
    assert_eq!(state(&c, "review"), "waiting");
    assert_eq!(
        c["next"], "contract",
        "the contract is offered during the review"
    );
    assert_eq!(c["orderingOpen"], false);

    enterprise::profile::accept_contract(
        &app.ports,
        &id,
        enterprise::contract::CURRENT_VERSION,
        &reviewer(),
    )
    .await
    .unwrap();
    let (_, price) = app.package(&owner, &[("identity", 1)]).await;
    app.credit(&id, price).await;
    let c = checklist(&app, &owner.token).await;
    assert_eq!(state(&c, "contract"), "done");
    assert_eq!(state(&c, "package"), "done");
    assert_eq!(state(&c, "balance"), "done");
    assert_eq!(
        c["orderingOpen"], false,
        "not open while the review is pending"
    );
    assert_eq!(state(&c, "firstOrder"), "waiting");

    enterprise::review::decide(&app.ports, &id, Decision::Approve, &reviewer())
        .await
        .unwrap();
    let c = checklist(&app, &owner.token).await;
    assert_eq!(c["orderingOpen"], true);
    assert_eq!(c["next"], "firstOrder");
    assert_eq!(c["complete"], false);
}

#[tokio::test]
async fn a_rejection_shows_with_its_reason_as_the_next_thing_to_fix() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    enterprise::review::decide(
        &app.ports,
        &owner.enterprise_id,
        Decision::Reject {
            reason: "营业执照不清晰",
        },
        &reviewer(),
    )
    .await
    .unwrap();
    let c = checklist(&app, &owner.token).await;
    assert_eq!(state(&c, "review"), "rejected");
    assert_eq!(c["next"], "review");
    assert_eq!(c["rejectReason"], "营业执照不清晰");
}

#[tokio::test]
async fn a_balance_that_does_not_pay_for_a_package_keeps_ordering_closed() {
    let app = app();
    let ready = app.ready_to_order(&[("identity", 1)], 0).await;
    app.credit(&ready.owner.enterprise_id, ready.price_fen - 1)
        .await;
    let c = checklist(&app, &ready.owner.token).await;
    assert_eq!(state(&c, "balance"), "todo");
    assert_eq!(c["next"], "balance");
    assert_eq!(c["orderingOpen"], false);
}

#[tokio::test]
async fn the_first_order_completes_it_and_another_enterprise_reads_its_own() {
    let app = app();
    let (owner, package) = ready(&app).await;
    place(&app, &owner, &package, "13900000041", Consent::Sms).await;
    let viewer = app.member_of(&owner.enterprise_id, Role::Viewer).await;
    let c = checklist(&app, &viewer.token).await;
    assert_eq!(c["complete"], true);
    assert_eq!(c["orders"], 1);

    let stranger = app.member(Role::Owner).await;
    let c = checklist(&app, &stranger.token).await;
    assert_eq!(c["orders"], 0);
    assert_eq!(c["activePackages"], 0);
    assert_eq!(state(&c, "review"), "waiting");

    let anonymous = app.call("/api/base/home/onboarding", "{}").await;
    assert_eq!(anonymous.code(), ErrorCode::SessionInvalid);
}
