//! `package/detail`: one package with its version history.

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_domain::catalog::packages::{self, PackageStatus};
use verity_domain::catalog::{PackageLine, PackageVersion};
use verity_domain::identity::Right;
use verity_http::{ApiJson, ApiResult, Reply, Session};

use super::PackageId;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PackageDetail {
    pub package_id: String,
    pub name: String,
    pub description: String,
    pub version: u32,
    pub price_fen: i64,
    pub status: PackageStatus,
    pub items: Vec<PackageLine>,
    pub created_at: i64,
    pub updated_at: i64,
    /// Every version, newest first: orders keep the version they were placed with.
    pub versions: Vec<PackageVersion>,
}

/// One package with its version history.
#[utoipa::path(
    post,
    path = "/api/base/package/detail",
    operation_id = "packageDetail",
    tag = "package",
    request_body = PackageId,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the package.", body = PackageDetail))
)]
pub async fn detail(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<PackageId>,
) -> ApiResult<PackageDetail> {
    let member = session.require(Right::ViewPackages)?;
    let p = packages::package(&ports, &member.enterprise_id, &req.package_id).await?;
    let versions = packages::versions(&ports, &member.enterprise_id, &req.package_id).await?;
    Ok(Reply(PackageDetail {
        package_id: p.package_id,
        name: p.name,
        description: p.description,
        version: p.version,
        price_fen: p.price_fen,
        status: p.status,
        items: p.items,
        created_at: p.created_at,
        updated_at: p.updated_at,
        versions,
    }))
}
