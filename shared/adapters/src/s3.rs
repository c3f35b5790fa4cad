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

use verity_core::blobs::{valid_key, Blob, BlobError, BlobResult, Blobs, UploadForm};

const DEFAULT_CONTENT_TYPE: &str = "application/octet-stream";

pub struct S3Blobs {
    client: aws_sdk_s3::Client,
    bucket: String,
    form_signing: Option<FormSigning>,
}

/// What signing an upload form needs beyond the client (whose config no
/// longer exposes its credentials).
struct FormSigning {
    credentials: aws_sdk_s3::config::SharedCredentialsProvider,
    region: String,
    endpoint: Option<String>,
}

impl S3Blobs {
    pub fn new(client: aws_sdk_s3::Client, bucket: String) -> Self {
        S3Blobs {
            client,
            bucket,
            form_signing: None,
        }
    }

    /// Enables [`Blobs::upload_form`] with the SDK config's credentials and
    /// region; `endpoint` is a local engine's URL (path-style forms).
    pub fn with_form_signing(
        mut self,
        sdk: &aws_config::SdkConfig,
        endpoint: Option<&str>,
    ) -> Self {
        if let (Some(credentials), Some(region)) = (sdk.credentials_provider(), sdk.region()) {
            self.form_signing = Some(FormSigning {
                credentials,
                region: region.to_string(),
                endpoint: endpoint.map(str::to_string),
            });
        }
        self
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

    /// A SigV4-signed POST policy: exactly this key and content type, 1 to
    /// `max_bytes` bytes (S3 enforces `content-length-range`), until `ttl`.
    async fn upload_form(
        &self,
        key: &str,
        content_type: &str,
        max_bytes: u64,
        ttl: Duration,
    ) -> BlobResult<UploadForm> {
        use aws_sdk_s3::config::ProvideCredentials;
        let key = checked(key)?;
        let signing = self.form_signing.as_ref().ok_or_else(|| {
            BlobError::Backend("no credentials and region to sign forms with".into())
        })?;
        let credentials = signing
            .credentials
            .provide_credentials()
            .await
            .map_err(|e| BlobError::Backend(format!("credentials: {e}")))?;
        let region = signing.region.clone();
        let now = std::time::SystemTime::now();
        let policy = post_policy::Policy {
            bucket: &self.bucket,
            key,
            content_type,
            max_bytes,
            region: &region,
            access_key_id: credentials.access_key_id(),
            session_token: credentials.session_token(),
            now,
            ttl,
        };
        let mut fields = policy.fields(credentials.secret_access_key());
        fields.insert(0, ("key".into(), key.into()));
        fields.insert(1, ("Content-Type".into(), content_type.into()));
        let url = match signing.endpoint.as_deref() {
            // A local engine (moto): path-style.
            Some(endpoint) => format!("{}/{}", endpoint.trim_end_matches('/'), self.bucket),
            None => {
                let suffix = if region.starts_with("cn-") {
                    "amazonaws.com.cn"
                } else {
                    "amazonaws.com"
                };
                format!("https://{}.s3.{region}.{suffix}", self.bucket)
            }
        };
        Ok(UploadForm { url, fields })
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

/// S3 POST policies, signed with SigV4 (AWS: "Browser-based uploads using
/// POST"): the policy is base64 JSON, the signature the SigV4 HMAC of it
/// with the day's signing key for `s3`.
pub mod post_policy {
    use std::time::{Duration, SystemTime};

    use base64::Engine;
    use serde_json::json;

    pub struct Policy<'a> {
        pub bucket: &'a str,
        pub key: &'a str,
        pub content_type: &'a str,
        pub max_bytes: u64,
        pub region: &'a str,
        pub access_key_id: &'a str,
        pub session_token: Option<&'a str>,
        pub now: SystemTime,
        pub ttl: Duration,
    }

    /// `20260101T120000Z` and `20260101`.
    fn stamps(time: SystemTime) -> (String, String) {
        let iso = aws_smithy_types::DateTime::from(time)
            .fmt(aws_smithy_types::date_time::Format::DateTime)
            .expect("a representable time");
        // 2026-01-01T12:00:00Z (maybe with fractional seconds) → 20260101T120000Z
        let basic: String = iso[..19]
            .chars()
            .filter(|c| *c != '-' && *c != ':')
            .collect();
        let date = basic[..8].to_string();
        (format!("{basic}Z"), date)
    }

    impl Policy<'_> {
        /// The policy's form fields (after `key` and `Content-Type`).
        pub fn fields(&self, secret_access_key: &str) -> Vec<(String, String)> {
            let (amz_date, date) = stamps(self.now);
            let credential = format!(
                "{}/{date}/{}/s3/aws4_request",
                self.access_key_id, self.region
            );
            let expiration = aws_smithy_types::DateTime::from(self.now + self.ttl)
                .fmt(aws_smithy_types::date_time::Format::DateTime)
                .expect("a representable time");
            let mut conditions = vec![
                json!({ "bucket": self.bucket }),
                json!({ "key": self.key }),
                json!({ "Content-Type": self.content_type }),
                json!(["content-length-range", 1, self.max_bytes]),
                json!({ "x-amz-algorithm": "AWS4-HMAC-SHA256" }),
                json!({ "x-amz-credential": credential }),
                json!({ "x-amz-date": amz_date }),
            ];
            if let Some(token) = self.session_token {
                conditions.push(json!({ "x-amz-security-token": token }));
            }
            let document = json!({ "expiration": expiration, "conditions": conditions });
            let policy = base64::engine::general_purpose::STANDARD.encode(document.to_string());
            let signature = sign(secret_access_key, self.now, self.region, &policy);
            let mut fields = vec![
                (
                    "x-amz-algorithm".to_string(),
                    "AWS4-HMAC-SHA256".to_string(),
                ),
                ("x-amz-credential".to_string(), credential),
                ("x-amz-date".to_string(), amz_date),
            ];
            if let Some(token) = self.session_token {
                fields.push(("x-amz-security-token".to_string(), token.to_string()));
            }
            fields.push(("policy".to_string(), policy));
            fields.push(("x-amz-signature".to_string(), signature));
            fields
        }
    }

    /// The SigV4 signature of a base64 policy (the string to sign).
    pub fn sign(secret_access_key: &str, time: SystemTime, region: &str, policy: &str) -> String {
        let key = aws_sigv4::sign::v4::generate_signing_key(secret_access_key, time, region, "s3");
        aws_sigv4::sign::v4::calculate_signature(key, policy.as_bytes())
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        /// AWS's published SigV4 signing-key example ("Examples of how to
        /// derive a signing key"), through the policy signature: the key
        /// for 20120215/us-east-1/iam signs like the HMAC of that key.
        #[test]
        fn the_signature_is_the_hmac_of_the_policy_with_the_days_signing_key() {
            use hmac::{Hmac, Mac};
            let secret = "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY";
            let time = SystemTime::UNIX_EPOCH + Duration::from_secs(1_329_264_000); // 2012-02-15
            let key = aws_sigv4::sign::v4::generate_signing_key(secret, time, "us-east-1", "iam");
            assert_eq!(
                hex::encode(key.as_ref()),
                "f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d"
            );
            let s3_key = aws_sigv4::sign::v4::generate_signing_key(secret, time, "us-east-1", "s3");
            let mut mac = Hmac::<sha2::Sha256>::new_from_slice(s3_key.as_ref()).unwrap();
            mac.update(b"eyJwb2xpY3kiOnRydWV9");
            assert_eq!(
                sign(secret, time, "us-east-1", "eyJwb2xpY3kiOnRydWV9"),
                hex::encode(mac.finalize().into_bytes())
            );
        }

        #[test]
        fn the_policy_pins_key_type_size_and_credential() {
            let policy = Policy {
                bucket: "verity-uploads",
                key: "batch/abc.xlsx",
                content_type: "text/csv",
                max_bytes: 52_428_800,
                region: "cn-north-1",
                access_key_id: "AKIDEXAMPLE",
                session_token: Some("token"),
                now: SystemTime::UNIX_EPOCH + Duration::from_secs(1_767_240_000),
                ttl: Duration::from_secs(900),
            };
            let fields = policy.fields("secret");
            let get = |k: &str| {
                fields
                    .iter()
                    .find(|(n, _)| n == k)
                    .map(|(_, v)| v.clone())
                    .unwrap()
            };
            assert_eq!(get("x-amz-date"), "20260101T040000Z");
            assert_eq!(
                get("x-amz-credential"),
                "AKIDEXAMPLE/20260101/cn-north-1/s3/aws4_request"
            );
            let document: serde_json::Value = serde_json::from_slice(
                &base64::engine::general_purpose::STANDARD
                    .decode(get("policy"))
                    .unwrap(),
            )
            .unwrap();
            assert_eq!(document["expiration"], "2026-01-01T04:15:00Z");
            let conditions = document["conditions"].to_string();
            for expected in [
                r#"["content-length-range",1,52428800]"#,
                r#"{"key":"batch/abc.xlsx"}"#,
                r#"{"Content-Type":"text/csv"}"#,
                r#"{"x-amz-security-token":"token"}"#,
            ] {
                assert!(conditions.contains(expected), "{conditions}");
            }
            assert_eq!(get("x-amz-signature").len(), 64);
        }
    }
}
