//! The `report` group: the report of a completed order (its current
//! version), its history, an analyst's (`ops`) edit as a new version, and
//! links that open it on a phone after an SMS check (`sr`, `report`, `reportMobile`),
//! its PDF with a verification code anyone can check, and the decision and
//! dispute that follow a report.
//! Rules and storage: `verity_domain::reports`; this crate is the HTTP surface.

pub mod calls;
pub mod decisions;
pub mod documents;
pub mod pdf;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Access, Needs, Ports};
use verity_http::Function;

/// The `report` function: the table, the reports bucket (PDFs under
/// `reports/`) and the events topic (assembly, the candidate's texts).
pub const FUNCTION: Function = Function {
    name: "report",
    needs: Needs::TABLE.reports(Access::Write).with_events(),
    routes,
    seed: None,
};

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(calls::detail::detail))
        .routes(routes!(calls::versions::versions))
        .routes(routes!(calls::ops_edit::ops_edit))
        .routes(routes!(calls::share::share))
        .routes(routes!(calls::revoke_share::revoke_share))
        .routes(routes!(calls::shared::shared))
        .routes(routes!(calls::shares::shares))
        .routes(routes!(documents::pdf))
        .routes(routes!(documents::verify))
        .routes(routes!(decisions::decide))
        .routes(routes!(decisions::ops_detail))
        .routes(routes!(decisions::ops_disputes))
        .routes(routes!(decisions::ops_resolve))
        .with_state(ports)
}
