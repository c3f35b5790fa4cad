//! Invoices: at most what was charged and not yet invoiced; issued by the platform.

use verity_domain::files::{self, Purpose};
use verity_domain::identity::Role;

use crate::support::*;
use verity_http::ErrorCode;

const TAX: &str = "91440101MA5CXXXX1X";

#[tokio::test]
async fn an_invoice_takes_at_most_the_invoiceable_amount_and_the_platform_issues_it() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    let (ops_id, ops) = ops(&app).await;
    sandbox_recharge(&app, &owner, 100_000, 1).await;
    // Recharges are not invoiced; charges are.
    let none = post(
        &app,
        &owner.token,
        "invoice/apply",
        &format!(r#"{{"title":"Test Co","taxNumber":"{TAX}","amountFen":100}}"#),
    )
    .await;
    assert_eq!(none.code(), ErrorCode::InvoiceAmountExceeded);
    assert_eq!(none.data()["invoiceableFen"].as_i64(), Some(0));
    charge_order(
        &app,
        &owner.enterprise_id,
        "o-1",
        3_000,
        verity_domain::billing::Note::OrderCharge {
            order_no: "2611270001".into(),
        },
    )
    .await;
    assert_eq!(account(&app, &owner).await["invoiceableFen"], 3_000);
    for (body, field) in [
        (
            format!(r#"{{"title":"","taxNumber":"{TAX}","amountFen":100}}"#),
            "title",
        ),
        (
            r#"{"title":"Test Co","taxNumber":"123","amountFen":100}"#.to_string(),
            "taxNumber",
        ),
        (
            format!(r#"{{"title":"Test Co","taxNumber":"{TAX}","amountFen":0}}"#),
            "amountFen",
        ),
        (
            format!(r#"{{"title":"Test Co","taxNumber":"{TAX}","amountFen":100,"email":"nope"}}"#),
            "email",
        ),
    ] {
        let answer = post(&app, &owner.token, "invoice/apply", &body).await;
        assert_eq!(answer.code(), ErrorCode::InvalidField, "{body}");
        assert_eq!(answer.data()["field"].as_str(), Some(field), "{body}");
    }
    let too_much = post(
        &app,
        &owner.token,
        "invoice/apply",
        &format!(r#"{{"title":"Test Co","taxNumber":"{TAX}","amountFen":3001}}"#),
    )
    .await;
    assert_eq!(too_much.code(), ErrorCode::InvoiceAmountExceeded);
    assert_eq!(too_much.data()["invoiceableFen"].as_i64(), Some(3_000));
    let asked = post(
        &app,
        &owner.token,
        "invoice/apply",
        &format!(
            r#"{{"title":"Test Co","taxNumber":"{}","amountFen":2000,"email":"ap@test.example"}}"#,
            TAX.to_lowercase()
        ),
    )
    .await;
    assert_eq!(asked.code(), 0, "{:?}", asked.body);
    let id = asked.data()["invoiceId"].as_str().unwrap().to_string();
    assert_eq!(account(&app, &owner).await["invoiceableFen"], 1_000);
    let mine = post(&app, &owner.token, "invoice/list", "{}").await;
    assert_eq!(mine.data()["list"][0]["taxNumber"], TAX);
    assert_eq!(mine.data()["list"][0]["status"], "pending");
    assert!(mine.data()["list"][0]["fileUrl"].is_null());

    let queue = post(&app, &ops, "ops/invoices", "{}").await;
    assert_eq!(queue.data()["list"][0]["invoiceId"], id.as_str());
    // The file must be the operator's own upload for invoices.
    let members_file = voucher(&app, &owner).await;
    let wrong = post(
        &app,
        &ops,
        "ops/issueInvoice",
        &format!(r#"{{"invoiceId":"{id}","fileKey":"{members_file}"}}"#),
    )
    .await;
    assert_eq!(wrong.code(), ErrorCode::FileNotFound);
    let pdf = file(&app, &files::user_owner(&ops_id), Purpose::Invoice).await;
    let issue = format!(r#"{{"invoiceId":"{id}","fileKey":"{pdf}"}}"#);
    assert_eq!(
        post(&app, &owner.token, "ops/issueInvoice", &issue)
            .await
            .code(),
        ErrorCode::NoPermission
    );
    let issued = post(&app, &ops, "ops/issueInvoice", &issue).await;
    assert_eq!(issued.data()["status"], "issued", "{:?}", issued.body);
    assert_eq!(
        post(&app, &ops, "ops/issueInvoice", &issue).await.code(),
        ErrorCode::InvoiceIssued
    );
    let mine = post(&app, &owner.token, "invoice/list", "{}").await;
    assert_eq!(mine.data()["list"][0]["status"], "issued");
    assert!(mine.data()["list"][0]["fileUrl"].as_str().is_some());
    assert_eq!(
        post(&app, &ops, "ops/invoices", "{}").await.data()["list"]
            .as_array()
            .unwrap()
            .len(),
        0
    );
    // Another enterprise sees none of it.
    let other = app.member(Role::Owner).await;
    assert_eq!(
        post(&app, &other.token, "invoice/list", "{}").await.data()["list"]
            .as_array()
            .unwrap()
            .len(),
        0
    );
}
