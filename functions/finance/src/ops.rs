//! The platform operators' queues (`platformRole: ops`; -6 to anyone else):
//! bank transfers to confirm against the bank statement, invoices to issue.

use std::collections::HashMap;
use verity_core::text::Text;

use axum::extract::State;
use serde::{Deserialize, Deserializer, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::{Cursor, EntityId, FileKey, Reason};
use verity_domain::billing::invoice::{self, InvoiceStatus};
use verity_domain::billing::recharge::{self, Decision, RechargeStatus};
use verity_http::paging::one_of;
use verity_http::verdict::Verdict;
use verity_http::{ApiError, ApiJson, ApiResult, Reply, Session};

use crate::invoices::InvoiceRow;
use crate::recharges::RechargeRow;

/// A queue page's rows, each beside its enterprise's id and name (each name
/// read once), as `named_row` puts them together.
async fn named<T, R, N>(
    ports: &Ports,
    found: Vec<T>,
    enterprise_of: fn(&T) -> String,
    row: impl AsyncFn(&Ports, T) -> Result<R, ApiError>,
    named_row: fn(String, String, R) -> N,
) -> Result<Vec<N>, ApiError> {
    let mut names: HashMap<String, String> = HashMap::new();
    let mut rows = Vec::with_capacity(found.len());
    for item in found {
        let id = enterprise_of(&item);
        if let std::collections::hash_map::Entry::Vacant(slot) = names.entry(id.clone()) {
            let name = verity_domain::enterprise::enterprise_name(ports, slot.key())
                .await?
                .unwrap_or_default();
            slot.insert(name);
        }
        let name = names[&id].clone();
        rows.push(named_row(id, name, row(ports, item).await?));
    }
    Ok(rows)
}

verity_http::list_request! {
    pub struct RechargeQueueRequest {
        /// `pending_review` (default), `settled` or `rejected`.
        #[serde(default, deserialize_with = "recharge_status")]
        #[schema(value_type = Option<String>)]
        pub status: Option<RechargeStatus>,
    }
    cursor only
}

fn recharge_status<'de, D: Deserializer<'de>>(d: D) -> Result<Option<RechargeStatus>, D::Error> {
    one_of(
        d,
        RechargeStatus::parse,
        Text::new(
            "status: must be pending_review, settled or rejected",
            "须为 pending_review、settled 或 rejected",
        ),
    )
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OpsRecharge {
    pub enterprise_id: String,
    pub enterprise_name: String,
    #[serde(flatten)]
    pub recharge: RechargeRow,
}

impl OpsRecharge {
    fn new(enterprise_id: String, enterprise_name: String, recharge: RechargeRow) -> Self {
        OpsRecharge {
            enterprise_id,
            enterprise_name,
            recharge,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct OpsRechargePage {
    pub list: Vec<OpsRecharge>,
    pub cursor: Option<String>,
}

/// Recharges by status, oldest first (20 a page).
#[utoipa::path(
    post,
    path = "/api/base/finance/ops/recharges",
    operation_id = "financeOpsRecharges",
    tag = "finance",
    request_body = RechargeQueueRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {list, cursor}.", body = OpsRechargePage))
)]
pub async fn recharges(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<RechargeQueueRequest>,
) -> ApiResult<OpsRechargePage> {
    session.require_ops()?;
    let status = req.status.unwrap_or(RechargeStatus::PendingReview);
    let cursor = req.cursor.map(Cursor::into_inner);
    let (found, cursor) = recharge::queue(&ports, status, cursor, crate::PAGE).await?;
    let of = |r: &recharge::Recharge| r.enterprise_id.clone();
    let list = named(&ports, found, of, crate::recharges::row, OpsRecharge::new).await?;
    Ok(Reply(OpsRechargePage { list, cursor }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ConfirmRequest {
    #[schema(value_type = String)]
    pub recharge_id: EntityId,
    /// `approve` or `reject`.
    #[schema(value_type = String)]
    pub decision: Verdict,
    /// Required to reject; shown to the enterprise.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub reason: Option<Reason>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ConfirmReply {
    pub status: RechargeStatus,
}

/// Approves (credits the balance, once however often it is sent) or rejects a bank transfer.
#[utoipa::path(
    post,
    path = "/api/base/finance/ops/confirmRecharge",
    operation_id = "financeOpsConfirmRecharge",
    tag = "finance",
    request_body = ConfirmRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {status}. Repeating the decision made answers it again.", body = ConfirmReply))
)]
pub async fn confirm_recharge(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<ConfirmRequest>,
) -> ApiResult<ConfirmReply> {
    session.require_ops()?;
    let reason = req.reason.as_deref().unwrap_or("");
    let decision = match req.decision {
        Verdict::Approve => Decision::Approve,
        Verdict::Reject => Decision::Reject { reason },
    };
    let r = recharge::decide(&ports, &req.recharge_id, decision, &session.user_id).await?;
    tracing::info!(recharge_id = %r.recharge_id, status = ?r.status, "recharge decided");
    Ok(Reply(ConfirmReply { status: r.status }))
}

verity_http::list_request! {
    pub struct InvoiceQueueRequest {
        /// `pending` (default) or `issued`.
        #[serde(default, deserialize_with = "invoice_status")]
        #[schema(value_type = Option<String>)]
        pub status: Option<InvoiceStatus>,
    }
    cursor only
}

fn invoice_status<'de, D: Deserializer<'de>>(d: D) -> Result<Option<InvoiceStatus>, D::Error> {
    one_of(
        d,
        InvoiceStatus::parse,
        Text::new(
            "status: must be pending or issued",
            "须为 pending 或 issued",
        ),
    )
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OpsInvoice {
    pub enterprise_id: String,
    pub enterprise_name: String,
    #[serde(flatten)]
    pub invoice: InvoiceRow,
}

impl OpsInvoice {
    fn new(enterprise_id: String, enterprise_name: String, invoice: InvoiceRow) -> Self {
        OpsInvoice {
            enterprise_id,
            enterprise_name,
            invoice,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct OpsInvoicePage {
    pub list: Vec<OpsInvoice>,
    pub cursor: Option<String>,
}

/// Invoice requests by status, oldest first (20 a page).
#[utoipa::path(
    post,
    path = "/api/base/finance/ops/invoices",
    operation_id = "financeOpsInvoices",
    tag = "finance",
    request_body = InvoiceQueueRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {list, cursor}.", body = OpsInvoicePage))
)]
pub async fn invoices(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<InvoiceQueueRequest>,
) -> ApiResult<OpsInvoicePage> {
    session.require_ops()?;
    let status = req.status.unwrap_or(InvoiceStatus::Pending);
    let cursor = req.cursor.map(Cursor::into_inner);
    let (found, cursor) = invoice::queue(&ports, status, cursor, crate::PAGE).await?;
    let of = |i: &invoice::Invoice| i.enterprise_id.clone();
    let list = named(&ports, found, of, crate::invoices::row, OpsInvoice::new).await?;
    Ok(Reply(OpsInvoicePage { list, cursor }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct IssueRequest {
    #[schema(value_type = String)]
    pub invoice_id: EntityId,
    /// From `file/upload` with purpose `invoice`, by this operator.
    #[schema(value_type = String)]
    pub file_key: FileKey,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct IssueReply {
    pub status: InvoiceStatus,
}

/// Issues a requested invoice with its file.
#[utoipa::path(
    post,
    path = "/api/base/finance/ops/issueInvoice",
    operation_id = "financeOpsIssueInvoice",
    tag = "finance",
    request_body = IssueRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {status}.", body = IssueReply))
)]
pub async fn issue_invoice(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<IssueRequest>,
) -> ApiResult<IssueReply> {
    session.require_ops()?;
    let i = invoice::issue(&ports, &req.invoice_id, &req.file_key, &session.user_id).await?;
    tracing::info!(invoice_id = %i.invoice_id, "invoice issued");
    Ok(Reply(IssueReply { status: i.status }))
}
