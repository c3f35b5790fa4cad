//! The calendar of the counters: days and months in China (UTC+8), whatever
//! the server's zone, so a day item holds what happened between two Beijing
//! midnights.

use time::{Date, Duration, OffsetDateTime};

const CHINA_OFFSET_SECS: i64 = 8 * 3600;

/// The calendar day in China of an instant (epoch ms).
pub fn china_date(at_millis: i64) -> Date {
    OffsetDateTime::from_unix_timestamp(at_millis.div_euclid(1000) + CHINA_OFFSET_SECS)
        .map(|t| t.date())
        .unwrap_or(Date::MIN)
}

/// `yyyy-mm-dd`: a day item's name (as `counters::china_day`).
pub fn day(date: Date) -> String {
    format!(
        "{:04}-{:02}-{:02}",
        date.year(),
        date.month() as u8,
        date.day()
    )
}

/// `yyyy-mm`: a month item's name.
pub fn month(date: Date) -> String {
    format!("{:04}-{:02}", date.year(), date.month() as u8)
}

/// The China day of an instant, `yyyy-mm-dd`.
pub fn day_of(at_millis: i64) -> String {
    day(china_date(at_millis))
}

/// The China month of an instant, `yyyy-mm`.
pub fn month_of(at_millis: i64) -> String {
    month(china_date(at_millis))
}

/// The `n` China days ending with the day of `now_millis`, oldest first.
pub fn last_days(now_millis: i64, n: u32) -> Vec<String> {
    let today = china_date(now_millis);
    (0..i64::from(n))
        .rev()
        .map(|back| day(today - Duration::days(back)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-01-31T16:00:00Z: midnight between January and February in Beijing.
    const FEB_1_CHINA: i64 = 1_769_875_200_000;

    #[test]
    fn a_day_and_its_month_turn_at_midnight_in_china_not_in_utc() {
        assert_eq!(day_of(FEB_1_CHINA - 1), "2026-01-31");
        assert_eq!(month_of(FEB_1_CHINA - 1), "2026-01");
        assert_eq!(day_of(FEB_1_CHINA), "2026-02-01");
        assert_eq!(month_of(FEB_1_CHINA), "2026-02");
        // 23:59:59 UTC on 31 January is already 07:59 on 1 February in Beijing.
        let utc_midnight = FEB_1_CHINA + 8 * 3600 * 1000;
        assert_eq!(day_of(utc_midnight - 1), "2026-02-01");
        assert_eq!(month_of(utc_midnight - 1), "2026-02");
    }

    #[test]
    fn a_year_turns_in_china_eight_hours_before_utc() {
        // 2025-12-31T16:00:00Z is 2026-01-01 00:00 in Beijing.
        let new_year = 1_767_196_800_000;
        assert_eq!(day_of(new_year - 1), "2025-12-31");
        assert_eq!(month_of(new_year - 1), "2025-12");
        assert_eq!(day_of(new_year), "2026-01-01");
        assert_eq!(month_of(new_year), "2026-01");
    }

    #[test]
    fn the_days_agree_with_the_daily_caps() {
        for at in [0, FEB_1_CHINA - 1, FEB_1_CHINA, 1_767_283_199_000] {
            assert_eq!(day_of(at), crate::counters::china_day(at));
        }
    }

    #[test]
    fn thirty_days_run_oldest_first_to_today_across_a_month_end() {
        let days = last_days(FEB_1_CHINA + 3600 * 1000, 30);
        assert_eq!(days.len(), 30);
        assert_eq!(days.first().unwrap(), "2026-01-03");
        assert_eq!(days[28], "2026-01-31");
        assert_eq!(days.last().unwrap(), "2026-02-01");
        // A leap day is one of them.
        let march_1_2028 = 1_835_452_800_000; // 2028-02-29T16:00:00Z
        let days = last_days(march_1_2028, 2);
        assert_eq!(days, ["2028-02-29", "2028-03-01"]);
    }
}
