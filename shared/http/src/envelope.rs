//! The response envelope `{code, msg, data}`.

use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::error::ApiError;

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, utoipa::ToSchema)]
pub struct Envelope<T = Value> {
    /// 0 and 501 are success; see docs/error-codes.md for the rest.
    pub code: i32,
    pub msg: String,
    pub data: T,
}

/// A successful answer: `{code: 0, msg: "ok", data}`.
pub struct Reply<T>(pub T);

impl<T: Serialize> IntoResponse for Reply<T> {
    fn into_response(self) -> Response {
        let mut response = axum::Json(Envelope {
            code: 0,
            msg: "ok".to_string(),
            data: self.0,
        })
        .into_response();
        response
            .extensions_mut()
            .insert(crate::request_log::EnvelopeCode(0));
        response
    }
}

/// What every handler returns.
pub type ApiResult<T> = Result<Reply<T>, ApiError>;
