//! The `report` group: the report of a completed order (its current
//! version), its history, an analyst's (`ops`) edit as a new version, and
//! links that open it on a phone after an SMS check (`sr`, `report`, `reportMobile`),
//! its PDF with a verification code anyone can check, and the decision and
//! dispute that follow a report; ops' summary of every enterprise's processing.
//! Rules and storage: `verity_domain::reports`; this crate is the HTTP surface.

pub mod calls;
pub mod decisions;
pub mod documents;
pub mod pdf;
pub mod processing;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Access, Needs, Ports};
use verity_domain::identity::Right;
use verity_http::Function;
use verity_http::{codes, Answering, Callers};

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
        .routes(routes!(calls::detail::detail).answering(
            Callers::Holding(Right::ViewRecords),
            codes![
                InvalidField,
                NotFound("order not found"),
                ReportNotReady("the order has not completed (data.status)")
            ],
        ))
        .routes(routes!(calls::versions::versions).answering(
            Callers::Holding(Right::ViewRecords),
            codes![InvalidField, NotFound, ReportNotReady],
        ))
        .routes(routes!(calls::ops_edit::ops_edit).answering(
            Callers::Operators,
            codes![
                InvalidField("(data.field, e.g. items[0].code)"),
                NotFound,
                ReportNotReady,
                ReportChanged("another version saved meanwhile (data.version)")
            ],
        ))
        .routes(routes!(calls::share::share).answering(
            Callers::Holding(Right::OrderChecks),
            codes![
                InvalidField,
                NotFound,
                ReportNotReady,
                ShareTextCap("the phone got its 5 texts today (data.max; nothing created)")
            ],
        ))
        .routes(routes!(calls::revoke_share::revoke_share).answering(
            Callers::Holding(Right::OrderChecks),
            codes![NotFound("no such link of this enterprise")],
        ))
        .routes(routes!(calls::shared::shared).answering(
            Callers::Public,
            codes![
                PhoneCheckRequired("phone not verified for this link (go to /checkPhone?s=…)"),
                ShareLinkInvalid("invalid"),
                ShareLinkExpired("expired"),
                ShareLinkRevoked("revoked")
            ],
        ))
        .routes(routes!(calls::shares::shares).answering(
            Callers::Holding(Right::ViewRecords),
            codes![InvalidField, NotFound],
        ))
        .routes(routes!(documents::pdf).answering(
            Callers::Holding(Right::ViewRecords),
            codes![InvalidField, NotFound, ReportNotReady],
        ))
        .routes(routes!(documents::verify).answering(
            Callers::Public,
            codes![ReportCodeUnknown("no report has this code")],
        ))
        .routes(routes!(decisions::decide).answering(
            Callers::Holding(Right::OrderChecks),
            codes![
                InvalidField,
                NotFound,
                ReportNotReady,
                ReportDecided("already decided (a new decision only after a resolved dispute)"),
                ReportDisputed("the candidate's dispute is open"),
                AlreadyErased("a decline after the candidate's data were erased (no link to text)")
            ],
        ))
        .routes(routes!(decisions::ops_detail).answering(
            Callers::Operators,
            codes![InvalidField, NotFound, ReportNotReady],
        ))
        .routes(routes!(decisions::ops_disputes).answering(Callers::Operators, codes![]))
        .routes(
            routes!(processing::processing_summary)
                .answering(Callers::Operators, codes![InvalidField]),
        )
        .routes(routes!(decisions::ops_resolve).answering(
            Callers::Operators,
            codes![
                InvalidField("(data.field)"),
                NotFound,
                ReportChanged,
                NoOpenDispute("no open dispute"),
                AlreadyErased("the candidate's data were erased (no link to text)")
            ],
        ))
        .with_state(ports)
}
