//! The local stack as one router: every function mounted, the SPA, the
//! generated OpenAPI document, signed blob URLs.

use verity_core::ports::Ports;
use verity_core::settings::Settings;
use verity_http::ErrorCode;
use verity_testkit::{get, post};

fn settings(dir: &std::path::Path) -> Settings {
    let mut s = Settings::from_env();
    s.data_dir = dir.to_path_buf();
    s.uploads_bucket = "uploads".into();
    s.reports_bucket = "reports".into();
    s.secret = Some(b"test-secret-test-secret-test-secret".to_vec());
    s.public_base = "http://127.0.0.1:3000".into();
    s
}

async fn stack(web: Option<std::path::PathBuf>) -> (axum::Router, Ports, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let ports = verity_testkit::for_tests(dir.path());
    verity_local::seed_all(&ports, true).await.unwrap();
    let app = verity_local::app(&ports, &settings(dir.path()), web, true);
    (app, ports, dir)
}

/// A web folder holding an `index.html` titled Verity.
fn web_folder() -> tempfile::TempDir {
    let web = tempfile::tempdir().unwrap();
    std::fs::write(
        web.path().join("index.html"),
        "<!doctype html><title>Verity</title>",
    )
    .unwrap();
    web
}

/// A GET of `path`, answered as it is (status, headers, raw body).
async fn raw_get(app: &axum::Router, path: impl AsRef<str>) -> http::Response<axum::body::Body> {
    let request = http::Request::get(path.as_ref())
        .body(axum::body::Body::empty())
        .unwrap();
    tower::ServiceExt::oneshot(app.clone(), request)
        .await
        .unwrap()
}

#[tokio::test]
async fn every_function_is_mounted_under_its_path() {
    let (app, _ports, _dir) = stack(None).await;
    assert_eq!(post(&app, "/api/base/region/list", "{}").await.code(), 0);
    assert_eq!(
        post(
            &app,
            "/api/base/data/queryDictList",
            r#"{"type":"checkItemKind"}"#
        )
        .await
        .code(),
        0
    );
    assert_eq!(get(&app, "/api/health", None).await.code(), 0);
    let unknown = post(&app, "/api/base/nothing/here", "{}").await;
    assert_eq!((unknown.status.as_u16(), unknown.code()), (404, 404));
}

#[tokio::test]
async fn the_openapi_document_lists_every_route_and_matches_docs() {
    let (app, _ports, _dir) = stack(None).await;
    let doc = get(&app, "/api/openapi.json", None).await.body;
    assert!(doc["openapi"].as_str().unwrap().starts_with("3."));
    for path in [
        "/api/base/region/list",
        "/api/base/data/queryDictList",
        "/api/base/data/querySphereConfig",
    ] {
        assert!(doc["paths"].get(path).is_some(), "{path} missing");
    }
    // Generated clients name their calls by operationId: each is unique.
    let mut ids = std::collections::HashSet::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for op in item.as_object().unwrap().values() {
            let id = op["operationId"].as_str().unwrap_or_default();
            assert!(
                ids.insert(id.to_string()),
                "operationId {id} of {path} is not unique"
            );
            // Every route declares what it answers (`answering(codes![…])`),
            // which the test kit checks each answer against.
            assert!(
                op["x-callers"].is_string() && op["responses"]["200"]["x-codes"].is_array(),
                "{path} declares no callers and codes: add `.answering(Callers::…, codes![…])` to its route"
            );
        }
    }
    // Merging keeps one schema per name: two functions' types of one name
    // would silently become one (a client then sends the wrong fields).
    let mut schemas: std::collections::HashMap<String, (&str, serde_json::Value)> =
        std::collections::HashMap::new();
    for function in verity_local::FUNCTIONS {
        let (_, part) = function.parts(_ports.clone());
        let part = serde_json::to_value(&part).unwrap();
        for (name, schema) in part["components"]["schemas"]
            .as_object()
            .into_iter()
            .flatten()
        {
            if let Some((other, seen)) = schemas.get(name) {
                assert_eq!(
                    seen, schema,
                    "schema {name} of {} differs from the one of {other}: rename one type",
                    function.name
                );
            }
            schemas.insert(name.clone(), (function.name, schema.clone()));
        }
    }
    let committed =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/openapi.json");
    let (_, document) = verity_local::functions(&_ports);
    let generated = serde_json::to_string_pretty(&document).unwrap() + "\n";
    verity_http::error::check_generated_doc(&committed, &generated);
}

#[tokio::test]
async fn the_spa_is_served_at_the_root_and_for_unknown_paths() {
    let web = web_folder();
    let (app, _ports, _dir) = stack(Some(web.path().to_path_buf())).await;
    for path in ["/", "/index.html", "/some/deep/link"] {
        let response = raw_get(&app, path).await;
        assert_eq!(response.status(), 200, "{path}");
        let body = axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .unwrap();
        assert!(String::from_utf8_lossy(&body).contains("<title>Verity</title>"));
    }
    // The API keeps answering in the envelope, never with the SPA.
    assert_eq!(
        get(&app, "/api/nothing", None).await.code(),
        ErrorCode::RouteNotFound
    );
}

#[tokio::test]
async fn signed_blob_urls_download_until_tampered_with() {
    let (app, ports, _dir) = stack(None).await;
    ports
        .uploads
        .put(
            "batches/b1.csv",
            bytes::Bytes::from_static(b"a,b\n"),
            "text/csv",
        )
        .await
        .unwrap();
    let url = ports
        .uploads
        .download_url("batches/b1.csv", std::time::Duration::from_secs(60))
        .await
        .unwrap();
    let path = url.trim_start_matches("http://127.0.0.1:3000");
    let fetch = |p: String| {
        let app = app.clone();
        async move {
            let r = tower::ServiceExt::oneshot(
                app,
                http::Request::get(p)
                    .body(axum::body::Body::empty())
                    .unwrap(),
            )
            .await
            .unwrap();
            let status = r.status();
            (
                status,
                axum::body::to_bytes(r.into_body(), usize::MAX)
                    .await
                    .unwrap(),
            )
        }
    };
    let (status, body) = fetch(path.to_string()).await;
    assert_eq!(status, 200);
    assert_eq!(&body[..], b"a,b\n");
    let (status, _) = fetch(path.replace("b1.csv", "b2.csv")).await;
    assert_eq!(status, 403);
}

#[tokio::test]
async fn signed_upload_urls_accept_a_put_of_the_declared_type_only() {
    let (app, ports, _dir) = stack(None).await;
    let url = ports
        .uploads
        .upload_url(
            "licences/l1.png",
            "image/png",
            std::time::Duration::from_secs(60),
        )
        .await
        .unwrap();
    let path = url.trim_start_matches("http://127.0.0.1:3000").to_string();
    let put = |ct: &'static str| {
        let app = app.clone();
        let path = path.clone();
        async move {
            tower::ServiceExt::oneshot(
                app,
                http::Request::put(path)
                    .header("content-type", ct)
                    .body(axum::body::Body::from("png"))
                    .unwrap(),
            )
            .await
            .unwrap()
            .status()
        }
    };
    assert_eq!(put("text/html").await, 403);
    assert_eq!(put("image/png").await, 200);
    let blob = ports.uploads.get("licences/l1.png").await.unwrap().unwrap();
    assert_eq!(blob.content_type, "image/png");
}

#[tokio::test]
async fn every_answer_carries_the_security_headers_and_assets_are_cached_and_compressed() {
    let web = web_folder();
    std::fs::create_dir(web.path().join("assets")).unwrap();
    let script = "console.log('verity');\n".repeat(500);
    std::fs::write(web.path().join("assets/index-abc123.js"), &script).unwrap();
    let (app, _ports, _dir) = stack(Some(web.path().to_path_buf())).await;
    let fetch = |path: &'static str| {
        let app = app.clone();
        async move {
            tower::ServiceExt::oneshot(
                app,
                http::Request::get(path)
                    .header("accept-encoding", "gzip, br")
                    .body(axum::body::Body::empty())
                    .unwrap(),
            )
            .await
            .unwrap()
        }
    };
    for path in ["/", "/api/health", "/assets/index-abc123.js"] {
        let response = fetch(path).await;
        let h = response.headers();
        let csp = h["content-security-policy"].to_str().unwrap();
        assert!(
            csp.contains("frame-ancestors 'none'") && csp.contains("script-src 'self'"),
            "{path}"
        );
        assert_eq!(h["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(h["x-frame-options"], "DENY", "{path}");
        assert_eq!(
            h["referrer-policy"], "strict-origin-when-cross-origin",
            "{path}"
        );
    }
    let asset = fetch("/assets/index-abc123.js").await;
    assert_eq!(
        asset.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
    assert!(["br", "gzip"].contains(&asset.headers()["content-encoding"].to_str().unwrap()));
    let body = axum::body::to_bytes(asset.into_body(), usize::MAX)
        .await
        .unwrap();
    assert!(
        body.len() < script.len() / 4,
        "compressed: {} bytes",
        body.len()
    );
    assert_eq!(fetch("/").await.headers()["cache-control"], "no-cache");
}

#[tokio::test]
async fn blobs_download_as_attachments_unless_they_are_images() {
    let (app, ports, _dir) = stack(None).await;
    for (key, content_type, disposition) in [
        ("licences/l1.png", "image/png", "inline"),
        ("uploads/page.html", "text/html", "attachment"),
        ("uploads/pic.svg", "image/svg+xml", "attachment"),
    ] {
        ports
            .uploads
            .put(key, bytes::Bytes::from_static(b"x"), content_type)
            .await
            .unwrap();
        let url = ports
            .uploads
            .download_url(key, std::time::Duration::from_secs(60))
            .await
            .unwrap();
        let path = url.trim_start_matches("http://127.0.0.1:3000").to_string();
        let response = raw_get(&app, path).await;
        assert_eq!(response.status(), 200, "{key}");
        assert_eq!(
            response.headers()["content-disposition"],
            disposition,
            "{key}"
        );
        assert_eq!(
            response.headers()["x-content-type-options"],
            "nosniff",
            "{key}"
        );
    }
}

#[tokio::test]
async fn demo_accounts_are_refused_outside_a_sandbox() {
    let dir = tempfile::tempdir().unwrap();
    let mut ports = verity_testkit::for_tests(dir.path());
    ports.sandbox = false;
    let refused = verity_local::seed_all(&ports, true).await.unwrap_err();
    assert!(
        refused.to_string().contains("outside a sandbox"),
        "{refused}"
    );
    // Reference data still loads.
    verity_local::seed_all(&ports, false).await.unwrap();
}

#[tokio::test]
async fn dev_endpoints_need_the_embedded_outbox_and_a_loopback_address() {
    let dir = tempfile::tempdir().unwrap();
    let mut ports = verity_testkit::for_tests(dir.path());
    let loopback: std::net::SocketAddr = "127.0.0.1:3000".parse().unwrap();
    let everywhere: std::net::SocketAddr = "0.0.0.0:3000".parse().unwrap();
    assert!(verity_local::dev_endpoints_allowed(&ports, &loopback));
    assert!(!verity_local::dev_endpoints_allowed(&ports, &everywhere));
    ports.outbox = None;
    assert!(!verity_local::dev_endpoints_allowed(&ports, &loopback));
}

#[path = "parts/abuse.rs"]
mod abuse;
#[path = "parts/process_output.rs"]
mod process_output;

#[path = "parts/deadletters.rs"]
mod deadletters;
#[path = "parts/operator.rs"]
mod operator;

#[path = "parts/isolation.rs"]
mod isolation;

#[tokio::test]
async fn upload_forms_post_to_the_stack_within_their_signed_limits() {
    let (app, ports, _dir) = stack(None).await;
    let form = ports
        .uploads
        .upload_form(
            "batch/list.csv",
            "text/csv",
            16,
            std::time::Duration::from_secs(300),
        )
        .await
        .unwrap();
    let path = form
        .url
        .split_once("127.0.0.1:3000")
        .map(|(_, p)| p.to_string())
        .unwrap_or(form.url.clone());
    let post = |file: &'static [u8], content_type: &'static str, fields: Vec<(String, String)>| {
        let boundary = "stackBoundary42";
        let mut body = Vec::new();
        for (name, value) in &fields {
            body.extend_from_slice(
                format!("--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n").as_bytes(),
            );
        }
        body.extend_from_slice(
            format!("--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"f\"\r\nContent-Type: {content_type}\r\n\r\n").as_bytes(),
        );
        body.extend_from_slice(file);
        body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
        http::Request::post(path.clone())
            .header(
                "content-type",
                format!("multipart/form-data; boundary={boundary}"),
            )
            .body(axum::body::Body::from(body))
            .unwrap()
    };
    use tower::ServiceExt;
    let status = |r: http::Response<axum::body::Body>| r.status().as_u16();
    // Too large for the form, or another type: refused, nothing stored.
    let big = app
        .clone()
        .oneshot(post(
            b"0123456789abcdefXYZ",
            "text/csv",
            form.fields.clone(),
        ))
        .await
        .unwrap();
    assert_eq!(status(big), 413);
    let html = app
        .clone()
        .oneshot(post(b"<b>x</b>", "text/html", form.fields.clone()))
        .await
        .unwrap();
    assert_eq!(status(html), 403);
    let mut forged = form.fields.clone();
    forged.iter_mut().for_each(|(n, v)| {
        if n == "x-verity-max-bytes" {
            *v = "999999".into()
        }
    });
    let forged = app
        .clone()
        .oneshot(post(b"0123456789abcdefXYZ", "text/csv", forged))
        .await
        .unwrap();
    assert_eq!(status(forged), 403);
    assert!(ports.uploads.get("batch/list.csv").await.unwrap().is_none());
    let ok = app
        .clone()
        .oneshot(post(b"a,b\n1,2\n", "text/csv", form.fields.clone()))
        .await
        .unwrap();
    assert_eq!(status(ok), 204);
    let stored = ports.uploads.get("batch/list.csv").await.unwrap().unwrap();
    assert_eq!(stored.bytes.as_ref(), b"a,b\n1,2\n");
}
