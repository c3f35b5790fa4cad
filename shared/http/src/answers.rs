//! What each route can answer besides success, declared once with the route
//! in its function's route table:
//!
//! ```ignore
//! .routes(routes!(calls::detail).answering(
//!     Callers::Holding(Right::ViewRecords),
//!     codes![NotFound("another enterprise's id")],
//! ))
//! ```
//!
//! Who may call it implies the refusals (-5, -6); the rest are listed. The
//! OpenAPI document says both under the route's 200 answer (and as
//! `x-callers` on the operation, `x-codes` on its 200 answer), and every response carries them in process (a
//! response extension, never sent), so the test kit fails a test whose call
//! answers a code its route does not declare, and the isolation matrix
//! calls every route as every kind of caller.

use axum::response::Response;
use serde_json::json;
use utoipa::openapi::path::Operation;
use utoipa::openapi::RefOr;
use utoipa_axum::router::UtoipaMethodRouter;

use crate::ErrorCode;
use verity_domain::identity::Right;

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

/// Who may call a route. Its answers to everyone else follow from it (-5
/// without a session, -6 without the right), so a route does not list those.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Callers {
    /// Anyone, without a session: what the body carries (credentials, a
    /// link's code, a ticket) says who they are.
    Public,
    /// Any session, a visitor's (no current enterprise) too.
    SignedIn,
    /// Any member of the session's current enterprise.
    Members,
    /// The members of the current enterprise whose role holds the right.
    Holding(Right),
    /// The platform's operators.
    Operators,
}

impl Callers {
    /// The codes refusing everyone else.
    pub fn refusals(self) -> &'static [ErrorCode] {
        match self {
            Callers::Public => &[],
            // An API key is a bearer token too: over its rate, or on a
            // route group keys may not call, it is refused before the route.
            Callers::SignedIn => &[
                ErrorCode::SessionInvalid,
                ErrorCode::ApiKeyRateLimited,
                ErrorCode::ApiKeyNotAllowedHere,
            ],
            Callers::Members | Callers::Holding(_) | Callers::Operators => &[
                ErrorCode::SessionInvalid,
                ErrorCode::NoPermission,
                ErrorCode::ApiKeyRateLimited,
                ErrorCode::ApiKeyNotAllowedHere,
            ],
        }
    }

    /// `public`, `signedIn`, `members`, `right:<right>` or `operators`: the
    /// document's `x-callers`.
    pub fn name(self) -> String {
        match self {
            Callers::Public => "public".into(),
            Callers::SignedIn => "signedIn".into(),
            Callers::Members => "members".into(),
            Callers::Holding(right) => format!("right:{}", right.name()),
            Callers::Operators => "operators".into(),
        }
    }

    fn described(self) -> String {
        match self {
            Callers::Public => "Callers: anyone, no session.".into(),
            Callers::SignedIn => "Callers: any session, a visitor's too.".into(),
            Callers::Members => "Callers: members of the current enterprise.".into(),
            Callers::Holding(right) => format!(
                "Callers: members of the current enterprise whose role holds {}.",
                right.name()
            ),
            Callers::Operators => "Callers: platform operators.".into(),
        }
    }
}

/// What the route a response came from declares.
#[derive(Debug, Clone, Copy)]
pub struct Declared {
    pub callers: Callers,
    pub answers: &'static [Answer],
}

impl Declared {
    /// Whether the route may answer `code`: success (0, 501), a code of
    /// [`EVERY_ROUTE`], one refusing those its callers leave out, or one it
    /// declares.
    pub fn allows(&self, code: i64) -> bool {
        code == 0
            || code == 501
            || EVERY_ROUTE
                .iter()
                .chain(self.callers.refusals())
                .chain(self.answers.iter().map(|a| &a.code))
                .any(|c| i64::from(c.code()) == code)
    }
}

/// Declares who may call a route and what else it answers:
/// `routes!(…).answering(Callers::Holding(Right::ViewPackages), codes![…])`.
pub trait Answering {
    fn answering(self, callers: Callers, answers: &'static [Answer]) -> Self;
}

impl<S> Answering for UtoipaMethodRouter<S>
where
    S: Clone + Send + Sync + 'static,
{
    fn answering(self, callers: Callers, answers: &'static [Answer]) -> Self {
        let declared = Declared { callers, answers };
        let (schemas, mut paths, method) = self;
        for item in paths.paths.values_mut() {
            for operation in crate::function::operations_mut(item) {
                describe(operation, &declared);
            }
        }
        let method = method.layer(axum::middleware::map_response(
            move |mut response: Response| async move {
                response.extensions_mut().insert(declared);
                response
            },
        ));
        (schemas, paths, method)
    }
}

/// `Callers: … Codes: -5 SessionInvalid; 1007 NotFound (no such ticket)`
/// after the 200 answer's description, with `x-codes` on that answer;
/// `x-callers` on the operation.
fn describe(operation: &mut Operation, declared: &Declared) {
    let refusals = declared
        .callers
        .refusals()
        .iter()
        .map(|&code| Answer { code, note: "" });
    let answers: Vec<Answer> = refusals.chain(declared.answers.iter().copied()).collect();
    let listed: Vec<String> = answers
        .iter()
        .map(|a| match a.note {
            "" => format!("{} {}", a.code.code(), a.code.name()),
            note => format!("{} {} ({note})", a.code.code(), a.code.name()),
        })
        .collect();
    // One extension per map: utoipa keeps them in a HashMap, whose order
    // would make the committed document change from run to run.
    let codes: Vec<i32> = answers.iter().map(|a| a.code.code()).collect();
    if let Some(RefOr::T(ok)) = operation.responses.responses.get_mut("200") {
        ok.extensions
            .get_or_insert_with(Default::default)
            .insert("x-codes".into(), json!(codes));
        let codes = if listed.is_empty() {
            "Codes: none beyond any route's (1001–1004, 9999).".to_string()
        } else {
            format!("Codes: {}.", listed.join("; "))
        };
        let text = format!("{} {codes}", declared.callers.described());
        ok.description = match ok.description.trim() {
            "" => text,
            prose => format!("{prose} {text}"),
        };
    }
    operation
        .extensions
        .get_or_insert_with(Default::default)
        .insert("x-callers".into(), json!(declared.callers.name()));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_route_allows_success_every_routes_codes_and_its_own() {
        let declared = Declared {
            callers: Callers::SignedIn,
            answers: codes![NotFound("another enterprise's id")],
        };
        for allowed in [0, 501, -5, 1007, 1002, 9999] {
            assert!(declared.allows(allowed), "{allowed}");
        }
        for refused in [-6, 2001, 4101] {
            assert!(!declared.allows(refused), "{refused}");
        }
        let public = Declared {
            callers: Callers::Public,
            answers: &[],
        };
        assert!(!public.allows(-5));
        let operators = Declared {
            callers: Callers::Operators,
            answers: &[],
        };
        assert!(operators.allows(-5) && operators.allows(-6));
    }

    #[test]
    fn a_note_is_kept_with_its_code() {
        let answers: &[Answer] = codes![NoPermission("not a platform operator"), BadCursor];
        assert_eq!(answers[0].note, "not a platform operator");
        assert_eq!(answers[1].code, ErrorCode::BadCursor);
        assert_eq!(answers[1].note, "");
    }
}
