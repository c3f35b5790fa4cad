//! AWS adapters' construction, as Lambda runs them: clients built once per
//! cold start, nothing written to the local disk, the key set required where
//! the function declares it (from Secrets Manager, else `VERITY_SECRET`).
//! Endpoints are overridable for local engines (DynamoDB Local, moto).

use std::sync::Arc;

use aws_config::{BehaviorVersion, SdkConfig};
use verity_core::clock::SystemClock;
use verity_core::dead_letters::DeadLetterSettings;
use verity_core::keyset::KeySet;
use verity_core::pii::PiiKeys;
use verity_core::ports::{Needs, Ports};
use verity_core::settings::{AuthSettings, ConfigError, Settings};
use verity_core::unconfigured::Unconfigured;

/// The SDKs' shared configuration, with an HTTPS client on rustls and ring
/// (smaller than the SDKs' default aws-lc; the Lambda artifacts stay small).
///
/// In Lambda (without the `credentials-chain` feature) the role's credentials
/// and the region are in the environment, so only those are read: the
/// default chain (profiles, SSO, web identity through STS, IMDS, ECS) would
/// add its code to every function for nothing. Host tools that run with an
/// operator's profile (`verity-local seed`, `operator`, `deadletters`)
/// enable the chain.
pub async fn sdk_config() -> SdkConfig {
    use aws_smithy_http_client::tls::{rustls_provider::CryptoMode, Provider};
    let https = aws_smithy_http_client::Builder::new()
        .tls_provider(Provider::Rustls(CryptoMode::Ring))
        .build_https();
    #[cfg(feature = "credentials-chain")]
    {
        aws_config::defaults(BehaviorVersion::latest())
            .http_client(https)
            .load()
            .await
    }
    #[cfg(not(feature = "credentials-chain"))]
    {
        use aws_config::environment::EnvironmentVariableCredentialsProvider;
        use aws_credential_types::provider::SharedCredentialsProvider;
        let region = std::env::var("AWS_REGION")
            .or_else(|_| std::env::var("AWS_DEFAULT_REGION"))
            .ok()
            .map(aws_config::Region::new);
        SdkConfig::builder()
            .behavior_version(BehaviorVersion::latest())
            .region(region)
            .credentials_provider(SharedCredentialsProvider::new(
                EnvironmentVariableCredentialsProvider::new(),
            ))
            .http_client(https)
            .sleep_impl(aws_smithy_async::rt::sleep::TokioSleep::new())
            .time_source(aws_smithy_async::time::SystemTimeSource::new())
            .retry_config(aws_config::retry::RetryConfig::standard())
            .build()
    }
}

/// Ports on the AWS adapters for the ports a function `needs`; the others are
/// [`Unconfigured`], and without `needs.secret` the key is absent (any use
/// fails loudly). Fails closed on a missing or short secret, and when a
/// needed adapter was not compiled in.
pub async fn ports(settings: &Settings, needs: Needs) -> Result<Ports, ConfigError> {
    let public_base = settings.required_public_base()?;
    let sdk = sdk_config().await;
    let pii = match needs.secret {
        true => PiiKeys::from_key_set(&key_set(&sdk, settings).await?),
        false => PiiKeys::absent(),
    };
    let mut ports = Ports {
        table: Arc::new(Unconfigured("the table")),
        uploads: Arc::new(Unconfigured("the uploads bucket")),
        reports: Arc::new(Unconfigured("the reports bucket")),
        sms: Arc::new(Unconfigured("SMS")),
        events: Arc::new(Unconfigured("the events topic")),
        dead_letters: Arc::new(Unconfigured("the dead-letter queues")),
        clock: Arc::new(SystemClock),
        outbox: None,
        provider: crate::provider_for(settings.sandbox),
        sandbox_provider: Arc::new(crate::sandbox::SandboxProvider::from_env()),
        payments: crate::payments_for(settings.sandbox),
        webhooks: crate::webhooks_for(settings.sandbox),
        pii: Arc::new(pii),
        auth: Arc::new(AuthSettings {
            public_base,
            ..AuthSettings::from_env()
        }),
        sandbox: settings.sandbox,
        faults: Default::default(),
    };
    if needs.table.any() {
        ports.table = table(&sdk, settings)?;
    }
    if needs.blobs() {
        let (uploads, reports) = blobs(&sdk, settings)?;
        ports.uploads = uploads;
        ports.reports = reports;
    }
    if needs.sms {
        ports.sms = sms(&sdk, settings)?;
    }
    if needs.events {
        ports.events = events(&sdk, settings)?;
    }
    if needs.dead_letters {
        ports.dead_letters = dead_letters(&sdk, &DeadLetterSettings::from_env())?;
    }
    Ok(ports)
}

#[cfg(not(all(
    feature = "dynamodb",
    feature = "s3",
    feature = "sns",
    feature = "sqs",
    feature = "secrets"
)))]
fn not_built(what: &str, feature: &str) -> ConfigError {
    ConfigError::Invalid(format!(
        "this function needs {what} but was built without the `{feature}` feature of verity-adapters"
    ))
}

/// The key set: the Secrets Manager secret `VERITY_SECRET_ARN` names (read
/// once per process), else `VERITY_SECRET` (local and development stages).
pub async fn key_set(sdk: &SdkConfig, settings: &Settings) -> Result<KeySet, ConfigError> {
    match &settings.secret_arn {
        Some(arn) => secret_from_manager(sdk, settings, arn).await,
        None => settings.required_key_set(),
    }
}

#[cfg(feature = "secrets")]
async fn secret_from_manager(
    sdk: &SdkConfig,
    settings: &Settings,
    arn: &str,
) -> Result<KeySet, ConfigError> {
    let client = crate::secrets::client(sdk, settings.secrets_endpoint.as_deref());
    crate::secrets::key_set(&client, arn).await
}

#[cfg(not(feature = "secrets"))]
async fn secret_from_manager(_: &SdkConfig, _: &Settings, _: &str) -> Result<KeySet, ConfigError> {
    Err(not_built("the key in Secrets Manager", "secrets"))
}

#[cfg(feature = "dynamodb")]
pub fn table(
    sdk: &SdkConfig,
    settings: &Settings,
) -> Result<Arc<dyn verity_core::table::Table>, ConfigError> {
    let client = dynamodb(sdk, settings.dynamodb_endpoint.as_deref());
    Ok(Arc::new(crate::dynamo::DynamoTable::new(
        client,
        settings.table_name.clone(),
    )))
}

#[cfg(not(feature = "dynamodb"))]
pub fn table(
    _: &SdkConfig,
    _: &Settings,
) -> Result<Arc<dyn verity_core::table::Table>, ConfigError> {
    Err(not_built("the table", "dynamodb"))
}

type BlobPair = (
    Arc<dyn verity_core::blobs::Blobs>,
    Arc<dyn verity_core::blobs::Blobs>,
);

#[cfg(feature = "s3")]
pub fn blobs(sdk: &SdkConfig, settings: &Settings) -> Result<BlobPair, ConfigError> {
    let endpoint = settings.s3_endpoint.as_deref();
    let client = s3(sdk, endpoint);
    Ok((
        Arc::new(
            crate::s3::S3Blobs::new(client.clone(), settings.uploads_bucket.clone())
                .with_form_signing(sdk, endpoint),
        ),
        Arc::new(
            crate::s3::S3Blobs::new(client, settings.reports_bucket.clone())
                .with_form_signing(sdk, endpoint),
        ),
    ))
}

#[cfg(not(feature = "s3"))]
pub fn blobs(_: &SdkConfig, _: &Settings) -> Result<BlobPair, ConfigError> {
    Err(not_built("the buckets", "s3"))
}

#[cfg(feature = "sns")]
pub fn sms(
    sdk: &SdkConfig,
    settings: &Settings,
) -> Result<Arc<dyn verity_core::sms::Sms>, ConfigError> {
    Ok(Arc::new(crate::sns_sms::SnsSms::new(sns(
        sdk,
        settings.sns_endpoint.as_deref(),
    ))))
}

#[cfg(not(feature = "sns"))]
pub fn sms(_: &SdkConfig, _: &Settings) -> Result<Arc<dyn verity_core::sms::Sms>, ConfigError> {
    Err(not_built("SMS", "sns"))
}

#[cfg(feature = "sns")]
pub fn events(
    sdk: &SdkConfig,
    settings: &Settings,
) -> Result<Arc<dyn verity_core::events::Events>, ConfigError> {
    let arn = settings
        .events_topic_arn
        .clone()
        .ok_or(ConfigError::Missing("VERITY_EVENTS_TOPIC_ARN"))?;
    Ok(Arc::new(crate::sns_events::SnsEvents::new(
        sns(sdk, settings.sns_endpoint.as_deref()),
        arn,
    )))
}

#[cfg(not(feature = "sns"))]
pub fn events(
    _: &SdkConfig,
    _: &Settings,
) -> Result<Arc<dyn verity_core::events::Events>, ConfigError> {
    Err(not_built("the events topic", "sns"))
}

/// The dead-letter queues of `settings` (at least one required), redriven
/// to its events queue.
#[cfg(feature = "sqs")]
pub fn dead_letters(
    sdk: &SdkConfig,
    settings: &DeadLetterSettings,
) -> Result<Arc<dyn verity_core::dead_letters::DeadLetters>, ConfigError> {
    if settings.queue_urls.is_empty() {
        return Err(ConfigError::Missing("VERITY_DEAD_LETTER_QUEUE_URLS"));
    }
    Ok(Arc::new(crate::sqs_dead_letters::SqsDeadLetters::new(
        sqs(sdk, settings.sqs_endpoint.as_deref()),
        settings.queue_urls.clone(),
        settings.events_queue_url.clone(),
    )))
}

#[cfg(not(feature = "sqs"))]
pub fn dead_letters(
    _: &SdkConfig,
    _: &DeadLetterSettings,
) -> Result<Arc<dyn verity_core::dead_letters::DeadLetters>, ConfigError> {
    Err(not_built("the dead-letter queues", "sqs"))
}

#[cfg(feature = "sqs")]
pub fn sqs(sdk: &SdkConfig, endpoint: Option<&str>) -> aws_sdk_sqs::Client {
    let mut builder = aws_sdk_sqs::config::Builder::from(sdk);
    if let Some(url) = endpoint {
        builder = builder.endpoint_url(url);
    }
    aws_sdk_sqs::Client::from_conf(builder.build())
}

#[cfg(feature = "dynamodb")]
pub fn dynamodb(sdk: &SdkConfig, endpoint: Option<&str>) -> aws_sdk_dynamodb::Client {
    let mut builder = aws_sdk_dynamodb::config::Builder::from(sdk);
    if let Some(url) = endpoint {
        builder = builder.endpoint_url(url);
    }
    aws_sdk_dynamodb::Client::from_conf(builder.build())
}

#[cfg(feature = "s3")]
pub fn s3(sdk: &SdkConfig, endpoint: Option<&str>) -> aws_sdk_s3::Client {
    let mut builder = aws_sdk_s3::config::Builder::from(sdk);
    if let Some(url) = endpoint {
        // Local engines answer on one host: path-style addressing.
        builder = builder.endpoint_url(url).force_path_style(true);
    }
    aws_sdk_s3::Client::from_conf(builder.build())
}

#[cfg(feature = "sns")]
pub fn sns(sdk: &SdkConfig, endpoint: Option<&str>) -> aws_sdk_sns::Client {
    let mut builder = aws_sdk_sns::config::Builder::from(sdk);
    if let Some(url) = endpoint {
        builder = builder.endpoint_url(url);
    }
    aws_sdk_sns::Client::from_conf(builder.build())
}
