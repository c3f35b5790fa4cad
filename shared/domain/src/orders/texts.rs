//! Texts to a candidate's phone are capped, whoever pays (issue 22, rule 4):
//!
//! - per order: at most [`MAX_INVITES`](super::MAX_INVITES) texts in all,
//!   and a manual reminder only [`REMIND_COOLDOWN_SECS`](super::REMIND_COOLDOWN_SECS)
//!   after the last text to the order;
//! - per phone per China day, across every enterprise: at most
//!   [`MAX_TEXTS_PER_PHONE_DAY`](super::MAX_TEXTS_PER_PHONE_DAY) consent texts
//!   (invitations, reminders, "check started" notices), counted by
//!   [`crate::counters::count_text`] on the phone's keyed hash (the cap is
//!   the platform's: shared with every text to a phone, so it lives with the counters).
//!
//! A text's slot is taken in the transaction that decides it: `order/create`
//! takes the first text's in its charge transaction (refused at the cap,
//! nothing charged), a manual reminder in its claim (refused at the cap,
//! nothing sent), the processor in its claim of the text for the sweep's
//! reminders and batch invitations (skipped at the cap, tried again the next
//! day). The order's `textReserved` names the text whose slot is taken
//! already, so it is never counted twice.

pub use crate::counters::{count_text, PHONE_CAP};

use verity_core::ports::Ports;
use verity_core::table::{Condition, Entity, TableExt, Tx, TxAction, TxError, UpdateAction};
use verity_core::text::Lang;

use super::model::Order;
use super::OrderResult;
use crate::enterprise::profile;

/// A notice to the candidate with the portal's address
/// ([`crate::sms::portal_link`]): each is texted at most once per order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PortalNotice {
    /// A check the candidate authorized (online or on paper) started.
    Started,
    /// The check completed.
    Completed,
}

impl PortalNotice {
    /// The order's attribute that claims the text (when it was sent).
    fn claim_attr(self) -> &'static str {
        match self {
            PortalNotice::Started => "startedTextAt",
            PortalNotice::Completed => "completedTextAt",
        }
    }

    fn template(self) -> &'static crate::sms::SmsTemplate {
        match self {
            PortalNotice::Started => &crate::sms::CHECK_STARTED_PORTAL,
            PortalNotice::Completed => &crate::sms::CHECK_COMPLETED,
        }
    }
}

/// What became of a portal notice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Noticed {
    Sent,
    /// Sent before (a repeated event).
    Already,
    /// The phone had its texts for the day: skipped, never retried (a notice
    /// a day late says nothing the portal does not show).
    Capped,
}

/// Texts the candidate of `order` the notice `kind` once, in Chinese (their
/// language is not known), with the portal's address. The order's claim
/// attribute and the text's slot under the phone's daily cap are taken in
/// one transaction before the text goes: a repeat sends nothing, a phone at
/// its cap gets nothing (logged without PII). A failed send releases the
/// claim (the slot stays taken, as for every text).
pub async fn notify(ports: &Ports, order: &Order, kind: PortalNotice) -> OrderResult<Noticed> {
    let phone = order
        .candidate_phone_enc
        .open(&ports.pii)
        .map_err(verity_core::failure::Internal::new)?;
    let enterprise = crate::sms::enterprise(
        profile::enterprise_name(ports, &order.enterprise_id)
            .await?
            .as_deref(),
    );
    let text = kind.template().render(
        Lang::ZhCn,
        vec![
            ("enterprise", enterprise),
            ("orderNo", order.order_no.as_str().into()),
            (
                "portal",
                crate::sms::portal_link(&ports.auth.public_base).into(),
            ),
        ],
    );
    let now = ports.clock.now_millis();
    let attr = kind.claim_attr();
    let claim = Tx::new()
        .with(
            "order",
            TxAction::Update {
                key: order.key(),
                actions: vec![UpdateAction::set(attr, now)],
                condition: Some(Condition::And(vec![
                    Condition::item_present(),
                    Condition::NotExists(attr.into()),
                ])),
            },
        )
        .with(PHONE_CAP, count_text(&order.phone_hash, now));
    match ports.table.run(claim).await {
        Ok(()) => {}
        Err(TxError::Condition(PHONE_CAP)) => {
            tracing::info!(order_id = %order.order_id, notice = ?kind, "portal notice not sent: the phone's daily cap");
            return Ok(Noticed::Capped);
        }
        Err(TxError::Condition(_)) => return Ok(Noticed::Already),
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    if let Err(e) = ports.sms.send(&phone, &text).await {
        let _ = ports
            .table
            .update(
                &order.key(),
                vec![UpdateAction::Remove(attr.into())],
                Some(Condition::eq(attr, now)),
            )
            .await;
        return Err(verity_core::failure::Internal::new(e).into());
    }
    Ok(Noticed::Sent)
}
