//! Invoices: an enterprise asks for one over charges not yet invoiced; the
//! platform's operators issue it with the invoice file. The amount asked
//! leaves `invoiceableFen` in the same transaction that records the request,
//! under the condition that enough is left.

use serde::{Deserialize, Serialize};
use verity_core::failure::FieldError;
use verity_core::ids::new_id;
use verity_core::ports::Ports;
use verity_core::table::{
    Condition, Entity, Key, Status, TableExt, Tx, TxAction, TxError, UpdateAction,
};
use verity_core::text::Text;

use super::account::{account, account_key};
use super::{BillingError, BillingResult};
use crate::files::{self, Purpose};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum InvoiceStatus {
    Pending,
    Issued,
}

impl Status for InvoiceStatus {
    fn as_str(self) -> &'static str {
        match self {
            InvoiceStatus::Pending => "pending",
            InvoiceStatus::Issued => "issued",
        }
    }
    fn can_become(self, to: Self) -> bool {
        self == InvoiceStatus::Pending && to == InvoiceStatus::Issued
    }
}

impl InvoiceStatus {
    pub fn parse(text: &str) -> Option<Self> {
        [InvoiceStatus::Pending, InvoiceStatus::Issued]
            .into_iter()
            .find(|s| s.as_str() == text)
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Invoice {
    pub invoice_id: String,
    pub enterprise_id: String,
    pub title: String,
    pub tax_number: String,
    pub amount_fen: i64,
    pub email: Option<String>,
    pub status: InvoiceStatus,
    pub file_key: Option<String>,
    pub requested_by: String,
    pub created_at: i64,
    pub issued_at: Option<i64>,
}

impl Entity for Invoice {
    const KIND: &'static str = "invoice";
    fn key(&self) -> Key {
        invoice_key(&self.invoice_id)
    }
    fn index_keys(&self) -> Vec<(&'static str, String)> {
        super::listed_and_queued(
            format!("INVOICES#{}", self.enterprise_id),
            queue_pk(self.status),
            self.created_at,
            &self.invoice_id,
        )
    }
}

pub fn invoice_key(invoice_id: &str) -> Key {
    Key::new(format!("INVOICE#{invoice_id}"), "INVOICE")
}

fn queue_pk(status: InvoiceStatus) -> String {
    format!("INVOICEQ#{}", status.as_str())
}

pub struct Application<'a> {
    pub title: &'a str,
    pub tax_number: &'a str,
    pub amount_fen: i64,
    pub email: Option<&'a str>,
}

/// A taxpayer number: 15, 18 or 20 capital letters and digits.
fn tax_number(v: &str) -> BillingResult<String> {
    let v = v.trim().to_ascii_uppercase();
    if (15..=20).contains(&v.len())
        && v.bytes()
            .all(|b| b.is_ascii_digit() || b.is_ascii_uppercase())
    {
        Ok(v)
    } else {
        Err(FieldError::new(
            "taxNumber",
            Text::new(
                "15 to 20 capital letters and digits",
                "税号为 15 到 20 位大写字母或数字",
            ),
        )
        .into())
    }
}

fn email(v: &str) -> BillingResult<String> {
    let v = v.trim();
    let ok = v.len() <= 100
        && v.split_once('@').is_some_and(|(user, host)| {
            !user.is_empty() && host.contains('.') && !host.starts_with('.') && !host.ends_with('.')
        })
        && !v.chars().any(|c| c.is_whitespace() || c.is_control());
    if ok {
        Ok(v.to_string())
    } else {
        Err(FieldError::new(
            "email",
            Text::new(
                "please enter a valid e-mail address",
                "请输入正确的电子邮箱",
            ),
        )
        .into())
    }
}

/// Asks for an invoice of at most what can be invoiced.
pub async fn apply(
    ports: &Ports,
    enterprise_id: &str,
    user_id: &str,
    a: Application<'_>,
) -> BillingResult<Invoice> {
    let title = a.title.trim();
    if title.is_empty() || title.chars().count() > 100 || title.chars().any(char::is_control) {
        return Err(FieldError::new(
            "title",
            Text::new(
                "the invoice title has 1 to 100 characters",
                "发票抬头为 1 到 100 个字符",
            ),
        )
        .into());
    }
    let tax_number = tax_number(a.tax_number)?;
    let email = a
        .email
        .filter(|e| !e.trim().is_empty())
        .map(email)
        .transpose()?;
    super::recharge::check_amount("amountFen", a.amount_fen)?;
    let invoice = Invoice {
        invoice_id: new_id(),
        enterprise_id: enterprise_id.to_string(),
        title: title.to_string(),
        tax_number,
        amount_fen: a.amount_fen,
        email,
        status: InvoiceStatus::Pending,
        file_key: None,
        requested_by: user_id.to_string(),
        created_at: ports.clock.now_millis(),
        issued_at: None,
    };
    let tx = Tx::new()
        .with(
            "account",
            TxAction::Update {
                key: account_key(enterprise_id),
                actions: vec![UpdateAction::add("invoiceableFen", -a.amount_fen)],
                condition: Some(Condition::ge("invoiceableFen", a.amount_fen)),
            },
        )
        .with("invoice", invoice.put_new());
    match ports.table.run(tx).await {
        Ok(()) => Ok(invoice),
        Err(TxError::Condition("account")) => Err(BillingError::InvoiceAmountExceeded {
            invoiceable_fen: account(ports, enterprise_id).await?.invoiceable_fen.max(0),
        }),
        Err(TxError::Condition(label)) => Err(BillingError::Refused(label)),
        Err(TxError::Table(e)) => Err(e.into()),
    }
}

async fn by_id(ports: &Ports, invoice_id: &str) -> BillingResult<Invoice> {
    ports
        .table
        .get_as(&invoice_key(invoice_id))
        .await?
        .ok_or(BillingError::NotFound)
}

/// The platform issues a pending invoice with its file (uploaded by the
/// operator). Issued already: 4107.
pub async fn issue(
    ports: &Ports,
    invoice_id: &str,
    file_key: &str,
    ops_user_id: &str,
) -> BillingResult<Invoice> {
    let current = by_id(ports, invoice_id).await?;
    if current.status == InvoiceStatus::Issued {
        return Err(BillingError::InvoiceIssued);
    }
    let owner = files::user_owner(ops_user_id);
    files::owned(ports, file_key, &[owner.as_str()], Purpose::Invoice).await?;
    let now = ports.clock.now_millis();
    let tx = Tx::new().with(
        "invoice",
        InvoiceStatus::Pending.transition(
            invoice_key(invoice_id),
            InvoiceStatus::Issued,
            vec![
                UpdateAction::set("fileKey", file_key),
                UpdateAction::set("issuedAt", now),
                UpdateAction::set("issuedBy", ops_user_id),
                UpdateAction::set("gsi2pk", queue_pk(InvoiceStatus::Issued)),
            ],
        ),
    );
    match ports.table.run(tx).await {
        Ok(()) => by_id(ports, invoice_id).await,
        Err(TxError::Condition(_)) => Err(BillingError::InvoiceIssued),
        Err(TxError::Table(e)) => Err(e.into()),
    }
}

/// A page of the enterprise's invoices, newest first.
pub async fn list(
    ports: &Ports,
    enterprise_id: &str,
    cursor: Option<String>,
    limit: usize,
) -> BillingResult<(Vec<Invoice>, Option<String>)> {
    super::newest_first(ports, format!("INVOICES#{enterprise_id}"), cursor, limit).await
}

/// The platform's queue of invoices in `status`, oldest first.
pub async fn queue(
    ports: &Ports,
    status: InvoiceStatus,
    cursor: Option<String>,
    limit: usize,
) -> BillingResult<(Vec<Invoice>, Option<String>)> {
    super::oldest_first(ports, queue_pk(status), cursor, limit).await
}
