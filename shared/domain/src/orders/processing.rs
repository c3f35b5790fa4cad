//! Records of processing: per order, the evidence that screening was lawful
//! for the enterprise to export (who ordered what, when and on which consent:
//! its mode, text version, time and network, the items run); per
//! enterprise, the counts ops read ([`crate::stats`]'s all-time tally, kept
//! on write, so the summary reads one item per enterprise and never an
//! order).
//!
//! The retention fields (`retentionDays`, `eraseDueAt`, `erasedAt`) are
//! read from the order item as written by the privacy sweep's area when
//! present; a missing `retentionDays` is the platform default
//! ([`DEFAULT_RETENTION_DAYS`]).

use std::net::IpAddr;

use serde::Serialize;
use serde_json::Value;
use verity_core::pii::PiiKeys;
use verity_core::ports::Ports;
use verity_core::provider::ItemResult;
use verity_core::table::{Entity, Item, Query, TableExt};

use super::model::*;
use super::{OrderError, OrderResult};
use crate::enterprise::profile;
use crate::identity::accounts;
use crate::identity::Role;
use crate::stats::{OrderTally, PROCESSING_INDEX};

/// Days candidate data is kept after an order ends when nothing else is set.
pub const DEFAULT_RETENTION_DAYS: u32 = 90;

/// Who placed the order: the member's user id and role (their role in the
/// enterprise now; none once they left it). Never a phone or a name.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreatedBy {
    pub user_id: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub role: Option<Role>,
}

/// An item run (or meant to run) on the candidate.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProcessedItem {
    pub code: String,
    pub name_zh: String,
    pub name_en: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub started_at: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub finished_at: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<ItemResult>,
}

/// The consent the processing rests on.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsentRecord {
    pub mode: AuthMode,
    /// The disclosure text's version (`offline` for a paper authorization).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text_version: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub signed_at: Option<i64>,
    /// The network the candidate signed from: the IP masked to its /24
    /// (`203.0.113.*`), an IPv6 address to its /48 (`2001:db8:1::/48`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub network: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub user_agent: Option<String>,
    /// A signed paper authorization was uploaded with the order.
    pub offline_file: bool,
}

/// The evidence of one order's processing, as the enterprise exports it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProcessingRecord {
    pub order_no: String,
    pub enterprise_name: String,
    pub package_name: String,
    pub package_version: u32,
    pub created_at: i64,
    pub created_by: CreatedBy,
    pub items: Vec<ProcessedItem>,
    pub consent: ConsentRecord,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub withdrawn_at: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub completed_at: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub erased_at: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub erase_due_at: Option<i64>,
    pub retention_days: u32,
}

/// The network of an address: IPv4 to /24, IPv6 to /48; `None` for text
/// that is no address.
pub fn network_of(ip: &str) -> Option<String> {
    // The client's address is kept as the edge gave it: an IPv6 caller as
    // its /64 (`2001:db8:1:2::/64`), whose prefix parses as an address.
    let addr = ip.trim().split('/').next().unwrap_or_default();
    match addr.parse::<IpAddr>().ok()? {
        IpAddr::V4(v4) => {
            let [a, b, c, _] = v4.octets();
            Some(format!("{a}.{b}.{c}.*"))
        }
        IpAddr::V6(v6) => {
            let s = v6.segments();
            Some(format!("{:x}:{:x}:{:x}::/48", s[0], s[1], s[2]))
        }
    }
}

/// The consent's network: from the sealed address when it is still kept,
/// else the mask stored with it (an address erased leaves none).
fn network(consent: &Consent, pii: &PiiKeys) -> Option<String> {
    consent
        .ip_enc
        .as_ref()
        .and_then(|sealed| sealed.open(pii).ok())
        .and_then(|ip| network_of(&ip))
        .or_else(|| consent.ip_mask.clone())
}

fn number(item: &Item, attr: &str) -> Option<i64> {
    item.get(attr).and_then(Value::as_i64)
}

/// The record of an order of this enterprise; another enterprise's order
/// is not found, as a missing one.
pub async fn record(
    ports: &Ports,
    enterprise_id: &str,
    order_id: &str,
) -> OrderResult<ProcessingRecord> {
    if !verity_core::blobs::valid_key(order_id) {
        return Err(OrderError::NotFound);
    }
    // One query of the order's partition, the order item kept raw for the
    // retention fields another area writes.
    let (mut raw, mut items, mut consent, mut withdrawn_at) = (None, Vec::new(), None, None);
    for item in ports
        .table
        .query_all(Query::partition(order_pk(order_id)))
        .await?
    {
        let sk = item.get("sk").and_then(Value::as_str).unwrap_or("");
        if sk == "ORDER" {
            raw = Some(item);
        } else if sk.starts_with("ITEM#") {
            items.push(ScreeningItem::from_item(item)?);
        } else if sk == "CONSENT" {
            consent = Some(Consent::from_item(item)?);
        } else if sk.starts_with("EV#") {
            let event = OrderEvent::from_item(item)?;
            if event.kind == EventKind::Withdrawn {
                withdrawn_at = Some(event.at);
            }
        }
    }
    let raw = raw.ok_or(OrderError::NotFound)?;
    let (erased_at, erase_due_at) = (number(&raw, "erasedAt"), number(&raw, "eraseDueAt"));
    let retention_days = number(&raw, "retentionDays")
        .and_then(|d| u32::try_from(d).ok())
        .unwrap_or(DEFAULT_RETENTION_DAYS);
    let order = Order::from_item(raw)?;
    if order.enterprise_id != enterprise_id {
        return Err(OrderError::NotFound);
    }
    let enterprise_name = profile::enterprise_name(ports, enterprise_id)
        .await?
        .unwrap_or_default();
    let role = accounts::membership(ports, &order.created_by, enterprise_id)
        .await
        .map_err(|e| verity_core::failure::Internal::new(format!("{e:?}")))?
        .map(|m| m.role);
    items.sort_by_key(|i| i.index);
    let consent = match consent {
        Some(c) => ConsentRecord {
            mode: c.mode,
            text_version: Some(c.text_version.clone()),
            signed_at: Some(c.signed_at),
            network: network(&c, &ports.pii),
            user_agent: c.user_agent.clone(),
            offline_file: c.file_key.is_some() || order.consent_file_key.is_some(),
        },
        None => ConsentRecord {
            mode: order.auth_mode,
            text_version: None,
            signed_at: None,
            network: None,
            user_agent: None,
            offline_file: order.consent_file_key.is_some(),
        },
    };
    Ok(ProcessingRecord {
        order_no: order.order_no.clone(),
        enterprise_name,
        package_name: order.package_name.clone(),
        package_version: order.package_version,
        created_at: order.created_at,
        created_by: CreatedBy {
            user_id: order.created_by.clone(),
            role,
        },
        items: items
            .into_iter()
            .map(|i| ProcessedItem {
                code: i.code,
                name_zh: i.name_zh,
                name_en: i.name_en,
                started_at: i.started_at,
                finished_at: i.finished_at,
                result: i.result,
            })
            .collect(),
        consent,
        withdrawn_at,
        completed_at: (order.status == OrderStatus::Completed)
            .then_some(order.completed_at)
            .flatten(),
        erased_at,
        erase_due_at,
        retention_days,
    })
}

/// One enterprise's processing, for ops.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProcessingSummary {
    pub enterprise_id: String,
    pub enterprise_name: String,
    /// Orders placed, all time.
    pub orders: i64,
    pub by_sms: i64,
    pub by_offline: i64,
    pub by_registration: i64,
    /// Withdrawn by their candidate.
    pub withdrawn: i64,
    /// Candidate data erased.
    pub erased: i64,
    /// Erasure asked for by the candidate.
    pub erasure_requested: i64,
    /// Ended (completed, canceled, expired) and not erased yet: erasure pending.
    pub erase_due: i64,
    /// The enterprise's retention setting (the default when it set none).
    pub retention_days: u32,
}

/// A page (from 1) of every enterprise that placed an order, by enterprise
/// id, and how many there are: one item per enterprise (its all-time tally,
/// gsi1 [`PROCESSING_INDEX`]) plus its profile for the name and retention.
pub async fn summary(
    ports: &Ports,
    page: usize,
    page_size: usize,
) -> OrderResult<(Vec<ProcessingSummary>, usize)> {
    let tallies = ports
        .table
        .query_all_as::<OrderTally>(Query::partition(PROCESSING_INDEX).on_index("gsi1"))
        .await?;
    let total = tallies.len();
    let mut rows = Vec::new();
    for tally in tallies
        .into_iter()
        .skip(page.saturating_sub(1) * page_size)
        .take(page_size)
    {
        let profile = ports
            .table
            .get(&profile::enterprise_key(&tally.enterprise_id))
            .await?;
        let name = profile
            .as_ref()
            .and_then(|p| p.get("name"))
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string();
        let retention_days = profile
            .as_ref()
            .and_then(|p| number(p, "retentionDays"))
            .and_then(|d| u32::try_from(d).ok())
            .unwrap_or(DEFAULT_RETENTION_DAYS);
        let (c, p) = (tally.counts, tally.processing);
        let ended = c.completed + c.canceled + c.expired;
        rows.push(ProcessingSummary {
            enterprise_id: tally.enterprise_id,
            enterprise_name: name,
            orders: c.total(),
            by_sms: p.by_sms,
            by_offline: p.by_offline,
            by_registration: p.by_registration,
            withdrawn: p.withdrawn,
            erased: p.erased,
            erasure_requested: p.erasure_requested,
            erase_due: (ended - p.erased).max(0),
            retention_days,
        });
    }
    Ok((rows, total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_network_keeps_the_first_24_bits_of_ipv4_and_48_of_ipv6() {
        assert_eq!(network_of("203.0.113.77").as_deref(), Some("203.0.113.*"));
        assert_eq!(
            network_of("2001:db8:1:2::99").as_deref(),
            Some("2001:db8:1::/48")
        );
        assert_eq!(network_of(" 10.1.2.3 ").as_deref(), Some("10.1.2.*"));
        assert_eq!(
            network_of("2001:db8:1:2::/64").as_deref(),
            Some("2001:db8:1::/48")
        );
        assert_eq!(network_of("not an address"), None);
    }
}
