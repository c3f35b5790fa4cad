//! The candidate's side of their checks (PIPL rights: to know, to access and
//! copy, to correct, to withdraw, to delete), through the candidate portal
//! (`/me`), signed in with the phone the checks were ordered on.
//!
//! - A session of its own kind ([`session`]): an SMS code of scene `me`,
//!   texted only to a phone that has at least one check (the request does
//!   the same work for any phone), gives a `me_…` token; it opens only the
//!   `me/*` calls, and a portal token opens none of them.
//! - The checks of a phone, across enterprises, come from a pointer per
//!   order ([`pointer`]) written in the order's creation transaction; orders
//!   placed before it are indexed by [`pointer::backfill`] (idempotent).
//! - Every call on a check proves the order's phone hash is the session's:
//!   an unknown id and another phone's id answer the same
//!   ([`CandidateError::CheckNotFound`]) and change nothing.
//!
//! | item | pk | sk | access patterns served |
//! |---|---|---|---|
//! | candidate session | `MESESSION#<sha256(token) hex>` | `MESESSION` | the `me_…` bearer of a call (30 min idle, 12 h absolute; TTL `expiresAt`) |
//! | candidate pointer | `CANDIDATE#<phone hash>` | `ORDER#<createdAt, 13 digits>#<orderId>` | a phone's checks, newest first (written by `orders::create`; erasure deletes it) |

pub mod checks;
mod error;
pub mod export;
pub mod pointer;
pub mod session;

pub use crate::orders::model::pointer_key;
pub use error::{CandidateError, CandidateResult};
pub use pointer::{Phones, BACKFILL_EVENT};
pub use session::MeSession;
