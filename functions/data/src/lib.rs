//! The `data` group: reference dictionaries and the public site configuration.

pub mod dictionaries;

use std::collections::BTreeMap;
use verity_core::text::Text;

use axum::extract::{Query as UrlQuery, State};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Access, Needs, Ports};
use verity_core::table::{Query, SkCondition};
use verity_http::{codes, Answering, Callers};
use verity_http::{ApiError, ApiJson, ApiResult, ErrorCode, Function, Reply};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DictListRequest {
    /// Dictionary type, e.g. `checkItemKind`, `educationLevel`, `orderStatus`.
    #[serde(rename = "type")]
    pub kind: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DictEntry {
    pub value: String,
    /// zh-CN label.
    pub label: String,
    /// en-US label.
    pub label_en: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DictList {
    pub list: Vec<DictEntry>,
}

/// Lists the entries of one dictionary, in display order.
#[utoipa::path(
    post,
    path = "/api/base/data/queryDictList",
    tag = "data",
    request_body = DictListRequest,
    responses((status = 200, description = "Envelope whose data is the dictionary.", body = DictList))
)]
async fn query_dict_list(
    State(ports): State<Ports>,
    ApiJson(req): ApiJson<DictListRequest>,
) -> ApiResult<DictList> {
    let kind = req.kind.trim();
    if kind.is_empty() {
        return Err(ApiError::invalid(
            "type",
            Text::new("is required", "不能为空"),
        ));
    }
    if dictionaries::dictionary(kind).is_none() {
        return Err(
            ApiError::new(ErrorCode::UnknownDictType).with_data(serde_json::json!({
                "known": dictionaries::DICTIONARIES.iter().map(|(t, _)| *t).collect::<Vec<_>>()
            })),
        );
    }
    let page = ports
        .table
        .query(Query::partition(format!("DICT#{kind}")))
        .await?;
    let text = |item: &serde_json::Map<String, serde_json::Value>, attr: &str| {
        item.get(attr)
            .and_then(|v| v.as_str())
            .unwrap_or_default()
            .to_string()
    };
    let list = page
        .items
        .iter()
        .map(|item| DictEntry {
            value: text(item, "value"),
            label: text(item, "label"),
            label_en: text(item, "labelEn"),
        })
        .collect();
    Ok(Reply(DictList { list }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SphereConfigQuery {
    /// Only keys starting with this prefix, e.g. `site.`.
    pub prefix: Option<String>,
}

/// The public site configuration as a flat key → value object.
#[utoipa::path(
    get,
    path = "/api/base/data/querySphereConfig",
    tag = "data",
    params(SphereConfigQuery),
    responses((status = 200, description = "Envelope whose data maps config keys to values.", body = BTreeMap<String, String>))
)]
async fn query_sphere_config(
    State(ports): State<Ports>,
    query: Result<UrlQuery<SphereConfigQuery>, axum::extract::rejection::QueryRejection>,
) -> ApiResult<BTreeMap<String, String>> {
    let UrlQuery(query) = query.map_err(|_| {
        ApiError::invalid(
            "prefix",
            Text::new("malformed query string", "查询参数格式不正确"),
        )
    })?;
    let prefix = query.prefix.unwrap_or_default();
    if prefix.len() > 64
        || !prefix
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'))
    {
        return Err(ApiError::invalid(
            "prefix",
            Text::new(
                "use at most 64 letters, digits, '.', '_' or '-'",
                "最多 64 个字母、数字、“.”、“_”或“-”",
            ),
        ));
    }
    let mut q = Query::partition("CONFIG");
    if !prefix.is_empty() {
        q = q.sk(SkCondition::BeginsWith(prefix));
    }
    let page = ports.table.query(q).await?;
    let config = page
        .items
        .iter()
        .filter_map(|i| {
            Some((
                i.get("sk")?.as_str()?.to_string(),
                i.get("value")?.as_str()?.to_string(),
            ))
        })
        .collect();
    Ok(Reply(config))
}

/// The `data` function: read-only, over the table (no session, no writes).
pub const FUNCTION: Function = Function {
    name: "data",
    needs: Needs::TABLE.table(Access::Read).without_secret(),
    routes,
    seed: Some(|ports| Box::pin(dictionaries::seed_step(ports))),
};

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(query_dict_list).answering(
            Callers::Public,
            codes![
                UnknownDictType("unknown type"),
                InvalidField("missing type")
            ],
        ))
        .routes(
            routes!(query_sphere_config)
                .answering(Callers::Public, codes![InvalidField("bad prefix")]),
        )
        .with_state(ports)
}
