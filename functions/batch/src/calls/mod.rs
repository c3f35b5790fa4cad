//! The batch calls, one file an operation. Everything that changes a batch
//! needs `OrderChecks` (owners, admins, operators); reading needs
//! `ViewRecords`. A batch id is looked up under the caller's enterprise, so
//! another enterprise's id is 1007.

pub mod cancel_rest;
pub mod confirm_duplicates;
pub mod create;
pub mod detail;
pub mod export;
pub mod fix_row;
pub mod list;
pub mod problems;
pub mod remove_problem_rows;
pub mod remove_row;
pub mod rows;
pub mod submit;
pub mod template;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::EntityId;
use verity_domain::batches::model::{Batch, BatchRow, RowError};
use verity_domain::batches::rows as batch_rows;
use verity_domain::identity::Right;
use verity_http::{ApiError, Session};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BatchIdRequest {
    #[schema(value_type = String)]
    pub batch_id: EntityId,
}

/// The caller's enterprise's batch, once the caller holds `right`.
async fn caller_batch(
    ports: &Ports,
    session: &Session,
    right: Right,
    batch_id: &str,
) -> Result<Batch, ApiError> {
    let member = session.require(right)?;
    Ok(batch_rows::batch(ports, &member.enterprise_id, batch_id).await?)
}

/// A row as the screens show it: masked, with its problems per field.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RowView {
    /// Its 1-based number in the file.
    pub row: u32,
    pub name: String,
    pub phone: String,
    pub id_number: String,
    pub errors: Vec<RowError>,
    pub valid: bool,
    pub removed: bool,
    pub confirm_duplicate: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub order_id: Option<String>,
    /// What the row holds (the file's value, or the last fix's) for each
    /// field with a problem, by field key: the fix form starts from it.
    /// Only for members who may change batches (`OrderChecks`); absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub values: Option<BTreeMap<String, String>>,
}

impl RowView {
    /// The row with its problem fields' values (for members who may fix it).
    fn with_values(ports: &Ports, r: &BatchRow) -> RowView {
        let mut view = RowView::from(r);
        if !r.removed && !r.errors.is_empty() {
            view.values = Some(batch_rows::problem_values(ports, r));
        }
        view
    }
}

impl From<&BatchRow> for RowView {
    fn from(r: &BatchRow) -> Self {
        RowView {
            row: r.row,
            name: r.name_mask.clone(),
            phone: r.phone_mask.clone(),
            id_number: r.id_number_mask.clone(),
            errors: r.errors.clone(),
            valid: r.is_valid(),
            removed: r.removed,
            confirm_duplicate: r.confirm_duplicate,
            order_id: r.order_id.clone(),
            values: None,
        }
    }
}
