//! A declined candidate's side of a report, opened from the link texted to
//! them (`/dispute`): the findings that concern them, and a dispute within
//! 7 days. Rules: `verity_domain::reports::decision`.

use axum::extract::State;
use http::HeaderMap;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::{Reason, Ticket};
use verity_domain::reports::decision::{self, CandidateFindings, Dispute};
use verity_http::session::share_token;
use verity_http::{ApiJson, ApiResult, Reply};

use crate::handlers::ShareRequest;

/// The findings of the report that concern the candidate (items not green), and any dispute.
#[utoipa::path(
    post,
    path = "/api/base/candidate/findings",
    operation_id = "candidateFindings",
    tag = "candidate",
    request_body = ShareRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {orderNo, enterpriseName, decidedAt, disputeUntil, version, items, canDispute, dispute}.", body = CandidateFindings))
)]
pub async fn findings(
    State(ports): State<Ports>,
    headers: HeaderMap,
    ApiJson(req): ApiJson<ShareRequest>,
) -> ApiResult<CandidateFindings> {
    Ok(Reply(
        decision::findings(&ports, &req.s, share_token(&headers).as_deref()).await?,
    ))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DisputeRequest {
    #[schema(value_type = String)]
    pub s: Ticket,
    /// The codes of the items the candidate disputes.
    pub items: Vec<String>,
    /// What is wrong, in the candidate's words (at most 500 characters).
    #[schema(value_type = String)]
    pub text: Reason,
}

/// Disputes findings of a declined report (once per decline, within 7 days); an analyst reviews it.
#[utoipa::path(
    post,
    path = "/api/base/candidate/dispute",
    operation_id = "candidateDispute",
    tag = "candidate",
    request_body = DisputeRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the dispute.", body = Dispute))
)]
pub async fn dispute(
    State(ports): State<Ports>,
    headers: HeaderMap,
    ApiJson(req): ApiJson<DisputeRequest>,
) -> ApiResult<Dispute> {
    Ok(Reply(
        decision::raise(
            &ports,
            &req.s,
            share_token(&headers).as_deref(),
            &req.items,
            &req.text,
        )
        .await?,
    ))
}
