//! Recharges as the enterprise sees them.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::text::Text;
use verity_core::types::{Fen, FileKey};
use verity_domain::billing::recharge::{self, Method, Recharge, RechargeRequest, RechargeStatus};
use verity_domain::identity::Right;
use verity_http::{ApiError, ApiJson, ApiResult, Reply, Session};

use crate::CursorRequest;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RechargeBody {
    /// 1 – 100 000 000 fen (¥1,000,000), a whole number.
    #[schema(value_type = i64)]
    pub amount_fen: Fen,
    /// `transfer` (needs the voucher; waits for the platform) or `sandbox`.
    pub method: String,
    /// From `file/upload` with purpose `voucher`.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub voucher_file_key: Option<FileKey>,
    /// Made once per form: a resend answers the first result. Optional (the
    /// issue's contract has no such field); without it every call is a new
    /// recharge, so clients that may retry should send one.
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    pub idempotency_key: Option<verity_core::types::IdempotencyKey>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RechargeRow {
    pub recharge_id: String,
    pub amount_fen: i64,
    pub method: Method,
    pub status: RechargeStatus,
    /// Short-lived signed URL of the transfer voucher.
    pub voucher_url: Option<String>,
    pub reject_reason: Option<String>,
    pub created_at: i64,
    pub decided_at: Option<i64>,
}

pub(crate) async fn row(ports: &Ports, r: Recharge) -> Result<RechargeRow, ApiError> {
    let voucher_url = match &r.voucher_file_key {
        Some(key) => Some(verity_domain::files::url(ports, key).await?),
        None => None,
    };
    Ok(RechargeRow {
        recharge_id: r.recharge_id,
        amount_fen: r.amount_fen,
        method: r.method,
        status: r.status,
        voucher_url,
        reject_reason: r.reject_reason,
        created_at: r.created_at,
        decided_at: r.decided_at,
    })
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RechargeReply {
    pub recharge_id: String,
    pub status: RechargeStatus,
}

/// Asks for a recharge: a bank transfer waits for the platform's operators;
/// the sandbox method (sandbox stages only) credits at once.
#[utoipa::path(
    post,
    path = "/api/base/finance/recharge",
    operation_id = "financeRecharge",
    tag = "finance",
    request_body = RechargeBody,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {rechargeId, status}.", body = RechargeReply))
)]
pub async fn recharge(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<RechargeBody>,
) -> ApiResult<RechargeReply> {
    let member = session.require(Right::ManageFinance)?;
    let method = Method::parse(req.method.trim()).ok_or_else(|| {
        ApiError::invalid(
            "method",
            Text::new("must be transfer or sandbox", "须为 transfer 或 sandbox"),
        )
    })?;
    let voucher = req.voucher_file_key.as_deref();
    // What the key stands for: the same key with another body is refused.
    let body_hash = hex::encode(Sha256::digest(format!(
        "recharge|{}|{}|{}",
        req.amount_fen.0,
        req.method.trim(),
        voucher.unwrap_or("")
    )));
    let key = match req.idempotency_key {
        Some(k) => k.into_inner(),
        None => verity_core::ids::new_id(),
    };
    let r = recharge::request(
        &ports,
        RechargeRequest {
            enterprise_id: &member.enterprise_id,
            user_id: &session.user_id,
            amount_fen: req.amount_fen.0,
            method,
            voucher_file_key: voucher,
            idempotency_key: &key,
            body_hash: &body_hash,
        },
    )
    .await?;
    tracing::info!(recharge_id = %r.recharge_id, status = ?r.status, "recharge requested");
    Ok(Reply(RechargeReply {
        recharge_id: r.recharge_id,
        status: r.status,
    }))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RechargePage {
    pub list: Vec<RechargeRow>,
    pub cursor: Option<String>,
}

/// The enterprise's recharges, newest first (20 a page).
#[utoipa::path(
    post,
    path = "/api/base/finance/recharges",
    operation_id = "financeRecharges",
    tag = "finance",
    request_body = CursorRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {list, cursor}.", body = RechargePage))
)]
pub async fn list(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<CursorRequest>,
) -> ApiResult<RechargePage> {
    let member = session.require(Right::ViewFinance)?;
    let (found, cursor) = recharge::list(
        &ports,
        &member.enterprise_id,
        req.cursor.map(|c| c.into_inner()),
        crate::PAGE,
    )
    .await?;
    let mut list = Vec::with_capacity(found.len());
    for r in found {
        list.push(row(&ports, r).await?);
    }
    Ok(Reply(RechargePage { list, cursor }))
}
