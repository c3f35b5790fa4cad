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
use verity_http::Function;

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
        .routes(routes!(signin::login::login))
        .routes(routes!(signin::visitor_login::visitor_login))
        .routes(routes!(signin::register::register))
        .routes(routes!(signin::reset_password::reset_password))
        .routes(routes!(signin::login_info::login_info))
        .routes(routes!(signin::logout::logout))
        .routes(routes!(profile::change_mobile))
        .routes(routes!(profile::edit))
        .routes(routes!(profile::list))
        .routes(routes!(profile::authenticate))
        .routes(routes!(enterprises::related_main_list))
        .routes(routes!(enterprises::change_login))
        .routes(routes!(qr::get_qr_code::get_qr_code))
        .routes(routes!(qr::scan::scan))
        .routes(routes!(qr::confirm::confirm))
        .routes(routes!(qr::query_result::query_result))
        .routes(routes!(qr::bind_mobile::bind_mobile))
        .routes(routes!(qr::callback::callback))
        .with_state(state)
}

/// The whole router with an explicit QR identity provider.
pub fn router_with(ports: Ports, qr_provider: Arc<dyn QrIdentityProvider>) -> Router {
    verity_http::finish(routes_with(ports, qr_provider).split_for_parts().0)
}
