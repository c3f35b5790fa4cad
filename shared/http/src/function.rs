//! A function's descriptor: everything the Lambda entry point, the local
//! stack and the OpenAPI document need, declared once. Adding a function is
//! its crate plus one line in the local stack's list.

use std::future::Future;
use std::pin::Pin;

use axum::Router;
use utoipa::openapi::OpenApi as Document;
use utoipa_axum::router::OpenApiRouter;
use verity_core::ports::{Needs, Ports};

/// What a seed step reports: `Some(what)` when it wrote, `None` when the data
/// was already there.
pub type SeedResult = Result<Option<String>, String>;

/// Loads a function's reference data; idempotent.
pub type Seed = for<'a> fn(&'a Ports) -> Pin<Box<dyn Future<Output = SeedResult> + Send + 'a>>;

pub struct Function {
    /// The endpoint group (`/api/base/<name>/…`) and the Lambda binary's name.
    pub name: &'static str,
    /// The ports its Lambda builds (the rest stay unconfigured).
    pub needs: Needs,
    /// Its routes, each with its OpenAPI path (`utoipa_axum::routes!`).
    pub routes: fn(Ports) -> OpenApiRouter,
    /// Reference data it owns, loaded by `verity-local seed`.
    pub seed: Option<Seed>,
}

impl Function {
    /// The function's whole router, as Lambda serves it: one log line per
    /// request ([`crate::request_log`]).
    pub fn router(&self, ports: Ports) -> Router {
        let routes = crate::request_log::mark_routes(self.parts(ports).0);
        crate::finish(routes).layer(axum::middleware::from_fn(crate::request_log::line))
    }

    /// Its routes and their OpenAPI paths, over `ports` as its `needs`
    /// allow: without `secret` the key is taken away here too (tests, the
    /// local stack), so a route that needs it fails in every test that
    /// reaches it, not first in the deployed function.
    pub fn parts(&self, ports: Ports) -> (Router, Document) {
        (self.routes)(self.narrow(ports)).split_for_parts()
    }

    fn narrow(&self, ports: Ports) -> Ports {
        if self.needs.secret {
            return ports;
        }
        Ports {
            pii: std::sync::Arc::new(verity_core::pii::PiiKeys::absent()),
            ..ports
        }
    }
}

/// The OpenAPI document of some functions, with the API's title, the
/// envelope's description and the `bearer` scheme the signed-in calls name.
pub fn document(paths: impl IntoIterator<Item = Document>) -> Document {
    use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
    // Derived for the package's licence and version.
    #[derive(utoipa::OpenApi)]
    struct Base;
    let mut doc = <Base as utoipa::OpenApi>::openapi();
    for part in paths {
        doc.merge(part);
    }
    doc.info.title = "Verity API".into();
    doc.info.version = env!("CARGO_PKG_VERSION").into();
    doc.info.description = Some(
        "Every response is the envelope {code, msg, data}; codes 0 and 501 are success. \
         Business errors answer HTTP 200 with their code (docs/error-codes.md)."
            .into(),
    );
    doc.components
        .get_or_insert_with(Default::default)
        .add_security_scheme(
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
    doc
}
