//! Erasing one order's candidate data, wherever they live:
//!
//! | where | what happens |
//! |---|---|
//! | `ORDER#<id>` / `ORDER` | sealed name, phone, ID number, email, details removed; masks `***`; name/phone/ID hashes, consent file key, link hash removed; `erasedAt`, `erasureReason` set; off the `ERASEDUE` index |
//! | the rest of `ORDER#<id>` (items, events, consent, report versions, decision, disputes, report shares) | every sealed attribute, file key and hash removed; findings, notes, reasons, masks, IP mask, user agent, the report's candidate read `***` |
//! | `SHARE#…` links of the order (gsi1 `SHARES#<id>`, the consent link, report shares) | deleted |
//! | `DUP#<enterpriseId>#<idHash>` | deleted when it names this order |
//! | `CANDIDATE#<phoneHash>` / `ORDER#<createdAt>#<id>` | deleted |
//! | `TEXTS#<phoneHash>` daily counters | the expired ones deleted |
//! | `BATCH#<batchId>` / `ROW#…` of the order | scrubbed as above; the batch's sheet deleted |
//! | `JOBREG#<registrationId>` naming the order | deleted, with its attachments |
//! | `RVERIFY#<code>` of each report version | the copies deleted, the code's candidate `***` |
//! | uploads: consent signature, consent file, batch sheet, attachments; reports: the PDFs | deleted |
//!
//! Kept: the ledger and `BILL#`, the audit log, the order number, amounts,
//! dates, statuses, item codes and results. Every step is a delete or an
//! idempotent rewrite, and the order item is marked last: a sweep that dies
//! half-way leaves the order due, and the next sweep finishes it.

use serde_json::{Map, Value};
use verity_core::ports::Ports;
use verity_core::table::{
    Condition, Entity, Item, Key, Query, SkCondition, TableExt, Tx, TxAction, TxError, UpdateAction,
};

use super::{PrivacyResult, Reason};
use crate::enterprise::audit::{Action, Audited};
use crate::enterprise::Actor;
use crate::orders::model::{consent_key, last_ordered_key, order_key, order_pk};
use crate::orders::Order;

/// What erased values read as.
pub const MASK: &str = "***";

/// Attributes whose value is replaced by [`MASK`] (free texts and masks).
const MASKED: [&str; 13] = [
    "nameMask",
    "phoneMask",
    "idNumberMask",
    "findingEn",
    "findingZh",
    "findingsEn",
    "findingsZh",
    "note",
    "reason",
    "resolution",
    "ipMask",
    "userAgent",
    "candidateName",
];

/// Attributes removed outright (file keys and keyed hashes); every
/// attribute ending in `Enc` (a sealed value) goes too.
const REMOVED: [&str; 8] = [
    "signatureKey",
    "fileKey",
    "consentFileKey",
    "nameHash",
    "phoneHash",
    "idHash",
    "shareHash",
    "emailMask",
];

/// What one erasure did: counts only (the audit entry's detail).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Erased {
    pub order_id: String,
    pub reason: &'static str,
    /// Items rewritten without the candidate's data.
    pub scrubbed: u32,
    /// Items deleted (links, pointers, markers, registrations, copies).
    pub deleted: u32,
    /// Files deleted from the buckets.
    pub files: u32,
}

/// Replaces the candidate's data in `value` (recursively): true when
/// anything changed.
fn scrub(value: &mut Value) -> bool {
    let mut changed = false;
    match value {
        Value::Object(map) => {
            let doomed: Vec<String> = map
                .keys()
                .filter(|k| k.ends_with("Enc") || REMOVED.contains(&k.as_str()))
                .cloned()
                .collect();
            for key in doomed {
                map.remove(&key);
                changed = true;
            }
            for (key, v) in map.iter_mut() {
                if MASKED.contains(&key.as_str()) && v.is_string() && v != MASK {
                    *v = Value::String(MASK.into());
                    changed = true;
                } else if key == "candidate" {
                    // A report version's candidate: masked name, phone, ID.
                    if let Value::Object(c) = v {
                        for field in c.values_mut().filter(|f| f.is_string() && *f != MASK) {
                            *field = Value::String(MASK.into());
                            changed = true;
                        }
                    }
                } else {
                    changed |= scrub(v);
                }
            }
        }
        Value::Array(list) => {
            for v in list {
                changed |= scrub(v);
            }
        }
        _ => {}
    }
    changed
}

/// Rewrites an item without the candidate's data, if it held any.
async fn scrub_item(ports: &Ports, mut item: Item) -> PrivacyResult<bool> {
    let mut value = Value::Object(std::mem::take(&mut item));
    if !scrub(&mut value) {
        return Ok(false);
    }
    let Value::Object(item) = value else {
        unreachable!("an item is an object")
    };
    ports
        .table
        .put(item, Some(Condition::item_present()))
        .await
        .or_else(|e| match e.is_condition_failure() {
            // Deleted meanwhile (a TTL'd item): nothing left to scrub.
            true => Ok(()),
            false => Err(e),
        })?;
    Ok(true)
}

fn text(item: &Map<String, Value>, attr: &str) -> Option<String> {
    item.get(attr).and_then(Value::as_str).map(str::to_string)
}

/// Erases the candidate's data of order `order_id` (see the module's
/// description). `None` when it was erased already (or is gone): a repeat
/// is a no-op.
pub async fn erase(ports: &Ports, order_id: &str, reason: Reason) -> PrivacyResult<Option<Erased>> {
    let partition = ports
        .table
        .query_all(Query::partition(order_pk(order_id)))
        .await?;
    let Some(order_item) = partition
        .iter()
        .find(|i| i.get("sk").and_then(Value::as_str) == Some("ORDER"))
    else {
        return Ok(None);
    };
    let order = Order::from_item(order_item.clone())?;
    if order.is_erased() {
        return Ok(None);
    }
    let now = ports.clock.now_millis();
    let mut done = Erased {
        order_id: order_id.to_string(),
        reason: reason.as_str(),
        ..Default::default()
    };

    // 1. What the partition points at, read before anything is rewritten.
    let mut uploads: Vec<String> = order.consent_file_key.iter().cloned().collect();
    let mut reports: Vec<String> = Vec::new();
    let mut links: Vec<String> = order.share_hash.iter().cloned().collect();
    let mut registration: Option<String> = None;
    let mut verifications: Vec<(Key, Vec<Key>)> = Vec::new();
    for item in &partition {
        let sk = item.get("sk").and_then(Value::as_str).unwrap_or_default();
        if sk == consent_key(order_id).sk {
            uploads.extend(text(item, "signatureKey"));
            uploads.extend(text(item, "fileKey"));
            registration = text(item, "registrationId");
        } else if let Some(version) = sk.strip_prefix("REPORT#") {
            let version: u32 = version.parse().unwrap_or(0);
            let (pdfs, code, copies) =
                crate::reports::pdf::stored_copies(ports, &order.enterprise_id, order_id, version);
            reports.extend(pdfs);
            verifications.push((code, copies));
        } else if let Some(share_id) = sk.strip_prefix("RSHARE#") {
            links.push(share_id.to_string());
        }
    }
    // Every link of the order (consent, report, dispute), on the subject index.
    let listed = ports
        .table
        .query_all(Query::partition(crate::share::subject_pk(order_id)).on_index("gsi1"))
        .await?;
    links.extend(listed.iter().filter_map(|l| text(l, "codeHash")));
    links.sort();
    links.dedup();

    // 2. Items elsewhere that hold or point at the candidate's data.
    let mut deletes: Vec<Key> = links.iter().map(|h| crate::share::link_key_of(h)).collect();
    if !order.phone_hash.is_empty() {
        deletes.push(crate::orders::model::pointer_key(
            &order.phone_hash,
            order.created_at,
            order_id,
        ));
        // The phone's daily text counters: expired ones only (a live one
        // counts another order's texts today).
        let counters = ports
            .table
            .query_all(Query::partition(crate::counters::texts_pk(
                &order.phone_hash,
            )))
            .await?;
        let now_secs = now.div_euclid(1000);
        deletes.extend(
            counters
                .iter()
                .filter(|c| !verity_core::table::is_live(c, now_secs))
                .filter_map(Key::of),
        );
    }
    for (_, copies) in &verifications {
        deletes.extend(copies.iter().cloned());
    }
    for key in deletes {
        ports.table.delete(&key, None).await?;
        done.deleted += 1;
    }
    if !order.id_hash.is_empty() {
        // The duplicate marker, unless a newer order of the candidate took it.
        match ports
            .table
            .delete(
                &last_ordered_key(&order.enterprise_id, &order.id_hash),
                Some(Condition::eq("orderId", order_id)),
            )
            .await
        {
            Ok(()) => done.deleted += 1,
            Err(e) if e.is_condition_failure() => {}
            Err(e) => return Err(e.into()),
        }
    }
    for (code, _) in &verifications {
        if let Some(item) = ports.table.get(code).await? {
            done.scrubbed += u32::from(scrub_item(ports, item).await?);
        }
    }
    if let Some(batch_id) = &order.batch_id {
        let (scrubbed, sheets) = erase_batch_row(ports, batch_id, order_id).await?;
        done.scrubbed += scrubbed;
        done.files += sheets;
    }
    if let Some(registration_id) = &registration {
        let key = crate::jobs::model::registration_key(registration_id);
        if let Some(item) = ports.table.get(&key).await? {
            let names_order = ["orderId", "consentOrderId"]
                .iter()
                .any(|a| text(&item, a).as_deref() == Some(order_id));
            if names_order {
                if let Some(Value::Array(files)) = item.get("attachments") {
                    uploads.extend(files.iter().filter_map(|f| f.as_str().map(str::to_string)));
                }
                ports.table.delete(&key, None).await?;
                done.deleted += 1;
            }
        }
    }

    // 3. The files.
    for key in &uploads {
        crate::files::erase(ports, key).await?;
        done.files += 1;
    }
    for key in &reports {
        ports.reports.delete(key).await?;
        done.files += 1;
    }

    // 4. The rest of the order's partition.
    for item in partition {
        if item.get("sk").and_then(Value::as_str) == Some("ORDER") {
            continue;
        }
        done.scrubbed += u32::from(scrub_item(ports, item).await?);
    }

    // 5. The order itself, last, with the audit entry: from here it is erased.
    let mut actions: Vec<UpdateAction> = [
        "candidateNameEnc",
        "candidatePhoneEnc",
        "candidateIdNumberEnc",
        "candidateEmailEnc",
        "candidateDetailsEnc",
        "emailMask",
        "nameHash",
        "phoneHash",
        "idHash",
        "consentFileKey",
        "shareHash",
        "gsi2pk",
        "gsi2sk",
    ]
    .into_iter()
    .map(|a| UpdateAction::Remove(a.into()))
    .collect();
    actions.extend([
        UpdateAction::set("nameMask", MASK),
        UpdateAction::set("phoneMask", MASK),
        UpdateAction::set("idNumberMask", MASK),
        UpdateAction::set("erasedAt", now),
        UpdateAction::set("erasureReason", reason.as_str()),
    ]);
    done.scrubbed += 1;
    let system = Actor {
        user_id: "system".into(),
        label: "Platform".into(),
        ip: None,
    };
    let detail = format!(
        "{order_id} · {} · {} items rewritten, {} deleted, {} files",
        reason.as_str(),
        done.scrubbed,
        done.deleted,
        done.files
    );
    let tx = Tx::new()
        .with(
            "order",
            TxAction::Update {
                key: order_key(order_id),
                actions,
                condition: Some(
                    Condition::item_present().and(Condition::NotExists("erasedAt".into())),
                ),
            },
        )
        // The ops processing summary's count, guarded by the order's condition.
        .with(
            "tally all",
            crate::stats::tally::erased(&order.enterprise_id),
        )
        .audited(
            ports,
            &order.enterprise_id,
            &system,
            Action::PrivacyErased,
            &detail,
        );
    match ports.table.run(tx).await {
        Ok(()) => {}
        // Another sweep finished it first.
        Err(TxError::Condition(_)) => return Ok(None),
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    tracing::info!(
        order_id = %order_id,
        reason = reason.as_str(),
        scrubbed = done.scrubbed,
        deleted = done.deleted,
        files = done.files,
        "candidate data erased"
    );
    Ok(Some(done))
}

/// Scrubs the batch row of the order and deletes the batch's sheet (it
/// holds every row's data; deleted with the batch's first erased order):
/// the rows scrubbed and the sheets deleted.
async fn erase_batch_row(
    ports: &Ports,
    batch_id: &str,
    order_id: &str,
) -> PrivacyResult<(u32, u32)> {
    use crate::batches::model::{batch_key, batch_pk};
    let rows = ports
        .table
        .query_all(
            Query::partition(batch_pk(batch_id))
                .sk(SkCondition::BeginsWith("ROW#".into()))
                .filter(Condition::eq("orderId", order_id)),
        )
        .await?;
    let mut scrubbed = 0;
    for row in rows {
        scrubbed += u32::from(scrub_item(ports, row).await?);
    }
    let batch = ports.table.get(&batch_key(batch_id)).await?;
    let sheet = batch.as_ref().and_then(|b| text(b, "fileKey"));
    if let Some(key) = &sheet {
        // Deleted, then forgotten: a crash between leaves a key to a file
        // already gone, deleted again harmlessly.
        crate::files::erase(ports, key).await?;
        ports
            .table
            .update(
                &batch_key(batch_id),
                vec![UpdateAction::Remove("fileKey".into())],
                Some(Condition::item_present()),
            )
            .await
            .map(|_| ())
            .or_else(|e| match e.is_condition_failure() {
                true => Ok(()),
                false => Err(e),
            })?;
    }
    Ok((scrubbed, u32::from(sheet.is_some())))
}
