//! The one place where domain errors become catalogue codes. A new domain's
//! error enum gets its `From` here, one match arm per variant.

use serde_json::json;
use verity_core::failure::{FieldError, Internal};
use verity_domain::api_keys::ApiKeyError;
use verity_domain::batches::BatchError;
use verity_domain::billing::BillingError;
use verity_domain::candidates::CandidateError;
use verity_domain::catalog::CatalogError;
use verity_domain::enterprise::EnterpriseError;
use verity_domain::files::FileError;
use verity_domain::identity::IdentityError;
use verity_domain::jobs::JobError;
use verity_domain::notices::NoticeError;
use verity_domain::orders::OrderError;
use verity_domain::privacy::PrivacyError;
use verity_domain::reports::ReportError;
use verity_domain::share::ShareError;
use verity_domain::webhooks::WebhookError;
use verity_domain::workorders::WorkOrderError;

use crate::error::{ApiError, ErrorCode};

impl From<Internal> for ApiError {
    fn from(e: Internal) -> Self {
        // Logged here, once, with the line that met it; never PII.
        tracing::error!(at = %e.at, error = %e.detail, "internal error");
        ApiError::new(ErrorCode::Internal)
    }
}

impl From<FieldError> for ApiError {
    fn from(e: FieldError) -> Self {
        ApiError::with_msg(ErrorCode::InvalidField, e.msg).with_data(json!({ "field": e.field }))
    }
}

fn retry_after(code: ErrorCode, secs: i64) -> ApiError {
    ApiError::new(code).with_data(json!({ "retryAfterSeconds": secs }))
}

impl From<IdentityError> for ApiError {
    fn from(e: IdentityError) -> Self {
        use IdentityError as E;
        match e {
            E::SessionInvalid => ErrorCode::SessionInvalid.into(),
            E::NoPermission => ErrorCode::NoPermission.into(),
            E::NotFound => ErrorCode::NotFound.into(),
            E::BadCursor => ErrorCode::BadCursor.into(),
            E::Invalid(field) => field.into(),
            E::BadCredentials => ErrorCode::BadCredentials.into(),
            E::BadSmsCode => ErrorCode::BadSmsCode.into(),
            E::SmsCodeExhausted => ErrorCode::SmsCodeExhausted.into(),
            E::SmsCooldown { retry_after_secs } => {
                retry_after(ErrorCode::SmsCooldown, retry_after_secs)
            }
            E::SmsDailyCap => ErrorCode::SmsDailyCap.into(),
            E::AccountLocked { retry_after_secs } => {
                retry_after(ErrorCode::AccountLocked, retry_after_secs)
            }
            E::PhoneTaken => ErrorCode::PhoneTaken.into(),
            E::AccountMissing => ErrorCode::AccountMissing.into(),
            E::AccountDisabled => ErrorCode::AccountDisabled.into(),
            E::QrTicketInvalid => ErrorCode::QrTicketInvalid.into(),
            E::QrMatchMismatch => ErrorCode::QrMatchMismatch.into(),
            E::IdentityMismatch => ErrorCode::IdentityMismatch.into(),
            E::NotAMember => ErrorCode::NotAMember.into(),
            E::SmsUnavailable => ErrorCode::SmsUnavailable.into(),
            E::IdentityServiceUnavailable => ErrorCode::IdentityServiceUnavailable.into(),
            E::RateLimited => ErrorCode::RateLimited.into(),
            E::Internal(internal) => internal.into(),
        }
    }
}

impl From<EnterpriseError> for ApiError {
    fn from(e: EnterpriseError) -> Self {
        use EnterpriseError as E;
        match e {
            E::NotFound => ErrorCode::NotFound.into(),
            E::NoPermission => ErrorCode::NoPermission.into(),
            E::CreditCodeTaken => ApiError::new(ErrorCode::CreditCodeTaken)
                .with_data(json!({ "field": "creditCode" })),
            E::UnknownRegion => {
                ApiError::new(ErrorCode::UnknownRegion).with_data(json!({ "field": "regionCode" }))
            }
            E::FileNotFound => ErrorCode::FileNotFound.into(),
            E::ContractOutdated => ErrorCode::ContractOutdated.into(),
            E::AlreadyMember => {
                ApiError::new(ErrorCode::AlreadyMember).with_data(json!({ "field": "phone" }))
            }
            E::LastOwner => ErrorCode::LastOwner.into(),
            E::MemberNotFound => ErrorCode::MemberNotFound.into(),
            E::ReviewNotPending => ErrorCode::ReviewNotPending.into(),
            E::InvitationNotFound => ErrorCode::InvitationNotFound.into(),
            E::NotCertified => ErrorCode::InviteNotCertified.into(),
            E::InviteDailyCap => ErrorCode::InviteDailyCap.into(),
            E::ResendCooldown { retry_after_secs } => {
                retry_after(ErrorCode::InviteResendCooldown, retry_after_secs)
            }
            E::ResendLimit { max } => {
                ApiError::new(ErrorCode::InviteResendLimit).with_data(json!({ "max": max }))
            }
            E::InvitationWithdrawn => ErrorCode::InvitationWithdrawn.into(),
            E::PhoneTextCap { max } => {
                ApiError::new(ErrorCode::InvitePhoneTextCap).with_data(json!({ "max": max }))
            }
            E::Share(share) => share.into(),
            E::BadCursor => ErrorCode::BadCursor.into(),
            E::Invalid(field) => field.into(),
            E::Identity(e) => e.into(),
            E::Internal(internal) => internal.into(),
        }
    }
}

impl From<FileError> for ApiError {
    fn from(e: FileError) -> Self {
        match e {
            FileError::TooLarge { max_bytes } => ApiError::new(ErrorCode::FileTooLarge)
                .with_data(json!({ "field": "file", "maxBytes": max_bytes })),
            FileError::TypeRefused => {
                ApiError::new(ErrorCode::FileTypeRefused).with_data(json!({ "field": "file" }))
            }
            FileError::NotFound => ErrorCode::FileNotFound.into(),
            FileError::Internal(internal) => internal.into(),
        }
    }
}

impl From<CatalogError> for ApiError {
    fn from(e: CatalogError) -> Self {
        use CatalogError as E;
        match e {
            E::NotFound => ErrorCode::NotFound.into(),
            E::UnknownItem { field, code } => ApiError::new(ErrorCode::UnknownCatalogItem)
                .with_data(json!({ "field": field, "code": code })),
            E::PackageDisabled => ErrorCode::PackageDisabled.into(),
            E::PackageChanged { version } => {
                ApiError::new(ErrorCode::PackageChanged).with_data(json!({ "version": version }))
            }
            E::BadCursor => ErrorCode::BadCursor.into(),
            E::Invalid(field) => field.into(),
            E::Internal(internal) => internal.into(),
        }
    }
}

impl From<BillingError> for ApiError {
    fn from(e: BillingError) -> Self {
        use BillingError as E;
        match e {
            E::NotFound => ErrorCode::NotFound.into(),
            E::InsufficientBalance {
                balance_fen,
                price_fen,
            } => ApiError::new(ErrorCode::InsufficientBalance).with_data(json!({
                "balanceFen": balance_fen,
                "priceFen": price_fen,
                "shortfallFen": price_fen - balance_fen,
            })),
            E::IdempotencyKeyReused => ApiError::new(ErrorCode::IdempotencyKeyReused)
                .with_data(json!({ "field": "idempotencyKey" })),
            E::AlreadyRefunded => ErrorCode::AlreadyRefunded.into(),
            E::RechargeDecided => ErrorCode::RechargeDecided.into(),
            E::SandboxPaymentsDisabled => ApiError::new(ErrorCode::SandboxPaymentsDisabled)
                .with_data(json!({ "field": "method" })),
            E::InvoiceAmountExceeded { invoiceable_fen } => {
                ApiError::new(ErrorCode::InvoiceAmountExceeded)
                    .with_data(json!({ "field": "amountFen", "invoiceableFen": invoiceable_fen }))
            }
            E::InvoiceIssued => ErrorCode::InvoiceIssued.into(),
            E::VoucherUsed => ApiError::new(ErrorCode::VoucherUsed)
                .with_data(json!({ "field": "voucherFileKey" })),
            E::FileNotFound => ErrorCode::FileNotFound.into(),
            E::Busy => ErrorCode::RateLimited.into(),
            E::BadCursor => ErrorCode::BadCursor.into(),
            E::Invalid(field) => field.into(),
            E::Refused(label) => Internal::new(format!("unexpected refusal of `{label}`")).into(),
            E::Internal(internal) => internal.into(),
        }
    }
}

impl From<ShareError> for ApiError {
    fn from(e: ShareError) -> Self {
        use ShareError as E;
        match e {
            E::Invalid => ErrorCode::ShareLinkInvalid.into(),
            E::Expired => ErrorCode::ShareLinkExpired.into(),
            E::Revoked => ErrorCode::ShareLinkRevoked.into(),
            E::PhoneMismatch => {
                ApiError::new(ErrorCode::SharePhoneMismatch).with_data(json!({ "field": "phone" }))
            }
            E::PhoneCheckRequired => ErrorCode::PhoneCheckRequired.into(),
            E::Code(identity) => identity.into(),
            E::Internal(internal) => internal.into(),
        }
    }
}

impl From<OrderError> for ApiError {
    fn from(e: OrderError) -> Self {
        use OrderError as E;
        match e {
            E::NotFound => ErrorCode::NotFound.into(),
            E::CheckFinished => ErrorCode::CheckFinished.into(),
            E::NotCertified => ErrorCode::EnterpriseNotCertified.into(),
            E::ContractNotAccepted => ErrorCode::ContractNotAccepted.into(),
            E::DuplicateCandidate {
                order_no,
                ordered_at,
            } => ApiError::new(ErrorCode::DuplicateCandidate).with_data(json!({
                "field": "confirmDuplicate",
                "orderNo": order_no,
                "orderedAt": ordered_at,
            })),
            E::State(status) => {
                ApiError::new(ErrorCode::OrderStateConflict).with_data(json!({ "status": status }))
            }
            E::ReminderCooldown { retry_after_secs } => {
                retry_after(ErrorCode::ReminderCooldown, retry_after_secs)
            }
            E::ReminderLimit { max } => {
                ApiError::new(ErrorCode::ReminderLimit).with_data(json!({ "max": max }))
            }
            E::PhoneDailyCap { max } => ApiError::new(ErrorCode::PhoneTextCap)
                .with_data(json!({ "field": "candidate.phone", "max": max })),
            E::FileNotFound => ApiError::new(ErrorCode::FileNotFound)
                .with_data(json!({ "field": "consentFileKey" })),
            E::Erased => ErrorCode::AlreadyErased.into(),
            E::Catalog(e) => e.into(),
            E::Billing(e) => e.into(),
            E::Share(e) => e.into(),
            E::Job(JobError::NotFound) => {
                ApiError::new(ErrorCode::NotFound).with_data(json!({ "field": "registrationId" }))
            }
            E::Job(e) => e.into(),
            E::Invalid(field) => field.into(),
            E::BadCursor => ErrorCode::BadCursor.into(),
            E::Internal(internal) => internal.into(),
        }
    }
}

impl From<JobError> for ApiError {
    fn from(e: JobError) -> Self {
        use JobError as E;
        match e {
            E::NotFound => ErrorCode::NotFound.into(),
            E::UnknownRegion => {
                ApiError::new(ErrorCode::UnknownRegion).with_data(json!({ "field": "regionCode" }))
            }
            E::LinkInvalid => ErrorCode::JobLinkInvalid.into(),
            E::Closed => ErrorCode::JobClosed.into(),
            E::VerifyRequired => ErrorCode::ApplicantVerifyRequired.into(),
            E::ConsentOutdated { version } => ApiError::new(ErrorCode::JobConsentOutdated)
                .with_data(json!({ "field": "consentVersion", "version": version })),
            E::RegistrationMismatch => ApiError::new(ErrorCode::RegistrationMismatch)
                .with_data(json!({ "field": "candidate.idNumber" })),
            E::UploadCap { max } => ApiError::new(ErrorCode::ApplicantUploadCap)
                .with_data(json!({ "field": "file", "max": max })),
            E::AttachmentNotFound { field } => {
                ApiError::new(ErrorCode::FileNotFound).with_data(json!({ "field": field }))
            }
            E::Code(e) => e.into(),
            E::File(e) => e.into(),
            E::Invalid(field) => field.into(),
            E::BadCursor => ErrorCode::BadCursor.into(),
            E::Internal(internal) => internal.into(),
        }
    }
}

impl From<BatchError> for ApiError {
    fn from(e: BatchError) -> Self {
        use verity_domain::batches::SheetError as S;
        use BatchError as E;
        match e {
            E::NotFound => ErrorCode::NotFound.into(),
            E::FileNotFound => {
                ApiError::new(ErrorCode::FileNotFound).with_data(json!({ "field": "fileKey" }))
            }
            E::Sheet(sheet) => {
                let reason = match sheet {
                    S::TooLarge { .. } => "tooLarge",
                    S::TooManyRows { .. } => "tooManyRows",
                    S::NotMatching { .. } => "notMatching",
                    S::Bomb => "bomb",
                    S::Unreadable(_) => "unreadable",
                };
                ApiError::new(ErrorCode::BatchFileUnreadable)
                    .with_data(json!({ "field": "fileKey", "reason": reason }))
            }
            E::NoHeader { columns } => {
                ApiError::new(ErrorCode::BatchNoHeader).with_data(json!({ "columns": columns }))
            }
            E::NoRows => ErrorCode::BatchNoRows.into(),
            E::TooManyRows { max_rows } => {
                ApiError::new(ErrorCode::BatchTooManyRows).with_data(json!({ "maxRows": max_rows }))
            }
            E::State(status) => {
                ApiError::new(ErrorCode::BatchStateConflict).with_data(json!({ "status": status }))
            }
            E::Locked(status) => {
                ApiError::new(ErrorCode::BatchRowsLocked).with_data(json!({ "status": status }))
            }
            E::Busy => ErrorCode::RateLimited.into(),
            E::NothingValid => ErrorCode::BatchNothingValid.into(),
            E::Order(e) => e.into(),
            E::Catalog(e) => e.into(),
            E::Billing(e) => e.into(),
            E::Invalid(field) => field.into(),
            E::BadCursor => ErrorCode::BadCursor.into(),
            E::Internal(internal) => internal.into(),
        }
    }
}

impl From<ReportError> for ApiError {
    fn from(e: ReportError) -> Self {
        use ReportError as E;
        match e {
            E::NotFound => ErrorCode::NotFound.into(),
            E::NotReady(status) => {
                ApiError::new(ErrorCode::ReportNotReady).with_data(json!({ "status": status }))
            }
            E::Changed { version } => {
                ApiError::new(ErrorCode::ReportChanged).with_data(json!({ "version": version }))
            }
            E::CodeUnknown => ErrorCode::ReportCodeUnknown.into(),
            E::Decided => ErrorCode::ReportDecided.into(),
            E::Disputed => ErrorCode::ReportDisputed.into(),
            E::DisputeClosed => ErrorCode::DisputeClosed.into(),
            E::NotDisputed => ErrorCode::NoOpenDispute.into(),
            E::CorrectionOpen => ErrorCode::MeCorrectionOpen.into(),
            E::Erased => ErrorCode::AlreadyErased.into(),
            E::ShareTextCap { max } => ApiError::new(ErrorCode::ShareTextCap)
                .with_data(json!({ "field": "phone", "max": max })),
            E::Share(e) => e.into(),
            E::Invalid(field) => field.into(),
            E::Internal(internal) => internal.into(),
        }
    }
}

impl From<ApiKeyError> for ApiError {
    fn from(e: ApiKeyError) -> Self {
        use ApiKeyError as E;
        match e {
            E::NotFound => {
                ApiError::new(ErrorCode::ApiKeyNotFound).with_data(json!({ "field": "keyId" }))
            }
            E::RateLimited { retry_after_secs } => ApiError::new(ErrorCode::ApiKeyRateLimited)
                .with_data(json!({ "retryAfterSecs": retry_after_secs })),
            E::LimitReached { limit } => {
                ApiError::new(ErrorCode::ApiKeyLimitReached).with_data(json!({ "limit": limit }))
            }
            E::NotAllowedHere => ErrorCode::ApiKeyNotAllowedHere.into(),
            E::EnterpriseNotReady => ErrorCode::EnterpriseNotCertified.into(),
            E::Identity(e) => e.into(),
            E::BadCursor => ErrorCode::BadCursor.into(),
            E::Invalid(field) => field.into(),
            E::Internal(e) => e.into(),
        }
    }
}

impl From<NoticeError> for ApiError {
    fn from(e: NoticeError) -> Self {
        use NoticeError as E;
        match e {
            E::NotFound { field, ids } => ApiError::new(ErrorCode::NoticeNotFound)
                .with_data(json!({ "field": field, "ids": ids })),
            E::Invalid(field) => field.into(),
            E::Internal(e) => e.into(),
        }
    }
}

impl From<WorkOrderError> for ApiError {
    fn from(e: WorkOrderError) -> Self {
        use WorkOrderError as E;
        match e {
            E::NotFound => ErrorCode::NotFound.into(),
            E::OrderNotFound => {
                ApiError::new(ErrorCode::NotFound).with_data(json!({ "field": "orderId" }))
            }
            E::AttachmentNotFound { field } => {
                ApiError::new(ErrorCode::FileNotFound).with_data(json!({ "field": field }))
            }
            E::Closed => ErrorCode::WorkOrderClosed.into(),
            E::Resolved => ErrorCode::WorkOrderResolved.into(),
            E::NotResolved(status) => ApiError::new(ErrorCode::WorkOrderNotResolved)
                .with_data(json!({ "status": status })),
            E::ReopenWindowOver {
                resolved_at,
                reopen_until,
            } => ApiError::new(ErrorCode::ReopenWindowOver)
                .with_data(json!({ "resolvedAt": resolved_at, "reopenUntil": reopen_until })),
            E::State(status) => ApiError::new(ErrorCode::WorkOrderStateConflict)
                .with_data(json!({ "status": status })),
            E::BadCursor => ErrorCode::BadCursor.into(),
            E::Invalid(field) => field.into(),
            E::Internal(internal) => internal.into(),
        }
    }
}

impl From<WebhookError> for ApiError {
    fn from(e: WebhookError) -> Self {
        use WebhookError as E;
        match e {
            E::NotFound => ApiError::new(ErrorCode::WebhookNotFound)
                .with_data(json!({ "field": "endpointId" })),
            E::UrlRefused(reason) => ApiError::new(ErrorCode::WebhookUrlRefused)
                .with_data(json!({ "field": "url", "reason": reason.as_str() })),
            E::DeliveryNotFound => ApiError::new(ErrorCode::WebhookDeliveryNotFound)
                .with_data(json!({ "field": "deliveryId" })),
            E::EventUnknown { field } => {
                ApiError::new(ErrorCode::WebhookEventUnknown).with_data(json!({ "field": field }))
            }
            E::LimitReached { max } => {
                ApiError::new(ErrorCode::WebhookLimitReached).with_data(json!({ "max": max }))
            }
            E::BadCursor => ErrorCode::BadCursor.into(),
            E::Invalid(field) => field.into(),
            E::Internal(internal) => internal.into(),
        }
    }
}

impl From<CandidateError> for ApiError {
    fn from(e: CandidateError) -> Self {
        use CandidateError as E;
        match e {
            E::SessionInvalid => ErrorCode::MeSessionInvalid.into(),
            E::CheckNotFound => {
                ApiError::new(ErrorCode::MeCheckNotFound).with_data(json!({ "field": "orderId" }))
            }
            E::NotWithdrawable(status) => {
                ApiError::new(ErrorCode::MeNotWithdrawable).with_data(json!({ "status": status }))
            }
            E::NotErasable(status) => {
                ApiError::new(ErrorCode::MeNotErasable).with_data(json!({ "status": status }))
            }
            E::CorrectionOpen => ErrorCode::MeCorrectionOpen.into(),
            E::Code(identity) => identity.into(),
            E::Invalid(field) => field.into(),
            E::BadCursor => ErrorCode::BadCursor.into(),
            E::Internal(internal) => internal.into(),
        }
    }
}

impl From<PrivacyError> for ApiError {
    fn from(e: PrivacyError) -> Self {
        use PrivacyError as E;
        match e {
            E::RetentionOutOfRange { min, max } => ApiError::new(ErrorCode::RetentionOutOfRange)
                .with_data(json!({ "field": "days", "min": min, "max": max })),
            E::AlreadyErased => ErrorCode::AlreadyErased.into(),
            E::NotEnded(status) => {
                ApiError::new(ErrorCode::OrderStateConflict).with_data(json!({ "status": status }))
            }
            E::NotFound => ErrorCode::NotFound.into(),
            E::BadCursor => ErrorCode::BadCursor.into(),
            E::Invalid(field) => field.into(),
            E::Internal(internal) => internal.into(),
        }
    }
}
