//! The `report` group: the report of a completed order (its current
//! version), its history, and an analyst's (`ops`) edit as a new version.
//! Rules and storage: `verity_domain::reports`; this crate is the HTTP surface.

pub mod handlers;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Needs, Ports};
use verity_http::Function;

/// The `report` function: the table only (PDFs and share links come later).
pub const FUNCTION: Function = Function {
    name: "report",
    needs: Needs::TABLE.with_events(),
    routes,
    seed: None,
};

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(handlers::detail))
        .routes(routes!(handlers::versions))
        .routes(routes!(handlers::ops_edit))
        .with_state(ports)
}
