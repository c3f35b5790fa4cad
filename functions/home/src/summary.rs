//! `home/summary`: the balance and its warning, this month's orders by
//! status, consents waiting, reports this week, the last 30 days and the
//! newest orders. The newest orders name their candidate: in full for members
//! who see candidates (`Right::ViewCandidates`: owner, admin, operator),
//! masked for the others; no phone or ID number.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_domain::billing::account;
use verity_domain::identity::Right;
use verity_domain::orders::{list, Order, OrderStatus};
use verity_domain::stats::{self, DayCount, StatusCounts};
use verity_http::{ApiJson, ApiResult, Reply, Session};

/// Newest orders the page lists.
pub const RECENT: usize = 8;
/// Days "this week" covers, today included.
pub const WEEK_DAYS: usize = 7;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct HomeSummaryRequest {}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HomeSummary {
    pub balance_fen: i64,
    pub low_balance_threshold_fen: i64,
    /// The balance is below the threshold (as on the finance screen).
    pub low_balance: bool,
    /// Orders placed this month (China time), by their status now.
    pub orders_this_month: HomeOrderCounts,
    /// Orders of any month waiting for the candidate's consent.
    pub consents_pending: i64,
    /// Orders completed (reports ready) in the last 7 days, today included.
    pub reports_this_week: i64,
    /// The last 30 days (China time), oldest first, today last.
    pub daily: Vec<HomeDay>,
    /// Up to 8 newest orders, newest first.
    pub recent: Vec<HomeRecentOrder>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HomeOrderCounts {
    pub total: i64,
    pub awaiting_authorization: i64,
    pub authorized: i64,
    pub in_progress: i64,
    pub completed: i64,
    pub canceled: i64,
    pub expired: i64,
    pub suspended: i64,
}

impl From<StatusCounts> for HomeOrderCounts {
    fn from(c: StatusCounts) -> Self {
        HomeOrderCounts {
            total: c.total(),
            awaiting_authorization: c.awaiting_authorization,
            authorized: c.authorized,
            in_progress: c.in_progress,
            completed: c.completed,
            canceled: c.canceled,
            expired: c.expired,
            suspended: c.suspended,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HomeDay {
    /// `yyyy-mm-dd`, China time.
    pub date: String,
    /// Orders placed that day.
    pub created: i64,
    /// Orders completed that day.
    pub completed: i64,
}

impl From<DayCount> for HomeDay {
    fn from(d: DayCount) -> Self {
        HomeDay {
            date: d.date,
            created: d.created,
            completed: d.completed,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HomeRecentOrder {
    pub order_id: String,
    pub order_no: String,
    pub status: OrderStatus,
    /// Epoch ms.
    pub created_at: i64,
    pub package_name: String,
    /// The candidate's full name for members who see candidates (owner, admin,
    /// operator), masked (`张*`) for the others.
    pub candidate_name: String,
}

impl HomeRecentOrder {
    fn new(ports: &Ports, o: Order, sees_candidates: bool) -> Self {
        let candidate_name = if sees_candidates {
            verity_domain::orders::reveal::full_name(ports, &o)
        } else {
            o.name_mask.clone()
        };
        HomeRecentOrder {
            order_id: o.order_id,
            order_no: o.order_no,
            status: o.status,
            created_at: o.created_at,
            package_name: o.package_name,
            candidate_name,
        }
    }
}

/// The enterprise's home page in numbers.
#[utoipa::path(
    post,
    path = "/api/base/home/summary",
    operation_id = "homeSummary",
    tag = "home",
    request_body = HomeSummaryRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the summary (money in fen, days in China time).", body = HomeSummary))
)]
pub async fn summary(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(_empty): ApiJson<HomeSummaryRequest>,
) -> ApiResult<HomeSummary> {
    let member = session.require(Right::ViewDashboard)?;
    let enterprise_id = member.enterprise_id.as_str();
    let (account, overview, recent) = tokio::join!(
        account::account(&ports, enterprise_id),
        stats::overview(&ports, enterprise_id),
        list::newest(&ports, enterprise_id, RECENT),
    );
    let (account, overview, recent) = (account?, overview?, recent?);
    let sees = member.role.has(Right::ViewCandidates);
    Ok(Reply(HomeSummary {
        low_balance: account.is_low(),
        balance_fen: account.balance_fen,
        low_balance_threshold_fen: account.low_balance_threshold_fen,
        orders_this_month: overview.this_month.into(),
        consents_pending: overview.all_time.awaiting_authorization,
        reports_this_week: overview.completed_in_last(WEEK_DAYS),
        daily: overview.daily.into_iter().map(HomeDay::from).collect(),
        recent: recent
            .into_iter()
            .map(|o| HomeRecentOrder::new(&ports, o, sees))
            .collect(),
    }))
}
