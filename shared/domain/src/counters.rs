//! Daily caps: a counter per subject per calendar day in China (UTC+8),
//! counted by a conditional add so concurrent requests never pass the cap.
//! Items: `<subject pk>` / `DAY#<yyyy-mm-dd>`, expiring two days later.

use serde_json::json;
use verity_core::table::{Condition, Key, TxAction, UpdateAction};

/// The day a daily counter belongs to: the calendar day in China (UTC+8).
pub fn china_day(now_millis: i64) -> String {
    let secs = now_millis.div_euclid(1000) + 8 * 3600;
    let date = time::OffsetDateTime::from_unix_timestamp(secs)
        .map(|t| t.date())
        .unwrap_or(time::Date::MIN);
    format!(
        "{:04}-{:02}-{:02}",
        date.year(),
        date.month() as u8,
        date.day()
    )
}

/// Adds one to today's counter of `subject` unless it has reached `cap`: the
/// update's condition fails at the cap.
pub fn count_today(subject: String, now_millis: i64, cap: i64) -> TxAction {
    TxAction::Update {
        key: Key::new(subject, format!("DAY#{}", china_day(now_millis))),
        actions: vec![
            UpdateAction::add("count", 1),
            UpdateAction::set("expiresAt", now_millis.div_euclid(1000) + 2 * 86_400),
        ],
        condition: Some(Condition::Or(vec![
            Condition::NotExists("count".into()),
            Condition::Lt("count".into(), json!(cap)),
        ])),
    }
}

/// Texts to one phone per China day across the platform (consent
/// invitations, reminders and "check started" notices of every enterprise,
/// shared reports, invitation resends, notices' texts).
pub const MAX_TEXTS_PER_PHONE_DAY: i64 = 5;

/// The label of the phone cap's action in a transaction.
pub const PHONE_CAP: &str = "phone cap";

/// The partition of a phone's daily text counters (one item a day).
pub fn texts_pk(phone_hash: &str) -> String {
    format!("TEXTS#{phone_hash}")
}

/// Counts one text to the phone of `phone_hash` (a keyed hash of the phone,
/// never the phone) today, under [`MAX_TEXTS_PER_PHONE_DAY`].
pub fn count_text(phone_hash: &str, now_millis: i64) -> TxAction {
    count_today(texts_pk(phone_hash), now_millis, MAX_TEXTS_PER_PHONE_DAY)
}
