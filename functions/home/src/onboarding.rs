//! `home/onboarding`: the new enterprise's checklist (entered, reviewed,
//! contract, package, balance, first order) with the next thing to do. Every
//! member reads it; the screen offers each action only to those who may take it.

use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_domain::identity::Right;
use verity_domain::onboarding::{self, Onboarding};
use verity_http::{ApiJson, ApiResult, Reply, Session};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct OnboardingRequest {}

/// Where the enterprise stands on its way to the first check.
#[utoipa::path(
    post,
    path = "/api/base/home/onboarding",
    operation_id = "homeOnboarding",
    tag = "home",
    request_body = OnboardingRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the checklist: steps in order (entry, review, contract, package, balance, firstOrder) each done/todo/waiting/rejected, the next step, whether ordering is open.", body = Onboarding))
)]
pub async fn onboarding(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(_empty): ApiJson<OnboardingRequest>,
) -> ApiResult<Onboarding> {
    let member = session.require(Right::ViewDashboard)?;
    Ok(Reply(
        onboarding::status(&ports, member.enterprise_id.as_str()).await?,
    ))
}
