//! A burst of concurrent password guesses for one phone: at most the limit
//! (10) are evaluated, the right password does not get in once the limit is
//! reached, and the lock holds for its window.

use std::sync::Arc;

use md5::{Digest, Md5};
use verity_adapters::embedded::for_tests_with_clock;
use verity_core::clock::ManualClock;
use verity_domain::identity::accounts::{self, NewUser, UserKind};
use verity_domain::identity::{password, Argon2Params, AuthSettings, IdentityError};

const T0: i64 = 1_767_240_000_000;

fn md5(text: &str) -> String {
    hex::encode(Md5::digest(text.as_bytes()))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_burst_of_guesses_is_evaluated_at_most_ten_times_and_the_lock_holds() {
    let dir = tempfile::tempdir().unwrap();
    for (adapter, table) in crate::tables(dir.path()).await {
        let clock = ManualClock::at_millis(T0);
        let mut ports = for_tests_with_clock(&dir.path().join(adapter), clock.clone());
        ports.table = table;
        // Cheap hashes: the test counts evaluations, not their cost.
        let auth = AuthSettings {
            argon2: Argon2Params {
                m_kib: 8,
                t: 1,
                p: 1,
            },
            ..AuthSettings::default()
        };
        let (max, window_secs) = (auth.login_max_failures, auth.login_lock_window_secs);
        ports.auth = Arc::new(auth);
        let phone = "13900000555";
        let right = md5("the right one");
        let hash = password::hash(ports.auth.argon2, &right).await.unwrap();
        accounts::create_user(
            &ports,
            &NewUser {
                phone,
                kind: UserKind::Account,
                name: None,
                password_hash: Some(&hash),
            },
        )
        .await
        .unwrap();

        // 300 wrong guesses and the right password among them, all at once.
        let before = password::evaluations();
        let start = Arc::new(tokio::sync::Barrier::new(301));
        let mut tasks = Vec::new();
        for i in 0..301 {
            let (ports, start) = (ports.clone(), start.clone());
            let digest = if i == 150 {
                right.clone()
            } else {
                md5(&format!("guess {i}"))
            };
            tasks.push(tokio::spawn(async move {
                start.wait().await;
                password::sign_in(&ports, phone, &digest).await
            }));
        }
        let (mut evaluated, mut locked) = (0, 0);
        for task in tasks {
            match task.await.unwrap() {
                Ok(_) | Err(IdentityError::BadCredentials) => evaluated += 1,
                Err(IdentityError::AccountLocked { .. }) => locked += 1,
                Err(other) => panic!("{adapter}: unexpected {other:?}"),
            }
        }
        let checked = password::evaluations() - before;
        assert!(
            checked <= max as u64,
            "{adapter}: {checked} passwords were checked"
        );
        assert!(
            evaluated <= max,
            "{adapter}: {evaluated} answered as checked"
        );
        assert_eq!(evaluated + locked, 301, "{adapter}");

        // Once the limit is reached, the right password does not get in …
        let after = password::sign_in(&ports, phone, &right).await;
        assert!(
            matches!(after, Err(IdentityError::AccountLocked { .. })),
            "{adapter}: {after:?}"
        );
        // … for the whole window, and then it does.
        clock.advance_secs(window_secs - 1);
        let late = password::sign_in(&ports, phone, &right).await;
        assert!(
            matches!(late, Err(IdentityError::AccountLocked { .. })),
            "{adapter}: {late:?}"
        );
        clock.advance_secs(2);
        // Then a user who makes no mistake never accumulates attempts.
        for _ in 0..(2 * max) {
            let again = password::sign_in(&ports, phone, &right).await;
            assert!(again.is_ok(), "{adapter}: {again:?}");
        }
    }
}
