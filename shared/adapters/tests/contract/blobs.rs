//! The Blobs contract: one suite over the embedded adapter (files in a temp
//! folder, HMAC-signed URLs) and the S3 adapter (moto, when S3_ENDPOINT is set).
//!
//! Signed URLs are exercised as a browser would use them through an
//! [`UrlAgent`]: for S3 a plain HTTP client GETs and PUTs the presigned URLs;
//! for files, where the local stack serves them, the agent checks the
//! signature with `FileBlobs::verify` exactly as the stack's route does and
//! then reads or writes through the adapter.

use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use bytes::Bytes;
use verity_adapters::files::{FileBlobs, Grant, ROUTE_PREFIX};
use verity_adapters::s3::S3Blobs;
use verity_core::blobs::{BlobError, Blobs, UploadForm};

use crate::support::http;

/// What a browser does with a signed URL.
#[async_trait]
trait UrlAgent: Send + Sync {
    /// GETs the URL: the body, or `None` when refused.
    async fn download(&self, url: &str) -> Option<Bytes>;
    /// PUTs the body with a content type: true when accepted.
    async fn upload(&self, url: &str, content_type: &str, body: Bytes) -> bool;
    /// POSTs an upload form with the file: true when accepted.
    async fn post_form(&self, form: &UploadForm, content_type: &str, body: Bytes) -> bool;
}

struct Fixture {
    blobs: Arc<dyn Blobs>,
    agent: Box<dyn UrlAgent>,
    _dir: Option<tempfile::TempDir>,
}

macro_rules! contract {
    ($($case:ident),* $(,)?) => {
        mod files {
            $(
                #[tokio::test]
                async fn $case() {
                    super::$case(super::files_fixture()).await;
                }
            )*
        }
        mod s3 {
            $(
                #[tokio::test]
                async fn $case() {
                    let Some(fixture) = super::s3_fixture().await else { return };
                    super::$case(fixture).await;
                }
            )*
        }
    };
}

contract!(
    put_get_delete,
    absent_keys_read_as_none,
    content_types_round_trip,
    invalid_keys_are_refused,
    signed_urls_download_and_upload,
    upload_forms_store_the_file_under_their_key,
);

// ---------------------------------------------------------------------------
// Fixtures

const SECRET: &[u8] = b"contract-secret-contract-secret!!";

fn files_fixture() -> Fixture {
    let dir = tempfile::tempdir().expect("a temp dir");
    let blobs = FileBlobs::new(dir.path(), "uploads", "http://127.0.0.1:3000", SECRET);
    Fixture {
        blobs: Arc::new(blobs.clone()),
        agent: Box::new(FileAgent { blobs }),
        _dir: Some(dir),
    }
}

async fn s3_fixture() -> Option<Fixture> {
    let endpoint = crate::support::endpoint("S3_ENDPOINT")?;
    let client = verity_adapters::aws::s3(&crate::support::sdk_config().await, Some(&endpoint));
    let bucket = crate::support::unique("contract");
    client
        .create_bucket()
        .bucket(&bucket)
        .send()
        .await
        .expect("the test bucket is created in moto");
    Some(Fixture {
        blobs: Arc::new(
            S3Blobs::new(client, bucket)
                .with_form_signing(&crate::support::sdk_config().await, Some(&endpoint)),
        ),
        agent: Box::new(HttpAgent),
        _dir: None,
    })
}

/// Plays the local stack's `/_blobs` route: check the signature, then serve.
struct FileAgent {
    blobs: FileBlobs,
}

struct SignedParts {
    key: String,
    op: String,
    exp: u64,
    sig: String,
    ct: String,
}

fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            if let Ok(b) = u8::from_str_radix(&s[i + 1..i + 3], 16) {
                out.push(b);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8(out).expect("utf-8")
}

impl FileAgent {
    fn parse(&self, url: &str) -> Option<SignedParts> {
        let (path, query) = url.split_once('?')?;
        let prefix = format!(
            "http://127.0.0.1:3000{ROUTE_PREFIX}/{}/",
            self.blobs.bucket()
        );
        let key = path.strip_prefix(&prefix)?.to_string();
        let mut parts = SignedParts {
            key,
            op: String::new(),
            exp: 0,
            sig: String::new(),
            ct: String::new(),
        };
        for pair in query.split('&') {
            let (name, value) = pair.split_once('=')?;
            match name {
                "op" => parts.op = value.to_string(),
                "exp" => parts.exp = value.parse().ok()?,
                "sig" => parts.sig = value.to_string(),
                "ct" => parts.ct = percent_decode(value),
                _ => return None,
            }
        }
        Some(parts)
    }
}

#[async_trait]
impl UrlAgent for FileAgent {
    async fn download(&self, url: &str) -> Option<Bytes> {
        let p = self.parse(url)?;
        if p.op != "get" || !self.blobs.verify(Grant::Get, &p.key, p.exp, "", &p.sig) {
            return None;
        }
        self.blobs.get(&p.key).await.ok()?.map(|b| b.bytes)
    }

    async fn upload(&self, url: &str, content_type: &str, body: Bytes) -> bool {
        let Some(p) = self.parse(url) else {
            return false;
        };
        if p.op != "put"
            || p.ct != content_type
            || !self.blobs.verify(Grant::Put, &p.key, p.exp, &p.ct, &p.sig)
        {
            return false;
        }
        self.blobs.put(&p.key, body, content_type).await.is_ok()
    }

    /// What the local stack's form route does.
    async fn post_form(&self, form: &UploadForm, content_type: &str, body: Bytes) -> bool {
        let field = |name: &str| {
            form.fields
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.clone())
                .unwrap_or_default()
        };
        use verity_adapters::files::form_fields::*;
        let (key, ct) = (field(KEY), field(CONTENT_TYPE));
        let (Ok(exp), Ok(max)) = (
            field(EXPIRES).parse::<u64>(),
            field(MAX_BYTES).parse::<u64>(),
        ) else {
            return false;
        };
        if ct != content_type
            || body.is_empty()
            || body.len() as u64 > max
            || !self
                .blobs
                .verify_form(&key, &ct, exp, max, &field(SIGNATURE))
        {
            return false;
        }
        self.blobs.put(&key, body, &ct).await.is_ok()
    }
}

/// A real HTTP client against the presigned URLs.
struct HttpAgent;

#[async_trait]
impl UrlAgent for HttpAgent {
    async fn download(&self, url: &str) -> Option<Bytes> {
        let response = http::get(url).await;
        (response.status == 200).then_some(response.body)
    }

    async fn upload(&self, url: &str, content_type: &str, body: Bytes) -> bool {
        http::put(url, content_type, body).await.status == 200
    }

    async fn post_form(&self, form: &UploadForm, content_type: &str, body: Bytes) -> bool {
        let status = http::post_form(&form.url, &form.fields, content_type, body)
            .await
            .status;
        (200..300).contains(&status)
    }
}

// ---------------------------------------------------------------------------
// Cases

async fn put_get_delete(f: Fixture) {
    let key = "batches/2024/sheet-1.xlsx";
    let body = Bytes::from_static(b"\x00\x01binary\xffbytes");
    f.blobs
        .put(key, body.clone(), "application/octet-stream")
        .await
        .unwrap();
    assert_eq!(f.blobs.get(key).await.unwrap().unwrap().bytes, body);

    // Overwrite.
    f.blobs
        .put(key, Bytes::from_static(b"v2"), "text/plain")
        .await
        .unwrap();
    assert_eq!(
        f.blobs.get(key).await.unwrap().unwrap().bytes,
        Bytes::from_static(b"v2")
    );

    f.blobs.delete(key).await.unwrap();
    assert!(f.blobs.get(key).await.unwrap().is_none());
    // Deleting again is fine.
    f.blobs.delete(key).await.unwrap();

    // Empty and larger objects.
    f.blobs
        .put("empty", Bytes::new(), "text/plain")
        .await
        .unwrap();
    assert_eq!(f.blobs.get("empty").await.unwrap().unwrap().bytes.len(), 0);
    let big = Bytes::from(vec![7u8; 3 * 1024 * 1024]);
    f.blobs
        .put("big.bin", big.clone(), "application/octet-stream")
        .await
        .unwrap();
    assert_eq!(f.blobs.get("big.bin").await.unwrap().unwrap().bytes, big);
}

async fn absent_keys_read_as_none(f: Fixture) {
    assert!(f.blobs.get("nothing/here.pdf").await.unwrap().is_none());
    f.blobs.delete("nothing/here.pdf").await.unwrap();
}

async fn content_types_round_trip(f: Fixture) {
    for (key, content_type) in [
        ("reports/r-1.pdf", "application/pdf"),
        ("uploads/photo.jpg", "image/jpeg"),
        ("notes.txt", "text/plain; charset=utf-8"),
        (
            "sheet.xlsx",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        ),
    ] {
        f.blobs
            .put(key, Bytes::from_static(b"x"), content_type)
            .await
            .unwrap();
        let blob = f.blobs.get(key).await.unwrap().unwrap();
        assert_eq!(blob.content_type, content_type, "{key}");
    }
}

async fn invalid_keys_are_refused(f: Fixture) {
    let ttl = Duration::from_secs(60);
    for key in [
        "",
        "/leading",
        "trailing/",
        "a//b",
        "../escape",
        "a/../b",
        ".",
        "spaces are not allowed",
        "名字.pdf",
        "q?x=1",
        "id-110101199003077777#",
        &"a".repeat(513),
    ] {
        let is_invalid = |r: Result<(), BlobError>| matches!(r, Err(BlobError::InvalidKey));
        assert!(
            is_invalid(
                f.blobs
                    .put(key, Bytes::from_static(b"x"), "text/plain")
                    .await
            ),
            "put {key:?}"
        );
        assert!(
            is_invalid(f.blobs.get(key).await.map(|_| ())),
            "get {key:?}"
        );
        assert!(is_invalid(f.blobs.delete(key).await), "delete {key:?}");
        assert!(
            is_invalid(f.blobs.download_url(key, ttl).await.map(|_| ())),
            "download {key:?}"
        );
        assert!(
            is_invalid(f.blobs.upload_url(key, "text/plain", ttl).await.map(|_| ())),
            "upload {key:?}"
        );
    }
    // The longest valid key works (segments kept under the 255-byte file
    // name limit of common file systems).
    let longest = format!("{}/{}", vec!["k".repeat(100); 5].join("/"), "k".repeat(7));
    assert_eq!(longest.len(), 512);
    f.blobs
        .put(&longest, Bytes::from_static(b"x"), "text/plain")
        .await
        .unwrap();
}

async fn signed_urls_download_and_upload(f: Fixture) {
    let ttl = Duration::from_secs(300);
    // Upload through a signed URL, as the browser does for candidate files.
    let key = "uploads/licence-1.pdf";
    let url = f
        .blobs
        .upload_url(key, "application/pdf", ttl)
        .await
        .unwrap();
    assert!(
        f.agent
            .upload(
                &url,
                "application/pdf",
                Bytes::from_static(b"%PDF-1.7 upload")
            )
            .await
    );
    let stored = f.blobs.get(key).await.unwrap().expect("the upload landed");
    assert_eq!(stored.bytes, Bytes::from_static(b"%PDF-1.7 upload"));
    assert_eq!(stored.content_type, "application/pdf");

    // Download through a signed URL.
    let report = "reports/r-9.pdf";
    f.blobs
        .put(
            report,
            Bytes::from_static(b"%PDF-1.7 report"),
            "application/pdf",
        )
        .await
        .unwrap();
    let url = f.blobs.download_url(report, ttl).await.unwrap();
    assert!(url.starts_with("http"));
    assert_eq!(
        f.agent.download(&url).await,
        Some(Bytes::from_static(b"%PDF-1.7 report"))
    );
}

// ---------------------------------------------------------------------------
// What only one adapter can show

/// The local stack refuses tampered, mismatched and expired signatures.
#[tokio::test]
async fn files_signed_urls_refuse_tampering() {
    let dir = tempfile::tempdir().unwrap();
    let blobs = FileBlobs::new(dir.path(), "uploads", "http://127.0.0.1:3000", SECRET);
    let agent = FileAgent {
        blobs: blobs.clone(),
    };
    blobs
        .put("a.txt", Bytes::from_static(b"a"), "text/plain")
        .await
        .unwrap();
    blobs
        .put("b.txt", Bytes::from_static(b"b"), "text/plain")
        .await
        .unwrap();
    let url = blobs
        .download_url("a.txt", Duration::from_secs(60))
        .await
        .unwrap();
    assert_eq!(agent.download(&url).await, Some(Bytes::from_static(b"a")));
    // Another key under the same signature.
    assert!(agent
        .download(&url.replace("/a.txt?", "/b.txt?"))
        .await
        .is_none());
    // A later expiry under the same signature.
    let p = agent.parse(&url).unwrap();
    let extended = url.replace(&format!("exp={}", p.exp), &format!("exp={}", p.exp + 3600));
    assert!(agent.download(&extended).await.is_none());
    // A download URL does not upload.
    assert!(
        !agent
            .upload(&url.replace("op=get", "op=put"), "", Bytes::new())
            .await
    );
    // An upload URL binds its content type.
    let up = blobs
        .upload_url("c.pdf", "application/pdf", Duration::from_secs(60))
        .await
        .unwrap();
    assert!(
        !agent
            .upload(&up, "text/html", Bytes::from_static(b"<script>"))
            .await
    );
    assert!(
        agent
            .upload(&up, "application/pdf", Bytes::from_static(b"%PDF"))
            .await
    );
    // Signed with another secret.
    let other = FileBlobs::new(
        dir.path(),
        "uploads",
        "http://127.0.0.1:3000",
        b"another-secret-another-secret!!!!",
    );
    let forged = other
        .download_url("a.txt", Duration::from_secs(60))
        .await
        .unwrap();
    assert!(agent.download(&forged).await.is_none());
    // Expired.
    let expiring = blobs
        .download_url("a.txt", Duration::from_secs(0))
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_millis(1100)).await;
    assert!(agent.download(&expiring).await.is_none());
}

/// Presigned S3 URLs work over plain HTTP, and a missing object answers 404.
#[tokio::test]
async fn s3_presigned_urls_over_http() {
    let Some(endpoint) = crate::support::endpoint("S3_ENDPOINT") else {
        return;
    };
    let client = verity_adapters::aws::s3(&crate::support::sdk_config().await, Some(&endpoint));
    let bucket = crate::support::unique("presign");
    client.create_bucket().bucket(&bucket).send().await.unwrap();
    let blobs = S3Blobs::new(client, bucket.clone());
    let url = blobs
        .download_url("missing.pdf", Duration::from_secs(60))
        .await
        .unwrap();
    assert!(url.starts_with(&endpoint), "{url}");
    assert!(url.contains("X-Amz-Signature="), "{url}");
    assert!(
        url.contains(&format!("/{bucket}/missing.pdf")),
        "path-style against local engines: {url}"
    );
    assert_eq!(http::get(&url).await.status, 404);

    let up = blobs
        .upload_url("photo.jpg", "image/jpeg", Duration::from_secs(60))
        .await
        .unwrap();
    assert!(
        http::put(&up, "image/jpeg", Bytes::from_static(b"\xff\xd8jpeg"))
            .await
            .status
            == 200
    );
    let down = blobs
        .download_url("photo.jpg", Duration::from_secs(60))
        .await
        .unwrap();
    let response = http::get(&down).await;
    assert_eq!(response.status, 200);
    assert_eq!(response.body, Bytes::from_static(b"\xff\xd8jpeg"));
    assert_eq!(response.content_type.as_deref(), Some("image/jpeg"));
}

/// A browser posts the form with the file: it lands under the form's key
/// with its content type.
async fn upload_forms_store_the_file_under_their_key(f: Fixture) {
    let form = f
        .blobs
        .upload_form("batch/orders.csv", "text/csv", 64, Duration::from_secs(300))
        .await
        .expect("a form");
    assert_eq!(
        form.fields[0],
        ("key".to_string(), "batch/orders.csv".to_string())
    );
    let csv = Bytes::from_static(b"name,phone\n");
    assert!(f.agent.post_form(&form, "text/csv", csv.clone()).await);
    let stored = f
        .blobs
        .get("batch/orders.csv")
        .await
        .unwrap()
        .expect("stored");
    assert_eq!(stored.bytes, csv);
    assert_eq!(stored.content_type, "text/csv");
    assert!(matches!(
        f.blobs
            .upload_form("../x", "text/csv", 64, Duration::from_secs(60))
            .await,
        Err(BlobError::InvalidKey)
    ));
}

/// The embedded form holds its limits: size, type, expiry, signature.
#[tokio::test]
async fn files_upload_forms_refuse_what_they_do_not_allow() {
    let f = files_fixture();
    let form = f
        .blobs
        .upload_form("batch/b.csv", "text/csv", 8, Duration::from_secs(300))
        .await
        .unwrap();
    assert!(
        !f.agent
            .post_form(&form, "text/csv", Bytes::from_static(b"123456789"))
            .await
    );
    assert!(
        !f.agent
            .post_form(&form, "text/html", Bytes::from_static(b"<b>"))
            .await
    );
    let mut bigger = form.clone();
    for (name, value) in &mut bigger.fields {
        if name == "x-verity-max-bytes" {
            *value = "1000000".into();
        }
    }
    assert!(
        !f.agent
            .post_form(&bigger, "text/csv", Bytes::from_static(b"123456789"))
            .await
    );
    assert!(f.blobs.get("batch/b.csv").await.unwrap().is_none());
    assert!(
        f.agent
            .post_form(&form, "text/csv", Bytes::from_static(b"a,b\n"))
            .await
    );
}
