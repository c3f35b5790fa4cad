//! Uploaded files: what each purpose accepts, the check of a file's content
//! against its declared type, and the record that says who uploaded a key.
//!
//! A file lives in the uploads bucket under a generated key
//! (`<purpose>/<id>.<ext>`); the name the user gave it is kept only sealed in
//! its record (`FILE#<key>` / `META`), never in a path or URL. The record's
//! `owner` (`ENT#<enterpriseId>`, or `USER#<userId>` before an enterprise
//! exists) is what other calls check before they accept a key.

use bytes::Bytes;
use serde::{Deserialize, Serialize};
use verity_core::failure::Internal;
use verity_core::pii::{Sealed, SealedField};
use verity_core::ports::Ports;
use verity_core::table::{Entity, Key, TableExt};

#[derive(Debug, thiserror::Error)]
pub enum FileError {
    #[error("file too large")]
    TooLarge { max_bytes: u64 },
    #[error("file type refused")]
    TypeRefused,
    #[error("file not found")]
    NotFound,
    #[error(transparent)]
    Internal(#[from] Internal),
}

impl From<verity_core::table::TableError> for FileError {
    #[track_caller]
    fn from(e: verity_core::table::TableError) -> Self {
        FileError::Internal(Internal::new(e))
    }
}

impl From<verity_core::blobs::BlobError> for FileError {
    #[track_caller]
    fn from(e: verity_core::blobs::BlobError) -> Self {
        FileError::Internal(Internal::new(e))
    }
}

/// A file type the portal accepts, recognised by its first bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Jpeg,
    Png,
    Pdf,
    Xlsx,
    Csv,
}

impl Kind {
    pub fn content_type(self) -> &'static str {
        match self {
            Kind::Jpeg => "image/jpeg",
            Kind::Png => "image/png",
            Kind::Pdf => "application/pdf",
            Kind::Xlsx => "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            Kind::Csv => "text/csv",
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            Kind::Jpeg => "jpg",
            Kind::Png => "png",
            Kind::Pdf => "pdf",
            Kind::Xlsx => "xlsx",
            Kind::Csv => "csv",
        }
    }

    /// The kind a declared content type names (`image/jpg` too).
    pub fn declared(content_type: &str) -> Option<Kind> {
        let essence = content_type.split(';').next().unwrap_or("").trim();
        match essence.to_ascii_lowercase().as_str() {
            "image/jpeg" | "image/jpg" => Some(Kind::Jpeg),
            "image/png" => Some(Kind::Png),
            "application/pdf" => Some(Kind::Pdf),
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" => Some(Kind::Xlsx),
            "text/csv" => Some(Kind::Csv),
            _ => None,
        }
    }

    /// Whether `bytes` look like this kind.
    pub fn matches(self, bytes: &[u8]) -> bool {
        match self {
            Kind::Jpeg => bytes.starts_with(&[0xFF, 0xD8, 0xFF]),
            Kind::Png => bytes.starts_with(b"\x89PNG\r\n\x1a\n"),
            Kind::Pdf => bytes.starts_with(b"%PDF-"),
            Kind::Xlsx => bytes.starts_with(b"PK\x03\x04"),
            // Text: UTF-8 or GBK (Excel on Chinese Windows), no NUL.
            Kind::Csv => verity_sheets::is_text(bytes),
        }
    }

    pub fn is_image(self) -> bool {
        matches!(self, Kind::Jpeg | Kind::Png)
    }
}

/// What an upload is for; each purpose has its kinds and size limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Purpose {
    License,
    Logo,
    Consent,
    Voucher,
    Batch,
    Attachment,
    /// An invoice the platform issued (uploaded by a platform operator).
    Invoice,
}

const MB: u64 = 1024 * 1024;

impl Purpose {
    pub const ALL: [Purpose; 7] = [
        Purpose::License,
        Purpose::Logo,
        Purpose::Consent,
        Purpose::Voucher,
        Purpose::Batch,
        Purpose::Attachment,
        Purpose::Invoice,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Purpose::License => "license",
            Purpose::Logo => "logo",
            Purpose::Consent => "consent",
            Purpose::Voucher => "voucher",
            Purpose::Batch => "batch",
            Purpose::Attachment => "attachment",
            Purpose::Invoice => "invoice",
        }
    }

    pub fn parse(text: &str) -> Option<Purpose> {
        Purpose::ALL.into_iter().find(|p| p.as_str() == text)
    }

    pub fn kinds(self) -> &'static [Kind] {
        match self {
            Purpose::Logo => &[Kind::Png, Kind::Jpeg],
            Purpose::Batch => &[Kind::Xlsx, Kind::Csv],
            Purpose::License
            | Purpose::Consent
            | Purpose::Voucher
            | Purpose::Attachment
            | Purpose::Invoice => &[Kind::Jpeg, Kind::Png, Kind::Pdf],
        }
    }

    /// Through the API: a Lambda's request payload (6 MB) holds the body
    /// base64-encoded, so at most about 4.4 MB of file
    /// (`verity_http::upload::FILE_MAX`, whose test checks these).
    pub fn max_bytes(self) -> u64 {
        match self {
            Purpose::Logo => 2 * MB,
            _ => 4 * MB,
        }
    }

    /// Straight to the bucket with an upload form: large batch sheets and
    /// attachments, and the documents a phone's camera makes larger than
    /// the API takes.
    pub fn direct_max_bytes(self) -> u64 {
        match self {
            Purpose::Batch | Purpose::Attachment => 50 * MB,
            Purpose::Logo => self.max_bytes(),
            _ => 5 * MB,
        }
    }
}

/// The sealed original file name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FileNameEnc;

impl SealedField for FileNameEnc {
    const ATTR: &'static str = "nameEnc";
}

/// Who uploaded a key: `FILE#<key>` / `META`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FileRecord {
    pub key: String,
    /// `ENT#<enterpriseId>` or `USER#<userId>`.
    pub owner: String,
    pub purpose: Purpose,
    pub content_type: String,
    pub size: u64,
    pub name_enc: Sealed<FileNameEnc>,
    pub uploaded_by: String,
    pub created_at: i64,
    /// A direct upload not yet confirmed: not usable until checked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending: Option<bool>,
    /// A pending record's end (epoch seconds, the table's TTL attribute):
    /// past it the upload is refused and removed; confirming removes it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expires_at: Option<i64>,
}

impl Entity for FileRecord {
    const KIND: &'static str = "file";

    fn key(&self) -> Key {
        record_key(&self.key)
    }
}

fn record_key(key: &str) -> Key {
    Key::new(format!("FILE#{key}"), "META")
}

/// Deletes an upload and its record (erasure of the data it holds); a
/// file already gone is no error, so a repeat is harmless.
pub async fn erase(ports: &Ports, key: &str) -> Result<(), FileError> {
    ports.uploads.delete(key).await?;
    ports.table.delete(&record_key(key), None).await?;
    Ok(())
}

/// Checks a file against its purpose: the declared type must be allowed
/// and the bytes must be of that type.
pub fn check(purpose: Purpose, declared: &str, bytes: &[u8]) -> Result<Kind, FileError> {
    if bytes.len() as u64 > purpose.max_bytes() {
        return Err(FileError::TooLarge {
            max_bytes: purpose.max_bytes(),
        });
    }
    let kind = Kind::declared(declared)
        .filter(|k| purpose.kinds().contains(k))
        .ok_or(FileError::TypeRefused)?;
    if !kind.matches(bytes) {
        return Err(FileError::TypeRefused);
    }
    Ok(kind)
}

/// A stored upload.
#[derive(Debug, Clone)]
pub struct Stored {
    pub key: String,
    pub content_type: String,
    pub size: u64,
    /// The name the user gave it.
    pub name: String,
}

/// Checks and stores an upload for `owner`, recording it.
pub async fn store(
    ports: &Ports,
    owner: &str,
    uploaded_by: &str,
    purpose: Purpose,
    name: &str,
    declared: &str,
    bytes: Bytes,
) -> Result<Stored, FileError> {
    let kind = check(purpose, declared, &bytes)?;
    let key = format!(
        "{}/{}.{}",
        purpose.as_str(),
        verity_core::ids::new_id(),
        kind.extension()
    );
    let size = bytes.len() as u64;
    ports.uploads.put(&key, bytes, kind.content_type()).await?;
    let record = FileRecord {
        key: key.clone(),
        owner: owner.to_string(),
        purpose,
        content_type: kind.content_type().to_string(),
        size,
        name_enc: Sealed::seal(&ports.pii, name),
        uploaded_by: uploaded_by.to_string(),
        created_at: ports.clock.now_millis(),
        pending: None,
        expires_at: None,
    };
    if !ports.table.put_new(&record).await? {
        return Err(Internal::new("a fresh file key collided").into());
    }
    Ok(Stored {
        key,
        content_type: kind.content_type().to_string(),
        size,
        name: name.to_string(),
    })
}

/// The record of `key` when one of `owners` uploaded it for `purpose`;
/// anything else is not found (another enterprise's key included).
pub async fn owned(
    ports: &Ports,
    key: &str,
    owners: &[&str],
    purpose: Purpose,
) -> Result<FileRecord, FileError> {
    if !verity_core::blobs::valid_key(key) {
        return Err(FileError::NotFound);
    }
    let record = ports
        .table
        .get_as::<FileRecord>(&record_key(key))
        .await?
        .ok_or(FileError::NotFound)?;
    if expired(&record, ports.clock.now_millis()) {
        remove_pending(ports, &record).await?;
        return Err(FileError::NotFound);
    }
    Some(record)
        .filter(|r| {
            owners.contains(&r.owner.as_str()) && r.purpose == purpose && r.pending.is_none()
        })
        .ok_or(FileError::NotFound)
}

/// An upload form for a file too large for the API, and its pending record.
pub struct DirectUpload {
    pub key: String,
    pub form: verity_core::blobs::UploadForm,
    pub max_bytes: u64,
    pub expires_at: i64,
}

const FORM_TTL: std::time::Duration = std::time::Duration::from_secs(15 * 60);
/// An unconfirmed direct upload is refused and removed this long after its
/// form was issued (the form's 15 minutes, and as long again to confirm).
pub const PENDING_TTL_SECS: i64 = 30 * 60;
/// Where a direct upload's form puts the file: never the file's own key, so
/// posting the form again (a presigned POST can be re-posted until it
/// expires) cannot replace what `confirm_direct` checked. The uploads
/// bucket expires this prefix (a lifecycle rule in `template.yaml`).
pub const STAGING_PREFIX: &str = "incoming/";

pub fn staging_key(key: &str) -> String {
    format!("{STAGING_PREFIX}{key}")
}

/// Opens a direct upload: the declared type must suit the purpose and the
/// declared size its direct limit; the form admits exactly that many bytes
/// at most. The file is usable once [`confirm_direct`] checked it.
#[allow(clippy::too_many_arguments)]
pub async fn open_direct(
    ports: &Ports,
    owner: &str,
    uploaded_by: &str,
    purpose: Purpose,
    name: &str,
    declared: &str,
    size: u64,
) -> Result<DirectUpload, FileError> {
    let kind = Kind::declared(declared)
        .filter(|k| purpose.kinds().contains(k))
        .ok_or(FileError::TypeRefused)?;
    if size > purpose.direct_max_bytes() {
        return Err(FileError::TooLarge {
            max_bytes: purpose.direct_max_bytes(),
        });
    }
    let key = format!(
        "{}/{}.{}",
        purpose.as_str(),
        verity_core::ids::new_id(),
        kind.extension()
    );
    let now = ports.clock.now_millis();
    let record = FileRecord {
        key: key.clone(),
        owner: owner.to_string(),
        purpose,
        content_type: kind.content_type().to_string(),
        size,
        name_enc: Sealed::seal(&ports.pii, name),
        uploaded_by: uploaded_by.to_string(),
        created_at: now,
        pending: Some(true),
        expires_at: Some(now / 1000 + PENDING_TTL_SECS),
    };
    // The form names the staging key only: the file's own key is written
    // by `confirm_direct` alone, with the bytes it checked.
    let form = ports
        .uploads
        .upload_form(
            &staging_key(&key),
            kind.content_type(),
            size.max(1),
            FORM_TTL,
        )
        .await?;
    if !ports.table.put_new(&record).await? {
        return Err(Internal::new("a fresh file key collided").into());
    }
    Ok(DirectUpload {
        key,
        form,
        max_bytes: size.max(1),
        expires_at: now + FORM_TTL.as_millis() as i64,
    })
}

/// Checks a direct upload once it is in the bucket (its bytes are of the
/// declared type) and makes it usable: the bytes checked are written to the
/// file's own key, which no form names, so the file stays what was checked
/// whatever is posted to the form afterwards. A file that is not what it
/// claims is deleted (3102). Another owner's key, one never uploaded, and a
/// pending upload past its expiry (then removed) are not found.
pub async fn confirm_direct(
    ports: &Ports,
    key: &str,
    owners: &[&str],
) -> Result<Stored, FileError> {
    if !verity_core::blobs::valid_key(key) {
        return Err(FileError::NotFound);
    }
    let rkey = record_key(key);
    let record = ports
        .table
        .get_as::<FileRecord>(&rkey)
        .await?
        .filter(|r| owners.contains(&r.owner.as_str()))
        .ok_or(FileError::NotFound)?;
    let name = record.name_enc.open(&ports.pii).map_err(Internal::new)?;
    let stored = |r: &FileRecord, size: u64| Stored {
        key: r.key.clone(),
        content_type: r.content_type.clone(),
        size,
        name: name.clone(),
    };
    if record.pending.is_none() {
        return Ok(stored(&record, record.size));
    }
    let staged = staging_key(key);
    if expired(&record, ports.clock.now_millis()) {
        remove_pending(ports, &record).await?;
        return Err(FileError::NotFound);
    }
    let blob = ports
        .uploads
        .get(&staged)
        .await?
        .ok_or(FileError::NotFound)?;
    let kind = Kind::declared(&record.content_type).ok_or(FileError::TypeRefused)?;
    let size = blob.bytes.len() as u64;
    if !kind.matches(&blob.bytes) || size > record.purpose.direct_max_bytes() {
        remove_pending(ports, &record).await?;
        return Err(FileError::TypeRefused);
    }
    // The bytes read and checked, not whatever the staging key holds now.
    ports
        .uploads
        .put(key, blob.bytes, kind.content_type())
        .await?;
    ports
        .table
        .update(
            &rkey,
            vec![
                verity_core::table::UpdateAction::Remove("pending".into()),
                verity_core::table::UpdateAction::Remove("expiresAt".into()),
                verity_core::table::UpdateAction::set("size", size as i64),
            ],
            Some(verity_core::table::Condition::item_present()),
        )
        .await?;
    ports.uploads.delete(&staged).await?;
    Ok(stored(&record, size))
}

/// A pending record past its expiry.
fn expired(record: &FileRecord, now_millis: i64) -> bool {
    record.pending.is_some()
        && record
            .expires_at
            .is_some_and(|at| at <= now_millis.div_euclid(1000))
}

/// Removes an unconfirmed upload: its record, its staged object, and the
/// object under its own key (none is ever written before confirmation).
async fn remove_pending(ports: &Ports, record: &FileRecord) -> Result<(), FileError> {
    ports.uploads.delete(&staging_key(&record.key)).await?;
    ports.uploads.delete(&record.key).await?;
    ports
        .table
        .delete(
            &record_key(&record.key),
            Some(verity_core::table::Condition::Exists("pending".into())),
        )
        .await
        .or_else(|e| {
            if e.is_condition_failure() {
                Ok(())
            } else {
                Err(e)
            }
        })?;
    Ok(())
}

/// A short-lived URL that downloads `key`.
pub async fn url(ports: &Ports, key: &str) -> Result<String, FileError> {
    Ok(ports
        .uploads
        .download_url(key, std::time::Duration::from_secs(600))
        .await?)
}

/// The owner value of an enterprise and of a user.
pub fn enterprise_owner(enterprise_id: &str) -> String {
    format!("ENT#{enterprise_id}")
}

pub fn user_owner(user_id: &str) -> String {
    format!("USER#{user_id}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn content_must_match_the_declared_type_and_the_purpose() {
        let png = b"\x89PNG\r\n\x1a\n rest";
        assert_eq!(
            check(Purpose::License, "image/png", png).unwrap(),
            Kind::Png
        );
        // An HTML page labelled as an image.
        assert!(matches!(
            check(Purpose::License, "image/png", b"<html><script>"),
            Err(FileError::TypeRefused)
        ));
        // A PDF is no logo.
        assert!(matches!(
            check(Purpose::Logo, "application/pdf", b"%PDF-1.7"),
            Err(FileError::TypeRefused)
        ));
        assert!(matches!(
            check(Purpose::Logo, "image/png", &vec![0u8; 3 * 1024 * 1024]),
            Err(FileError::TooLarge { .. })
        ));
    }
}
