//! The `me/*` calls, by what they are about.

pub mod checks;
pub mod copy;
pub mod session;
