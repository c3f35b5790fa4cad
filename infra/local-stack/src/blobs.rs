//! Serves the embedded Blobs adapter's signed URLs: GET downloads, PUT uploads.

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use http::{header, StatusCode};
use serde::Deserialize;
use verity_adapters::files::{FileBlobs, Grant, ROUTE_PREFIX};
use verity_core::blobs::Blobs;
use verity_core::settings::Settings;

#[derive(Clone)]
struct Buckets(Vec<FileBlobs>);

#[derive(Deserialize)]
struct Signed {
    op: String,
    exp: u64,
    sig: String,
    ct: Option<String>,
}

const UPLOAD_LIMIT: usize = 20 * 1024 * 1024;

impl Buckets {
    fn find(&self, bucket: &str) -> Option<&FileBlobs> {
        self.0.iter().find(|b| b.bucket() == bucket)
    }
}

async fn download(
    State(buckets): State<Buckets>,
    Path((bucket, key)): Path<(String, String)>,
    Query(s): Query<Signed>,
) -> Response {
    let Some(store) = buckets.find(&bucket) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    if s.op != "get" || !store.verify(Grant::Get, &key, s.exp, "", &s.sig) {
        return StatusCode::FORBIDDEN.into_response();
    }
    match store.get(&key).await {
        Ok(Some(blob)) => {
            // Only images are shown inline; everything else downloads, so an
            // uploaded HTML or SVG file never runs as a page of this origin.
            let inline = matches!(
                blob.content_type.as_str(),
                "image/png" | "image/jpeg" | "image/gif" | "image/webp"
            );
            let disposition = if inline { "inline" } else { "attachment" };
            (
                [
                    (header::CONTENT_TYPE, blob.content_type),
                    (header::CONTENT_DISPOSITION, disposition.to_string()),
                    (header::X_CONTENT_TYPE_OPTIONS, "nosniff".to_string()),
                ],
                blob.bytes,
            )
                .into_response()
        }
        Ok(None) => StatusCode::NOT_FOUND.into_response(),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

async fn upload(
    State(buckets): State<Buckets>,
    Path((bucket, key)): Path<(String, String)>,
    Query(s): Query<Signed>,
    headers: http::HeaderMap,
    body: Bytes,
) -> Response {
    let Some(store) = buckets.find(&bucket) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let content_type = s.ct.unwrap_or_default();
    let sent_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    if s.op != "put"
        || sent_type != content_type
        || !store.verify(Grant::Put, &key, s.exp, &content_type, &s.sig)
    {
        return StatusCode::FORBIDDEN.into_response();
    }
    if body.len() > UPLOAD_LIMIT {
        return StatusCode::PAYLOAD_TOO_LARGE.into_response();
    }
    match store.put(&key, body, &content_type).await {
        Ok(()) => StatusCode::OK.into_response(),
        Err(_) => StatusCode::BAD_REQUEST.into_response(),
    }
}

pub fn router(settings: &Settings) -> Router {
    let buckets = Buckets(
        [&settings.uploads_bucket, &settings.reports_bucket]
            .into_iter()
            .map(|b| {
                FileBlobs::new(
                    &settings.data_dir,
                    b,
                    &settings.public_base,
                    settings.secret.as_deref().unwrap_or_default(),
                )
            })
            .collect(),
    );
    Router::new()
        .route(
            &format!("{ROUTE_PREFIX}/{{bucket}}/{{*key}}"),
            get(download).put(upload),
        )
        .layer(axum::extract::DefaultBodyLimit::max(UPLOAD_LIMIT))
        .with_state(buckets)
}
