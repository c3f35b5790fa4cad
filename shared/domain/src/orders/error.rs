use super::OrderStatus;
use crate::billing::BillingError;
use crate::catalog::CatalogError;
use crate::enterprise::EnterpriseError;
use crate::files::FileError;
use crate::identity::IdentityError;
use crate::jobs::JobError;
use crate::share::ShareError;

domain_error! {
    #[derive(Debug, thiserror::Error)]
    pub enum OrderError {
        /// No such order (another enterprise's included).
        #[error("not found")]
        NotFound,
        /// The check behind a consent link is finished: nothing to sign or withdraw.
        #[error("check finished")]
        CheckFinished,
        #[error("enterprise not certified")]
        NotCertified,
        #[error("contract not accepted")]
        ContractNotAccepted,
        /// The same candidate was ordered within 30 days; the caller must confirm.
        #[error("duplicate candidate")]
        DuplicateCandidate { order_no: String, ordered_at: i64 },
        /// The order's status does not allow the move.
        #[error("order state conflict")]
        State(OrderStatus),
        /// The last text to the order went out less than 4 hours ago.
        #[error("reminder cooldown")]
        ReminderCooldown { retry_after_secs: i64 },
        /// The order was texted the most times an order may be.
        #[error("reminder limit")]
        ReminderLimit { max: u32 },
        /// The candidate's phone got the most consent texts a phone may get today.
        #[error("phone daily text cap")]
        PhoneDailyCap { max: i64 },
        /// The consent file is not the caller's (or not a consent upload).
        #[error("file not found")]
        FileNotFound,
        /// The order's candidate data were erased (the privacy area).
        #[error("candidate data erased")]
        Erased,
        #[error(transparent)]
        Catalog(#[from] CatalogError),
        #[error(transparent)]
        Billing(#[from] BillingError),
        #[error(transparent)]
        Share(#[from] ShareError),
        /// The job registration the order names (not found, another candidate's).
        #[error(transparent)]
        Job(#[from] JobError),
    }
}

error_into!(EnterpriseError => OrderError);

impl From<IdentityError> for OrderError {
    #[track_caller]
    fn from(e: IdentityError) -> Self {
        OrderError::Share(ShareError::Code(e))
    }
}

error_into!(
    FileError => OrderError,
    _ => OrderError::FileNotFound,
);

pub type OrderResult<T> = Result<T, OrderError>;
