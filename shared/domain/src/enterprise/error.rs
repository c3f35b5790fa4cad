use crate::files::FileError;
use crate::identity::IdentityError;

domain_error! {
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
        /// The invitation was texted less than the cooldown ago (or its text is still on its way).
        #[error("invitation resend cooldown")]
        ResendCooldown { retry_after_secs: i64 },
        /// The invitation was texted again the most times allowed.
        #[error("invitation resend limit")]
        ResendLimit { max: u32 },
        /// The enterprise withdrew the invitation: its link and codes say so.
        #[error("invitation withdrawn")]
        InvitationWithdrawn,
        /// The invited phone got the most texts allowed today.
        #[error("phone text cap")]
        PhoneTextCap { max: i64 },
        #[error(transparent)]
        Share(#[from] crate::share::ShareError),
        #[error(transparent)]
        Identity(#[from] IdentityError),
    }
}

error_into!(
    FileError => EnterpriseError,
    _ => EnterpriseError::FileNotFound,
);

pub type EnterpriseResult<T> = Result<T, EnterpriseError>;
