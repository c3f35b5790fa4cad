//! The enterprise's side of registrations: a position's list (filters on
//! education and submission time, cursor-paged), one registration opened
//! for reading, and what an order placed from it needs.

use serde::Serialize;
use verity_core::ports::Ports;
use verity_core::table::{Condition, Query, TableExt, TxAction, UpdateAction};

use super::consent;
use super::model::*;
use super::positions::position;
use super::{JobError, JobResult};
use crate::files::{self, Purpose};

#[derive(Debug, Default, Clone)]
pub struct Filter {
    pub education: Option<EducationLevel>,
    /// First submission, epoch ms, inclusive.
    pub from: Option<i64>,
    pub to: Option<i64>,
}

/// One page of a position's registrations (first submission, newest first).
pub async fn page(
    ports: &Ports,
    enterprise_id: &str,
    job_id: &str,
    filter: &Filter,
    cursor: Option<String>,
    page_size: usize,
) -> JobResult<(Vec<Registration>, Option<String>)> {
    position(ports, enterprise_id, job_id).await?;
    let mut query =
        Query::newest_created_within(registrations_pk(job_id), "gsi1", filter.from, filter.to)
            .limit(page_size)
            .after(cursor);
    if let Some(level) = filter.education {
        query = query.filter(Condition::eq("educationLevel", level.as_str()));
    }
    Ok(ports.table.page_as::<Registration>(query).await?)
}

/// The registration `registration_id` of this enterprise (another's is not found).
pub async fn registration(
    ports: &Ports,
    enterprise_id: &str,
    registration_id: &str,
) -> JobResult<Registration> {
    if !verity_core::blobs::valid_key(registration_id) {
        return Err(JobError::NotFound);
    }
    ports
        .table
        .get_as::<Registration>(&registration_key(registration_id))
        .await?
        .filter(|r| r.enterprise_id == enterprise_id)
        .ok_or(JobError::NotFound)
}

/// The registration's personal fields, opened (the enterprise's order form
/// and the applicant's own page; lists show the masks).
#[derive(Debug, Clone)]
pub struct Opened {
    pub name: String,
    pub phone: String,
    pub id_number: String,
    pub profile: Profile,
}

pub fn open(ports: &Ports, r: &Registration) -> JobResult<Opened> {
    let open = |e: Result<String, verity_core::pii::PiiError>| {
        e.map_err(verity_core::failure::Internal::new)
    };
    let profile_json = open(r.profile_enc.open(&ports.pii))?;
    Ok(Opened {
        name: open(r.name_enc.open(&ports.pii))?,
        phone: open(r.phone_enc.open(&ports.pii))?,
        id_number: open(r.id_number_enc.open(&ports.pii))?,
        profile: serde_json::from_str(&profile_json)
            .map_err(verity_core::failure::Internal::new)?,
    })
}

/// An attachment as a reader sees it: the name as uploaded, a signed URL.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobAttachment {
    pub key: String,
    pub name: String,
    pub size: u64,
    pub content_type: String,
    /// Downloads the file for 10 minutes.
    pub url: String,
}

/// The registration's attachments (the applicant's uploads only).
pub async fn attachments(ports: &Ports, r: &Registration) -> JobResult<Vec<JobAttachment>> {
    let owner = applicant_owner(&r.job_id, &r.phone_hash);
    let mut out = Vec::with_capacity(r.attachments.len());
    for key in &r.attachments {
        let record = files::owned(ports, key, &[&owner], Purpose::Attachment).await?;
        out.push(JobAttachment {
            key: key.clone(),
            name: record
                .name_enc
                .open(&ports.pii)
                .map_err(verity_core::failure::Internal::new)?,
            size: record.size,
            content_type: record.content_type,
            url: files::url(ports, key).await?,
        });
    }
    Ok(out)
}

/// What an order placed from a registration takes from it: the consent
/// evidence, and whether that consent covers the background check.
#[derive(Debug, Clone)]
pub struct ForOrder {
    pub registration_id: String,
    pub covers_screening: bool,
    pub text_version: String,
    pub consented_at: i64,
    pub ip: Option<String>,
    pub ip_mask: Option<String>,
    pub user_agent: Option<String>,
    /// The order that already started on this consent, if any.
    pub consent_order_id: Option<String>,
}

/// The registration an order of this enterprise names, which must be the
/// same candidate's (by ID number hash).
pub async fn for_order(
    ports: &Ports,
    enterprise_id: &str,
    registration_id: &str,
    id_hash: &str,
) -> JobResult<ForOrder> {
    let r = registration(ports, enterprise_id, registration_id).await?;
    if !verity_core::pii::constant_time_eq(&r.id_hash, id_hash) {
        return Err(JobError::RegistrationMismatch);
    }
    let ip = match &r.consent_ip_enc {
        Some(sealed) => Some(
            sealed
                .open(&ports.pii)
                .map_err(verity_core::failure::Internal::new)?,
        ),
        None => None,
    };
    Ok(ForOrder {
        covers_screening: consent::covers_screening(&r.consent_version),
        registration_id: r.registration_id,
        text_version: r.consent_version,
        consented_at: r.consented_at,
        ip,
        ip_mask: r.consent_ip_mask,
        user_agent: r.consent_user_agent,
        consent_order_id: r.consent_order_id,
    })
}

/// Records on the registration the order placed from it (in the order's
/// transaction). `claims_consent`: the order starts on the application's
/// consent, which it claims for good; the condition fails when another
/// order claimed it first.
pub fn ordered_action(
    registration_id: &str,
    order_id: &str,
    now: i64,
    claims_consent: bool,
) -> TxAction {
    let mut actions = vec![
        UpdateAction::set("orderId", order_id),
        UpdateAction::set("orderedAt", now),
        // A submission read before this order must not write over it.
        UpdateAction::add("revision", 1),
    ];
    let mut condition = Condition::item_present();
    if claims_consent {
        actions.push(UpdateAction::set("consentOrderId", order_id));
        condition = condition.and(Condition::NotExists("consentOrderId".into()));
    }
    TxAction::Update {
        key: registration_key(registration_id),
        actions,
        condition: Some(condition),
    }
}
