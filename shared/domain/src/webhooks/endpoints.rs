//! An enterprise's endpoints: created with a URL that must be https and
//! resolve only to public addresses (checked through the WebhookSender
//! port), the events it subscribes to, and a signing secret shown once
//! (sealed with the PII keys, never logged). At most [`MAX_ENDPOINTS`].

use serde_json::json;
use verity_core::failure::FieldError;
use verity_core::pii::Sealed;
use verity_core::ports::Ports;
use verity_core::table::{
    Condition, Entity, Query, SkCondition, Status, TableExt, Tx, TxAction, TxError, UpdateAction,
};
use verity_core::text;
use verity_core::webhooks::{Scheme, SendError, UrlProblem, WebhookUrl};

use super::error::UrlRefusal;
use super::model::{
    count_key, due_updates, endpoint_key, endpoints_pk, Endpoint, EndpointStatus, SecretEnc,
    WebhookEvent,
};
use super::{WebhookError, WebhookResult};

/// The most endpoints an enterprise may have.
pub const MAX_ENDPOINTS: u32 = 10;
/// The longest description.
pub const MAX_DESCRIPTION_CHARS: usize = 80;

/// A new signing secret: `whsec_` and 43 base64url characters (256 bits).
pub fn new_secret() -> String {
    format!("whsec_{}", verity_core::ids::new_token())
}

/// The URL's form, then its host's addresses through the sender port.
pub async fn check_url(ports: &Ports, url: &str) -> WebhookResult<String> {
    let url = url.trim();
    let parsed = WebhookUrl::parse(url).map_err(|p| {
        WebhookError::UrlRefused(match p {
            UrlProblem::TooLong => UrlRefusal::Length,
            UrlProblem::Scheme => UrlRefusal::Scheme,
            UrlProblem::Credentials => UrlRefusal::Credentials,
            UrlProblem::Malformed => UrlRefusal::Malformed,
        })
    })?;
    let loopback_allowed = ports.webhooks.allows_loopback() && parsed.host.is_loopback();
    if parsed.scheme == Scheme::Http && !loopback_allowed {
        return Err(WebhookError::UrlRefused(UrlRefusal::Scheme));
    }
    match ports.webhooks.check(&parsed).await {
        Ok(()) => Ok(url.to_string()),
        Err(SendError::Refused(_)) => Err(WebhookError::UrlRefused(UrlRefusal::Address)),
        Err(SendError::Failed(_)) => Err(WebhookError::UrlRefused(UrlRefusal::Unresolved)),
    }
}

/// The subscribed events, each once, in the order given; at least one.
pub fn check_events(events: &[String]) -> WebhookResult<Vec<String>> {
    if events.is_empty() {
        return Err(FieldError::new(
            "events",
            text!("choose at least one event", "请至少选择一个事件"),
        )
        .into());
    }
    let mut chosen: Vec<String> = Vec::new();
    for (i, name) in events.iter().enumerate() {
        let event = WebhookEvent::subscribable(name).ok_or_else(|| WebhookError::EventUnknown {
            field: format!("events[{i}]"),
        })?;
        if !chosen.iter().any(|e| e == event.as_str()) {
            chosen.push(event.as_str().to_string());
        }
    }
    Ok(chosen)
}

pub fn check_description(description: &str) -> WebhookResult<String> {
    let d = description.trim();
    if d.chars().count() > MAX_DESCRIPTION_CHARS || d.chars().any(char::is_control) {
        return Err(FieldError::new(
            "description",
            text!(
                "at most 80 characters on one line",
                "最多 80 个字符，不能换行"
            ),
        )
        .into());
    }
    Ok(d.to_string())
}

/// A new endpoint and its secret (the only time it is shown besides a rotation).
pub struct Created {
    pub endpoint: Endpoint,
    pub secret: String,
}

pub async fn create(
    ports: &Ports,
    enterprise_id: &str,
    url: &str,
    events: &[String],
    description: Option<&str>,
) -> WebhookResult<Created> {
    let events = check_events(events)?;
    let description = check_description(description.unwrap_or(""))?;
    let url = check_url(ports, url).await?;
    let secret = new_secret();
    let endpoint = Endpoint {
        endpoint_id: verity_core::ids::new_id(),
        enterprise_id: enterprise_id.to_string(),
        url,
        events,
        description,
        secret_enc: Sealed::seal(&ports.pii, &secret),
        status: EndpointStatus::Active,
        disabled_reason: None,
        created_at: ports.clock.now_millis(),
        last_delivery_at: None,
        last_status_code: None,
        due_at: None,
    };
    let tx = Tx::new()
        .with(
            "count",
            TxAction::Update {
                key: count_key(enterprise_id),
                actions: vec![UpdateAction::add("n", 1)],
                condition: Some(Condition::Or(vec![
                    Condition::NotExists("n".into()),
                    Condition::Lt("n".into(), json!(MAX_ENDPOINTS)),
                ])),
            },
        )
        .with("endpoint", endpoint.put_new());
    match ports.table.run(tx).await {
        Ok(()) => Ok(Created { endpoint, secret }),
        Err(TxError::Condition("count")) => Err(WebhookError::LimitReached { max: MAX_ENDPOINTS }),
        Err(TxError::Table(e)) => Err(e.into()),
        Err(TxError::Condition(label)) => Err(verity_core::failure::Internal::new(label).into()),
    }
}

/// The enterprise's endpoint, or `NotFound` (another enterprise's id is not
/// under this enterprise's partition).
pub async fn get(ports: &Ports, enterprise_id: &str, endpoint_id: &str) -> WebhookResult<Endpoint> {
    ports
        .table
        .get_as::<Endpoint>(&endpoint_key(enterprise_id, endpoint_id))
        .await?
        .ok_or(WebhookError::NotFound)
}

/// Every endpoint of the enterprise (at most ten), oldest first.
pub async fn all(ports: &Ports, enterprise_id: &str) -> WebhookResult<Vec<Endpoint>> {
    Ok(ports
        .table
        .query_all_as::<Endpoint>(
            Query::partition(endpoints_pk(enterprise_id)).sk(SkCondition::BeginsWith("EP#".into())),
        )
        .await?)
}

/// One page of the enterprise's endpoints, newest first.
pub async fn page(
    ports: &Ports,
    enterprise_id: &str,
    cursor: Option<String>,
    page_size: usize,
) -> WebhookResult<(Vec<Endpoint>, Option<String>)> {
    // Ids are random: order by creation in memory (at most ten), then page by offset.
    let mut list = all(ports, enterprise_id).await?;
    list.sort_by(|a, b| {
        b.created_at
            .cmp(&a.created_at)
            .then(b.endpoint_id.cmp(&a.endpoint_id))
    });
    // The cursor names the enterprise's list: another's is refused.
    let tag = &ports.pii.lookup_hash("webhook-list", enterprise_id)[..16];
    let from = match cursor {
        None => 0,
        Some(c) => c
            .split_once('.')
            .filter(|(_, t)| *t == tag)
            .and_then(|(n, _)| n.parse::<usize>().ok())
            .filter(|n| *n <= list.len())
            .ok_or(WebhookError::BadCursor)?,
    };
    let to = (from + page_size).min(list.len());
    let next = (to < list.len()).then(|| format!("{to}.{tag}"));
    Ok((list[from..to].to_vec(), next))
}

/// What `webhook/update` may change; absent fields stay.
#[derive(Debug, Default)]
pub struct Change<'a> {
    pub url: Option<&'a str>,
    pub events: Option<&'a [String]>,
    pub description: Option<&'a str>,
    pub enabled: Option<bool>,
}

pub async fn update(
    ports: &Ports,
    enterprise_id: &str,
    endpoint_id: &str,
    change: Change<'_>,
) -> WebhookResult<Endpoint> {
    let current = get(ports, enterprise_id, endpoint_id).await?;
    let mut actions = Vec::new();
    if let Some(events) = change.events {
        actions.push(UpdateAction::set("events", json!(check_events(events)?)));
    }
    if let Some(d) = change.description {
        actions.push(UpdateAction::set("description", check_description(d)?));
    }
    if let Some(url) = change.url {
        actions.push(UpdateAction::set("url", check_url(ports, url).await?));
    }
    let mut resume = false;
    match change.enabled {
        Some(true) if current.status == EndpointStatus::Disabled => {
            actions.push(UpdateAction::set("status", EndpointStatus::Active.as_str()));
            actions.push(UpdateAction::Remove("disabledReason".into()));
            // Its queue goes on from where it stopped.
            actions.extend(due_updates(&current, Some(ports.clock.now_millis())));
            resume = true;
        }
        Some(false) if current.status == EndpointStatus::Active => {
            actions.push(UpdateAction::set(
                "status",
                EndpointStatus::Disabled.as_str(),
            ));
            actions.push(UpdateAction::Remove("disabledReason".into()));
            actions.extend(due_updates(&current, None));
        }
        _ => {}
    }
    if actions.is_empty() {
        return Ok(current);
    }
    ports
        .table
        .update(&current.key(), actions, Some(Condition::item_present()))
        .await
        .map_err(|e| match e.is_condition_failure() {
            true => WebhookError::NotFound,
            false => e.into(),
        })?;
    if resume {
        super::deliver::publish_deliver(ports, enterprise_id, endpoint_id).await;
    }
    get(ports, enterprise_id, endpoint_id).await
}

pub async fn delete(ports: &Ports, enterprise_id: &str, endpoint_id: &str) -> WebhookResult<()> {
    let current = get(ports, enterprise_id, endpoint_id).await?;
    let tx = Tx::new()
        .with(
            "endpoint",
            TxAction::Delete {
                key: current.key(),
                condition: Some(Condition::item_present()),
            },
        )
        .with(
            "count",
            TxAction::Update {
                key: count_key(enterprise_id),
                actions: vec![UpdateAction::add("n", -1)],
                condition: None,
            },
        );
    match ports.table.run(tx).await {
        Ok(()) => Ok(()),
        Err(TxError::Condition("endpoint")) => Err(WebhookError::NotFound),
        Err(TxError::Table(e)) => Err(e.into()),
        Err(TxError::Condition(label)) => Err(verity_core::failure::Internal::new(label).into()),
    }
}

/// A new secret; deliveries from now on are signed with it.
pub async fn rotate_secret(
    ports: &Ports,
    enterprise_id: &str,
    endpoint_id: &str,
) -> WebhookResult<String> {
    let current = get(ports, enterprise_id, endpoint_id).await?;
    let secret = new_secret();
    let sealed: Sealed<SecretEnc> = Sealed::seal(&ports.pii, &secret);
    ports
        .table
        .update(
            &current.key(),
            vec![UpdateAction::set("secretEnc", sealed.as_stored())],
            Some(Condition::item_present()),
        )
        .await
        .map_err(|e| match e.is_condition_failure() {
            true => WebhookError::NotFound,
            false => e.into(),
        })?;
    Ok(secret)
}
