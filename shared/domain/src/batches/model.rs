//! A batch and its rows, in the batch's partition; the batch also sits in
//! its enterprise's list (gsi1), newest first.

use serde::{Deserialize, Serialize};
use verity_core::pii::{Sealed, SealedField};
use verity_core::table::{Entity, Key, Status};

use crate::catalog::packages::Package;
use crate::orders::model::fields::{EmailEnc, IdNumberEnc, NameEnc, PhoneEnc};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum BatchStatus {
    /// Reserved for a validation that runs after the answer (today it runs within create).
    Validating,
    /// Validated: rows can be fixed or removed, then submitted.
    Ready,
    /// Charged; the processor is creating the rows' orders.
    Submitting,
    /// Every valid row has its order.
    Submitted,
    /// Given up before submitting.
    Canceled,
}

impl Status for BatchStatus {
    fn as_str(self) -> &'static str {
        match self {
            BatchStatus::Validating => "validating",
            BatchStatus::Ready => "ready",
            BatchStatus::Submitting => "submitting",
            BatchStatus::Submitted => "submitted",
            BatchStatus::Canceled => "canceled",
        }
    }

    fn can_become(self, to: Self) -> bool {
        use BatchStatus::*;
        matches!(
            (self, to),
            (Validating, Ready) | (Ready, Submitting) | (Ready, Canceled) | (Submitting, Submitted)
        )
    }
}

/// `BATCH#<batchId>`: the batch's partition.
pub fn batch_pk(batch_id: &str) -> String {
    format!("BATCH#{batch_id}")
}

pub fn batch_key(batch_id: &str) -> Key {
    Key::new(batch_pk(batch_id), "BATCH")
}

/// The enterprise's batches, newest first (gsi1).
pub fn list_pk(enterprise_id: &str) -> String {
    format!("BATCHES#{enterprise_id}")
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Batch {
    pub batch_id: String,
    pub enterprise_id: String,
    pub created_by: String,
    /// The package as validated; submitting refuses if it changed since.
    pub package: Package,
    pub file_name: String,
    pub status: BatchStatus,
    /// Data rows read from the file (removed rows included).
    pub row_count: u32,
    pub valid_count: u32,
    pub error_count: u32,
    pub removed_count: u32,
    /// The fan-out's chunks (set at submit).
    #[serde(default)]
    pub chunk_count: u32,
    /// What the submit charged (valid rows × the package's price).
    #[serde(default)]
    pub charged_fen: i64,
    #[serde(default)]
    pub refunded_fen: i64,
    /// What the orders cancelled by `batch/cancelRest` cost, and how many:
    /// added in each order's cancel transaction (the refund's amount).
    #[serde(default)]
    pub rest_canceled_fen: i64,
    #[serde(default)]
    pub rest_canceled_count: u32,
    pub created_at: i64,
    #[serde(default)]
    pub submitted_at: Option<i64>,
    #[serde(default)]
    pub finished_at: Option<i64>,
    /// The SPA's origin for the rows' consent links.
    pub link_base: String,
    /// Moves with every fix or removal of a row; `batch/submit` charges the
    /// rows of the revision it read, or reads them again.
    #[serde(default)]
    pub revision: u64,
    /// The uploaded sheet (uploads bucket): erased with the batch's first
    /// erased order (the privacy area); absent on older batches.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_key: Option<String>,
    /// The enterprise's retention setting when the batch was made: its
    /// orders' snapshot (absent on older batches: the default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retention_days: Option<u32>,
}

impl Entity for Batch {
    const KIND: &'static str = "batch";
    fn key(&self) -> Key {
        batch_key(&self.batch_id)
    }
    fn index_keys(&self) -> Vec<(&'static str, String)> {
        vec![
            ("gsi1pk", list_pk(&self.enterprise_id)),
            (
                "gsi1sk",
                format!("{:013}#{}", self.created_at, self.batch_id),
            ),
        ]
    }
}

impl Batch {
    /// What the valid rows cost at the package's price.
    pub fn price_fen(&self) -> i64 {
        i64::from(self.valid_count) * self.package.price_fen
    }
}

/// Sealed package-specific fields (school, employer, …) as one JSON object.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExtraEnc;
impl SealedField for ExtraEnc {
    const ATTR: &'static str = "extraEnc";
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PositionEnc;
impl SealedField for PositionEnc {
    const ATTR: &'static str = "positionEnc";
}

/// One field's problem: a stable code the screens translate, and an English message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RowError {
    /// `name`, `phone`, `idNumber`, `email`, `position` or a package field (`school`, …).
    pub field: String,
    /// `required`, `invalid`, `idCheck`, `tooLong`, `duplicateInFile` (data.row),
    /// `orderedRecently` (accept with `confirmDuplicate` in `batch/fixRow`).
    pub code: String,
    pub message: String,
    /// The other row of a duplicate inside the file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub row: Option<u32>,
}

/// `ROW#<row, 6 digits>`: a row's sort key, in file order.
pub fn row_key(batch_id: &str, row: u32) -> Key {
    Key::new(batch_pk(batch_id), format!("ROW#{row:06}"))
}

/// One row of the file: what was typed (sealed), masks for the screens, its problems.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BatchRow {
    pub batch_id: String,
    /// Its 1-based number in the file.
    pub row: u32,
    /// The sealed fields read empty once the row's order was erased
    /// (the privacy area), and the masks `***`.
    #[serde(default)]
    pub name_enc: Sealed<NameEnc>,
    #[serde(default)]
    pub phone_enc: Sealed<PhoneEnc>,
    #[serde(default)]
    pub id_number_enc: Sealed<IdNumberEnc>,
    #[serde(default)]
    pub email_enc: Option<Sealed<EmailEnc>>,
    #[serde(default)]
    pub position_enc: Option<Sealed<PositionEnc>>,
    #[serde(default)]
    pub extra_enc: Option<Sealed<ExtraEnc>>,
    pub name_mask: String,
    pub phone_mask: String,
    pub id_number_mask: String,
    /// The keyed hash of the ID number (duplicates), when it is valid.
    #[serde(default)]
    pub id_hash: Option<String>,
    pub errors: Vec<RowError>,
    /// Ordered again although ordered in the last 30 days.
    #[serde(default)]
    pub confirm_duplicate: bool,
    #[serde(default)]
    pub removed: bool,
    /// Its order, once the fan-out created it.
    #[serde(default)]
    pub order_id: Option<String>,
    /// Not removed and without problems (stored for the errors-only filter).
    #[serde(default)]
    pub valid: bool,
}

impl Entity for BatchRow {
    const KIND: &'static str = "batch row";
    fn key(&self) -> Key {
        row_key(&self.batch_id, self.row)
    }
}

impl BatchRow {
    pub fn is_valid(&self) -> bool {
        !self.removed && self.errors.is_empty()
    }

    /// Brings the stored `valid` in line with the row's problems.
    pub fn refresh(&mut self) {
        self.valid = self.is_valid();
    }
}

/// `CHUNK#<n, 4 digits>`: one slice of the fan-out and how far it got.
pub fn chunk_key(batch_id: &str, chunk: u32) -> Key {
    Key::new(batch_pk(batch_id), format!("CHUNK#{chunk:04}"))
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Chunk {
    pub batch_id: String,
    pub chunk: u32,
    /// Rows `first..=last` of the file (by row number).
    pub first: u32,
    pub last: u32,
    /// Valid rows in the chunk.
    pub rows: u32,
    /// Orders that exist for them.
    pub created: u32,
    pub done: bool,
    /// Consent texts sent for the chunk's orders.
    #[serde(default)]
    pub invited: u32,
    #[serde(default)]
    pub invites_done: bool,
    /// The rows `batch/submit` charged in this chunk: the fan-out orders
    /// these and no other (empty in chunks written before it was kept).
    #[serde(default)]
    pub charged_rows: Vec<u32>,
}

impl Entity for Chunk {
    const KIND: &'static str = "batch chunk";
    fn key(&self) -> Key {
        chunk_key(&self.batch_id, self.chunk)
    }
}
