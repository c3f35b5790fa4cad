//! The local stack's ports: embedded by default, with single ports moved to
//! their AWS adapter when a local engine's endpoint is given
//! (`DYNAMODB_ENDPOINT`, `S3_ENDPOINT`, `SNS_ENDPOINT`), or all of them with
//! `VERITY_BACKEND=aws` (then the secret is required and nothing is
//! embedded).

use std::sync::Arc;

use verity_core::events::EventHandler;
use verity_core::ports::{Needs, Ports};
use verity_core::settings::{ConfigError, Settings};

pub async fn ports(
    settings: &Settings,
    handler: Arc<dyn EventHandler>,
) -> Result<Ports, ConfigError> {
    if settings.aws {
        let mut all = Needs::TABLE.with_blobs().with_sms().with_events();
        // The dead-letter queues where they are named (not needed to seed).
        if !verity_core::dead_letters::DeadLetterSettings::from_env()
            .queue_urls
            .is_empty()
        {
            all = all.with_dead_letters();
        }
        // The local stack's own address is its public one.
        let settings = Settings {
            public_base_set: true,
            ..settings.clone()
        };
        return crate::aws::ports(&settings, all).await;
    }
    let mut ports = crate::embedded::ports(settings, handler)?;
    if settings.dynamodb_endpoint.is_none()
        && settings.s3_endpoint.is_none()
        && settings.sns_endpoint.is_none()
    {
        return Ok(ports);
    }
    let sdk = crate::aws::sdk_config().await;
    if settings.dynamodb_endpoint.is_some() {
        ports.table = crate::aws::table(&sdk, settings)?;
    }
    if settings.s3_endpoint.is_some() {
        (ports.uploads, ports.reports) = crate::aws::blobs(&sdk, settings)?;
    }
    if settings.sns_endpoint.is_some() {
        ports.sms = crate::aws::sms(&sdk, settings)?;
        ports.outbox = None;
        if settings.events_topic_arn.is_some() {
            ports.events = crate::aws::events(&sdk, settings)?;
        }
    }
    Ok(ports)
}
