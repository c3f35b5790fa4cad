//! The items of the notices module: what a notice is, who may see it, where
//! it links, and the per-inbox counts.

use serde::{Deserialize, Serialize};
use verity_core::table::{Entity, Key};

use crate::identity::{Right, Role};

/// What happened. Each kind has the right a member needs to be told
/// ([`NoticeKind::audience`]) and the page it links to ([`link`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum NoticeKind {
    /// The platform certified the enterprise.
    EnterpriseApproved,
    /// The platform rejected the enterprise (`params.reason`).
    EnterpriseRejected,
    /// An order's report is ready.
    ReportCompleted,
    /// The candidate disputed a declined report.
    ReportDisputed,
    /// Every valid row of a batch became an order.
    BatchFinished,
    /// The platform confirmed a bank transfer: the balance is credited.
    RechargeConfirmed,
    /// A recharge was declined (a bank transfer by the platform, an online
    /// payment by the payment method; `params.reason`).
    RechargeDeclined,
    /// A charge took the balance below the enterprise's threshold.
    LowBalance,
    /// Support replied to a work order.
    WorkOrderReplied,
    /// Support resolved a work order.
    WorkOrderResolved,
    /// A webhook endpoint's deliveries failed for 24 hours: it was disabled.
    WebhookDisabled,
    /// The candidate asked, from the candidate portal, to correct their data.
    CorrectionRequested,
    /// The candidate asked that their data of an ended order be erased
    /// (the privacy area): erased at the next sweep.
    ErasureRequested,
}

impl NoticeKind {
    pub const ALL: [NoticeKind; 13] = [
        NoticeKind::EnterpriseApproved,
        NoticeKind::EnterpriseRejected,
        NoticeKind::ReportCompleted,
        NoticeKind::ReportDisputed,
        NoticeKind::BatchFinished,
        NoticeKind::RechargeConfirmed,
        NoticeKind::RechargeDeclined,
        NoticeKind::LowBalance,
        NoticeKind::WorkOrderReplied,
        NoticeKind::WorkOrderResolved,
        NoticeKind::WebhookDisabled,
        NoticeKind::CorrectionRequested,
        NoticeKind::ErasureRequested,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            NoticeKind::EnterpriseApproved => "enterprise_approved",
            NoticeKind::EnterpriseRejected => "enterprise_rejected",
            NoticeKind::ReportCompleted => "report_completed",
            NoticeKind::ReportDisputed => "report_disputed",
            NoticeKind::BatchFinished => "batch_finished",
            NoticeKind::RechargeConfirmed => "recharge_confirmed",
            NoticeKind::RechargeDeclined => "recharge_declined",
            NoticeKind::LowBalance => "low_balance",
            NoticeKind::WorkOrderReplied => "work_order_replied",
            NoticeKind::WorkOrderResolved => "work_order_resolved",
            NoticeKind::WebhookDisabled => "webhook_disabled",
            NoticeKind::CorrectionRequested => "correction_requested",
            NoticeKind::ErasureRequested => "erasure_requested",
        }
    }

    pub fn audience(self) -> Audience {
        match self {
            NoticeKind::EnterpriseApproved
            | NoticeKind::EnterpriseRejected
            | NoticeKind::WebhookDisabled => Audience::Company,
            NoticeKind::ReportCompleted
            | NoticeKind::ReportDisputed
            | NoticeKind::CorrectionRequested
            | NoticeKind::ErasureRequested
            | NoticeKind::BatchFinished => Audience::Records,
            NoticeKind::RechargeConfirmed
            | NoticeKind::RechargeDeclined
            | NoticeKind::LowBalance => Audience::Finance,
            NoticeKind::WorkOrderReplied | NoticeKind::WorkOrderResolved => Audience::WorkOrders,
        }
    }

    /// Kinds that are also texted ("where it matters"): to the owners for
    /// the review, to the owners and finance admins for a low balance.
    pub fn texted_to(self, role: Role) -> bool {
        match self {
            NoticeKind::EnterpriseApproved | NoticeKind::EnterpriseRejected => role == Role::Owner,
            NoticeKind::LowBalance => role.has(Right::ManageFinance),
            _ => false,
        }
    }
}

/// Who may read a kind: the right a member must hold, now, to see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Audience {
    /// Reports and batches: `ViewRecords`.
    Records,
    /// Recharges and the balance: `ManageFinance`.
    Finance,
    /// The enterprise's certification: `ManageEnterprise`.
    Company,
    /// Support's answers: `UseWorkOrders`.
    WorkOrders,
}

impl Audience {
    pub const ALL: [Audience; 4] = [
        Audience::Records,
        Audience::Finance,
        Audience::Company,
        Audience::WorkOrders,
    ];

    pub fn right(self) -> Right {
        match self {
            Audience::Records => Right::ViewRecords,
            Audience::Finance => Right::ManageFinance,
            Audience::Company => Right::ManageEnterprise,
            Audience::WorkOrders => Right::UseWorkOrders,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Audience::Records => "records",
            Audience::Finance => "finance",
            Audience::Company => "company",
            Audience::WorkOrders => "work_orders",
        }
    }

    /// The inbox count attributes of this audience: (unread, total).
    pub(crate) fn count_attrs(self) -> (&'static str, &'static str) {
        match self {
            Audience::Records => ("unreadRecords", "totalRecords"),
            Audience::Finance => ("unreadFinance", "totalFinance"),
            Audience::Company => ("unreadCompany", "totalCompany"),
            Audience::WorkOrders => ("unreadWorkOrders", "totalWorkOrders"),
        }
    }

    /// The audiences a role reads now.
    pub fn held_by(role: Role) -> Vec<Audience> {
        Audience::ALL
            .into_iter()
            .filter(|a| role.has(a.right()))
            .collect()
    }
}

/// What a notice is about: identifiers and amounts only, never a
/// candidate's data. The text is rendered from these at read time.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NoticeParams {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub order_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub order_no: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub batch_id: Option<String>,
    /// The orders a finished batch placed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub order_count: Option<u32>,
    /// When the batch's file was uploaded (epoch ms): how the batch is named.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub batch_created_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recharge_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub amount_fen: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub balance_fen: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub threshold_fen: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub work_order_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub work_order_no: Option<String>,
    /// The webhook endpoint a notice is about.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub endpoint_id: Option<String>,
    /// The platform's words on a rejection or a declined recharge (never a
    /// candidate's data).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// The SPA route of the page a notice opens (routes of
/// `web/src/router/routeTable.js`).
pub fn link(kind: NoticeKind, p: &NoticeParams) -> String {
    let q = |v: &Option<String>| encode(v.as_deref().unwrap_or(""));
    match kind {
        NoticeKind::EnterpriseApproved => "/homePage".into(),
        NoticeKind::EnterpriseRejected => "/businessManage/account".into(),
        NoticeKind::ReportCompleted
        | NoticeKind::ReportDisputed
        | NoticeKind::CorrectionRequested
        | NoticeKind::ErasureRequested => {
            format!("/reportDetail?orderId={}", q(&p.order_id))
        }
        NoticeKind::BatchFinished => format!("/batchRecord/detail?batchId={}", q(&p.batch_id)),
        NoticeKind::RechargeConfirmed | NoticeKind::RechargeDeclined => {
            "/financialManage?tab=recharges".into()
        }
        NoticeKind::LowBalance => "/financialManage".into(),
        NoticeKind::WorkOrderReplied | NoticeKind::WorkOrderResolved => {
            format!("/workOrder/detail?id={}", q(&p.work_order_id))
        }
        NoticeKind::WebhookDisabled => "/businessManage/developers".into(),
    }
}

/// Ids are URL-safe already; anything else is percent-encoded.
fn encode(v: &str) -> String {
    v.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The inbox of one member in one enterprise.
pub(crate) fn inbox_pk(user_id: &str, enterprise_id: &str) -> String {
    format!("INBOX#{user_id}#{enterprise_id}")
}

fn unread_pk(user_id: &str, enterprise_id: &str) -> String {
    format!("INBOXUNREAD#{user_id}#{enterprise_id}")
}

pub(crate) fn notice_key(user_id: &str, enterprise_id: &str, notice_id: &str) -> Key {
    Key::new(
        inbox_pk(user_id, enterprise_id),
        format!("NOTICE#{notice_id}"),
    )
}

pub(crate) fn count_key(user_id: &str, enterprise_id: &str) -> Key {
    Key::new(inbox_pk(user_id, enterprise_id), "COUNT")
}

/// One member's notice: `INBOX#<userId>#<enterpriseId>` / `NOTICE#<noticeId>`,
/// listed newest first on gsi1 (same partition, `<createdAt>#<noticeId>`)
/// and, while unread, on gsi2 (`INBOXUNREAD#…`). The id is derived from the
/// event (kind and occurrence), so a repeated event finds it taken.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Notice {
    pub notice_id: String,
    pub user_id: String,
    pub enterprise_id: String,
    pub kind: NoticeKind,
    pub audience: Audience,
    #[serde(default)]
    pub params: NoticeParams,
    pub link: String,
    pub created_at: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_at: Option<i64>,
}

impl Notice {
    pub(crate) fn list_sk(&self) -> String {
        format!("{:013}#{}", self.created_at, self.notice_id)
    }
}

impl Entity for Notice {
    const KIND: &'static str = "notice";

    fn key(&self) -> Key {
        notice_key(&self.user_id, &self.enterprise_id, &self.notice_id)
    }

    fn index_keys(&self) -> Vec<(&'static str, String)> {
        let mut keys = vec![
            ("gsi1pk", inbox_pk(&self.user_id, &self.enterprise_id)),
            ("gsi1sk", self.list_sk()),
        ];
        if self.read_at.is_none() {
            keys.push(("gsi2pk", unread_pk(&self.user_id, &self.enterprise_id)));
            keys.push(("gsi2sk", self.list_sk()));
        }
        keys
    }
}

/// The unread list's index partition of an inbox.
pub(crate) fn unread_index_pk(user_id: &str, enterprise_id: &str) -> String {
    unread_pk(user_id, enterprise_id)
}

/// The counts of an inbox, per audience: `INBOX#…` / `COUNT`. Moved in the
/// transaction that writes a notice (+1 total and unread) and in the one
/// that marks it read (−1 unread, conditioned on the notice being unread),
/// so the badge never needs a scan and never drifts.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InboxCount {
    #[serde(default)]
    pub user_id: String,
    #[serde(default)]
    pub enterprise_id: String,
    #[serde(default)]
    pub unread_records: i64,
    #[serde(default)]
    pub total_records: i64,
    #[serde(default)]
    pub unread_finance: i64,
    #[serde(default)]
    pub total_finance: i64,
    #[serde(default)]
    pub unread_company: i64,
    #[serde(default)]
    pub total_company: i64,
    #[serde(default)]
    pub unread_work_orders: i64,
    #[serde(default)]
    pub total_work_orders: i64,
}

impl Entity for InboxCount {
    const KIND: &'static str = "inbox count";

    fn key(&self) -> Key {
        count_key(&self.user_id, &self.enterprise_id)
    }
}

impl InboxCount {
    /// (unread, total) of one audience.
    pub fn of(&self, a: Audience) -> (i64, i64) {
        let (u, t) = match a {
            Audience::Records => (self.unread_records, self.total_records),
            Audience::Finance => (self.unread_finance, self.total_finance),
            Audience::Company => (self.unread_company, self.total_company),
            Audience::WorkOrders => (self.unread_work_orders, self.total_work_orders),
        };
        (u.max(0), t.max(0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_links_to_a_route_of_the_spa() {
        let p = NoticeParams {
            order_id: Some("o1".into()),
            batch_id: Some("b1".into()),
            work_order_id: Some("w 1".into()),
            ..Default::default()
        };
        assert_eq!(
            link(NoticeKind::ReportCompleted, &p),
            "/reportDetail?orderId=o1"
        );
        assert_eq!(
            link(NoticeKind::BatchFinished, &p),
            "/batchRecord/detail?batchId=b1"
        );
        assert_eq!(
            link(NoticeKind::WorkOrderReplied, &p),
            "/workOrder/detail?id=w%201"
        );
        assert_eq!(
            link(NoticeKind::RechargeDeclined, &p),
            "/financialManage?tab=recharges"
        );
    }

    #[test]
    fn rights_decide_the_audiences() {
        assert_eq!(Audience::held_by(Role::Owner), Audience::ALL.to_vec());
        assert_eq!(Audience::held_by(Role::Admin), Audience::ALL.to_vec());
        assert_eq!(
            Audience::held_by(Role::Operator),
            vec![Audience::Records, Audience::WorkOrders]
        );
        assert_eq!(Audience::held_by(Role::Viewer), vec![Audience::Records]);
        assert!(NoticeKind::LowBalance.texted_to(Role::Admin));
        assert!(!NoticeKind::LowBalance.texted_to(Role::Operator));
        assert!(!NoticeKind::EnterpriseApproved.texted_to(Role::Admin));
        assert!(NoticeKind::EnterpriseRejected.texted_to(Role::Owner));
    }
}
