//! Reading the counters: two gets and one range query of day items,
//! whatever the number of orders.

use verity_core::failure::Internal;
use verity_core::ports::Ports;
use verity_core::table::{Query, SkCondition, TableExt};

use super::{all_key, day_key, month_key, period, DayTally, OrderTally, StatusCounts};

/// Days the home page's series covers.
pub const DAYS: u32 = 30;

/// The enterprise's orders in numbers, as of now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Overview {
    /// Orders in each status now.
    pub all_time: StatusCounts,
    /// Orders placed this month (China), by their status now.
    pub this_month: StatusCounts,
    /// The last [`DAYS`] China days, oldest first, today last; days without
    /// a tally read as zeros.
    pub daily: Vec<DayCount>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DayCount {
    /// `yyyy-mm-dd` (China).
    pub date: String,
    pub created: i64,
    pub completed: i64,
}

impl Overview {
    /// Orders completed over the last `days` days, today included.
    pub fn completed_in_last(&self, days: usize) -> i64 {
        self.daily
            .iter()
            .rev()
            .take(days)
            .map(|d| d.completed)
            .sum()
    }
}

pub async fn overview(ports: &Ports, enterprise_id: &str) -> Result<Overview, Internal> {
    let now = ports.clock.now_millis();
    let days = period::last_days(now, DAYS);
    let first = day_key(enterprise_id, &days[0]);
    let last = day_key(enterprise_id, &days[days.len() - 1]);
    let (all, month) = (
        all_key(enterprise_id),
        month_key(enterprise_id, &period::month_of(now)),
    );
    let (all_time, this_month, stored) = tokio::try_join!(
        ports.table.get_as::<OrderTally>(&all),
        ports.table.get_as::<OrderTally>(&month),
        ports.table.query_all_as::<DayTally>(
            Query::partition(first.pk).sk(SkCondition::Between(first.sk, last.sk))
        ),
    )
    .map_err(Internal::new)?;
    let daily = days
        .into_iter()
        .map(|date| {
            let tally = stored.iter().find(|t| t.day == date);
            DayCount {
                created: tally.map_or(0, |t| t.created),
                completed: tally.map_or(0, |t| t.completed),
                date,
            }
        })
        .collect();
    Ok(Overview {
        all_time: all_time.map(|t| t.counts).unwrap_or_default(),
        this_month: this_month.map(|t| t.counts).unwrap_or_default(),
        daily,
    })
}
