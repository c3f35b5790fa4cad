//! The session extractors: [`BearerToken`] (the raw token; `-5` when absent
//! or malformed) and [`Session`] (the signed-in caller; `-5` when the token is
//! unknown, revoked or expired). Rights are asked of the session in the
//! handler (`session.require(Right::…)?`, `-6`).

use axum::extract::{FromRef, FromRequestParts};
use http::request::Parts;
use verity_core::ports::Ports;
use verity_domain::api_keys;
use verity_domain::candidates;
use verity_domain::identity::{self, IdentityError};

use crate::client_ip::ClientIp;
use crate::error::ApiError;

pub use identity::BearerToken;

fn bearer(parts: &Parts) -> Result<BearerToken, ApiError> {
    let header = parts
        .headers
        .get(http::header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .ok_or(IdentityError::SessionInvalid)?;
    Ok(BearerToken::parse(header)?)
}

/// The raw bearer token of the request.
pub struct Bearer(pub BearerToken);

impl<S: Send + Sync> FromRequestParts<S> for Bearer {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        bearer(parts).map(Bearer)
    }
}

/// The signed-in caller: derefs to [`identity::Session`].
#[derive(Debug, Clone)]
pub struct Session(pub identity::Session);

impl std::ops::Deref for Session {
    type Target = identity::Session;

    fn deref(&self) -> &identity::Session {
        &self.0
    }
}

impl Session {
    /// The caller as an audit log records them: the masked phone, never the
    /// number (an API key's calls: the key's name and its creator's masked
    /// phone), and the client address where the log keeps one.
    pub async fn actor(
        &self,
        ports: &Ports,
        ip: Option<String>,
    ) -> Result<verity_domain::enterprise::Actor, ApiError> {
        let user = identity::accounts::user(ports, &self.user_id)
            .await?
            .ok_or(crate::ErrorCode::SessionInvalid)?;
        let label = match &self.api_key {
            Some(key) => api_keys::actor_label(&key.name, &user.phone_masked()),
            None => user.phone_masked(),
        };
        Ok(verity_domain::enterprise::Actor {
            user_id: user.user_id.clone(),
            label,
            ip,
        })
    }
}

impl<S> FromRequestParts<S> for Session
where
    Ports: FromRef<S>,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let BearerToken(token) = bearer(parts)?;
        let ports = Ports::from_ref(state);
        if api_keys::looks_like_key(&token) {
            let group = route_group(parts.uri.path()).to_string();
            let Ok(ClientIp(ip)) = ClientIp::from_request_parts(parts, state).await;
            return Ok(Session(
                api_keys::authenticate(&ports, &token, &group, ip.as_deref()).await?,
            ));
        }
        Ok(Session(
            identity::session::authenticate(&ports, &token).await?,
        ))
    }
}

/// The signed-in candidate of a `me/*` call (the candidate portal): 5001
/// without a `me_…` token, for an unknown or expired one, and for a portal
/// session or API key (a `me_…` token elsewhere is unknown to [`Session`]: -5).
#[derive(Debug, Clone)]
pub struct MeSession(pub candidates::MeSession);

impl std::ops::Deref for MeSession {
    type Target = candidates::MeSession;

    fn deref(&self) -> &candidates::MeSession {
        &self.0
    }
}

impl<S> FromRequestParts<S> for MeSession
where
    Ports: FromRef<S>,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let BearerToken(token) = bearer(parts)
            .map_err(|_| ApiError::from(candidates::CandidateError::SessionInvalid))?;
        let ports = Ports::from_ref(state);
        Ok(MeSession(
            candidates::session::authenticate(&ports, &token).await?,
        ))
    }
}

/// The group of an `/api/base/<group>/…` path (empty for any other path).
fn route_group(path: &str) -> &str {
    path.strip_prefix("/api/base/")
        .and_then(|rest| rest.split('/').next())
        .unwrap_or("")
}

/// The share token of a share-link call, when the request carries one
/// (`Authorization: Bearer …`); the domain answers -12 without it.
pub fn share_token(headers: &http::HeaderMap) -> Option<String> {
    headers
        .get(http::header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty() && t.len() <= 128)
}
