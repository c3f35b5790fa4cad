//! Ledger descriptions are stored as a kind and its parameters and read in the
//! reader's language; entries written before (English text only) still read.

use verity_core::table::{Entity, TableExt};
use verity_domain::billing::{LedgerEntry, Link, Note};
use verity_domain::identity::Role;

use crate::support::*;

#[tokio::test]
async fn a_ledger_row_reads_in_the_readers_language_with_the_order_number() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    sandbox_recharge(&app, &owner, 10_000, 1).await;
    app.clock.advance_secs(60);
    charge_order(
        &app,
        &owner.enterprise_id,
        "8f0c1c6e-internal",
        2_300,
        Note::OrderCharge {
            order_no: "2611270001".into(),
        },
    )
    .await;

    let zh = app
        .call_as_lang(&owner.token, "/api/base/finance/ledger", "{}", "zh-CN")
        .await;
    let en = app
        .call_as_lang(&owner.token, "/api/base/finance/ledger", "{}", "en-US")
        .await;
    let (zh, en) = (&zh.data()["list"], &en.data()["list"]);
    assert_eq!(zh[0]["reason"], "背景调查 2611270001");
    assert_eq!(en[0]["reason"], "Background check 2611270001");
    assert_eq!(
        zh[0]["note"],
        serde_json::json!({"kind": "order_charge", "orderNo": "2611270001"})
    );
    assert_eq!(zh[1]["reason"], "沙箱支付");
    assert_eq!(en[1]["reason"], "Sandbox payment");
    assert_eq!(zh[1]["note"]["kind"], "recharge_sandbox");
}

#[tokio::test]
async fn an_entry_written_before_notes_still_reads_in_both_languages() {
    let app = app();
    let owner = app.member(Role::Owner).await;
    // An entry as the ledger wrote it before notes: English text, no note.
    let old = LedgerEntry {
        enterprise_id: owner.enterprise_id.clone(),
        entry_id: "old-1".into(),
        seq: 1,
        kind: verity_domain::billing::EntryKind::Refund,
        amount_fen: 2_300,
        balance_after_fen: 2_300,
        reason: "Refund of background check 2611270002".into(),
        note: None,
        at: 1_700_000_000_000,
        link: Some(Link::order("o-old")),
    };
    let mut item = old.to_item();
    item.remove("note");
    app.ports.table.put(item, None).await.unwrap();
    assert!(app
        .ports
        .table
        .get_as::<LedgerEntry>(&old.key())
        .await
        .unwrap()
        .is_some());

    let zh = app
        .call_as_lang(&owner.token, "/api/base/finance/ledger", "{}", "zh-CN")
        .await;
    assert_eq!(zh.data()["list"][0]["reason"], "背景调查 2611270002 退款");
    assert_eq!(
        zh.data()["list"][0]["note"],
        serde_json::json!({"kind": "order_refund", "orderNo": "2611270002"})
    );
    let en = app
        .call_as_lang(&owner.token, "/api/base/finance/ledger", "{}", "en-US")
        .await;
    assert_eq!(
        en.data()["list"][0]["reason"],
        "Refund of background check 2611270002"
    );
}
