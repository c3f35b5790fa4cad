//! The balance, its warning threshold and the ledger.

use axum::extract::State;
use serde::{Deserialize, Deserializer, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::text::Text;
use verity_core::types::Fen;
use verity_domain::billing::account::{self, Account};
use verity_domain::billing::ledger::{self, LedgerFilter};
use verity_domain::billing::{EntryKind, Link, Note};
use verity_domain::identity::Right;
use verity_http::paging::one_of;
use verity_http::{ApiJson, ApiResult, Reply, Session};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Empty {}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountReply {
    pub balance_fen: i64,
    pub low_balance_threshold_fen: i64,
    /// The balance is below the threshold: the screens warn.
    pub low_balance: bool,
    /// Charges not yet invoiced (refunds deducted).
    pub invoiceable_fen: i64,
    /// Bank transfers waiting for the platform's confirmation.
    pub pending_recharge_fen: i64,
    /// The sandbox payment method is available on this stage.
    pub sandbox_payments: bool,
}

pub(crate) fn reply(ports: &Ports, a: Account) -> AccountReply {
    AccountReply {
        low_balance: a.is_low(),
        balance_fen: a.balance_fen,
        low_balance_threshold_fen: a.low_balance_threshold_fen,
        invoiceable_fen: a.invoiceable_fen.max(0),
        pending_recharge_fen: a.pending_recharge_fen,
        sandbox_payments: ports.payments.is_sandbox(),
    }
}

/// The enterprise's balance and the amounts beside it.
#[utoipa::path(
    post,
    path = "/api/base/finance/account",
    operation_id = "financeAccount",
    tag = "finance",
    request_body = Empty,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the account (fen).", body = AccountReply))
)]
pub async fn account(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(_empty): ApiJson<Empty>,
) -> ApiResult<AccountReply> {
    let member = session.require(Right::ViewFinance)?;
    let a = account::account(&ports, &member.enterprise_id).await?;
    Ok(Reply(reply(&ports, a)))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LowBalanceRequest {
    /// 0 – 100 000 000 fen; 0 turns the warning off.
    #[schema(value_type = i64)]
    pub threshold_fen: Fen,
}

/// Sets the balance below which the screens warn.
#[utoipa::path(
    post,
    path = "/api/base/finance/setLowBalance",
    operation_id = "financeSetLowBalance",
    tag = "finance",
    request_body = LowBalanceRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the account.", body = AccountReply))
)]
pub async fn set_low_balance(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<LowBalanceRequest>,
) -> ApiResult<AccountReply> {
    let member = session.require(Right::ManageFinance)?;
    let a = account::set_low_balance(&ports, &member.enterprise_id, req.threshold_fen.0).await?;
    Ok(Reply(reply(&ports, a)))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LedgerRequest {
    /// `recharge`, `charge`, `refund` or `adjustment`; all when absent.
    #[serde(default, deserialize_with = "entry_kind")]
    #[schema(value_type = Option<String>)]
    pub kind: Option<EntryKind>,
    /// Epoch milliseconds, inclusive.
    #[serde(default)]
    pub from: Option<i64>,
    /// Epoch milliseconds, inclusive.
    #[serde(default)]
    pub to: Option<i64>,
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub cursor: Option<verity_core::types::Cursor>,
}

/// A ledger filter's `kind` (`finance/ledger`, `finance/statement/export`):
/// one of the entry kinds, all when absent or empty.
pub(crate) fn entry_kind<'de, D: Deserializer<'de>>(d: D) -> Result<Option<EntryKind>, D::Error> {
    one_of(
        d,
        EntryKind::parse,
        Text::new(
            "kind: must be recharge, charge, refund or adjustment",
            "须为 recharge、charge、refund 或 adjustment",
        ),
    )
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LedgerRow {
    pub entry_id: String,
    pub kind: EntryKind,
    /// Signed: credits positive, charges negative.
    pub amount_fen: i64,
    pub balance_after_fen: i64,
    /// What it was for, in the request's language (rendered from `note`).
    pub reason: String,
    /// What it was for, as a kind and its parameters (the web renders it in the reader's language).
    pub note: Note,
    pub at: i64,
    pub link: Option<Link>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LedgerPage {
    pub list: Vec<LedgerRow>,
    pub cursor: Option<String>,
}

/// Every movement of the balance, newest first (20 a page).
#[utoipa::path(
    post,
    path = "/api/base/finance/ledger",
    operation_id = "financeLedger",
    tag = "finance",
    request_body = LedgerRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {list, cursor}.", body = LedgerPage))
)]
pub async fn ledger(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<LedgerRequest>,
) -> ApiResult<LedgerPage> {
    let member = session.require(Right::ViewFinance)?;
    let filter = LedgerFilter {
        kind: req.kind,
        from: req.from,
        to: req.to,
    };
    let (entries, cursor) = ledger::page(
        &ports,
        &member.enterprise_id,
        filter,
        req.cursor.map(|c| c.into_inner()),
        crate::PAGE,
    )
    .await?;
    let zh = verity_http::lang::current() == verity_http::lang::Lang::ZhCn;
    let list = entries
        .into_iter()
        .map(|e| LedgerRow {
            reason: e.note().text(zh),
            note: e.note(),
            entry_id: e.entry_id,
            kind: e.kind,
            amount_fen: e.amount_fen,
            balance_after_fen: e.balance_after_fen,
            at: e.at,
            link: e.link,
        })
        .collect();
    Ok(Reply(LedgerPage { list, cursor }))
}
