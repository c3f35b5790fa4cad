//! The share-link calls. `share/checkPhone` verifies the phone the link was
//! texted to and hands out a share token; every `candidate/*` call answers
//! -12 without a valid token for its `s`.

use axum::extract::State;
use base64::Engine;
use http::HeaderMap;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::text::Text;
use verity_core::types::{Reason, Ticket};
use verity_domain::orders::consent::{self, CandidateDetail, Signature};
use verity_domain::orders::OrderStatus;
use verity_domain::share;
use verity_http::lang::{self, Lang};
use verity_http::session::share_token;
use verity_http::{ApiError, ApiJson, ApiResult, ClientIp, Reply};

verity_http::link_phone! {
    pub struct CheckPhoneRequest {
        /// The link's share code.
        s,
        code = "The SMS code of scene `checkPhone`.",
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShareChecked {
    /// The bearer of the link's calls.
    pub share_token: String,
    /// Epoch ms (2 hours).
    pub expires_at: i64,
}

/// Verifies the phone a share link was texted to.
#[utoipa::path(
    post,
    path = "/api/base/share/checkPhone",
    operation_id = "shareCheckPhone",
    tag = "share",
    request_body = CheckPhoneRequest,
    responses((status = 200, description = "Envelope whose data is {shareToken, expiresAt}.", body = ShareChecked))
)]
pub async fn check_phone(
    State(ports): State<Ports>,
    ApiJson(req): ApiJson<CheckPhoneRequest>,
) -> ApiResult<ShareChecked> {
    let (share_token, expires_at) =
        share::check_phone(&ports, &req.s, &req.phone, &req.code).await?;
    Ok(Reply(ShareChecked {
        share_token,
        expires_at,
    }))
}

verity_http::link_phone! {
    pub struct ShareSendCodeRequest {
        /// The link's share code.
        s,
    }
}

/// Asks for the SMS code of a share link's phone check. It is texted only
/// when the phone is the one the link was sent to; the answer (and the work
/// done) is the same for any phone.
#[utoipa::path(
    post,
    path = "/api/base/share/sendCode",
    operation_id = "shareSendCode",
    tag = "share",
    request_body = ShareSendCodeRequest,
    responses((status = 200, description = "Envelope whose data is {cooldownSeconds}.", body = verity_http::link::CodeSent))
)]
pub async fn send_code(
    State(ports): State<Ports>,
    ClientIp(ip): ClientIp,
    ApiJson(req): ApiJson<ShareSendCodeRequest>,
) -> ApiResult<verity_http::link::CodeSent> {
    let lang = verity_http::lang::current();
    let send = share::send_code(&ports, &req.s, &req.phone, ip.as_deref(), lang);
    verity_http::link::code_sent(&ports, send).await
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ShareRequest {
    #[schema(value_type = String)]
    pub s: Ticket,
}

/// What the candidate is asked to authorize, and by whom.
#[utoipa::path(
    post,
    path = "/api/base/candidate/detail",
    operation_id = "candidateDetail",
    tag = "candidate",
    request_body = ShareRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the consent page (disclosure in the request's language).", body = CandidateDetail))
)]
pub async fn detail(
    State(ports): State<Ports>,
    headers: HeaderMap,
    ApiJson(req): ApiJson<ShareRequest>,
) -> ApiResult<CandidateDetail> {
    let zh = lang::current() == Lang::ZhCn;
    let detail = consent::detail(&ports, &req.s, share_token(&headers).as_deref(), zh).await?;
    Ok(Reply(detail))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SignRequest {
    #[schema(value_type = String)]
    pub s: Ticket,
    /// Must be `true`.
    pub agree: bool,
    /// `data:image/png;base64,…` of the drawn signature (≤ 300 KB).
    pub signature_png: String,
    /// Anything in the candidate's details to correct (≤ 500 characters).
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub corrections: Option<Reason>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Signed {
    pub status: OrderStatus,
    pub signed_at: i64,
}

/// Signs the authorization: the order is authorized and the checks start.
#[utoipa::path(
    post,
    path = "/api/base/candidate/sign",
    operation_id = "candidateSign",
    tag = "candidate",
    request_body = SignRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {status, signedAt}.", body = Signed))
)]
pub async fn sign(
    State(ports): State<Ports>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    ApiJson(req): ApiJson<SignRequest>,
) -> ApiResult<Signed> {
    if !req.agree {
        return Err(ApiError::invalid(
            "agree",
            Text::new(
                "please read and agree to the authorization",
                "请阅读并同意授权书",
            ),
        ));
    }
    let png = req
        .signature_png
        .strip_prefix("data:image/png;base64,")
        .and_then(|b64| {
            base64::engine::general_purpose::STANDARD
                .decode(b64.trim())
                .ok()
        })
        .ok_or_else(|| {
            ApiError::invalid(
                "signaturePng",
                Text::new("please sign in the box", "请在框内签名"),
            )
        })?;
    let user_agent = headers
        .get(http::header::USER_AGENT)
        .and_then(|v| v.to_str().ok());
    let signed_at = consent::sign(
        &ports,
        &req.s,
        share_token(&headers).as_deref(),
        Signature {
            png: &png,
            corrections: req.corrections.as_deref(),
            ip: ip.as_deref(),
            user_agent,
        },
    )
    .await?;
    Ok(Reply(Signed {
        status: OrderStatus::Authorized,
        signed_at,
    }))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Withdrawn {
    pub status: OrderStatus,
}

/// Withdraws consent: the check stops.
#[utoipa::path(
    post,
    path = "/api/base/candidate/withdraw",
    operation_id = "candidateWithdraw",
    tag = "candidate",
    request_body = ShareRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {status}.", body = Withdrawn))
)]
pub async fn withdraw(
    State(ports): State<Ports>,
    headers: HeaderMap,
    ApiJson(req): ApiJson<ShareRequest>,
) -> ApiResult<Withdrawn> {
    let status = consent::withdraw(&ports, &req.s, share_token(&headers).as_deref()).await?;
    Ok(Reply(Withdrawn { status }))
}
