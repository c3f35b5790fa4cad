//! The home function's API tests, one binary: the home, order and candidate
//! routers on the test kit's embedded ports, the processor draining events
//! in-process, so orders move as they do in production and the counters are
//! read back through `home/summary`.

mod access;
mod concurrency;
mod dead_letters;
mod onboarding;
mod summary;
mod support;
