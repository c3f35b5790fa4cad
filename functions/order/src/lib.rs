//! The `order` group: placing a background check (charged once, with the
//! candidate's consent link or an uploaded signed authorization), the
//! enterprise's records, cancelling with a refund, reminding the candidate
//! and exporting the list. Rules and storage: `verity_domain::orders`; the
//! processor does the work after consent; this crate is the HTTP surface.

pub mod calls;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Needs, Ports};
use verity_http::Function;
use verity_http::{codes, Answering};

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
        .routes(routes!(calls::create::create).answering(codes![SessionInvalid, NoPermission("viewer"), InvalidField("bad field (data.field), also a detail an item of the package needs and the candidate lacks (data.field candidate.school, candidate.employer or candidate.certificateNumber; nothing charged)"), NotFound("package not found"), FileNotFound("consent file not found"), PackageDisabled("package disabled"), PackageChanged("package changed meanwhile"), InsufficientBalance("insufficient balance (data.balanceFen, priceFen, shortfallFen)"), IdempotencyKeyReused("key reused with another body"), PhoneTextCap("the candidate's phone got its 5 consent texts today, nothing charged (data.field, data.max)"), EnterpriseNotCertified("enterprise not certified"), ContractNotAccepted("contract not accepted"), DuplicateCandidate("candidate ordered in the last 30 days (data.orderNo, orderedAt): resend with confirmDuplicate"), NotFound("(data.field registrationId) no such registration in this enterprise"), RegistrationMismatch("the registration is another candidate's")]))
        .routes(routes!(calls::list::list).answering(codes![SessionInvalid, NoPermission, InvalidField("bad filter"), BadCursor("bad cursor")]))
        .routes(routes!(calls::detail::detail).answering(codes![SessionInvalid, NoPermission, NotFound("no such order in this enterprise")]))
        .routes(routes!(calls::cancel::cancel).answering(codes![SessionInvalid, NoPermission("viewer"), NotFound("no such order"), OrderStateConflict("work has started or the order ended (data.status)")]))
        .routes(routes!(calls::remind::remind).answering(codes![SessionInvalid, NoPermission("viewer"), NotFound("no such order"), OrderStateConflict("not awaiting consent (data.status)"), ReminderCooldown("the last text went out less than 4 hours ago (data.retryAfterSeconds)"), ReminderLimit("the order was texted 7 times already (data.max)"), PhoneTextCap("the phone got its 5 consent texts today (data.max), nothing sent")]))
        .routes(routes!(calls::export::export).answering(codes![SessionInvalid, NoPermission("(also `unmasked` by another role)"), InvalidField("unknown format or a bad filter")]))
        .routes(routes!(calls::reveal::reveal_candidate).answering(codes![SessionInvalid, NoPermission("viewer (members who do not see candidates)"), InvalidField("field not phone or idNumber"), NotFound("no such order in this enterprise (nothing written)")]))
        .with_state(ports)
}
