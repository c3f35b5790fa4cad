//! The `user` group: sign-up, sign-in (SMS code, password, visitor, QR),
//! sessions, profile, members, enterprise switching and real-name checks.
//!
//! Sign-in calls answer a single-use login token (`data.token`); the SPA
//! exchanges it at `GET /user/loginInfo` (bearer) for the session token
//! `sToken`, sent as `Authorization: Bearer <sToken>` afterwards. Domain
//! rules and storage live in `verity_domain::identity` (access patterns listed
//! there and in `docs/table-design.md`); this crate holds the HTTP surface,
//! QR sign-in and the demo seed.

pub mod enterprises;
pub mod profile;
pub mod qr;
pub mod seed;
pub mod signin;

use std::sync::Arc;

use axum::extract::FromRef;
use axum::routing::{get, post};
use axum::Router;
use utoipa::OpenApi;
use verity_core::ports::Ports;
use verity_http::finish;

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

#[derive(OpenApi)]
#[openapi(
    paths(
        signin::login,
        signin::visitor_login,
        signin::register,
        signin::reset_password,
        signin::login_info,
        signin::logout,
        profile::change_mobile,
        profile::edit,
        profile::list,
        profile::authenticate,
        enterprises::related_main_list,
        enterprises::change_login,
        qr::get_qr_code,
        qr::scan,
        qr::confirm,
        qr::query_result,
        qr::bind_mobile,
        qr::callback,
    ),
    components(schemas(
        signin::LoginRequest,
        signin::VisitorLoginRequest,
        signin::RegisterRequest,
        signin::ResetPasswordRequest,
        signin::LogoutRequest,
        signin::TokenReply,
        signin::LoginInfo,
        signin::EnterpriseRef,
        verity_domain::identity::Menu,
        verity_domain::identity::Role,
        profile::ChangeMobileRequest,
        profile::EditRequest,
        profile::Profile,
        profile::ListRequest,
        profile::MemberRow,
        profile::MemberPage,
        profile::AuthenticateRequest,
        profile::AuthenticateReply,
        enterprises::RelatedMain,
        enterprises::RelatedMainList,
        enterprises::ChangeLoginRequest,
        enterprises::ChangeLoginReply,
        qr::QrCode,
        qr::TicketRequest,
        qr::QrStatus,
        qr::BindMobileRequest,
    )),
    modifiers(&BearerAuth)
)]
pub struct ApiDoc;

/// Declares the `bearer` scheme the signed-in calls name.
struct BearerAuth;

impl utoipa::Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .description(Some(
                        "The session token (sToken) from GET /api/base/user/loginInfo",
                    ))
                    .build(),
            ),
        );
    }
}

/// The routes of this group with the QR provider chosen by the environment
/// (`VERITY_QR_PROVIDER`; only `portal`, the default, exists today).
pub fn routes(ports: Ports) -> Router {
    routes_with(ports, qr::provider_from_env())
}

/// The routes with an explicit QR identity provider (tests, later WeChat).
pub fn routes_with(ports: Ports, qr_provider: Arc<dyn QrIdentityProvider>) -> Router {
    let state = UserState { ports, qr_provider };
    Router::new()
        .route("/api/base/user/login", post(signin::login))
        .route("/api/base/user/visitorLogin", post(signin::visitor_login))
        .route("/api/base/user/register", post(signin::register))
        .route("/api/base/user/resetPassword", post(signin::reset_password))
        .route("/api/base/user/loginInfo", get(signin::login_info))
        .route("/api/base/user/logout", post(signin::logout))
        .route("/api/base/user/changeMobile", post(profile::change_mobile))
        .route("/api/base/user/edit", post(profile::edit))
        .route("/api/base/user/list", post(profile::list))
        .route("/api/base/user/authenticate", post(profile::authenticate))
        .route(
            "/api/base/user/relatedMainList",
            post(enterprises::related_main_list),
        )
        .route(
            "/api/base/user/changeLogin",
            post(enterprises::change_login),
        )
        .route("/api/base/user/wechatLogin/getQrCode", get(qr::get_qr_code))
        .route("/api/base/user/wechatLogin/scan", post(qr::scan))
        .route("/api/base/user/wechatLogin/confirm", post(qr::confirm))
        .route(
            "/api/base/user/wechatLogin/queryResult",
            post(qr::query_result),
        )
        .route(
            "/api/base/user/wechatLogin/bindMobile",
            post(qr::bind_mobile),
        )
        .route("/api/base/user/wechatLogin/callback", get(qr::callback))
        .with_state(state)
}

/// The function's whole router, as Lambda serves it.
pub fn router(ports: Ports) -> Router {
    finish(routes(ports))
}

/// The whole router with an explicit QR identity provider.
pub fn router_with(ports: Ports, qr_provider: Arc<dyn QrIdentityProvider>) -> Router {
    finish(routes_with(ports, qr_provider))
}
