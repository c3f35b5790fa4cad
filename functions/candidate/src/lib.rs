//! The `candidate` function: the candidate's side of an order, opened from
//! the consent link texted to them (no enterprise session). It serves two
//! groups: `share/sendCode` and `share/checkPhone` (the phone check every
//! share link uses; -12 sends the browser there; the code is texted only to
//! the link's phone) and `candidate/*` (what is asked, signing,
//! withdrawing; a declined candidate's findings and dispute). Each `candidate/*` call carries the link's code `s` and
//! the share token as its bearer. Rules: `verity_domain::share` and
//! `verity_domain::orders::consent`.

pub mod disputes;
pub mod handlers;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Access, Needs, Ports};
use verity_http::Function;

/// The `candidate` function: the table, the uploads bucket (drawn
/// signatures) and the events topic (an authorized order starts).
pub const FUNCTION: Function = Function {
    name: "candidate",
    needs: Needs::TABLE.uploads(Access::Write).with_events(),
    routes,
    seed: None,
};

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(handlers::send_code))
        .routes(routes!(handlers::check_phone))
        .routes(routes!(handlers::detail))
        .routes(routes!(handlers::sign))
        .routes(routes!(handlers::withdraw))
        .routes(routes!(disputes::findings))
        .routes(routes!(disputes::dispute))
        .with_state(ports)
}
