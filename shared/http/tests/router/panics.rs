//! Release builds unwind (root Cargo.toml), so a handler's panic is answered
//! with the 9999 envelope and the process serves the next request.

use crate::{post, router, WITHOUT_KEY, WITH_KEY};
use verity_http::ErrorCode;

#[tokio::test]
async fn a_panicking_handler_answers_9999_and_the_next_request_is_served() {
    let (app, _dir) = router(&WITH_KEY);
    let (status, envelope) = post(&app, "/api/base/test/boom", "{}").await;
    assert_eq!(status, 500);
    assert_eq!(envelope["code"], ErrorCode::Internal);
    let (status, envelope) = post(&app, "/api/base/test/ok", "{}").await;
    assert_eq!((status, envelope["code"].as_i64()), (200, Some(0)));
    assert_eq!(envelope["data"], "fine");
}

#[tokio::test]
async fn a_function_without_the_key_cannot_use_it_by_accident() {
    let (with, _a) = router(&WITH_KEY);
    let (status, envelope) = post(&with, "/api/base/test/hash", "{}").await;
    assert_eq!((status, envelope["code"].as_i64()), (200, Some(0)));
    let (without, _b) = router(&WITHOUT_KEY);
    let (status, envelope) = post(&without, "/api/base/test/hash", "{}").await;
    assert_eq!(status, 500, "no hash under a wrong key: {envelope}");
    assert_eq!(envelope["code"], ErrorCode::Internal);
}

/// The release profile is what the deployed functions are built with: it
/// must unwind, or the panic layer above never answers in production.
#[test]
fn the_release_profile_unwinds() {
    let manifest = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../Cargo.toml");
    let text = std::fs::read_to_string(manifest).unwrap();
    let release = text
        .split("\n[")
        .find(|section| section.starts_with("profile.release]"))
        .expect("a [profile.release] section");
    let panic: Vec<&str> = release
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("panic"))
        .collect();
    assert_eq!(panic, [r#"panic = "unwind""#], "{release}");
}
