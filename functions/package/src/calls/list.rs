//! `package/list`: the enterprise's packages in one status.

use axum::extract::State;
use serde::{Deserialize, Deserializer, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::text::Text;
use verity_domain::catalog::packages::{self, PackageStatus};
use verity_domain::identity::Right;
use verity_http::paging::one_of;
use verity_http::{ApiError, ApiJson, ApiResult, Reply, Session};

const PAGE: usize = 20;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PackageListRequest {
    /// Part of the name, any case.
    #[serde(default)]
    pub keyword: Option<String>,
    /// `active` (default) or `disabled`.
    #[serde(default, deserialize_with = "package_status")]
    #[schema(value_type = Option<String>)]
    pub status: Option<PackageStatus>,
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub cursor: Option<verity_core::types::Cursor>,
}

fn package_status<'de, D: Deserializer<'de>>(d: D) -> Result<Option<PackageStatus>, D::Error> {
    one_of(
        d,
        PackageStatus::parse,
        Text::new(
            "status: must be active or disabled",
            "须为 active 或 disabled",
        ),
    )
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
    responses((status = 200, description = "Envelope whose data is {list, cursor}. A page may hold fewer rows than 20 while a keyword filters it; follow the cursor until it is null.", body = PackagePage))
)]
pub async fn list(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<PackageListRequest>,
) -> ApiResult<PackagePage> {
    let member = session.require(Right::ViewPackages)?;
    let status = req.status.unwrap_or(PackageStatus::Active);
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
