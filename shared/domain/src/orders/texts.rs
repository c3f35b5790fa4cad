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
