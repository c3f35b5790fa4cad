//! Embedded Blobs adapter: files under `<data>/blobs/<bucket>/`, with URLs
//! signed by HMAC-SHA256 and served by the local stack at `/_blobs/...`.

use std::path::PathBuf;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use async_trait::async_trait;
use bytes::Bytes;
use hmac::{Hmac, Mac};
use sha2::Sha256;

use verity_core::blobs::{valid_key, Blob, BlobError, BlobResult, Blobs, UploadForm};

/// Path prefix the local stack serves signed blob URLs under.
pub const ROUTE_PREFIX: &str = "/_blobs";

#[derive(Clone)]
pub struct FileBlobs {
    root: PathBuf,
    bucket: String,
    public_base: String,
    secret: Vec<u8>,
}

/// What a signed URL grants.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Grant {
    Get,
    Put,
    /// A form upload of at most the signed number of bytes.
    Form,
}

impl Grant {
    fn as_str(self) -> &'static str {
        match self {
            Grant::Get => "get",
            Grant::Put => "put",
            Grant::Form => "form",
        }
    }
}

/// The fields of an embedded upload form (the S3 names where they exist).
pub mod form_fields {
    pub const KEY: &str = "key";
    pub const CONTENT_TYPE: &str = "Content-Type";
    pub const EXPIRES: &str = "x-verity-expires";
    pub const MAX_BYTES: &str = "x-verity-max-bytes";
    pub const SIGNATURE: &str = "x-verity-signature";
}

impl FileBlobs {
    /// `public_base` is the origin the local stack answers on, e.g. `http://127.0.0.1:3000`.
    pub fn new(
        data_dir: impl Into<PathBuf>,
        bucket: &str,
        public_base: &str,
        secret: &[u8],
    ) -> Self {
        FileBlobs {
            root: data_dir.into().join("blobs").join(bucket),
            bucket: bucket.to_string(),
            public_base: public_base.trim_end_matches('/').to_string(),
            secret: secret.to_vec(),
        }
    }

    pub fn bucket(&self) -> &str {
        &self.bucket
    }

    fn path(&self, key: &str) -> BlobResult<PathBuf> {
        if !valid_key(key) {
            return Err(BlobError::InvalidKey);
        }
        Ok(self.root.join("objects").join(key))
    }

    /// Content types live in a parallel tree, so no object key collides with them.
    fn meta_path(&self, key: &str) -> PathBuf {
        self.root.join("meta").join(key)
    }

    fn mac(&self, grant: Grant, key: &str, expires: u64, content_type: &str) -> Hmac<Sha256> {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.secret).expect("hmac takes any key");
        for part in [
            grant.as_str(),
            &self.bucket,
            key,
            &expires.to_string(),
            content_type,
        ] {
            mac.update(part.as_bytes());
            mac.update(b"\n");
        }
        mac
    }

    fn signed_url(
        &self,
        grant: Grant,
        key: &str,
        ttl: Duration,
        content_type: &str,
    ) -> BlobResult<String> {
        self.path(key)?;
        let expires = now_secs() + ttl.as_secs();
        let sig = hex::encode(
            self.mac(grant, key, expires, content_type)
                .finalize()
                .into_bytes(),
        );
        Ok(format!(
            "{}{ROUTE_PREFIX}/{}/{key}?op={}&exp={expires}&sig={sig}",
            self.public_base,
            self.bucket,
            grant.as_str()
        ))
    }

    /// Checks an upload form's fields: unexpired, untampered; the size limit
    /// is then the signed `max_bytes`.
    pub fn verify_form(
        &self,
        key: &str,
        content_type: &str,
        expires: u64,
        max_bytes: u64,
        sig: &str,
    ) -> bool {
        self.verify(
            Grant::Form,
            key,
            expires,
            &format!("{content_type}\n{max_bytes}"),
            sig,
        )
    }

    /// Checks a signed URL's parameters: right operation, unexpired, untampered.
    pub fn verify(
        &self,
        grant: Grant,
        key: &str,
        expires: u64,
        content_type: &str,
        sig: &str,
    ) -> bool {
        if expires < now_secs() || !valid_key(key) {
            return false;
        }
        let Ok(given) = hex::decode(sig) else {
            return false;
        };
        // verify_slice compares in constant time.
        self.mac(grant, key, expires, content_type)
            .verify_slice(&given)
            .is_ok()
    }
}

fn now_secs() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

fn io(e: std::io::Error) -> BlobError {
    BlobError::Backend(e.to_string())
}

#[async_trait]
impl Blobs for FileBlobs {
    async fn put(&self, key: &str, bytes: Bytes, content_type: &str) -> BlobResult<()> {
        let path = self.path(key)?;
        let meta = self.meta_path(key);
        for dir in [path.parent(), meta.parent()].into_iter().flatten() {
            tokio::fs::create_dir_all(dir).await.map_err(io)?;
        }
        // Write then rename, so a reader never sees half an object.
        let tmp = path.with_extension(format!("tmp-{}", rand::random::<u64>()));
        tokio::fs::write(&tmp, &bytes).await.map_err(io)?;
        tokio::fs::write(&meta, content_type).await.map_err(io)?;
        tokio::fs::rename(&tmp, &path).await.map_err(io)
    }

    async fn get(&self, key: &str) -> BlobResult<Option<Blob>> {
        let path = self.path(key)?;
        match tokio::fs::read(&path).await {
            Ok(bytes) => {
                let content_type = tokio::fs::read_to_string(self.meta_path(key))
                    .await
                    .unwrap_or_else(|_| "application/octet-stream".into());
                Ok(Some(Blob {
                    bytes: Bytes::from(bytes),
                    content_type,
                }))
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(io(e)),
        }
    }

    async fn delete(&self, key: &str) -> BlobResult<()> {
        let path = self.path(key)?;
        for p in [self.meta_path(key), path] {
            match tokio::fs::remove_file(&p).await {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => return Err(io(e)),
            }
        }
        Ok(())
    }

    async fn download_url(&self, key: &str, ttl: Duration) -> BlobResult<String> {
        self.signed_url(Grant::Get, key, ttl, "")
    }

    async fn upload_url(&self, key: &str, content_type: &str, ttl: Duration) -> BlobResult<String> {
        let url = self.signed_url(Grant::Put, key, ttl, content_type)?;
        Ok(format!("{url}&ct={}", urlencode(content_type)))
    }

    async fn upload_form(
        &self,
        key: &str,
        content_type: &str,
        max_bytes: u64,
        ttl: Duration,
    ) -> BlobResult<UploadForm> {
        self.path(key)?;
        let expires = now_secs() + ttl.as_secs();
        let signed = format!("{content_type}\n{max_bytes}");
        let sig = hex::encode(
            self.mac(Grant::Form, key, expires, &signed)
                .finalize()
                .into_bytes(),
        );
        use form_fields::*;
        Ok(UploadForm {
            url: format!("{}{ROUTE_PREFIX}/{}", self.public_base, self.bucket),
            fields: vec![
                (KEY.into(), key.into()),
                (CONTENT_TYPE.into(), content_type.into()),
                (EXPIRES.into(), expires.to_string()),
                (MAX_BYTES.into(), max_bytes.to_string()),
                (SIGNATURE.into(), sig),
            ],
        })
    }
}

fn urlencode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}
