//! Reports: what an enterprise pays for. When an order completes its report
//! is assembled from the screening results (version 1); an analyst (`ops`)
//! corrects findings or grades as a new version with who, when and why.
//! Versions are never changed: the enterprise sees the current one and the
//! history.
//!
//! | item | pk | sk | access patterns served |
//! |---|---|---|---|
//! | report share | `RSHARE#<shareId>` (the link's code hash) | `SHARE` | revoking a link; its openings counted |
//! | report version | `ORDER#<orderId>` | `REPORT#<version, 4 digits>` | the current version (query backward, limit 1); the history in order; a new version is put only if absent (two edits at once cannot both become version n) |

pub mod assemble;
mod error;
pub mod model;
pub mod share;

pub use assemble::{
    current, edit, on_completed, publish_assembly, versions, ItemEdit, REPORT_EVENT,
};
pub use error::{ReportError, ReportResult};
pub use model::{Grade, Report, ReportItem};
