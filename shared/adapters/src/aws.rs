//! AWS adapters' construction, as Lambda runs them: clients built once per
//! cold start, nothing written to the local disk, the key set required where
//! the function declares it (from Secrets Manager, else `VERITY_SECRET`).
//! Endpoints are overridable for local engines (DynamoDB Local, moto).

use std::sync::Arc;

use aws_config::{BehaviorVersion, SdkConfig};
use verity_core::clock::SystemClock;
use verity_core::keyset::KeySet;
use verity_core::pii::PiiKeys;
use verity_core::ports::{Needs, Ports};
use verity_core::settings::{AuthSettings, ConfigError, Settings};
use verity_core::unconfigured::Unconfigured;

pub async fn sdk_config() -> SdkConfig {
    aws_config::defaults(BehaviorVersion::latest()).load().await
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
        clock: Arc::new(SystemClock),
        outbox: None,
        provider: crate::provider_for(settings.sandbox),
        payments: crate::payments_for(settings.sandbox),
        pii: Arc::new(pii),
        auth: Arc::new(AuthSettings {
            public_base,
            ..AuthSettings::from_env()
        }),
        sandbox: settings.sandbox,
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
    Ok(ports)
}

#[cfg(not(all(
    feature = "dynamodb",
    feature = "s3",
    feature = "sns",
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
