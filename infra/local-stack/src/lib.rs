//! The local stack: one process mounting every function's router under its
//! path, serving the SPA, signed blob URLs and developer-only endpoints.

mod blobs;
pub mod deadletters;
mod dev;
mod headers;
pub mod operator;

use std::net::SocketAddr;
use std::path::PathBuf;

use axum::routing::{any, get};
use axum::Router;
use tower_http::services::{ServeDir, ServeFile};
use tower_http::trace::TraceLayer;
use verity_core::ports::Ports;
use verity_core::settings::Settings;
use verity_http::{ApiError, ErrorCode, Function, Reply};

/// Every function the portal has: the local stack mounts, seeds and
/// documents each. A new function is one line here.
pub const FUNCTIONS: &[&Function] = &[
    &fn_data::FUNCTION,
    &fn_region::FUNCTION,
    &fn_sms::FUNCTION,
    &fn_user::FUNCTION,
    &fn_enterprise::FUNCTION,
    &fn_file::FUNCTION,
    &fn_package::FUNCTION,
    &fn_finance::FUNCTION,
    &fn_order::FUNCTION,
    &fn_candidate::FUNCTION,
    &fn_batch::FUNCTION,
    &fn_report::FUNCTION,
    &fn_home::FUNCTION,
    &fn_work_order::FUNCTION,
    &fn_job::FUNCTION,
    &fn_notice::FUNCTION,
    &fn_api_key::FUNCTION,
    &fn_webhook::FUNCTION,
    &fn_me::FUNCTION,
];

/// Seeds every function's reference data and, in a sandbox stage only, demo
/// accounts. Each seed is idempotent.
pub async fn seed_all(ports: &Ports, demo: bool) -> Result<(), Box<dyn std::error::Error>> {
    if demo && !ports.sandbox {
        // Demo accounts have a public password: never in a real stage.
        return Err("demo data is refused outside a sandbox stage (set VERITY_SANDBOX=1 only for a sandbox)".into());
    }
    for function in FUNCTIONS {
        if let Some(seed) = function.seed {
            if let Some(what) = seed(ports).await? {
                tracing::info!(function = function.name, "seeded {what}");
            }
        }
    }
    if demo
        && fn_user::seed::demo(ports)
            .await
            .map_err(|e| e.to_string())?
    {
        tracing::info!("seeded demo accounts (see functions/user/src/seed.rs)");
    }
    if demo {
        if let Some(trading) = fn_user::seed::trading_id(ports)
            .await
            .map_err(|e| e.to_string())?
        {
            let admin =
                verity_domain::identity::accounts::user_by_phone(ports, fn_user::seed::DEMO_PHONE)
                    .await
                    .map_err(|e| e.to_string())?
                    .ok_or("the demo admin is missing")?;
            if fn_package::demo(ports, &trading, &admin.user_id).await? {
                tracing::info!("seeded demo packages");
            }
            if fn_finance::demo(ports, &trading, &admin.user_id).await? {
                tracing::info!("seeded a demo balance and a transfer to confirm");
            }
        }
    }
    Ok(())
}

/// Every function's routes merged, and the OpenAPI document of them all.
pub fn functions(ports: &Ports) -> (Router, utoipa::openapi::OpenApi) {
    let mut router = Router::new();
    let mut docs = Vec::new();
    for function in FUNCTIONS {
        let (routes, doc) = function.parts(ports.clone());
        router = router.merge(routes);
        docs.push(doc);
    }
    (router, verity_http::function::document(docs))
}

/// Every function's router, mounted as API Gateway would route them; with
/// `dev`, the developer endpoints too.
pub fn api(ports: &Ports, dev: bool) -> Router {
    let not_found = || async { ApiError::new(ErrorCode::RouteNotFound) };
    let (routes, doc) = functions(ports);
    let doc = std::sync::Arc::new(doc);
    verity_http::with_layers(
        routes
            .route(
                "/api/health",
                get(|| async { Reply(serde_json::json!({"status": "up"})) }),
            )
            .route(
                "/api/openapi.json",
                get(move || async move { axum::Json(doc.as_ref().clone()) }),
            )
            .merge(if dev {
                dev::router(ports)
            } else {
                Router::new()
            })
            // Unknown API paths answer in the envelope; everything else is the SPA.
            .route("/api", any(not_found))
            .route("/api/{*rest}", any(not_found)),
    )
}

/// The developer endpoints (the SMS outbox) exist only with the embedded SMS
/// adapter and on a loopback address: never reachable from another machine.
pub fn dev_endpoints_allowed(ports: &Ports, addr: &SocketAddr) -> bool {
    ports.outbox.is_some() && addr.ip().is_loopback()
}

/// The whole local stack as one router.
pub fn app(ports: &Ports, settings: &Settings, web_dir: Option<PathBuf>, dev: bool) -> Router {
    let mut router = api(ports, dev).merge(blobs::router(settings));
    if let Some(dir) = web_dir {
        // Hash routing: the server only ever needs index.html and the assets.
        let index = dir.join("index.html");
        router = router.fallback_service(ServeDir::new(&dir).fallback(ServeFile::new(index)));
    } else {
        router = router.fallback(|| async { ApiError::new(ErrorCode::RouteNotFound) });
    }
    router
        .layer(tower_http::compression::CompressionLayer::new().gzip(true).br(true))
        .layer(axum::middleware::from_fn(headers::secure))
        .layer(
        // Method, path (no query string: it may hold a phone) and status only.
        TraceLayer::new_for_http()
            .make_span_with(|req: &http::Request<_>| {
                tracing::info_span!("request", method = %req.method(), path = %req.uri().path())
            })
            .on_response(|res: &http::Response<_>, latency: std::time::Duration, _span: &tracing::Span| {
                tracing::info!(status = res.status().as_u16(), ms = latency.as_millis() as u64, "answered");
            }),
    )
}

/// The local stack's ports as the environment asks (embedded by default),
/// their events handled in-process by the domain's processor (on the AWS
/// events adapter they go to the topic, for the processor Lambda).
pub async fn local_ports(settings: &Settings) -> Result<Ports, verity_core::settings::ConfigError> {
    let processor = verity_domain::processor::Processor::unbound();
    let ports = verity_adapters::local::ports(settings, processor.clone()).await?;
    processor.bind(ports.clone());
    Ok(ports)
}

/// The local stand-in for the processor's schedule: the orders sweep
/// (reminders, expiry, stalled work) every `VERITY_SWEEP_SECS` (60).
fn sweep_every_minute(ports: &Ports) {
    let secs = std::env::var("VERITY_SWEEP_SECS")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
        .filter(|s| *s > 0)
        .unwrap_or(60);
    let events = ports.events.clone();
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(std::time::Duration::from_secs(secs));
        loop {
            tick.tick().await;
            let sweep = verity_core::events::DomainEvent::new(
                verity_domain::orders::process::SWEEP_EVENT,
                serde_json::json!({}),
            );
            if let Err(e) = events.publish(sweep).await {
                tracing::warn!(error = %e, "the orders sweep was not queued");
            }
        }
    });
}

/// Runs the local stack until interrupted.
pub async fn serve(mut settings: Settings) -> Result<(), Box<dyn std::error::Error>> {
    if !settings.aws {
        // One secret for the embedded ports and the signed-URL router.
        settings.secret = Some(verity_adapters::embedded::secret(&settings)?);
    }
    if let Some(endpoint) = &settings.dynamodb_endpoint {
        // A local engine starts empty: make the table as template.yaml declares it.
        let sdk = verity_adapters::aws::sdk_config().await;
        let client = verity_adapters::aws::dynamodb(&sdk, Some(endpoint));
        verity_adapters::dynamo::DynamoTable::new(client, settings.table_name.clone())
            .create_table_if_missing()
            .await?;
    }
    let ports = local_ports(&settings).await?;
    seed_all(&ports, ports.sandbox).await?;
    // Orders placed before the candidate portal's index get their pointers
    // (idempotent: every start puts the same ones again).
    let backfill = verity_core::events::DomainEvent::new(
        verity_domain::candidates::BACKFILL_EVENT,
        serde_json::json!({}),
    );
    if let Err(e) = ports.events.publish(backfill).await {
        tracing::warn!(error = %e, "the candidate pointers' backfill was not queued");
    }
    sweep_every_minute(&ports);
    let web_dir = std::env::var("VERITY_WEB_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|_| PathBuf::from("web/dist"));
    let web_dir = if web_dir.join("index.html").exists() {
        Some(web_dir)
    } else {
        tracing::warn!(
            "no built SPA at {}; serving the API only",
            web_dir.display()
        );
        None
    };
    let host = std::env::var("HOST").unwrap_or_else(|_| "127.0.0.1".into());
    let port: u16 = std::env::var("PORT")
        .ok()
        .and_then(|p| p.parse().ok())
        .unwrap_or(3000);
    let addr: SocketAddr = format!("{host}:{port}").parse()?;
    let dev = dev_endpoints_allowed(&ports, &addr);
    let app = app(&ports, &settings, web_dir, dev);
    let listener = tokio::net::TcpListener::bind(addr).await?;
    println!(
        "Verity is running at http://{addr}  (data in {})",
        settings.data_dir.display()
    );
    axum::serve(
        listener,
        app.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(async {
        let _ = tokio::signal::ctrl_c().await;
    })
    .await?;
    Ok(())
}
