//! The `batch` group: the template of a package's columns, a file of up to
//! 10,000 candidates validated row by row, rows fixed or removed in place,
//! one charge for the batch and the processor's fan-out into orders. Rules
//! and storage: `verity_domain::batches`; this crate is the HTTP surface.

pub mod calls;
mod template;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Needs, Ports};
use verity_http::Function;

/// The `batch` function: the table; the uploads bucket (it reads the sheets,
/// and `files::owned` removes an expired unconfirmed upload); the reports
/// bucket (`batch-exports/`: problem rows and results); the events topic
/// (the fan-out).
pub const FUNCTION: Function = Function {
    name: "batch",
    needs: Needs::TABLE.with_blobs().with_events(),
    routes,
    seed: None,
};

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(calls::template::template))
        .routes(routes!(calls::create::create))
        .routes(routes!(calls::rows::rows))
        .routes(routes!(calls::fix_row::fix_row))
        .routes(routes!(calls::remove_row::remove_row))
        .routes(routes!(calls::remove_problem_rows::remove_problem_rows))
        .routes(routes!(calls::confirm_duplicates::confirm_duplicates))
        .routes(routes!(calls::problems::problems))
        .routes(routes!(calls::submit::submit))
        .routes(routes!(calls::detail::detail))
        .routes(routes!(calls::list::list))
        .routes(routes!(calls::cancel_rest::cancel_rest))
        .routes(routes!(calls::export::export))
        .with_state(ports)
}
