use verity_core::failure::{FieldError, Internal};

use super::WorkOrderStatus;
use crate::enterprise::EnterpriseError;
use crate::files::FileError;
use crate::identity::IdentityError;
use crate::orders::OrderError;

#[derive(Debug, thiserror::Error)]
pub enum WorkOrderError {
    /// No such ticket (another enterprise's included).
    #[error("not found")]
    NotFound,
    /// The linked order is not one of the caller's enterprise.
    #[error("order not found")]
    OrderNotFound,
    /// An attachment is not an upload of the caller's (`field`: `attachments[i]`).
    #[error("attachment not found")]
    AttachmentNotFound { field: String },
    /// The ticket is closed: nothing changes it any more.
    #[error("work order closed")]
    Closed,
    /// The enterprise replied to a resolved ticket: reopen it first.
    #[error("work order resolved")]
    Resolved,
    /// Only a resolved ticket can be reopened.
    #[error("work order not resolved")]
    NotResolved(WorkOrderStatus),
    /// The ticket was resolved more than 7 days ago.
    #[error("reopen window over")]
    ReopenWindowOver { resolved_at: i64, reopen_until: i64 },
    /// The status does not allow this (or moved meanwhile).
    #[error("work order state conflict")]
    State(WorkOrderStatus),
    /// A list cursor of another list.
    #[error("bad cursor")]
    BadCursor,
    #[error(transparent)]
    Invalid(#[from] FieldError),
    #[error(transparent)]
    Internal(#[from] Internal),
}

table_errors_into!(WorkOrderError);

impl From<FileError> for WorkOrderError {
    #[track_caller]
    fn from(e: FileError) -> Self {
        match e {
            FileError::Internal(i) => WorkOrderError::Internal(i),
            other => WorkOrderError::Internal(Internal::new(other)),
        }
    }
}

impl From<OrderError> for WorkOrderError {
    #[track_caller]
    fn from(e: OrderError) -> Self {
        match e {
            OrderError::NotFound => WorkOrderError::OrderNotFound,
            OrderError::Internal(i) => WorkOrderError::Internal(i),
            other => WorkOrderError::Internal(Internal::new(other)),
        }
    }
}

impl From<EnterpriseError> for WorkOrderError {
    #[track_caller]
    fn from(e: EnterpriseError) -> Self {
        match e {
            EnterpriseError::Internal(i) => WorkOrderError::Internal(i),
            other => WorkOrderError::Internal(Internal::new(other)),
        }
    }
}

impl From<IdentityError> for WorkOrderError {
    #[track_caller]
    fn from(e: IdentityError) -> Self {
        match e {
            IdentityError::Internal(i) => WorkOrderError::Internal(i),
            other => WorkOrderError::Internal(Internal::new(other)),
        }
    }
}

pub type WorkOrderResult<T> = Result<T, WorkOrderError>;
