//! The package function's API tests, one binary: its routes on the test
//! kit's embedded ports with the catalogue seeded.

mod packages;
mod rules;
