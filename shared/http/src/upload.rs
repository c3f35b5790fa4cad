//! The multipart upload form both upload calls read (`file/upload` and
//! `job/apply/upload`): one text part that says what the file is for, and one
//! part named `file`. The size cap is the router's body limit
//! ([`BODY_MAX`]): a larger body is refused with 1003, whose message sends
//! the caller to the direct upload (`file/uploadForm`).

use axum::body::Bytes;
use axum::extract::multipart::{Multipart, MultipartRejection};
use verity_core::text::Text;

use crate::{ApiError, ErrorCode};

/// Lambda's request payload for a synchronous invocation: API Gateway's
/// whole event (JSON) must fit, not only the body.
pub const LAMBDA_PAYLOAD: usize = 6 * 1024 * 1024;

/// Kept for the event around the body: headers (API Gateway takes up to
/// 10 KB of them), the request context and the JSON framing.
pub const EVENT_OVERHEAD: usize = 64 * 1024;

/// The largest body an upload route reads. API Gateway hands a multipart
/// body to Lambda base64-encoded (4 bytes for every 3), so the body may be
/// at most 3/4 of what is left of the payload: 4,669,440 bytes (≈ 4.45 MB).
pub const BODY_MAX: usize = (LAMBDA_PAYLOAD - EVENT_OVERHEAD) / 4 * 3;

/// Kept for the multipart framing and the form's text part.
pub const FORM_OVERHEAD: usize = 16 * 1024;

/// The largest file an upload through the API can carry; every purpose's
/// limit through the API (`files::Purpose::max_bytes`) stays at or under it.
pub const FILE_MAX: usize = BODY_MAX - FORM_OVERHEAD;

/// What a body over [`BODY_MAX`] is told.
pub const TOO_LARGE: Text = Text::new(
    "the file is too large to upload through the API: use the direct upload (file/uploadForm)",
    "文件过大，无法通过接口上传，请使用直传（file/uploadForm）",
);

fn too_large() -> ApiError {
    ApiError::with_msg(ErrorCode::BodyTooLarge, TOO_LARGE)
}

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
    let mut form = form.map_err(|_| {
        ApiError::invalid(
            "file",
            Text::new(
                "the upload must be sent as multipart/form-data",
                "上传须以 multipart/form-data 发送",
            ),
        )
    })?;
    let mut text: Option<String> = None;
    let mut file: Option<FilePart> = None;
    loop {
        let field = match form.next_field().await {
            Ok(Some(field)) => field,
            Ok(None) => break,
            Err(e) if e.status() == http::StatusCode::PAYLOAD_TOO_LARGE => return Err(too_large()),
            Err(_) => {
                return Err(ApiError::invalid(
                    "file",
                    Text::new(
                        "the upload is not a valid multipart form",
                        "上传内容不是有效的 multipart 表单",
                    ),
                ))
            }
        };
        match field.name() {
            Some(name) if name == text_part => {
                let value = field.text().await.map_err(|_| {
                    ApiError::invalid(text_part, Text::new("is malformed", "格式不正确"))
                })?;
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
                        too_large()
                    } else {
                        ApiError::invalid(
                            "file",
                            Text::new("the upload was cut short", "上传内容不完整"),
                        )
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
    let text =
        text.ok_or_else(|| ApiError::invalid(text_part, Text::new("is required", "不能为空")))?;
    let file = file.ok_or_else(|| {
        ApiError::invalid("file", Text::new("please choose a file", "请选择文件"))
    })?;
    Ok((text, file))
}

/// Why a file name is refused (none when it is fine).
pub fn file_name_problem(name: &str) -> Option<Text> {
    if name.is_empty() || name.chars().count() > 200 {
        return Some(Text::new(
            "the file needs a name of at most 200 characters",
            "文件名不能为空，且最多 200 个字符",
        ));
    }
    if name.contains('/')
        || name.contains('\\')
        || name.contains("..")
        || name.chars().any(char::is_control)
    {
        return Some(Text::new(
            "the file name may not hold /, \\, .. or control characters",
            "文件名不能包含 /、\\\\、.. 或控制字符",
        ));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_upload_at_the_cap_fits_lambdas_payload_after_base64() {
        let encoded = BODY_MAX.div_ceil(3) * 4;
        assert!(encoded + EVENT_OVERHEAD <= LAMBDA_PAYLOAD, "{encoded}");
        assert!((BODY_MAX + 3).div_ceil(3) * 4 + EVENT_OVERHEAD > LAMBDA_PAYLOAD);
        for purpose in verity_domain::files::Purpose::ALL {
            assert!(
                purpose.max_bytes() as usize <= FILE_MAX,
                "{purpose:?} allows more through the API than fits"
            );
        }
    }

    #[test]
    fn a_file_name_may_not_climb_or_hide_control_characters() {
        assert!(file_name_problem("licence.pdf").is_none());
        assert!(file_name_problem("").is_some());
        assert!(file_name_problem("../etc/passwd").is_some());
        assert!(file_name_problem("a\\b.png").is_some());
        assert!(file_name_problem("a\u{0}.png").is_some());
        assert!(file_name_problem(&"x".repeat(201)).is_some());
    }

    /// A well-formed form around `file`, the text part first.
    fn form(boundary: &str, purpose: &str, name: &str, file: &[u8]) -> Vec<u8> {
        let mut body = format!(
            "--{boundary}\r\ncontent-disposition: form-data; name=\"purpose\"\r\n\r\n{purpose}\r\n\
             --{boundary}\r\ncontent-disposition: form-data; name=\"file\"; filename=\"{name}\"\r\n\
             content-type: image/png\r\n\r\n"
        )
        .into_bytes();
        body.extend_from_slice(file);
        body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
        body
    }

    /// Reads `body` as the upload routes do.
    fn read_form(content_type: &str, body: Vec<u8>) -> Result<(String, FilePart), ApiError> {
        use axum::extract::FromRequest;
        let request = http::Request::post("/")
            .header("content-type", content_type)
            .body(axum::body::Body::from(body))
            .unwrap();
        tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap()
            .block_on(async { read(Multipart::from_request(request, &()).await, "purpose").await })
    }

    #[test]
    fn a_well_formed_form_gives_its_text_and_file() {
        let (purpose, file) = read_form(
            "multipart/form-data; boundary=B",
            form("B", "logo", "a.png", b"\x89PNG"),
        )
        .unwrap_or_else(|e| panic!("{:?}", e.code));
        assert_eq!(purpose, "logo");
        assert_eq!(
            (file.name.as_str(), &file.bytes[..]),
            ("a.png", &b"\x89PNG"[..])
        );
    }

    proptest::proptest! {
        /// Damaged forms, random bodies and odd boundaries end in a form or
        /// a 1002/1003 refusal, never a panic (issue 26, point 6).
        #[test]
        fn a_damaged_form_is_read_or_refused(
            flips in proptest::collection::vec(
                (proptest::prelude::any::<proptest::sample::Index>(), proptest::prelude::any::<u8>()),
                0..12,
            ),
            cut in proptest::option::of(proptest::prelude::any::<proptest::sample::Index>()),
            file in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..2048),
            name in "[a-z./\\\u{0}\u{4e00} ]{0,40}",
            boundary in "[A-Za-z0-9'()+_,./:=?-]{1,70}",
        ) {
            let mut body = form(&boundary, "logo", &name, &file);
            for (at, value) in flips {
                let i = at.index(body.len());
                body[i] = value;
            }
            if let Some(cut) = cut {
                let len = cut.index(body.len());
                body.truncate(len);
            }
            match read_form(&format!("multipart/form-data; boundary={boundary}"), body) {
                Ok((_, file)) => proptest::prop_assert!(file_name_problem(&file.name).is_none()),
                Err(e) => proptest::prop_assert!(
                    matches!(e.code, ErrorCode::InvalidField | ErrorCode::BodyTooLarge),
                    "{:?}",
                    e.code
                ),
            }
        }

        #[test]
        fn random_bytes_under_any_content_type_are_refused_or_read(
            body in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..4096),
            content_type in "(multipart/form-data(; boundary=[ -~]{0,20})?|text/plain|[ -~]{0,30})",
        ) {
            if let Err(e) = read_form(&content_type, body) {
                proptest::prop_assert!(matches!(e.code, ErrorCode::InvalidField | ErrorCode::BodyTooLarge));
            }
        }
    }
}
