//! The batch function's API tests, one binary: the batch and order routers
//! on the test kit's embedded ports (and DynamoDB Local where named), the
//! processor draining events in-process.

mod flows;
mod isolation;
mod problems;
mod races;
mod rest;
mod scale;
mod support;
