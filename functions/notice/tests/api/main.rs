//! The notice function's API tests, one binary: the notice router beside
//! the routers whose flows raise notices (enterprise review, orders and
//! reports, batches, finance, work orders), on the test kit's embedded
//! ports with the processor draining events in-process, so each notice is
//! raised as in production and read back through `notice/list`.

mod concurrency;
mod events;
mod inbox;
mod support;
mod texts;
