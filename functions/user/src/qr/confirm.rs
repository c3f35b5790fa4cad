//! `user/wechatLogin/confirm`: the phone confirms with the desktop's number.

use crate::UserState;
use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::text::Text;
use verity_core::types::{refuse, Ticket};
use verity_domain::identity::qr::{self, Confirmer};
use verity_http::Session;
use verity_http::{ApiJson, ApiResult, Reply};

use super::QrStatus;

/// The two digits the desktop shows.
#[derive(Debug)]
pub struct MatchCode(String);

impl<'de> Deserialize<'de> for MatchCode {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = Option::<String>::deserialize(d)?.unwrap_or_default();
        let text = text.trim();
        if text.is_empty() {
            return Err(refuse(Text::new(
                "please pick the number shown on your computer",
                "请选择电脑上显示的数字",
            )));
        }
        if text.len() != 2 || !text.bytes().all(|b| b.is_ascii_digit()) {
            return Err(refuse(Text::new(
                "must be the two digits shown on your computer",
                "须为电脑上显示的两位数字",
            )));
        }
        Ok(MatchCode(text.to_string()))
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QrConfirmRequest {
    pub ticket: Ticket,
    /// The two digits the requesting computer shows, as the user picked them.
    #[schema(value_type = String, example = "47")]
    pub match_code: MatchCode,
}

/// Confirms a ticket with the signed-in phone's session and the number the
/// user picked: the desktop that shows it will be signed in as this user.
#[utoipa::path(
    post,
    path = "/api/base/user/wechatLogin/confirm",
    tag = "user",
    request_body = QrConfirmRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {status: 'confirmed'}.", body = QrStatus))
)]
pub async fn confirm(
    State(state): State<UserState>,
    session: Session,
    ApiJson(req): ApiJson<QrConfirmRequest>,
) -> ApiResult<QrStatus> {
    let by = Confirmer {
        user_id: &session.user_id,
        auth_epoch: session.auth_epoch,
        session_hash: Some(&session.token_hash),
    };
    qr::confirm_with_match(&state.ports, &req.ticket, &req.match_code.0, &by).await?;
    tracing::info!(user_id = %session.user_id, "qr ticket confirmed");
    Ok(Reply(QrStatus::of("confirmed")))
}
