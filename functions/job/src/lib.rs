//! The `job` group: job application registration. The enterprise's calls
//! (`job/create`, `list`, `detail`, `close`, `registrations`,
//! `registration`) need a session; the applicant's (`job/apply/*`) are
//! public, opened from the position's link `/jobApply?j=<code>`: after
//! `job/apply/verify` (an SMS code of scene `jobApply`) they carry the
//! applicant token as their bearer. Rules and storage:
//! `verity_domain::jobs`; this crate is the HTTP surface.

pub mod apply;
pub mod positions;
pub mod registrations;

use axum::extract::DefaultBodyLimit;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Access, Needs, Ports};
use verity_http::Function;

/// The body cap of an upload: what fits Lambda's payload after base64.
const UPLOAD_BODY_MAX: usize = verity_http::upload::BODY_MAX;

/// The `job` function: the table and the uploads bucket (applicants'
/// attachments, signed downloads).
pub const FUNCTION: Function = Function {
    name: "job",
    needs: Needs::TABLE.uploads(Access::Write),
    routes,
    seed: None,
};

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(apply::upload))
        .layer(DefaultBodyLimit::max(UPLOAD_BODY_MAX))
        .routes(routes!(positions::create))
        .routes(routes!(positions::list))
        .routes(routes!(positions::detail))
        .routes(routes!(positions::close))
        .routes(routes!(registrations::list))
        .routes(routes!(registrations::detail))
        .routes(routes!(apply::info))
        .routes(routes!(apply::verify))
        .routes(routes!(apply::mine))
        .routes(routes!(apply::submit))
        .with_state(ports)
}
