//! Texts stay within the phone's daily cap (issue 22 rule 4): a text over
//! it is skipped, the bell's notice is there all the same.

use serde_json::json;
use verity_core::table::{TableExt, Tx};
use verity_domain::identity::Role;
use verity_domain::orders::{texts, MAX_TEXTS_PER_PHONE_DAY};

use super::support::{app, bell, ok, ops, texts_with};

#[tokio::test]
async fn a_text_over_the_phones_daily_cap_is_skipped_and_the_notice_stays() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let other = app.member(Role::Owner).await;
    // The owner's phone had its texts today (as a candidate, say).
    let hash = app.ports.pii.lookup_hash("candidate.phone", &owner.phone);
    let now = app.ports.clock.now_millis();
    for _ in 0..MAX_TEXTS_PER_PHONE_DAY {
        app.ports
            .table
            .run(Tx::new().with(texts::PHONE_CAP, texts::count_text(&hash, now)))
            .await
            .unwrap();
    }
    let ops = ops(&app).await;
    for m in [&owner, &other] {
        ok(
            &app,
            &ops,
            "enterprise/ops/review",
            json!({"enterpriseId": m.enterprise_id, "decision": "approve"}),
        )
        .await;
    }
    assert_eq!(bell(&app, &owner).await["unread"], 1);
    assert!(texts_with(&app, &owner.phone, "已通过认证")
        .await
        .is_empty());
    // A phone under the cap is texted, and its text counts.
    assert_eq!(texts_with(&app, &other.phone, "已通过认证").await.len(), 1);
    let day = verity_domain::identity::china_day(now);
    let counted = app
        .ports
        .table
        .get(&verity_core::table::Key::new(
            format!(
                "TEXTS#{}",
                app.ports.pii.lookup_hash("candidate.phone", &other.phone)
            ),
            format!("DAY#{day}"),
        ))
        .await
        .unwrap()
        .expect("the other phone's count");
    assert_eq!(counted["count"], 1);
}
