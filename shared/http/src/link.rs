//! The wire of the links the platform texts (a candidate's share link, a
//! member invitation, a position's applicant link): each proves the phone the
//! link was sent to with an SMS code, asked the same way.

/// Declares a link's request about a phone: the link's code in `$ticket` and
/// the phone (asking for a code), plus the SMS code of the link's scene when
/// checking it (`code = "…"` documents which scene).
#[macro_export]
macro_rules! link_phone {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            $(#[$ticket_meta:meta])*
            $ticket:ident
            $(, code = $code_doc:literal)? $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, serde::Deserialize, utoipa::ToSchema)]
        #[serde(rename_all = "camelCase", deny_unknown_fields)]
        $vis struct $name {
            $(#[$ticket_meta])*
            #[schema(value_type = String)]
            pub $ticket: verity_core::types::Ticket,
            #[schema(value_type = String)]
            pub phone: verity_core::types::Phone,
            $(
                #[doc = $code_doc]
                #[schema(value_type = String)]
                pub code: verity_core::types::SmsCode,
            )?
        }
    };
}

/// What a link's send-code call answers: the same for any phone, so it tells
/// nothing of whether a code was texted.
#[derive(Debug, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CodeSent {
    /// Seconds before another code can be asked for.
    pub cooldown_seconds: i64,
}

/// Runs a link's send-code (the domain's, for that link) and answers the cooldown.
pub async fn code_sent<E>(
    ports: &verity_core::ports::Ports,
    send: impl std::future::Future<Output = Result<(), E>>,
) -> crate::ApiResult<CodeSent>
where
    crate::ApiError: From<E>,
{
    send.await?;
    Ok(crate::Reply(CodeSent {
        cooldown_seconds: ports.auth.code_cooldown_secs,
    }))
}
