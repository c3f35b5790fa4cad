//! `user/wechatLogin/callback`: where an external provider's redirect lands.

use crate::UserState;
use axum::extract::{Query, State};
use serde::Deserialize;
use utoipa::IntoParams;
use verity_core::table::Tx;
use verity_core::text::Text;
use verity_domain::identity::accounts;
use verity_domain::identity::qr::{self, Confirmer, Waiting};
use verity_domain::identity::validate;
use verity_http::{ApiError, ApiResult, ErrorCode, Reply};

use super::{QrProviderError, QrStatus};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CallbackQuery {
    /// The provider's one-time authorization code.
    pub code: Option<String>,
    /// The ticket.
    pub state: Option<String>,
}

/// Where an external provider's redirect lands (`code`, `state` = ticket).
#[utoipa::path(
    get,
    path = "/api/base/user/wechatLogin/callback",
    tag = "user",
    params(CallbackQuery),
    responses((status = 200, description = "Envelope whose data is the ticket status: confirmed, or scanned with needBindMobile.", body = QrStatus))
)]
pub async fn callback(
    State(state): State<UserState>,
    query: Result<Query<CallbackQuery>, axum::extract::rejection::QueryRejection>,
) -> ApiResult<QrStatus> {
    let Query(q) = query.map_err(|_| {
        ApiError::invalid(
            "code",
            Text::new("malformed query string", "查询参数格式不正确"),
        )
    })?;
    let ticket = validate::ticket("state", q.state.as_deref().unwrap_or(""))?;
    let auth_code = q.code.unwrap_or_default();
    if auth_code.is_empty() || auth_code.len() > 512 {
        return Err(ApiError::invalid(
            "code",
            Text::new("is required", "不能为空"),
        ));
    }
    let ports = &state.ports;
    let provider = state.qr_provider.name();
    let identity = state
        .qr_provider
        .resolve(&auth_code)
        .await
        .map_err(|e| match e {
            QrProviderError::Unsupported => ApiError::with_msg(
                ErrorCode::NotFound,
                Text::new(
                    "No external sign-in provider is configured",
                    "未配置外部登录方式",
                ),
            ),
            QrProviderError::Rejected => ApiError::new(ErrorCode::QrTicketInvalid),
            QrProviderError::Unavailable(_) => ApiError::new(ErrorCode::IdentityServiceUnavailable),
        })?;
    let subject = qr::subject_hash(ports, provider, &identity.subject);
    if let Some(user_id) = qr::linked_user(ports, provider, &subject).await? {
        let user = accounts::user(ports, &user_id)
            .await?
            .ok_or(ErrorCode::QrTicketInvalid)?;
        if user.disabled() {
            return Err(ErrorCode::AccountDisabled.into());
        }
        let by = Confirmer {
            user_id: &user_id,
            auth_epoch: user.auth_epoch,
            session_hash: None,
        };
        qr::confirm_linked(ports, &ticket, &by).await?;
        return Ok(Reply(QrStatus::of("confirmed")));
    }
    if let Some(phone) = identity.phone.as_deref() {
        let phone = validate::phone("phone", phone)?;
        qr::confirm_for_phone(
            ports,
            Waiting::Open,
            &ticket,
            (provider, &subject),
            &phone,
            Tx::new(),
        )
        .await?;
        return Ok(Reply(QrStatus::of("confirmed")));
    }
    qr::hold_for_phone(ports, &ticket, provider, &subject).await?;
    Ok(Reply(QrStatus {
        need_bind_mobile: true,
        ..QrStatus::of("scanned")
    }))
}
