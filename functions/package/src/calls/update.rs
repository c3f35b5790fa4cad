//! `package/update`: a new version of a package.

use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::EntityId;
use verity_domain::catalog::packages::{self, Draft};
use verity_domain::identity::Right;
use verity_http::{ApiJson, ApiResult, Reply, Session};

use super::{saved, selections, PackageItemSelection, PackageSaved};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PackageUpdateRequest {
    #[schema(value_type = String)]
    pub package_id: EntityId,
    /// The version the form was loaded from: 4003 when the package moved on.
    #[serde(default)]
    pub version: Option<u32>,
    pub name: String,
    #[serde(default)]
    pub description: Option<String>,
    pub items: Vec<PackageItemSelection>,
}

/// Writes a new version: new orders use it, placed orders keep theirs.
#[utoipa::path(
    post,
    path = "/api/base/package/update",
    operation_id = "packageUpdate",
    tag = "package",
    request_body = PackageUpdateRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {packageId, version, priceFen}.", body = PackageSaved))
)]
pub async fn update(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<PackageUpdateRequest>,
) -> ApiResult<PackageSaved> {
    let member = session.require(Right::ManagePackages)?;
    let items = selections(&req.items);
    let draft = Draft {
        name: &req.name,
        description: req.description.as_deref().unwrap_or(""),
        items: &items,
    };
    let p = packages::update(
        &ports,
        &member.enterprise_id,
        &req.package_id,
        req.version,
        &session.user_id,
        &draft,
    )
    .await?;
    tracing::info!(package_id = %p.package_id, version = p.version, "package updated");
    Ok(Reply(saved(&p)))
}
