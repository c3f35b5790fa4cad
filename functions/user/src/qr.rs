//! QR sign-in.
//!
//! 1. The desktop calls `GET …/wechatLogin/getQrCode`: a one-time ticket
//!    (256 random bits, stored as its SHA-256, live `qr_ttl_secs` = 5 min)
//!    and the QR payload `<public base>/#/qrConfirm?ticket=<ticket>`.
//! 2. A phone already signed in to the portal opens that page and marks the
//!    ticket `scanned` (`…/scan`), which answers who asked for it (network,
//!    device, time) and three numbers; the user picks the one the desktop
//!    shows and confirms (`…/confirm`, authenticated): the ticket now names
//!    that user. A wrong number cancels the ticket (2015).
//! 3. The desktop polls `…/queryResult`: `pending`, `scanned`, `confirmed`
//!    (with a login token, handed out once; later polls answer `expired`),
//!    `cancelled` or `expired`.
//!
//! Identity-provider seam: [`QrIdentityProvider`]. The portal's own provider
//! (the signed-in phone) confirms through step 2 and always has a phone. An
//! external provider (a WeChat open-platform app, chosen by
//! `VERITY_QR_PROVIDER` once written) supplies its own QR payload, and its
//! redirect lands on `GET …/wechatLogin/callback?code=…&state=<ticket>`:
//! the identity it resolves signs in the user linked to it
//! (`IDENTITY#<provider>#<hmac(subject)>`), or the user of its phone; an
//! identity without phone leaves the ticket `scanned` with
//! `needBindMobile: true` until `…/bindMobile` proves a phone by SMS code
//! (scene `bindMobile`) and links the identity to that phone's user (a new
//! visitor when the phone has none).

use std::sync::Arc;
use verity_core::text::Text;

use async_trait::async_trait;
use axum::extract::{Query, State};
use http::HeaderMap;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use verity_core::table::Tx;
use verity_core::types::{refuse, Phone, SmsCode, Ticket};
use verity_domain::identity::accounts;
use verity_domain::identity::codes::{self, Scene};
use verity_domain::identity::qr::{self, Confirmer, Poll, Requester, Waiting};
use verity_domain::identity::validate;
use verity_http::{ApiError, ApiJson, ApiResult, ErrorCode, Reply};
use verity_http::{ClientIp, Session};

use crate::UserState;

/// An identity asserted by a QR identity provider.
#[derive(Clone)]
pub struct ExternalIdentity {
    /// The provider's stable subject id (e.g. a WeChat unionid). Stored only
    /// as a keyed hash.
    pub subject: String,
    /// The identity's verified phone, when the provider knows it.
    pub phone: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum QrProviderError {
    #[error("this provider signs in through the portal's confirm page")]
    Unsupported,
    #[error("the provider rejected the authorization code")]
    Rejected,
    #[error("provider unavailable: {0}")]
    Unavailable(String),
}

/// Who can stand behind a QR ticket.
#[async_trait]
pub trait QrIdentityProvider: Send + Sync + 'static {
    /// Stable name, part of identity-link keys (`portal`, `wechat`).
    fn name(&self) -> &'static str;

    /// The QR payload of a ticket.
    fn qr_content(&self, public_base: &str, ticket: &str) -> String {
        format!("{public_base}/#/qrConfirm?ticket={ticket}")
    }

    /// Exchanges the provider's one-time authorization code (from its
    /// redirect to the callback) for the identity.
    async fn resolve(&self, authorization_code: &str) -> Result<ExternalIdentity, QrProviderError>;
}

/// The portal's own provider: a phone signed in to the portal confirms.
pub struct PortalProvider;

#[async_trait]
impl QrIdentityProvider for PortalProvider {
    fn name(&self) -> &'static str {
        "portal"
    }

    async fn resolve(&self, _code: &str) -> Result<ExternalIdentity, QrProviderError> {
        Err(QrProviderError::Unsupported)
    }
}

/// `VERITY_QR_PROVIDER`: `portal` (default, and the only one today).
pub fn provider_from_env() -> Arc<dyn QrIdentityProvider> {
    match std::env::var("VERITY_QR_PROVIDER").ok().as_deref() {
        None | Some("") | Some("portal") => {}
        Some(_) => tracing::warn!("unknown VERITY_QR_PROVIDER; using the portal provider"),
    }
    Arc::new(PortalProvider)
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QrCode {
    /// What the desktop polls with: `<scan code>.<poll secret>`. Only the
    /// desktop ever holds the poll secret, so a photo of the QR code (which
    /// carries the scan code alone) cannot collect the login token.
    pub ticket: String,
    /// What the QR code encodes: `<public base>/#/qrConfirm?ticket=<scan code>`.
    pub qr_content: String,
    /// When the ticket expires, epoch milliseconds.
    pub expires_at: i64,
    /// Two digits the desktop shows: the phone must pick them to confirm.
    pub match_code: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TicketRequest {
    pub ticket: Ticket,
}

/// The two digits the desktop shows.
#[derive(Debug)]
pub struct MatchCode(String);

impl<'de> Deserialize<'de> for MatchCode {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = Option::<String>::deserialize(d)?.unwrap_or_default();
        let text = text.trim();
        if text.is_empty() {
            return Err(refuse(Text::new(
                "please pick the number shown on your computer",
                "请选择电脑上显示的数字",
            )));
        }
        if text.len() != 2 || !text.bytes().all(|b| b.is_ascii_digit()) {
            return Err(refuse(Text::new(
                "must be the two digits shown on your computer",
                "须为电脑上显示的两位数字",
            )));
        }
        Ok(MatchCode(text.to_string()))
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QrConfirmRequest {
    pub ticket: Ticket,
    /// The two digits the requesting computer shows, as the user picked them.
    #[schema(value_type = String, example = "47")]
    pub match_code: MatchCode,
}

/// The computer that asked for a ticket.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RequesterInfo {
    /// Its network as our proxy saw it (IPv4 address or IPv6 /64); null when unknown.
    pub ip: Option<String>,
    /// Browser and system, e.g. `Chrome on Windows`.
    pub device: String,
    /// When it asked, epoch milliseconds.
    pub requested_at: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ScanReply {
    /// `scanned`.
    pub status: String,
    pub need_bind_mobile: bool,
    pub requester: RequesterInfo,
    /// Three two-digit numbers, one of them the desktop's match code.
    pub match_choices: Vec<String>,
}

/// What the desktop polls with: `<scan code>.<poll secret>`.
#[derive(Debug)]
pub struct PollTicket {
    pub scan_code: Ticket,
    pub poll_secret: Ticket,
}

impl<'de> Deserialize<'de> for PollTicket {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = Option::<String>::deserialize(d)?.unwrap_or_default();
        let text = text.trim();
        if text.is_empty() {
            return Err(refuse(Text::new("is required", "不能为空")));
        }
        let (scan_code, poll_secret) = text
            .split_once('.')
            .ok_or_else(|| refuse(Text::new("is malformed", "格式不正确")))?;
        Ok(PollTicket {
            scan_code: Ticket::parse(scan_code).map_err(refuse)?,
            poll_secret: Ticket::parse(poll_secret).map_err(refuse)?,
        })
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PollRequest {
    /// `<scan code>.<poll secret>` as getQrCode handed them out.
    #[schema(value_type = String)]
    pub ticket: PollTicket,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BindMobileRequest {
    pub ticket: Ticket,
    pub phone: Phone,
    /// 6-digit code of scene `bindMobile`.
    pub code: SmsCode,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QrStatus {
    /// `pending`, `scanned`, `confirmed`, `cancelled` or `expired`.
    pub status: String,
    /// The login token, in the first `confirmed` answer only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
    /// True when an external identity without phone waits for `bindMobile`.
    pub need_bind_mobile: bool,
}

impl QrStatus {
    fn of(status: &str) -> Self {
        QrStatus {
            status: status.into(),
            token: None,
            need_bind_mobile: false,
        }
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CallbackQuery {
    /// The provider's one-time authorization code.
    pub code: Option<String>,
    /// The ticket.
    pub state: Option<String>,
}

/// Creates a QR sign-in ticket.
#[utoipa::path(
    get,
    path = "/api/base/user/wechatLogin/getQrCode",
    tag = "user",
    responses((status = 200, description = "Envelope whose data is the ticket, the QR payload, its expiry \
        (epoch ms, 5 minutes) and the match code the desktop shows. Query parameters are accepted and ignored.", body = QrCode))
)]
pub async fn get_qr_code(
    State(state): State<UserState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
) -> ApiResult<QrCode> {
    let ports = &state.ports;
    let user_agent = headers
        .get(http::header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let requester = Requester {
        ip,
        device: crate::device::describe(user_agent),
        requested_at: 0,
    };
    let ticket = qr::open(ports, state.qr_provider.name(), requester).await?;
    let (scan_code, poll_secret, valid_until, match_code) = (
        ticket.scan_code,
        ticket.poll_secret,
        ticket.valid_until,
        ticket.match_code,
    );
    let qr_content = state
        .qr_provider
        .qr_content(&verity_http::origin::public_base(ports), &scan_code);
    Ok(Reply(QrCode {
        ticket: format!("{scan_code}.{poll_secret}"),
        qr_content,
        expires_at: valid_until,
        match_code,
    }))
}

/// Marks a ticket as scanned by a signed-in phone (the desktop shows
/// "scanned, confirm on your phone") and answers who asked for it and the
/// numbers to pick from.
#[utoipa::path(
    post,
    path = "/api/base/user/wechatLogin/scan",
    tag = "user",
    request_body = TicketRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {status: 'scanned', requester, matchChoices}. Codes: -5; 1002; 2010 ticket unknown, used or expired", body = ScanReply))
)]
pub async fn scan(
    State(state): State<UserState>,
    _session: Session,
    ApiJson(req): ApiJson<TicketRequest>,
) -> ApiResult<ScanReply> {
    let scanned = qr::mark_scanned(&state.ports, &req.ticket).await?;
    Ok(Reply(ScanReply {
        status: "scanned".into(),
        need_bind_mobile: false,
        requester: RequesterInfo {
            ip: scanned.requester.ip,
            device: scanned.requester.device,
            requested_at: scanned.requester.requested_at,
        },
        match_choices: scanned.match_choices,
    }))
}

/// Confirms a ticket with the signed-in phone's session and the number the
/// user picked: the desktop that shows it will be signed in as this user.
#[utoipa::path(
    post,
    path = "/api/base/user/wechatLogin/confirm",
    tag = "user",
    request_body = QrConfirmRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {status: 'confirmed'}. Codes: -5; 1002; 2010 ticket unknown, used or expired; \
        2015 the number is not the computer's (the ticket is cancelled)", body = QrStatus))
)]
pub async fn confirm(
    State(state): State<UserState>,
    session: Session,
    ApiJson(req): ApiJson<QrConfirmRequest>,
) -> ApiResult<QrStatus> {
    let by = Confirmer {
        user_id: &session.user_id,
        auth_epoch: session.auth_epoch,
        session_hash: Some(&session.token_hash),
    };
    qr::confirm_with_match(&state.ports, &req.ticket, &req.match_code.0, &by).await?;
    tracing::info!(user_id = %session.user_id, "qr ticket confirmed");
    Ok(Reply(QrStatus::of("confirmed")))
}

/// The state of a ticket, polled by the desktop; hands the login token out once.
#[utoipa::path(
    post,
    path = "/api/base/user/wechatLogin/queryResult",
    tag = "user",
    request_body = PollRequest,
    responses((status = 200, description = "Envelope whose data is {status, token?, needBindMobile}: pending, scanned, \
        confirmed (token in the first such answer only; later polls answer expired) or expired (unknown tickets too). Codes: 1002", body = QrStatus))
)]
pub async fn query_result(
    State(state): State<UserState>,
    ApiJson(req): ApiJson<PollRequest>,
) -> ApiResult<QrStatus> {
    let ticket = &req.ticket;
    let status = match qr::poll(&state.ports, &ticket.scan_code, &ticket.poll_secret).await? {
        Poll::Pending => QrStatus::of("pending"),
        Poll::Scanned { need_bind_mobile } => QrStatus {
            need_bind_mobile,
            ..QrStatus::of("scanned")
        },
        Poll::Confirmed { token } => QrStatus {
            token: Some(token),
            ..QrStatus::of("confirmed")
        },
        Poll::Cancelled => QrStatus::of("cancelled"),
        Poll::Expired => QrStatus::of("expired"),
    };
    Ok(Reply(status))
}

/// Binds a phone (proven by a code of scene bindMobile) to the external
/// identity waiting on a ticket, and confirms the ticket for that phone's user.
#[utoipa::path(
    post,
    path = "/api/base/user/wechatLogin/bindMobile",
    tag = "user",
    request_body = BindMobileRequest,
    responses((status = 200, description = "Envelope whose data is {status: 'confirmed'}; the desktop's next queryResult \
        hands out the token. Codes: 1002; 2002 wrong or expired code; 2003 code dead; 2009 disabled; 2010 no identity \
        waits on this ticket (unknown, expired, or confirmed already)", body = QrStatus))
)]
pub async fn bind_mobile(
    State(state): State<UserState>,
    ApiJson(req): ApiJson<BindMobileRequest>,
) -> ApiResult<QrStatus> {
    let ticket = req.ticket.into_inner();
    let (phone, code) = (req.phone.into_inner(), req.code.into_inner());
    let ports = &state.ports;
    let (provider, subject) = qr::waiting_identity(ports, &ticket).await?;
    let verified = codes::check_code(ports, &phone, Scene::BindMobile, &code).await?;
    let consume = verified.consume_action(ports.clock.now_millis());
    qr::confirm_for_phone(
        ports,
        Waiting::OnSubject(&subject),
        &ticket,
        (&provider, &subject),
        &phone,
        Tx::new().with(codes::CODE, consume),
    )
    .await?;
    tracing::info!("external identity bound to a phone");
    Ok(Reply(QrStatus::of("confirmed")))
}

/// Where an external provider's redirect lands (`code`, `state` = ticket).
#[utoipa::path(
    get,
    path = "/api/base/user/wechatLogin/callback",
    tag = "user",
    params(CallbackQuery),
    responses((status = 200, description = "Envelope whose data is the ticket status: confirmed, or scanned with \
        needBindMobile. Codes: 1002; 1007 no external provider configured; 2010 ticket invalid or code rejected; \
        2014 provider unavailable", body = QrStatus))
)]
pub async fn callback(
    State(state): State<UserState>,
    query: Result<Query<CallbackQuery>, axum::extract::rejection::QueryRejection>,
) -> ApiResult<QrStatus> {
    let Query(q) = query.map_err(|_| {
        ApiError::invalid(
            "code",
            Text::new("malformed query string", "查询参数格式不正确"),
        )
    })?;
    let ticket = validate::ticket("state", q.state.as_deref().unwrap_or(""))?;
    let auth_code = q.code.unwrap_or_default();
    if auth_code.is_empty() || auth_code.len() > 512 {
        return Err(ApiError::invalid(
            "code",
            Text::new("is required", "不能为空"),
        ));
    }
    let ports = &state.ports;
    let provider = state.qr_provider.name();
    let identity = state
        .qr_provider
        .resolve(&auth_code)
        .await
        .map_err(|e| match e {
            QrProviderError::Unsupported => ApiError::with_msg(
                ErrorCode::NotFound,
                Text::new(
                    "No external sign-in provider is configured",
                    "未配置外部登录方式",
                ),
            ),
            QrProviderError::Rejected => ApiError::new(ErrorCode::QrTicketInvalid),
            QrProviderError::Unavailable(_) => ApiError::new(ErrorCode::IdentityServiceUnavailable),
        })?;
    let subject = qr::subject_hash(ports, provider, &identity.subject);
    if let Some(user_id) = qr::linked_user(ports, provider, &subject).await? {
        let user = accounts::user(ports, &user_id)
            .await?
            .ok_or(ErrorCode::QrTicketInvalid)?;
        if user.disabled() {
            return Err(ErrorCode::AccountDisabled.into());
        }
        let by = Confirmer {
            user_id: &user_id,
            auth_epoch: user.auth_epoch,
            session_hash: None,
        };
        qr::confirm_linked(ports, &ticket, &by).await?;
        return Ok(Reply(QrStatus::of("confirmed")));
    }
    if let Some(phone) = identity.phone.as_deref() {
        let phone = validate::phone("phone", phone)?;
        qr::confirm_for_phone(
            ports,
            Waiting::Open,
            &ticket,
            (provider, &subject),
            &phone,
            Tx::new(),
        )
        .await?;
        return Ok(Reply(QrStatus::of("confirmed")));
    }
    qr::hold_for_phone(ports, &ticket, provider, &subject).await?;
    Ok(Reply(QrStatus {
        need_bind_mobile: true,
        ..QrStatus::of("scanned")
    }))
}
