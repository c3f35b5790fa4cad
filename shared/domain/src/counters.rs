//! Daily caps: a counter per subject per calendar day in China (UTC+8),
//! counted by a conditional add so concurrent requests never pass the cap.
//! Items: `<subject pk>` / `DAY#<yyyy-mm-dd>`, expiring two days later.

use serde_json::json;
use verity_core::table::{Condition, Key, TxAction, UpdateAction};

use crate::identity::china_day;

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
