//! The `order` group: placing a background check (charged once, with the
//! candidate's consent link or an uploaded signed authorization), the
//! enterprise's records, cancelling with a refund, reminding the candidate
//! and exporting the list. Rules and storage: `verity_domain::orders`; the
//! processor does the work after consent; this crate is the HTTP surface.

pub mod calls;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Needs, Ports};
use verity_http::Function;

/// The `order` function: the table, the uploads bucket (an offline consent
/// file is checked with `files::owned`, which removes an expired unconfirmed
/// upload), the reports bucket (`order-exports/`) and the events topic (the
/// processor's work).
pub const FUNCTION: Function = Function {
    name: "order",
    needs: Needs::TABLE.with_blobs().with_events(),
    routes,
    seed: None,
};

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(calls::create::create))
        .routes(routes!(calls::list::list))
        .routes(routes!(calls::detail::detail))
        .routes(routes!(calls::cancel::cancel))
        .routes(routes!(calls::remind::remind))
        .routes(routes!(calls::export::export))
        .routes(routes!(calls::reveal::reveal_candidate))
        .with_state(ports)
}
