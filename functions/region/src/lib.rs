//! The `region` group: China's administrative divisions (GB/T 2260),
//! province → city → district, queried by parent code.

pub mod seed;

use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Access, Needs, Ports};
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

#[derive(Debug, Clone, Serialize, ToSchema)]
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
async fn list(ApiJson(req): ApiJson<RegionListRequest>) -> ApiResult<RegionList> {
    let parent = match req.parent_code {
        None | Some(OrClear::Clear) => seed::ROOT.to_string(),
        Some(OrClear::Set(code)) => code.into_inner(),
    };
    let index = index();
    match index.children.get(parent.as_str()) {
        Some(list) => Ok(Reply(RegionList { list: list.clone() })),
        // A leaf (no children) answers an empty list; a code that does not exist is 404.
        None if parent == seed::ROOT || index.known.contains(parent.as_str()) => {
            Ok(Reply(RegionList { list: Vec::new() }))
        }
        None => Err(ApiError::with_msg(
            verity_http::ErrorCode::NotFound,
            Text::new("No division has this code", "不存在该行政区划"),
        )),
    }
}

/// The bundled divisions parsed once per process: reference data is served
/// from memory (the seed step still writes them to the table, where other
/// areas check a code exists: `verity_domain::regions`).
struct Index {
    /// The children of each division code (`"0"` for provinces), in code order.
    children: HashMap<String, Vec<Region>>,
    /// Every division code.
    known: HashSet<String>,
}

fn index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(|| {
        let mut all = seed::divisions();
        all.sort_by(|a, b| a.code.cmp(&b.code));
        let mut children: HashMap<String, Vec<Region>> = HashMap::new();
        let mut known = HashSet::new();
        for d in all {
            known.insert(d.code.clone());
            children.entry(d.parent).or_default().push(Region {
                code: d.code,
                name: d.name,
                level: d.level,
                has_children: d.has_children,
            });
        }
        Index { children, known }
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
