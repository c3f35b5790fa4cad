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

/// A browser's form upload (`Blobs::upload_form`): the signed fields, then
/// the file, which must fit the signed size and type.
async fn form_upload(
    State(buckets): State<Buckets>,
    Path(bucket): Path<String>,
    mut form: axum::extract::Multipart,
) -> Response {
    use verity_adapters::files::form_fields::*;
    let Some(store) = buckets.find(&bucket) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let mut fields = std::collections::HashMap::new();
    while let Ok(Some(field)) = form.next_field().await {
        let name = field.name().unwrap_or("").to_string();
        if name == "file" {
            let sent_type = field.content_type().unwrap_or("").to_string();
            let field_of = |n: &str| fields.get(n).cloned().unwrap_or_default();
            let (key, ct): (String, String) = (field_of(KEY), field_of(CONTENT_TYPE));
            let (Ok(exp), Ok(max)) = (
                field_of(EXPIRES).parse::<u64>(),
                field_of(MAX_BYTES).parse::<u64>(),
            ) else {
                return StatusCode::FORBIDDEN.into_response();
            };
            if sent_type != ct || !store.verify_form(&key, &ct, exp, max, &field_of(SIGNATURE)) {
                return StatusCode::FORBIDDEN.into_response();
            }
            let Ok(bytes) = field.bytes().await else {
                return StatusCode::BAD_REQUEST.into_response();
            };
            if bytes.is_empty() || bytes.len() as u64 > max {
                return StatusCode::PAYLOAD_TOO_LARGE.into_response();
            }
            return match store.put(&key, bytes, &ct).await {
                Ok(()) => StatusCode::NO_CONTENT.into_response(),
                Err(_) => StatusCode::BAD_REQUEST.into_response(),
            };
        }
        match field.text().await {
            Ok(value) => {
                fields.insert(name, value);
            }
            Err(_) => return StatusCode::BAD_REQUEST.into_response(),
        }
    }
    StatusCode::BAD_REQUEST.into_response()
}

/// Form uploads go straight to the store: as large as S3 would take here.
const FORM_UPLOAD_LIMIT: usize = 50 * 1024 * 1024 + 64 * 1024;

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
        .route(
            &format!("{ROUTE_PREFIX}/{{bucket}}"),
            axum::routing::post(form_upload)
                .layer(axum::extract::DefaultBodyLimit::max(FORM_UPLOAD_LIMIT)),
        )
        .with_state(buckets)
}
