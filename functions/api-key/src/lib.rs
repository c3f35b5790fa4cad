//! The `apiKey` group: an enterprise's API keys (owners and admins). A key
//! is shown once at creation, stored as its hash, listed with its last use
//! and revoked at once. Rules and storage: `verity_domain::api_keys`; the
//! key's use on every other route: `verity_http::Session`.

pub mod calls;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Needs, Ports};
use verity_domain::identity::Right;
use verity_http::Function;
use verity_http::{codes, Answering, Callers};

/// The `apiKey` function: the table and the key (the last-used network is sealed).
pub const FUNCTION: Function = Function {
    name: "apiKey",
    needs: Needs::TABLE,
    routes,
    seed: None,
};

fn routes(ports: Ports) -> OpenApiRouter {
    let managers = Callers::Holding(Right::ManageEnterprise);
    OpenApiRouter::new()
        .routes(routes!(calls::create::create).answering(
            managers,
            codes![
                InvalidField("bad name or role (data.field)"),
                ApiKeyLimitReached("20 active keys already (data.limit)")
            ],
        ))
        .routes(routes!(calls::list::list).answering(managers, codes![BadCursor("bad cursor")]))
        .routes(routes!(calls::revoke::revoke).answering(
            managers,
            codes![ApiKeyNotFound(
                "no such key in this enterprise (nothing changed)"
            )],
        ))
        .with_state(ports)
}
