//! Invoices as the enterprise asks for them.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::Fen;
use verity_domain::billing::invoice::{self, Application, Invoice, InvoiceStatus};
use verity_domain::identity::Right;
use verity_http::{ApiError, ApiJson, ApiResult, Reply, Session};

use crate::CursorRequest;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ApplyRequest {
    /// The buyer's name on the invoice, 1–100 characters.
    pub title: String,
    /// The buyer's taxpayer number: 15–20 capital letters and digits.
    pub tax_number: String,
    /// At most the account's `invoiceableFen`.
    #[schema(value_type = i64)]
    pub amount_fen: Fen,
    /// Where to send it, if anywhere.
    #[serde(default)]
    pub email: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApplyReply {
    pub invoice_id: String,
    pub status: InvoiceStatus,
}

/// Asks the platform for an invoice over charges not yet invoiced.
#[utoipa::path(
    post,
    path = "/api/base/finance/invoice/apply",
    operation_id = "financeInvoiceApply",
    tag = "finance",
    request_body = ApplyRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {invoiceId, status}.", body = ApplyReply))
)]
pub async fn apply(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<ApplyRequest>,
) -> ApiResult<ApplyReply> {
    let member = session.require(Right::ManageFinance)?;
    let i = invoice::apply(
        &ports,
        &member.enterprise_id,
        &session.user_id,
        Application {
            title: &req.title,
            tax_number: &req.tax_number,
            amount_fen: req.amount_fen.0,
            email: req.email.as_deref(),
        },
    )
    .await?;
    tracing::info!(invoice_id = %i.invoice_id, "invoice requested");
    Ok(Reply(ApplyReply {
        invoice_id: i.invoice_id,
        status: i.status,
    }))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoiceRow {
    pub invoice_id: String,
    pub title: String,
    pub tax_number: String,
    pub amount_fen: i64,
    pub email: Option<String>,
    pub status: InvoiceStatus,
    pub created_at: i64,
    pub issued_at: Option<i64>,
    /// Short-lived signed URL of the issued invoice.
    pub file_url: Option<String>,
}

pub(crate) async fn row(ports: &Ports, i: Invoice) -> Result<InvoiceRow, ApiError> {
    let file_url = match &i.file_key {
        Some(key) => Some(verity_domain::files::url(ports, key).await?),
        None => None,
    };
    Ok(InvoiceRow {
        invoice_id: i.invoice_id,
        title: i.title,
        tax_number: i.tax_number,
        amount_fen: i.amount_fen,
        email: i.email,
        status: i.status,
        created_at: i.created_at,
        issued_at: i.issued_at,
        file_url,
    })
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InvoicePage {
    pub list: Vec<InvoiceRow>,
    pub cursor: Option<String>,
}

/// The enterprise's invoices, newest first (20 a page).
#[utoipa::path(
    post,
    path = "/api/base/finance/invoice/list",
    operation_id = "financeInvoiceList",
    tag = "finance",
    request_body = CursorRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {list, cursor}.", body = InvoicePage))
)]
pub async fn list(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<CursorRequest>,
) -> ApiResult<InvoicePage> {
    let member = session.require(Right::ViewFinance)?;
    let (found, cursor) = invoice::list(
        &ports,
        &member.enterprise_id,
        req.cursor.map(|c| c.into_inner()),
        crate::PAGE,
    )
    .await?;
    let mut list = Vec::with_capacity(found.len());
    for i in found {
        list.push(row(&ports, i).await?);
    }
    Ok(Reply(InvoicePage { list, cursor }))
}
