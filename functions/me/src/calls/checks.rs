//! The candidate's checks and what they may do about each.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::text::Text;
use verity_core::types::EntityId;
use verity_domain::candidates::checks::{self, CheckDetail, CheckPage};
use verity_domain::orders::OrderStatus;
use verity_http::paging::PageSize;
use verity_http::{ApiError, ApiJson, ApiResult, MeSession, Reply};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MeChecksRequest {
    /// From 1 (default 1).
    #[serde(default)]
    pub page_num: Option<u32>,
    /// 1–50, default 10.
    #[serde(default)]
    #[schema(value_type = Option<u32>)]
    pub page_size: PageSize<50, 10>,
}

/// The checks ordered on the signed-in phone, by any enterprise, newest first.
#[utoipa::path(
    post,
    path = "/api/base/me/checks",
    operation_id = "meChecks",
    tag = "me",
    request_body = MeChecksRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {list, total, pageNum, pageSize}.", body = CheckPage))
)]
pub async fn checks(
    State(ports): State<Ports>,
    me: MeSession,
    ApiJson(req): ApiJson<MeChecksRequest>,
) -> ApiResult<CheckPage> {
    let page_num = match req.page_num {
        None => 1,
        Some(n @ 1..=100_000) => n,
        Some(_) => {
            return Err(ApiError::invalid(
                "pageNum",
                Text::new("must be a whole number from 1", "须为从 1 开始的整数"),
            ))
        }
    };
    let size = req.page_size.get() as u32;
    Ok(Reply(checks::list(&ports, &me, page_num, size).await?))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MeOrderRequest {
    #[schema(value_type = String)]
    pub order_id: EntityId,
}

/// One check of the signed-in phone: its progress, timeline, consent,
/// reports, decision and requests.
#[utoipa::path(
    post,
    path = "/api/base/me/checkDetail",
    operation_id = "meCheckDetail",
    tag = "me",
    request_body = MeOrderRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the check.", body = CheckDetail))
)]
pub async fn detail(
    State(ports): State<Ports>,
    me: MeSession,
    ApiJson(req): ApiJson<MeOrderRequest>,
) -> ApiResult<CheckDetail> {
    Ok(Reply(checks::detail(&ports, &me, &req.order_id).await?))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MeWithdrawn {
    pub status: OrderStatus,
}

/// Withdraws consent: the check stops at once (the enterprise is refunded
/// when nothing had started).
#[utoipa::path(
    post,
    path = "/api/base/me/withdraw",
    operation_id = "meWithdraw",
    tag = "me",
    request_body = MeOrderRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {status}.", body = MeWithdrawn))
)]
pub async fn withdraw(
    State(ports): State<Ports>,
    me: MeSession,
    ApiJson(req): ApiJson<MeOrderRequest>,
) -> ApiResult<MeWithdrawn> {
    let status = checks::withdraw(&ports, &me, &req.order_id).await?;
    Ok(Reply(MeWithdrawn { status }))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MeCorrectionRequest {
    #[schema(value_type = String)]
    pub order_id: EntityId,
    /// What is wrong and what is right, 5–500 characters.
    pub text: String,
}

impl std::fmt::Debug for MeCorrectionRequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The candidate's words may name anyone: never in a log.
        f.write_str("MeCorrectionRequest(..)")
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MeCorrectionRaised {
    pub raised_at: i64,
}

/// The candidate's text: 5–500 characters, no control characters but line breaks.
fn correction_text(text: &str) -> Result<&str, ApiError> {
    let text = text.trim();
    let n = text.chars().count();
    if !(5..=500).contains(&n) || text.chars().any(|c| c.is_control() && c != '\n') {
        return Err(ApiError::invalid(
            "text",
            Text::new(
                "please describe the correction in 5 to 500 characters",
                "请用 5 至 500 个字描述需要更正的内容",
            ),
        ));
    }
    Ok(text)
}

/// Asks for a correction of the candidate's data: an analyst reviews it and
/// the enterprise is told.
#[utoipa::path(
    post,
    path = "/api/base/me/correction",
    operation_id = "meCorrection",
    tag = "me",
    request_body = MeCorrectionRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {raisedAt}.", body = MeCorrectionRaised))
)]
pub async fn correction(
    State(ports): State<Ports>,
    me: MeSession,
    ApiJson(req): ApiJson<MeCorrectionRequest>,
) -> ApiResult<MeCorrectionRaised> {
    let text = correction_text(&req.text)?;
    let raised_at = checks::correction(&ports, &me, &req.order_id, text).await?;
    Ok(Reply(MeCorrectionRaised { raised_at }))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MeEraseRequested {
    pub erase_due_at: i64,
}

/// Asks that the data of an ended check be deleted now (the enterprise is
/// told); asking again answers the same.
#[utoipa::path(
    post,
    path = "/api/base/me/erase",
    operation_id = "meErase",
    tag = "me",
    request_body = MeOrderRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {eraseDueAt}.", body = MeEraseRequested))
)]
pub async fn erase(
    State(ports): State<Ports>,
    me: MeSession,
    ApiJson(req): ApiJson<MeOrderRequest>,
) -> ApiResult<MeEraseRequested> {
    let erase_due_at = checks::erase(&ports, &me, &req.order_id).await?;
    Ok(Reply(MeEraseRequested { erase_due_at }))
}
