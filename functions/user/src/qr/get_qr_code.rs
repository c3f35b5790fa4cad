//! `user/wechatLogin/getQrCode`: a ticket and the QR payload for the desktop.

use crate::UserState;
use axum::extract::State;
use http::HeaderMap;
use serde::Serialize;
use utoipa::ToSchema;
use verity_domain::identity::qr::{self, Requester};
use verity_http::ClientIp;
use verity_http::{ApiResult, Reply};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QrCode {
    /// What the desktop polls with: `<scan code>.<poll secret>`. Only the
    /// desktop ever holds the poll secret, so a photo of the QR code (which
    /// carries the scan code alone) cannot collect the login token.
    pub ticket: String,
    /// What the QR code encodes: `<public base>/#/qrConfirm?ticket=<scan code>`.
    pub qr_content: String,
    /// When the ticket expires, epoch milliseconds.
    pub expires_at: i64,
    /// Two digits the desktop shows: the phone must pick them to confirm.
    pub match_code: String,
}

/// Creates a QR sign-in ticket.
#[utoipa::path(
    get,
    path = "/api/base/user/wechatLogin/getQrCode",
    tag = "user",
    responses((status = 200, description = "Envelope whose data is the ticket, the QR payload, its expiry (epoch ms, 5 minutes) and the match code the desktop shows. Query parameters are accepted and ignored.", body = QrCode))
)]
pub async fn get_qr_code(
    State(state): State<UserState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
) -> ApiResult<QrCode> {
    let ports = &state.ports;
    let user_agent = headers
        .get(http::header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let requester = Requester {
        ip,
        device: crate::device::describe(user_agent),
        requested_at: 0,
    };
    let ticket = qr::open(ports, state.qr_provider.name(), requester).await?;
    let (scan_code, poll_secret, valid_until, match_code) = (
        ticket.scan_code,
        ticket.poll_secret,
        ticket.valid_until,
        ticket.match_code,
    );
    let qr_content = state
        .qr_provider
        .qr_content(&verity_http::origin::public_base(ports), &scan_code);
    Ok(Reply(QrCode {
        ticket: format!("{scan_code}.{poll_secret}"),
        qr_content,
        expires_at: valid_until,
        match_code,
    }))
}
