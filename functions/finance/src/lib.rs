//! The `finance` group: the enterprise's balance and ledger, recharges,
//! statements and invoices, and the platform operators' recharge and invoice
//! queues. Every member reads (`ViewFinance`); owners and admins recharge,
//! set the warning threshold and ask for invoices (`ManageFinance`); only
//! platform operators confirm transfers and issue invoices. Rules and
//! storage: `verity_domain::billing`; this crate is the HTTP surface.

pub mod account;
pub mod invoices;
pub mod ops;
pub mod recharges;
pub mod statement;

use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Access, Needs, Ports};
use verity_domain::identity::Right;
use verity_http::Function;
use verity_http::{codes, Answering, Callers};

/// The `finance` function: over the table and the buckets (vouchers and
/// invoices in uploads, statements in reports).
pub const FUNCTION: Function = Function {
    name: "finance",
    needs: Needs::TABLE
        .uploads(Access::Write)
        .reports(Access::Write)
        .without_secret(),
    routes,
    seed: None,
};

/// Rows a page of any finance list holds.
pub(crate) const PAGE: usize = 20;

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(account::account).answering(Callers::Holding(Right::ViewFinance), codes![]))
        .routes(routes!(account::set_low_balance).answering(
            Callers::Holding(Right::ManageFinance),
            codes![InvalidField("not a whole number of fen in range")],
        ))
        .routes(routes!(account::ledger).answering(
            Callers::Holding(Right::ViewFinance),
            codes![
                InvalidField("unknown kind or a range that ends before it starts"),
                BadCursor("bad cursor")
            ],
        ))
        .routes(routes!(recharges::recharge).answering(
            Callers::Holding(Right::ManageFinance),
            codes![
                InvalidField("bad field (whole fen, 1 to 100000000; a transfer needs its voucher)"),
                RateLimited("busy, resend with the same key"),
                FileNotFound("voucher not found"),
                IdempotencyKeyReused("key used for another request"),
                SandboxPaymentsDisabled("sandbox payments not enabled"),
                VoucherUsed("the voucher backs another recharge already (data.field)")
            ],
        ))
        .routes(routes!(recharges::list).answering(
            Callers::Holding(Right::ViewFinance),
            codes![BadCursor("bad cursor")],
        ))
        .routes(routes!(statement::export).answering(
            Callers::Holding(Right::ViewFinance),
            codes![InvalidField(
                "unknown format or kind, or a range that ends before it starts"
            )],
        ))
        .routes(routes!(invoices::apply).answering(
            Callers::Holding(Right::ManageFinance),
            codes![
                InvalidField("bad field"),
                InvoiceAmountExceeded("more than can be invoiced (data.invoiceableFen)")
            ],
        ))
        .routes(routes!(invoices::list).answering(
            Callers::Holding(Right::ViewFinance),
            codes![BadCursor("bad cursor")],
        ))
        .routes(routes!(ops::recharges).answering(
            Callers::Operators,
            codes![InvalidField("unknown status"), BadCursor("bad cursor")],
        ))
        .routes(routes!(ops::confirm_recharge).answering(
            Callers::Operators,
            codes![
                InvalidField("bad decision or a rejection without reason"),
                NotFound("no such recharge"),
                RateLimited("busy, resend"),
                RechargeDecided("decided the other way")
            ],
        ))
        .routes(routes!(ops::invoices).answering(
            Callers::Operators,
            codes![InvalidField("unknown status"), BadCursor("bad cursor")],
        ))
        .routes(routes!(ops::issue_invoice).answering(
            Callers::Operators,
            codes![
                NotFound("no such invoice"),
                FileNotFound("file not found or not uploaded by this operator"),
                InvoiceIssued("issued already")
            ],
        ))
        .with_state(ports)
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CursorRequest {
    /// From the previous page; absent for the first.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub cursor: Option<verity_core::types::Cursor>,
}

/// Demo data: an opening balance of ¥2,000 (a settled sandbox recharge), one
/// charged check (so something can be invoiced before ordering exists) and a
/// bank transfer of ¥5,000 waiting in the platform's queue. Idempotent by
/// their fixed keys.
pub async fn demo(ports: &Ports, enterprise_id: &str, user_id: &str) -> Result<bool, String> {
    use verity_domain::billing::recharge::{self, Method, RechargeRequest};
    use verity_domain::files::{self, Purpose};
    let fail = |e: verity_domain::billing::BillingError| e.to_string();
    let opening = "demo-opening-balance-0001";
    let fresh = verity_domain::billing::charge::replay(ports, enterprise_id, opening, "demo")
        .await
        .map_err(fail)?
        .is_none();
    if !fresh {
        return Ok(false);
    }
    recharge::request(
        ports,
        RechargeRequest {
            enterprise_id,
            user_id,
            amount_fen: 200_000,
            method: Method::Sandbox,
            voucher_file_key: None,
            idempotency_key: opening,
            body_hash: "demo",
        },
    )
    .await
    .map_err(fail)?;
    verity_domain::billing::charge(
        ports,
        verity_domain::billing::Charge {
            enterprise_id: enterprise_id.to_string(),
            amount_fen: 9_300,
            idempotency_key: "demo-order-charge-0001".into(),
            body_hash: "demo".into(),
            link: verity_domain::billing::Link::order("demo-order-0001"),
            note: verity_domain::billing::Note::OrderCharge {
                order_no: "DEMO0001".into(),
            },
            result: serde_json::json!({"orderId": "demo-order-0001"}),
            with: verity_core::table::Tx::new(),
        },
    )
    .await
    .map_err(fail)?;
    // A one-pixel PNG stands for the bank's transfer slip.
    const SLIP: &[u8] = &[
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44,
        0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f,
        0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8,
        0xcf, 0xc0, 0xf0, 0x1f, 0x00, 0x05, 0x00, 0x01, 0xff, 0x89, 0x99, 0x3d, 0x1d, 0x00, 0x00,
        0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
    ];
    let slip = files::store(
        ports,
        &files::enterprise_owner(enterprise_id),
        user_id,
        Purpose::Voucher,
        "transfer-slip.png",
        "image/png",
        bytes::Bytes::from_static(SLIP),
    )
    .await
    .map_err(|e| e.to_string())?;
    recharge::request(
        ports,
        RechargeRequest {
            enterprise_id,
            user_id,
            amount_fen: 500_000,
            method: Method::Transfer,
            voucher_file_key: Some(&slip.key),
            idempotency_key: "demo-pending-transfer-0001",
            body_hash: "demo",
        },
    )
    .await
    .map_err(fail)?;
    Ok(true)
}
