//! `enterprise/retention`: how long candidate data are kept after an order
//! ends. Any member reads it; an owner or admin (`manageEnterprise`) sets it.

use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_domain::identity::Right;
use verity_domain::privacy::retention::{self, Retention};
use verity_http::{ApiJson, ApiResult, ClientIp, Reply, Session};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RetentionRequest {
    /// Days to keep candidate data after an order ends (30–180); absent: read only.
    pub days: Option<u32>,
}

/// Reads the retention of candidate data, or sets it (`days`, 30–180):
/// orders placed from then on keep their data that long after they end.
#[utoipa::path(
    post,
    path = "/api/base/enterprise/retention",
    operation_id = "enterpriseRetention",
    tag = "enterprise",
    request_body = RetentionRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {days, defaultDays, minDays, maxDays, updatedAt?}.", body = Retention))
)]
pub async fn retention(
    State(ports): State<Ports>,
    session: Session,
    ClientIp(ip): ClientIp,
    ApiJson(req): ApiJson<RetentionRequest>,
) -> ApiResult<Retention> {
    let Some(days) = req.days else {
        let member = session.member()?;
        return Ok(Reply(retention::read(&ports, &member.enterprise_id).await?));
    };
    let member = session.require(Right::ManageEnterprise)?;
    let actor = session.actor(&ports, ip).await?;
    Ok(Reply(
        retention::set(&ports, &member.enterprise_id, days, &actor).await?,
    ))
}
