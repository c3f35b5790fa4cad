//! The `enterprise` group: a visitor creates an enterprise (and becomes its
//! owner), the platform's operators review it, the owner accepts the
//! service contract and runs the account (profile, members, audit log).
//! Rules and storage: `verity_domain::enterprise`; this crate is the HTTP
//! surface. Every call checks the session's role (-6) and works only on the
//! session's current enterprise; ids in a request are looked up under it.
//! The exceptions are the invitee's calls (`invitation*`): the signed-in
//! caller's own phone's invitations, or a texted link's (public, behind its
//! phone check).

pub mod invitations;
pub mod members;
pub mod ops;
pub mod profile;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Access, Needs, Ports};
use verity_http::Function;

/// The `enterprise` function: over the table, the uploads bucket (licence
/// and logo URLs; `files::owned` removes an expired unconfirmed upload, so
/// write) and the events topic (invitation texts).
pub const FUNCTION: Function = Function {
    name: "enterprise",
    needs: Needs::TABLE.uploads(Access::Write).with_events(),
    routes,
    seed: None,
};

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(profile::create::create))
        .routes(routes!(profile::detail::detail))
        .routes(routes!(profile::update::update))
        .routes(routes!(profile::contract::contract))
        .routes(routes!(profile::accept_contract::accept_contract))
        .routes(routes!(profile::audit_log::audit_log))
        .routes(routes!(members::invite))
        .routes(routes!(members::change_role))
        .routes(routes!(members::disable))
        .routes(routes!(members::enable))
        .routes(routes!(members::list))
        .routes(routes!(members::resend_invite))
        .routes(routes!(members::revoke_invite))
        .routes(routes!(invitations::list))
        .routes(routes!(invitations::accept))
        .routes(routes!(invitations::decline))
        .routes(routes!(invitations::send_code))
        .routes(routes!(invitations::check_phone))
        .routes(routes!(invitations::detail))
        .routes(routes!(invitations::accept_by_link))
        .routes(routes!(invitations::decline_by_link))
        .routes(routes!(ops::list))
        .routes(routes!(ops::review))
        .with_state(ports)
}
