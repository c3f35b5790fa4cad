//! The multipart upload form both upload calls read (`file/upload` and
//! `job/apply/upload`): one text part that says what the file is for, and one
//! part named `file`. The size cap is the router's body limit (1003).

use axum::body::Bytes;
use axum::extract::multipart::{Multipart, MultipartRejection};

use crate::{ApiError, ErrorCode};

/// The `file` part: its name (checked), the declared content type and the bytes.
pub struct FilePart {
    pub name: String,
    pub declared: String,
    pub bytes: Bytes,
}

/// Reads the form: the text of part `text_part` (required) and the file.
pub async fn read(
    form: Result<Multipart, MultipartRejection>,
    text_part: &'static str,
) -> Result<(String, FilePart), ApiError> {
    let mut form = form
        .map_err(|_| ApiError::invalid("file", "the upload must be sent as multipart/form-data"))?;
    let mut text: Option<String> = None;
    let mut file: Option<FilePart> = None;
    loop {
        let field = match form.next_field().await {
            Ok(Some(field)) => field,
            Ok(None) => break,
            Err(e) if e.status() == http::StatusCode::PAYLOAD_TOO_LARGE => {
                return Err(ErrorCode::BodyTooLarge.into())
            }
            Err(_) => {
                return Err(ApiError::invalid(
                    "file",
                    "the upload is not a valid multipart form",
                ))
            }
        };
        match field.name() {
            Some(name) if name == text_part => {
                let value = field
                    .text()
                    .await
                    .map_err(|_| ApiError::invalid(text_part, "is malformed"))?;
                text = Some(value);
            }
            Some("file") => {
                let name = field.file_name().unwrap_or("").trim().to_string();
                if let Some(problem) = file_name_problem(&name) {
                    return Err(ApiError::invalid("file", problem));
                }
                let declared = field.content_type().unwrap_or("").to_string();
                let bytes = field.bytes().await.map_err(|e| {
                    if e.status() == http::StatusCode::PAYLOAD_TOO_LARGE {
                        ApiError::new(ErrorCode::BodyTooLarge)
                    } else {
                        ApiError::invalid("file", "the upload was cut short")
                    }
                })?;
                file = Some(FilePart {
                    name,
                    declared,
                    bytes,
                });
            }
            _ => {}
        }
    }
    let text = text.ok_or_else(|| ApiError::invalid(text_part, "is required"))?;
    let file = file.ok_or_else(|| ApiError::invalid("file", "please choose a file"))?;
    Ok((text, file))
}

/// Why a file name is refused (none when it is fine).
pub fn file_name_problem(name: &str) -> Option<&'static str> {
    if name.is_empty() || name.chars().count() > 200 {
        return Some("the file needs a name of at most 200 characters");
    }
    if name.contains('/')
        || name.contains('\\')
        || name.contains("..")
        || name.chars().any(char::is_control)
    {
        return Some("the file name may not hold /, \\, .. or control characters");
    }
    None
}

#[cfg(test)]
mod tests {
    use super::file_name_problem;

    #[test]
    fn a_file_name_may_not_climb_or_hide_control_characters() {
        assert!(file_name_problem("licence.pdf").is_none());
        assert!(file_name_problem("").is_some());
        assert!(file_name_problem("../etc/passwd").is_some());
        assert!(file_name_problem("a\\b.png").is_some());
        assert!(file_name_problem("a\u{0}.png").is_some());
        assert!(file_name_problem(&"x".repeat(201)).is_some());
    }
}
