//! What every function's tests use: embedded ports in a temp folder, calls to
//! a router in-process (no socket), the outbox, fixtures built through the
//! domain.

pub use verity_adapters::embedded::{for_tests, for_tests_with_clock, test_settings};

mod faults;
mod lagging;
pub use faults::{shaky_events_to_processor, Fault, FaultPlan, FaultyTable, Ran, ShakyEvents};
pub use lagging::LaggingIndex;

use std::sync::Arc;

use axum::body::Body;
use axum::Router;
use http::{Request, StatusCode};
use serde_json::Value;
use tower::ServiceExt;
use verity_core::clock::ManualClock;
use verity_core::ports::Ports;
use verity_domain::enterprise;
use verity_domain::files::{self, Purpose};
use verity_domain::identity::codes::{self, Scene};
use verity_domain::identity::{accounts, session, AuthSettings, IdentityError, Role};
use verity_http::answers::Declared;
use verity_http::ErrorCode;

/// The answer of one call: HTTP status and the parsed JSON body.
pub struct Answer {
    pub status: StatusCode,
    pub body: Value,
}

impl Answer {
    pub fn code(&self) -> i64 {
        self.body["code"]
            .as_i64()
            .expect("an envelope with a numeric code")
    }

    pub fn data(&self) -> &Value {
        &self.body["data"]
    }
}

/// Sends a raw request and reads the envelope. Tests read messages in
/// English unless the request names another language.
pub async fn send(router: &Router, mut request: Request<Body>) -> Answer {
    let path = request.uri().path().to_string();
    request
        .headers_mut()
        .entry(http::header::ACCEPT_LANGUAGE)
        .or_insert(http::HeaderValue::from_static("en-US"));
    let response = router
        .clone()
        .oneshot(request)
        .await
        .expect("routers are infallible");
    let status = response.status();
    let declared = response.extensions().get::<Declared>().copied();
    let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .expect("a readable body");
    let body: Value = serde_json::from_slice(&bytes)
        .unwrap_or_else(|_| panic!("not JSON ({status}): {}", String::from_utf8_lossy(&bytes)));
    if let (Some(declared), Some(code)) = (declared, body["code"].as_i64()) {
        assert!(
            declared.allows(code),
            "{path} answered {code} ({name}), which its route does not declare: \
             add it to the route's `answering(codes![…])` in its function's route table",
            name = ErrorCode::ALL
                .iter()
                .find(|c| i64::from(c.code()) == code)
                .map_or("not in the catalogue", |c| c.name()),
        );
    }
    Answer { status, body }
}

/// POSTs a JSON body (given as text, so tests can send malformed JSON too).
pub async fn post(router: &Router, path: &str, json: &str) -> Answer {
    post_with(router, path, json, None).await
}

/// POSTs a JSON body with an optional bearer token.
pub async fn post_with(router: &Router, path: &str, json: &str, token: Option<&str>) -> Answer {
    let mut builder = Request::post(path).header("content-type", "application/json");
    if let Some(t) = token {
        builder = builder.header("authorization", format!("Bearer {t}"));
    }
    send(router, builder.body(Body::from(json.to_string())).unwrap()).await
}

/// GETs a path with an optional bearer token.
pub async fn get(router: &Router, path: &str, token: Option<&str>) -> Answer {
    let mut builder = Request::get(path);
    if let Some(t) = token {
        builder = builder.header("authorization", format!("Bearer {t}"));
    }
    send(router, builder.body(Body::empty()).unwrap()).await
}

/// Texts the embedded outbox holds for a phone, oldest first, once the
/// processor has handled every event published so far.
pub async fn outbox_texts(ports: &Ports, phone: &str) -> Vec<String> {
    // Codes are texted by the processor, off the request path.
    ports.events.drained().await;
    let outbox = ports.outbox.as_ref().expect("embedded SMS adapter");
    outbox
        .messages_to(phone)
        .await
        .expect("a readable outbox")
        .into_iter()
        .map(|m| m.text)
        .collect()
}

/// Gives `ports` an embedded event queue drained by the domain's processor
/// over these very ports, as in the local stack. Call it again after
/// changing a port the processor uses (e.g. a failing Sms).
pub fn events_to_processor(ports: &mut Ports) {
    let processor = verity_domain::processor::Processor::unbound();
    ports.events = Arc::new(verity_adapters::queue::InProcessQueue::start(
        processor.clone(),
    ));
    processor.bind(ports.clone());
}

/// A valid 18-character ID number, different for each `n` below 336,000.
pub fn id_number(n: u32) -> String {
    let body = format!(
        "11010519{:02}{:02}{:02}{:03}",
        90 - (n / 336_000) % 10,
        (n / 28_000) % 12 + 1,
        (n / 1_000) % 28 + 1,
        n % 1_000
    );
    with_check_char(&body)
}

/// A valid 18-character ID number: the 17 digits `body` and their check character.
pub fn with_check_char(body: &str) -> String {
    let check = verity_core::provider::id_check_char(body).expect("17 digits");
    format!("{body}{check}")
}

/// 2026-01-01T12:00:00+08:00: the clock every test app starts at.
pub const T0: i64 = 1_767_240_000_000;

/// One function's router on embedded ports in a temp folder, on a clock the
/// test moves, with helpers that build fixtures through the domain (never
/// through another function's routes).
pub struct TestApp {
    pub router: Router,
    pub ports: Ports,
    pub clock: ManualClock,
    pub dir: tempfile::TempDir,
    /// The folder of a table given to the app ([`TestApp::on_each_table`]):
    /// SQLite opens reader connections on demand, so it must outlive the app.
    tables_dir: Option<Arc<tempfile::TempDir>>,
    /// The same table read past the port ([`TestApp::whole_table`]).
    scan: Option<verity_adapters::embedded::TableScan>,
}

/// A signed-in member of a fresh enterprise.
#[derive(Debug, Clone)]
pub struct Member {
    pub user_id: String,
    pub enterprise_id: String,
    pub phone: String,
    /// The session token (`sToken`).
    pub token: String,
}

/// A signed-in platform operator (`ops`).
#[derive(Debug, Clone)]
pub struct Operator {
    pub user_id: String,
    /// The session token (`sToken`).
    pub token: String,
}

/// The first bytes of a PNG: enough for an upload's type check.
pub const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR";

impl TestApp {
    /// The router `routes` makes over fresh ports with default identity limits.
    pub fn new(routes: impl FnOnce(Ports) -> Router) -> Self {
        Self::with_auth(|_| {}, routes)
    }

    /// As [`TestApp::new`], with identity limits changed by `tweak`.
    pub fn with_auth(
        tweak: impl FnOnce(&mut AuthSettings),
        routes: impl FnOnce(Ports) -> Router,
    ) -> Self {
        Self::build(tweak, None, |_| {}, events_to_processor, routes)
    }

    /// As [`TestApp::new`], with ports changed by `tweak` before the
    /// processor is bound to them (a failing provider, say).
    pub fn with_ports(
        tweak: impl FnOnce(&mut Ports),
        routes: impl FnOnce(Ports) -> Router,
    ) -> Self {
        Self::build(|_| {}, None, tweak, events_to_processor, routes)
    }

    /// One app per table adapter this run reaches (SQLite, and DynamoDB
    /// Local when `DYNAMODB_ENDPOINT` is set): for rules that must hold on both.
    pub async fn on_each_table(routes: impl Fn(Ports) -> Router) -> Vec<(&'static str, TestApp)> {
        let dir = Arc::new(tempfile::tempdir().expect("a temp dir"));
        let mut apps = Vec::new();
        for (adapter, table, scan) in
            verity_adapters::embedded::scannable_test_tables(dir.path()).await
        {
            let mut app = Self::build(|_| {}, Some(table), |_| {}, events_to_processor, &routes);
            app.tables_dir = Some(dir.clone());
            app.scan = Some(scan);
            apps.push((adapter, app));
        }
        apps
    }

    /// As [`TestApp::on_each_table`], each table behind a [`FaultyTable`] and
    /// the events behind [`ShakyEvents`] (the processor's handlers use both).
    /// For domain-level suites: the router is empty.
    pub async fn faulty_on_each_table(
    ) -> Vec<(&'static str, TestApp, Arc<FaultyTable>, Arc<ShakyEvents>)> {
        let dir = Arc::new(tempfile::tempdir().expect("a temp dir"));
        let mut apps = Vec::new();
        for (adapter, table) in verity_adapters::embedded::test_tables(dir.path()).await {
            let faulty = FaultyTable::new(table);
            let mut shaky = None;
            let mut app = Self::build(
                |_| {},
                Some(faulty.clone()),
                |_| {},
                |ports| shaky = Some(shaky_events_to_processor(ports, faulty.clone())),
                |_| Router::new(),
            );
            let shaky = shaky.expect("the events are bound");
            app.tables_dir = Some(dir.clone());
            apps.push((adapter, app, faulty, shaky));
        }
        apps
    }

    fn build(
        tweak: impl FnOnce(&mut AuthSettings),
        table: Option<Arc<dyn verity_core::table::Table>>,
        tweak_ports: impl FnOnce(&mut Ports),
        bind_events: impl FnOnce(&mut Ports),
        routes: impl FnOnce(Ports) -> Router,
    ) -> Self {
        let dir = tempfile::tempdir().expect("a temp dir");
        let clock = ManualClock::at_millis(T0);
        let mut ports = for_tests_with_clock(dir.path(), clock.clone());
        if let Some(table) = table {
            ports.table = table;
        }
        // The test ports' identity rules (batch texts unpaced), then the test's tweaks.
        let mut auth = AuthSettings::clone(&ports.auth);
        tweak(&mut auth);
        ports.auth = Arc::new(auth);
        tweak_ports(&mut ports);
        bind_events(&mut ports);
        TestApp {
            router: routes(ports.clone()),
            ports,
            clock,
            dir,
            tables_dir: None,
            scan: None,
        }
    }

    /// Every item of the app's table as its JSON text (an app of
    /// [`TestApp::on_each_table`]): for proofs that a value is nowhere.
    pub async fn whole_table(&self) -> Vec<String> {
        self.scan
            .as_ref()
            .expect("an app of TestApp::on_each_table")
            .items()
            .await
            .iter()
            .map(|item| serde_json::Value::Object(item.clone()).to_string())
            .collect()
    }

    /// Every object of both buckets (uploads, reports): key and bytes.
    pub fn every_blob(&self) -> Vec<(String, Vec<u8>)> {
        fn walk(dir: &std::path::Path, found: &mut Vec<(String, Vec<u8>)>) {
            let Ok(entries) = std::fs::read_dir(dir) else {
                return;
            };
            for entry in entries.flatten() {
                let path = entry.path();
                if path.is_dir() {
                    walk(&path, found);
                } else if let Ok(bytes) = std::fs::read(&path) {
                    found.push((path.display().to_string(), bytes));
                }
            }
        }
        let mut found = Vec::new();
        walk(&self.dir.path().join("blobs"), &mut found);
        found
    }

    /// POSTs a JSON body (as text, so tests can send malformed JSON too).
    pub async fn call(&self, path: &str, body: &str) -> Answer {
        let answer = post(&self.router, path, body).await;
        self.ports.events.drained().await;
        answer
    }

    /// POSTs a JSON body with a bearer token.
    pub async fn call_as(&self, token: &str, path: &str, body: &str) -> Answer {
        let answer = post_with(&self.router, path, body, Some(token)).await;
        self.ports.events.drained().await;
        answer
    }

    /// POSTs a JSON body with a bearer token, asking for a language.
    pub async fn call_as_lang(&self, token: &str, path: &str, body: &str, lang: &str) -> Answer {
        let request = Request::post(path)
            .header("content-type", "application/json")
            .header("authorization", format!("Bearer {token}"))
            .header("accept-language", lang)
            .body(Body::from(body.to_string()))
            .unwrap();
        let answer = send(&self.router, request).await;
        self.ports.events.drained().await;
        answer
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> Answer {
        get(&self.router, path, token).await
    }

    /// Sends a request; the processor handles the events it published
    /// before this returns (in production that takes milliseconds).
    pub async fn send(&self, request: Request<Body>) -> Answer {
        let answer = send(&self.router, request).await;
        self.ports.events.drained().await;
        answer
    }

    /// Texts the SMS outbox holds for a phone, oldest first, once the
    /// processor has handled every event so far.
    pub async fn texts(&self, phone: &str) -> Vec<String> {
        outbox_texts(&self.ports, phone).await
    }

    /// Sends a code of `scene` to `phone` (as `sendVerifyCode` would, from
    /// client IP `ip`) and reads it from the outbox.
    pub async fn code_from(
        &self,
        phone: &str,
        scene: Scene,
        ip: &str,
    ) -> Result<String, IdentityError> {
        // Texts already on their way (an invitation, say) land first, so the
        // last text read below is this code's, whatever order the queue runs in.
        self.ports.events.drained().await;
        codes::send_code(
            &self.ports,
            phone,
            scene,
            Some(ip),
            verity_core::text::Lang::ZhCn,
        )
        .await?;
        let text = self.texts(phone).await.pop().expect("the code's text");
        Ok(text.chars().filter(char::is_ascii_digit).take(6).collect())
    }

    /// Sends a code of `scene` to `phone` and reads it from the outbox.
    pub async fn code(&self, phone: &str, scene: Scene) -> String {
        self.code_from(phone, scene, "10.9.9.9")
            .await
            .unwrap_or_else(|e| panic!("sending a {} code: {e:?}", scene.as_str()))
    }

    /// A session token for a user, as a sign-in and `loginInfo` would give.
    pub async fn sign_in(&self, user_id: &str) -> String {
        let auth_epoch = accounts::user(&self.ports, user_id)
            .await
            .expect("the user reads")
            .map_or(0, |u| u.auth_epoch);
        let grant = session::LoginGrant {
            user_id: user_id.to_string(),
            login_type: "password".into(),
            auth_epoch,
        };
        let login = session::issue_login_token(&self.ports, &grant)
            .await
            .expect("a login token");
        let (token, _) = session::exchange_login_token(&self.ports, &login)
            .await
            .expect("the exchange")
            .expect("a live login token");
        token
    }

    /// A new account (no enterprise) with the next free phone.
    pub async fn account(&self, name: &str) -> accounts::User {
        let phone = self.next_phone();
        accounts::create_user(
            &self.ports,
            &accounts::NewUser {
                phone: &phone,
                kind: accounts::UserKind::Account,
                name: Some(name),
                password_hash: None,
            },
        )
        .await
        .expect("a new account")
    }

    /// A signed-in member with `role` of a new enterprise (its owner is
    /// another account unless `role` is owner).
    pub async fn member(&self, role: Role) -> Member {
        let user = self.account("Member").await;
        let enterprise_id = if role == Role::Owner {
            enterprise::create_enterprise(&self.ports, &user, "Test Co")
                .await
                .expect("an enterprise")
        } else {
            let owner = self.account("Owner").await;
            let id = enterprise::create_enterprise(&self.ports, &owner, "Test Co")
                .await
                .expect("an enterprise");
            enterprise::members::add(&self.ports, &id, &user, role)
                .await
                .expect("a membership");
            id
        };
        Member {
            token: self.sign_in(&user.user_id).await,
            user_id: user.user_id,
            enterprise_id,
            phone: user.phone,
        }
    }

    /// Another member of an existing enterprise, signed in there.
    pub async fn member_of(&self, enterprise_id: &str, role: Role) -> Member {
        let user = self.account("Member").await;
        enterprise::members::add(&self.ports, enterprise_id, &user, role)
            .await
            .expect("a membership");
        Member {
            token: self.sign_in(&user.user_id).await,
            user_id: user.user_id,
            enterprise_id: enterprise_id.to_string(),
            phone: user.phone,
        }
    }

    /// The bytes the reports bucket holds behind a signed download URL whose
    /// key starts with `folder` (`statements/`, `batch-exports/`, …).
    pub async fn downloaded(&self, url: &str, folder: &str) -> Vec<u8> {
        let at = url.find(folder).expect("the file's key in its URL");
        let key = url[at..].split(['?', '&']).next().unwrap_or_default();
        self.ports
            .reports
            .get(&key.replace("%2F", "/"))
            .await
            .expect("a readable bucket")
            .expect("the file is stored")
            .bytes
            .to_vec()
    }

    /// `share/checkPhone` for link `s`: `phone` with the `code` texted to it.
    pub async fn check_phone_with(&self, s: &str, phone: &str, code: &str) -> Answer {
        let body = serde_json::json!({ "s": s, "phone": phone, "code": code });
        self.call("/api/base/share/checkPhone", &body.to_string())
            .await
    }

    /// Texts a phone-check code to `phone` and passes it for link `s`.
    pub async fn check_phone(&self, s: &str, phone: &str) -> Answer {
        let code = self.code(phone, Scene::CheckPhone).await;
        self.check_phone_with(s, phone, &code).await
    }

    /// Passes the phone check of link `s` for `phone`: its share token.
    pub async fn share_token(&self, s: &str, phone: &str) -> String {
        let checked = self.check_phone(s, phone).await;
        assert_eq!(checked.code(), 0, "{:?}", checked.body);
        checked.data()["shareToken"]
            .as_str()
            .expect("a share token")
            .to_string()
    }

    /// A signed paper authorization the member uploaded (its file key).
    pub async fn consent_file(&self, member: &Member) -> String {
        let png = bytes::Bytes::from_static(PNG);
        self.stored_file(member, Purpose::Consent, "signed.png", "image/png", png)
            .await
    }

    /// A file the member's enterprise uploaded for `purpose`: its key.
    pub async fn stored_file(
        &self,
        member: &Member,
        purpose: Purpose,
        name: &str,
        content_type: &str,
        bytes: bytes::Bytes,
    ) -> String {
        files::store(
            &self.ports,
            &files::enterprise_owner(&member.enterprise_id),
            &member.user_id,
            purpose,
            name,
            content_type,
            bytes,
        )
        .await
        .expect("a stored file")
        .key
    }

    /// A signed-in platform operator (`ops`) named `name`, in no enterprise.
    pub async fn platform_operator(&self, name: &str) -> Operator {
        let user = self.account(name).await;
        accounts::update_user(
            &self.ports,
            &user.user_id,
            &[accounts::UserChange::PlatformRole(
                accounts::PlatformRole::Ops,
            )],
        )
        .await
        .expect("the platform role");
        Operator {
            token: self.sign_in(&user.user_id).await,
            user_id: user.user_id,
        }
    }

    fn next_phone(&self) -> String {
        use std::sync::atomic::{AtomicU32, Ordering};
        static NEXT: AtomicU32 = AtomicU32::new(0);
        format!(
            "1370000{:04}",
            NEXT.fetch_add(1, Ordering::Relaxed) % 10_000
        )
    }
}

/// An owner of a certified enterprise that accepted the current contract,
/// with an active package and a balance: ready to order checks.
#[derive(Debug, Clone)]
pub struct ReadyToOrder {
    pub owner: Member,
    pub package_id: String,
    pub price_fen: i64,
}

impl TestApp {
    /// Certifies the enterprise and accepts the current contract for it.
    pub async fn certify(&self, enterprise_id: &str) {
        let actor = enterprise::Actor {
            user_id: "reviewer".into(),
            label: "reviewer".into(),
            ip: None,
        };
        enterprise::review::decide(
            &self.ports,
            enterprise_id,
            enterprise::review::Decision::Approve,
            &actor,
        )
        .await
        .unwrap();
        enterprise::profile::accept_contract(
            &self.ports,
            enterprise_id,
            enterprise::contract::CURRENT_VERSION,
            &actor,
        )
        .await
        .unwrap();
    }

    /// Adds `amount_fen` to the balance through the sandbox payment method.
    pub async fn credit(&self, enterprise_id: &str, amount_fen: i64) {
        use verity_domain::billing::recharge::{self, Method, RechargeRequest};
        let key = verity_core::ids::new_id();
        recharge::request(
            &self.ports,
            RechargeRequest {
                enterprise_id,
                user_id: "u-owner",
                amount_fen,
                method: Method::Sandbox,
                voucher_file_key: None,
                idempotency_key: &key,
                body_hash: "h",
            },
        )
        .await
        .unwrap();
    }

    /// An active package of `items` (catalogue code, quantity) for the
    /// member's enterprise: `(packageId, priceFen)`.
    pub async fn package(&self, owner: &Member, items: &[(&str, u32)]) -> (String, i64) {
        use verity_domain::catalog::packages::{self, Draft};
        use verity_domain::catalog::{items as catalog, Selection};
        catalog::seed(self.ports.table.as_ref()).await.unwrap();
        let pick: Vec<Selection> = items
            .iter()
            .map(|(code, quantity)| Selection {
                code: code.to_string(),
                quantity: *quantity,
            })
            .collect();
        let package = packages::create(
            &self.ports,
            &owner.enterprise_id,
            &owner.user_id,
            &Draft {
                name: "Standard",
                description: "",
                items: &pick,
            },
        )
        .await
        .unwrap();
        (package.package_id, package.price_fen)
    }

    /// A new owner, certified, with a package of `items` (catalogue code,
    /// quantity) and `balance_fen` (none when 0).
    pub async fn ready_to_order(&self, items: &[(&str, u32)], balance_fen: i64) -> ReadyToOrder {
        let owner = self.member(Role::Owner).await;
        self.certify(&owner.enterprise_id).await;
        let (package_id, price_fen) = self.package(&owner, items).await;
        if balance_fen > 0 {
            self.credit(&owner.enterprise_id, balance_fen).await;
        }
        ReadyToOrder {
            owner,
            package_id,
            price_fen,
        }
    }
}
