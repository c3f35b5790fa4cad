//! The `workOrder` group: an enterprise's support tickets and their threads
//! with the platform's `ops` role. Members with `UseWorkOrders` raise, read,
//! answer, reopen and close their enterprise's tickets; platform operators
//! (`ops/*`) list every enterprise's tickets, answer and resolve them.
//! Rules and storage: `verity_domain::workorders`; this crate is the HTTP surface.

pub mod handlers;
pub mod ops;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Access, Needs, Ports};
use verity_http::Function;

/// The `workOrder` function: the table, the uploads bucket (signed download
/// URLs of attachments; `files::owned` removes an expired unconfirmed upload,
/// so write) and the events topic (texts to the raiser).
pub const FUNCTION: Function = Function {
    name: "workOrder",
    needs: Needs::TABLE.uploads(Access::Write).with_events(),
    routes,
    seed: None,
};

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(handlers::create))
        .routes(routes!(handlers::list))
        .routes(routes!(handlers::detail))
        .routes(routes!(handlers::reply))
        .routes(routes!(handlers::reopen))
        .routes(routes!(handlers::close))
        .routes(routes!(handlers::unread_count))
        .routes(routes!(ops::list))
        .routes(routes!(ops::detail))
        .routes(routes!(ops::reply))
        .routes(routes!(ops::resolve))
        .with_state(ports)
}
