//! `enterprise/create`: a visitor's enterprise, with the caller as its owner.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::{
    Address, CompanyName, CreditCode, DivisionCode, FileKey, Phone, RealName,
};
use verity_domain::enterprise::{self, NewEnterprise};
use verity_domain::identity::{accounts, session};
use verity_http::{ApiJson, ApiResult, ClientIp, ErrorCode, Reply, Session};

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
    responses((status = 200, description = "Envelope whose data is {enterpriseId, sToken} (the old token stops working).", body = CreateReply))
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
