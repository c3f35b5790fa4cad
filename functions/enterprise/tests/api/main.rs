//! The enterprise function's API tests, one binary: its routes on the test
//! kit's embedded ports, fixtures through the domain.

mod invitations;
mod isolation;
mod members;
mod onboarding;
mod pending;
mod retention;
mod support;
