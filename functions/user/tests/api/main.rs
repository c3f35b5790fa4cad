//! The user function's API tests, one binary: its routes on the test kit's
//! embedded ports, fixtures through the domain.

mod account;
mod bad_input;
mod epoch;
mod isolation;
mod qr;
mod signin;
mod support;
