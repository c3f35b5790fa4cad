//! `order/list`: the enterprise's orders, filtered and paged.

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::provider::ItemResult;
use verity_domain::batches::view::narrow_to_batch;
use verity_domain::identity::Right;
use verity_domain::orders::list;
use verity_domain::orders::model::Order;
use verity_domain::orders::{AuthMode, OrderStatus};
use verity_http::{ApiJson, ApiResult, Reply, Session};

use super::{candidate_name, open_eta, order_filters};

order_filters! {
    pub struct OrderListRequest {}
    result: #[doc = "`clear` or `consider`."];
    from: #[doc = "Created at or after (epoch ms)."];
    to: #[doc = "Created at or before (epoch ms)."];
    keyword:
        /// Finds a candidate: part of the name or the last 4+ digits of the phone for
        /// members who see candidates (owner, admin, operator; at most 2,000 orders are
        /// searched per call: a page may hold fewer and carry a cursor to go on); an exact
        /// full name or phone number for the others.
        ;
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderRow {
    pub order_id: String,
    pub order_no: String,
    pub status: OrderStatus,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    pub result: Option<ItemResult>,
    /// The full name for members who see candidates (owner, admin, operator), else masked.
    pub candidate_name: String,
    /// Masked (`order/revealCandidate` shows it, audited).
    pub candidate_phone: String,
    pub package_id: String,
    pub package_name: String,
    pub price_fen: i64,
    pub auth_mode: AuthMode,
    pub created_at: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub eta_at: Option<i64>,
    pub item_count: u32,
    pub items_done: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub batch_id: Option<String>,
}

impl OrderRow {
    /// The row as `viewer` may see it: the full name with `ViewCandidates`.
    fn new(ports: &Ports, o: &Order, sees_candidates: bool) -> Self {
        OrderRow {
            order_id: o.order_id.clone(),
            order_no: o.order_no.clone(),
            status: o.status,
            result: o.result,
            candidate_name: candidate_name(ports, o, sees_candidates),
            candidate_phone: o.phone_mask.clone(),
            package_id: o.package_id.clone(),
            package_name: o.package_name.clone(),
            price_fen: o.price_fen,
            auth_mode: o.auth_mode,
            created_at: o.created_at,
            eta_at: open_eta(o),
            item_count: o.item_count,
            items_done: o.items_done,
            batch_id: o.batch_id.clone(),
        }
    }
}

verity_http::page!(pub struct OrderPage of OrderRow);

/// The enterprise's orders, newest first, filtered; full names for members who
/// see candidates, phones masked.
#[utoipa::path(
    post,
    path = "/api/base/order/list",
    operation_id = "orderList",
    tag = "order",
    request_body = OrderListRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {items, cursor}. `keyword`: part of the name or the phone's last 4+ digits for members who see candidates, else an exact name or phone.", body = OrderPage))
)]
pub async fn list(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<OrderListRequest>,
) -> ApiResult<OrderPage> {
    let member = session.require(Right::ViewRecords)?;
    let sees = member.role.has(Right::ViewCandidates);
    let f = narrow_to_batch(&ports, &member.enterprise_id, req.filter(sees)?).await?;
    let cursor = req.cursor.map(|c| c.into_inner());
    let size = req.page_size.get();
    let (orders, cursor) = list::page(&ports, &member.enterprise_id, &f, cursor, size).await?;
    Ok(Reply(OrderPage {
        items: orders
            .iter()
            .map(|o| OrderRow::new(&ports, o, sees))
            .collect(),
        cursor,
    }))
}
