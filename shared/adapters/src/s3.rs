//! S3 Blobs adapter: one bucket, objects under the port's keys, SigV4
//! presigned URLs for browser downloads and uploads.
//!
//! Keys follow the same rule as the embedded adapter ([`valid_key`]), so a key
//! that works locally works in AWS and the other way round.

use std::time::Duration;

use async_trait::async_trait;
use aws_sdk_s3::error::{DisplayErrorContext, ProvideErrorMetadata, SdkError};
use aws_sdk_s3::operation::get_object::GetObjectError;
use aws_sdk_s3::presigning::PresigningConfig;
use bytes::Bytes;

use verity_core::blobs::{valid_key, Blob, BlobError, BlobResult, Blobs};

const DEFAULT_CONTENT_TYPE: &str = "application/octet-stream";

pub struct S3Blobs {
    client: aws_sdk_s3::Client,
    bucket: String,
}

impl S3Blobs {
    pub fn new(client: aws_sdk_s3::Client, bucket: String) -> Self {
        S3Blobs { client, bucket }
    }

    pub fn bucket(&self) -> &str {
        &self.bucket
    }
}

fn checked(key: &str) -> BlobResult<&str> {
    if valid_key(key) {
        Ok(key)
    } else {
        Err(BlobError::InvalidKey)
    }
}

fn backend<E, R>(e: SdkError<E, R>) -> BlobError
where
    E: ProvideErrorMetadata + std::error::Error + Send + Sync + 'static,
    R: std::fmt::Debug + Send + Sync + 'static,
{
    BlobError::Backend(DisplayErrorContext(&e).to_string())
}

fn presigning(ttl: Duration) -> BlobResult<PresigningConfig> {
    PresigningConfig::expires_in(ttl).map_err(|e| BlobError::Backend(format!("presigning: {e}")))
}

#[async_trait]
impl Blobs for S3Blobs {
    async fn put(&self, key: &str, bytes: Bytes, content_type: &str) -> BlobResult<()> {
        self.client
            .put_object()
            .bucket(&self.bucket)
            .key(checked(key)?)
            .content_type(content_type)
            .body(bytes.into())
            .send()
            .await
            .map_err(backend)?;
        Ok(())
    }

    async fn get(&self, key: &str) -> BlobResult<Option<Blob>> {
        let result = self
            .client
            .get_object()
            .bucket(&self.bucket)
            .key(checked(key)?)
            .send()
            .await;
        let out = match result {
            Ok(out) => out,
            Err(e) if matches!(e.as_service_error(), Some(GetObjectError::NoSuchKey(_))) => {
                return Ok(None)
            }
            Err(e) => return Err(backend(e)),
        };
        let content_type = out
            .content_type
            .clone()
            .unwrap_or_else(|| DEFAULT_CONTENT_TYPE.to_string());
        let bytes = out
            .body
            .collect()
            .await
            .map_err(|e| BlobError::Backend(format!("reading object body: {e}")))?
            .into_bytes();
        Ok(Some(Blob {
            bytes,
            content_type,
        }))
    }

    async fn delete(&self, key: &str) -> BlobResult<()> {
        // S3 answers deletes of absent keys with success, as the port wants.
        self.client
            .delete_object()
            .bucket(&self.bucket)
            .key(checked(key)?)
            .send()
            .await
            .map_err(backend)?;
        Ok(())
    }

    async fn download_url(&self, key: &str, ttl: Duration) -> BlobResult<String> {
        let request = self
            .client
            .get_object()
            .bucket(&self.bucket)
            .key(checked(key)?)
            .presigned(presigning(ttl)?)
            .await
            .map_err(backend)?;
        Ok(request.uri().to_string())
    }

    /// The content type is part of the signature: the uploader must send the
    /// same `Content-Type` header.
    async fn upload_url(&self, key: &str, content_type: &str, ttl: Duration) -> BlobResult<String> {
        let request = self
            .client
            .put_object()
            .bucket(&self.bucket)
            .key(checked(key)?)
            .content_type(content_type)
            .presigned(presigning(ttl)?)
            .await
            .map_err(backend)?;
        Ok(request.uri().to_string())
    }
}
