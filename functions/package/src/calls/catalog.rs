//! `package/catalog`: the platform's screening items.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_domain::catalog::{self, CatalogItem};
use verity_domain::identity::Right;
use verity_http::{ApiJson, ApiResult, Reply, Session};

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
    responses((status = 200, description = "Envelope whose data is {list}.", body = CatalogReply))
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
