use crate::enterprise::EnterpriseError;
use crate::files::FileError;
use crate::identity::IdentityError;

domain_error! {
    #[derive(Debug, thiserror::Error)]
    pub enum JobError {
        /// No such position or registration (another enterprise's included).
        #[error("not found")]
        NotFound,
        /// The position's region code names no division of the region data.
        #[error("unknown region")]
        UnknownRegion,
        /// The application link's code names no position.
        #[error("application link invalid")]
        LinkInvalid,
        /// The position is closed: no new application, no change to one.
        #[error("position closed")]
        Closed,
        /// The applicant's phone must be verified for this position first.
        #[error("applicant verification required")]
        VerifyRequired,
        /// The consent text the applicant read is not the position's current one.
        #[error("consent text outdated")]
        ConsentOutdated { version: String },
        /// An order names a registration of another candidate (ID number).
        #[error("registration of another candidate")]
        RegistrationMismatch,
        /// An attachment key that is not the applicant's upload (`data.field`).
        #[error("attachment not found")]
        AttachmentNotFound { field: String },
        /// The applicant uploaded the most files allowed today.
        #[error("applicant upload cap")]
        UploadCap { max: i64 },
        /// A wrong or used SMS code, cooldowns and caps.
        #[error(transparent)]
        Code(#[from] IdentityError),
        #[error(transparent)]
        File(FileError),
    }
}

error_into!(
    FileError => JobError,
    other => JobError::File(other),
);

pub type JobResult<T> = Result<T, JobError>;

error_into!(EnterpriseError => JobError);
