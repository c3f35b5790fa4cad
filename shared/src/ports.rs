//! The set of adapters a function runs on, chosen from the environment.
//!
//! Embedded adapters are the default (local stack, tests). Each AWS adapter is
//! chosen when `VERITY_BACKEND=aws` (in Lambda) or when its endpoint is given
//! (`DYNAMODB_ENDPOINT`, `S3_ENDPOINT`, `SNS_ENDPOINT`: local engines).

use std::path::PathBuf;
use std::sync::Arc;

use crate::auth::AuthSettings;
use crate::blobs::files::FileBlobs;
use crate::blobs::s3::S3Blobs;
use crate::blobs::Blobs;
use crate::clock::{Clock, SystemClock};
use crate::events::queue::{InProcessQueue, NoHandler};
use crate::events::sns::SnsEvents;
use crate::events::{EventHandler, Events};
use crate::pii::PiiKeys;
use crate::provider::sandbox::SandboxProvider;
use crate::provider::Provider;
use crate::sms::outbox::Outbox;
use crate::sms::sns::SnsSms;
use crate::sms::Sms;
use crate::table::dynamo::DynamoTable;
use crate::table::sqlite::SqliteTable;
use crate::table::Table;

#[derive(Clone)]
pub struct Ports {
    pub table: Arc<dyn Table>,
    /// Candidate files, batch sheets, licences.
    pub uploads: Arc<dyn Blobs>,
    /// Report PDFs.
    pub reports: Arc<dyn Blobs>,
    pub sms: Arc<dyn Sms>,
    pub events: Arc<dyn Events>,
    pub clock: Arc<dyn Clock>,
    /// Present only on embedded SMS: the local stack reads it at `/api/dev/sms`.
    pub outbox: Option<Arc<Outbox>>,
    /// Identity checks (and later screening items): the sandbox for now.
    pub provider: Arc<dyn Provider>,
    /// Keyed hashes and field encryption of PII, derived from `Settings.secret`.
    pub pii: Arc<PiiKeys>,
    /// Session, SMS-code and sign-in limits (`VERITY_SESSION_*`, `VERITY_SMS_*`, …).
    pub auth: Arc<AuthSettings>,
}

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("missing environment variable {0}")]
    Missing(&'static str),
    #[error("{0}")]
    Invalid(String),
}

/// Settings read from the environment, with local defaults.
#[derive(Debug, Clone)]
pub struct Settings {
    pub data_dir: PathBuf,
    pub table_name: String,
    pub uploads_bucket: String,
    pub reports_bucket: String,
    pub events_topic_arn: Option<String>,
    pub aws: bool,
    pub dynamodb_endpoint: Option<String>,
    pub s3_endpoint: Option<String>,
    pub sns_endpoint: Option<String>,
    /// Origin the local stack answers on (signed blob URLs point at it).
    pub public_base: String,
    /// Key for HMAC-signed local URLs and keyed hashes of PII.
    pub secret: Vec<u8>,
}

fn var(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.trim().is_empty())
}

impl Settings {
    pub fn from_env() -> Self {
        let data_dir =
            PathBuf::from(var("VERITY_DATA_DIR").unwrap_or_else(|| ".verity-data".into()));
        let port = var("PORT").unwrap_or_else(|| "3000".into());
        let host = var("HOST").unwrap_or_else(|| "127.0.0.1".into());
        Settings {
            table_name: var("VERITY_TABLE_NAME").unwrap_or_else(|| "verity".into()),
            uploads_bucket: var("VERITY_UPLOADS_BUCKET").unwrap_or_else(|| "verity-uploads".into()),
            reports_bucket: var("VERITY_REPORTS_BUCKET").unwrap_or_else(|| "verity-reports".into()),
            events_topic_arn: var("VERITY_EVENTS_TOPIC_ARN"),
            aws: var("VERITY_BACKEND").as_deref() == Some("aws"),
            dynamodb_endpoint: var("DYNAMODB_ENDPOINT"),
            s3_endpoint: var("S3_ENDPOINT"),
            sns_endpoint: var("SNS_ENDPOINT"),
            public_base: var("VERITY_PUBLIC_BASE")
                .unwrap_or_else(|| format!("http://{host}:{port}")),
            secret: var("VERITY_SECRET")
                .map(String::into_bytes)
                .unwrap_or_else(|| local_secret(&data_dir)),
            data_dir,
        }
    }
}

/// A random secret kept in the local data folder, made on first use.
fn local_secret(data_dir: &std::path::Path) -> Vec<u8> {
    let path = data_dir.join("local-secret");
    if let Ok(existing) = std::fs::read(&path) {
        if existing.len() >= 32 {
            return existing;
        }
    }
    let secret = crate::ids::new_token().into_bytes();
    let _ = std::fs::create_dir_all(data_dir);
    let _ = std::fs::write(&path, &secret);
    secret
}

impl Ports {
    /// Embedded adapters over one data folder, with the given event handler.
    pub fn embedded(
        settings: &Settings,
        handler: Arc<dyn EventHandler>,
    ) -> Result<Self, ConfigError> {
        let table = SqliteTable::open(&settings.data_dir.join("table.sqlite3"))
            .map_err(|e| ConfigError::Invalid(e.to_string()))?;
        let outbox = Arc::new(Outbox::new(&settings.data_dir));
        Ok(Ports {
            table: Arc::new(table),
            uploads: Arc::new(FileBlobs::new(
                &settings.data_dir,
                &settings.uploads_bucket,
                &settings.public_base,
                &settings.secret,
            )),
            reports: Arc::new(FileBlobs::new(
                &settings.data_dir,
                &settings.reports_bucket,
                &settings.public_base,
                &settings.secret,
            )),
            sms: outbox.clone(),
            events: Arc::new(InProcessQueue::start(handler)),
            clock: Arc::new(SystemClock),
            outbox: Some(outbox),
            provider: Arc::new(SandboxProvider),
            pii: Arc::new(PiiKeys::from_secret(&settings.secret)),
            auth: Arc::new(AuthSettings::from_env()),
        })
    }

    /// Adapters as the environment asks: AWS where configured, embedded elsewhere.
    pub async fn from_env(settings: &Settings) -> Result<Self, ConfigError> {
        let mut ports = Self::embedded(settings, Arc::new(NoHandler))?;
        let wants = |endpoint: &Option<String>| settings.aws || endpoint.is_some();
        if !(wants(&settings.dynamodb_endpoint)
            || wants(&settings.s3_endpoint)
            || wants(&settings.sns_endpoint))
        {
            return Ok(ports);
        }
        let sdk = crate::aws::sdk_config().await;
        if wants(&settings.dynamodb_endpoint) {
            let client = crate::aws::dynamodb(&sdk, settings.dynamodb_endpoint.as_deref());
            ports.table = Arc::new(DynamoTable::new(client, settings.table_name.clone()));
        }
        if wants(&settings.s3_endpoint) {
            let client = crate::aws::s3(&sdk, settings.s3_endpoint.as_deref());
            ports.uploads = Arc::new(S3Blobs::new(
                client.clone(),
                settings.uploads_bucket.clone(),
            ));
            ports.reports = Arc::new(S3Blobs::new(client, settings.reports_bucket.clone()));
        }
        if wants(&settings.sns_endpoint) {
            let client = crate::aws::sns(&sdk, settings.sns_endpoint.as_deref());
            ports.sms = Arc::new(SnsSms::new(client.clone()));
            ports.outbox = None;
            if let Some(arn) = &settings.events_topic_arn {
                ports.events = Arc::new(SnsEvents::new(client, arn.clone()));
            } else if settings.aws {
                return Err(ConfigError::Missing("VERITY_EVENTS_TOPIC_ARN"));
            }
        }
        Ok(ports)
    }

    /// Embedded adapters in a temporary folder, for tests, on a clock the
    /// test moves (expiry rules without sleeping).
    pub fn for_tests_with_clock(dir: &std::path::Path, clock: crate::clock::ManualClock) -> Self {
        let mut ports = Self::for_tests(dir);
        ports.clock = Arc::new(clock);
        ports
    }

    /// Embedded adapters in a temporary folder, for tests (default identity
    /// limits, whatever the environment says).
    pub fn for_tests(dir: &std::path::Path) -> Self {
        let settings = Settings {
            data_dir: dir.to_path_buf(),
            table_name: "verity".into(),
            uploads_bucket: "uploads".into(),
            reports_bucket: "reports".into(),
            events_topic_arn: None,
            aws: false,
            dynamodb_endpoint: None,
            s3_endpoint: None,
            sns_endpoint: None,
            public_base: "http://127.0.0.1:3000".into(),
            secret: b"test-secret-test-secret-test-secret".to_vec(),
        };
        let mut ports = Self::embedded(&settings, Arc::new(NoHandler))
            .expect("embedded ports open in a temp dir");
        ports.auth = Arc::new(AuthSettings::default());
        ports
    }
}
