//! Assembling version 1 when an order completes, reading the current
//! version and the history, and an analyst's edit as a new version.

use serde_json::json;
use verity_core::events::DomainEvent;
use verity_core::failure::FieldError;
use verity_core::ports::Ports;
use verity_core::table::{Entity, Query, SkCondition, TableExt, Tx, TxError};
use verity_core::text::Text;

use super::model::*;
use super::{ReportError, ReportResult};
use crate::orders::lifecycle;
use crate::orders::model::{order_pk, EventKind, OrderEvent};
use crate::orders::{OrderRecord, OrderStatus};

/// `report.assemble {orderId}`: published when an order completes.
pub const REPORT_EVENT: &str = "report.assemble";

fn versions_query(order_id: &str) -> Query {
    Query::partition(order_pk(order_id)).sk(SkCondition::BeginsWith("REPORT#".into()))
}

pub(crate) async fn latest(ports: &Ports, order_id: &str) -> ReportResult<Option<Report>> {
    let (mut found, _) = ports
        .table
        .page_as::<Report>(versions_query(order_id).backward().limit(1))
        .await?;
    Ok(found.pop())
}

/// Version 1 from the order's record (the order must be completed).
fn first_version(record: &OrderRecord, now: i64) -> Report {
    let o = &record.order;
    let mut items: Vec<ReportItem> = record
        .items
        .iter()
        .map(|i| ReportItem {
            index: i.index,
            code: i.code.clone(),
            ordinal: i.ordinal,
            name_zh: i.name_zh.clone(),
            name_en: i.name_en.clone(),
            grade: Grade::of(&i.code, i.result),
            findings_zh: i.finding_zh.clone(),
            findings_en: i.finding_en.clone(),
            source: i.source.clone(),
            source_zh: i.source_zh.clone(),
            checked_at: i.finished_at,
        })
        .collect();
    items.sort_by_key(|i| i.index);
    Report {
        order_id: o.order_id.clone(),
        enterprise_id: o.enterprise_id.clone(),
        order_no: o.order_no.clone(),
        version: 1,
        overall_result: Report::overall(&items),
        candidate: ReportCandidate {
            name: o.name_mask.clone(),
            phone: o.phone_mask.clone(),
            id_number: o.id_number_mask.clone(),
        },
        package_name: o.package_name.clone(),
        package_version: o.package_version,
        items,
        consent: record.consent.as_ref().map(|c| ReportConsent {
            mode: c.mode,
            signed_at: c.signed_at,
            text_version: c.text_version.clone(),
        }),
        ordered_at: o.created_at,
        completed_at: o.completed_at.unwrap_or(now),
        created_at: now,
        created_by: "system".into(),
        reason: None,
        note: None,
    }
}

/// Writes version 1 unless it exists; answers the current version.
async fn assemble(ports: &Ports, record: &OrderRecord) -> ReportResult<Report> {
    if record.order.status != OrderStatus::Completed {
        return Err(ReportError::NotReady(record.order.status));
    }
    let report = first_version(record, ports.clock.now_millis());
    if !ports.table.put_new(&report).await? {
        // Assembled by the event meanwhile (or earlier): read what is there.
        return latest(ports, &record.order.order_id)
            .await?
            .ok_or_else(|| verity_core::failure::Internal::new("a report vanished").into());
    }
    tracing::info!(order_id = %record.order.order_id, "report assembled");
    report_updated(ports, &report).await;
    Ok(report)
}

/// `report.assemble`: version 1 of a completed order's report (a repeat does nothing).
pub async fn on_completed(ports: &Ports, event: &DomainEvent) -> ReportResult<()> {
    let order_id = &event
        .text("orderId")
        .ok_or_else(|| verity_core::failure::Internal::new("a report event without orderId"))?;
    let order = lifecycle::any_order(ports, order_id).await?;
    let record = lifecycle::record(ports, &order.enterprise_id, order_id).await?;
    if latest(ports, order_id).await?.is_none() {
        assemble(ports, &record).await?;
    }
    Ok(())
}

/// Publishes the assembly of a completed order's report (a lost event is
/// made up for by the first read, which assembles it).
pub async fn publish_assembly(ports: &Ports, order_id: &str) {
    if let Err(e) = ports
        .events
        .publish(DomainEvent::new(
            REPORT_EVENT,
            json!({ "orderId": order_id }),
        ))
        .await
    {
        tracing::warn!(error = %e, order_id = %order_id, "report event not published; the first read assembles it");
    }
}

/// The current version of the report of an order of this enterprise.
pub async fn current(ports: &Ports, enterprise_id: &str, order_id: &str) -> ReportResult<Report> {
    let order = lifecycle::order(ports, enterprise_id, order_id).await?;
    if let Some(report) = latest(ports, &order.order_id).await? {
        return Ok(report);
    }
    let record = lifecycle::record(ports, enterprise_id, order_id).await?;
    assemble(ports, &record).await
}

/// Every version, oldest first.
pub async fn versions(
    ports: &Ports,
    enterprise_id: &str,
    order_id: &str,
) -> ReportResult<Vec<Report>> {
    current(ports, enterprise_id, order_id).await?;
    Ok(ports
        .table
        .query_all_as::<Report>(versions_query(order_id))
        .await?)
}

/// An analyst's change to the items of one code.
#[derive(Debug, Clone)]
pub struct ItemEdit {
    pub code: String,
    pub grade: Option<Grade>,
    /// Replaces the findings (both languages: an analyst writes one text).
    pub findings: Option<String>,
}

/// A new version from the current one with `edits` applied, by `analyst`, for `reason`.
pub async fn edit(
    ports: &Ports,
    order_id: &str,
    analyst: &str,
    reason: &str,
    note: Option<&str>,
    edits: &[ItemEdit],
) -> ReportResult<Report> {
    let order = lifecycle::any_order(ports, order_id)
        .await
        .map_err(|_| ReportError::NotFound)?;
    let current = current(ports, &order.enterprise_id, order_id).await?;
    let mut next = current.clone();
    for (i, e) in edits.iter().enumerate() {
        let mut matched = false;
        for item in next.items.iter_mut().filter(|it| it.code == e.code) {
            matched = true;
            if let Some(grade) = e.grade {
                item.grade = grade;
            }
            if let Some(findings) = &e.findings {
                item.findings_zh = Some(findings.clone());
                item.findings_en = Some(findings.clone());
            }
        }
        if !matched {
            return Err(FieldError::new(
                format!("items[{i}].code"),
                Text::new("the report has no item of this code", "报告中没有该项目"),
            )
            .into());
        }
    }
    next.version = current.version + 1;
    next.overall_result = Report::overall(&next.items);
    next.created_at = ports.clock.now_millis();
    next.created_by = analyst.to_string();
    next.reason = Some(reason.to_string());
    next.note = note.map(str::to_string);
    let published = Tx::new().with("version", next.put_new()).with(
        "event",
        OrderEvent::new(order_id, next.created_at, EventKind::ReportPublished)
            .note(format!("v{}", next.version))
            .put(),
    );
    match ports.table.run(published).await {
        Ok(()) => {}
        Err(TxError::Condition(_)) => {
            return Err(ReportError::Changed {
                version: current.version + 1,
            })
        }
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    tracing::info!(order_id = %order_id, version = next.version, "report edited");
    report_updated(ports, &next).await;
    Ok(next)
}

/// `report.updated`: a version was published (the first, or an amendment).
pub(crate) async fn report_updated(ports: &Ports, report: &Report) {
    crate::webhooks::emit(
        ports,
        &report.enterprise_id,
        crate::webhooks::WebhookEvent::ReportUpdated,
        &format!("{}#v{}", report.order_id, report.version),
        json!({
            "orderId": report.order_id,
            "orderNo": report.order_no,
            "reportVersion": report.version,
            "conclusion": report.overall_result,
        }),
    )
    .await;
}
