//! Embedded adapters over one local data folder: the local stack and tests.

use std::path::Path;
use std::sync::Arc;

use verity_core::clock::{Clock, SystemClock};
use verity_core::events::EventHandler;
use verity_core::keyset::KeySet;
use verity_core::pii::PiiKeys;
use verity_core::ports::Ports;
use verity_core::settings::{AuthSettings, ConfigError, Settings, MIN_SECRET_BYTES};

use crate::files::FileBlobs;
use crate::outbox::Outbox;
use crate::queue::InProcessQueue;
use crate::sandbox::SandboxProvider;
use crate::sqlite::SqliteTable;

/// Every port embedded in `settings.data_dir`, events handed to `handler`.
/// Always a sandbox: the sandbox provider, demo data and the SMS outbox.
pub fn ports(settings: &Settings, handler: Arc<dyn EventHandler>) -> Result<Ports, ConfigError> {
    let secret = secret(settings)?;
    let table = SqliteTable::open(&settings.data_dir.join("table.sqlite3"))
        .map_err(|e| ConfigError::Invalid(e.to_string()))?;
    let outbox = Arc::new(Outbox::new(&settings.data_dir));
    let blobs = |bucket: &str| {
        Arc::new(FileBlobs::new(
            &settings.data_dir,
            bucket,
            &settings.public_base,
            &secret,
        ))
    };
    Ok(Ports {
        table: Arc::new(table),
        uploads: blobs(&settings.uploads_bucket),
        reports: blobs(&settings.reports_bucket),
        sms: outbox.clone(),
        events: Arc::new(
            InProcessQueue::persistent(handler, &settings.data_dir.join("events"))
                .map_err(|e| ConfigError::Invalid(format!("cannot open the event queue: {e}")))?,
        ),
        dead_letters: Arc::new(crate::dead_folder::FolderDeadLetters::new(
            &settings.data_dir.join("events"),
        )),
        clock: Arc::new(SystemClock),
        outbox: Some(outbox),
        provider: Arc::new(SandboxProvider::from_env()),
        sandbox_provider: Arc::new(SandboxProvider::from_env()),
        payments: Arc::new(crate::sandbox::SandboxPayments),
        webhooks: crate::webhooks_for(true),
        pii: Arc::new(PiiKeys::from_key_set(
            &KeySet::parse("VERITY_SECRET", &secret).map_err(ConfigError::Invalid)?,
        )),
        auth: Arc::new(AuthSettings {
            public_base: settings.public_base.clone(),
            ..AuthSettings::from_env()
        }),
        sandbox: true,
        faults: Default::default(),
    })
}

/// `VERITY_SECRET` when given, else a random secret kept in the local data
/// folder (made on first use): signed blob URLs and sealed PII survive restarts.
pub fn secret(settings: &Settings) -> Result<Vec<u8>, ConfigError> {
    match &settings.secret {
        Some(s) if s.len() >= MIN_SECRET_BYTES => Ok(s.clone()),
        Some(_) => Err(ConfigError::Invalid(format!(
            "VERITY_SECRET is too short: at least {MIN_SECRET_BYTES} bytes are required"
        ))),
        None => local_secret(&settings.data_dir),
    }
}

fn local_secret(data_dir: &Path) -> Result<Vec<u8>, ConfigError> {
    let path = data_dir.join("local-secret");
    if let Ok(existing) = std::fs::read(&path) {
        if existing.len() >= MIN_SECRET_BYTES {
            return Ok(existing);
        }
    }
    let secret = verity_core::ids::new_token().into_bytes();
    std::fs::create_dir_all(data_dir)
        .and_then(|_| std::fs::write(&path, &secret))
        .map_err(|e| {
            ConfigError::Invalid(format!(
                "cannot keep the local secret in {}: {e}",
                path.display()
            ))
        })?;
    Ok(secret)
}

/// Settings for tests: a temp folder, a fixed secret, default names.
pub fn test_settings(dir: &Path) -> Settings {
    Settings {
        data_dir: dir.to_path_buf(),
        table_name: "verity".into(),
        uploads_bucket: "uploads".into(),
        reports_bucket: "reports".into(),
        events_topic_arn: None,
        aws: false,
        sandbox: true,
        dynamodb_endpoint: None,
        s3_endpoint: None,
        sns_endpoint: None,
        public_base: verity_core::settings::LOCAL_BASE.into(),
        public_base_set: false,
        secret: Some(b"test-secret-test-secret-test-secret".to_vec()),
        secret_arn: None,
        secrets_endpoint: None,
    }
}

/// Embedded ports in a temporary folder, for tests (default identity limits,
/// whatever the environment says; batch texts unpaced).
pub fn for_tests(dir: &Path) -> Ports {
    let mut ports = ports(&test_settings(dir), Arc::new(crate::queue::NoHandler))
        .expect("embedded ports open in a temp dir");
    // A batch's texts go out unpaced: the tests count them, not their rate.
    ports.auth = Arc::new(AuthSettings {
        batch_sms_per_second: 0,
        ..AuthSettings::default()
    });
    ports
}

/// [`for_tests`] on a clock the test moves (expiry rules without sleeping).
pub fn for_tests_with_clock(dir: &Path, clock: impl Clock) -> Ports {
    let mut ports = for_tests(dir);
    ports.clock = Arc::new(clock);
    ports
}

/// Every table adapter this run can reach, for tests that must hold on both:
/// SQLite always, DynamoDB Local when `DYNAMODB_ENDPOINT` is set (required
/// with `VERITY_REQUIRE_ENGINES=1`; each call makes a fresh table there).
#[cfg(feature = "dynamodb")]
pub async fn test_tables(dir: &Path) -> Vec<(&'static str, Arc<dyn verity_core::table::Table>)> {
    scannable_test_tables(dir)
        .await
        .into_iter()
        .map(|(adapter, table, _)| (adapter, table))
        .collect()
}

/// A test table's whole content, read past the port (which never scans).
#[derive(Clone)]
pub enum TableScan {
    Sqlite(Arc<SqliteTable>),
    #[cfg(feature = "dynamodb")]
    Dynamo(Arc<crate::dynamo::DynamoTable>),
}

impl TableScan {
    /// Every item of the table.
    pub async fn items(&self) -> Vec<verity_core::table::Item> {
        match self {
            TableScan::Sqlite(t) => t.scan_for_tests().await,
            #[cfg(feature = "dynamodb")]
            TableScan::Dynamo(t) => t.scan_for_tests().await,
        }
        .expect("a scannable test table")
    }
}

/// As [`test_tables`], each with a [`TableScan`] of the same table.
#[cfg(feature = "dynamodb")]
pub async fn scannable_test_tables(
    dir: &Path,
) -> Vec<(&'static str, Arc<dyn verity_core::table::Table>, TableScan)> {
    let sqlite =
        Arc::new(SqliteTable::open(&dir.join("each-adapter.sqlite3")).expect("a SQLite table"));
    let mut tables: Vec<(&'static str, Arc<dyn verity_core::table::Table>, TableScan)> =
        vec![("sqlite", sqlite.clone(), TableScan::Sqlite(sqlite))];
    match std::env::var("DYNAMODB_ENDPOINT")
        .ok()
        .filter(|v| !v.is_empty())
    {
        Some(endpoint) => {
            let sdk = crate::aws::sdk_config().await;
            let client = crate::aws::dynamodb(&sdk, Some(&endpoint));
            let name = format!("test-{}", &verity_core::ids::new_id()[..16]);
            let table = Arc::new(crate::dynamo::DynamoTable::new(client, name));
            table
                .create_table_if_missing()
                .await
                .expect("a DynamoDB Local table");
            tables.push(("dynamodb", table.clone(), TableScan::Dynamo(table)));
        }
        None if std::env::var("VERITY_REQUIRE_ENGINES").as_deref() == Ok("1") => {
            panic!("VERITY_REQUIRE_ENGINES=1 but DYNAMODB_ENDPOINT is not set")
        }
        None => println!("skipped on DynamoDB: no DYNAMODB_ENDPOINT"),
    }
    tables
}
