//! The inviter's side of a pending invitation (owners and admins): text it
//! again, or revoke it.
//!
//! - An invitation is named to the console by an opaque id (a keyed hash of
//!   the enterprise and the phone's hash), looked up among the enterprise's
//!   own invitations only: another enterprise's id finds nothing (3009).
//! - **Resend** texts the same link again and gives it (and the invitation)
//!   a fresh week. At most [`MAX_RESENDS`] times, each at least
//!   [`RESEND_COOLDOWN_MS`] after the last text and only once that text has
//!   gone (3012, `data.retryAfterSeconds`; 3013 after the last). Each resend
//!   counts against the enterprise's 20 invitations a day (3011) and the
//!   phone's 5 texts a day across the platform (`counters::count_text`, 3015), in
//!   the transaction that claims it, so a refused resend changes nothing.
//!   The processor texts it as it texts an invitation (`sms.invite`, claimed
//!   once).
//! - **Revoke** removes the invitation and withdraws its link in one
//!   transaction: the link's page and codes then answer 3014 ("withdrawn"),
//!   not "used". Both are written to the audit log with the masked phone.

use serde_json::json;
use verity_core::events::DomainEvent;
use verity_core::pii::constant_time_eq;
use verity_core::ports::Ports;
use verity_core::table::{Condition, Entity, TableExt, Tx, TxAction, TxError, UpdateAction};

use super::audit::{Action, Audited};
use super::members::{invitations_of, Invitation, INVITE_DAILY_CAP, INVITE_EVENT, INVITE_TTL_MS};
use super::{Actor, EnterpriseError, EnterpriseResult};
use crate::counters::count_today;
use crate::counters::{self as texts, MAX_TEXTS_PER_PHONE_DAY};
use crate::share;

/// The least time between two texts of one invitation.
pub const RESEND_COOLDOWN_MS: i64 = 10 * 60 * 1000;
/// Times one invitation may be texted again.
pub const MAX_RESENDS: u32 = 3;

/// The invitation's id as the console names it (no phone in it).
pub fn invitation_id(ports: &Ports, i: &Invitation) -> String {
    ports
        .pii
        .secret_hash(
            "invitation-id",
            &format!("{}#{}", i.enterprise_id, i.phone_hash),
        )
        .chars()
        .take(32)
        .collect()
}

fn last_text(i: &Invitation) -> i64 {
    i.resent_at.unwrap_or(i.invited_at)
}

/// When the invitation may be texted again; `None` once it may not.
pub fn resend_at(i: &Invitation) -> Option<i64> {
    (i.resent < MAX_RESENDS).then(|| last_text(i) + RESEND_COOLDOWN_MS)
}

/// A live invitation of this enterprise by its id.
async fn find(ports: &Ports, enterprise_id: &str, id: &str) -> EnterpriseResult<Invitation> {
    if id.is_empty() || id.len() > 64 {
        return Err(EnterpriseError::InvitationNotFound);
    }
    let now = ports.clock.now_millis();
    invitations_of(ports, enterprise_id)
        .await?
        .into_iter()
        .filter(|i| i.expires_at * 1000 > now)
        .find(|i| constant_time_eq(&invitation_id(ports, i), id))
        .ok_or(EnterpriseError::InvitationNotFound)
}

/// Texts a pending invitation again (same link, a fresh week); answers when
/// it may be texted again next (`None`: never).
pub async fn resend(
    ports: &Ports,
    enterprise_id: &str,
    id: &str,
    actor: &Actor,
) -> EnterpriseResult<Option<i64>> {
    let invitation = find(ports, enterprise_id, id).await?;
    if invitation.resent >= MAX_RESENDS {
        return Err(EnterpriseError::ResendLimit { max: MAX_RESENDS });
    }
    let now = ports.clock.now_millis();
    let next = last_text(&invitation) + RESEND_COOLDOWN_MS;
    let cooldown = |until: i64| EnterpriseError::ResendCooldown {
        retry_after_secs: ((until - now + 999) / 1000).max(1),
    };
    if next > now {
        return Err(cooldown(next));
    }
    if invitation.pending_text.is_some() {
        // The last text has not gone yet.
        return Err(cooldown(now + 60_000));
    }
    let Some(link_hash) = invitation.link_hash.clone() else {
        // An invitation of an earlier build has no link to text.
        return Err(EnterpriseError::InvitationNotFound);
    };
    let phone = invitation
        .phone_enc
        .open(&ports.pii)
        .map_err(verity_core::failure::Internal::new)?;
    let phone_hash = ports.pii.lookup_hash("candidate.phone", &phone);
    let expires_ms = now + INVITE_TTL_MS;
    let same_count = if invitation.resent == 0 {
        Condition::Or(vec![
            Condition::NotExists("resent".into()),
            Condition::eq("resent", 0),
        ])
    } else {
        Condition::eq("resent", invitation.resent)
    };
    let key = invitation.key();
    let tx = Tx::new()
        .with(
            "invitation",
            TxAction::Update {
                key: key.clone(),
                actions: vec![
                    UpdateAction::set("pendingText", true),
                    UpdateAction::set("resent", invitation.resent + 1),
                    UpdateAction::set("resentAt", now),
                    UpdateAction::set("expiresAt", expires_ms.div_euclid(1000)),
                ],
                condition: Some(Condition::And(vec![
                    Condition::item_present(),
                    Condition::NotExists("pendingText".into()),
                    same_count,
                ])),
            },
        )
        .with("link", share::extend_action(&link_hash, expires_ms))
        .with(
            "dailyCap",
            count_today(format!("INVITECAP#{enterprise_id}"), now, INVITE_DAILY_CAP),
        )
        .with(texts::PHONE_CAP, texts::count_text(&phone_hash, now))
        .audited(
            ports,
            enterprise_id,
            actor,
            Action::InviteResent,
            &invitation.phone_mask,
        );
    match ports.table.run(tx).await {
        Ok(()) => {}
        Err(TxError::Condition("dailyCap")) => return Err(EnterpriseError::InviteDailyCap),
        Err(TxError::Condition(texts::PHONE_CAP)) => {
            return Err(EnterpriseError::PhoneTextCap {
                max: MAX_TEXTS_PER_PHONE_DAY,
            })
        }
        Err(TxError::Condition("link")) => return Err(EnterpriseError::InvitationNotFound),
        // Answered, revoked or resent meanwhile.
        Err(TxError::Condition(_)) => return Err(cooldown(now + RESEND_COOLDOWN_MS)),
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    let event = DomainEvent::new(INVITE_EVENT, json!({ "pk": key.pk, "sk": key.sk }));
    if let Err(e) = ports.events.publish(event).await {
        tracing::warn!(error = %e, "invitation text not queued");
    }
    tracing::info!("invitation texted again");
    Ok((invitation.resent + 1 < MAX_RESENDS).then_some(now + RESEND_COOLDOWN_MS))
}

/// Revokes a pending invitation: removed, its link withdrawn.
pub async fn revoke(
    ports: &Ports,
    enterprise_id: &str,
    id: &str,
    actor: &Actor,
) -> EnterpriseResult<()> {
    let invitation = find(ports, enterprise_id, id).await?;
    let now = ports.clock.now_millis();
    let mut tx = Tx::new()
        .with(
            "invitation",
            TxAction::Delete {
                key: invitation.key(),
                condition: Some(Condition::item_present()),
            },
        )
        .audited(
            ports,
            enterprise_id,
            actor,
            Action::InviteRevoked,
            &invitation.phone_mask,
        );
    if let Some(hash) = &invitation.link_hash {
        tx.push("link", share::withdraw_action(hash, now));
    }
    match ports.table.run(tx).await {
        Ok(()) => Ok(()),
        Err(TxError::Condition(_)) => Err(EnterpriseError::InvitationNotFound),
        Err(TxError::Table(e)) => Err(e.into()),
    }
}
