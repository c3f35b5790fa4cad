//! The `batch` group: the template of a package's columns, a file of up to
//! 10,000 candidates validated row by row, rows fixed or removed in place,
//! one charge for the batch and the processor's fan-out into orders. Rules
//! and storage: `verity_domain::batches`; this crate is the HTTP surface.

pub mod handlers;
mod template;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Access, Needs, Ports};
use verity_http::Function;

/// The `batch` function: the table; the uploads bucket (it reads the sheets,
/// and `files::owned` removes an expired unconfirmed upload); the reports
/// bucket (`batch-exports/`: problem rows and results); the events topic
/// (the fan-out).
pub const FUNCTION: Function = Function {
    name: "batch",
    needs: Needs::TABLE
        .uploads(Access::Write)
        .reports(Access::Write)
        .with_events(),
    routes,
    seed: None,
};

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(handlers::template))
        .routes(routes!(handlers::create))
        .routes(routes!(handlers::rows))
        .routes(routes!(handlers::fix_row))
        .routes(routes!(handlers::remove_row))
        .routes(routes!(handlers::remove_problem_rows))
        .routes(routes!(handlers::confirm_duplicates))
        .routes(routes!(handlers::problems))
        .routes(routes!(handlers::submit))
        .routes(routes!(handlers::detail))
        .routes(routes!(handlers::list))
        .routes(routes!(handlers::cancel_rest))
        .routes(routes!(handlers::export))
        .with_state(ports)
}
