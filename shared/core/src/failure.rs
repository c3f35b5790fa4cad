//! A failure the caller cannot fix (a backend down, a broken item), kept with
//! where it happened so it is logged once, with its operation, at the HTTP
//! boundary. Details never hold PII: adapters' messages name keys (hashes)
//! and operations, never values.

use std::panic::Location;

#[derive(Debug)]
pub struct Internal {
    /// The source line that met the failure (its operation).
    pub at: &'static Location<'static>,
    pub detail: String,
}

impl Internal {
    #[track_caller]
    pub fn new(detail: impl std::fmt::Display) -> Self {
        Internal {
            at: Location::caller(),
            detail: detail.to_string(),
        }
    }
}

impl std::fmt::Display for Internal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} (at {})", self.detail, self.at)
    }
}

impl std::error::Error for Internal {}

/// A request field that failed validation: which field, and why (no value),
/// in both languages.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {msg}")]
pub struct FieldError {
    pub field: String,
    pub msg: crate::text::Text,
}

impl FieldError {
    pub fn new(field: impl Into<String>, msg: impl Into<crate::text::Text>) -> Self {
        FieldError {
            field: field.into(),
            msg: msg.into(),
        }
    }
}
