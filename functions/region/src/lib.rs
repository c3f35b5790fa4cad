//! The `region` group: China's administrative divisions (GB/T 2260),
//! province → city → district, queried by parent code.

pub mod seed;

use axum::extract::State;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Access, Needs, Ports};
use verity_core::table::{Key, Query};
use verity_core::text::Text;
use verity_core::types::{DivisionCode, OrClear};
use verity_http::{codes, Answering, Callers};
use verity_http::{ApiError, ApiJson, ApiResult, Function, Reply};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RegionListRequest {
    /// Parent division code (2, 4 or 6 digits); absent or empty lists provinces.
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    pub parent_code: Option<OrClear<DivisionCode>>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Region {
    pub code: String,
    pub name: String,
    /// 1 province, 2 city, 3 district.
    pub level: u8,
    pub has_children: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RegionList {
    pub list: Vec<Region>,
}

/// Lists the divisions directly under a parent code.
#[utoipa::path(
    post,
    path = "/api/base/region/list",
    operation_id = "regionList",
    tag = "region",
    request_body = RegionListRequest,
    responses((status = 200, description = "Envelope whose data is the list of child divisions.", body = RegionList))
)]
async fn list(
    State(ports): State<Ports>,
    ApiJson(req): ApiJson<RegionListRequest>,
) -> ApiResult<RegionList> {
    let parent = match req.parent_code {
        None | Some(OrClear::Clear) => seed::ROOT.to_string(),
        Some(OrClear::Set(code)) => code.into_inner(),
    };
    let page = ports
        .table
        .query(Query::partition(format!("REGION#{parent}")))
        .await?;
    if page.items.is_empty() && parent != seed::ROOT {
        // Tell a leaf (no children) from a code that does not exist.
        let exists = ports
            .table
            .get(&Key::new(
                format!("REGION#{}", seed::parent_of(&parent)),
                parent.clone(),
            ))
            .await?
            .is_some();
        if !exists {
            return Err(ApiError::with_msg(
                verity_http::ErrorCode::NotFound,
                Text::new("No division has this code", "不存在该行政区划"),
            ));
        }
    }
    let list = page.items.iter().filter_map(to_region).collect();
    Ok(Reply(RegionList { list }))
}

fn to_region(item: &serde_json::Map<String, Value>) -> Option<Region> {
    Some(Region {
        code: item.get("code")?.as_str()?.to_string(),
        name: item.get("name")?.as_str()?.to_string(),
        level: item.get("level")?.as_u64()? as u8,
        has_children: item.get("hasChildren")?.as_bool()?,
    })
}

/// The `region` function: read-only, over the table (no session, no writes).
pub const FUNCTION: Function = Function {
    name: "region",
    needs: Needs::TABLE.table(Access::Read).without_secret(),
    routes,
    seed: Some(|ports| Box::pin(seed::seed_step(ports))),
};

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(list).answering(
            Callers::Public,
            codes![
                InvalidField("bad parent code"),
                NotFound("no such division")
            ],
        ))
        .with_state(ports)
}
