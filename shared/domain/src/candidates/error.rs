use crate::enterprise::EnterpriseError;
use crate::identity::IdentityError;
use crate::orders::{OrderError, OrderStatus};
use crate::privacy::PrivacyError;
use crate::reports::ReportError;

domain_error! {
    #[derive(Debug, thiserror::Error)]
    pub enum CandidateError {
        /// No session, an unknown or expired `me_…` token, or another kind of token (5001).
        #[error("candidate session invalid")]
        SessionInvalid,
        /// No check of the session's phone has this id (5002): an unknown id
        /// and another phone's answer the same.
        #[error("check not found")]
        CheckNotFound,
        /// The check has ended or is suspended (5003).
        #[error("not withdrawable")]
        NotWithdrawable(OrderStatus),
        /// Deletion is asked for an ended check only (5004).
        #[error("not erasable")]
        NotErasable(OrderStatus),
        /// An open correction (or dispute) already (5005).
        #[error("correction open")]
        CorrectionOpen,
        /// The sign-in code: wrong, used, cooldown, daily caps.
        #[error(transparent)]
        Code(#[from] IdentityError),
    }
}

error_into!(
    OrderError => CandidateError,
    OrderError::NotFound => CandidateError::CheckNotFound,
    OrderError::State(status) => CandidateError::NotWithdrawable(status),
    OrderError::Invalid(f) => CandidateError::Invalid(f),
);
error_into!(
    ReportError => CandidateError,
    ReportError::NotFound => CandidateError::CheckNotFound,
    ReportError::CorrectionOpen => CandidateError::CorrectionOpen,
    ReportError::Invalid(f) => CandidateError::Invalid(f),
);
error_into!(EnterpriseError => CandidateError);
error_into!(
    PrivacyError => CandidateError,
    PrivacyError::NotEnded(status) => CandidateError::NotErasable(status),
);

pub type CandidateResult<T> = Result<T, CandidateError>;
