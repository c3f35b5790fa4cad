//! The `notice` group: the console bell. A member reads the notices of
//! their current enterprise that the rights they hold now let them see
//! (`notice/list`, with the unread count) and marks their own read
//! (`notice/read`). Notices are written by the processor when something
//! happens (`verity_domain::notices`); this crate is the HTTP surface.

pub mod handlers;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Needs, Ports};
use verity_http::Function;
use verity_http::{codes, Answering, Callers};

/// The `notice` function: the table only.
pub const FUNCTION: Function = Function {
    name: "notice",
    needs: Needs::TABLE.without_secret(),
    routes,
    seed: None,
};

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(handlers::list).answering(Callers::Members, codes![InvalidField]))
        .routes(routes!(handlers::read).answering(
            Callers::Members,
            codes![
                InvalidField("neither ids nor all, or both (`data.field`)"),
                NoticeNotFound("an id not the caller's (data.field, data.ids; nothing marked)")
            ],
        ))
        .with_state(ports)
}
