//! The applicant's calls, opened from the position's link (no session).
//! `job/apply/verify` checks an SMS code of scene `jobApply` (sent by
//! `sms/sendVerifyCode`) and hands out an applicant token; `mine`, `submit`
//! and `upload` carry it as `Authorization: Bearer <applicantToken>` and
//! answer 4503 without a valid one for the link's position.

use axum::extract::{Multipart, State};
use http::HeaderMap;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::{FileKey, IdNumber, RealName, Ticket};
use verity_domain::jobs::apply::{self, Applicant, JobApplyInfo, Submission};
use verity_domain::jobs::registrations::{self, JobAttachment};
use verity_domain::jobs::{Education, EducationLevel, JobStatus, Registration, WorkEntry};
use verity_http::lang::{self, Lang};
use verity_http::session::share_token;
use verity_http::{ApiError, ApiJson, ApiResult, ClientIp, Reply};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct JobLinkRequest {
    /// The link's code.
    #[schema(value_type = String)]
    pub j: Ticket,
}

/// What the application page shows: the position, the fields to collect and the consent text (in the request's language).
#[utoipa::path(
    post,
    path = "/api/base/job/apply/info",
    operation_id = "jobApplyInfo",
    tag = "job",
    request_body = JobLinkRequest,
    responses((status = 200, description = "Envelope whose data is {title, department, enterpriseName, regionCode, locationName, fields, consent: {version, title, body, coversScreening}}.", body = JobApplyInfo))
)]
pub async fn info(
    State(ports): State<Ports>,
    ApiJson(req): ApiJson<JobLinkRequest>,
) -> ApiResult<JobApplyInfo> {
    let zh = lang::current() == Lang::ZhCn;
    Ok(Reply(apply::info(&ports, &req.j, zh).await?))
}

verity_http::link_phone! {
    pub struct JobApplyVerifyRequest {
        j,
        code = "The SMS code of scene `jobApply`.",
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobApplicantVerified {
    /// The bearer of `job/apply/mine`, `submit` and `upload` for this position and phone.
    pub applicant_token: String,
    /// Epoch ms (2 hours).
    pub expires_at: i64,
    /// This phone has applied to this position before (`job/apply/mine` shows it).
    pub has_application: bool,
}

/// Verifies the applicant's phone by its SMS code: a token for this position and phone.
#[utoipa::path(
    post,
    path = "/api/base/job/apply/verify",
    operation_id = "jobApplyVerify",
    tag = "job",
    request_body = JobApplyVerifyRequest,
    responses((status = 200, description = "Envelope whose data is {applicantToken, expiresAt, hasApplication}.", body = JobApplicantVerified))
)]
pub async fn verify(
    State(ports): State<Ports>,
    ApiJson(req): ApiJson<JobApplyVerifyRequest>,
) -> ApiResult<JobApplicantVerified> {
    let v = apply::verify(&ports, &req.j, &req.phone, &req.code).await?;
    Ok(Reply(JobApplicantVerified {
        applicant_token: v.token,
        expires_at: v.expires_at,
        has_application: v.has_application,
    }))
}

/// The application as its applicant sees it (their own values; the ID
/// number masked: leave `idNumber` out of a later submission to keep it).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobApplication {
    pub registration_id: String,
    pub name: String,
    pub phone_masked: String,
    pub id_number_masked: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub education: Option<Education>,
    pub work_history: Vec<WorkEntry>,
    pub attachments: Vec<JobAttachment>,
    pub consent_version: String,
    pub consented_at: i64,
    pub submitted_at: i64,
    pub updated_at: i64,
    /// False once the position is closed: the application can be read, not changed.
    pub can_update: bool,
}

async fn application(
    ports: &Ports,
    a: &Applicant,
    r: Registration,
) -> Result<JobApplication, ApiError> {
    let opened = registrations::open(ports, &r)?;
    let attachments = registrations::attachments(ports, &r).await?;
    Ok(JobApplication {
        registration_id: r.registration_id,
        name: opened.name,
        phone_masked: r.phone_mask,
        id_number_masked: r.id_number_mask,
        education: opened.profile.education,
        work_history: opened.profile.work_history,
        attachments,
        consent_version: r.consent_version,
        consented_at: r.consented_at,
        submitted_at: r.submitted_at,
        updated_at: r.updated_at,
        can_update: a.position.status == JobStatus::Open,
    })
}

async fn applicant(ports: &Ports, j: &str, headers: &HeaderMap) -> Result<Applicant, ApiError> {
    Ok(apply::applicant(ports, j, share_token(headers).as_deref()).await?)
}

/// The applicant's application to this position, or null when they have none.
#[utoipa::path(
    post,
    path = "/api/base/job/apply/mine",
    operation_id = "jobApplyMine",
    tag = "job",
    request_body = JobLinkRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the application or null. Also on a closed position.", body = Option<JobApplication>))
)]
pub async fn mine(
    State(ports): State<Ports>,
    headers: HeaderMap,
    ApiJson(req): ApiJson<JobLinkRequest>,
) -> ApiResult<Option<JobApplication>> {
    let a = applicant(&ports, &req.j, &headers).await?;
    match apply::mine(&ports, &a).await? {
        Some(r) => Ok(Reply(Some(application(&ports, &a, r).await?))),
        None => Ok(Reply(None)),
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct JobEducationInput {
    pub level: EducationLevel,
    /// 1–100 characters.
    #[serde(default)]
    pub school: String,
    /// At most 100 characters.
    #[serde(default)]
    pub major: Option<String>,
    /// 1950–2100.
    #[serde(default)]
    pub graduation_year: Option<u32>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct JobWorkEntryInput {
    /// 1–100 characters.
    #[serde(default)]
    pub company: String,
    /// The job title, 1–50 characters.
    #[serde(default)]
    pub title: String,
    /// `YYYY-MM`.
    #[serde(default)]
    pub from: String,
    /// `YYYY-MM`; absent while still employed there.
    #[serde(default)]
    pub to: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct JobApplySubmitRequest {
    #[schema(value_type = String)]
    pub j: Ticket,
    #[schema(value_type = String)]
    pub name: RealName,
    /// 16 or 18 characters. Required the first time; left out later, the stored one is kept.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub id_number: Option<IdNumber>,
    /// Required when the position collects `education`; refused otherwise.
    #[serde(default)]
    pub education: Option<JobEducationInput>,
    /// When the position collects `workHistory`: at most 20 entries.
    #[serde(default)]
    pub work_history: Option<Vec<JobWorkEntryInput>>,
    /// When the position collects `attachments`: at most 10 keys from `job/apply/upload`.
    #[schema(value_type = Option<Vec<String>>)]
    #[serde(default)]
    pub attachments: Option<Vec<FileKey>>,
    /// The `consent.version` of `job/apply/info` the applicant read: submitting agrees to it.
    #[serde(default)]
    pub consent_version: String,
}

/// Submits the application (the first time) or replaces it (coming back with the same phone); records the consent.
#[utoipa::path(
    post,
    path = "/api/base/job/apply/submit",
    operation_id = "jobApplySubmit",
    tag = "job",
    request_body = JobApplySubmitRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the application.", body = JobApplication))
)]
pub async fn submit(
    State(ports): State<Ports>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    ApiJson(req): ApiJson<JobApplySubmitRequest>,
) -> ApiResult<JobApplication> {
    let a = applicant(&ports, &req.j, &headers).await?;
    let user_agent = headers
        .get(http::header::USER_AGENT)
        .and_then(|v| v.to_str().ok());
    let r = apply::submit(
        &ports,
        &a,
        Submission {
            name: &req.name,
            id_number: req.id_number.as_deref(),
            education: req.education.map(|e| Education {
                level: e.level,
                school: e.school,
                major: e.major,
                graduation_year: e.graduation_year,
            }),
            work_history: req.work_history.map(|w| {
                w.into_iter()
                    .map(|e| WorkEntry {
                        company: e.company,
                        title: e.title,
                        from: e.from,
                        to: e.to,
                    })
                    .collect()
            }),
            attachments: req
                .attachments
                .map(|keys| keys.into_iter().map(FileKey::into_inner).collect()),
            consent_version: &req.consent_version,
            ip: ip.as_deref(),
            user_agent,
        },
    )
    .await?;
    Ok(Reply(application(&ports, &a, r).await?))
}

/// The multipart body of an applicant's upload, for the OpenAPI document.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct JobUploadForm {
    /// The link's code.
    j: String,
    /// The file (one part named `file`, with its content type): JPEG, PNG or PDF up to 4 MB.
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
}

/// Uploads an attachment for the applicant's application (its key goes in `attachments` of `job/apply/submit`).
#[utoipa::path(
    post,
    path = "/api/base/job/apply/upload",
    operation_id = "jobApplyUpload",
    tag = "job",
    request_body(content = JobUploadForm, content_type = "multipart/form-data"),
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {key, name, size, contentType, url}.", body = JobAttachment))
)]
pub async fn upload(
    State(ports): State<Ports>,
    headers: HeaderMap,
    form: Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> ApiResult<JobAttachment> {
    let (j, file) = verity_http::upload::read(form, "j").await?;
    let j = Ticket::parse(&j)
        .map_err(|msg| ApiError::invalid("j", msg))?
        .into_inner();
    let (name, declared, bytes) = (file.name, file.declared, file.bytes);
    let a = applicant(&ports, &j, &headers).await?;
    let stored = apply::upload(&ports, &a, &name, &declared, bytes).await?;
    let url = verity_domain::files::url(&ports, &stored.key).await?;
    Ok(Reply(JobAttachment {
        key: stored.key,
        name: stored.name,
        size: stored.size,
        content_type: stored.content_type,
        url,
    }))
}
