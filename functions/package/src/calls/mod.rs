//! The package calls, one file an operation. Reads: any member
//! (`ViewPackages`); writes: owners and admins (`ManagePackages`). A package
//! id is looked up under the caller's enterprise, so another enterprise's id
//! is 1007. What several calls share: a package's id, its items as a form
//! sends them, the answer of a save and of a status change.

pub mod catalog;
pub mod create;
pub mod detail;
pub mod disable;
pub mod enable;
pub mod list;
pub mod update;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::EntityId;
use verity_domain::catalog::packages::{self, PackageStatus};
use verity_domain::catalog::{Package, Selection};
use verity_domain::identity::Right;
use verity_http::{ApiResult, Reply, Session};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PackageItemSelection {
    /// A catalogue code.
    #[schema(value_type = String)]
    pub code: EntityId,
    /// From 1 to the item's `maxQuantity`.
    pub quantity: u32,
}

fn selections(items: &[PackageItemSelection]) -> Vec<Selection> {
    items
        .iter()
        .map(|i| Selection {
            code: i.code.to_string(),
            quantity: i.quantity,
        })
        .collect()
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PackageSaved {
    pub package_id: String,
    pub version: u32,
    /// Computed on the server from the catalogue.
    pub price_fen: i64,
}

fn saved(p: &Package) -> PackageSaved {
    PackageSaved {
        package_id: p.package_id.clone(),
        version: p.version,
        price_fen: p.price_fen,
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PackageId {
    #[schema(value_type = String)]
    pub package_id: EntityId,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PackageStatusReply {
    pub status: PackageStatus,
}

async fn set_status(
    ports: &Ports,
    session: &Session,
    package_id: &str,
    to: PackageStatus,
) -> ApiResult<PackageStatusReply> {
    let member = session.require(Right::ManagePackages)?;
    let p = packages::set_status(
        ports,
        &member.enterprise_id,
        package_id,
        to,
        &session.user_id,
    )
    .await?;
    Ok(Reply(PackageStatusReply { status: p.status }))
}
