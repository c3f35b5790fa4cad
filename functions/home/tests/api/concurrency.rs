//! Orders placed, cancelled and completed at once, on both Table adapters:
//! every counter ends equal to the orders counted one by one.

use futures::future::join_all;
use verity_domain::stats;
use verity_http::ErrorCode;
use verity_testkit::TestApp;

use crate::support::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_placements_cancellations_and_completions_are_each_counted_once() {
    for (adapter, app) in TestApp::on_each_table(routes).await {
        let (owner, package) = ready(&app).await;
        let file = app.consent_file(&owner).await;
        // 24 at once: every third with consent on file (the processor runs
        // and completes those meanwhile), the others wait for consent.
        let phones: Vec<(String, Consent)> = (0..24u32)
            .map(|n| {
                let consent = if n % 3 == 0 {
                    Consent::Offline
                } else {
                    Consent::Sms
                };
                (format!("1391000{n:04}"), consent)
            })
            .collect();
        let placed = join_all(phones.iter().map(|(phone, consent)| {
            let body = order_body(&package, phone, *consent, Some(&file));
            post(&app, &owner.token, "order/create", body)
        }))
        .await;
        let mut waiting = Vec::new();
        for (answer, (_, consent)) in placed.iter().zip(&phones) {
            assert_eq!(answer.code(), 0, "{adapter}: {:?}", answer.body);
            if *consent == Consent::Sms {
                waiting.push(answer.data()["orderId"].as_str().unwrap().to_string());
            }
        }
        assert_eq!(waiting.len(), 16);

        // Half the waiting orders cancelled, each by two calls at once: one
        // cancels, the other finds it canceled.
        let to_cancel = &waiting[..8];
        let cancels = join_all(
            to_cancel
                .iter()
                .flat_map(|id| [cancel(&app, &owner, id), cancel(&app, &owner, id)]),
        )
        .await;
        for pair in cancels.chunks(2) {
            let mut codes = [pair[0].code(), pair[1].code()];
            codes.sort();
            assert!(
                codes[0] == 0 && codes[1] == ErrorCode::OrderStateConflict,
                "{adapter}: {codes:?}"
            );
        }
        app.ports.events.drained().await;

        let listed = listed_by_status(&app, &owner).await;
        let expected: std::collections::BTreeMap<String, i64> = [
            ("awaiting_authorization", 8),
            ("canceled", 8),
            ("completed", 8),
        ]
        .into_iter()
        .map(|(s, n)| (s.to_string(), n))
        .collect();
        assert_eq!(listed, expected, "{adapter}: the orders themselves");

        let s = summary(&app, &owner.token).await;
        assert_eq!(month_by_status(&s), listed, "{adapter}: this month's tally");
        assert_eq!(s["ordersThisMonth"]["total"], 24, "{adapter}");
        assert_eq!(s["consentsPending"], 8, "{adapter}");
        assert_eq!(s["reportsThisWeek"], 8, "{adapter}");
        let today = &s["daily"][29];
        assert_eq!(today["date"], "2026-01-01", "{adapter}");
        assert_eq!(today["created"], 24, "{adapter}");
        assert_eq!(today["completed"], 8, "{adapter}");

        let overview = stats::overview(&app.ports, &owner.enterprise_id)
            .await
            .unwrap();
        assert_eq!(overview.all_time, overview.this_month, "{adapter}");
        for status in verity_domain::orders::OrderStatus::ALL {
            use verity_core::table::Status;
            assert_eq!(
                overview.all_time.of(status),
                listed.get(status.as_str()).copied().unwrap_or(0),
                "{adapter}: {}",
                status.as_str()
            );
        }
    }
}
