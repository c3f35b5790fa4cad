//! The package calls. Reads: any member (`ViewPackages`); writes: owners and
//! admins (`ManagePackages`). A package id is looked up under the caller's
//! enterprise, so another enterprise's id is 1007.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::text::Text;
use verity_core::types::EntityId;
use verity_domain::catalog::packages::{self, Draft, PackageStatus};
use verity_domain::catalog::{self, CatalogItem, Package, PackageLine, PackageVersion, Selection};
use verity_domain::identity::Right;
use verity_http::{ApiError, ApiJson, ApiResult, Reply, Session};

const PAGE: usize = 20;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Empty {}

#[derive(Debug, Serialize, ToSchema)]
pub struct CatalogReply {
    pub list: Vec<CatalogItem>,
}

/// The platform's screening items, in display order, with unit prices.
#[utoipa::path(
    post,
    path = "/api/base/package/catalog",
    operation_id = "packageCatalog",
    tag = "package",
    request_body = Empty,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {list}. Codes: -5; -6 not a member", body = CatalogReply))
)]
pub async fn catalog(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(_empty): ApiJson<Empty>,
) -> ApiResult<CatalogReply> {
    session.require(Right::ViewPackages)?;
    Ok(Reply(CatalogReply {
        list: catalog::catalog(&ports).await?,
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PackageItemSelection {
    /// A catalogue code.
    #[schema(value_type = String)]
    pub code: EntityId,
    /// From 1 to the item's `maxQuantity`.
    pub quantity: u32,
}

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

/// Creates a package (version 1), priced from the catalogue.
#[utoipa::path(
    post,
    path = "/api/base/package/create",
    operation_id = "packageCreate",
    tag = "package",
    request_body = PackageRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {packageId, version, priceFen}. Codes: -5; -6 not owner or admin; \
        1002 bad field (data.field, e.g. items[1].quantity); 4001 unknown catalogue code (data.field, data.code)", body = PackageSaved))
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

fn saved(p: &Package) -> PackageSaved {
    PackageSaved {
        package_id: p.package_id.clone(),
        version: p.version,
        price_fen: p.price_fen,
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PackageListRequest {
    /// Part of the name, any case.
    #[serde(default)]
    pub keyword: Option<String>,
    /// `active` (default) or `disabled`.
    #[serde(default)]
    pub status: Option<String>,
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub cursor: Option<verity_core::types::Cursor>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PackageRow {
    pub package_id: String,
    pub name: String,
    pub description: String,
    pub version: u32,
    pub price_fen: i64,
    pub status: PackageStatus,
    pub item_codes: Vec<String>,
    pub updated_at: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PackagePage {
    pub list: Vec<PackageRow>,
    pub cursor: Option<String>,
}

/// The enterprise's packages in one status, most recently changed first (20 a page).
#[utoipa::path(
    post,
    path = "/api/base/package/list",
    operation_id = "packageList",
    tag = "package",
    request_body = PackageListRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {list, cursor}. A page may hold fewer rows than 20 \
        while a keyword filters it; follow the cursor until it is null. Codes: -5; -6; 1002 unknown status or a keyword over 50 characters; 1006 bad cursor", body = PackagePage))
)]
pub async fn list(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<PackageListRequest>,
) -> ApiResult<PackagePage> {
    let member = session.require(Right::ViewPackages)?;
    let status = match req.status.as_deref().map(str::trim) {
        None | Some("") => PackageStatus::Active,
        Some(s) => PackageStatus::parse(s).ok_or_else(|| {
            ApiError::invalid(
                "status",
                Text::new("must be active or disabled", "须为 active 或 disabled"),
            )
        })?,
    };
    if req
        .keyword
        .as_deref()
        .is_some_and(|k| k.chars().count() > 50)
    {
        return Err(ApiError::invalid(
            "keyword",
            Text::new(
                "the keyword has at most 50 characters",
                "关键词最多 50 个字符",
            ),
        ));
    }
    let (found, cursor) = packages::list(
        &ports,
        &member.enterprise_id,
        status,
        req.keyword.as_deref(),
        req.cursor.map(|c| c.into_inner()),
        PAGE,
    )
    .await?;
    let list = found
        .into_iter()
        .map(|p| PackageRow {
            item_codes: p.items.iter().map(|i| i.code.clone()).collect(),
            package_id: p.package_id,
            name: p.name,
            description: p.description,
            version: p.version,
            price_fen: p.price_fen,
            status: p.status,
            updated_at: p.updated_at,
        })
        .collect();
    Ok(Reply(PackagePage { list, cursor }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PackageId {
    #[schema(value_type = String)]
    pub package_id: EntityId,
}

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
    responses((status = 200, description = "Envelope whose data is the package. Codes: -5; -6; 1007 no such package in this enterprise", body = PackageDetail))
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
    responses((status = 200, description = "Envelope whose data is {packageId, version, priceFen}. Codes: -5; -6 not owner or admin; \
        1002 bad field; 1007 no such package; 4001 unknown catalogue code; 4002 package disabled; 4003 changed meanwhile (data.version)", body = PackageSaved))
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

/// Stops offering a package for new orders (placed orders are unaffected).
#[utoipa::path(
    post,
    path = "/api/base/package/disable",
    operation_id = "packageDisable",
    tag = "package",
    request_body = PackageId,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {status}. Codes: -5; -6 not owner or admin; 1007 no such package", body = PackageStatusReply))
)]
pub async fn disable(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<PackageId>,
) -> ApiResult<PackageStatusReply> {
    set_status(&ports, &session, &req.package_id, PackageStatus::Disabled).await
}

/// Offers a disabled package again.
#[utoipa::path(
    post,
    path = "/api/base/package/enable",
    operation_id = "packageEnable",
    tag = "package",
    request_body = PackageId,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {status}. Codes: -5; -6 not owner or admin; 1007 no such package", body = PackageStatusReply))
)]
pub async fn enable(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<PackageId>,
) -> ApiResult<PackageStatusReply> {
    set_status(&ports, &session, &req.package_id, PackageStatus::Active).await
}
