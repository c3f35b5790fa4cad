//! The finance function's API tests, one binary: its routes on the test
//! kit's embedded ports; orders are charged through the billing domain as
//! ordering will.

mod descriptions;
mod invoices;
mod recharges;
mod rules;
mod statement;
mod support;
mod vouchers;
