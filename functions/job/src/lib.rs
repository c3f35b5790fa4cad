//! The `job` group: job application registration. The enterprise's calls
//! (`job/create`, `list`, `detail`, `close`, `registrations`,
//! `registration`) need a session; the applicant's (`job/apply/*`) are
//! public, opened from the position's link `/jobApply?j=<code>`: after
//! `job/apply/verify` (an SMS code of scene `jobApply`) they carry the
//! applicant token as their bearer. Rules and storage:
//! `verity_domain::jobs`; this crate is the HTTP surface.

pub mod apply;
pub mod positions;
pub mod registrations;

use axum::extract::DefaultBodyLimit;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Access, Needs, Ports};
use verity_domain::identity::Right;
use verity_http::Function;
use verity_http::{codes, Answering, Callers};

/// The body cap of an upload: what fits Lambda's payload after base64.
const UPLOAD_BODY_MAX: usize = verity_http::upload::BODY_MAX;

/// The `job` function: the table and the uploads bucket (applicants'
/// attachments, signed downloads).
pub const FUNCTION: Function = Function {
    name: "job",
    needs: Needs::TABLE.uploads(Access::Write),
    routes,
    seed: None,
};

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(apply::upload).answering(
            Callers::Public,
            codes![
                InvalidField("missing part or a bad file name"),
                BodyTooLarge("body over the cap"),
                FileTooLarge("larger than 4 MB"),
                FileTypeRefused("not a JPEG, PNG or PDF"),
                JobClosed("the position is closed"),
                JobLinkInvalid,
                ApplicantVerifyRequired("verify the phone first"),
                ApplicantUploadCap("20 uploads today already (data.max)")
            ],
        ))
        .layer(DefaultBodyLimit::max(UPLOAD_BODY_MAX))
        .routes(routes!(positions::create).answering(
            Callers::Holding(Right::ManageJobs),
            codes![
                InvalidField("bad field (data.field: title, department, regionCode, fields[i])"),
                UnknownRegion("unknown region (data.field regionCode)")
            ],
        ))
        .routes(routes!(positions::list).answering(
            Callers::Holding(Right::ViewRecords),
            codes![
                InvalidField("unknown status or pageSize out of range"),
                BadCursor("bad cursor")
            ],
        ))
        .routes(routes!(positions::detail).answering(
            Callers::Holding(Right::ViewRecords),
            codes![NotFound("no such position in this enterprise")],
        ))
        .routes(routes!(positions::close).answering(
            Callers::Holding(Right::ManageJobs),
            codes![NotFound("no such position in this enterprise")],
        ))
        .routes(routes!(registrations::list).answering(
            Callers::Holding(Right::ViewRecords),
            codes![
                InvalidField("bad filter or pageSize"),
                BadCursor("bad cursor (another position's included)"),
                NotFound("no such position in this enterprise")
            ],
        ))
        .routes(routes!(registrations::detail).answering(
            Callers::Holding(Right::ViewRecords),
            codes![NotFound("no such registration in this enterprise")],
        ))
        .routes(routes!(apply::info).answering(
            Callers::Public,
            codes![
                InvalidField,
                JobClosed("the position is closed (applicants may still read theirs)"),
                JobLinkInvalid("the link is not valid")
            ],
        ))
        .routes(routes!(apply::verify).answering(
            Callers::Public,
            codes![
                InvalidField("bad field"),
                BadSmsCode("wrong or expired code"),
                SmsCodeExhausted("too many wrong codes"),
                JobLinkInvalid("the link is not valid")
            ],
        ))
        .routes(routes!(apply::mine).answering(
            Callers::Public,
            codes![
                JobLinkInvalid("the link is not valid"),
                ApplicantVerifyRequired(
                    "verify the phone first (no, expired or another position's token)"
                )
            ],
        ))
        .routes(routes!(apply::submit).answering(
            Callers::Public,
            codes![
                InvalidField("bad field (data.field, e.g. education.school)"),
                FileNotFound("an attachment not this applicant's upload (data.field)"),
                JobClosed("the position is closed"),
                JobLinkInvalid,
                ApplicantVerifyRequired("verify the phone first"),
                JobConsentOutdated("the consent text changed (data.version: show it again)")
            ],
        ))
        .with_state(ports)
}
