//! The job function's API tests, one binary: the job and order routes on
//! one router over the test kit's embedded ports, the processor draining
//! events (SMS codes, an order's start) in-process.

mod apply;
mod consent_once;
mod isolation;
mod ordering;
mod positions;
mod registrations;
mod support;
