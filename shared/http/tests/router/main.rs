//! A function's router as Lambda serves it (`Function::router`): panics
//! answered and survived, the key kept from functions that do not declare
//! it, the upload cap. A test function of its own, over embedded ports
//! (`tests/fixture`). The request log has a binary of its own
//! (`tests/request_log.rs`).

#[path = "../fixture/mod.rs"]
mod fixture;
mod panics;
mod uploads;

pub use fixture::*;
