use verity_core::failure::{FieldError, Internal};
use verity_core::table::TableError;

use crate::identity::IdentityError;

#[derive(Debug, thiserror::Error)]
pub enum NoticeError {
    /// Ids that are not notices of the caller's inbox (another member's,
    /// another enterprise's, or none at all); nothing was marked.
    /// `field` names the first (`ids[i]`), `ids` lists them all.
    #[error("notice not found")]
    NotFound { field: String, ids: Vec<String> },
    #[error(transparent)]
    Invalid(#[from] FieldError),
    #[error(transparent)]
    Internal(#[from] Internal),
}

impl From<TableError> for NoticeError {
    #[track_caller]
    fn from(e: TableError) -> Self {
        NoticeError::Internal(Internal::new(e))
    }
}

macro_rules! internal_from {
    ($($t:ty),*) => {$(
        impl From<$t> for NoticeError {
            #[track_caller]
            fn from(e: $t) -> Self {
                NoticeError::Internal(Internal::new(e))
            }
        }
    )*};
}

internal_from!(IdentityError);

pub type NoticeResult<T> = Result<T, NoticeError>;
