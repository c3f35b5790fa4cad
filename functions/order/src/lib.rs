//! The `order` group: placing a background check (charged once, with the
//! candidate's consent link or an uploaded signed authorization), the
//! enterprise's records and each order's record of processing, cancelling with a refund, reminding the candidate
//! and exporting the list. Rules and storage: `verity_domain::orders`; the
//! processor does the work after consent; this crate is the HTTP surface.

pub mod calls;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Needs, Ports};
use verity_domain::identity::Right;
use verity_http::Function;
use verity_http::{codes, Answering, Callers};

/// The `order` function: the table, the uploads bucket (an offline consent
/// file is checked with `files::owned`, which removes an expired unconfirmed
/// upload), the reports bucket (`order-exports/`) and the events topic (the
/// processor's work).
pub const FUNCTION: Function = Function {
    name: "order",
    needs: Needs::TABLE.with_blobs().with_events(),
    routes,
    seed: None,
};

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(calls::create::create).answering(
            Callers::Holding(Right::OrderChecks),
            codes![
                InvalidField("bad field (data.field), or a detail an item needs is missing"),
                NotFound("package not found"),
                FileNotFound("consent file not found"),
                PackageDisabled("package disabled"),
                PackageChanged("package changed meanwhile"),
                InsufficientBalance(
                    "insufficient balance (data.balanceFen, priceFen, shortfallFen)"
                ),
                IdempotencyKeyReused("key reused with another body"),
                PhoneTextCap("the phone's 5 consent texts today, nothing charged (data.max)"),
                EnterpriseNotCertified("enterprise not certified"),
                ContractNotAccepted("contract not accepted"),
                DuplicateCandidate("ordered in the last 30 days (data.orderNo): confirmDuplicate"),
                NotFound("no such registration in this enterprise (data.field)"),
                RegistrationMismatch("the registration is another candidate's")
            ],
        ))
        .routes(routes!(calls::list::list).answering(
            Callers::Holding(Right::ViewRecords),
            codes![InvalidField("bad filter"), BadCursor("bad cursor")],
        ))
        .routes(routes!(calls::detail::detail).answering(
            Callers::Holding(Right::ViewRecords),
            codes![NotFound("no such order in this enterprise")],
        ))
        .routes(routes!(calls::cancel::cancel).answering(
            Callers::Holding(Right::OrderChecks),
            codes![
                NotFound("no such order"),
                OrderStateConflict("work has started or the order ended (data.status)")
            ],
        ))
        .routes(routes!(calls::remind::remind).answering(
            Callers::Holding(Right::OrderChecks),
            codes![
                NotFound("no such order"),
                OrderStateConflict("not awaiting consent (data.status)"),
                ReminderCooldown("texted less than 4 hours ago (data.retryAfterSeconds)"),
                ReminderLimit("the order was texted 7 times already (data.max)"),
                PhoneTextCap("the phone got its 5 consent texts today (data.max), nothing sent")
            ],
        ))
        .routes(routes!(calls::export::export).answering(
            Callers::Holding(Right::ViewRecords),
            codes![InvalidField("unknown format or a bad filter")],
        ))
        .routes(
            routes!(calls::processing_record::processing_record).answering(
                Callers::Holding(Right::ViewRecords),
                codes![NotFound("no such order in this enterprise")],
            ),
        )
        .routes(routes!(calls::reveal::reveal_candidate).answering(
            Callers::Holding(Right::ViewCandidates),
            codes![
                InvalidField("field not phone or idNumber"),
                NotFound("no such order in this enterprise (nothing written)"),
                AlreadyErased("the candidate's data were erased (nothing to reveal)")
            ],
        ))
        .with_state(ports)
}
