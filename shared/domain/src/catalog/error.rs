use verity_core::failure::{FieldError, Internal};
use verity_core::table::TableError;

#[derive(Debug, thiserror::Error)]
pub enum CatalogError {
    #[error("package not found")]
    NotFound,
    /// A selection names a code the catalogue does not have.
    #[error("unknown catalogue item")]
    UnknownItem { field: String, code: String },
    #[error("package disabled")]
    PackageDisabled,
    /// The package got a new version since the form was loaded.
    #[error("package changed meanwhile")]
    PackageChanged { version: u32 },
    #[error("bad cursor")]
    BadCursor,
    #[error(transparent)]
    Invalid(#[from] FieldError),
    #[error(transparent)]
    Internal(#[from] Internal),
}

impl From<TableError> for CatalogError {
    #[track_caller]
    fn from(e: TableError) -> Self {
        match e {
            TableError::BadCursor => CatalogError::BadCursor,
            e => CatalogError::Internal(Internal::new(e)),
        }
    }
}

pub type CatalogResult<T> = Result<T, CatalogError>;
