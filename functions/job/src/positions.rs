//! The enterprise's positions. Reading needs `ViewRecords` (every member);
//! creating and closing `ManageJobs` (owners, admins, operators). A job id
//! is looked up under the caller's enterprise, so another enterprise's id
//! is 1007.

use axum::extract::State;
use serde::{Deserialize, Deserializer, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::text::Text;
use verity_core::types::{DivisionCode, EntityId};
use verity_domain::identity::Right;
use verity_domain::jobs::consent;
use verity_domain::jobs::positions::{self, NewPosition};
use verity_domain::jobs::{JobField, JobStatus, Position};
use verity_http::paging::one_of;
use verity_http::{ApiError, ApiJson, ApiResult, Reply, Session};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct JobCreateRequest {
    /// 1–50 characters.
    #[serde(default)]
    pub title: String,
    /// At most 50 characters.
    #[serde(default)]
    pub department: Option<String>,
    /// The work location: a division code from `region/list` (2, 4 or 6 digits).
    #[schema(value_type = String)]
    pub region_code: DivisionCode,
    /// The optional parts of the form to collect (name, ID number and phone always).
    #[serde(default)]
    pub fields: Vec<JobField>,
    /// True: the applicant's consent text also authorizes a background check,
    /// so an order placed from a registration starts without a consent link.
    #[serde(default)]
    pub consent_covers_screening: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobCreated {
    pub job_id: String,
    /// The public application address (show it with a QR code).
    pub url: String,
    /// The link's code (`j`).
    pub code: String,
}

/// Creates an open position and its public application link.
#[utoipa::path(
    post,
    path = "/api/base/job/create",
    operation_id = "jobCreate",
    tag = "job",
    request_body = JobCreateRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {jobId, url, code}.", body = JobCreated))
)]
pub async fn create(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<JobCreateRequest>,
) -> ApiResult<JobCreated> {
    let member = session.require(Right::ManageJobs)?;
    let link_base = verity_http::origin::public_base(&ports);
    let (position, url) = positions::create(
        &ports,
        &member.enterprise_id,
        &session.user_id,
        NewPosition {
            title: &req.title,
            department: req.department.as_deref(),
            region_code: &req.region_code,
            fields: &req.fields,
            consent_covers_screening: req.consent_covers_screening,
            link_base: &link_base,
        },
    )
    .await?;
    let code = position.code(&ports)?;
    Ok(Reply(JobCreated {
        job_id: position.job_id,
        url,
        code,
    }))
}

/// A position as the enterprise sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobView {
    pub job_id: String,
    pub title: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub department: Option<String>,
    pub region_code: String,
    /// From the province down, e.g. `广东省 深圳市 南山区`.
    pub location_name: String,
    pub fields: Vec<JobField>,
    pub consent_covers_screening: bool,
    /// The consent text version applicants agree to now.
    pub consent_version: String,
    pub status: JobStatus,
    pub registration_count: u32,
    /// The public application address (show it with a QR code).
    pub url: String,
    /// The link's code (`j`).
    pub code: String,
    pub created_at: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub closed_at: Option<i64>,
}

fn view(ports: &Ports, p: Position) -> Result<JobView, ApiError> {
    let url = p.url(ports)?;
    let code = p.code(ports)?;
    Ok(JobView {
        location_name: p.location_name(),
        consent_version: consent::version(p.consent_covers_screening).to_string(),
        job_id: p.job_id,
        title: p.title,
        department: p.department,
        region_code: p.region_code,
        fields: p.fields,
        consent_covers_screening: p.consent_covers_screening,
        status: p.status,
        registration_count: p.registration_count,
        url,
        code,
        created_at: p.created_at,
        closed_at: p.closed_at,
    })
}

verity_http::list_request! {
    pub struct JobListRequest {
        /// `open` or `closed`; absent: both.
        #[serde(default, deserialize_with = "job_status")]
        #[schema(value_type = Option<String>)]
        pub status: Option<JobStatus>,
    }
}

fn job_status<'de, D: Deserializer<'de>>(d: D) -> Result<Option<JobStatus>, D::Error> {
    one_of(
        d,
        JobStatus::parse,
        Text::new("status: must be open or closed", "须为 open 或 closed"),
    )
}

verity_http::page!(pub struct JobPage of JobView);

/// The enterprise's positions, newest first, with their registration counts.
#[utoipa::path(
    post,
    path = "/api/base/job/list",
    operation_id = "jobList",
    tag = "job",
    request_body = JobListRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {items, cursor}. A page filtered by status may hold fewer rows than asked; follow the cursor until it is absent.", body = JobPage))
)]
pub async fn list(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<JobListRequest>,
) -> ApiResult<JobPage> {
    let member = session.require(Right::ViewRecords)?;
    let (from, size) = req.paging();
    let (found, cursor) =
        positions::list(&ports, &member.enterprise_id, req.status, from, size).await?;
    let items = found
        .into_iter()
        .map(|p| view(&ports, p))
        .collect::<Result<_, _>>()?;
    Ok(Reply(JobPage { items, cursor }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct JobIdRequest {
    #[schema(value_type = String)]
    pub job_id: EntityId,
}

/// One position.
#[utoipa::path(
    post,
    path = "/api/base/job/detail",
    operation_id = "jobDetail",
    tag = "job",
    request_body = JobIdRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the position.", body = JobView))
)]
pub async fn detail(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<JobIdRequest>,
) -> ApiResult<JobView> {
    let member = session.require(Right::ViewRecords)?;
    let p = positions::position(&ports, &member.enterprise_id, &req.job_id).await?;
    Ok(Reply(view(&ports, p)?))
}

/// Closes a position: its link refuses new applications and changes (4501);
/// applicants can still read theirs. Closing it again changes nothing.
#[utoipa::path(
    post,
    path = "/api/base/job/close",
    operation_id = "jobClose",
    tag = "job",
    request_body = JobIdRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the position.", body = JobView))
)]
pub async fn close(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<JobIdRequest>,
) -> ApiResult<JobView> {
    let member = session.require(Right::ManageJobs)?;
    let p = positions::close(&ports, &member.enterprise_id, &req.job_id).await?;
    Ok(Reply(view(&ports, p)?))
}
