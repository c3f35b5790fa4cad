//! The webhook function's API tests, one binary: the webhook router beside
//! the routers whose flows emit events (orders, the candidate's consent,
//! reports, the bell), on the test kit's embedded ports with the processor
//! draining events in-process, and a real HTTP receiver on loopback (the
//! test configuration's sender allows it) that checks every signature.

mod access;
mod delivery;
mod manage;
mod ssrf;
mod support;
