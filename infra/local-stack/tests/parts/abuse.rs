//! Abuse at volume (issue 26, point 4): wrong passwords, wrong SMS sign-in
//! codes, wrong phone-check codes, made-up share codes and made-up report
//! verification codes, spread over accounts, links and client addresses,
//! against every function's routes at once. None succeeds, each limit holds
//! as documented, and no phone gets more texts than its cap.
//!
//! `ABUSE_ATTEMPTS` sets the total (1,000 in the test command;
//! `infra/scripts/abuse.sh` runs 50,000, 10,000 of each kind); `ABUSE_REPORT` names a file the
//! tally is written to.

use std::collections::BTreeMap;
use std::net::SocketAddr;

use axum::body::Body;
use axum::extract::ConnectInfo;
use http::Request;
use serde_json::json;
use verity_core::clock::Clock;
use verity_core::table::TableExt;
use verity_domain::identity::codes::Scene;
use verity_domain::share::{ShareLink, SharePurpose};
use verity_http::ErrorCode;
use verity_testkit::{Answer, TestApp};

/// The digest a registered account's password has (the browser's MD5).
const RIGHT: &str = "0123456789abcdef0123456789abcdef";
const ACCOUNTS: usize = 20;

fn total_attempts() -> usize {
    std::env::var("ABUSE_ATTEMPTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1_000)
}

/// The `i`-th client address: 250 networks, so per-address limits are
/// reached by none and every limit left is the per-account one.
fn address(i: usize) -> String {
    format!("10.{}.{}.{}", 1 + i % 250, (i / 250) % 250, 1 + i % 7)
}

/// A made-up value from `i` (deterministic, so a failure repeats).
fn noise(i: usize, salt: &str) -> String {
    verity_core::pii::PiiKeys::from_secret(salt.as_bytes()).lookup_hash("abuse", &i.to_string())
}

async fn post_from(app: &TestApp, ip: &str, path: &str, body: serde_json::Value) -> Answer {
    let mut request = Request::post(path)
        .header("content-type", "application/json")
        .body(Body::from(body.to_string()))
        .unwrap();
    let addr: SocketAddr = format!("{ip}:40000").parse().unwrap();
    request.extensions_mut().insert(ConnectInfo(addr));
    app.send(request).await
}

/// What one kind of attempt was answered, by code.
#[derive(Default)]
struct Tally(BTreeMap<&'static str, BTreeMap<i64, usize>>);

impl Tally {
    fn count(&mut self, kind: &'static str, answer: &Answer, allowed: &[ErrorCode]) {
        let code = answer.code();
        assert_ne!(code, 0, "a {kind} attempt succeeded: {:?}", answer.body);
        assert!(
            allowed.iter().any(|a| code == *a),
            "a {kind} attempt answered {code}: {:?}",
            answer.body
        );
        *self.0.entry(kind).or_default().entry(code).or_default() += 1;
    }

    fn tried(&self) -> usize {
        self.0.values().flat_map(BTreeMap::values).sum()
    }

    fn report(&self) -> String {
        let mut lines = vec!["| attempts | tried | answered (code × count) |".to_string()];
        lines.push("|---|---|---|".into());
        for (kind, codes) in &self.0 {
            let by_code: Vec<String> = codes.iter().map(|(c, n)| format!("{c} × {n}")).collect();
            let tried: usize = codes.values().sum();
            lines.push(format!("| {kind} | {tried} | {} |", by_code.join(", ")));
        }
        lines.join("\n")
    }
}

/// The texts each watched phone got on the current China day: the caps are
/// per day, and a long run crosses midnight.
#[derive(Default)]
struct DailyTexts {
    day: String,
    at_day_start: BTreeMap<String, usize>,
}

impl DailyTexts {
    const CAP: usize = 10;

    async fn watch(&mut self, app: &TestApp, phone: &str) {
        let now = app.texts(phone).await.len();
        self.at_day_start.entry(phone.to_string()).or_insert(now);
    }

    /// Fails when a watched phone got more than its cap today.
    async fn check(&self, app: &TestApp) {
        for (phone, start) in &self.at_day_start {
            let today = app.texts(phone).await.len() - start;
            assert!(
                today <= Self::CAP,
                "{phone} got {today} texts on {}",
                self.day
            );
        }
    }

    /// Moves the clock on, checking the day that ends.
    async fn advance(&mut self, app: &TestApp, secs: i64) {
        let day = verity_domain::counters::china_day(app.clock.now_millis());
        app.clock.advance_secs(secs);
        let after = verity_domain::counters::china_day(app.clock.now_millis());
        if after != day {
            self.check(app).await;
            for (phone, start) in self.at_day_start.iter_mut() {
                *start = app.texts(phone).await.len();
            }
        }
        self.day = after;
    }
}

#[tokio::test]
async fn thousands_of_wrong_guesses_open_nothing_and_every_cap_holds() {
    let app = TestApp::new(|ports| verity_local::functions(&ports).0);
    let each = (total_attempts() / 5).max(ACCOUNTS * 12);
    let mut tally = Tally::default();
    let mut texts = DailyTexts::default();

    // Accounts with a known password, registered as a person would.
    let mut phones = Vec::new();
    for n in 0..ACCOUNTS {
        let phone = format!("1390000{n:04}");
        texts.watch(&app, &phone).await;
        let code = app.code(&phone, Scene::Register).await;
        let registered = app
            .call(
                "/api/base/user/register",
                &json!({"phone": phone, "code": code, "password": RIGHT, "name": "A"}).to_string(),
            )
            .await;
        assert_eq!(registered.code(), 0, "{:?}", registered.body);
        phones.push(phone);
    }

    // 1. Wrong passwords, over the accounts and unknown phones, from many addresses.
    for i in 0..each {
        let phone = if i % 7 == 6 {
            format!("1370000{:04}", i % 1000)
        } else {
            phones[i % ACCOUNTS].clone()
        };
        let answer = post_from(
            &app,
            &address(i),
            "/api/base/user/login",
            json!({"loginType": "password", "phone": phone, "password": &noise(i, "pw")[..32], "ts": "ENT_WEB"}),
        )
        .await;
        tally.count(
            "wrong password",
            &answer,
            &[ErrorCode::BadCredentials, ErrorCode::AccountLocked],
        );
    }
    // Each account took more than 10 failures in the window: even the right
    // password is refused until the window passes.
    for phone in &phones {
        let answer = app
            .call(
                "/api/base/user/login",
                &json!({"loginType": "password", "phone": phone, "password": RIGHT, "ts": "ENT_WEB"})
                    .to_string(),
            )
            .await;
        assert_eq!(answer.code(), ErrorCode::AccountLocked, "{phone}");
    }

    // 2. Wrong SMS sign-in codes: each code dies after its 5th wrong try and
    // then not even the right code signs in; codes stop at the phone's cap.
    let mut live: Vec<Option<String>> = vec![None; ACCOUNTS];
    for i in 0..each {
        let n = i % ACCOUNTS;
        if n == 0 {
            // A round over the accounts: past each phone's resend cooldown.
            texts.advance(&app, 61).await;
        }
        if live[n].is_none() {
            // None once the phone's codes for the day are used up.
            if let Ok(code) = app.code_from(&phones[n], Scene::Login, &address(i)).await {
                live[n] = Some(code);
            }
        }
        let right = live[n].clone().unwrap_or_default();
        let mut wrong = format!(
            "{:06}",
            u32::from_str_radix(&noise(i, "sms")[..6], 16).unwrap() % 1_000_000
        );
        if wrong == right {
            wrong = format!("{:06}", (wrong.parse::<u32>().unwrap() + 1) % 1_000_000);
        }
        let answer = post_from(
            &app,
            &address(i),
            "/api/base/user/login",
            json!({"loginType": "sms", "phone": phones[n], "code": wrong, "ts": "ENT_WEB"}),
        )
        .await;
        tally.count(
            "wrong SMS sign-in code",
            &answer,
            &[ErrorCode::BadSmsCode, ErrorCode::SmsCodeExhausted],
        );
        if answer.code() == ErrorCode::SmsCodeExhausted {
            let late = app
                .call(
                    "/api/base/user/login",
                    &json!({"loginType": "sms", "phone": phones[n], "code": right, "ts": "ENT_WEB"})
                        .to_string(),
                )
                .await;
            assert_ne!(late.code(), 0, "a dead code signed in");
            live[n] = None;
        }
    }
    texts.check(&app).await;

    // 3. Wrong phone-check codes on real links, each to its own phone.
    let mut links = Vec::new();
    for n in 0..ACCOUNTS {
        let phone = format!("1380000{n:04}");
        let (link, s) = ShareLink::issue(
            &app.ports,
            SharePurpose::Consent,
            "enterprise-x",
            "order-x",
            &phone,
            "http://127.0.0.1:3000",
            7 * 86_400,
        );
        assert!(app.ports.table.put_new(&link).await.unwrap());
        texts.watch(&app, &phone).await;
        links.push((s, phone));
    }
    for i in 0..each {
        let (s, phone) = &links[i % ACCOUNTS];
        if i % ACCOUNTS == 0 {
            texts.advance(&app, 61).await;
        }
        // A fresh code every sixth guess at a link: five wrong ones kill it.
        if (i / ACCOUNTS).is_multiple_of(6) {
            post_from(
                &app,
                &address(i),
                "/api/base/share/sendCode",
                json!({"s": s, "phone": phone}),
            )
            .await;
        }
        // Never the code texted last (a guess may not be lucky by chance).
        let texted = app.texts(phone).await.pop().unwrap_or_default();
        let mut guess = format!("{:06}", i % 1_000_000);
        if texted.contains(&guess) {
            guess = format!("{:06}", (i + 1) % 1_000_000);
        }
        let answer = post_from(
            &app,
            &address(i),
            "/api/base/share/checkPhone",
            json!({"s": s, "phone": phone, "code": guess}),
        )
        .await;
        tally.count(
            "wrong phone-check code",
            &answer,
            &[ErrorCode::BadSmsCode, ErrorCode::SmsCodeExhausted],
        );
    }
    texts.check(&app).await;

    // 4. Made-up share codes, on every page a link opens.
    for i in 0..each {
        let s = noise(i, "share");
        let (path, body) = match i % 3 {
            0 => ("/api/base/candidate/detail", json!({"s": s})),
            1 => (
                "/api/base/share/checkPhone",
                json!({"s": s, "phone": "13800000001", "code": "123456"}),
            ),
            _ => ("/api/base/report/shared", json!({"s": s})),
        };
        let answer = post_from(&app, &address(i), path, body).await;
        tally.count(
            "made-up share code",
            &answer,
            &[ErrorCode::ShareLinkInvalid],
        );
    }

    // 5. Made-up report verification codes.
    for i in 0..each {
        let h = noise(i, "verify").to_uppercase();
        let code = format!("{}-{}-{}-{}", &h[0..4], &h[4..8], &h[8..12], &h[12..16]);
        let answer = post_from(
            &app,
            &address(i),
            "/api/base/report/verify",
            json!({"code": code}),
        )
        .await;
        tally.count(
            "made-up report verification code",
            &answer,
            &[ErrorCode::ReportCodeUnknown, ErrorCode::RateLimited],
        );
    }

    let tried = tally.tried();
    assert!(tried >= 5 * each, "{tried}");
    let report = format!(
        "{tried} attempts, {ACCOUNTS} accounts, {ACCOUNTS} links, 250 client networks; none succeeded.\n\n{}\n",
        tally.report()
    );
    println!("{report}");
    if let Ok(path) = std::env::var("ABUSE_REPORT") {
        std::fs::write(path, report).unwrap();
    }
}
