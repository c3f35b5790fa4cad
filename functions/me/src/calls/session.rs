//! Signing in to the candidate portal and out of it.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::{Phone, SmsCode};
use verity_domain::candidates::session;
use verity_http::{ApiJson, ApiResult, ClientIp, MeSession, Reply};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MeSendCodeRequest {
    /// The phone the checks were ordered on.
    #[schema(value_type = String)]
    pub phone: Phone,
}

/// Asks for the sign-in code. It is texted only when the phone has a check;
/// the answer (and the work done) is the same for any phone.
#[utoipa::path(
    post,
    path = "/api/base/me/sendCode",
    operation_id = "meSendCode",
    tag = "me",
    request_body = MeSendCodeRequest,
    responses((status = 200, description = "Envelope whose data is {cooldownSeconds}.", body = verity_http::link::CodeSent))
)]
pub async fn send_code(
    State(ports): State<Ports>,
    ClientIp(ip): ClientIp,
    ApiJson(req): ApiJson<MeSendCodeRequest>,
) -> ApiResult<verity_http::link::CodeSent> {
    let lang = verity_http::lang::current();
    let send = session::send_code(&ports, &req.phone, ip.as_deref(), lang);
    verity_http::link::code_sent(&ports, send).await
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MeLoginRequest {
    #[schema(value_type = String)]
    pub phone: Phone,
    /// The SMS code of scene `me`.
    #[schema(value_type = String)]
    pub code: SmsCode,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MeSignedIn {
    /// The bearer of the `me/*` calls (`me_…`); keep it in session storage, never in a URL.
    pub me_token: String,
    /// Epoch ms: 30 minutes without a call ends it (12 hours at most).
    pub expires_at: i64,
}

/// Signs in with the code texted to the phone.
#[utoipa::path(
    post,
    path = "/api/base/me/login",
    operation_id = "meLogin",
    tag = "me",
    request_body = MeLoginRequest,
    responses((status = 200, description = "Envelope whose data is {meToken, expiresAt}.", body = MeSignedIn))
)]
pub async fn login(
    State(ports): State<Ports>,
    ApiJson(req): ApiJson<MeLoginRequest>,
) -> ApiResult<MeSignedIn> {
    let (me_token, expires_at) = session::login(&ports, &req.phone, &req.code).await?;
    Ok(Reply(MeSignedIn {
        me_token,
        expires_at,
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MeEmptyRequest {}

/// Signs out: the token stops working at once.
#[utoipa::path(
    post,
    path = "/api/base/me/logout",
    operation_id = "meLogout",
    tag = "me",
    request_body = MeEmptyRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is null."))
)]
pub async fn logout(
    State(ports): State<Ports>,
    me: MeSession,
    _body: ApiJson<MeEmptyRequest>,
) -> ApiResult<()> {
    session::logout(&ports, &me).await?;
    Ok(Reply(()))
}
