//! QR sign-in.
//!
//! 1. The desktop calls `GET …/wechatLogin/getQrCode`: a one-time ticket
//!    (256 random bits, stored as its SHA-256, live `qr_ttl_secs` = 5 min)
//!    and the QR payload `<public base>/#/qrConfirm?ticket=<ticket>`.
//! 2. A phone already signed in to the portal opens that page, optionally
//!    marks the ticket `scanned` (`…/scan`), and confirms it
//!    (`…/confirm`, authenticated): the ticket now names that user.
//! 3. The desktop polls `…/queryResult`: `pending`, `scanned`, `confirmed`
//!    (with a login token, handed out once; later polls answer `expired`)
//!    or `expired`.
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

use async_trait::async_trait;
use axum::extract::{Query, State};
use http::HeaderMap;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use utoipa::{IntoParams, ToSchema};
use verity_core::ports::Ports;
use verity_core::table::{
    Condition, Entity, Item, Key, TableExt, Tx, TxAction, TxError, UpdateAction,
};
use verity_core::types::{refuse, Phone, SmsCode, Ticket};
use verity_domain::identity::accounts::{self, NewUser, UserKind};
use verity_domain::identity::codes::{self, Scene};
use verity_domain::identity::session::{self, LoginGrant};
use verity_domain::identity::{token_hash, validate};
use verity_http::Session;
use verity_http::{ApiError, ApiJson, ApiResult, ErrorCode, Reply};

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
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TicketRequest {
    pub ticket: Ticket,
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
            return Err(refuse("is required"));
        }
        let (scan_code, poll_secret) =
            text.split_once('.').ok_or_else(|| refuse("is malformed"))?;
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
    /// `pending`, `scanned`, `confirmed` or `expired`.
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

fn ticket_key(ticket: &str) -> Key {
    Key::new(format!("QR#{}", token_hash(ticket)), "TICKET")
}

fn identity_key(ports: &Ports, provider: &str, subject: &str) -> Key {
    Key::new(
        format!(
            "IDENTITY#{provider}#{}",
            ports
                .pii
                .lookup_hash(&format!("subject:{provider}"), subject)
        ),
        "LINK",
    )
}

fn str_of<'a>(item: &'a Item, attr: &str) -> Option<&'a str> {
    item.get(attr).and_then(Value::as_str)
}

fn live_ticket(item: &Item, now: i64) -> bool {
    item.get("validUntil").and_then(Value::as_i64).unwrap_or(0) > now
}

/// A syntactically safe origin (`http(s)://host[:port]`), or `None`.
fn clean_origin(text: &str) -> Option<String> {
    let text = text.trim().trim_end_matches('/');
    let rest = text
        .strip_prefix("https://")
        .or_else(|| text.strip_prefix("http://"))?;
    let ok = !rest.is_empty()
        && rest.len() <= 255
        && rest
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b':' | b'[' | b']'));
    ok.then(|| text.to_string())
}

/// The SPA's origin: `VERITY_PUBLIC_BASE`, else the request's Origin,
/// Referer or Host (with X-Forwarded-Proto).
fn public_base(ports: &Ports, headers: &HeaderMap) -> String {
    if let Some(base) = &ports.auth.public_base {
        return base.clone();
    }
    let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    if let Some(origin) = header("origin").and_then(clean_origin) {
        return origin;
    }
    if let Some(referer) = header("referer") {
        let scheme_end = referer.find("://").map(|i| i + 3).unwrap_or(0);
        let end = referer[scheme_end..]
            .find(['/', '?', '#'])
            .map(|i| i + scheme_end)
            .unwrap_or(referer.len());
        if let Some(origin) = clean_origin(&referer[..end]) {
            return origin;
        }
    }
    let proto = match header("x-forwarded-proto") {
        Some("https") => "https",
        _ => "http",
    };
    header("host")
        .and_then(|h| clean_origin(&format!("{proto}://{h}")))
        .unwrap_or_else(|| "http://localhost".into())
}

/// Creates a QR sign-in ticket.
#[utoipa::path(
    get,
    path = "/api/base/user/wechatLogin/getQrCode",
    tag = "user",
    responses((status = 200, description = "Envelope whose data is the ticket, the QR payload and its expiry \
        (epoch ms, 5 minutes). Query parameters are accepted and ignored.", body = QrCode))
)]
pub async fn get_qr_code(State(state): State<UserState>, headers: HeaderMap) -> ApiResult<QrCode> {
    let ports = &state.ports;
    let scan_code = verity_core::ids::new_token();
    let poll_secret = verity_core::ids::new_token();
    let now = ports.clock.now_millis();
    let valid_until = now + ports.auth.qr_ttl_secs * 1000;
    let key = ticket_key(&scan_code);
    let item = json!({
        "pk": key.pk, "sk": key.sk,
        "pollHash": token_hash(&poll_secret),
        "status": "pending",
        "provider": state.qr_provider.name(),
        "createdAt": now,
        "validUntil": valid_until,
        "expiresAt": valid_until.div_euclid(1000) + 1,
    });
    ports
        .table
        .put(
            item.as_object().cloned().unwrap_or_default(),
            Some(Condition::item_absent()),
        )
        .await?;
    let qr_content = state
        .qr_provider
        .qr_content(&public_base(ports, &headers), &scan_code);
    Ok(Reply(QrCode {
        ticket: format!("{scan_code}.{poll_secret}"),
        qr_content,
        expires_at: valid_until,
    }))
}

fn open_ticket_condition(now: i64) -> Condition {
    Condition::And(vec![
        Condition::Or(vec![
            Condition::eq("status", "pending"),
            Condition::eq("status", "scanned"),
        ]),
        Condition::NotExists("pendingSubject".into()),
        Condition::Gt("validUntil".into(), json!(now)),
    ])
}

/// Marks a ticket as scanned by a signed-in phone (optional step; lets the
/// desktop show "scanned, confirm on your phone").
#[utoipa::path(
    post,
    path = "/api/base/user/wechatLogin/scan",
    tag = "user",
    request_body = TicketRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {status: 'scanned'}. Codes: -5; 1002; 2010 ticket unknown, used or expired", body = QrStatus))
)]
pub async fn scan(
    State(state): State<UserState>,
    _session: Session,
    ApiJson(req): ApiJson<TicketRequest>,
) -> ApiResult<QrStatus> {
    let ticket = req.ticket.into_inner();
    update_open_ticket(&state.ports, &ticket, |_| {
        vec![UpdateAction::set("status", "scanned")]
    })
    .await?;
    Ok(Reply(QrStatus::of("scanned")))
}

/// Applies updates to a ticket that is still open (pending or scanned, in
/// time); a used, expired or unknown ticket is `QrTicketInvalid`.
async fn update_open_ticket(
    ports: &Ports,
    ticket: &str,
    actions: impl FnOnce(i64) -> Vec<UpdateAction>,
) -> Result<(), ApiError> {
    let now = ports.clock.now_millis();
    match ports
        .table
        .update(
            &ticket_key(ticket),
            actions(now),
            Some(open_ticket_condition(now)),
        )
        .await
    {
        Ok(_) => Ok(()),
        Err(e) if e.is_condition_failure() => Err(ErrorCode::QrTicketInvalid.into()),
        Err(e) => Err(e.into()),
    }
}

/// Confirms a ticket with the signed-in phone's session: the desktop that
/// shows it will be signed in as this user.
#[utoipa::path(
    post,
    path = "/api/base/user/wechatLogin/confirm",
    tag = "user",
    request_body = TicketRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {status: 'confirmed'}. Codes: -5; 1002; 2010 ticket unknown, used or expired", body = QrStatus))
)]
pub async fn confirm(
    State(state): State<UserState>,
    session: Session,
    ApiJson(req): ApiJson<TicketRequest>,
) -> ApiResult<QrStatus> {
    let ticket = req.ticket.into_inner();
    update_open_ticket(&state.ports, &ticket, |now| {
        vec![
            UpdateAction::set("status", "confirmed"),
            UpdateAction::set("userId", session.user_id.clone()),
            UpdateAction::set("confirmedAt", now),
        ]
    })
    .await?;
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
    let (scan_code, poll_secret) = (req.ticket.scan_code, req.ticket.poll_secret);
    let ports = &state.ports;
    let key = ticket_key(&scan_code);
    let now = ports.clock.now_millis();
    let polled_by_owner = |i: &Item| {
        let stored = str_of(i, "pollHash").unwrap_or_default().as_bytes();
        subtle::ConstantTimeEq::ct_eq(stored, token_hash(&poll_secret).as_bytes()).into()
    };
    let Some(item) = ports
        .table
        .get(&key)
        .await?
        .filter(|i| live_ticket(i, now) && polled_by_owner(i))
    else {
        return Ok(Reply(QrStatus::of("expired")));
    };
    match str_of(&item, "status") {
        Some("pending") => Ok(Reply(QrStatus::of("pending"))),
        Some("scanned") => Ok(Reply(QrStatus {
            need_bind_mobile: item.contains_key("pendingSubject"),
            ..QrStatus::of("scanned")
        })),
        Some("confirmed") => {
            let user_id = str_of(&item, "userId").unwrap_or_default().to_string();
            let (token, token_item) = session::new_login_token(
                ports,
                &LoginGrant {
                    user_id,
                    login_type: "qr".into(),
                },
            );
            let tx = Tx::new()
                .with(
                    "qrTicket",
                    TxAction::Update {
                        key,
                        actions: vec![UpdateAction::set("status", "handedOut")],
                        condition: Some(
                            Condition::eq("status", "confirmed")
                                .and(Condition::Gt("validUntil".into(), json!(now))),
                        ),
                    },
                )
                .with(session::LOGIN_TOKEN, token_item.put_new());
            match ports.table.run(tx).await {
                Ok(()) => Ok(Reply(QrStatus {
                    token: Some(token),
                    ..QrStatus::of("confirmed")
                })),
                // Handed out already (single use) or expired meanwhile.
                Err(TxError::Condition(_)) => Ok(Reply(QrStatus::of("expired"))),
                Err(TxError::Table(e)) => Err(e.into()),
            }
        }
        _ => Ok(Reply(QrStatus::of("expired"))),
    }
}

/// Puts that sign `phone`'s user in behind a ticket (creating a visitor
/// when the phone has no user) and link the external identity to them.
async fn confirm_for_phone(
    ports: &Ports,
    ticket_condition: Condition,
    ticket: &str,
    link: Key,
    phone: &str,
    leading: Tx,
) -> Result<(), ApiError> {
    let now = ports.clock.now_millis();
    let (user_id, user_puts) = match accounts::user_by_phone(ports, phone).await? {
        Some(u) if u.disabled() => return Err(ErrorCode::AccountDisabled.into()),
        Some(u) => (u.user_id, Tx::new()),
        None => {
            let (u, puts) = accounts::new_user_actions(
                ports,
                &NewUser {
                    phone,
                    kind: UserKind::Visitor,
                    name: None,
                    password_hash: None,
                },
            );
            (u.user_id, puts)
        }
    };
    let tx = leading
        .with(
            "qrTicket",
            TxAction::Update {
                key: ticket_key(ticket),
                actions: vec![
                    UpdateAction::set("status", "confirmed"),
                    UpdateAction::set("userId", user_id.clone()),
                    UpdateAction::set("confirmedAt", now),
                    UpdateAction::Remove("pendingSubject".into()),
                ],
                condition: Some(ticket_condition),
            },
        )
        .with(
            "identityLink",
            TxAction::Put {
                item: json!({"pk": link.pk, "sk": link.sk, "userId": user_id, "createdAt": now})
                    .as_object()
                    .cloned()
                    .unwrap_or_default(),
                condition: Some(Condition::item_absent()),
            },
        )
        .extend(user_puts);
    crate::signin::run_with_code(ports, tx, ErrorCode::QrTicketInvalid).await
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
    let now = ports.clock.now_millis();
    let item = ports
        .table
        .get(&ticket_key(&ticket))
        .await?
        .filter(|i| live_ticket(i, now) && str_of(i, "status") == Some("scanned"))
        .ok_or(ErrorCode::QrTicketInvalid)?;
    let (Some(provider), Some(subject_key)) = (
        str_of(&item, "pendingProvider"),
        str_of(&item, "pendingSubject"),
    ) else {
        return Err(ErrorCode::QrTicketInvalid.into());
    };
    let verified = codes::check_code(ports, &phone, Scene::BindMobile, &code).await?;
    let condition = Condition::And(vec![
        Condition::eq("status", "scanned"),
        Condition::eq("pendingSubject", subject_key),
        Condition::Gt("validUntil".into(), json!(now)),
    ]);
    let link = Key::new(format!("IDENTITY#{provider}#{subject_key}"), "LINK");
    confirm_for_phone(
        ports,
        condition,
        &ticket,
        link,
        &phone,
        Tx::new().with(codes::CODE, verified.consume_action(now)),
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
    let Query(q) = query.map_err(|_| ApiError::invalid("code", "malformed query string"))?;
    let ticket = validate::ticket("state", q.state.as_deref().unwrap_or(""))?;
    let auth_code = q.code.unwrap_or_default();
    if auth_code.is_empty() || auth_code.len() > 512 {
        return Err(ApiError::invalid("code", "is required"));
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
                "No external sign-in provider is configured",
            ),
            QrProviderError::Rejected => ApiError::new(ErrorCode::QrTicketInvalid),
            QrProviderError::Unavailable(_) => ApiError::new(ErrorCode::IdentityServiceUnavailable),
        })?;
    let now = ports.clock.now_millis();
    let link = identity_key(ports, provider, &identity.subject);
    let open = open_ticket_condition(now);
    if let Some(linked) = ports.table.get(&link).await? {
        let user_id = str_of(&linked, "userId").unwrap_or_default().to_string();
        let result = ports
            .table
            .update(
                &ticket_key(&ticket),
                vec![
                    UpdateAction::set("status", "confirmed"),
                    UpdateAction::set("userId", user_id),
                    UpdateAction::set("confirmedAt", now),
                ],
                Some(open),
            )
            .await;
        return match result {
            Ok(_) => Ok(Reply(QrStatus::of("confirmed"))),
            Err(e) if e.is_condition_failure() => Err(ErrorCode::QrTicketInvalid.into()),
            Err(e) => Err(e.into()),
        };
    }
    if let Some(phone) = identity.phone.as_deref() {
        let phone = validate::phone("phone", phone)?;
        confirm_for_phone(ports, open, &ticket, link, &phone, Tx::new()).await?;
        return Ok(Reply(QrStatus::of("confirmed")));
    }
    let subject_key = link.pk.rsplit('#').next().unwrap_or_default().to_string();
    let result = ports
        .table
        .update(
            &ticket_key(&ticket),
            vec![
                UpdateAction::set("status", "scanned"),
                UpdateAction::set("pendingProvider", provider),
                UpdateAction::set("pendingSubject", subject_key),
            ],
            Some(open),
        )
        .await;
    match result {
        Ok(_) => Ok(Reply(QrStatus {
            need_bind_mobile: true,
            ..QrStatus::of("scanned")
        })),
        Err(e) if e.is_condition_failure() => Err(ErrorCode::QrTicketInvalid.into()),
        Err(e) => Err(e.into()),
    }
}
