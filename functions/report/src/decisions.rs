//! Decisions and disputes: the enterprise decides on a report
//! (`report/decide`); analysts (`ops`) read any report, list open disputes
//! and resolve one with a new version. The candidate's side (reading the
//! findings, raising a dispute) is in the `candidate` function.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::{EntityId, Reason};
use verity_domain::identity::Right;
use verity_domain::orders::lifecycle;
use verity_domain::reports::decision::{self, Dispute};
use verity_domain::reports::{self, Decision, Report, ReportError, ReportStatus};
use verity_http::{ApiJson, ApiResult, Reply, Session};

use crate::calls::{item_edits, ItemEditRequest, ReportDetail, ReportRequest};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DecideRequest {
    #[schema(value_type = String)]
    pub order_id: EntityId,
    pub decision: Decision,
    /// Why (kept with the decision; a decline's reason is shown to the candidate).
    #[schema(value_type = String)]
    pub reason: Reason,
}

/// Records the enterprise's decision on the current version. A decline texts
/// the candidate a link to the findings that concern them and a dispute form (7 days).
#[utoipa::path(
    post,
    path = "/api/base/report/decide",
    operation_id = "reportDecide",
    tag = "report",
    request_body = DecideRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the report's standing {state, decision, dispute, canDecide}.", body = ReportStatus))
)]
pub async fn decide(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<DecideRequest>,
) -> ApiResult<ReportStatus> {
    let member = session.require(Right::OrderChecks)?;
    let link_base = verity_http::origin::public_base(&ports);
    Ok(Reply(
        decision::decide(
            &ports,
            &member.enterprise_id,
            &session.user_id,
            &req.order_id,
            req.decision,
            &req.reason,
            &link_base,
        )
        .await?,
    ))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OpsReport {
    pub current: ReportDetail,
    /// Every version, oldest first.
    pub versions: Vec<Report>,
}

/// Any enterprise's report for an analyst: the current version, its standing and its history.
#[utoipa::path(
    post,
    path = "/api/base/report/ops/detail",
    operation_id = "reportOpsDetail",
    tag = "report",
    request_body = ReportRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {current, versions}.", body = OpsReport))
)]
pub async fn ops_detail(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<ReportRequest>,
) -> ApiResult<OpsReport> {
    session.require_ops()?;
    let order = lifecycle::any_order(&ports, &req.order_id)
        .await
        .map_err(|_| ReportError::NotFound)?;
    let current = ReportDetail::read(&ports, &order.enterprise_id, &order.order_id).await?;
    let versions = reports::versions(&ports, &order.enterprise_id, &order.order_id).await?;
    Ok(Reply(OpsReport { current, versions }))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OpenDisputes {
    /// Oldest first: the longest waiting on top.
    pub list: Vec<Dispute>,
}

/// The open disputes of every enterprise, for the analysts.
#[utoipa::path(
    post,
    path = "/api/base/report/ops/disputes",
    operation_id = "reportOpsDisputes",
    tag = "report",
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {list} of open disputes (orderId, orderNo, raisedAt, items, text).", body = OpenDisputes))
)]
pub async fn ops_disputes(State(ports): State<Ports>, session: Session) -> ApiResult<OpenDisputes> {
    session.require_ops()?;
    Ok(Reply(OpenDisputes {
        list: decision::open_disputes(&ports).await?,
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ResolveRequest {
    #[schema(value_type = String)]
    pub order_id: EntityId,
    /// The answer to the candidate (the new version's reason).
    #[schema(value_type = String)]
    pub reason: Reason,
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub note: Option<Reason>,
    /// Corrections; none when the findings stand.
    #[serde(default)]
    pub items: Vec<ItemEditRequest>,
}

/// Resolves the open dispute of a report with a new version; the candidate is texted.
#[utoipa::path(
    post,
    path = "/api/base/report/ops/resolve",
    operation_id = "reportOpsResolve",
    tag = "report",
    request_body = ResolveRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the new version.", body = Report))
)]
pub async fn ops_resolve(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<ResolveRequest>,
) -> ApiResult<Report> {
    session.require_ops()?;
    let link_base = verity_http::origin::public_base(&ports);
    let edits = item_edits(req.items);
    Ok(Reply(
        decision::resolve(
            &ports,
            &session.user_id,
            &req.order_id,
            &req.reason,
            req.note.as_deref(),
            &edits,
            &link_base,
        )
        .await?,
    ))
}
