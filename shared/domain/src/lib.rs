//! Verity's business domains, one module each: its keys, typed entities,
//! operations and error enum. Domain code talks to ports only
//! (`verity_core::ports::Ports`): it names no HTTP framework, no AWS SDK and
//! no SQLite, and a test checks the crate graph keeps it so.
//!
//! Later slices add `catalog`, `billing`, `orders`, `batches`, `reports`, …
//! beside these (see `docs/architecture.md`).

/// The tail every area's error shares: the table's refusal of a cursor is the
/// caller's (`BadCursor`), any other table failure is internal. Written once
/// here, named in each area's `error.rs`.
macro_rules! table_errors_into {
    ($error:ident) => {
        impl From<verity_core::table::TableError> for $error {
            #[track_caller]
            fn from(e: verity_core::table::TableError) -> Self {
                match e {
                    verity_core::table::TableError::BadCursor => $error::BadCursor,
                    other => $error::Internal(verity_core::failure::Internal::new(other)),
                }
            }
        }
    };
}

/// An area's error enum: its own variants, then the tail every area shares
/// (`BadCursor`, `Invalid`, `Internal`), with the table's failures mapped
/// into it ([`table_errors_into!`]).
macro_rules! domain_error {
    ($(#[$meta:meta])* pub enum $error:ident { $($variants:tt)* }) => {
        $(#[$meta])*
        pub enum $error {
            $($variants)*
            /// A list cursor of another list.
            #[error("bad cursor")]
            BadCursor,
            // `"{0}"`, not `transparent`: thiserror does not recognise a
            // `transparent` written in a macro (hygiene); the text is the same.
            #[error("{0}")]
            Invalid(#[from] verity_core::failure::FieldError),
            #[error("{0}")]
            Internal(#[from] verity_core::failure::Internal),
        }

        table_errors_into!($error);
    };
}

/// `From<$from> for $error`: the source's `Internal` stays internal, the
/// arms given map what they name, anything else is an internal failure
/// (logged with the line that met it).
macro_rules! error_into {
    ($from:ident => $error:ident $(, $pat:pat => $to:expr)* $(,)?) => {
        impl From<$from> for $error {
            #[track_caller]
            fn from(e: $from) -> Self {
                #[allow(unreachable_patterns)]
                match e {
                    $from::Internal(i) => $error::Internal(i),
                    $($pat => $to,)*
                    other => $error::Internal(verity_core::failure::Internal::new(other)),
                }
            }
        }
    };
}

pub mod api_keys;
pub mod batches;
pub mod billing;
pub mod candidates;
pub mod catalog;
pub mod counters;
pub mod enterprise;
pub mod files;
mod gate;
pub mod identity;
pub mod jobs;
pub mod notices;
pub mod onboarding;
mod order_status;
pub mod orders;
pub mod privacy;
pub mod processor;
pub mod regions;
pub mod reports;
pub mod share;
pub mod sms;
pub mod stats;
pub mod webhooks;
pub mod workorders;
