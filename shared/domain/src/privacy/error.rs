use crate::enterprise::EnterpriseError;
use crate::files::FileError;
use crate::orders::{OrderError, OrderStatus};

domain_error! {
    #[derive(Debug, thiserror::Error)]
    pub enum PrivacyError {
        /// A retention outside the platform's range (5101).
        #[error("retention out of range")]
        RetentionOutOfRange { min: u32, max: u32 },
        /// The order's candidate data were erased already (5102).
        #[error("already erased")]
        AlreadyErased,
        /// Erasure on request needs an ended order (completed, canceled, expired).
        #[error("order not ended")]
        NotEnded(OrderStatus),
        /// No such order or enterprise (another's included).
        #[error("not found")]
        NotFound,
    }
}

error_into!(
    EnterpriseError => PrivacyError,
    EnterpriseError::NotFound => PrivacyError::NotFound,
);
error_into!(
    OrderError => PrivacyError,
    OrderError::NotFound => PrivacyError::NotFound,
);
error_into!(FileError => PrivacyError);

impl From<verity_core::blobs::BlobError> for PrivacyError {
    #[track_caller]
    fn from(e: verity_core::blobs::BlobError) -> Self {
        PrivacyError::Internal(verity_core::failure::Internal::new(e))
    }
}

pub type PrivacyResult<T> = Result<T, PrivacyError>;
