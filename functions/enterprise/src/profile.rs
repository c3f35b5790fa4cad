//! Creation, the profile, the service contract and the audit log.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::{
    Address, CompanyName, CreditCode, DivisionCode, FileKey, Phone, RealName,
};
use verity_domain::enterprise::{
    self, contract, CertStatus, Enterprise, NewEnterprise, ProfileChange,
};
use verity_domain::files;
use verity_domain::identity::{accounts, session, Right};
use verity_domain::regions;
use verity_http::{ApiError, ApiJson, ApiResult, ClientIp, ErrorCode, Reply, Session};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CreateRequest {
    pub name: CompanyName,
    /// 18 characters, GB 32100-2015 check character.
    pub credit_code: CreditCode,
    /// A district (or city) code from `region/list`.
    pub region_code: DivisionCode,
    pub address: Address,
    pub contact_name: RealName,
    pub contact_phone: Phone,
    /// The key `file/upload` answered for the business licence (purpose `license`).
    pub license_file_key: FileKey,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreateReply {
    pub enterprise_id: String,
    /// The caller's new session token, now in the new enterprise as its owner.
    pub s_token: String,
}

/// Creates the caller's enterprise; the caller becomes its owner and the
/// session switches to it.
#[utoipa::path(
    post,
    path = "/api/base/enterprise/create",
    operation_id = "enterpriseCreate",
    tag = "enterprise",
    request_body = CreateRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {enterpriseId, sToken} (the old token stops working). \
        Codes: -5; 1002 bad field (data.field; a credit code with a wrong check character); 3001 credit code taken; \
        3002 unknown region; 3003 licence file not found or not the caller's", body = CreateReply))
)]
pub async fn create(
    State(ports): State<Ports>,
    session: Session,
    ClientIp(ip): ClientIp,
    ApiJson(req): ApiJson<CreateRequest>,
) -> ApiResult<CreateReply> {
    let owner = accounts::user(&ports, &session.user_id)
        .await?
        .ok_or(ErrorCode::SessionInvalid)?;
    let actor = session.actor(&ports, ip).await?;
    let new = NewEnterprise {
        name: &req.name,
        credit_code: &req.credit_code,
        region_code: &req.region_code,
        address: &req.address,
        contact_name: &req.contact_name,
        contact_phone: &req.contact_phone,
        license_file_key: &req.license_file_key,
    };
    let enterprise_id = enterprise::create(&ports, &owner, &new, &actor).await?;
    let s_token = session::switch_enterprise(&ports, &session, Some(&enterprise_id)).await?;
    accounts::set_last_enterprise(&ports, &owner.user_id, &enterprise_id).await?;
    tracing::info!(user_id = %owner.user_id, enterprise_id = %enterprise_id, "enterprise created");
    Ok(Reply(CreateReply {
        enterprise_id,
        s_token,
    }))
}

/// The enterprise as its members see it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Detail {
    pub enterprise_id: String,
    pub name: String,
    pub credit_code: String,
    pub region_code: String,
    /// Province, city, district names.
    pub region_path: Vec<String>,
    pub address: String,
    pub contact_name: String,
    pub contact_phone_masked: String,
    pub license_file_key: String,
    /// A signed URL valid for 10 minutes; null without a licence.
    pub license_url: Option<String>,
    pub logo_file_key: Option<String>,
    pub logo_url: Option<String>,
    /// `pending_review`, `certified` or `rejected`.
    #[schema(value_type = String)]
    pub cert_status: &'static str,
    pub reject_reason: Option<String>,
    pub submitted_at: i64,
    pub reviewed_at: Option<i64>,
    /// The current contract version.
    pub contract_version: String,
    pub contract_version_accepted: Option<String>,
    pub contract_accepted_at: Option<i64>,
    /// Certified and the current contract accepted: ordering is open.
    pub can_order: bool,
}

async fn signed(ports: &Ports, key: &str) -> Result<Option<String>, ApiError> {
    if key.is_empty() {
        return Ok(None);
    }
    Ok(Some(files::url(ports, key).await?))
}

pub(crate) async fn detail_of(ports: &Ports, e: Enterprise) -> Result<Detail, ApiError> {
    let region_path = if e.region_code.is_empty() {
        Vec::new()
    } else {
        regions::path(ports, &e.region_code)
            .await?
            .unwrap_or_default()
    };
    Ok(Detail {
        license_url: signed(ports, &e.license_file_key).await?,
        logo_url: match &e.logo_file_key {
            Some(k) => signed(ports, k).await?,
            None => None,
        },
        can_order: e.can_order(),
        cert_status: verity_core::table::Status::as_str(e.cert_status),
        enterprise_id: e.enterprise_id,
        name: e.name,
        credit_code: e.credit_code,
        region_code: e.region_code,
        region_path,
        address: e.address,
        contact_name: e.contact_name,
        contact_phone_masked: e.contact_phone_mask,
        license_file_key: e.license_file_key,
        logo_file_key: e.logo_file_key,
        reject_reason: e.reject_reason,
        submitted_at: e.submitted_at,
        reviewed_at: e.reviewed_at,
        contract_version: contract::CURRENT_VERSION.to_string(),
        contract_version_accepted: e.contract_version_accepted,
        contract_accepted_at: e.contract_accepted_at,
    })
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Empty {}

/// The session's current enterprise.
#[utoipa::path(
    post,
    path = "/api/base/enterprise/detail",
    operation_id = "enterpriseDetail",
    tag = "enterprise",
    request_body = Empty,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the enterprise. Codes: -5; -6 no current enterprise (visitors)", body = Detail))
)]
pub async fn detail(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(_empty): ApiJson<Empty>,
) -> ApiResult<Detail> {
    let member = session.member()?;
    let e = enterprise::enterprise(&ports, &member.enterprise_id).await?;
    Ok(Reply(detail_of(&ports, e).await?))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct UpdateRequest {
    pub name: Option<CompanyName>,
    pub credit_code: Option<CreditCode>,
    pub region_code: Option<DivisionCode>,
    pub address: Option<Address>,
    pub contact_name: Option<RealName>,
    pub contact_phone: Option<Phone>,
    pub license_file_key: Option<FileKey>,
    pub logo_file_key: Option<FileKey>,
}

/// Changes the profile or logo; a new name, credit code or licence sends
/// the enterprise back to review.
#[utoipa::path(
    post,
    path = "/api/base/enterprise/update",
    operation_id = "enterpriseUpdate",
    tag = "enterprise",
    request_body = UpdateRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the enterprise after the change. Codes: -5; -6 not owner or admin; \
        1002 bad field; 3001 credit code taken; 3002 unknown region; 3003 file not found or not this enterprise's", body = Detail))
)]
pub async fn update(
    State(ports): State<Ports>,
    session: Session,
    ClientIp(ip): ClientIp,
    ApiJson(req): ApiJson<UpdateRequest>,
) -> ApiResult<Detail> {
    let member = session.require(Right::ManageEnterprise)?;
    let actor = session.actor(&ports, ip).await?;
    let change = ProfileChange {
        name: req.name.as_deref(),
        credit_code: req.credit_code.as_deref(),
        region_code: req.region_code.as_deref(),
        address: req.address.as_deref(),
        contact_name: req.contact_name.as_deref(),
        contact_phone: req.contact_phone.as_deref(),
        license_file_key: req.license_file_key.as_deref(),
        logo_file_key: req.logo_file_key.as_deref(),
    };
    let e = enterprise::profile::update(&ports, &member.enterprise_id, &change, &actor).await?;
    Ok(Reply(detail_of(&ports, e).await?))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ContractText {
    pub version: String,
    pub title: String,
    /// Plain text; paragraphs are separated by blank lines.
    pub body: String,
}

/// The current service contract, in the request's language.
#[utoipa::path(
    post,
    path = "/api/base/enterprise/contract",
    operation_id = "enterpriseContract",
    tag = "enterprise",
    request_body = Empty,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {version, title, body}. Codes: -5", body = ContractText))
)]
pub async fn contract(
    _session: Session,
    ApiJson(_empty): ApiJson<Empty>,
) -> ApiResult<ContractText> {
    let c = contract::current(verity_http::lang::current() == verity_http::lang::Lang::ZhCn);
    Ok(Reply(ContractText {
        version: c.version.to_string(),
        title: c.title.to_string(),
        body: c.body.to_string(),
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AcceptContractRequest {
    /// The version read (the current one).
    #[schema(value_type = String)]
    pub version: verity_core::types::Reason,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Accepted {
    pub version: String,
    pub accepted_at: i64,
}

/// Records who accepted which contract version, when and from which network.
#[utoipa::path(
    post,
    path = "/api/base/enterprise/acceptContract",
    operation_id = "enterpriseAcceptContract",
    tag = "enterprise",
    request_body = AcceptContractRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {version, acceptedAt}. Codes: -5; -6 not owner or admin; \
        1002; 3004 not the current version", body = Accepted))
)]
pub async fn accept_contract(
    State(ports): State<Ports>,
    session: Session,
    ClientIp(ip): ClientIp,
    ApiJson(req): ApiJson<AcceptContractRequest>,
) -> ApiResult<Accepted> {
    let member = session.require(Right::ManageEnterprise)?;
    let actor = session.actor(&ports, ip).await?;
    let e =
        enterprise::profile::accept_contract(&ports, &member.enterprise_id, &req.version, &actor)
            .await?;
    Ok(Reply(Accepted {
        version: e.contract_version_accepted.unwrap_or_default(),
        accepted_at: e.contract_accepted_at.unwrap_or_default(),
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CursorRequest {
    /// From the previous page; absent for the first.
    #[schema(value_type = Option<String>)]
    pub cursor: Option<verity_core::types::Cursor>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AuditRow {
    pub id: String,
    pub at: i64,
    /// Masked phone of who did it, or the platform.
    pub actor: String,
    /// `enterprise.created`, `member.invited`, …
    pub action: String,
    pub detail: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AuditPage {
    pub list: Vec<AuditRow>,
    pub cursor: Option<String>,
}

/// Who did what to the account, newest first (20 a page).
#[utoipa::path(
    post,
    path = "/api/base/enterprise/auditLog",
    operation_id = "enterpriseAuditLog",
    tag = "enterprise",
    request_body = CursorRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {list, cursor}. Codes: -5; -6 not owner or admin; 1006 bad cursor", body = AuditPage))
)]
pub async fn audit_log(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<CursorRequest>,
) -> ApiResult<AuditPage> {
    let member = session.require(Right::ManageEnterprise)?;
    let cursor = req.cursor.map(|c| c.into_inner());
    let (entries, cursor) =
        enterprise::audit::page(&ports, &member.enterprise_id, cursor, 20).await?;
    let list = entries
        .into_iter()
        .map(|e| AuditRow {
            action: serde_json::to_value(e.action)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default(),
            id: e.id,
            at: e.at,
            actor: e.actor,
            detail: e.detail,
        })
        .collect();
    Ok(Reply(AuditPage { list, cursor }))
}

pub(crate) fn status_name(s: CertStatus) -> &'static str {
    verity_core::table::Status::as_str(s)
}
