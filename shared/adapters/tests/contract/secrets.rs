//! The key set at a cold start, read from Secrets Manager (moto, when
//! SECRETS_ENDPOINT is set) through the very constructor Lambda calls
//! (`aws::ports`): read once per process, a function without the secret in
//! its Needs never reads it, and a missing or short secret stops the start
//! with a message that says why.

use verity_core::pii::PiiKeys;
use verity_core::ports::Needs;
use verity_core::settings::Settings;

const K1: &str = "first-key-first-key-first-key-0001";
const K2: &str = "second-key-second-key-second-key-2";

async fn client(endpoint: &str) -> aws_sdk_secretsmanager::Client {
    verity_adapters::secrets::client(&crate::support::sdk_config().await, Some(endpoint))
}

/// A fresh secret holding `value`; answers its ARN.
async fn secret(endpoint: &str, value: &str) -> String {
    let out = client(endpoint)
        .await
        .create_secret()
        .name(crate::support::unique("verity-key"))
        .secret_string(value)
        .send()
        .await
        .expect("moto creates the secret");
    out.arn().expect("an ARN").to_string()
}

fn settings(endpoint: &str, arn: Option<&str>) -> Settings {
    let mut s = Settings::from_env();
    s.aws = true;
    s.public_base = "https://app.verity.example".into();
    s.public_base_set = true;
    s.secret = None;
    s.secret_arn = arn.map(str::to_string);
    s.secrets_endpoint = Some(endpoint.to_string());
    s
}

async fn start_error(settings: &Settings, needs: Needs) -> String {
    match verity_adapters::aws::ports(settings, needs).await {
        Ok(_) => panic!("the cold start should fail"),
        Err(e) => e.to_string(),
    }
}

#[tokio::test]
async fn the_key_is_read_from_secrets_manager_once_per_process() {
    let Some(endpoint) = crate::support::endpoint("SECRETS_ENDPOINT") else {
        return;
    };
    let arn = secret(&endpoint, K1).await;
    let ports = verity_adapters::aws::ports(&settings(&endpoint, Some(&arn)), Needs::TABLE)
        .await
        .expect("the function starts");
    let expected = PiiKeys::from_secret(K1.as_bytes());
    assert_eq!(
        ports.pii.lookup_hash("phone", "13800000000"),
        expected.lookup_hash("phone", "13800000000")
    );
    let sealed = ports.pii.seal("phoneEnc", "13800000000");
    assert_eq!(expected.open("phoneEnc", &sealed).unwrap(), "13800000000");

    // Changed behind the running process: it keeps what it read at its
    // start (a new key set reaches new processes: docs/security.md).
    client(&endpoint)
        .await
        .put_secret_value()
        .secret_id(&arn)
        .secret_string(K2)
        .send()
        .await
        .unwrap();
    let again = verity_adapters::aws::ports(&settings(&endpoint, Some(&arn)), Needs::TABLE)
        .await
        .unwrap();
    assert_eq!(
        again.pii.lookup_hash("phone", "13800000000"),
        expected.lookup_hash("phone", "13800000000")
    );
}

#[tokio::test]
async fn a_rotated_key_set_seals_with_its_current_version() {
    let Some(endpoint) = crate::support::endpoint("SECRETS_ENDPOINT") else {
        return;
    };
    let before = PiiKeys::from_secret(K1.as_bytes());
    let old = before.seal("nameEnc", "张三");
    let set = format!(r#"{{"version": 2, "key": "{K2}", "previous": {{"1": "{K1}"}}}}"#);
    let arn = secret(&endpoint, &set).await;
    let ports = verity_adapters::aws::ports(&settings(&endpoint, Some(&arn)), Needs::TABLE)
        .await
        .unwrap();
    let new = ports.pii.seal("nameEnc", "张三");
    assert_eq!(PiiKeys::version_of(&new), Some(2));
    assert_eq!(ports.pii.open("nameEnc", &old).unwrap(), "张三");
    assert_eq!(
        ports.pii.lookup_hash("phone", "13800000000"),
        before.lookup_hash("phone", "13800000000")
    );
}

#[tokio::test]
async fn a_missing_or_short_secret_stops_the_cold_start() {
    let Some(endpoint) = crate::support::endpoint("SECRETS_ENDPOINT") else {
        return;
    };
    let missing = format!(
        "arn:aws:secretsmanager:us-east-1:123456789012:secret:{}",
        crate::support::unique("absent")
    );
    let err = start_error(&settings(&endpoint, Some(&missing)), Needs::TABLE).await;
    assert!(
        err.contains("cannot read the key from Secrets Manager (VERITY_SECRET_ARN)"),
        "{err}"
    );
    assert!(err.contains("ResourceNotFound"), "{err}");

    let short = secret(&endpoint, "too-short").await;
    let err = start_error(&settings(&endpoint, Some(&short)), Needs::TABLE).await;
    assert!(err.contains("at least 32 bytes"), "{err}");
    assert!(!err.contains("too-short"), "never the key itself: {err}");

    let broken = secret(&endpoint, r#"{"version": 2, "key": "#).await;
    let err = start_error(&settings(&endpoint, Some(&broken)), Needs::TABLE).await;
    assert!(err.contains("not a valid key set"), "{err}");

    let err = start_error(&settings(&endpoint, None), Needs::TABLE).await;
    assert!(err.contains("VERITY_SECRET is not set"), "{err}");
}

#[tokio::test]
async fn a_function_without_the_secret_in_its_needs_never_reads_it() {
    let Some(endpoint) = crate::support::endpoint("SECRETS_ENDPOINT") else {
        return;
    };
    // Not even an unreadable secret stops it: it is not asked for.
    let missing = "arn:aws:secretsmanager:us-east-1:123456789012:secret:none";
    let ports = verity_adapters::aws::ports(
        &settings(&endpoint, Some(missing)),
        Needs::TABLE.without_secret(),
    )
    .await
    .expect("starts without the key");
    assert!(!ports.pii.is_present());
    let used = std::panic::catch_unwind(|| ports.pii.lookup_hash("phone", "13800000000"));
    assert!(used.is_err(), "using the absent key fails loudly");
}
