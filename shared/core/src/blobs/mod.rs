//! The Blobs port: objects in a bucket, plus signed upload/download URLs.

use std::time::Duration;

use async_trait::async_trait;
use bytes::Bytes;

#[derive(Debug, Clone, PartialEq)]
pub struct Blob {
    pub bytes: Bytes,
    pub content_type: String,
}

#[derive(Debug, thiserror::Error)]
pub enum BlobError {
    #[error("invalid blob key")]
    InvalidKey,
    #[error("blob backend: {0}")]
    Backend(String),
}

pub type BlobResult<T> = Result<T, BlobError>;

/// Keys are `/`-separated segments of `[A-Za-z0-9._-]`, never `.` or `..`,
/// at most 255 bytes a segment and 512 in all: safe as file paths and URL
/// paths alike, and never PII.
pub fn valid_key(key: &str) -> bool {
    !key.is_empty()
        && key.len() <= 512
        && key.split('/').all(|seg| {
            !seg.is_empty()
                && seg.len() <= 255
                && seg != "."
                && seg != ".."
                && seg
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'))
        })
}

/// A browser form upload (an HTML `POST` of `multipart/form-data`): send
/// `fields` in order, then the file as the last part, named `file`. The
/// store refuses a different key or content type, a file larger than the
/// form allows, and an expired form.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct UploadForm {
    pub url: String,
    pub fields: Vec<(String, String)>,
}

#[async_trait]
pub trait Blobs: Send + Sync + 'static {
    async fn put(&self, key: &str, bytes: Bytes, content_type: &str) -> BlobResult<()>;
    async fn get(&self, key: &str) -> BlobResult<Option<Blob>>;
    /// Deleting an absent key succeeds.
    async fn delete(&self, key: &str) -> BlobResult<()>;
    /// A URL that downloads the object until `ttl` passes.
    async fn download_url(&self, key: &str, ttl: Duration) -> BlobResult<String>;
    /// A URL that accepts an HTTP PUT of the object until `ttl` passes.
    async fn upload_url(&self, key: &str, content_type: &str, ttl: Duration) -> BlobResult<String>;
    /// A form that uploads the object straight to the store (files too large
    /// for the API): at most `max_bytes`, of `content_type`, until `ttl` passes.
    async fn upload_form(
        &self,
        key: &str,
        content_type: &str,
        max_bytes: u64,
        ttl: Duration,
    ) -> BlobResult<UploadForm>;
}
