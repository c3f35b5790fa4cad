//! `package/disable`: stops offering a package for new orders.

use axum::extract::State;
use verity_core::ports::Ports;
use verity_domain::catalog::packages::PackageStatus;
use verity_http::{ApiJson, ApiResult, Session};

use super::{set_status, PackageId, PackageStatusReply};

/// Stops offering a package for new orders (placed orders are unaffected).
#[utoipa::path(
    post,
    path = "/api/base/package/disable",
    operation_id = "packageDisable",
    tag = "package",
    request_body = PackageId,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {status}.", body = PackageStatusReply))
)]
pub async fn disable(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<PackageId>,
) -> ApiResult<PackageStatusReply> {
    set_status(&ports, &session, &req.package_id, PackageStatus::Disabled).await
}
