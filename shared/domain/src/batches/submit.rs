//! Submitting a batch and the processor's fan-out.
//!
//! - `batch/submit`: one charge (valid rows × price, one ledger entry) in
//!   the transaction that moves the batch to `submitting` and writes its
//!   chunks (slices of at most [`CHUNK_ROWS`] valid rows); then one
//!   `batch.fanout {batchId, chunk}` event per chunk.
//! - `batch.fanout`: creates each row's order. The order id is derived from
//!   the batch and the row, and the order's put is conditional, so a repeat
//!   (a redelivery, a restart midway) creates nothing twice. Each order gets
//!   its own charge marker (no money moves: the batch paid), so it can be
//!   cancelled and refunded like any order. The chunk's orders are counted
//!   in the enterprise's tallies when the chunk is done, in the transaction
//!   that marks it done (one tally write per chunk, so no tally is a hot
//!   item however fast the fan-out). The last chunk done moves the batch to
//!   `submitted` and starts the consent texts.
//! - `batch.invite {batchId, chunk}`: texts the chunk's consent links at
//!   the configured rate (`AuthSettings::batch_sms_per_second`), then hands on to the next chunk: one chunk at a
//!   time, so the whole batch keeps to the SMS service's rate.
//! - The orders sweep re-publishes the chunks of a batch that stood still.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use verity_core::events::DomainEvent;
use verity_core::ports::Ports;
use verity_core::table::{
    Condition, Entity, Query, SkCondition, Status, TableExt, Tx, TxAction, TxError, UpdateAction,
};

use super::model::*;
use super::rows::{all_rows, rows_query};
use super::{BatchError, BatchResult};
use crate::billing::charge::{Marker, MarkerKind};
use crate::billing::{self, Charge, Charged, Link};
use crate::catalog::packages;
use crate::catalog::CatalogError;
use crate::notices::{NoticeKind, NoticeParams, Raise};
use crate::orders::create::{prepare, Candidate, Draft, Prepared};
use crate::orders::model::AuthMode;
use crate::orders::{Order, OrderStatus};

pub const FANOUT_EVENT: &str = "batch.fanout";
pub const INVITE_EVENT: &str = "batch.invite";
/// Valid rows per fan-out event.
pub const CHUNK_ROWS: u32 = 250;
/// A submitting batch that has not moved for this long has its chunks re-published.
pub const STALL_MS: i64 = 5 * 60 * 1000;

/// What `batch/submit` answers (a retry with the same key again).
#[derive(Debug, Clone, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Submitted {
    pub batch_id: String,
    pub status: BatchStatus,
    pub order_count: u32,
    pub price_fen: i64,
    pub balance_after_fen: i64,
}

pub async fn submit(ports: &Ports, batch: &Batch, idempotency_key: &str) -> BatchResult<Submitted> {
    let body_hash = ports.pii.lookup_hash("batch.submit", &batch.batch_id);
    if let Some(first) =
        billing::charge::replay(ports, &batch.enterprise_id, idempotency_key, &body_hash).await?
    {
        return replayed(ports, batch, first).await;
    }
    // Queued behind this process's fixes of the batch; others' are met by
    // the revision condition.
    let gate = super::rows::gate(&batch.batch_id);
    let _turn = gate.acquire().await.expect("the gate is never closed");
    let started = std::time::Instant::now();
    let mut batch = batch.clone();
    for attempt in 0.. {
        if started.elapsed() > super::rows::DEADLINE {
            break;
        }
        if attempt > 0 {
            let pause = 5 + rand::random::<u64>() % (10 << attempt.min(5));
            tokio::time::sleep(Duration::from_millis(pause)).await;
            batch = any_batch(ports, &batch.batch_id).await?;
        }
        match submit_once(ports, &batch, idempotency_key, &body_hash).await? {
            Some(submitted) => return Ok(submitted),
            // A fix landed between the read of the rows and the charge.
            None => continue,
        }
    }
    Err(BatchError::Busy)
}

/// One try of [`submit`]: charges the valid rows of the revision read, in
/// the transaction that moves the batch on only if it is still at that
/// revision (`None`: a fix came between, read again).
async fn submit_once(
    ports: &Ports,
    batch: &Batch,
    idempotency_key: &str,
    body_hash: &str,
) -> BatchResult<Option<Submitted>> {
    if batch.status != BatchStatus::Ready {
        return Err(BatchError::State(batch.status));
    }
    crate::orders::create::may_order(ports, &batch.enterprise_id).await?;
    let current = packages::package(ports, &batch.enterprise_id, &batch.package.package_id).await?;
    if current.version != batch.package.version || current.status != packages::PackageStatus::Active
    {
        return Err(CatalogError::PackageChanged {
            version: current.version,
        }
        .into());
    }
    let rows = all_rows(ports, &batch.batch_id).await?;
    let valid: Vec<u32> = rows
        .iter()
        .filter(|r| r.is_valid())
        .map(|r| r.row)
        .collect();
    if valid.is_empty() {
        return Err(BatchError::NothingValid);
    }
    let chunks: Vec<Chunk> = valid
        .chunks(CHUNK_ROWS as usize)
        .enumerate()
        .map(|(i, rows)| Chunk {
            batch_id: batch.batch_id.clone(),
            chunk: i as u32,
            first: rows[0],
            last: rows[rows.len() - 1],
            rows: rows.len() as u32,
            created: 0,
            done: false,
            invited: 0,
            invites_done: false,
            charged_rows: rows.to_vec(),
        })
        .collect();
    let count = valid.len() as u32;
    let price = i64::from(count) * batch.package.price_fen;
    let now = ports.clock.now_millis();
    let TxAction::Update {
        key,
        actions,
        condition,
    } = batch.status.transition(
        batch.key(),
        BatchStatus::Submitting,
        vec![
            // The rows counted are the rows charged.
            UpdateAction::set("validCount", count),
            UpdateAction::set("chunkCount", chunks.len() as u32),
            UpdateAction::set("chargedFen", price),
            UpdateAction::set("submittedAt", now),
            UpdateAction::set("movedAt", now),
            UpdateAction::set("gsi2pk", QUEUE_PK),
            UpdateAction::set("gsi2sk", format!("{now:013}#{}", batch.batch_id)),
        ],
    )
    else {
        unreachable!("a transition is an update")
    };
    // ... and only at the revision whose rows were read: a fix that landed
    // meanwhile fails the charge, and the rows are read again.
    let mut same = vec![Condition::eq("revision", batch.revision)];
    if batch.revision == 0 {
        same.push(Condition::NotExists("revision".into()));
    }
    let at_revision = TxAction::Update {
        key,
        actions,
        condition: Some(Condition::And(
            condition.into_iter().chain([Condition::Or(same)]).collect(),
        )),
    };
    let mut with = Tx::new().with("batch", at_revision);
    for chunk in &chunks {
        with.push("chunk", chunk.put_new());
    }
    let result = Submitted {
        batch_id: batch.batch_id.clone(),
        status: BatchStatus::Submitting,
        order_count: count,
        price_fen: price,
        balance_after_fen: 0,
    };
    let charged = billing::charge(
        ports,
        Charge {
            enterprise_id: batch.enterprise_id.clone(),
            amount_fen: price,
            idempotency_key: idempotency_key.to_string(),
            body_hash: body_hash.to_string(),
            link: Link::batch(&batch.batch_id),
            note: crate::billing::Note::BatchCharge {
                count,
                file_name: Some(batch.file_name.clone()),
            },
            result: serde_json::to_value(&result).map_err(verity_core::failure::Internal::new)?,
            with,
        },
    )
    .await;
    let entry = match charged {
        Ok(Charged::New(entry)) => entry,
        Ok(Charged::Replayed(first)) => return replayed(ports, batch, first).await.map(Some),
        Err(billing::BillingError::Refused("batch")) => {
            let now = any_batch(ports, &batch.batch_id).await?;
            if now.status == BatchStatus::Ready {
                return Ok(None);
            }
            return Err(BatchError::State(now.status));
        }
        Err(e) => return Err(e.into()),
    };
    tracing::info!(batch_id = %batch.batch_id, orders = count, "batch charged");
    for chunk in &chunks {
        // A lost publish is caught by the sweep (a submitting batch that stood still).
        if let Err(e) = publish(ports, FANOUT_EVENT, &batch.batch_id, chunk.chunk).await {
            tracing::warn!(error = %e, batch_id = %batch.batch_id, "fan-out not published; the sweep will");
        }
    }
    Ok(Some(Submitted {
        balance_after_fen: entry.balance_after_fen,
        ..result
    }))
}

async fn replayed(ports: &Ports, batch: &Batch, first: Value) -> BatchResult<Submitted> {
    let first: Submitted =
        serde_json::from_value(first).map_err(verity_core::failure::Internal::new)?;
    let account = billing::account::account(ports, &batch.enterprise_id).await?;
    Ok(Submitted {
        balance_after_fen: account.balance_fen,
        ..first
    })
}

/// Submitting batches, oldest first (sparse gsi2), for the sweep.
pub const QUEUE_PK: &str = "BATCHQ#submitting";

async fn publish(ports: &Ports, kind: &str, batch_id: &str, chunk: u32) -> BatchResult<()> {
    ports
        .events
        .publish(DomainEvent::new(
            kind,
            json!({ "batchId": batch_id, "chunk": chunk }),
        ))
        .await
        .map_err(|e| verity_core::failure::Internal::new(e).into())
}

fn target(event: &DomainEvent) -> BatchResult<(String, u32)> {
    let batch_id = event.payload.get("batchId").and_then(Value::as_str);
    let chunk = event.payload.get("chunk").and_then(Value::as_u64);
    match (batch_id, chunk) {
        (Some(b), Some(c)) => Ok((b.to_string(), c as u32)),
        _ => Err(
            verity_core::failure::Internal::new("a batch event without batchId and chunk").into(),
        ),
    }
}

/// The order id of a batch's row: the same on every try.
pub fn row_order_id(ports: &Ports, batch_id: &str, row: u32) -> String {
    ports
        .pii
        .lookup_hash("batch.row", &format!("{batch_id}#{row}"))[..32]
        .to_string()
}

async fn any_batch(ports: &Ports, batch_id: &str) -> BatchResult<Batch> {
    ports
        .table
        .get_as::<Batch>(&batch_key(batch_id))
        .await?
        .ok_or(BatchError::NotFound)
}

async fn chunk_rows(ports: &Ports, chunk: &Chunk) -> BatchResult<Vec<BatchRow>> {
    let query = rows_query(&chunk.batch_id).sk(SkCondition::Between(
        format!("ROW#{:06}", chunk.first),
        format!("ROW#{:06}", chunk.last),
    ));
    let rows = ports.table.query_all_as::<BatchRow>(query).await?;
    if chunk.charged_rows.is_empty() {
        // A chunk written before the charged rows were kept with it.
        return Ok(rows.into_iter().filter(BatchRow::is_valid).collect());
    }
    // Exactly the rows the submit charged: a row fixed or removed after it
    // read them can neither add an order nor drop one.
    let charged: std::collections::BTreeSet<u32> = chunk.charged_rows.iter().copied().collect();
    Ok(rows
        .into_iter()
        .filter(|r| charged.contains(&r.row))
        .collect())
}

/// `batch.fanout`: creates the chunk's orders (see the module).
pub async fn fanout(ports: &Ports, event: &DomainEvent) -> BatchResult<()> {
    let (batch_id, n) = target(event)?;
    let batch = any_batch(ports, &batch_id).await?;
    let Some(chunk) = ports
        .table
        .get_as::<Chunk>(&chunk_key(&batch_id, n))
        .await?
    else {
        return Ok(());
    };
    if batch.status != BatchStatus::Submitting || chunk.done {
        return finish(ports, &batch).await;
    }
    let rows = chunk_rows(ports, &chunk).await?;
    let mut created = 0u32;
    // When each of the chunk's orders was placed (by this try or an earlier
    // one), for the tallies counted with the chunk.
    let mut placed_at = Vec::with_capacity(rows.len());
    for row in &rows {
        if let Some(at) = create_order(ports, &batch, row).await? {
            placed_at.push(at);
        }
        created += 1;
        if created.is_multiple_of(50) {
            ports
                .table
                .update(
                    &chunk.key(),
                    vec![UpdateAction::set("created", created)],
                    None,
                )
                .await?;
        }
    }
    // The chunk done and its orders counted in the enterprise's tallies, in
    // one transaction that happens once (a repeat finds the chunk done).
    let done = Tx::new()
        .with(
            "chunk",
            TxAction::Update {
                key: chunk.key(),
                actions: vec![
                    UpdateAction::set("created", created),
                    UpdateAction::set("done", true),
                ],
                condition: Some(Condition::Ne("done".into(), Value::Bool(true))),
            },
        )
        .extend(crate::stats::tally::orders_created(
            &batch.enterprise_id,
            &placed_at,
            OrderStatus::AwaitingAuthorization,
            AuthMode::Sms.counted_as(),
        ));
    match ports.table.run(done).await {
        Ok(()) | Err(TxError::Condition(_)) => {}
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    ports
        .table
        .update(
            &batch.key(),
            vec![UpdateAction::set("movedAt", ports.clock.now_millis())],
            None,
        )
        .await?;
    finish(ports, &batch).await
}

/// One row's order, unless it exists already: when it was placed (now or
/// by an earlier try; `None` if it is not there after all).
async fn create_order(ports: &Ports, batch: &Batch, row: &BatchRow) -> BatchResult<Option<i64>> {
    let order_id = row_order_id(ports, &batch.batch_id, row.row);
    let open = |e: verity_core::pii::PiiError| verity_core::failure::Internal::new(e);
    let name = row.name_enc.open(&ports.pii).map_err(open)?;
    let phone = row.phone_enc.open(&ports.pii).map_err(open)?;
    let id_number = row.id_number_enc.open(&ports.pii).map_err(open)?;
    let email = match &row.email_enc {
        Some(e) => Some(e.open(&ports.pii).map_err(open)?),
        None => None,
    };
    let position = match &row.position_enc {
        Some(p) => Some(p.open(&ports.pii).map_err(open)?),
        None => None,
    };
    // The package's columns (school, employer, …) as the row gave them.
    let extra: std::collections::BTreeMap<String, String> = match &row.extra_enc {
        Some(e) => serde_json::from_str(&e.open(&ports.pii).map_err(open)?).unwrap_or_default(),
        None => Default::default(),
    };
    let detail = |field: &str| extra.get(field).filter(|v| !v.is_empty()).cloned();
    let candidate = Candidate {
        name: &name,
        phone: &phone,
        id_number: &id_number,
        email: email.as_deref(),
        given: verity_core::provider::GivenDetails {
            school: detail("school"),
            degree: detail("degree"),
            employer: detail("employer"),
            employment_period: detail("employmentPeriod"),
            certificate_number: detail("certificateNumber"),
        },
    };
    let Prepared { order, tx } = prepare(
        ports,
        Draft {
            enterprise_id: &batch.enterprise_id,
            user_id: &batch.created_by,
            package: &batch.package,
            candidate: &candidate,
            position: position.as_deref(),
            auth_mode: AuthMode::Sms,
            consent_file_key: None,
            link_base: &batch.link_base,
            batch_id: Some(&batch.batch_id),
            order_id: &order_id,
            id_hash: row.id_hash.clone().unwrap_or_default(),
            now: ports.clock.now_millis(),
            // Counted when texted (`batch.invite`): a phone at its daily
            // cap gets its invitation from the sweep another day.
            reserve_text: false,
            // Counted with the chunk (see `fanout`).
            tally: false,
            retention_days: batch
                .retention_days
                .unwrap_or(crate::enterprise::profile::RETENTION_DEFAULT_DAYS),
        },
    );
    debug_assert_eq!(order.status, OrderStatus::AwaitingAuthorization);
    let marker = Marker {
        enterprise_id: batch.enterprise_id.clone(),
        marker: MarkerKind::Charge,
        link: Link::order(&order_id),
        amount_fen: batch.package.price_fen,
        at: order.created_at,
    };
    let tx = tx.with("charge marker", marker.put_new()).with(
        "row",
        TxAction::Update {
            key: row.key(),
            actions: vec![UpdateAction::set("orderId", order_id.as_str())],
            condition: None,
        },
    );
    let placed = match ports.table.run(tx).await {
        Ok(()) => Some(order),
        // Created by an earlier try (told again: the webhook's ids are the same).
        Err(TxError::Condition(_)) => {
            ports
                .table
                .get_as::<Order>(&crate::orders::model::order_key(&order_id))
                .await?
        }
        Err(TxError::Table(e)) => return Err(e.into()),
    };
    if let Some(order) = &placed {
        crate::orders::emit_webhook(
            ports,
            order,
            crate::webhooks::WebhookEvent::OrderCreated,
            OrderStatus::AwaitingAuthorization,
        )
        .await;
    }
    let placed_at = placed.map(|o| o.created_at);
    if ports.faults.fanout_order_created() {
        return Err(verity_core::failure::Internal::new("injected fan-out fault").into());
    }
    Ok(placed_at)
}

/// When every chunk is done: the batch is submitted and the texts start.
async fn finish(ports: &Ports, batch: &Batch) -> BatchResult<()> {
    if batch.status == BatchStatus::Submitted {
        return Ok(());
    }
    let chunks = chunks(ports, &batch.batch_id).await?;
    if chunks.is_empty() || !chunks.iter().all(|c| c.done) {
        return Ok(());
    }
    let now = ports.clock.now_millis();
    let moved = ports
        .table
        .run(Tx::new().with(
            "batch",
            BatchStatus::Submitting.transition(
                batch.key(),
                BatchStatus::Submitted,
                vec![
                    UpdateAction::set("finishedAt", now),
                    UpdateAction::Remove("gsi2pk".into()),
                    UpdateAction::Remove("gsi2sk".into()),
                ],
            ),
        ))
        .await;
    match moved {
        Ok(()) => {
            tracing::info!(batch_id = %batch.batch_id, "batch orders created");
            let placed = chunks.iter().map(|c| c.created).sum();
            crate::notices::raise::publish(ports, finished_notice(batch, placed, now)).await;
            crate::webhooks::emit(
                ports,
                &batch.enterprise_id,
                crate::webhooks::WebhookEvent::BatchCompleted,
                &batch.batch_id,
                serde_json::json!({ "batchId": batch.batch_id, "ordersPlaced": placed }),
            )
            .await;
            publish(ports, INVITE_EVENT, &batch.batch_id, 0).await
        }
        // Another chunk's handler finished it.
        Err(TxError::Condition(_)) => Ok(()),
        Err(TxError::Table(e)) => Err(e.into()),
    }
}

/// Every valid row of a batch became an order: told to the owner, admins
/// and whoever placed the batch.
fn finished_notice(batch: &Batch, order_count: u32, at: i64) -> Raise {
    Raise {
        kind: NoticeKind::BatchFinished,
        enterprise_id: batch.enterprise_id.clone(),
        occurrence: batch.batch_id.clone(),
        at,
        params: NoticeParams {
            batch_id: Some(batch.batch_id.clone()),
            order_count: Some(order_count),
            batch_created_at: Some(batch.created_at),
            ..Default::default()
        },
        placed_by: Some(batch.created_by.clone()),
    }
}

pub async fn chunks(ports: &Ports, batch_id: &str) -> BatchResult<Vec<Chunk>> {
    Ok(ports
        .table
        .query_all_as::<Chunk>(
            Query::partition(batch_pk(batch_id)).sk(SkCondition::BeginsWith("CHUNK#".into())),
        )
        .await?)
}

/// `batch.invite`: the chunk's consent texts at the configured rate, then the next chunk.
pub async fn invite(ports: &Ports, event: &DomainEvent) -> BatchResult<()> {
    let (batch_id, n) = target(event)?;
    let Some(chunk) = ports
        .table
        .get_as::<Chunk>(&chunk_key(&batch_id, n))
        .await?
    else {
        return Ok(());
    };
    if !chunk.invites_done {
        let rate = ports.auth.batch_sms_per_second;
        let pause = (rate > 0).then(|| Duration::from_millis(1000 / u64::from(rate)));
        let mut sent = 0u32;
        for row in chunk_rows(ports, &chunk).await? {
            let order_id = row_order_id(ports, &batch_id, row.row);
            crate::orders::process::invite_order(ports, &order_id, 1).await?;
            sent += 1;
            if sent.is_multiple_of(50) {
                ports
                    .table
                    .update(&chunk.key(), vec![UpdateAction::set("invited", sent)], None)
                    .await?;
            }
            if let Some(pause) = pause {
                tokio::time::sleep(pause).await;
            }
        }
        ports
            .table
            .update(
                &chunk.key(),
                vec![
                    UpdateAction::set("invited", sent),
                    UpdateAction::set("invitesDone", true),
                ],
                None,
            )
            .await?;
    }
    let next = ports
        .table
        .get_as::<Chunk>(&chunk_key(&batch_id, n + 1))
        .await?;
    match next {
        Some(next) if !next.invites_done => publish(ports, INVITE_EVENT, &batch_id, n + 1).await,
        _ => Ok(()),
    }
}

/// The sweep's part: batches submitting with no progress for a while get
/// their unfinished chunks (or their first unfinished texts) re-published.
pub async fn sweep(ports: &Ports) -> BatchResult<()> {
    let now = ports.clock.now_millis();
    let stalled = ports
        .table
        .query_all_as::<Batch>(Query::partition(QUEUE_PK).on_index("gsi2"))
        .await?;
    for batch in stalled {
        let moved_at = ports
            .table
            .get(&batch.key())
            .await?
            .and_then(|item| item.get("movedAt").and_then(Value::as_i64))
            .unwrap_or(0);
        if now - moved_at < STALL_MS {
            continue;
        }
        for chunk in chunks(ports, &batch.batch_id).await? {
            if !chunk.done {
                publish(ports, FANOUT_EVENT, &batch.batch_id, chunk.chunk).await?;
            }
        }
        // All chunks done but the batch not moved: finish it now.
        finish(ports, &batch).await?;
    }
    // Texts that stopped: the first chunk of a submitted batch not all texted.
    Ok(())
}
