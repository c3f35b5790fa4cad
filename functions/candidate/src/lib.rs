//! The `candidate` function: the candidate's side of an order, opened from
//! the consent link texted to them (no enterprise session). It serves two
//! groups: `share/sendCode` and `share/checkPhone` (the phone check every
//! share link uses; -12 sends the browser there; the code is texted only to
//! the link's phone) and `candidate/*` (what is asked, signing,
//! withdrawing; a declined candidate's findings and dispute). Each `candidate/*` call carries the link's code `s` and
//! the share token as its bearer. Rules: `verity_domain::share` and
//! `verity_domain::orders::consent`.

pub mod disputes;
pub mod handlers;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Access, Needs, Ports};
use verity_http::Function;
use verity_http::{codes, Answering, Callers};

/// The `candidate` function: the table, the uploads bucket (drawn
/// signatures) and the events topic (an authorized order starts).
pub const FUNCTION: Function = Function {
    name: "candidate",
    needs: Needs::TABLE.uploads(Access::Write).with_events(),
    routes,
    seed: None,
};

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(handlers::send_code).answering(
            Callers::Public,
            codes![
                InvalidField("bad field"),
                SmsCooldown("resend cooldown (data.retryAfterSeconds)"),
                SmsDailyCap("daily cap"),
                SmsUnavailable("SMS unavailable"),
                ShareLinkInvalid("link not valid"),
                ShareLinkExpired("link expired"),
                ShareLinkRevoked("link withdrawn")
            ],
        ))
        .routes(routes!(handlers::check_phone).answering(
            Callers::Public,
            codes![
                InvalidField("bad field"),
                BadSmsCode("wrong or expired code"),
                SmsCodeExhausted("too many wrong codes"),
                ShareLinkInvalid("link not valid"),
                ShareLinkExpired("link expired"),
                ShareLinkRevoked("link withdrawn"),
                SharePhoneMismatch("the phone is not the one the link was sent to")
            ],
        ))
        .routes(routes!(handlers::detail).answering(
            Callers::Public,
            codes![
                NotFound("the link's order is gone"),
                CheckFinished("a finished check's link, instead of a link or phone-check error"),
                PhoneCheckRequired("phone not verified for this link"),
                ShareLinkInvalid,
                ShareLinkExpired,
                ShareLinkRevoked
            ],
        ))
        .routes(routes!(handlers::sign).answering(
            Callers::Public,
            codes![
                NotFound("the link's order is gone"),
                CheckFinished,
                PhoneCheckRequired,
                InvalidField("agree not true or not a PNG signature"),
                OrderStateConflict("the order no longer awaits consent"),
                ShareLinkInvalid,
                ShareLinkExpired,
                ShareLinkRevoked
            ],
        ))
        .routes(routes!(handlers::withdraw).answering(
            Callers::Public,
            codes![
                NotFound("the link's order is gone"),
                CheckFinished,
                PhoneCheckRequired,
                OrderStateConflict("the order has ended"),
                ShareLinkInvalid,
                ShareLinkExpired,
                ShareLinkRevoked
            ],
        ))
        .routes(routes!(disputes::findings).answering(
            Callers::Public,
            codes![
                PhoneCheckRequired("phone not verified (go to /checkPhone?s=…)"),
                ShareLinkInvalid("invalid"),
                ShareLinkExpired("expired"),
                ShareLinkRevoked("revoked"),
                DisputeClosed("nothing to dispute (the enterprise proceeds)")
            ],
        ))
        .routes(routes!(disputes::dispute).answering(
            Callers::Public,
            codes![
                PhoneCheckRequired,
                InvalidField("(data.field: items, items[0], text)"),
                ShareLinkInvalid,
                ShareLinkExpired,
                ShareLinkRevoked,
                DisputeClosed("no dispute possible (already raised, or after 7 days)")
            ],
        ))
        .with_state(ports)
}
