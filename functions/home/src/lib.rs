//! The `home` group: the enterprise's home page in one call, and its
//! onboarding checklist until the first order, and for the platform's
//! operators the count of dead events (`home/ops/deadLetters`). Every member
//! reads it (`ViewDashboard`). The order numbers come from the counters
//! `verity_domain::stats` keeps in the transactions that place and move
//! orders, so the call reads a handful of items however many orders there
//! are; this crate is the HTTP surface.

pub mod dead_letters;
pub mod onboarding;
pub mod summary;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Access, Needs, Ports};
use verity_domain::identity::Right;
use verity_http::Function;
use verity_http::{codes, Answering, Callers};

/// The `home` function: reads the table only (`Access::Read` includes the
/// session check's own upkeep: moving a session's idle deadline, removing an
/// expired one), and counts the dead-letter queues for the platform's operators.
pub const FUNCTION: Function = Function {
    name: "home",
    needs: Needs::TABLE.table(Access::Read).with_dead_letters(),
    routes,
    seed: None,
};

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(
            routes!(summary::summary).answering(Callers::Holding(Right::ViewDashboard), codes![]),
        )
        .routes(
            routes!(onboarding::onboarding)
                .answering(Callers::Holding(Right::ViewDashboard), codes![]),
        )
        .routes(routes!(dead_letters::dead_letters).answering(Callers::Operators, codes![]))
        .with_state(ports)
}
