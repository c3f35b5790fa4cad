//! An order placed from a job registration (`verity_domain::jobs`): the
//! registration must be the enterprise's and the same candidate's; when its
//! consent text authorized a background check, the order counts that
//! consent (mode `registration`: no consent link, it starts at once), but
//! only once per registration and only within 30 days of the consent
//! ([`REGISTRATION_CONSENT_MS`]): the order claims the consent on the
//! registration in its own transaction, conditionally, so two orders at
//! once cannot both start on it; the loser, and any later order, goes
//! through the normal consent link. The registration records the order, in
//! the order's transaction. An order that starts on the consent texts the
//! candidate that the check started, with a link to view and withdraw it
//! (`process::start`).

use verity_core::pii::Sealed;
use verity_core::ports::Ports;
use verity_core::table::{Entity, Tx};

use super::model::{AuthMode, Consent, EventKind, OrderEvent};
use super::{OrderResult, REGISTRATION_CONSENT_MS};
use crate::jobs::registrations::{self, ForOrder};

/// The registration an order names, checked against its candidate.
pub(crate) async fn check(
    ports: &Ports,
    enterprise_id: &str,
    registration_id: &str,
    id_hash: &str,
) -> OrderResult<ForOrder> {
    Ok(registrations::for_order(ports, enterprise_id, registration_id, id_hash).await?)
}

/// The label of the registration's update (the claim of its consent).
pub(crate) const REGISTRATION: &str = "registration";

/// The mode the order takes: the registration's consent replaces the link
/// of an `sms` order when it covered the check, no order started on it yet
/// and it was given within 30 days; an offline order keeps its uploaded
/// authorization.
pub(crate) fn mode(requested: AuthMode, r: Option<&ForOrder>, now: i64) -> AuthMode {
    match r {
        Some(r)
            if r.covers_screening
                && requested != AuthMode::Offline
                && r.consent_order_id.is_none()
                && now - r.consented_at <= REGISTRATION_CONSENT_MS =>
        {
            AuthMode::Registration
        }
        _ => requested,
    }
}

/// The writes an order from a registration adds to its transaction.
pub(crate) fn writes(ports: &Ports, r: &ForOrder, order_id: &str, mode: AuthMode, now: i64) -> Tx {
    let mut tx = Tx::new().with(
        REGISTRATION,
        registrations::ordered_action(
            &r.registration_id,
            order_id,
            now,
            mode == AuthMode::Registration,
        ),
    );
    if mode == AuthMode::Registration {
        let consent = Consent {
            order_id: order_id.to_string(),
            mode,
            signed_at: r.consented_at,
            text_version: r.text_version.clone(),
            ip_enc: r.ip.as_deref().map(|ip| Sealed::seal(&ports.pii, ip)),
            ip_mask: r.ip_mask.clone(),
            user_agent: r.user_agent.clone(),
            signature_key: None,
            file_key: None,
            corrections_enc: None,
            registration_id: Some(r.registration_id.clone()),
        };
        tx.push("consent", consent.put_new());
        tx.push(
            "authorized",
            OrderEvent::new(order_id, now, EventKind::Authorized)
                .note(format!(
                    "consent given with the job application, text version {}",
                    r.text_version
                ))
                .put(),
        );
    }
    tx
}
