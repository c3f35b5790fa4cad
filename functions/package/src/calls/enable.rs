//! `package/enable`: offers a disabled package again.

use axum::extract::State;
use verity_core::ports::Ports;
use verity_domain::catalog::packages::PackageStatus;
use verity_http::{ApiJson, ApiResult, Session};

use super::{set_status, PackageId, PackageStatusReply};

/// Offers a disabled package again.
#[utoipa::path(
    post,
    path = "/api/base/package/enable",
    operation_id = "packageEnable",
    tag = "package",
    request_body = PackageId,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {status}.", body = PackageStatusReply))
)]
pub async fn enable(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<PackageId>,
) -> ApiResult<PackageStatusReply> {
    set_status(&ports, &session, &req.package_id, PackageStatus::Active).await
}
