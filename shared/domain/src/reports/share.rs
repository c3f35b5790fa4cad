//! Sharing a report to a phone through the share-link mechanism of
//! `crate::share`: the link opens only after that phone passed an SMS check
//! (-12 before), expires, can be revoked, and every opening is counted for
//! the enterprise.

use serde::{Deserialize, Serialize};
use verity_core::pii::mask_phone;
use verity_core::ports::Ports;
use verity_core::table::{Entity, Key, TableExt, Tx, TxAction, TxError, UpdateAction};

use super::assemble::{current, latest};
use super::model::Report;
use super::{ReportError, ReportResult};
use crate::share::{self, ShareLink, SharePurpose};

/// The longest a report link may live: 30 days.
pub const MAX_HOURS: u32 = 720;

/// A report link as the enterprise keeps track of it (the link itself is a
/// [`ShareLink`]; its id is the link's code hash).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReportShare {
    pub share_id: String,
    pub order_id: String,
    pub enterprise_id: String,
    pub phone_mask: String,
    pub created_by: String,
    pub created_at: i64,
    pub expires_at: i64,
    #[serde(default)]
    pub revoked_at: Option<i64>,
    #[serde(default)]
    pub opened: u32,
    #[serde(default)]
    pub last_opened_at: Option<i64>,
}

fn share_key(share_id: &str) -> Key {
    Key::new(format!("RSHARE#{share_id}"), "SHARE")
}

impl Entity for ReportShare {
    const KIND: &'static str = "report share";
    fn key(&self) -> Key {
        share_key(&self.share_id)
    }
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Shared {
    pub share_id: String,
    /// The link to send: it opens the mobile report after the phone check.
    pub url: String,
    pub expires_at: i64,
}

/// A link to the report of an order of this enterprise, for `phone`, for `hours`.
pub async fn share(
    ports: &Ports,
    enterprise_id: &str,
    user_id: &str,
    order_id: &str,
    phone: &str,
    hours: u32,
    link_base: &str,
) -> ReportResult<Shared> {
    if !(1..=MAX_HOURS).contains(&hours) {
        return Err(verity_core::failure::FieldError::new(
            "expiresInHours",
            "a link lives from 1 hour to 720 hours (30 days)",
        )
        .into());
    }
    current(ports, enterprise_id, order_id).await?;
    let (link, _) = ShareLink::issue(
        ports,
        SharePurpose::Report,
        enterprise_id,
        order_id,
        phone,
        link_base,
        i64::from(hours) * 3600,
    );
    let record = ReportShare {
        share_id: link.code_hash.clone(),
        order_id: order_id.to_string(),
        enterprise_id: enterprise_id.to_string(),
        phone_mask: mask_phone(phone),
        created_by: user_id.to_string(),
        created_at: link.created_at,
        expires_at: link.expires_at,
        revoked_at: None,
        opened: 0,
        last_opened_at: None,
    };
    let (url, _) = link.delivery(ports)?;
    ports
        .table
        .run(
            Tx::new()
                .with("link", link.put_new())
                .with("record", record.put_new()),
        )
        .await
        .map_err(|e| verity_core::failure::Internal::new(format!("{e:?}")))?;
    tracing::info!(order_id = %order_id, "report shared");
    Ok(Shared {
        share_id: record.share_id,
        url,
        expires_at: record.expires_at,
    })
}

/// Stops a link of this enterprise at once.
pub async fn revoke(ports: &Ports, enterprise_id: &str, share_id: &str) -> ReportResult<()> {
    if share_id.is_empty() || share_id.len() > 128 {
        return Err(ReportError::NotFound);
    }
    let record = ports
        .table
        .get_as::<ReportShare>(&share_key(share_id))
        .await?
        .filter(|r| r.enterprise_id == enterprise_id)
        .ok_or(ReportError::NotFound)?;
    if record.revoked_at.is_some() {
        return Ok(());
    }
    let now = ports.clock.now_millis();
    let done = ports
        .table
        .run(
            Tx::new()
                .with("link", ShareLink::revoke_action(share_id, now))
                .with(
                    "record",
                    TxAction::Update {
                        key: record.key(),
                        actions: vec![UpdateAction::set("revokedAt", now)],
                        condition: None,
                    },
                ),
        )
        .await;
    match done {
        Ok(()) => Ok(()),
        Err(TxError::Condition(_)) => Err(ReportError::NotFound),
        Err(TxError::Table(e)) => Err(e.into()),
    }
}

/// The report behind a link, for the bearer of a share token of that link
/// (-12 until the phone is verified); the opening is counted.
pub async fn shared(ports: &Ports, s: &str, token: Option<&str>) -> ReportResult<Report> {
    let link = share::open(ports, s, token).await?;
    if link.purpose != SharePurpose::Report {
        return Err(share::ShareError::Invalid.into());
    }
    let report = latest(ports, &link.subject_id)
        .await?
        .filter(|r| r.enterprise_id == link.enterprise_id)
        .ok_or(ReportError::NotFound)?;
    ports
        .table
        .update(
            &share_key(&link.code_hash),
            vec![
                UpdateAction::add("opened", 1),
                UpdateAction::set("lastOpenedAt", ports.clock.now_millis()),
            ],
            None,
        )
        .await?;
    Ok(report)
}
