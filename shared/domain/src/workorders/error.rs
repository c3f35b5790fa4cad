use super::WorkOrderStatus;
use crate::enterprise::EnterpriseError;
use crate::files::FileError;
use crate::identity::IdentityError;
use crate::orders::OrderError;

domain_error! {
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
    }
}

error_into!(FileError => WorkOrderError);

error_into!(
    OrderError => WorkOrderError,
    OrderError::NotFound => WorkOrderError::OrderNotFound,
);

error_into!(EnterpriseError => WorkOrderError);

error_into!(IdentityError => WorkOrderError);

pub type WorkOrderResult<T> = Result<T, WorkOrderError>;
