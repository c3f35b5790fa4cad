//! The `batch` group: the template of a package's columns, a file of up to
//! 10,000 candidates validated row by row, rows fixed or removed in place,
//! one charge for the batch and the processor's fan-out into orders. Rules
//! and storage: `verity_domain::batches`; this crate is the HTTP surface.

pub mod calls;
mod template;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Needs, Ports};
use verity_domain::identity::Right;
use verity_http::answers::Answer;
use verity_http::Function;
use verity_http::{codes, Answering, Callers};

/// The `batch` function: the table; the uploads bucket (it reads the sheets,
/// and `files::owned` removes an expired unconfirmed upload); the reports
/// bucket (`batch-exports/`: problem rows and results); the events topic
/// (the fan-out).
pub const FUNCTION: Function = Function {
    name: "batch",
    needs: Needs::TABLE.with_blobs().with_events(),
    routes,
    seed: None,
};

/// Who may change a batch's rows, and what a change answers.
const ROW_CHANGE_CALLERS: Callers = Callers::Holding(Right::OrderChecks);
const ROW_CHANGE: &[Answer] = codes![
    InvalidField,
    NotFound("batch or row not found"),
    BatchRowsLocked("submitting has begun: the rows are what was charged (data.status)"),
    RateLimited("too many changes at once, try again")
];

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(calls::template::template).answering(
            Callers::Holding(Right::OrderChecks),
            codes![
                InvalidField("bad packageId or format"),
                NotFound("package not found")
            ],
        ))
        .routes(routes!(calls::create::create).answering(
            Callers::Holding(Right::OrderChecks),
            codes![
                InvalidField,
                NotFound("package not found"),
                FileNotFound("file not found"),
                PackageDisabled("package disabled"),
                EnterpriseNotCertified("not certified"),
                ContractNotAccepted("contract not accepted"),
                BatchFileUnreadable("file unreadable (data.reason)"),
                BatchNoHeader("no header row (data.columns)"),
                BatchNoRows("no rows"),
                BatchTooManyRows("too many rows (data.maxRows)")
            ],
        ))
        .routes(routes!(calls::rows::rows).answering(
            Callers::Holding(Right::ViewRecords),
            codes![
                InvalidField,
                BadCursor("bad cursor"),
                NotFound("batch not found")
            ],
        ))
        .routes(routes!(calls::fix_row::fix_row).answering(ROW_CHANGE_CALLERS, ROW_CHANGE))
        .routes(routes!(calls::remove_row::remove_row).answering(ROW_CHANGE_CALLERS, ROW_CHANGE))
        .routes(
            routes!(calls::remove_problem_rows::remove_problem_rows)
                .answering(ROW_CHANGE_CALLERS, ROW_CHANGE),
        )
        .routes(
            routes!(calls::confirm_duplicates::confirm_duplicates).answering(
                Callers::Holding(Right::OrderChecks),
                codes![
                    InvalidField("neither rows nor all, or both (data.field rows)"),
                    NotFound("batch or row not found"),
                    BatchRowsLocked("submitting has begun (data.status)"),
                    RateLimited("too many changes at once, try again")
                ],
            ),
        )
        .routes(routes!(calls::problems::problems).answering(
            Callers::Holding(Right::OrderChecks),
            codes![InvalidField("unknown format"), NotFound("batch not found")],
        ))
        .routes(routes!(calls::submit::submit).answering(
            Callers::Holding(Right::OrderChecks),
            codes![
                InvalidField,
                NotFound("batch not found"),
                PackageChanged("package changed since validation"),
                InsufficientBalance(
                    "insufficient balance (data.balanceFen, priceFen, shortfallFen)"
                ),
                IdempotencyKeyReused("key reused"),
                EnterpriseNotCertified,
                ContractNotAccepted,
                BatchStateConflict("already submitted (data.status)"),
                BatchNothingValid("no valid row"),
                RateLimited("the rows kept changing, try again")
            ],
        ))
        .routes(routes!(calls::detail::detail).answering(
            Callers::Holding(Right::ViewRecords),
            codes![InvalidField, NotFound("batch not found")],
        ))
        .routes(routes!(calls::list::list).answering(
            Callers::Holding(Right::ViewRecords),
            codes![InvalidField, BadCursor("bad cursor")],
        ))
        .routes(routes!(calls::cancel_rest::cancel_rest).answering(
            Callers::Holding(Right::OrderChecks),
            codes![
                InvalidField,
                NotFound("batch not found"),
                BatchStateConflict("not submitted yet (data.status)")
            ],
        ))
        .routes(routes!(calls::export::export).answering(
            Callers::Holding(Right::ViewRecords),
            codes![InvalidField("unknown format"), NotFound("batch not found")],
        ))
        .with_state(ports)
}
