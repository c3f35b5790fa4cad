//! The region function's tests, one binary.

mod lambda_glue;
mod region;
