//! `order/revealCandidate`: one candidate detail in clear, audited.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::EntityId;
use verity_domain::identity::Right;
use verity_domain::orders::lifecycle::{self};
use verity_domain::orders::reveal::{self, RevealField};
use verity_http::{ApiJson, ApiResult, Reply, Session};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RevealCandidateRequest {
    #[schema(value_type = String)]
    pub order_id: EntityId,
    /// `phone` or `idNumber`.
    pub field: RevealField,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RevealedCandidate {
    pub field: RevealField,
    /// The clear value. Not kept by the page beyond the screen.
    pub value: String,
}

/// Shows one order's candidate phone or ID number in clear, writing an audit
/// entry first (who, when, the order number, the field; never the value).
#[utoipa::path(
    post,
    path = "/api/base/order/revealCandidate",
    operation_id = "orderRevealCandidate",
    tag = "order",
    request_body = RevealCandidateRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {field, value}; an `candidate.revealed` entry is in the enterprise's audit log.", body = RevealedCandidate))
)]
pub async fn reveal_candidate(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<RevealCandidateRequest>,
) -> ApiResult<RevealedCandidate> {
    let member = session.require(Right::ViewCandidates)?;
    let order = lifecycle::order(&ports, &member.enterprise_id, &req.order_id).await?;
    let actor = session.actor(&ports, None).await?;
    let value = reveal::reveal(&ports, &order, req.field, &actor).await?;
    Ok(Reply(RevealedCandidate {
        field: req.field,
        value,
    }))
}
