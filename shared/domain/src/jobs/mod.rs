//! Job registration: an enterprise publishes a position with a public
//! link (`/jobApply?j=<code>`, shown with a QR code); applicants verify
//! their phone by SMS and register (one registration per position and
//! phone, updated when they come back); the enterprise reads the
//! registrations and may order a check from one in a click. When the
//! position's consent text covered a background check, that order counts
//! the applicant's consent and starts at once.
//!
//! - The link's code (128 random bits) is stored as a keyed hash (the
//!   claim's key) and sealed on the position, never in clear.
//! - Name, ID number and phone are sealed; lists show masks; keys hold
//!   keyed hashes only. Education and work history are sealed together
//!   (`profileEnc`); the education level stays in clear for the filter.
//! - An applicant's token (2 hours) is bound to one position and phone;
//!   their uploads are owned by `APPLICANT#<jobId>#<hmac(phone)>`, so a key
//!   is accepted only in that applicant's registration.
//!
//! | item | pk | sk | access patterns served |
//! |---|---|---|---|
//! | position | `JOB#<jobId>` | `JOB` | by id (a member's read compares the enterprise: another's is 1007); the enterprise's positions newest first (gsi1 `JOBS#<enterpriseId>`, `<createdAt>#<jobId>`, status as a filter); `registrationCount` added in the transaction that creates a registration, conditioned on `status = open` |
//! | link code | `JOBCODE#<hmac(code)>` | `CODE` | the position of a public link (put-if-absent with the position) |
//! | applicant token | `JOBTOKEN#<hmac(token)>` | `TOKEN` | a verified phone for one position (TTL 2 hours) |
//! | registration | `JOBREG#<registrationId>` (derived from position and phone hash) | `REG` | an applicant's own (the same phone finds it again); by id for the enterprise; a position's registrations by first submission, newest first (gsi1 `JOBREGS#<jobId>`, `<submittedAt>#<registrationId>`, `BETWEEN` for a date range, education level as a filter); an update is a put conditioned on the `revision` read |

pub mod apply;
pub mod consent;
mod error;
pub mod model;
pub mod positions;
pub mod registrations;

pub use error::{JobError, JobResult};
pub use model::{
    Education, EducationLevel, JobField, JobStatus, Position, Registration, WorkEntry,
};
