//! What each route can answer besides success, declared once with the route
//! in its function's route table:
//!
//! ```ignore
//! .routes(routes!(calls::detail).answering(codes![SessionInvalid, NotFound("another enterprise's id")]))
//! ```
//!
//! The OpenAPI document lists them under the route's 200 answer (and as
//! `x-codes`), and every response carries them in process (a response
//! extension, never sent), so the test kit fails a test whose call answers
//! a code its route does not declare.

use axum::response::Response;
use serde_json::json;
use utoipa::openapi::path::Operation;
use utoipa::openapi::RefOr;
use utoipa_axum::router::UtoipaMethodRouter;

use crate::ErrorCode;

/// One code a route may answer, with what it means there (may be empty).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Answer {
    pub code: ErrorCode,
    pub note: &'static str,
}

/// `codes![SessionInvalid, NotFound("no such ticket")]`: the answers of a route.
#[macro_export]
macro_rules! codes {
    (@note) => { "" };
    (@note $note:literal) => { $note };
    ($($code:ident $(($note:literal))?),* $(,)?) => {
        &[$($crate::answers::Answer {
            code: $crate::ErrorCode::$code,
            note: $crate::codes!(@note $($note)?),
        }),*]
    };
}

/// Codes any route may answer: its JSON body's (1001–1004) and 9999. A route
/// declares 1002 only to say which fields it checks.
pub const EVERY_ROUTE: &[ErrorCode] = &[
    ErrorCode::MalformedJson,
    ErrorCode::InvalidField,
    ErrorCode::BodyTooLarge,
    ErrorCode::UnsupportedMediaType,
    ErrorCode::Internal,
];

/// The answers of the route a response came from.
#[derive(Debug, Clone, Copy)]
pub struct Declared(pub &'static [Answer]);

impl Declared {
    /// Whether the route may answer `code`: success (0, 501), a code of
    /// [`EVERY_ROUTE`] or one it declares.
    pub fn allows(&self, code: i64) -> bool {
        code == 0
            || code == 501
            || EVERY_ROUTE
                .iter()
                .chain(self.0.iter().map(|a| &a.code))
                .any(|c| i64::from(c.code()) == code)
    }
}

/// Declares what a route answers: `routes!(…).answering(codes![…])`.
pub trait Answering {
    fn answering(self, answers: &'static [Answer]) -> Self;
}

impl<S> Answering for UtoipaMethodRouter<S>
where
    S: Clone + Send + Sync + 'static,
{
    fn answering(self, answers: &'static [Answer]) -> Self {
        let (schemas, mut paths, method) = self;
        for item in paths.paths.values_mut() {
            for operation in [
                &mut item.get,
                &mut item.post,
                &mut item.put,
                &mut item.delete,
                &mut item.patch,
            ]
            .into_iter()
            .flatten()
            {
                describe(operation, answers);
            }
        }
        let method = method.layer(axum::middleware::map_response(
            move |mut response: Response| async move {
                response.extensions_mut().insert(Declared(answers));
                response
            },
        ));
        (schemas, paths, method)
    }
}

/// `Codes: -5 SessionInvalid; 1007 NotFound (no such ticket)` after the 200
/// answer's description, and `x-codes` on the operation.
fn describe(operation: &mut Operation, answers: &[Answer]) {
    let listed: Vec<String> = answers
        .iter()
        .map(|a| match a.note {
            "" => format!("{} {}", a.code.code(), a.code.name()),
            note => format!("{} {} ({note})", a.code.code(), a.code.name()),
        })
        .collect();
    if let Some(RefOr::T(ok)) = operation.responses.responses.get_mut("200") {
        let text = if listed.is_empty() {
            "Codes: none beyond any route's (1001–1004, 9999).".to_string()
        } else {
            format!("Codes: {}.", listed.join("; "))
        };
        ok.description = match ok.description.trim() {
            "" => text,
            prose => format!("{prose} {text}"),
        };
    }
    let codes: Vec<i32> = answers.iter().map(|a| a.code.code()).collect();
    operation
        .extensions
        .get_or_insert_with(Default::default)
        .insert("x-codes".into(), json!(codes));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_route_allows_success_every_routes_codes_and_its_own() {
        let declared = Declared(codes![SessionInvalid, NotFound("another enterprise's id")]);
        for allowed in [0, 501, -5, 1007, 1002, 9999] {
            assert!(declared.allows(allowed), "{allowed}");
        }
        for refused in [-6, 2001, 4101] {
            assert!(!declared.allows(refused), "{refused}");
        }
    }

    #[test]
    fn a_note_is_kept_with_its_code() {
        let answers: &[Answer] = codes![NoPermission("not a platform operator"), BadCursor];
        assert_eq!(answers[0].note, "not a platform operator");
        assert_eq!(answers[1].code, ErrorCode::BadCursor);
        assert_eq!(answers[1].note, "");
    }
}
