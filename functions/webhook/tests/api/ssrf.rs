//! Only https URLs whose host resolves to public addresses are accepted,
//! checked when an endpoint is created or changed and again at each
//! delivery (a name that rebinds to a private address is refused then, and
//! nothing connects). The test configuration alone allows loopback.

use serde_json::json;
use verity_adapters::webhooks::{HttpSender, MappedResolver};
use verity_core::webhooks::WebhookSender;
use verity_domain::identity::Role;

use super::support::{app, deliveries, ok, post, strict_app, Receiver};

const PUBLIC: &str = "93.184.216.34";

fn resolver() -> MappedResolver {
    MappedResolver::new()
        .map("hooks.example.com", &[&[PUBLIC]])
        .map("internal.example.com", &[&["10.0.0.5"]])
        .map("mixed.example.com", &[&[PUBLIC, "192.168.1.10"]])
        .map("metadata.example.com", &[&["169.254.169.254"]])
        .map("localhost", &[&["127.0.0.1", "::1"]])
        // Public when the endpoint is created, loopback afterwards.
        .map("rebind.example.com", &[&[PUBLIC], &["127.0.0.1"]])
}

async fn refused(app: &verity_testkit::TestApp, token: &str, url: &str) -> String {
    let a = post(
        app,
        token,
        "webhook/create",
        json!({"url": url, "events": ["order.created"]}),
    )
    .await;
    assert_eq!(a.code(), 4902, "{url}: {:?}", a.body);
    assert_eq!(a.data()["field"], "url");
    a.data()["reason"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn literal_private_loopback_and_metadata_addresses_are_refused() {
    let app = strict_app(resolver());
    let owner = app.member(Role::Owner).await;
    for url in [
        "https://127.0.0.1/hook",
        "https://127.1.2.3:8443/hook",
        "https://[::1]/hook",
        "https://0.0.0.0/",
        "https://10.1.2.3/",
        "https://172.16.0.1/",
        "https://192.168.0.10/",
        "https://100.64.0.1/",
        "https://169.254.169.254/latest/meta-data/",
        "https://[fd00:ec2::254]/",
        "https://[fe80::1]/",
        "https://[fc00::1]/",
        "https://[::ffff:127.0.0.1]/",
        "https://[::ffff:a9fe:a9fe]/",
        "https://[::ffff:10.0.0.1]/",
        "https://198.18.0.1/",
        "https://240.0.0.1/",
        "https://224.0.0.1/",
    ] {
        assert_eq!(refused(&app, &owner.token, url).await, "address", "{url}");
    }
    let list = ok(&app, &owner.token, "webhook/list", json!({})).await;
    assert!(
        list["items"].as_array().unwrap().is_empty(),
        "nothing stored"
    );
}

#[tokio::test]
async fn names_that_resolve_to_private_addresses_are_refused() {
    let app = strict_app(resolver());
    let owner = app.member(Role::Owner).await;
    for url in [
        "https://localhost/hook",
        "https://internal.example.com/hook",
        "https://metadata.example.com/",
        // One private address among public ones is enough to refuse.
        "https://mixed.example.com/",
    ] {
        assert_eq!(refused(&app, &owner.token, url).await, "address", "{url}");
    }
    ok(
        &app,
        &owner.token,
        "webhook/create",
        json!({"url": "https://hooks.example.com/verity", "events": ["order.created"]}),
    )
    .await;
}

#[tokio::test]
async fn http_credentials_and_bad_urls_are_refused() {
    let app = strict_app(resolver());
    let owner = app.member(Role::Owner).await;
    for (url, reason) in [
        ("http://hooks.example.com/verity", "scheme"),
        ("http://93.184.216.34/", "scheme"),
        ("ftp://hooks.example.com/", "scheme"),
        ("https://user:pass@hooks.example.com/", "credentials"),
        ("https://hooks.example.com/#frag", "malformed"),
        ("https://hooks example.com/", "malformed"),
    ] {
        assert_eq!(refused(&app, &owner.token, url).await, reason, "{url}");
    }
    let long = format!("https://hooks.example.com/{}", "a".repeat(2048));
    assert_eq!(refused(&app, &owner.token, &long).await, "length");

    // Even where loopback receivers are allowed, http goes to loopback only.
    let loose = app_with_loopback().await;
    let owner = loose.member(Role::Owner).await;
    assert_eq!(
        refused(&loose, &owner.token, "http://93.184.216.34/").await,
        "scheme"
    );
    assert_eq!(
        refused(&loose, &owner.token, "https://10.0.0.1/").await,
        "address"
    );
}

async fn app_with_loopback() -> verity_testkit::TestApp {
    app()
}

#[tokio::test]
async fn an_update_to_a_private_url_is_refused_and_changes_nothing() {
    let app = strict_app(resolver());
    let owner = app.member(Role::Owner).await;
    let created = ok(
        &app,
        &owner.token,
        "webhook/create",
        json!({"url": "https://hooks.example.com/verity", "events": ["order.created"]}),
    )
    .await;
    let id = created["endpointId"].as_str().unwrap();
    let a = post(
        &app,
        &owner.token,
        "webhook/update",
        json!({"endpointId": id, "url": "https://169.254.169.254/"}),
    )
    .await;
    assert_eq!(a.code(), 4902);
    let list = ok(&app, &owner.token, "webhook/list", json!({})).await;
    assert_eq!(list["items"][0]["url"], "https://hooks.example.com/verity");
}

#[tokio::test]
async fn a_name_that_rebinds_to_loopback_is_refused_at_delivery() {
    let app = strict_app(resolver());
    let owner = app.member(Role::Owner).await;
    // A receiver is listening on loopback: nothing may reach it.
    let receiver = Receiver::start().await;
    let port = receiver
        .url
        .split(':')
        .nth(2)
        .unwrap()
        .split('/')
        .next()
        .unwrap();
    let url = format!("https://rebind.example.com:{port}/hooks/verity");
    let created = ok(
        &app,
        &owner.token,
        "webhook/create",
        json!({"url": url, "events": ["order.created"]}),
    )
    .await;
    let endpoint_id = created["endpointId"].as_str().unwrap();
    ok(
        &app,
        &owner.token,
        "webhook/test",
        json!({"endpointId": endpoint_id}),
    )
    .await;
    assert!(receiver.received().is_empty());
    let d = &deliveries(&app, &owner, endpoint_id).await[0];
    assert_eq!(d["event"], "ping");
    assert_eq!(d["status"], "retrying");
    assert!(d["lastStatusCode"].is_null());
    assert_eq!(
        d["lastError"],
        "refused: the host resolves to a non-public address"
    );
}

#[tokio::test]
async fn loopback_is_allowed_only_by_the_test_configuration_on_a_sandbox() {
    // The switch is ignored outside a sandbox stage.
    std::env::set_var("VERITY_WEBHOOK_ALLOW_LOOPBACK", "1");
    assert!(!HttpSender::from_env(false).allows_loopback());
    assert!(HttpSender::from_env(true).allows_loopback());
    std::env::remove_var("VERITY_WEBHOOK_ALLOW_LOOPBACK");
    assert!(!HttpSender::from_env(true).allows_loopback());

    // Without it, a loopback receiver is refused at create.
    let app = strict_app(MappedResolver::new());
    let owner = app.member(Role::Owner).await;
    let receiver = Receiver::start().await;
    assert_eq!(refused(&app, &owner.token, &receiver.url).await, "scheme");
    let https = receiver.url.replace("http://", "https://");
    assert_eq!(refused(&app, &owner.token, &https).await, "address");
}
