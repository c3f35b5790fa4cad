//! The processor and the sweep: reminders, expiry, suspension, lost events,
//! and that no item runs before consent whatever arrives.

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;

use serde_json::json;
use verity_core::events::DomainEvent;
use verity_core::provider::{
    Finding, IdentityOutcome, IdentityQuery, Provider, ProviderError, ScreeningQuery,
};
use verity_domain::orders::process::{ITEM_EVENT, SWEEP_EVENT};
use verity_testkit::TestApp;

use crate::support::*;
use verity_http::ErrorCode;

pub(crate) async fn sweep(app: &TestApp) {
    app.ports
        .events
        .publish(DomainEvent::new(SWEEP_EVENT, json!({})))
        .await
        .unwrap();
    app.ports.events.drained().await;
}

#[tokio::test]
async fn an_item_event_before_consent_runs_nothing() {
    let app = app();
    let r = ready(&app, 100_000).await;
    let created = order(&app, &r, "13800001111", 1).await;
    let order_id = created["orderId"].as_str().unwrap();
    for index in 0..6 {
        app.ports
            .events
            .publish(DomainEvent::new(
                ITEM_EVENT,
                json!({ "orderId": order_id, "index": index }),
            ))
            .await
            .unwrap();
    }
    app.ports.events.drained().await;
    let d = detail(&app, &r.owner.token, order_id).await;
    assert_eq!(d["status"], "awaiting_authorization");
    assert!(d["items"]
        .as_array()
        .unwrap()
        .iter()
        .all(|i| i["status"] == "pending" && i["attempts"] == 0));
}

#[tokio::test]
async fn the_enterprise_can_remind_four_hours_after_a_text_and_the_sweep_reminds_daily() {
    let app = app();
    let r = ready(&app, 100_000).await;
    let phone = "13800001313";
    // Just invited: too soon.
    let (created, body) = order_too_soon_to_remind(&app, &r, phone).await;

    app.clock.advance_secs(4 * 3600 + 1);
    let token = app.sign_in(&r.owner.user_id).await;
    let later = post(&app, &token, "order/remind", &body).await;
    assert_eq!(later.code(), 0, "{:?}", later.body);
    assert_eq!(app.texts(phone).await.len(), 2);
    assert_eq!(
        post(&app, &token, "order/remind", &body).await.code(),
        ErrorCode::ReminderCooldown
    );

    // A day on, the sweep reminds by itself; a second sweep does not repeat it.
    app.clock.advance_secs(24 * 3600);
    sweep(&app).await;
    sweep(&app).await;
    assert_eq!(app.texts(phone).await.len(), 3);
    let token = app.sign_in(&r.owner.user_id).await;
    let d = detail(&app, &token, created["orderId"].as_str().unwrap()).await;
    assert_eq!(d["invite"]["sentCount"], 3);
    assert_eq!(kinds(&d).iter().filter(|k| *k == "reminded").count(), 2);
}

#[tokio::test]
async fn an_invitation_unanswered_for_seven_days_expires_with_a_refund() {
    let app = app();
    let r = ready(&app, 100_000).await;
    let phone = "13800001414";
    let created = order(&app, &r, phone, 1).await;
    let s = link_code(&app, phone).await;
    app.clock.advance_secs(6 * 24 * 3600);
    sweep(&app).await;
    assert_eq!(
        balance(&app, &r.owner.enterprise_id).await,
        100_000 - r.price_fen
    );
    app.clock.advance_secs(24 * 3600 + 1);
    sweep(&app).await;
    sweep(&app).await;
    assert_eq!(
        balance(&app, &r.owner.enterprise_id).await,
        100_000,
        "refunded once"
    );
    let token = app.sign_in(&r.owner.user_id).await;
    let d = detail(&app, &token, created["orderId"].as_str().unwrap()).await;
    assert_eq!(d["status"], "expired");
    assert_eq!(d["refundedFen"], r.price_fen);
    assert_eq!(
        d["statusReason"],
        "the candidate did not answer within 7 days"
    );
    // The system's reason reads in the reader's language.
    let zh = app
        .call_as_lang(
            &token,
            "/api/base/order/detail",
            &json!({ "orderId": created["orderId"] }).to_string(),
            "zh-CN",
        )
        .await;
    assert_eq!(zh.data()["statusReason"], "候选人 7 天内未授权");
    assert!(kinds(&d).ends_with(&["expired".to_string(), "refunded".to_string()]));
    // The link says it is over.
    let page = candidate_page(&app, "any", &s).await;
    assert!(
        (page.code() == ErrorCode::ShareLinkExpired || page.code() == ErrorCode::ShareLinkRevoked),
        "{:?}",
        page.body
    );
}

/// A provider that never answers.
struct Down(AtomicU32);

#[async_trait::async_trait]
impl Provider for Down {
    async fn check_identity(&self, _: &IdentityQuery) -> Result<IdentityOutcome, ProviderError> {
        Err(ProviderError::Unavailable("down".into()))
    }
    async fn screen(&self, _: &ScreeningQuery) -> Result<Finding, ProviderError> {
        self.0.fetch_add(1, Ordering::SeqCst);
        Err(ProviderError::Unavailable("down".into()))
    }
}

#[tokio::test]
async fn an_item_that_keeps_failing_suspends_the_order_with_a_reason() {
    let down = Arc::new(Down(AtomicU32::new(0)));
    let provider = down.clone();
    let app = TestApp::with_ports(move |ports| ports.provider = provider, routes);
    let r = ready(&app, 100_000).await;
    let phone = "13800001515";
    let created = order(&app, &r, phone, 1).await;
    let s = link_code(&app, phone).await;
    let token = app.share_token(&s, phone).await;
    assert_eq!(sign(&app, &token, &s).await.code(), 0);
    let d = detail(&app, &r.owner.token, created["orderId"].as_str().unwrap()).await;
    assert_eq!(d["status"], "suspended");
    assert_eq!(d["statusReason"], "the source kept failing to answer");
    assert!(kinds(&d).contains(&"item_failed".to_string()));
    assert!(kinds(&d).contains(&"suspended".to_string()));
    assert!(down.0.load(Ordering::SeqCst) >= 3);
    // Work has started: no cancellation, no refund.
    let refused = cancel(&app, &r.owner.token, &created).await;
    assert_eq!(refused.code(), ErrorCode::OrderStateConflict);
}

#[tokio::test]
async fn a_start_event_lost_after_consent_is_published_again_by_the_sweep() {
    let app = app();
    let r = ready(&app, 100_000).await;
    let created = order(&app, &r, "13800001616", 1).await;
    let order_id = created["orderId"].as_str().unwrap();
    // Consent recorded, but its order.start never arrives (as if SNS lost it).
    let order = verity_domain::orders::lifecycle::any_order(&app.ports, order_id)
        .await
        .unwrap();
    let now = app.ports.clock.now_millis();
    let moved = order.move_to(
        verity_domain::orders::OrderStatus::Authorized,
        now,
        vec![verity_core::table::UpdateAction::set("authorizedAt", now)],
    );
    verity_core::table::TableExt::run(app.ports.table.as_ref(), moved)
        .await
        .unwrap();
    sweep(&app).await;
    assert_eq!(
        detail(&app, &r.owner.token, order_id).await["status"],
        "authorized",
        "not stalled yet"
    );
    app.clock.advance_secs(11 * 60);
    sweep(&app).await;
    let token = app.sign_in(&r.owner.user_id).await;
    assert_eq!(detail(&app, &token, order_id).await["status"], "completed");
}
