//! `user/wechatLogin/queryResult`: the desktop polls its ticket.

use crate::UserState;
use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::text::Text;
use verity_core::types::{refuse, Ticket};
use verity_domain::identity::qr::{self, Poll};
use verity_http::{ApiJson, ApiResult, Reply};

use super::QrStatus;

/// What the desktop polls with: `<scan code>.<poll secret>`.
#[derive(Debug)]
pub struct PollTicket {
    pub scan_code: Ticket,
    pub poll_secret: Ticket,
}

impl<'de> Deserialize<'de> for PollTicket {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = Option::<String>::deserialize(d)?.unwrap_or_default();
        let text = text.trim();
        if text.is_empty() {
            return Err(refuse(Text::new("is required", "不能为空")));
        }
        let (scan_code, poll_secret) = text
            .split_once('.')
            .ok_or_else(|| refuse(Text::new("is malformed", "格式不正确")))?;
        Ok(PollTicket {
            scan_code: Ticket::parse(scan_code).map_err(refuse)?,
            poll_secret: Ticket::parse(poll_secret).map_err(refuse)?,
        })
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PollRequest {
    /// `<scan code>.<poll secret>` as getQrCode handed them out.
    #[schema(value_type = String)]
    pub ticket: PollTicket,
}

/// The state of a ticket, polled by the desktop; hands the login token out once.
#[utoipa::path(
    post,
    path = "/api/base/user/wechatLogin/queryResult",
    tag = "user",
    request_body = PollRequest,
    responses((status = 200, description = "Envelope whose data is {status, token?, needBindMobile}: pending, scanned, confirmed (token in the first such answer only; later polls answer expired) or expired (unknown tickets too).", body = QrStatus))
)]
pub async fn query_result(
    State(state): State<UserState>,
    ApiJson(req): ApiJson<PollRequest>,
) -> ApiResult<QrStatus> {
    let ticket = &req.ticket;
    let status = match qr::poll(&state.ports, &ticket.scan_code, &ticket.poll_secret).await? {
        Poll::Pending => QrStatus::of("pending"),
        Poll::Scanned { need_bind_mobile } => QrStatus {
            need_bind_mobile,
            ..QrStatus::of("scanned")
        },
        Poll::Confirmed { token } => QrStatus {
            token: Some(token),
            ..QrStatus::of("confirmed")
        },
        Poll::Cancelled => QrStatus::of("cancelled"),
        Poll::Expired => QrStatus::of("expired"),
    };
    Ok(Reply(status))
}
