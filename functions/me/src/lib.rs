//! The `me` group: the candidate portal (`/me`). A candidate signs in with
//! the phone their checks were ordered on (an SMS code of scene `me`, texted
//! only to a phone with a check) and gets a `me_…` session that opens these
//! calls only; they see their checks across enterprises and use their rights:
//! withdraw consent, ask for a correction, ask for deletion once a check
//! ended, and take a copy of everything kept about them (JSON or PDF).
//! Rules and storage: `verity_domain::candidates`; the session's bearer:
//! `verity_http::MeSession`.
//!
//! Every route is public to the matrix (no portal session opens it): a call
//! without a valid `me_…` token answers 5001.

pub mod calls;
pub mod pdf;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Access, Needs, Ports};
use verity_http::Function;
use verity_http::{codes, Answering, Callers};

/// The `me` function: the table, the uploads bucket read (a drawn
/// signature in the copy) and the events topic (codes, notices, a
/// withdrawn check's webhook).
pub const FUNCTION: Function = Function {
    name: "me",
    needs: Needs::TABLE.uploads(Access::Read).with_events(),
    routes,
    seed: None,
};

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(calls::session::send_code).answering(
            Callers::Public,
            codes![
                InvalidField("bad phone"),
                SmsCooldown("resend cooldown (data.retryAfterSeconds)"),
                SmsDailyCap("daily cap"),
                SmsUnavailable("SMS unavailable")
            ],
        ))
        .routes(routes!(calls::session::login).answering(
            Callers::Public,
            codes![
                InvalidField("bad phone or code"),
                BadSmsCode("wrong, used or expired code"),
                SmsCodeExhausted("too many wrong codes")
            ],
        ))
        .routes(routes!(calls::session::logout).answering(
            Callers::Public,
            codes![MeSessionInvalid("no candidate session")],
        ))
        .routes(routes!(calls::checks::checks).answering(
            Callers::Public,
            codes![
                MeSessionInvalid("no candidate session"),
                InvalidField("bad pageNum or pageSize")
            ],
        ))
        .routes(routes!(calls::checks::detail).answering(
            Callers::Public,
            codes![
                MeSessionInvalid("no candidate session"),
                MeCheckNotFound("not a check of this phone")
            ],
        ))
        .routes(routes!(calls::checks::withdraw).answering(
            Callers::Public,
            codes![
                MeSessionInvalid("no candidate session"),
                MeCheckNotFound("not a check of this phone (nothing changed)"),
                MeNotWithdrawable("the check ended or is suspended (data.status)")
            ],
        ))
        .routes(routes!(calls::checks::correction).answering(
            Callers::Public,
            codes![
                MeSessionInvalid("no candidate session"),
                InvalidField("text: 5 to 500 characters"),
                MeCheckNotFound("not a check of this phone (nothing changed)"),
                MeCorrectionOpen("an open correction or dispute already")
            ],
        ))
        .routes(routes!(calls::checks::erase).answering(
            Callers::Public,
            codes![
                MeSessionInvalid("no candidate session"),
                MeCheckNotFound("not a check of this phone (nothing changed)"),
                MeNotErasable("the check has not ended (data.status)")
            ],
        ))
        .routes(routes!(calls::copy::export).answering(
            Callers::Public,
            codes![MeSessionInvalid("no candidate session")],
        ))
        .routes(routes!(calls::copy::export_pdf).answering(
            Callers::Public,
            codes![MeSessionInvalid("no candidate session")],
        ))
        .with_state(ports)
}
