//! `user/wechatLogin/scan`: a signed-in phone marks a ticket scanned.

use crate::UserState;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::types::Ticket;
use verity_domain::identity::qr;
use verity_http::Session;
use verity_http::{ApiJson, ApiResult, Reply};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TicketRequest {
    pub ticket: Ticket,
}

/// The computer that asked for a ticket.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RequesterInfo {
    /// Its network as our proxy saw it (IPv4 address or IPv6 /64); null when unknown.
    pub ip: Option<String>,
    /// Browser and system, e.g. `Chrome on Windows`.
    pub device: String,
    /// When it asked, epoch milliseconds.
    pub requested_at: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ScanReply {
    /// `scanned`.
    pub status: String,
    pub need_bind_mobile: bool,
    pub requester: RequesterInfo,
    /// Three two-digit numbers, one of them the desktop's match code.
    pub match_choices: Vec<String>,
}

/// Marks a ticket as scanned by a signed-in phone (the desktop shows
/// "scanned, confirm on your phone") and answers who asked for it and the
/// numbers to pick from.
#[utoipa::path(
    post,
    path = "/api/base/user/wechatLogin/scan",
    tag = "user",
    request_body = TicketRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {status: 'scanned', requester, matchChoices}.", body = ScanReply))
)]
pub async fn scan(
    State(state): State<UserState>,
    _session: Session,
    ApiJson(req): ApiJson<TicketRequest>,
) -> ApiResult<ScanReply> {
    let scanned = qr::mark_scanned(&state.ports, &req.ticket).await?;
    Ok(Reply(ScanReply {
        status: "scanned".into(),
        need_bind_mobile: false,
        requester: RequesterInfo {
            ip: scanned.requester.ip,
            device: scanned.requester.device,
            requested_at: scanned.requester.requested_at,
        },
        match_choices: scanned.match_choices,
    }))
}
