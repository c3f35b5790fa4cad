//! Reports: what an enterprise pays for. When an order completes its report
//! is assembled from the screening results (version 1); an analyst (`ops`)
//! corrects findings or grades as a new version with who, when and why.
//! Versions are never changed: the enterprise sees the current one and the
//! history. A PDF per version carries a verification code anyone can check;
//! decisions and disputes follow (`decision`).
//!
//! | item | pk | sk | access patterns served |
//! |---|---|---|---|
//! | report share | `ORDER#<orderId>` | `RSHARE#<shareId>` (the link's code hash) | the links of a report; revoking one (through its share link); its openings counted |
//! | decision | `ORDER#<orderId>` | `DECISION` | the enterprise's decision; `rev` conditions the next write |
//! | dispute | `ORDER#<orderId>` | `DISPUTE#<raisedAt, 13 digits>` | the latest dispute (query backward, limit 1); open ones for the analysts (gsi1 `DISPUTES#open`) |
//! | notice claim | `NOTICE#<link hash>` | `SMS` | one text per candidate link, however often the event comes |
//! | verification | `RVERIFY#<code>` | `CODE` | `report/verify` (public) confirms a PDF; its stored PDF per version |
//! | report version | `ORDER#<orderId>` | `REPORT#<version, 4 digits>` | the current version (query backward, limit 1); the history in order; a new version is put only if absent (two edits at once cannot both become version n) |

pub mod assemble;
pub mod decision;
mod error;
pub mod labels;
pub mod model;
pub mod pdf;
pub mod share;

pub use assemble::{
    current, edit, on_completed, publish_assembly, versions, ItemEdit, REPORT_EVENT,
};
pub use decision::{Decision, ReportStatus, NOTICE_EVENT};
pub use error::{ReportError, ReportResult};
pub use model::{Grade, Report, ReportItem};
