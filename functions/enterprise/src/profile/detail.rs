//! `enterprise/detail`: the session's current enterprise.

use axum::extract::State;
use verity_core::ports::Ports;
use verity_domain::enterprise;
use verity_http::{ApiJson, ApiResult, Reply, Session};

use super::{detail_of, Detail, Empty};

/// The session's current enterprise.
#[utoipa::path(
    post,
    path = "/api/base/enterprise/detail",
    operation_id = "enterpriseDetail",
    tag = "enterprise",
    request_body = Empty,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the enterprise.", body = Detail))
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
