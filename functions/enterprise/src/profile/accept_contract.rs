//! `enterprise/acceptContract`: records who accepted which contract version.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_domain::enterprise;
use verity_domain::identity::Right;
use verity_http::{ApiJson, ApiResult, ClientIp, Reply, Session};

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
    responses((status = 200, description = "Envelope whose data is {version, acceptedAt}.", body = Accepted))
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
