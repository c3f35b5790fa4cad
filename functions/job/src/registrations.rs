//! The enterprise's registrations (`ViewRecords`: every member). Members
//! who may order checks (`OrderChecks`) also get the applicant's own
//! values to prefill the order form (`orderPrefill`); everything else shows
//! masks, as an order's record does. Another enterprise's ids are 1007.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::provider::GivenDetails;
use verity_core::text::Text;
use verity_core::types::{Cursor, EntityId};
use verity_domain::identity::Right;
use verity_domain::jobs::registrations::{self, Filter, JobAttachment};
use verity_domain::jobs::{consent, positions, Education, EducationLevel, WorkEntry};
use verity_domain::orders::{lifecycle, OrderError, OrderStatus};
use verity_http::{ApiError, ApiJson, ApiResult, Reply, Session};

verity_http::list_request! {
    pub struct JobRegistrationsRequest {
        #[schema(value_type = String)]
        pub job_id: EntityId,
        /// Only this highest education level.
        #[serde(default)]
        pub education: Option<EducationLevel>,
        /// First submitted at or after (epoch ms).
        #[serde(default)]
        pub submitted_from: Option<i64>,
        /// First submitted at or before (epoch ms).
        #[serde(default)]
        pub submitted_to: Option<i64>,
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobRegistrationRow {
    pub registration_id: String,
    /// The full name for members who see candidates (owner, admin, operator), else masked.
    pub name: String,
    pub name_masked: String,
    pub phone_masked: String,
    /// The highest education level, when the position collects it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub education: Option<EducationLevel>,
    /// First submission (epoch ms); the list's order.
    pub submitted_at: i64,
    pub updated_at: i64,
    /// The last order placed from this registration.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub order_id: Option<String>,
}

verity_http::page!(pub struct JobRegistrationPage of JobRegistrationRow);

/// A position's registrations, newest first submission first; PII masked.
#[utoipa::path(
    post,
    path = "/api/base/job/registrations",
    operation_id = "jobRegistrations",
    tag = "job",
    request_body = JobRegistrationsRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {items, cursor}. A page filtered by education may hold fewer rows than asked; follow the cursor until it is absent.", body = JobRegistrationPage))
)]
pub async fn list(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<JobRegistrationsRequest>,
) -> ApiResult<JobRegistrationPage> {
    let member = session.require(Right::ViewRecords)?;
    let size = req.page_size.get();
    if let (Some(from), Some(to)) = (req.submitted_from, req.submitted_to) {
        if to < from {
            return Err(ApiError::invalid(
                "submittedTo",
                Text::new(
                    "the end of the range is before its start",
                    "结束时间早于开始时间",
                ),
            ));
        }
    }
    let filter = Filter {
        education: req.education,
        from: req.submitted_from,
        to: req.submitted_to,
    };
    let (found, cursor) = registrations::page(
        &ports,
        &member.enterprise_id,
        &req.job_id,
        &filter,
        req.cursor.map(Cursor::into_inner),
        size,
    )
    .await?;
    let sees = member.role.has(Right::ViewCandidates);
    let items = found
        .into_iter()
        .map(|r| JobRegistrationRow {
            name: if sees {
                r.name_enc
                    .open(&ports.pii)
                    .unwrap_or_else(|_| r.name_mask.clone())
            } else {
                r.name_mask.clone()
            },
            registration_id: r.registration_id,
            name_masked: r.name_mask,
            phone_masked: r.phone_mask,
            education: r.education_level,
            submitted_at: r.submitted_at,
            updated_at: r.updated_at,
            order_id: r.order_id,
        })
        .collect();
    Ok(Reply(JobRegistrationPage { items, cursor }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct JobRegistrationRequest {
    #[schema(value_type = String)]
    pub registration_id: EntityId,
}

/// The consent the applicant gave with the last submission.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobConsentEvidence {
    pub version: String,
    /// True when the text authorized a background check: an order from this
    /// registration starts without a consent link.
    pub covers_screening: bool,
    pub consented_at: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ip_masked: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub user_agent: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobLinkedOrder {
    pub order_id: String,
    pub order_no: String,
    pub status: OrderStatus,
}

/// The applicant's own values for the order form (`order/create` with
/// `registrationId`); only for members who may order checks. Not for display.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobOrderPrefill {
    pub name: String,
    pub phone: String,
    pub id_number: String,
    /// The position's title, for the order's `position`.
    pub position: String,
    /// The order's details from the application: `school` and `degree` (the
    /// education level in the request's language, `本科`, `Bachelor's degree`)
    /// from its education; `employer` and `employmentPeriod` (`2019-03 – 2023-06`,
    /// or `2019-03 –` while employed) from the latest employment of its work history.
    #[serde(flatten)]
    pub details: GivenDetails,
}

/// An education level as a degree the order states, in the request's language.
fn degree_text(level: EducationLevel) -> &'static str {
    let zh = verity_http::lang::current() == verity_http::lang::Lang::ZhCn;
    match (level, zh) {
        (EducationLevel::JuniorHigh, true) => "初中",
        (EducationLevel::HighSchool, true) => "高中 / 中专",
        (EducationLevel::Associate, true) => "大专",
        (EducationLevel::Bachelor, true) => "本科",
        (EducationLevel::Master, true) => "硕士研究生",
        (EducationLevel::Doctorate, true) => "博士研究生",
        (EducationLevel::JuniorHigh, false) => "Junior high school",
        (EducationLevel::HighSchool, false) => "High school",
        (EducationLevel::Associate, false) => "Associate degree",
        (EducationLevel::Bachelor, false) => "Bachelor's degree",
        (EducationLevel::Master, false) => "Master's degree",
        (EducationLevel::Doctorate, false) => "Doctorate",
    }
}

/// The latest employment (the one without an end, else the latest end).
fn latest_job(history: &[WorkEntry]) -> Option<&WorkEntry> {
    history.iter().max_by(|a, b| match (&a.to, &b.to) {
        (None, None) => a.from.cmp(&b.from),
        (None, Some(_)) => std::cmp::Ordering::Greater,
        (Some(_), None) => std::cmp::Ordering::Less,
        (Some(x), Some(y)) => x.cmp(y),
    })
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobRegistrationDetail {
    pub registration_id: String,
    pub job_id: String,
    pub job_title: String,
    /// The full name for members who see candidates (owner, admin, operator), else masked.
    pub name: String,
    pub name_masked: String,
    pub phone_masked: String,
    pub id_number_masked: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub education: Option<Education>,
    pub work_history: Vec<WorkEntry>,
    /// With signed downloads (10 minutes).
    pub attachments: Vec<JobAttachment>,
    pub consent: JobConsentEvidence,
    pub submitted_at: i64,
    pub updated_at: i64,
    /// 1 at the first submission, +1 at each change.
    pub revision: u32,
    /// The last order placed from this registration.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub order: Option<JobLinkedOrder>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub order_prefill: Option<JobOrderPrefill>,
}

/// One registration: the applicant's details, attachments, consent evidence, linked order.
#[utoipa::path(
    post,
    path = "/api/base/job/registration",
    operation_id = "jobRegistration",
    tag = "job",
    request_body = JobRegistrationRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the registration. `orderPrefill` only for members who may order checks.", body = JobRegistrationDetail))
)]
pub async fn detail(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<JobRegistrationRequest>,
) -> ApiResult<JobRegistrationDetail> {
    let member = session.require(Right::ViewRecords)?;
    let r =
        registrations::registration(&ports, &member.enterprise_id, &req.registration_id).await?;
    let position = positions::position(&ports, &member.enterprise_id, &r.job_id).await?;
    let opened = registrations::open(&ports, &r)?;
    let attachments = registrations::attachments(&ports, &r).await?;
    let order = match &r.order_id {
        None => None,
        Some(id) => match lifecycle::order(&ports, &member.enterprise_id, id).await {
            Ok(o) => Some(JobLinkedOrder {
                order_id: o.order_id,
                order_no: o.order_no,
                status: o.status,
            }),
            Err(OrderError::NotFound) => None,
            Err(e) => return Err(e.into()),
        },
    };
    let order_prefill = member
        .role
        .has(Right::OrderChecks)
        .then(|| JobOrderPrefill {
            name: opened.name.clone(),
            phone: opened.phone.clone(),
            id_number: opened.id_number.clone(),
            position: position.title.clone(),
            details: GivenDetails {
                school: opened.profile.education.as_ref().map(|e| e.school.clone()),
                degree: opened
                    .profile
                    .education
                    .as_ref()
                    .map(|e| degree_text(e.level).to_string()),
                employer: latest_job(&opened.profile.work_history).map(|w| w.company.clone()),
                employment_period: latest_job(&opened.profile.work_history).map(|w| {
                    format!("{} – {}", w.from, w.to.as_deref().unwrap_or_default())
                        .trim_end()
                        .to_string()
                }),
                certificate_number: None,
            },
        });
    let name = if member.role.has(Right::ViewCandidates) {
        opened.name.clone()
    } else {
        r.name_mask.clone()
    };
    Ok(Reply(JobRegistrationDetail {
        name,
        registration_id: r.registration_id,
        job_id: r.job_id,
        job_title: position.title,
        name_masked: r.name_mask,
        phone_masked: r.phone_mask,
        id_number_masked: r.id_number_mask,
        education: opened.profile.education,
        work_history: opened.profile.work_history,
        attachments,
        consent: JobConsentEvidence {
            covers_screening: consent::covers_screening(&r.consent_version),
            version: r.consent_version,
            consented_at: r.consented_at,
            ip_masked: r.consent_ip_mask,
            user_agent: r.consent_user_agent,
        },
        submitted_at: r.submitted_at,
        updated_at: r.updated_at,
        revision: r.revision,
        order,
        order_prefill,
    }))
}
