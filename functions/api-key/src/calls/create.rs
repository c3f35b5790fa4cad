//! `apiKey/create`: a new key, shown once.

use axum::extract::State;
use serde::{Deserialize, Deserializer, Serialize};
use utoipa::ToSchema;
use verity_core::failure::FieldError;
use verity_core::ports::Ports;
use verity_core::text::Text;
use verity_core::types::KeyName;
use verity_domain::api_keys;
use verity_domain::identity::{Right, Role};
use verity_http::paging::one_of;
use verity_http::{ApiJson, ApiResult, ClientIp, Reply, Session};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ApiKeyCreateRequest {
    /// 1–40 characters, to tell the enterprise's keys apart.
    #[schema(value_type = String)]
    pub name: KeyName,
    /// `operator` (orders checks, reads records and reports) or `viewer` (reads only).
    #[serde(default, deserialize_with = "key_role")]
    #[schema(value_type = String)]
    pub role: Option<Role>,
    /// A sandbox key (`vk_test_…`): orders in the enterprise's sandbox with
    /// sandbox money and the sandbox provider; the live balance never moves.
    #[serde(default)]
    pub sandbox: bool,
}

fn key_role<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Role>, D::Error> {
    one_of(
        d,
        |s| match s {
            "operator" => Some(Role::Operator),
            "viewer" => Some(Role::Viewer),
            _ => None,
        },
        Text::new(
            "role: must be operator or viewer",
            "须为 operator 或 viewer",
        ),
    )
}

/// The new key. `key` is shown this once: only its hash is kept.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApiKeyCreated {
    pub key_id: String,
    /// `vk_live_…` or `vk_test_…`: send it as `Authorization: Bearer <key>`.
    pub key: String,
    pub name: String,
    pub role: Role,
    pub sandbox: bool,
    pub prefix: String,
    /// Epoch ms.
    pub created_at: i64,
}

/// Creates an API key for the caller's enterprise (owners and admins; at most 20 active).
#[utoipa::path(
    post,
    path = "/api/base/apiKey/create",
    operation_id = "apiKeyCreate",
    tag = "apiKey",
    request_body = ApiKeyCreateRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the new key; `key` is shown this once.", body = ApiKeyCreated))
)]
pub async fn create(
    State(ports): State<Ports>,
    session: Session,
    ClientIp(ip): ClientIp,
    ApiJson(req): ApiJson<ApiKeyCreateRequest>,
) -> ApiResult<ApiKeyCreated> {
    let member = session.require(Right::ManageEnterprise)?;
    let role = req.role.ok_or_else(|| {
        FieldError::new(
            "role",
            Text::new(
                "role: must be operator or viewer",
                "须为 operator 或 viewer",
            ),
        )
    })?;
    let actor = session.actor(&ports, ip).await?;
    let created = api_keys::create(
        &ports,
        &member.enterprise_id,
        &actor,
        req.name.as_str(),
        role,
        req.sandbox,
    )
    .await?;
    let r = created.record;
    Ok(Reply(ApiKeyCreated {
        key_id: r.key_id,
        key: created.key,
        name: r.name,
        role: r.role,
        sandbox: r.sandbox,
        prefix: r.prefix,
        created_at: r.created_at,
    }))
}
