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
        // An empty body reads as `{}`, so calls without parameters need none
        // (whitespace alone is no JSON: 1001, as any other broken body).
        let body: &[u8] = if body.is_empty() {
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
    // Every call's body is an object (the document says so); serde would
    // also fill a struct from an array, field by field.
    if body.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'{') {
        return Err(ApiError::with_msg(ErrorCode::InvalidField, not_an_object()));
    }
    // A validated type's refusal carries its rule's message; otherwise the
    // shape's fault is said in the request's language (never serde's own
    // words, which name Rust types). Read from the text, not a map: the first
    // bad field is the first one the caller sent.
    let mut fields = serde_json::Deserializer::from_slice(body);
    serde_path_to_error::deserialize(&mut fields).map_err(|e| {
        let field = e.path().to_string();
        let inner = e.inner().to_string();
        let msg = refusal_text(&inner).unwrap_or_else(|| shape_refusal(&inner, &field));
        let mut error = ApiError::with_msg(ErrorCode::InvalidField, msg);
        if field != "." {
            error = error.with_data(serde_json::json!({ "field": field }));
        }
        error
    })
}

fn not_an_object() -> Text {
    Text::new(
        "The request body must be a JSON object of the call's fields",
        "请求内容须为包含接口字段的 JSON 对象",
    )
}

/// What is wrong with a body's shape, from serde's message, in both
/// languages: a missing or unknown field by its name (a name of the call's
/// own, or the sender's), a wrong type or value by the field's path.
fn shape_refusal(serde_message: &str, field: &str) -> Text {
    let quoted = |prefix: &str| {
        serde_message
            .strip_prefix(prefix)
            .and_then(|rest| rest.split('`').next())
            .map(str::to_string)
    };
    if let Some(name) = quoted("missing field `") {
        return verity_core::text!("Missing request field: {name}", "缺少请求字段：{name}");
    }
    if let Some(name) = quoted("unknown field `") {
        return verity_core::text!("Unknown request field: {name}", "未知的请求字段：{name}");
    }
    if field == "." {
        return not_an_object();
    }
    if serde_message.starts_with("invalid type") {
        verity_core::text!(
            "Invalid request field {field}: wrong type",
            "请求字段 {field} 的类型不正确"
        )
    } else if serde_message.starts_with("unknown variant")
        || serde_message.starts_with("invalid value")
    {
        verity_core::text!(
            "Invalid request field {field}: not an accepted value",
            "请求字段 {field} 的取值无效"
        )
    } else if serde_message.starts_with("invalid length") {
        verity_core::text!(
            "Invalid request field {field}: wrong number of items",
            "请求字段 {field} 的数量不正确"
        )
    } else {
        verity_core::text!("Invalid request field: {field}", "请求字段无效：{field}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;
    use verity_core::text::Lang;

    #[allow(dead_code)]
    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields, rename_all = "camelCase")]
    struct OrderQuery {
        order_id: String,
        page_size: Option<u32>,
        kinds: Option<Vec<Kind>>,
    }

    #[allow(dead_code)]
    #[derive(Debug, Deserialize)]
    #[serde(rename_all = "snake_case")]
    enum Kind {
        Charge,
    }

    /// Both sides of the refusal of `body`, and its `data.field`.
    fn refused(body: &str) -> (String, String, serde_json::Value) {
        let error = parse::<OrderQuery>(body.as_bytes()).unwrap_err();
        assert_eq!(error.code, ErrorCode::InvalidField);
        let msg = error.msg.expect("a precise message");
        (
            msg.get(Lang::EnUs).to_string(),
            msg.get(Lang::ZhCn).to_string(),
            error.data,
        )
    }

    /// What `ApiJson` makes of `body` sent as JSON.
    async fn extract(body: &'static str) -> Result<serde_json::Value, ApiError> {
        let request = Request::builder()
            .header(CONTENT_TYPE, "application/json")
            .body(axum::body::Body::from(body))
            .unwrap();
        ApiJson::<serde_json::Value>::from_request(request, &())
            .await
            .map(|ApiJson(v)| v)
    }

    #[tokio::test]
    async fn an_empty_body_reads_as_no_fields_and_whitespace_alone_is_broken_json() {
        assert_eq!(extract("").await.unwrap(), serde_json::json!({}));
        for broken in ["\n", " \t "] {
            assert_eq!(
                extract(broken).await.unwrap_err().code,
                ErrorCode::MalformedJson
            );
        }
        assert_eq!(extract(" {} ").await.unwrap(), serde_json::json!({}));
    }

    #[test]
    fn a_refused_shape_names_the_field_never_serde_or_a_rust_type() {
        let cases = [
            (
                r#"{}"#,
                "Missing request field: orderId",
                "缺少请求字段：orderId",
            ),
            (
                r#"{"orderId":"o","x":1}"#,
                "Unknown request field: x",
                "未知的请求字段：x",
            ),
            (
                r#"{"orderId":5}"#,
                "Invalid request field orderId: wrong type",
                "请求字段 orderId 的类型不正确",
            ),
            (
                r#"{"orderId":"o","pageSize":-1}"#,
                "Invalid request field pageSize: not an accepted value",
                "请求字段 pageSize 的取值无效",
            ),
            (
                r#"{"orderId":"o","kinds":["refund"]}"#,
                "Invalid request field kinds[0]: not an accepted value",
                "请求字段 kinds[0] 的取值无效",
            ),
            (
                r#"[null, null]"#,
                "The request body must be a JSON object of the call's fields",
                "请求内容须为包含接口字段的 JSON 对象",
            ),
            (
                r#"[]"#,
                "The request body must be a JSON object of the call's fields",
                "请求内容须为包含接口字段的 JSON 对象",
            ),
            (
                r#""text""#,
                "The request body must be a JSON object of the call's fields",
                "请求内容须为包含接口字段的 JSON 对象",
            ),
            (
                r#"-2.5e16"#,
                "The request body must be a JSON object of the call's fields",
                "请求内容须为包含接口字段的 JSON 对象",
            ),
        ];
        for (body, en, zh) in cases {
            let (got_en, got_zh, _) = refused(body);
            assert_eq!((got_en.as_str(), got_zh.as_str()), (en, zh), "{body}");
            for side in [&got_en, &got_zh] {
                for internal in ["struct", "invalid type", "expected", "u32", "line"] {
                    assert!(!side.contains(internal), "{body}: {side}");
                }
            }
        }
        assert_eq!(refused(r#"{"orderId":5}"#).2["field"], "orderId");
    }
}
