//! The file function's API tests: multipart uploads on the test kit's
//! embedded ports.

use axum::body::Body;
use http::Request;
use verity_domain::identity::Role;
use verity_http::ErrorCode;
use verity_testkit::{Answer, TestApp};

use verity_testkit::PNG;
const PDF: &[u8] = b"%PDF-1.7\n1 0 obj";
/// `verity_domain::files::PENDING_TTL_SECS`: an unconfirmed upload form lives this long.
const PENDING_TTL_SECS: i64 = 30 * 60;

fn app() -> TestApp {
    TestApp::new(|ports| fn_file::FUNCTION.router(ports))
}

/// A multipart form with `purpose` and one `file` part.
fn form(purpose: &str, name: &str, content_type: &str, bytes: &[u8]) -> (String, Vec<u8>) {
    let boundary = "verityBoundary7MA4YWxkTrZu0gW";
    let mut body = Vec::new();
    body.extend_from_slice(
        format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"purpose\"\r\n\r\n{purpose}\r\n"
        )
        .as_bytes(),
    );
    body.extend_from_slice(
        format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{name}\"\r\n\
             Content-Type: {content_type}\r\n\r\n"
        )
        .as_bytes(),
    );
    body.extend_from_slice(bytes);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={boundary}"), body)
}

async fn upload(app: &TestApp, token: Option<&str>, form: (String, Vec<u8>)) -> Answer {
    let mut request = Request::post("/api/base/file/upload").header("content-type", form.0);
    if let Some(t) = token {
        request = request.header("authorization", format!("Bearer {t}"));
    }
    app.send(request.body(Body::from(form.1)).unwrap()).await
}

#[tokio::test]
async fn a_member_uploads_a_licence_and_gets_a_generated_key_and_a_url() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let answer = upload(
        &app,
        Some(&owner.token),
        form("license", "营业执照 张三.png", "image/png", PNG),
    )
    .await;
    assert_eq!(answer.code(), 0, "{:?}", answer.body);
    let key = answer.data()["key"].as_str().unwrap();
    assert!(
        key.starts_with("license/") && key.ends_with(".png"),
        "{key}"
    );
    // The name is metadata only: not in the key, not in the URL.
    assert!(!key.contains("张三"));
    assert!(!answer.data()["url"].as_str().unwrap().contains("%E5%BC%A0"));
    assert_eq!(answer.data()["name"], "营业执照 张三.png");
    assert_eq!(answer.data()["size"], PNG.len());
    let stored = app.ports.uploads.get(key).await.unwrap().unwrap();
    assert_eq!(stored.bytes.as_ref(), PNG);
    assert_eq!(stored.content_type, "image/png");
    let pdf = upload(
        &app,
        Some(&owner.token),
        form("voucher", "receipt.pdf", "application/pdf", PDF),
    )
    .await;
    assert_eq!(pdf.code(), 0);
}

#[tokio::test]
async fn bad_uploads_get_their_code_and_store_nothing() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let big_png = [PNG, &vec![0u8; 2 * 1024 * 1024]].concat();
    let cases: Vec<((String, Vec<u8>), ErrorCode)> = vec![
        // An HTML page labelled as a PNG.
        (
            form(
                "license",
                "x.png",
                "image/png",
                b"<html><script>alert(1)</script>",
            ),
            ErrorCode::FileTypeRefused,
        ),
        // A PNG labelled as a PDF.
        (
            form("license", "x.pdf", "application/pdf", PNG),
            ErrorCode::FileTypeRefused,
        ),
        // An SVG (script-capable) is no image here.
        (
            form("logo", "x.svg", "image/svg+xml", b"<svg onload=alert(1)>"),
            ErrorCode::FileTypeRefused,
        ),
        // A PDF is no logo; a logo has 2 MB at most.
        (
            form("logo", "x.pdf", "application/pdf", PDF),
            ErrorCode::FileTypeRefused,
        ),
        (
            form("logo", "big.png", "image/png", &big_png),
            ErrorCode::FileTooLarge,
        ),
        (
            form("license", "../../etc/passwd.png", "image/png", PNG),
            ErrorCode::InvalidField,
        ),
        (
            form("license", "a\\b.png", "image/png", PNG),
            ErrorCode::InvalidField,
        ),
        (
            form("selfie", "x.png", "image/png", PNG),
            ErrorCode::InvalidField,
        ),
        (
            form("license", "", "image/png", PNG),
            ErrorCode::InvalidField,
        ),
    ];
    for (f, code) in cases {
        let answer = upload(&app, Some(&owner.token), f).await;
        assert_eq!(answer.code(), code, "{:?}", answer.body);
    }
    // Over the body cap of the call.
    let huge = [PDF, &vec![b' '; 6 * 1024 * 1024]].concat();
    let answer = upload(
        &app,
        Some(&owner.token),
        form("license", "big.pdf", "application/pdf", &huge),
    )
    .await;
    assert!(
        answer.code() == ErrorCode::BodyTooLarge || answer.code() == ErrorCode::FileTooLarge,
        "{:?}",
        answer.body
    );
    // Not multipart at all.
    let json = app
        .call_as(&owner.token, "/api/base/file/upload", r#"{"file":"x"}"#)
        .await;
    assert_eq!(json.code(), ErrorCode::InvalidField);
    // Nothing reached the bucket.
    let dir = app.dir.path().join("blobs");
    let files = walk(&dir);
    assert!(files.is_empty(), "{files:?}");
}

fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    if let Ok(entries) = std::fs::read_dir(dir) {
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                out.extend(walk(&p));
            } else {
                out.push(p);
            }
        }
    }
    out
}

#[tokio::test]
async fn visitors_upload_only_a_licence_and_anonymous_callers_nothing() {
    let app = app();
    let visitor = app.sign_in(&app.account("Visitor").await.user_id).await;
    let ok = upload(
        &app,
        Some(&visitor),
        form("license", "l.png", "image/png", PNG),
    )
    .await;
    assert_eq!(ok.code(), 0);
    let voucher = upload(
        &app,
        Some(&visitor),
        form("voucher", "v.png", "image/png", PNG),
    )
    .await;
    assert_eq!(voucher.code(), ErrorCode::NoPermission);
    let anonymous = upload(&app, None, form("license", "l.png", "image/png", PNG)).await;
    assert_eq!(anonymous.code(), ErrorCode::SessionInvalid);
}

#[tokio::test]
async fn platform_operators_upload_their_own_attachments_and_nothing_an_enterprise_keeps() {
    let app = app();
    let operator = app.platform_operator("Support").await;
    let ops = operator.token;
    let answer = upload(
        &app,
        Some(&ops),
        form("attachment", "form.png", "image/png", PNG),
    )
    .await;
    assert_eq!(answer.code(), 0, "{:?}", answer.body);
    let key = answer.data()["key"].as_str().unwrap();
    let record = verity_domain::files::owned(
        &app.ports,
        key,
        &[&verity_domain::files::user_owner(&operator.user_id)],
        verity_domain::files::Purpose::Attachment,
    )
    .await;
    assert!(record.is_ok(), "the operator owns the upload");
    for purpose in ["license", "consent", "voucher"] {
        let refused = upload(&app, Some(&ops), form(purpose, "x.png", "image/png", PNG)).await;
        assert_eq!(refused.code(), ErrorCode::NoPermission, "{purpose}");
    }
}

/// The key the upload form posts the file under (its `key` field).
fn form_key(opened: &Answer) -> String {
    opened.data()["fields"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"] == "key")
        .unwrap()["value"]
        .as_str()
        .unwrap()
        .to_string()
}

/// `confirm` of the upload `key`, as `token`.
async fn confirm(app: &TestApp, token: &str, key: &str) -> Answer {
    post(app, token, "confirm", &format!(r#"{{"key":"{key}"}}"#)).await
}

/// What the browser does with an opened upload form: post the file to the bucket.
async fn post_form(app: &TestApp, opened: &Answer, bytes: Vec<u8>, content_type: &str) {
    app.ports
        .uploads
        .put(&form_key(opened), bytes.into(), content_type)
        .await
        .unwrap();
}

/// Whether the bucket holds a file under the form's key.
async fn form_posted(app: &TestApp, opened: &Answer) -> bool {
    app.ports
        .uploads
        .get(&form_key(opened))
        .await
        .unwrap()
        .is_some()
}

/// The attachment `key`, if one of `owners` owns it.
async fn owned_attachment(
    app: &TestApp,
    key: &str,
    owners: &[&str],
) -> Result<verity_domain::files::FileRecord, verity_domain::files::FileError> {
    verity_domain::files::owned(
        &app.ports,
        key,
        owners,
        verity_domain::files::Purpose::Attachment,
    )
    .await
}

/// JSON POST with a bearer token.
async fn post(app: &TestApp, token: &str, path: &str, body: &str) -> Answer {
    app.call_as(token, &format!("/api/base/file/{path}"), body)
        .await
}

#[tokio::test]
async fn a_large_batch_sheet_goes_straight_to_the_bucket_and_is_checked_on_confirm() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let other = app.member(Role::Owner).await;
    let csv = "name,phone\n".repeat(1000);
    let opened = post(
        &app,
        &owner.token,
        "uploadForm",
        &format!(
            r#"{{"purpose":"batch","fileName":"候选人名单.csv","contentType":"text/csv","size":{}}}"#,
            csv.len()
        ),
    )
    .await;
    assert_eq!(opened.code(), 0, "{:?}", opened.body);
    let key = opened.data()["key"].as_str().unwrap().to_string();
    assert!(key.starts_with("batch/") && key.ends_with(".csv"));
    let fields = opened.data()["fields"].as_array().unwrap();
    assert_eq!(fields[0]["name"], "key");
    assert_eq!(opened.data()["maxBytes"], csv.len());
    // Not usable before it is confirmed.
    let early = confirm(&app, &owner.token, &key).await;
    assert_eq!(early.code(), ErrorCode::FileNotFound);
    // The browser posts the form (the local stack's route; its checks are
    // in the contract and local stack tests).
    post_form(&app, &opened, csv.clone().into_bytes(), "text/csv").await;
    // Another enterprise cannot confirm (or learn of) it.
    let stolen = confirm(&app, &other.token, &key).await;
    assert_eq!(stolen.code(), ErrorCode::FileNotFound);
    let confirmed = confirm(&app, &owner.token, &key).await;
    assert_eq!(confirmed.code(), 0, "{:?}", confirmed.body);
    assert_eq!(confirmed.data()["size"], csv.len());
    assert_eq!(confirmed.data()["name"], "候选人名单.csv");
}

#[tokio::test]
async fn a_direct_upload_that_is_not_what_it_claimed_is_deleted() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let opened = post(
        &app,
        &owner.token,
        "uploadForm",
        r#"{"purpose":"attachment","fileName":"scan.pdf","contentType":"application/pdf","size":20}"#,
    )
    .await;
    let key = opened.data()["key"].as_str().unwrap().to_string();
    post_form(
        &app,
        &opened,
        b"<html>not a pdf</html>".to_vec(),
        "application/pdf",
    )
    .await;
    let refused = confirm(&app, &owner.token, &key).await;
    assert_eq!(refused.code(), ErrorCode::FileTypeRefused);
    assert!(app.ports.uploads.get(&key).await.unwrap().is_none());
    assert!(!form_posted(&app, &opened).await);
    // Forms refuse what the purpose does not allow, before any upload.
    for (body, code) in [
        (
            r#"{"purpose":"batch","fileName":"x.exe","contentType":"application/x-msdownload","size":10}"#,
            ErrorCode::FileTypeRefused,
        ),
        (
            r#"{"purpose":"batch","fileName":"x.csv","contentType":"text/csv","size":60000000}"#,
            ErrorCode::FileTooLarge,
        ),
        (
            r#"{"purpose":"batch","fileName":"../x.csv","contentType":"text/csv","size":10}"#,
            ErrorCode::InvalidField,
        ),
        (
            r#"{"purpose":"batch","fileName":"x.csv","contentType":"text/csv","size":0}"#,
            ErrorCode::InvalidField,
        ),
        (
            r#"{"purpose":"nope","fileName":"x.csv","contentType":"text/csv","size":10}"#,
            ErrorCode::InvalidField,
        ),
    ] {
        assert_eq!(
            post(&app, &owner.token, "uploadForm", body).await.code(),
            code,
            "{body}"
        );
    }
    for purpose in ["nope", ""] {
        let body = format!(
            r#"{{"purpose":"{purpose}","fileName":"x.csv","contentType":"text/csv","size":10}}"#
        );
        let refused = post(&app, &owner.token, "uploadForm", &body).await;
        assert_eq!(refused.data()["field"], "purpose", "{purpose:?}");
    }
}

/// Issue 22, rule 7: the form's file is checked on confirm, and the form
/// cannot replace it afterwards (an S3 presigned POST can be re-posted until
/// it expires): the form names a staging key, confirm writes the bytes it
/// checked to the file's own key.
#[tokio::test]
async fn a_checked_upload_stays_what_was_checked_when_its_form_is_posted_again() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let checked = b"%PDF-1.7\n the checked document".to_vec();
    let opened = post(
        &app,
        &owner.token,
        "uploadForm",
        &format!(
            r#"{{"purpose":"attachment","fileName":"scan.pdf","contentType":"application/pdf","size":{}}}"#,
            checked.len() + 100
        ),
    )
    .await;
    assert_eq!(opened.code(), 0, "{:?}", opened.body);
    let key = opened.data()["key"].as_str().unwrap().to_string();
    let posted_to = form_key(&opened);
    assert_ne!(posted_to, key, "the form never names the file's key");
    app.ports
        .uploads
        .put(&posted_to, checked.clone().into(), "application/pdf")
        .await
        .unwrap();
    let body = format!(r#"{{"key":"{key}"}}"#);
    let confirmed = post(&app, &owner.token, "confirm", &body).await;
    assert_eq!(confirmed.code(), 0, "{:?}", confirmed.body);

    // The same form posted again, with other bytes (still a "PDF").
    app.ports
        .uploads
        .put(
            &posted_to,
            b"%PDF-1.7\n<script>swapped</script>".to_vec().into(),
            "application/pdf",
        )
        .await
        .unwrap();
    let again = post(&app, &owner.token, "confirm", &body).await;
    assert_eq!(again.code(), 0);
    assert_eq!(again.data()["size"], checked.len());
    let stored = app.ports.uploads.get(&key).await.unwrap().unwrap();
    assert_eq!(stored.bytes.as_ref(), checked.as_slice());
    let record = verity_domain::files::owned(
        &app.ports,
        &key,
        &[&format!("ENT#{}", owner.enterprise_id)],
        verity_domain::files::Purpose::Attachment,
    )
    .await
    .unwrap();
    assert_eq!(record.size, checked.len() as u64);
}

#[tokio::test]
async fn a_checked_upload_stays_what_was_checked_and_an_unconfirmed_form_expires() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let owners = [format!("ENT#{}", owner.enterprise_id)];
    let owners: Vec<&str> = owners.iter().map(String::as_str).collect();
    let opened = post(
        &app,
        &owner.token,
        "uploadForm",
        r#"{"purpose":"attachment","fileName":"late.pdf","contentType":"application/pdf","size":20}"#,
    )
    .await;
    let key = opened.data()["key"].as_str().unwrap().to_string();
    post_form(&app, &opened, PDF.to_vec(), "application/pdf").await;
    let record = app
        .ports
        .table
        .get(&verity_core::table::Key::new(format!("FILE#{key}"), "META"))
        .await
        .unwrap()
        .expect("a pending record");
    assert!(
        record.get("expiresAt").and_then(|v| v.as_i64()).is_some(),
        "a TTL"
    );

    // Past its expiry: refused, and the record and the object are removed.
    app.clock.advance_secs(PENDING_TTL_SECS + 1);
    let token = app.sign_in(&owner.user_id).await;
    let late = confirm(&app, &token, &key).await;
    assert_eq!(late.code(), ErrorCode::FileNotFound, "{:?}", late.body);
    assert!(app
        .ports
        .table
        .get(&verity_core::table::Key::new(format!("FILE#{key}"), "META"))
        .await
        .unwrap()
        .is_none());
    assert!(!form_posted(&app, &opened).await);
    assert!(owned_attachment(&app, &key, &owners).await.is_err());

    // A confirmed upload keeps no expiry.
    let opened = post(
        &app,
        &token,
        "uploadForm",
        r#"{"purpose":"attachment","fileName":"ok.pdf","contentType":"application/pdf","size":20}"#,
    )
    .await;
    let key = opened.data()["key"].as_str().unwrap().to_string();
    post_form(&app, &opened, PDF.to_vec(), "application/pdf").await;
    assert_eq!(confirm(&app, &token, &key).await.code(), 0);
    app.clock.advance_secs(PENDING_TTL_SECS + 1);
    assert!(owned_attachment(&app, &key, &owners).await.is_ok());
}

/// The empty-file refusal used to reach a Chinese screen in English.
#[tokio::test]
async fn an_empty_file_is_refused_in_the_language_of_the_request() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let body = r#"{"purpose":"batch","fileName":"x.csv","contentType":"text/csv","size":0}"#;
    let zh = app
        .call_as_lang(&owner.token, "/api/base/file/uploadForm", body, "zh-CN")
        .await;
    assert_eq!(zh.code(), ErrorCode::InvalidField);
    assert_eq!(zh.body["msg"].as_str(), Some("文件为空"));
    assert_eq!(zh.data()["field"], "size");
    let en = app
        .call_as_lang(&owner.token, "/api/base/file/uploadForm", body, "en-US")
        .await;
    assert_eq!(en.body["msg"], "size: the file is empty");
}
