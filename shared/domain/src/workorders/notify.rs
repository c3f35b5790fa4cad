//! Texting the raiser when ops answer: the request publishes
//! `workorder.answered {workOrderId, notice, kind}` (ids only); the
//! processor reads the raiser's phone, claims the notice (`WONOTICE#…`, put
//! if absent) and texts the ticket number, nothing else. Delivery is at
//! least once: a repeat finds the claim and sends nothing; a failed send
//! releases the claim so the retry sends it.

use serde::{Deserialize, Serialize};
use serde_json::json;
use verity_core::events::DomainEvent;
use verity_core::failure::Internal;
use verity_core::ports::Ports;
use verity_core::table::{Entity, Key, TableExt};

use super::model::{work_order_key, WorkOrder};
use super::WorkOrderResult;
use crate::identity::accounts;

/// `workorder.answered {workOrderId, notice, kind}`: text the raiser once per notice.
pub const ANSWERED_EVENT: &str = "workorder.answered";
/// How long a claim is kept: far beyond any redelivery.
const CLAIM_TTL_SECS: i64 = 30 * 24 * 3600;

/// Which text goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Notice {
    /// An ops reply (the notice is its message id).
    Reply,
    /// The ticket was resolved (the notice is `resolved-<resolvedAt>`).
    Resolved,
}

/// Publishes the notice; a lost event costs a text, never the answer.
pub(crate) async fn publish(ports: &Ports, work_order_id: &str, notice: &str, kind: Notice) {
    let event = DomainEvent::new(
        ANSWERED_EVENT,
        json!({ "workOrderId": work_order_id, "notice": notice, "kind": kind }),
    );
    if let Err(e) = ports.events.publish(event).await {
        tracing::warn!(error = %e, work_order_id = %work_order_id, "work order notice not published");
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct NoticeClaim {
    work_order_id: String,
    notice: String,
    sent_at: i64,
    expires_at: i64,
}

impl Entity for NoticeClaim {
    const KIND: &'static str = "work order notice";
    fn key(&self) -> Key {
        Key::new(
            format!("WONOTICE#{}#{}", self.work_order_id, self.notice),
            "SMS",
        )
    }
}

/// The text in `lang`: the ticket number only.
pub fn text(
    kind: Notice,
    work_order_no: &str,
    lang: verity_core::text::Lang,
) -> verity_core::sms::SmsMessage {
    let template = match kind {
        Notice::Reply => &crate::sms::WORK_ORDER_REPLIED,
        Notice::Resolved => &crate::sms::WORK_ORDER_RESOLVED,
    };
    template.render(lang, vec![("workOrderNo", work_order_no.into())])
}

/// `workorder.answered`: texts the raiser once per notice.
pub async fn deliver(ports: &Ports, event: &DomainEvent) -> WorkOrderResult<()> {
    let field = |name: &str| {
        event
            .text(name)
            .ok_or_else(|| Internal::new("a work order notice without workOrderId or notice"))
    };
    let (work_order_id, notice) = (field("workOrderId")?, field("notice")?);
    let kind: Notice = event
        .field_as("kind")
        .ok_or_else(|| Internal::new("a work order notice without its kind"))?;
    let Some(w) = ports
        .table
        .get_as::<WorkOrder>(&work_order_key(&work_order_id))
        .await?
    else {
        return Ok(());
    };
    // The bell first (the owner, admins and the raiser with the right),
    // once however often the event comes.
    crate::notices::raise::deliver(
        ports,
        &bell(&w, &work_order_id, &notice, kind, ports.clock.now_millis()),
    )
    .await
    .map_err(Internal::new)?;
    // The phone as it is now; a raiser gone or disabled is not texted.
    let Some(raiser) = accounts::user(ports, &w.raised_by)
        .await?
        .filter(|u| !u.disabled())
    else {
        return Ok(());
    };
    let now = ports.clock.now_millis();
    let claim = NoticeClaim {
        work_order_id,
        notice,
        sent_at: now,
        expires_at: now.div_euclid(1000) + CLAIM_TTL_SECS,
    };
    if !ports.table.put_new(&claim).await? {
        return Ok(());
    }
    if let Err(e) = ports
        .sms
        // A member's language is not stored: Chinese.
        .send(
            &raiser.phone,
            &text(kind, &w.work_order_no, verity_core::text::Lang::ZhCn),
        )
        .await
    {
        ports.table.delete(&claim.key(), None).await?;
        return Err(Internal::new(e).into());
    }
    Ok(())
}

/// The bell's notice of an answer.
fn bell(
    w: &WorkOrder,
    work_order_id: &str,
    notice: &str,
    kind: Notice,
    at: i64,
) -> crate::notices::Raise {
    use crate::notices::{NoticeKind, NoticeParams, Raise};
    Raise {
        kind: match kind {
            Notice::Reply => NoticeKind::WorkOrderReplied,
            Notice::Resolved => NoticeKind::WorkOrderResolved,
        },
        enterprise_id: w.enterprise_id.clone(),
        occurrence: format!("{work_order_id}#{notice}"),
        at,
        params: NoticeParams {
            work_order_id: Some(work_order_id.to_string()),
            work_order_no: Some(w.work_order_no.clone()),
            ..Default::default()
        },
        placed_by: Some(w.raised_by.clone()),
    }
}
