//! The `user` group: sign-up, sign-in (SMS code, password, visitor, QR),
//! sessions, profile, members, enterprise switching and real-name checks.
//!
//! Sign-in calls answer a single-use login token (`data.token`); the SPA
//! exchanges it at `GET /user/loginInfo` (bearer) for the session token
//! `sToken`, sent as `Authorization: Bearer <sToken>` afterwards. Domain
//! rules and storage live in `verity_domain::identity` (access patterns listed
//! there and in `docs/table-design.md`); this crate holds the HTTP surface,
//! QR sign-in and the demo seed.

pub mod device;
pub mod enterprises;
pub mod menus;
pub mod profile;
pub mod qr;
pub mod seed;
pub mod signin;

use std::sync::Arc;

use axum::extract::FromRef;
use axum::Router;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Needs, Ports};
use verity_domain::identity::Right;
use verity_http::Function;
use verity_http::{codes, Answering, Callers};

pub use qr::{ExternalIdentity, QrIdentityProvider};

/// The router's state: the ports, and the identity provider of QR sign-in.
#[derive(Clone)]
pub struct UserState {
    pub ports: Ports,
    pub qr_provider: Arc<dyn QrIdentityProvider>,
}

impl FromRef<UserState> for Ports {
    fn from_ref(state: &UserState) -> Ports {
        state.ports.clone()
    }
}

/// The `user` function: sign-in, sessions and accounts, over the table and SMS.
pub const FUNCTION: Function = Function {
    name: "user",
    needs: Needs::TABLE.with_sms(),
    routes,
    seed: None,
};

/// The routes with the QR provider chosen by the environment
/// (`VERITY_QR_PROVIDER`; only `portal`, the default, exists today).
fn routes(ports: Ports) -> OpenApiRouter {
    routes_with(ports, qr::provider_from_env())
}

/// The routes with an explicit QR identity provider (tests, later WeChat).
pub fn routes_with(ports: Ports, qr_provider: Arc<dyn QrIdentityProvider>) -> OpenApiRouter {
    let state = UserState { ports, qr_provider };
    OpenApiRouter::new()
        .routes(routes!(signin::login::login).answering(
            Callers::Public,
            codes![
                InvalidField("bad field (ts must be ENT_WEB)"),
                BadCredentials("wrong phone or password (never says which)"),
                BadSmsCode("wrong or expired code"),
                SmsCodeExhausted("code dead after 5 wrong tries"),
                AccountLocked("locked after 10 failures in 15 minutes (data.retryAfterSeconds)"),
                AccountDisabled("account disabled")
            ],
        ))
        .routes(routes!(signin::visitor_login::visitor_login).answering(
            Callers::Public,
            codes![
                InvalidField("bad field"),
                BadSmsCode("wrong or expired code"),
                SmsCodeExhausted("code dead"),
                AccountDisabled("disabled")
            ],
        ))
        .routes(routes!(signin::register::register).answering(
            Callers::Public,
            codes![
                SmsDailyCap("the network's daily count of answers that reveal a taken phone"),
                InvalidField("bad field"),
                BadSmsCode("wrong or expired code"),
                SmsCodeExhausted("code dead"),
                PhoneTaken("phone already registered")
            ],
        ))
        .routes(routes!(signin::reset_password::reset_password).answering(
            Callers::Public,
            codes![
                InvalidField("bad field"),
                BadSmsCode("wrong or expired code"),
                SmsCodeExhausted("code dead")
            ],
        ))
        .routes(routes!(signin::login_info::login_info).answering(
            Callers::SignedIn,
            codes![AccountDisabled("account disabled")],
        ))
        .routes(
            routes!(signin::logout::logout)
                .answering(Callers::SignedIn, codes![InvalidField("bad field")]),
        )
        .routes(routes!(profile::change_mobile).answering(
            Callers::SignedIn,
            codes![
                SmsDailyCap("the network's daily count of answers that reveal a taken phone"),
                InvalidField("bad field (or the new phone is the current one)"),
                BadSmsCode("wrong or expired code"),
                SmsCodeExhausted("code dead"),
                PhoneTaken("new phone taken")
            ],
        ))
        .routes(
            routes!(profile::edit).answering(Callers::SignedIn, codes![InvalidField("bad field")]),
        )
        .routes(routes!(profile::list).answering(
            Callers::Holding(Right::ManageMembers),
            codes![InvalidField("bad field")],
        ))
        .routes(routes!(profile::authenticate).answering(
            Callers::SignedIn,
            codes![
                InvalidField("no or an invalid ID document number"),
                RateLimited("more than 5 checks today"),
                IdentityMismatch("name, ID number and phone do not match"),
                IdentityServiceUnavailable("provider unavailable")
            ],
        ))
        .routes(routes!(enterprises::related_main_list).answering(Callers::SignedIn, codes![]))
        .routes(routes!(enterprises::change_login).answering(
            Callers::SignedIn,
            codes![
                InvalidField("bad enterprise id"),
                NotAMember("not an active member of that enterprise")
            ],
        ))
        .routes(routes!(qr::get_qr_code::get_qr_code).answering(Callers::Public, codes![]))
        .routes(routes!(qr::scan::scan).answering(
            Callers::SignedIn,
            codes![
                InvalidField,
                QrTicketInvalid("ticket unknown, used or expired")
            ],
        ))
        .routes(routes!(qr::confirm::confirm).answering(
            Callers::SignedIn,
            codes![
                InvalidField,
                QrTicketInvalid("ticket unknown, used or expired"),
                QrMatchMismatch("the number is not the computer's (the ticket is cancelled)")
            ],
        ))
        .routes(
            routes!(qr::query_result::query_result)
                .answering(Callers::Public, codes![InvalidField]),
        )
        .routes(routes!(qr::bind_mobile::bind_mobile).answering(
            Callers::Public,
            codes![
                InvalidField,
                BadSmsCode("wrong or expired code"),
                SmsCodeExhausted("code dead"),
                AccountDisabled("disabled"),
                QrTicketInvalid("no identity waits on this ticket (unknown, expired or confirmed)")
            ],
        ))
        .routes(routes!(qr::callback::callback).answering(
            Callers::Public,
            codes![
                InvalidField,
                NotFound("no external provider configured"),
                QrTicketInvalid("ticket invalid or code rejected"),
                IdentityServiceUnavailable("provider unavailable")
            ],
        ))
        .with_state(state)
}

/// The whole router with an explicit QR identity provider.
pub fn router_with(ports: Ports, qr_provider: Arc<dyn QrIdentityProvider>) -> Router {
    verity_http::finish(routes_with(ports, qr_provider).split_for_parts().0)
}
