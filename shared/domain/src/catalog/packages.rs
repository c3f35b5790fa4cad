//! An enterprise's packages: a set of catalogue items with quantities, priced
//! on the server, versioned on every change, disabled rather than deleted
//! (orders keep pointing at their version).

use serde::{Deserialize, Serialize};
use verity_core::failure::FieldError;
use verity_core::ids::new_id;
use verity_core::ports::Ports;
use verity_core::table::{
    Condition, Entity, Key, Query, SkCondition, Status, TableExt, Tx, TxAction, TxError,
};
use verity_core::text::Text;

use super::items::{catalog, CatalogItem};
use super::{CatalogError, CatalogResult};

/// At most this many distinct items in one package.
pub const MAX_ITEMS: usize = 20;
pub const NAME_MAX: usize = 50;
pub const DESCRIPTION_MAX: usize = 500;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PackageStatus {
    Active,
    Disabled,
}

impl Status for PackageStatus {
    fn as_str(self) -> &'static str {
        match self {
            PackageStatus::Active => "active",
            PackageStatus::Disabled => "disabled",
        }
    }
    fn can_become(self, to: Self) -> bool {
        self != to
    }
}

impl PackageStatus {
    pub fn parse(text: &str) -> Option<Self> {
        [PackageStatus::Active, PackageStatus::Disabled]
            .into_iter()
            .find(|s| s.as_str() == text)
    }
}

/// One catalogue item of a package, priced when the version was written.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PackageLine {
    pub code: String,
    pub name_zh: String,
    pub name_en: String,
    pub quantity: u32,
    pub unit_price_fen: i64,
    pub subtotal_fen: i64,
    pub turnaround_days: u32,
    pub candidate_fields: Vec<String>,
}

/// The package as it stands (its current version).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Package {
    pub package_id: String,
    pub enterprise_id: String,
    pub name: String,
    /// The name in lower case, for search.
    pub name_search: String,
    pub description: String,
    pub status: PackageStatus,
    pub version: u32,
    pub price_fen: i64,
    pub items: Vec<PackageLine>,
    pub created_at: i64,
    pub updated_at: i64,
    pub updated_by: String,
}

impl Entity for Package {
    const KIND: &'static str = "package";
    fn key(&self) -> Key {
        package_key(&self.enterprise_id, &self.package_id)
    }
    fn index_keys(&self) -> Vec<(&'static str, String)> {
        vec![
            ("gsi1pk", list_pk(&self.enterprise_id, self.status)),
            (
                "gsi1sk",
                format!("{:013}#{}", self.updated_at, self.package_id),
            ),
        ]
    }
}

/// One version of a package, kept for the orders placed with it.
#[derive(Debug, Clone, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PackageVersion {
    pub package_id: String,
    pub enterprise_id: String,
    pub version: u32,
    pub name: String,
    pub description: String,
    pub price_fen: i64,
    pub items: Vec<PackageLine>,
    pub created_at: i64,
    pub created_by: String,
}

impl Entity for PackageVersion {
    const KIND: &'static str = "package version";
    fn key(&self) -> Key {
        version_key(&self.enterprise_id, &self.package_id, self.version)
    }
}

/// Packages are the live enterprise's: a sandbox twin orders from them
/// (`verity_core::tenant`) and cannot change them (its keys never hold
/// `ManagePackages`).
fn owner_pk(enterprise_id: &str) -> String {
    format!(
        "ENT#{}",
        verity_core::tenant::live_enterprise(enterprise_id)
    )
}

pub fn package_key(enterprise_id: &str, package_id: &str) -> Key {
    Key::new(owner_pk(enterprise_id), format!("PKG#{package_id}"))
}

pub fn version_key(enterprise_id: &str, package_id: &str, version: u32) -> Key {
    Key::new(
        owner_pk(enterprise_id),
        format!("PKGV#{package_id}#{version:06}"),
    )
}

fn list_pk(enterprise_id: &str, status: PackageStatus) -> String {
    let owner = verity_core::tenant::live_enterprise(enterprise_id);
    format!("PKGS#{owner}#{}", status.as_str())
}

/// A catalogue code and how many of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Selection {
    pub code: String,
    pub quantity: u32,
}

/// What a create or an update asks for.
#[derive(Debug, Clone)]
pub struct Draft<'a> {
    pub name: &'a str,
    pub description: &'a str,
    pub items: &'a [Selection],
}

fn text(value: &str, max: usize) -> Option<String> {
    let value = value.trim();
    (value.chars().count() <= max && !value.chars().any(|c| c.is_control() && c != '\n'))
        .then(|| value.to_string())
}

/// Prices the selection against the catalogue: the lines and the total.
pub fn price(
    catalog: &[CatalogItem],
    items: &[Selection],
) -> CatalogResult<(Vec<PackageLine>, i64)> {
    if items.is_empty() {
        return Err(FieldError::new(
            "items",
            Text::new(
                "choose at least one screening item",
                "请至少选择一个背调项目",
            ),
        )
        .into());
    }
    if items.len() > MAX_ITEMS {
        return Err(
            FieldError::new("items", Text::new("at most 20 items", "最多选择 20 个项目")).into(),
        );
    }
    let mut lines: Vec<PackageLine> = Vec::with_capacity(items.len());
    let mut total: i64 = 0;
    for (i, selection) in items.iter().enumerate() {
        let Some(item) = catalog.iter().find(|c| c.code == selection.code) else {
            return Err(CatalogError::UnknownItem {
                field: format!("items[{i}].code"),
                code: selection.code.clone(),
            });
        };
        if lines.iter().any(|l| l.code == item.code) {
            return Err(FieldError::new(
                format!("items[{i}].code"),
                Text::new(
                    "each item appears once; set its quantity instead",
                    "每个项目只能选择一次，请修改数量",
                ),
            )
            .into());
        }
        if selection.quantity < 1 || selection.quantity > item.max_quantity {
            return Err(FieldError::new(
                format!("items[{i}].quantity"),
                Text::new(
                    "the quantity is from 1 to what this item allows",
                    "数量须在 1 到该项目允许的上限之间",
                ),
            )
            .into());
        }
        let subtotal = item.unit_price_fen * i64::from(selection.quantity);
        total += subtotal;
        lines.push(PackageLine {
            code: item.code.clone(),
            name_zh: item.name_zh.clone(),
            name_en: item.name_en.clone(),
            quantity: selection.quantity,
            unit_price_fen: item.unit_price_fen,
            subtotal_fen: subtotal,
            turnaround_days: item.turnaround_days,
            candidate_fields: item.candidate_fields.clone(),
        });
    }
    Ok((lines, total))
}

struct Checked {
    name: String,
    description: String,
    lines: Vec<PackageLine>,
    price_fen: i64,
}

async fn check(ports: &Ports, draft: &Draft<'_>) -> CatalogResult<Checked> {
    if draft.name.trim().is_empty() {
        return Err(FieldError::new(
            "name",
            Text::new("please enter the package name", "请输入套餐名称"),
        )
        .into());
    }
    let name = text(draft.name, NAME_MAX).ok_or_else(|| {
        FieldError::new(
            "name",
            Text::new(
                "the name has at most 50 characters and no control characters",
                "名称最多 50 个字符，且不含控制字符",
            ),
        )
    })?;
    let description = text(draft.description, DESCRIPTION_MAX).ok_or_else(|| {
        FieldError::new(
            "description",
            Text::new(
                "the description has at most 500 characters",
                "描述最多 500 个字符",
            ),
        )
    })?;
    let (lines, price_fen) = price(&catalog(ports).await?, draft.items)?;
    Ok(Checked {
        name,
        description,
        lines,
        price_fen,
    })
}

fn version_of(p: &Package, created_by: &str) -> PackageVersion {
    PackageVersion {
        package_id: p.package_id.clone(),
        enterprise_id: p.enterprise_id.clone(),
        version: p.version,
        name: p.name.clone(),
        description: p.description.clone(),
        price_fen: p.price_fen,
        items: p.items.clone(),
        created_at: p.updated_at,
        created_by: created_by.to_string(),
    }
}

/// A new package at version 1.
pub async fn create(
    ports: &Ports,
    enterprise_id: &str,
    user_id: &str,
    draft: &Draft<'_>,
) -> CatalogResult<Package> {
    create_as(ports, enterprise_id, &new_id(), user_id, draft).await
}

async fn create_as(
    ports: &Ports,
    enterprise_id: &str,
    package_id: &str,
    user_id: &str,
    draft: &Draft<'_>,
) -> CatalogResult<Package> {
    let checked = check(ports, draft).await?;
    let now = ports.clock.now_millis();
    let package = Package {
        package_id: package_id.to_string(),
        enterprise_id: enterprise_id.to_string(),
        name_search: checked.name.to_lowercase(),
        name: checked.name,
        description: checked.description,
        status: PackageStatus::Active,
        version: 1,
        price_fen: checked.price_fen,
        items: checked.lines,
        created_at: now,
        updated_at: now,
        updated_by: user_id.to_string(),
    };
    let tx = Tx::new()
        .with("package", package.put_new())
        .with("version", version_of(&package, user_id).put_new());
    ports.table.run(tx).await.map_err(tx_error)?;
    Ok(package)
}

fn tx_error(e: TxError) -> CatalogError {
    match e {
        TxError::Condition(label) => {
            verity_core::failure::Internal::new(format!("{label}: the package id was taken")).into()
        }
        TxError::Table(e) => e.into(),
    }
}

/// The package under the enterprise (1007 for another enterprise's id).
pub async fn package(
    ports: &Ports,
    enterprise_id: &str,
    package_id: &str,
) -> CatalogResult<Package> {
    ports
        .table
        .get_as::<Package>(&package_key(enterprise_id, package_id))
        .await?
        .ok_or(CatalogError::NotFound)
}

/// A new version of an active package. `expected_version` is the version the
/// caller's form shows: a newer one answers `PackageChanged`.
pub async fn update(
    ports: &Ports,
    enterprise_id: &str,
    package_id: &str,
    expected_version: Option<u32>,
    user_id: &str,
    draft: &Draft<'_>,
) -> CatalogResult<Package> {
    let current = package(ports, enterprise_id, package_id).await?;
    if current.status == PackageStatus::Disabled {
        return Err(CatalogError::PackageDisabled);
    }
    if expected_version.is_some_and(|v| v != current.version) {
        return Err(CatalogError::PackageChanged {
            version: current.version,
        });
    }
    let checked = check(ports, draft).await?;
    let now = ports.clock.now_millis().max(current.updated_at + 1);
    let next = Package {
        name_search: checked.name.to_lowercase(),
        name: checked.name,
        description: checked.description,
        version: current.version + 1,
        price_fen: checked.price_fen,
        items: checked.lines,
        updated_at: now,
        updated_by: user_id.to_string(),
        ..current.clone()
    };
    // The head moves only from the version it was read at, and only while
    // active: two editors cannot both write "version 2".
    let head = TxAction::Put {
        item: next.to_item(),
        condition: Some(
            Condition::eq("version", current.version)
                .and(Condition::eq("status", PackageStatus::Active.as_str())),
        ),
    };
    let tx = Tx::new()
        .with("package", head)
        .with("version", version_of(&next, user_id).put_new());
    match ports.table.run(tx).await {
        Ok(()) => Ok(next),
        Err(TxError::Condition(_)) => {
            let now = package(ports, enterprise_id, package_id).await?;
            if now.status == PackageStatus::Disabled {
                Err(CatalogError::PackageDisabled)
            } else {
                Err(CatalogError::PackageChanged {
                    version: now.version,
                })
            }
        }
        Err(TxError::Table(e)) => Err(e.into()),
    }
}

/// Disables or enables a package; asking for the status it has is a no-op.
pub async fn set_status(
    ports: &Ports,
    enterprise_id: &str,
    package_id: &str,
    to: PackageStatus,
    user_id: &str,
) -> CatalogResult<Package> {
    let current = package(ports, enterprise_id, package_id).await?;
    if current.status == to {
        return Ok(current);
    }
    let now = ports.clock.now_millis().max(current.updated_at + 1);
    let next = Package {
        status: to,
        updated_at: now,
        updated_by: user_id.to_string(),
        ..current.clone()
    };
    let put = TxAction::Put {
        item: next.to_item(),
        condition: Some(
            Condition::eq("status", current.status.as_str())
                .and(Condition::eq("version", current.version)),
        ),
    };
    match ports.table.run(Tx::new().with("package", put)).await {
        Ok(()) => Ok(next),
        // Changed meanwhile: answer what it is now.
        Err(TxError::Condition(_)) => package(ports, enterprise_id, package_id).await,
        Err(TxError::Table(e)) => Err(e.into()),
    }
}

/// Every version of a package, newest first.
pub async fn versions(
    ports: &Ports,
    enterprise_id: &str,
    package_id: &str,
) -> CatalogResult<Vec<PackageVersion>> {
    Ok(ports
        .table
        .query_all_as(
            Query::partition(owner_pk(enterprise_id))
                .sk(SkCondition::BeginsWith(format!("PKGV#{package_id}#")))
                .backward(),
        )
        .await?)
}

/// One version, as an order pins it.
pub async fn version(
    ports: &Ports,
    enterprise_id: &str,
    package_id: &str,
    version: u32,
) -> CatalogResult<PackageVersion> {
    ports
        .table
        .get_as(&version_key(enterprise_id, package_id, version))
        .await?
        .ok_or(CatalogError::NotFound)
}

/// A page of the enterprise's packages in `status`, most recently changed
/// first; `keyword` keeps those whose name holds it (any case).
pub async fn list(
    ports: &Ports,
    enterprise_id: &str,
    status: PackageStatus,
    keyword: Option<&str>,
    cursor: Option<String>,
    limit: usize,
) -> CatalogResult<(Vec<Package>, Option<String>)> {
    let mut query = Query::partition(list_pk(enterprise_id, status))
        .on_index("gsi1")
        .backward()
        .limit(limit)
        .after(cursor);
    if let Some(k) = keyword.map(str::trim).filter(|k| !k.is_empty()) {
        query = query.filter(Condition::Contains("nameSearch".into(), k.to_lowercase()));
    }
    Ok(ports.table.page_as(query).await?)
}

/// For seeding demo data: a package with a fixed id, unless it exists.
pub async fn ensure(
    ports: &Ports,
    enterprise_id: &str,
    package_id: &str,
    user_id: &str,
    draft: &Draft<'_>,
) -> CatalogResult<bool> {
    match create_as(ports, enterprise_id, package_id, user_id, draft).await {
        Ok(_) => Ok(true),
        Err(CatalogError::Internal(_))
            if ports
                .table
                .get(&package_key(enterprise_id, package_id))
                .await?
                .is_some() =>
        {
            Ok(false)
        }
        Err(e) => Err(e),
    }
}
