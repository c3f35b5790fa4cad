//! `order/create`: places a background check, charged once.

use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::provider::GivenDetails;
use verity_core::text::Text;
use verity_core::types::{
    CertificateNumber, Degree, Email, EmploymentPeriod, EntityId, FileKey, IdNumber,
    IdempotencyKey, Institution, Phone, RealName, Reason,
};
use verity_domain::identity::Right;
use verity_domain::orders::{self, AuthMode, Candidate, Created, NewOrder};
use verity_http::{ApiError, ApiJson, ApiResult, Reply, Session};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CandidateInput {
    #[schema(value_type = String)]
    pub name: RealName,
    /// 11 digits starting with 1.
    #[schema(value_type = String)]
    pub phone: Phone,
    /// 16 or 18 characters; an 18-character number must have its GB 11643 check character.
    #[schema(value_type = String)]
    pub id_number: IdNumber,
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub email: Option<Email>,
    /// The school the education check verifies (1–100 characters); required when
    /// the package holds an item that needs `school` (catalogue `candidateFields`).
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub school: Option<Institution>,
    /// The degree stated for that school, free text (1–50 characters), optional.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub degree: Option<Degree>,
    /// The former employer the employment check asks (1–100 characters); required
    /// when the package holds an item that needs `employer`.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub employer: Option<Institution>,
    /// When the candidate worked there, free text such as `2019-03 – 2023-06`
    /// (1–50 characters), optional.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub employment_period: Option<EmploymentPeriod>,
    /// The professional certificate's number (1–50 letters, digits, spaces, `-/_.()`);
    /// required when the package holds an item that needs `certificateNumber`.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub certificate_number: Option<CertificateNumber>,
}

impl CandidateInput {
    /// What the package's items are checked against.
    pub fn given(&self) -> GivenDetails {
        let text = |v: Option<&str>| v.map(str::to_string);
        GivenDetails {
            school: text(self.school.as_deref()),
            degree: text(self.degree.as_deref()),
            employer: text(self.employer.as_deref()),
            employment_period: text(self.employment_period.as_deref()),
            certificate_number: text(self.certificate_number.as_deref()),
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OrderCreateRequest {
    #[schema(value_type = String)]
    pub package_id: EntityId,
    pub candidate: CandidateInput,
    /// The position applied for, at most 500 characters.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub position: Option<Reason>,
    /// `sms` or `offline`. The server sets `registration` itself: an `sms`
    /// order from a registration whose consent covered the check starts at once.
    pub auth_mode: AuthMode,
    /// Required with `offline`: the signed authorization uploaded with purpose `consent`.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub consent_file_key: Option<FileKey>,
    /// One per confirmed form; a retry sends the same key and gets the same answer.
    #[schema(value_type = String)]
    pub idempotency_key: IdempotencyKey,
    /// Order again a candidate ordered in the last 30 days (after the 4203 warning).
    #[serde(default)]
    pub confirm_duplicate: bool,
    /// Order from a job registration (`job/registration`) of this enterprise and of the
    /// same candidate (ID number). When its consent text covered a background check,
    /// that consent counts (mode `registration`): no consent link, the check starts at once.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub registration_id: Option<EntityId>,
}

/// Places a background check, charged from the balance in the same transaction.
#[utoipa::path(
    post,
    path = "/api/base/order/create",
    operation_id = "orderCreate",
    tag = "order",
    request_body = OrderCreateRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {orderId, orderNo, status, priceFen, balanceAfterFen}.", body = Created))
)]
pub async fn create(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<OrderCreateRequest>,
) -> ApiResult<Created> {
    let member = session.require(Right::OrderChecks)?;
    if req.auth_mode == AuthMode::Registration {
        return Err(ApiError::invalid(
            "authMode",
            Text::new("must be sms or offline; an order from a registration whose consent covers the check needs no link", "须为 sms 或 offline；报名时已授权背调的候选人无需授权链接"),
        ));
    }
    if req.auth_mode == AuthMode::Sms && req.consent_file_key.is_some() {
        return Err(ApiError::invalid(
            "consentFileKey",
            Text::new(
                "only an offline order carries a signed authorization",
                "只有线下授权的订单需要上传授权书",
            ),
        ));
    }
    let link_base = verity_http::origin::public_base(&ports);
    let c = &req.candidate;
    let created = orders::create(
        &ports,
        &member.enterprise_id,
        &session.user_id,
        NewOrder {
            package_id: &req.package_id,
            candidate: Candidate {
                name: &c.name,
                phone: &c.phone,
                id_number: &c.id_number,
                email: c.email.as_deref(),
                given: c.given(),
            },
            position: req.position.as_deref(),
            auth_mode: req.auth_mode,
            consent_file_key: req.consent_file_key.as_deref(),
            idempotency_key: &req.idempotency_key,
            confirm_duplicate: req.confirm_duplicate,
            link_base: &link_base,
            batch_id: None,
            registration_id: req.registration_id.as_deref(),
        },
    )
    .await?;
    Ok(Reply(created))
}
