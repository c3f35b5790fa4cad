use verity_core::failure::{FieldError, Internal};
use verity_core::table::TableError;

use crate::files::FileError;
use crate::identity::IdentityError;

#[derive(Debug, thiserror::Error)]
pub enum EnterpriseError {
    #[error("enterprise not found")]
    NotFound,
    #[error("no permission")]
    NoPermission,
    #[error("credit code taken")]
    CreditCodeTaken,
    #[error("unknown region")]
    UnknownRegion,
    #[error("file not found")]
    FileNotFound,
    #[error("contract outdated")]
    ContractOutdated,
    #[error("already a member")]
    AlreadyMember,
    #[error("last owner")]
    LastOwner,
    #[error("member not found")]
    MemberNotFound,
    #[error("review not pending")]
    ReviewNotPending,
    #[error("invitation not found")]
    InvitationNotFound,
    #[error("enterprise not certified")]
    NotCertified,
    #[error("daily invitation cap")]
    InviteDailyCap,
    #[error(transparent)]
    Share(#[from] crate::share::ShareError),
    #[error("bad cursor")]
    BadCursor,
    #[error(transparent)]
    Invalid(#[from] FieldError),
    #[error(transparent)]
    Identity(#[from] IdentityError),
    #[error(transparent)]
    Internal(#[from] Internal),
}

impl From<TableError> for EnterpriseError {
    #[track_caller]
    fn from(e: TableError) -> Self {
        match e {
            TableError::BadCursor => EnterpriseError::BadCursor,
            e => EnterpriseError::Internal(Internal::new(e)),
        }
    }
}

impl From<FileError> for EnterpriseError {
    #[track_caller]
    fn from(e: FileError) -> Self {
        match e {
            FileError::Internal(i) => EnterpriseError::Internal(i),
            _ => EnterpriseError::FileNotFound,
        }
    }
}

pub type EnterpriseResult<T> = Result<T, EnterpriseError>;
