//! `package/create`: a new package, priced from the catalogue.

use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_domain::catalog::packages::{self, Draft};
use verity_domain::identity::Right;
use verity_http::{ApiJson, ApiResult, Reply, Session};

use super::{saved, selections, PackageItemSelection, PackageSaved};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PackageRequest {
    /// 1–50 characters.
    pub name: String,
    /// At most 500 characters.
    #[serde(default)]
    pub description: Option<String>,
    /// 1–20 distinct catalogue codes.
    pub items: Vec<PackageItemSelection>,
}

/// Creates a package (version 1), priced from the catalogue.
#[utoipa::path(
    post,
    path = "/api/base/package/create",
    operation_id = "packageCreate",
    tag = "package",
    request_body = PackageRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {packageId, version, priceFen}.", body = PackageSaved))
)]
pub async fn create(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<PackageRequest>,
) -> ApiResult<PackageSaved> {
    let member = session.require(Right::ManagePackages)?;
    let items = selections(&req.items);
    let draft = Draft {
        name: &req.name,
        description: req.description.as_deref().unwrap_or(""),
        items: &items,
    };
    let p = packages::create(&ports, &member.enterprise_id, &session.user_id, &draft).await?;
    tracing::info!(package_id = %p.package_id, "package created");
    Ok(Reply(saved(&p)))
}
