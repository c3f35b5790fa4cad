//! The adapter contract suites, one binary: each port's suite runs over its
//! embedded adapter and its AWS adapter (against DynamoDB Local and moto when
//! their endpoints are set).

mod blobs;
mod dead_letters;
mod secrets;
mod sms_events;
mod support;
mod table;
