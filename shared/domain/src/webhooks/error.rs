use crate::notices::NoticeError;

/// Why a URL is refused (`data.reason` of 4902).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UrlRefusal {
    /// Not `https://`.
    Scheme,
    /// `user:password@` in it.
    Credentials,
    /// Longer than 2048 characters.
    Length,
    /// Not a URL (bad host, port, characters, a fragment).
    Malformed,
    /// Its host resolves to a loopback, private, link-local, metadata or
    /// other non-public address.
    Address,
    /// Its host does not resolve.
    Unresolved,
}

impl UrlRefusal {
    pub fn as_str(self) -> &'static str {
        match self {
            UrlRefusal::Scheme => "scheme",
            UrlRefusal::Credentials => "credentials",
            UrlRefusal::Length => "length",
            UrlRefusal::Malformed => "malformed",
            UrlRefusal::Address => "address",
            UrlRefusal::Unresolved => "unresolved",
        }
    }
}

domain_error! {
    #[derive(Debug, thiserror::Error)]
    pub enum WebhookError {
        /// No such endpoint in the caller's enterprise (another's included).
        #[error("webhook endpoint not found")]
        NotFound,
        /// The URL is not allowed (`field` is `url`).
        #[error("webhook url refused: {}", .0.as_str())]
        UrlRefused(UrlRefusal),
        /// No such delivery in the caller's enterprise (another's included).
        #[error("webhook delivery not found")]
        DeliveryNotFound,
        /// An event name that is not one of the subscribable events (`field`: `events[i]`).
        #[error("unknown webhook event")]
        EventUnknown { field: String },
        /// The enterprise has the most endpoints allowed.
        #[error("webhook endpoint limit reached")]
        LimitReached { max: u32 },
    }
}

error_into!(NoticeError => WebhookError);

pub type WebhookResult<T> = Result<T, WebhookError>;
