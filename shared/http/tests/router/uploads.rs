//! An upload through the API stays under Lambda's 6 MB request payload after
//! API Gateway's base64: a larger body is refused with an envelope that
//! sends the caller to the direct upload.

use axum::body::Body;
use http::Request;
use verity_http::upload::{BODY_MAX, FILE_MAX};

use crate::{router, send, WITH_KEY};
use verity_http::ErrorCode;

fn form(file_bytes: usize) -> Request<Body> {
    let boundary = "routerTestBoundary";
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"purpose\"\r\n\r\nlicense\r\n\
         --{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"scan.pdf\"\r\n\
         Content-Type: application/pdf\r\n\r\n"
    )
    .into_bytes();
    body.extend(std::iter::repeat_n(b'x', file_bytes));
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    Request::post("/api/base/test/upload")
        .header(
            "content-type",
            format!("multipart/form-data; boundary={boundary}"),
        )
        .body(Body::from(body))
        .unwrap()
}

#[tokio::test]
async fn a_file_at_the_limit_is_read_and_a_larger_body_is_sent_to_the_direct_upload() {
    let (app, _dir) = router(&WITH_KEY);
    let (status, envelope) = send(&app, form(FILE_MAX)).await;
    assert_eq!((status, envelope["code"].as_i64()), (200, Some(0)));
    assert_eq!(envelope["data"], FILE_MAX);

    let (status, envelope) = send(&app, form(BODY_MAX + 1)).await;
    assert_eq!(status, 200, "an envelope, not a bare 413");
    assert_eq!(envelope["code"], ErrorCode::BodyTooLarge);
    let msg = envelope["msg"].as_str().unwrap();
    // No language asked for: Chinese.
    assert!(msg.contains("请使用直传（file/uploadForm）"), "{msg}");
}
