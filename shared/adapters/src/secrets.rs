//! The key set from Secrets Manager (`VERITY_SECRET_ARN`), read at a
//! Lambda's cold start and kept for the life of the process: one call per
//! process, not per request. A missing, unreadable, short or malformed
//! secret fails the start with a message that names the problem and never
//! the key material.

use std::collections::BTreeMap;
use std::sync::Mutex;

use aws_config::SdkConfig;
use aws_sdk_secretsmanager::error::DisplayErrorContext;
use verity_core::keyset::KeySet;
use verity_core::settings::ConfigError;

/// Key sets already read in this process, by secret id. Only sets that
/// parsed are kept, so a start that failed is tried afresh.
static READ: Mutex<BTreeMap<String, KeySet>> = Mutex::new(BTreeMap::new());

pub fn client(sdk: &SdkConfig, endpoint: Option<&str>) -> aws_sdk_secretsmanager::Client {
    let mut builder = aws_sdk_secretsmanager::config::Builder::from(sdk);
    if let Some(url) = endpoint {
        builder = builder.endpoint_url(url);
    }
    aws_sdk_secretsmanager::Client::from_conf(builder.build())
}

/// The key set the secret `id` (an ARN or name) holds, read once per process.
pub async fn key_set(
    client: &aws_sdk_secretsmanager::Client,
    id: &str,
) -> Result<KeySet, ConfigError> {
    if let Some(set) = READ.lock().expect("not poisoned").get(id) {
        return Ok(set.clone());
    }
    let out = client
        .get_secret_value()
        .secret_id(id)
        .send()
        .await
        .map_err(|e| {
            ConfigError::Invalid(format!(
                "cannot read the key from Secrets Manager (VERITY_SECRET_ARN): {}",
                DisplayErrorContext(&e)
            ))
        })?;
    let text = out.secret_string().ok_or_else(|| {
        ConfigError::Invalid(
            "the secret VERITY_SECRET_ARN names has no SecretString: store the key set \
             as text (docs/security.md)"
                .into(),
        )
    })?;
    let set = KeySet::parse("the secret VERITY_SECRET_ARN names", text.as_bytes())
        .map_err(ConfigError::Invalid)?;
    tracing::info!(version = set.current(), "key set read from Secrets Manager");
    READ.lock()
        .expect("not poisoned")
        .insert(id.to_string(), set.clone());
    Ok(set)
}
