//! Developer-only endpoints, mounted by the local stack and never deployed.

use axum::extract::{Query, State};
use axum::routing::get;
use axum::Router;
use serde::Deserialize;
use verity_core::ports::Ports;
use verity_core::text::Text;
use verity_http::{ApiError, ApiResult, Reply};

#[derive(Deserialize)]
struct SmsQuery {
    phone: String,
}

/// `GET /api/dev/sms?phone=…`: the outbox of one phone, oldest first, with
/// the 6-digit code of each text pulled out for convenience.
async fn sms(
    State(ports): State<Ports>,
    Query(q): Query<SmsQuery>,
) -> ApiResult<serde_json::Value> {
    let Some(outbox) = &ports.outbox else {
        return Err(ApiError::with_msg(
            verity_http::ErrorCode::NotFound,
            Text::new(
                "The SMS outbox exists only with the embedded SMS adapter",
                "仅本地短信发件箱可用",
            ),
        ));
    };
    // Codes are texted by the processor, off the request path.
    ports.events.drained().await;
    let messages = outbox
        .messages_to(&q.phone)
        .await
        .map_err(ApiError::internal)?;
    let list: Vec<_> = messages
        .into_iter()
        .map(|m| {
            let code: String = m
                .text
                .split(|c: char| !c.is_ascii_digit())
                .find(|run| run.len() == 6)
                .unwrap_or_default()
                .to_string();
            serde_json::json!({
                "phone": m.phone,
                "text": m.text,
                "code": code,
                "template": m.template,
                "lang": m.lang,
                "sentAt": m.sent_at,
            })
        })
        .collect();
    Ok(Reply(serde_json::json!({ "messages": list })))
}

pub fn router(ports: &Ports) -> Router {
    Router::new()
        .route("/api/dev/sms", get(sms))
        .with_state(ports.clone())
}
