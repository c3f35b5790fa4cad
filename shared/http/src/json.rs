//! `ApiJson<T>`: the JSON body extractor whose every rejection is an envelope.

use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use http::header::CONTENT_TYPE;
use serde::de::DeserializeOwned;

use verity_core::text::Text;
use verity_core::types::refusal_text;

use super::error::{ApiError, ErrorCode};

/// Largest JSON body any call accepts (uploads have their own limit).
pub const MAX_JSON_BODY: usize = 64 * 1024;

pub struct ApiJson<T>(pub T);

impl<T, S> FromRequest<S> for ApiJson<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let declared_json = req
            .headers()
            .get(CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .map(|ct| {
                let mime = ct
                    .split(';')
                    .next()
                    .unwrap_or("")
                    .trim()
                    .to_ascii_lowercase();
                mime == "application/json" || mime.ends_with("+json")
            });
        let body = Bytes::from_request(req, state).await.map_err(|rejection| {
            if rejection.status() == http::StatusCode::PAYLOAD_TOO_LARGE {
                ApiError::new(ErrorCode::BodyTooLarge)
            } else {
                ApiError::with_msg(
                    ErrorCode::MalformedJson,
                    Text::new("The request body could not be read", "无法读取请求内容"),
                )
            }
        })?;
        if body.len() > MAX_JSON_BODY {
            return Err(ApiError::new(ErrorCode::BodyTooLarge));
        }
        // An empty body reads as `{}`, so calls without parameters need none.
        let body: &[u8] = if body.iter().all(u8::is_ascii_whitespace) {
            b"{}"
        } else {
            if declared_json == Some(false) {
                return Err(ApiError::new(ErrorCode::UnsupportedMediaType));
            }
            &body
        };
        parse(body).map(ApiJson)
    }
}

/// Parses JSON, telling syntax errors (1001) from shape errors (1002).
pub fn parse<T: DeserializeOwned>(body: &[u8]) -> Result<T, ApiError> {
    serde_json::from_slice::<serde::de::IgnoredAny>(body)
        .map_err(|_| ApiError::new(ErrorCode::MalformedJson))?;
    // A validated type's refusal carries its rule's message; otherwise serde's
    // message names the field and expected type. It may quote the offending
    // value, which goes back only to its sender and is never logged.
    // Read from the text, not a map: the first bad field is the first one the
    // caller sent.
    let mut fields = serde_json::Deserializer::from_slice(body);
    serde_path_to_error::deserialize(&mut fields).map_err(|e| {
        let field = e.path().to_string();
        let inner = e.inner().to_string();
        let msg = refusal_text(&inner).unwrap_or_else(|| {
            let inner = match inner.rfind(" at line ") {
                Some(at) => &inner[..at],
                None => &inner,
            };
            verity_core::text!("Invalid request field: {inner}", "请求字段无效：{inner}")
        });
        let mut error = ApiError::with_msg(ErrorCode::InvalidField, msg);
        if field != "." {
            error = error.with_data(serde_json::json!({ "field": field }));
        }
        error
    })
}
