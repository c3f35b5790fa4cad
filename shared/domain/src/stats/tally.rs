//! The counter updates an order's writes carry, as labelled transaction
//! actions. They have no conditions of their own: the order's put (absent)
//! or status update (`status = from`) in the same transaction decides
//! whether they happen, so they count each placement and move exactly once.

use serde_json::json;
use verity_core::table::{Key, Tx, TxAction, UpdateAction};

use super::{all_key, day_key, month_key, period, ConsentBy, StatusCounts, PROCESSING_INDEX};
use crate::order_status::OrderStatus;

/// A new order in `status`, placed at `created_at`: +1 on its status all
/// time and in its creation month, +1 `created` on that day; +1 on the way
/// its candidate consents (`by`) all time.
pub fn order_created(
    enterprise_id: &str,
    created_at: i64,
    status: OrderStatus,
    by: ConsentBy,
) -> Tx {
    let count = || vec![UpdateAction::add(StatusCounts::attr(status), 1)];
    let day = period::day_of(created_at);
    let mut all = count();
    all.push(UpdateAction::add(by.attr(), 1));
    Tx::new()
        .with("tally all", all_tally(enterprise_id, all))
        .with(
            "tally month",
            month_tally(enterprise_id, created_at, count()),
        )
        .with(
            "tally day",
            tally(
                day_key(enterprise_id, &day),
                enterprise_id,
                Some(("day", day.as_str())),
                vec![UpdateAction::add("created", 1)],
            ),
        )
}

/// Orders placed together in `status` (a batch chunk's, counted once the
/// chunk is done), at the times `created_at`: what [`order_created`] counts
/// for each, as one update per tally touched (the all-time tally, each
/// creation month's, each creation day's) whatever the number of orders.
pub fn orders_created(
    enterprise_id: &str,
    created_at: &[i64],
    status: OrderStatus,
    by: ConsentBy,
) -> Tx {
    let mut tx = Tx::new();
    if created_at.is_empty() {
        return tx;
    }
    let count = |n: usize| vec![UpdateAction::add(StatusCounts::attr(status), n as i64)];
    let mut all = count(created_at.len());
    all.push(UpdateAction::add(by.attr(), created_at.len() as i64));
    tx.push("tally all", all_tally(enterprise_id, all));
    let mut months = std::collections::BTreeMap::<String, usize>::new();
    let mut days = std::collections::BTreeMap::<String, usize>::new();
    for at in created_at {
        *months.entry(period::month_of(*at)).or_default() += 1;
        *days.entry(period::day_of(*at)).or_default() += 1;
    }
    for (month, n) in months {
        tx.push(
            "tally month",
            tally(
                month_key(enterprise_id, &month),
                enterprise_id,
                Some(("month", month.as_str())),
                count(n),
            ),
        );
    }
    for (day, n) in days {
        tx.push(
            "tally day",
            tally(
                day_key(enterprise_id, &day),
                enterprise_id,
                Some(("day", day.as_str())),
                vec![UpdateAction::add("created", n as i64)],
            ),
        );
    }
    tx
}

/// An order placed at `created_at` moving `from → to` at `at`: −1 and +1 on
/// the all-time tally and on its creation month's; +1 `completed` on the
/// day of `at` when it completes.
pub fn order_moved(
    enterprise_id: &str,
    created_at: i64,
    from: OrderStatus,
    to: OrderStatus,
    at: i64,
) -> Tx {
    order_moved_counting(enterprise_id, created_at, from, to, at, Vec::new())
}

/// As [`order_moved`], with `also` (more counts, e.g. `add(WITHDRAWN, 1)`)
/// on the all-time tally in the same update: one transaction may update an
/// item only once.
pub fn order_moved_counting(
    enterprise_id: &str,
    created_at: i64,
    from: OrderStatus,
    to: OrderStatus,
    at: i64,
    also: Vec<UpdateAction>,
) -> Tx {
    let swap = || {
        vec![
            UpdateAction::add(StatusCounts::attr(from), -1),
            UpdateAction::add(StatusCounts::attr(to), 1),
        ]
    };
    let mut all = swap();
    all.extend(also);
    let mut tx = Tx::new()
        .with("tally all", all_tally(enterprise_id, all))
        .with(
            "tally month",
            month_tally(enterprise_id, created_at, swap()),
        );
    if to == OrderStatus::Completed {
        let day = period::day_of(at);
        tx.push(
            "tally day",
            tally(
                day_key(enterprise_id, &day),
                enterprise_id,
                Some(("day", day.as_str())),
                vec![UpdateAction::add("completed", 1)],
            ),
        );
    }
    tx
}

/// Orders withdrawn by their candidate (the all-time tally's attribute).
pub const WITHDRAWN: &str = "withdrawn";
/// Orders whose candidate data was erased.
pub const ERASED: &str = "erased";
/// Orders whose candidate asked for erasure.
pub const ERASURE_REQUESTED: &str = "erasureRequested";

/// +1 erased order of the enterprise, on its own (labelled `tally all`): for
/// the privacy sweep's erasure transaction. It updates `ENT#<id>`/`STATS#ALL`,
/// so it cannot join a transaction that also moves an order of the
/// enterprise (that one carries `add(ERASED, 1)` through
/// [`order_moved_counting`] instead).
pub fn erased(enterprise_id: &str) -> TxAction {
    all_tally(enterprise_id, vec![UpdateAction::add(ERASED, 1)])
}

/// +1 order whose candidate asked for erasure (`privacy::request_erasure`),
/// on its own, as [`erased`].
pub fn erasure_requested(enterprise_id: &str) -> TxAction {
    all_tally(enterprise_id, vec![UpdateAction::add(ERASURE_REQUESTED, 1)])
}

/// The all-time tally with `counts`, indexed for the ops processing summary
/// (gsi1 [`PROCESSING_INDEX`], by enterprise id; set once, an older tally
/// joins the index with its next count).
fn all_tally(enterprise_id: &str, counts: Vec<UpdateAction>) -> TxAction {
    let mut actions = vec![
        UpdateAction::SetIfAbsent("gsi1pk".into(), json!(PROCESSING_INDEX)),
        UpdateAction::SetIfAbsent("gsi1sk".into(), json!(enterprise_id)),
    ];
    actions.extend(counts);
    tally(all_key(enterprise_id), enterprise_id, None, actions)
}

fn month_tally(enterprise_id: &str, created_at: i64, counts: Vec<UpdateAction>) -> TxAction {
    let month = period::month_of(created_at);
    tally(
        month_key(enterprise_id, &month),
        enterprise_id,
        Some(("month", month.as_str())),
        counts,
    )
}

/// An unconditioned update that creates the tally when absent (ADD counts
/// an absent attribute as 0) and names what it counts.
fn tally(
    key: Key,
    enterprise_id: &str,
    name: Option<(&str, &str)>,
    counts: Vec<UpdateAction>,
) -> TxAction {
    let mut actions = vec![UpdateAction::SetIfAbsent(
        "enterpriseId".into(),
        json!(enterprise_id),
    )];
    if let Some((attr, value)) = name {
        actions.push(UpdateAction::SetIfAbsent(attr.into(), json!(value)));
    }
    actions.extend(counts);
    TxAction::Update {
        key,
        actions,
        condition: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(tx: Tx) -> Vec<String> {
        tx.actions().map(|(_, a)| a.key().unwrap().sk).collect()
    }

    /// 2026-01-31T16:30:00Z: half past midnight on 1 February in Beijing.
    const FEB_1_CHINA: i64 = 1_769_877_000_000;
    /// 2026-01-31T12:00:00Z: 20:00 on 31 January in Beijing.
    const JAN_31_CHINA: i64 = 1_769_860_800_000;

    #[test]
    fn orders_placed_together_count_once_per_tally_on_their_own_days() {
        let tx = orders_created(
            "e1",
            &[JAN_31_CHINA, FEB_1_CHINA, FEB_1_CHINA],
            OrderStatus::AwaitingAuthorization,
            ConsentBy::Sms,
        );
        let adds: Vec<(String, i64)> = tx
            .actions()
            .map(|(_, a)| {
                let TxAction::Update { key, actions, .. } = a else {
                    panic!("an update")
                };
                let n = actions
                    .iter()
                    .find_map(|u| match u {
                        UpdateAction::Add(_, n) => Some(*n),
                        _ => None,
                    })
                    .unwrap();
                (key.sk.clone(), n)
            })
            .collect();
        assert_eq!(
            adds,
            [
                ("STATS#ALL".to_string(), 3),
                ("STATS#MONTH#2026-01".to_string(), 1),
                ("STATS#MONTH#2026-02".to_string(), 2),
                ("STATS#DAY#2026-01-31".to_string(), 1),
                ("STATS#DAY#2026-02-01".to_string(), 2),
            ]
        );
        assert!(orders_created(
            "e1",
            &[],
            OrderStatus::AwaitingAuthorization,
            ConsentBy::Sms
        )
        .is_empty());
    }

    #[test]
    fn a_new_order_counts_on_its_china_day_and_month() {
        let sks = keys(order_created(
            "e1",
            FEB_1_CHINA,
            OrderStatus::AwaitingAuthorization,
            ConsentBy::Offline,
        ));
        assert_eq!(
            sks,
            ["STATS#ALL", "STATS#MONTH#2026-02", "STATS#DAY#2026-02-01"]
        );
    }

    #[test]
    fn a_move_counts_in_the_creation_month_and_a_completion_on_its_own_day() {
        let sks = keys(order_moved(
            "e1",
            JAN_31_CHINA,
            OrderStatus::InProgress,
            OrderStatus::Completed,
            FEB_1_CHINA,
        ));
        assert_eq!(
            sks,
            ["STATS#ALL", "STATS#MONTH#2026-01", "STATS#DAY#2026-02-01"]
        );
        let sks = keys(order_moved(
            "e1",
            JAN_31_CHINA,
            OrderStatus::AwaitingAuthorization,
            OrderStatus::Canceled,
            FEB_1_CHINA,
        ));
        assert_eq!(sks, ["STATS#ALL", "STATS#MONTH#2026-01"]);
    }

    #[test]
    fn a_move_takes_one_from_the_old_status_and_gives_one_to_the_new() {
        let tx = order_moved(
            "e1",
            JAN_31_CHINA,
            OrderStatus::Authorized,
            OrderStatus::InProgress,
            JAN_31_CHINA,
        );
        let Some((
            "tally all",
            TxAction::Update {
                actions, condition, ..
            },
        )) = tx.actions().next()
        else {
            panic!("an update")
        };
        assert!(condition.is_none(), "the order's own condition guards it");
        assert!(actions.contains(&UpdateAction::add("authorized", -1)));
        assert!(actions.contains(&UpdateAction::add("inProgress", 1)));
    }
}
