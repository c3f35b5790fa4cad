//! The order and candidate functions' API tests, one binary: both routers on
//! the test kit's embedded ports, the processor draining events in-process.

mod candidate_side;
mod candidates;
mod caps;
mod concurrency;
mod consent;
mod isolation;
mod links;
mod processing;
mod records;
mod rules;
mod support;
