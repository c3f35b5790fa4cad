//! What identity operations can refuse. Mapped to the error catalogue once,
//! in `verity_http::errors`.

use verity_core::failure::{FieldError, Internal};

domain_error! {
    #[derive(Debug, thiserror::Error)]
    pub enum IdentityError {
        #[error("session invalid")]
        SessionInvalid,
        #[error("no permission")]
        NoPermission,
        #[error("not found")]
        NotFound,
        #[error("bad credentials")]
        BadCredentials,
        #[error("bad sms code")]
        BadSmsCode,
        #[error("sms code exhausted")]
        SmsCodeExhausted,
        #[error("sms cooldown")]
        SmsCooldown { retry_after_secs: i64 },
        #[error("sms daily cap")]
        SmsDailyCap,
        #[error("account locked")]
        AccountLocked { retry_after_secs: i64 },
        #[error("phone taken")]
        PhoneTaken,
        #[error("account missing")]
        AccountMissing,
        #[error("account disabled")]
        AccountDisabled,
        #[error("qr ticket invalid")]
        QrTicketInvalid,
        #[error("qr match code mismatch")]
        QrMatchMismatch,
        #[error("identity mismatch")]
        IdentityMismatch,
        #[error("not a member")]
        NotAMember,
        #[error("sms unavailable")]
        SmsUnavailable,
        #[error("identity service unavailable")]
        IdentityServiceUnavailable,
        #[error("rate limited")]
        RateLimited,
    }
}

impl IdentityError {
    pub fn invalid(field: &str, msg: verity_core::text::Text) -> Self {
        IdentityError::Invalid(FieldError::new(field, msg))
    }

    #[track_caller]
    pub fn internal(detail: impl std::fmt::Display) -> Self {
        IdentityError::Internal(Internal::new(detail))
    }
}

pub type IdentityResult<T> = Result<T, IdentityError>;
