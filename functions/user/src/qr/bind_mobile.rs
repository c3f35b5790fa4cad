//! `user/wechatLogin/bindMobile`: a phone for an external identity without one.

use crate::UserState;
use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::table::Tx;
use verity_core::types::{Phone, SmsCode, Ticket};
use verity_domain::identity::codes::{self, Scene};
use verity_domain::identity::qr::{self, Waiting};
use verity_http::{ApiJson, ApiResult, Reply};

use super::QrStatus;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BindMobileRequest {
    pub ticket: Ticket,
    pub phone: Phone,
    /// 6-digit code of scene `bindMobile`.
    pub code: SmsCode,
}

/// Binds a phone (proven by a code of scene bindMobile) to the external
/// identity waiting on a ticket, and confirms the ticket for that phone's user.
#[utoipa::path(
    post,
    path = "/api/base/user/wechatLogin/bindMobile",
    tag = "user",
    request_body = BindMobileRequest,
    responses((status = 200, description = "Envelope whose data is {status: 'confirmed'}; the desktop's next queryResult hands out the token.", body = QrStatus))
)]
pub async fn bind_mobile(
    State(state): State<UserState>,
    ApiJson(req): ApiJson<BindMobileRequest>,
) -> ApiResult<QrStatus> {
    let ticket = req.ticket.into_inner();
    let (phone, code) = (req.phone.into_inner(), req.code.into_inner());
    let ports = &state.ports;
    let (provider, subject) = qr::waiting_identity(ports, &ticket).await?;
    let verified = codes::check_code(ports, &phone, Scene::BindMobile, &code).await?;
    let consume = verified.consume_action(ports.clock.now_millis());
    qr::confirm_for_phone(
        ports,
        Waiting::OnSubject(&subject),
        &ticket,
        (&provider, &subject),
        &phone,
        Tx::new().with(codes::CODE, consume),
    )
    .await?;
    tracing::info!("external identity bound to a phone");
    Ok(Reply(QrStatus::of("confirmed")))
}
