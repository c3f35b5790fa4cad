//! Batch ordering: a file of up to 10,000 candidates validated row by row,
//! fixed in place, charged once and fanned out by the processor into
//! ordinary orders (each with its consent link), texted at a set rate.
//!
//! | item | pk | sk | access patterns served |
//! |---|---|---|---|
//! | batch | `BATCH#<batchId>` | `BATCH` | by id; the enterprise's batches newest first (gsi1 `BATCHES#<enterpriseId>`, `<createdAt>#<batchId>`); submitting batches for the sweep (sparse gsi2 `BATCHQ#submitting`); batches whose rest was cancelled and not yet refunded (sparse gsi2 `BATCHQ#refunding`) |
//! | row | `BATCH#<batchId>` | `ROW#<row, 6 digits>` | the rows in file order, a chunk's rows by range, errors only (filter on `valid`) |
//! | chunk | `BATCH#<batchId>` | `CHUNK#<n, 4 digits>` | the fan-out's slices and their progress (orders created, texts sent) |
//!
//! A row's order has the id `row_order_id(batch, row)` and `batchId` set;
//! the batch's orders are read from the enterprise's order index within
//! the batch's fan-out window.

pub mod cancel;
pub mod columns;
pub mod create;
mod error;
pub mod model;
pub mod rows;
pub mod submit;
pub mod validate;
pub mod view;

pub use create::{create, BatchCreated, NewBatch};
pub use error::{BatchError, BatchResult};
pub use model::{Batch, BatchRow, BatchStatus, RowError};
pub use verity_sheets::SheetError;

/// Data rows one file may hold.
pub const MAX_ROWS: usize = 10_000;
