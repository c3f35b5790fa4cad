//! The `file` group: uploads. A file goes to the uploads bucket under a
//! generated key; its content must be of the declared type and the type
//! allowed for its purpose (`verity_domain::files`). The answer carries the
//! key (what other calls take, e.g. `licenseFileKey`) and a short-lived URL.

use axum::extract::{DefaultBodyLimit, Multipart, State};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Access, Needs, Ports};
use verity_core::text::Text;
use verity_domain::files::{self, Purpose};
use verity_domain::identity::Right;
use verity_http::{codes, Answering, Callers};
use verity_http::{ApiError, ApiResult, Function, Reply, Session};

/// The body cap of an upload: what fits Lambda's payload after base64.
const UPLOAD_BODY_MAX: usize = verity_http::upload::BODY_MAX;

/// The `file` function: over the table (file records) and the uploads bucket.
pub const FUNCTION: Function = Function {
    name: "file",
    needs: Needs::TABLE.uploads(Access::Write),
    routes,
    seed: None,
};

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(upload).answering(
            Callers::SignedIn,
            codes![
                NoPermission("a visitor uploading anything but a licence, a member an invoice"),
                InvalidField("missing part, unknown purpose or a bad file name (data.field)"),
                BodyTooLarge("body over the cap (larger files: file/uploadForm)"),
                FileTooLarge("too large for its purpose (data.maxBytes)"),
                FileTypeRefused("type not allowed or content not of the declared type")
            ],
        ))
        .layer(DefaultBodyLimit::max(UPLOAD_BODY_MAX))
        .routes(routes!(upload_form).answering(
            Callers::SignedIn,
            codes![
                NoPermission("a visitor uploading anything but a licence, a member an invoice"),
                InvalidField("bad field"),
                FileTooLarge("larger than the purpose allows"),
                FileTypeRefused("type not allowed for the purpose")
            ],
        ))
        .routes(routes!(confirm).answering(
            Callers::SignedIn,
            codes![
                InvalidField,
                FileNotFound("no such upload of the caller's"),
                FileTypeRefused("the content is not of the declared type (the file is deleted)")
            ],
        ))
        .with_state(ports)
}

/// Whose a new file is: the enterprise's; a visitor's own before it has one
/// (its licence only); a platform operator's own (invoices, and attachments
/// to work order answers).
fn owner_of(session: &Session, purpose: Purpose) -> Result<String, ApiError> {
    if purpose == Purpose::Invoice {
        session.require_ops()?;
        return Ok(files::user_owner(&session.user_id));
    }
    match session.require(Right::ViewDashboard) {
        Ok(member) => Ok(files::enterprise_owner(&member.enterprise_id)),
        Err(_) if purpose == Purpose::License && session.platform_role.is_none() => {
            Ok(files::user_owner(&session.user_id))
        }
        Err(_) if purpose == Purpose::Attachment && session.require_ops().is_ok() => {
            Ok(files::user_owner(&session.user_id))
        }
        Err(e) => Err(e.into()),
    }
}

/// Who may confirm a key: the session's enterprise and its user.
fn owners_of(session: &Session) -> Vec<String> {
    let mut owners = vec![files::user_owner(&session.user_id)];
    if let Ok(member) = session.require(Right::ViewDashboard) {
        owners.push(files::enterprise_owner(&member.enterprise_id));
    }
    owners
}

#[derive(Debug, serde::Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct UploadFormRequest {
    /// `license`, `logo`, `consent`, `voucher`, `batch`, `attachment` or `invoice` (platform operators).
    #[serde(deserialize_with = "purpose")]
    #[schema(value_type = String)]
    pub purpose: Purpose,
    /// The file's name (kept only as sealed metadata).
    #[schema(value_type = String)]
    pub file_name: verity_core::types::Reason,
    /// The file's type, e.g. `text/csv`.
    #[schema(value_type = String)]
    pub content_type: verity_core::types::Reason,
    /// The file's size in bytes: the form admits at most this many.
    pub size: u64,
}

/// A purpose, trimmed; refused as a [`verity_core::types::Reason`] when
/// empty (1002 on `purpose`).
fn purpose<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Purpose, D::Error> {
    use serde::Deserialize;
    let text = verity_core::types::Reason::deserialize(d)?;
    Purpose::parse(&text).ok_or_else(|| {
        verity_core::types::refuse(Text::new(
            "purpose: must be one of license, logo, consent, voucher, batch, attachment, invoice",
            "须为 license、logo、consent、voucher、batch、attachment、invoice 之一",
        ))
    })
}

#[derive(Debug, Serialize, ToSchema)]
pub struct FormField {
    pub name: String,
    pub value: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DirectUploadReply {
    pub key: String,
    /// POST `multipart/form-data` here: `fields` in order, then the file as the part `file`.
    pub url: String,
    pub fields: Vec<FormField>,
    pub max_bytes: u64,
    /// Epoch ms: the form stops working then.
    pub expires_at: i64,
}

/// A signed form that uploads a file straight to the bucket (S3 presigned
/// POST with a content-length range in AWS), for files too large for the
/// API; then `file/confirm` checks it and makes it usable.
#[utoipa::path(
    post,
    path = "/api/base/file/uploadForm",
    operation_id = "fileUploadForm",
    tag = "file",
    request_body = UploadFormRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {key, url, fields, maxBytes, expiresAt} (15 minutes). \
        `key` is the file's (file/confirm and later calls); the form posts under a staging key of its own, and file/confirm \
        writes the bytes it checked to `key`, so posting the form again changes nothing confirmed. Unconfirmed after 30 minutes: removed. \
        Direct limits: batch and attachment up to 50 MB, logo 2 MB, the others 5 MB. Codes: -5; -6; 1002 bad field; \
        3101 larger than the purpose allows; 3102 type not allowed for the purpose", body = DirectUploadReply))
)]
pub async fn upload_form(
    State(ports): State<Ports>,
    session: Session,
    verity_http::ApiJson(req): verity_http::ApiJson<UploadFormRequest>,
) -> ApiResult<DirectUploadReply> {
    let purpose = req.purpose;
    if let Some(problem) = verity_http::upload::file_name_problem(&req.file_name) {
        return Err(ApiError::invalid("fileName", problem));
    }
    if req.size == 0 {
        return Err(ApiError::invalid(
            "size",
            Text::new("the file is empty", "文件为空"),
        ));
    }
    let owner = owner_of(&session, purpose)?;
    let direct = files::open_direct(
        &ports,
        &owner,
        &session.user_id,
        purpose,
        &req.file_name,
        &req.content_type,
        req.size,
    )
    .await?;
    Ok(Reply(DirectUploadReply {
        key: direct.key,
        url: direct.form.url,
        fields: direct
            .form
            .fields
            .into_iter()
            .map(|(name, value)| FormField { name, value })
            .collect(),
        max_bytes: direct.max_bytes,
        expires_at: direct.expires_at,
    }))
}

#[derive(Debug, serde::Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FileConfirmRequest {
    pub key: verity_core::types::FileKey,
}

/// Checks a direct upload (its content must be of the declared type) and
/// makes its key usable.
#[utoipa::path(
    post,
    path = "/api/base/file/confirm",
    operation_id = "fileConfirm",
    tag = "file",
    request_body = FileConfirmRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {key, url, name, size, contentType}. Codes: -5; 1002; \
        3003 no such upload of the caller's; 3102 the content is not of the declared type (the file is deleted)", body = Uploaded))
)]
pub async fn confirm(
    State(ports): State<Ports>,
    session: Session,
    verity_http::ApiJson(req): verity_http::ApiJson<FileConfirmRequest>,
) -> ApiResult<Uploaded> {
    let owners = owners_of(&session);
    let owners: Vec<&str> = owners.iter().map(String::as_str).collect();
    let stored = files::confirm_direct(&ports, &req.key, &owners).await?;
    let url = files::url(&ports, &stored.key).await?;
    Ok(Reply(Uploaded {
        key: stored.key,
        url,
        name: stored.name,
        size: stored.size,
        content_type: stored.content_type,
    }))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Uploaded {
    /// The generated key: pass it to the call the file is for.
    pub key: String,
    /// Downloads the file for 10 minutes.
    pub url: String,
    /// The name as uploaded (kept only as sealed metadata, never in a path).
    pub name: String,
    pub size: u64,
    pub content_type: String,
}

/// The multipart body, for the OpenAPI document.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct UploadForm {
    /// The file (one part named `file`, with its content type).
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
    /// `license`, `logo`, `consent`, `voucher`, `batch`, `attachment` or `invoice` (platform operators).
    purpose: String,
}

/// Uploads a file for a purpose: checked (size, type, content), stored,
/// recorded as the caller's (the enterprise's; a visitor's before it has one).
#[utoipa::path(
    post,
    path = "/api/base/file/upload",
    operation_id = "fileUpload",
    tag = "file",
    request_body(content = UploadForm, content_type = "multipart/form-data"),
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {key, url, name, size, contentType}. Limits: license, consent, \
        voucher, attachment, invoice: JPEG, PNG or PDF up to 4 MB; logo: PNG or JPEG up to 2 MB; batch: XLSX or CSV up to 4 MB. \
        Codes: -5; -6 a visitor uploading anything but a licence; 1002 missing part, unknown purpose or a bad file name \
        (data.field); 1003 body over the cap (larger files: file/uploadForm); 3101 too large for its purpose (data.maxBytes); 3102 type not allowed \
        or content not of the declared type", body = Uploaded))
)]
pub async fn upload(
    State(ports): State<Ports>,
    session: Session,
    form: Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> ApiResult<Uploaded> {
    let (purpose, file) = verity_http::upload::read(form, "purpose").await?;
    let purpose = Purpose::parse(purpose.trim()).ok_or_else(|| {
        ApiError::invalid(
            "purpose",
            Text::new(
                "must be one of license, logo, consent, voucher, batch, attachment, invoice",
                "须为 license、logo、consent、voucher、batch、attachment、invoice 之一",
            ),
        )
    })?;
    let (name, declared, bytes) = (file.name, file.declared, file.bytes);
    let owner = owner_of(&session, purpose)?;
    let stored = files::store(
        &ports,
        &owner,
        &session.user_id,
        purpose,
        &name,
        &declared,
        bytes,
    )
    .await?;
    let url = files::url(&ports, &stored.key).await?;
    tracing::info!(
        purpose = purpose.as_str(),
        size = stored.size,
        "file uploaded"
    );
    Ok(Reply(Uploaded {
        key: stored.key,
        url,
        name,
        size: stored.size,
        content_type: stored.content_type,
    }))
}
