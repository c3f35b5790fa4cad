//! The `report` group: the report of a completed order (its current
//! version), its history, an analyst's (`ops`) edit as a new version, and
//! links that open it on a phone after an SMS check (`sr`, `report`, `reportMobile`).
//! Rules and storage: `verity_domain::reports`; this crate is the HTTP surface.

pub mod handlers;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Needs, Ports};
use verity_http::Function;

/// The `report` function: the table and the events topic (PDFs come later).
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
        .routes(routes!(handlers::share))
        .routes(routes!(handlers::revoke_share))
        .routes(routes!(handlers::shared))
        .with_state(ports)
}
