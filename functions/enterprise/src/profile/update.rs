//! `enterprise/update`: the profile or logo.

use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::{
    Address, CompanyName, CreditCode, DivisionCode, FileKey, Phone, RealName,
};
use verity_domain::enterprise::{self, ProfileChange};
use verity_domain::identity::Right;
use verity_http::{ApiJson, ApiResult, ClientIp, Reply, Session};

use super::{detail_of, Detail};

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
    responses((status = 200, description = "Envelope whose data is the enterprise after the change.", body = Detail))
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
