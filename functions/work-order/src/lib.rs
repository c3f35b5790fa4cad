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
use verity_domain::identity::Right;
use verity_http::Function;
use verity_http::{codes, Answering, Callers};

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
        .routes(routes!(handlers::create).answering(
            Callers::Holding(Right::UseWorkOrders),
            codes![
                InvalidField("bad field (data.field)"),
                NotFound("orderId is not an order of this enterprise (data.field orderId)"),
                FileNotFound("an attachment not an upload of this enterprise (data.field)")
            ],
        ))
        .routes(routes!(handlers::list).answering(
            Callers::Holding(Right::UseWorkOrders),
            codes![
                InvalidField("bad status or pageSize"),
                BadCursor("bad cursor")
            ],
        ))
        .routes(routes!(handlers::detail).answering(
            Callers::Holding(Right::UseWorkOrders),
            codes![InvalidField, NotFound("no such ticket in this enterprise")],
        ))
        .routes(routes!(handlers::reply).answering(
            Callers::Holding(Right::UseWorkOrders),
            codes![
                InvalidField("(data.field)"),
                NotFound,
                FileNotFound("an attachment is not this enterprise's (data.field)"),
                WorkOrderClosed("closed"),
                WorkOrderResolved("resolved: reopen it to reply"),
                WorkOrderStateConflict("the ticket kept changing meanwhile")
            ],
        ))
        .routes(routes!(handlers::reopen).answering(
            Callers::Holding(Right::UseWorkOrders),
            codes![
                InvalidField,
                NotFound,
                WorkOrderClosed("closed"),
                WorkOrderNotResolved("not resolved (data.status)"),
                ReopenWindowOver(
                    "resolved more than 7 days ago (data.resolvedAt, data.reopenUntil)"
                )
            ],
        ))
        .routes(routes!(handlers::close).answering(
            Callers::Holding(Right::UseWorkOrders),
            codes![InvalidField, NotFound, WorkOrderClosed("already closed")],
        ))
        .routes(
            routes!(handlers::unread_count)
                .answering(Callers::Holding(Right::UseWorkOrders), codes![]),
        )
        .routes(routes!(ops::list).answering(
            Callers::Operators,
            codes![InvalidField, BadCursor("bad cursor")],
        ))
        .routes(routes!(ops::detail).answering(Callers::Operators, codes![InvalidField, NotFound]))
        .routes(routes!(ops::reply).answering(
            Callers::Operators,
            codes![
                InvalidField,
                NotFound,
                FileNotFound("(data.field)"),
                WorkOrderClosed("closed"),
                WorkOrderStateConflict
            ],
        ))
        .routes(routes!(ops::resolve).answering(
            Callers::Operators,
            codes![
                InvalidField,
                NotFound,
                WorkOrderClosed("closed"),
                WorkOrderStateConflict("already resolved (data.status)")
            ],
        ))
        .with_state(ports)
}
