//! A phone's checks across enterprises: one pointer per order
//! (`orders::model::CandidatePointer`), written in the order's creation
//! transaction. Orders placed before the pointers existed are indexed by
//! [`backfill`]: the local stack runs it at every start, and a deployed
//! stage runs it once through the processor (publish `candidates.backfill`
//! to the events topic, `docs/architecture.md`). It puts the same pointer
//! again for an order that has one, so it may run any number of times.

use verity_core::ports::Ports;
use verity_core::table::{Entity, Query, SkCondition, TableError, TableExt};

use super::session::phone_hash;
use super::CandidateResult;
use crate::enterprise::profile::{CertStatus, Enterprise};
use crate::identity::codes::LinkPhones;
use crate::orders::model::{list_pk, pointer_pk, CandidatePointer};
use crate::orders::Order;

/// The processor's event that runs [`backfill`].
pub const BACKFILL_EVENT: &str = "candidates.backfill";

/// Every pointer of a phone, newest first (a person has a handful of checks).
pub async fn of_phone(ports: &Ports, phone_hash: &str) -> CandidateResult<Vec<CandidatePointer>> {
    let mut pointers = ports
        .table
        .query_all_as::<CandidatePointer>(
            Query::partition(pointer_pk(phone_hash))
                .sk(SkCondition::BeginsWith("ORDER#".into()))
                .backward(),
        )
        .await?;
    for p in &mut pointers {
        p.phone_hash = phone_hash.to_string();
    }
    Ok(pointers)
}

/// Whether a phone has at least one check.
pub async fn has_checks(ports: &Ports, phone: &str) -> Result<bool, TableError> {
    let (found, _) = ports
        .table
        .page_as::<CandidatePointer>(
            Query::partition(pointer_pk(&phone_hash(ports, phone)))
                .sk(SkCondition::BeginsWith("ORDER#".into()))
                .limit(1),
        )
        .await?;
    Ok(!found.is_empty())
}

/// What identity asks before texting a code: a share link's phone
/// (`share::Links`), and whether a phone has a check (scene `me`).
pub struct Phones;

#[async_trait::async_trait]
impl LinkPhones for Phones {
    async fn issued_to(&self, ports: &Ports, link: &str, phone: &str) -> Result<bool, TableError> {
        crate::share::issued_to(ports, link, phone).await
    }

    async fn has_checks(&self, ports: &Ports, phone: &str) -> Result<bool, TableError> {
        has_checks(ports, phone).await
    }
}

/// Puts the pointer of every order of every enterprise (and its sandbox
/// twin), walking the enterprises by review status and each one's orders
/// (gsi1 `ORDERS#<enterpriseId>`). Answers the pointers written.
pub async fn backfill(ports: &Ports) -> CandidateResult<u64> {
    let mut written = 0;
    for status in [
        CertStatus::PendingReview,
        CertStatus::Certified,
        CertStatus::Rejected,
    ] {
        let mut cursor = None;
        loop {
            let (enterprises, next) =
                crate::enterprise::review::queue(ports, status, cursor, 100).await?;
            for e in &enterprises {
                written += backfill_enterprise(ports, e).await?;
            }
            match next {
                Some(c) => cursor = Some(c),
                None => break,
            }
        }
    }
    tracing::info!(written, "candidate pointers backfilled");
    Ok(written)
}

async fn backfill_enterprise(ports: &Ports, e: &Enterprise) -> CandidateResult<u64> {
    let mut written = 0;
    for id in [
        e.enterprise_id.clone(),
        verity_core::tenant::sandbox_twin(&e.enterprise_id),
    ] {
        let mut cursor = None;
        loop {
            let (orders, next) = ports
                .table
                .page_as::<Order>(
                    Query::partition(list_pk(&id))
                        .on_index("gsi1")
                        .limit(200)
                        .after(cursor),
                )
                .await?;
            for order in &orders {
                ports
                    .table
                    .put(CandidatePointer::of(order).to_item(), None)
                    .await?;
                written += 1;
            }
            match next {
                Some(c) => cursor = Some(c),
                None => break,
            }
        }
    }
    Ok(written)
}
