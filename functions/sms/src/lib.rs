//! The `sms` group: verification codes sent by text message.
//!
//! Rules (see `verity_domain::identity::codes` for the storage): 6-digit codes
//! valid 10 minutes, single use, at most 5 wrong tries; one code per phone
//! and scene every 60 s (2004); daily caps per phone and per client IP
//! (2005). The answer never depends on whether the phone has an account:
//! the request stores the code and publishes an event, the same work for
//! every phone; the processor decides whether to text it (`login` and
//! `resetPassword` codes only reach accounts that may use them). A taken
//! phone is revealed only after a valid code, to whoever holds it
//! (`register`, `changeMobile`: 2007).

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Needs, Ports};
use verity_core::types::Phone;
use verity_domain::identity::codes::{self, Scene};
use verity_http::ClientIp;
use verity_http::{codes, Answering, Callers};
use verity_http::{ApiJson, ApiResult, Function, Reply};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SendVerifyCodeRequest {
    /// Mainland mobile number: 11 digits starting with 1.
    pub phone: Phone,
    /// One of `login`, `register`, `resetPassword`, `changeMobile`,
    /// `checkPhone`, `bindMobile`, `jobApply` (a job applicant's phone, any
    /// phone). A code works only for its scene.
    /// `visitorLogin` accepts `checkPhone` codes (sent to any phone) and
    /// `login` codes.
    pub scene: Scene,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SendVerifyCodeReply {
    /// Seconds before another code can be requested for this phone and scene.
    pub cooldown_seconds: i64,
}

/// Sends a 6-digit verification code to a phone.
#[utoipa::path(
    post,
    path = "/api/base/sms/sendVerifyCode",
    tag = "sms",
    request_body = SendVerifyCodeRequest,
    responses((status = 200, description = "Envelope whose data is the resend cooldown. Codes: 1002 bad phone or scene \
        ('please enter a mobile phone number', 'please enter a valid mobile phone number'); 2004 resend cooldown \
        (data.retryAfterSeconds); 2005 daily cap per phone or per IP; 2013 SMS service unavailable. \
        The same answer whether or not the phone has an account.", body = SendVerifyCodeReply))
)]
async fn send_verify_code(
    State(ports): State<Ports>,
    ClientIp(ip): ClientIp,
    ApiJson(req): ApiJson<SendVerifyCodeRequest>,
) -> ApiResult<SendVerifyCodeReply> {
    let (phone, scene) = (req.phone.into_inner(), req.scene);
    codes::send_code(
        &ports,
        &phone,
        scene,
        ip.as_deref(),
        verity_http::lang::current(),
    )
    .await?;
    Ok(Reply(SendVerifyCodeReply {
        cooldown_seconds: ports.auth.code_cooldown_secs,
    }))
}

/// The `sms` function: verification codes, over the table and the events
/// topic (the processor texts them).
pub const FUNCTION: Function = Function {
    name: "sms",
    needs: Needs::TABLE.with_events(),
    routes,
    seed: None,
};

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(send_verify_code).answering(
            Callers::Public,
            codes![
                InvalidField("no or an invalid mobile phone number, or an unknown scene"),
                SmsCooldown("resend cooldown (data.retryAfterSeconds)"),
                SmsDailyCap("daily cap per phone or per IP"),
                SmsUnavailable(
                    "SMS unavailable (the same whether the phone has an account or not)"
                )
            ],
        ))
        .with_state(ports)
}
