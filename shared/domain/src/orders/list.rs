//! The enterprise's orders: one index query (gsi1, newest first) with the
//! filters as conditions on it, a cursor per page.
//!
//! A keyword finds a candidate two ways. For members who see candidates
//! (`Right::ViewCandidates`, [`Filter::partial`]) it matches part of the
//! name or the last 4+ digits of the phone: names and phones are sealed, so
//! the enterprise's own orders (its gsi1 partition, the other filters applied
//! by the table) are opened server-side and compared in memory, at most
//! [`SEARCH_SCAN`] orders per call; a call that stops there answers the
//! matches so far and a cursor to go on. Nothing of the keyword lands in a
//! key or an index. For the others it matches an exact name or phone through
//! their keyed hashes, as before (no oracle on part of a masked name).

use verity_core::ports::Ports;
use verity_core::provider::ItemResult;
use verity_core::table::{Condition, Entity, Query, Status, TableExt};

use super::model::{list_pk, Order, OrderStatus};
use super::OrderResult;

#[derive(Debug, Default, Clone)]
pub struct Filter {
    pub status: Option<OrderStatus>,
    pub result: Option<ItemResult>,
    pub package_id: Option<String>,
    pub batch_id: Option<String>,
    /// Creation time, epoch ms, inclusive.
    pub from: Option<i64>,
    pub to: Option<i64>,
    pub keyword: Option<String>,
    /// The keyword may match part of the name or the phone's last digits
    /// (members who see candidates); else only an exact name or phone.
    pub partial: bool,
}

/// Orders one search call opens at most (see the module's description).
pub const SEARCH_SCAN: usize = 2_000;
/// Orders read per index query while searching.
const SEARCH_READ: usize = 200;

impl Filter {
    fn keyword(&self) -> Option<&str> {
        self.keyword
            .as_deref()
            .map(str::trim)
            .filter(|k| !k.is_empty())
    }
}

/// One page of the enterprise's orders and the next page's cursor.
pub async fn page(
    ports: &Ports,
    enterprise_id: &str,
    filter: &Filter,
    cursor: Option<String>,
    page_size: usize,
) -> OrderResult<(Vec<Order>, Option<String>)> {
    if filter.partial && filter.keyword().is_some() {
        return search(ports, enterprise_id, filter, cursor, page_size).await;
    }
    let mut query = created_within(enterprise_id, filter)
        .limit(page_size)
        .after(cursor);
    if let Some(condition) = conditions(ports, filter) {
        query = query.filter(condition);
    }
    Ok(ports.table.page_as::<Order>(query).await?)
}

/// The enterprise's orders created within the filter's range (a batch's
/// fan-out window when `batches::view::narrow_to_batch` narrowed it), newest first.
fn created_within(enterprise_id: &str, filter: &Filter) -> Query {
    Query::newest_created_within(list_pk(enterprise_id), "gsi1", filter.from, filter.to)
}

/// Every order the filter matches, newest first, up to `max` (exports).
pub async fn all(
    ports: &Ports,
    enterprise_id: &str,
    filter: &Filter,
    max: usize,
) -> OrderResult<Vec<Order>> {
    let mut out = Vec::new();
    let mut cursor = None;
    loop {
        let (items, next) = page(ports, enterprise_id, filter, cursor, 500).await?;
        out.extend(items);
        match next {
            Some(c) if out.len() < max => cursor = Some(c),
            _ => break,
        }
    }
    out.truncate(max);
    Ok(out)
}

fn conditions(ports: &Ports, f: &Filter) -> Option<Condition> {
    let mut all = Vec::new();
    if let Some(s) = f.status {
        all.push(Condition::eq("status", s.as_str()));
    }
    if let Some(r) = f.result {
        all.push(Condition::eq(
            "result",
            match r {
                ItemResult::Clear => "clear",
                ItemResult::Consider => "consider",
            },
        ));
    }
    if let Some(p) = &f.package_id {
        all.push(Condition::eq("packageId", p.as_str()));
    }
    if let Some(b) = &f.batch_id {
        all.push(Condition::eq("batchId", b.as_str()));
    }
    if let Some(k) = f.keyword().filter(|_| !f.partial) {
        all.push(Condition::Or(vec![
            Condition::eq("nameHash", ports.pii.lookup_hash("candidate.name", k)),
            Condition::eq("phoneHash", ports.pii.lookup_hash("candidate.phone", k)),
        ]));
    }
    match all.len() {
        0 => None,
        1 => all.pop(),
        _ => Some(Condition::And(all)),
    }
}

/// One page of the orders whose candidate matches part of the keyword (see
/// the module's description): the enterprise's list read newest first with
/// the other filters, each order's name and phone opened and compared.
async fn search(
    ports: &Ports,
    enterprise_id: &str,
    filter: &Filter,
    mut cursor: Option<String>,
    page_size: usize,
) -> OrderResult<(Vec<Order>, Option<String>)> {
    let needle = filter.keyword().unwrap_or_default().to_lowercase();
    let others = conditions(ports, filter);
    let mut found = Vec::new();
    let mut opened = 0;
    loop {
        let mut query = created_within(enterprise_id, filter)
            .limit(SEARCH_READ)
            .after(cursor.take());
        if let Some(c) = &others {
            query = query.filter(c.clone());
        }
        let (orders, next) = ports.table.page_as::<Order>(query).await?;
        for order in orders {
            opened += 1;
            if candidate_matches(ports, &order, &needle) {
                found.push(order);
                if found.len() == page_size {
                    let last = found.last().map(resume_after);
                    return Ok((found, last));
                }
            }
        }
        match next {
            None => return Ok((found, None)),
            // The call's share is read: the matches so far and where to go on.
            Some(next) if opened >= SEARCH_SCAN => return Ok((found, Some(next))),
            Some(next) => cursor = Some(next),
        }
    }
}

/// Part of the name (any case), or 4+ digits the phone ends with.
fn candidate_matches(ports: &Ports, order: &Order, needle: &str) -> bool {
    let name = order
        .candidate_name_enc
        .open(&ports.pii)
        .unwrap_or_default()
        .to_lowercase();
    if name.contains(needle) {
        return true;
    }
    needle.len() >= 4
        && needle.bytes().all(|b| b.is_ascii_digit())
        && order
            .candidate_phone_enc
            .open(&ports.pii)
            .is_ok_and(|phone| phone.ends_with(needle))
}

/// The cursor that resumes the enterprise's list after this order.
fn resume_after(order: &Order) -> String {
    let mut key = serde_json::Map::new();
    let base = order.key();
    key.insert("pk".into(), base.pk.into());
    key.insert("sk".into(), base.sk.into());
    for (attr, value) in order.index_keys() {
        if attr.starts_with("gsi1") {
            key.insert(attr.into(), value.into());
        }
    }
    verity_core::table::cursor::encode(&key)
}

/// The enterprise's `n` newest orders: one query of its list, no filter.
pub async fn newest(ports: &Ports, enterprise_id: &str, n: usize) -> OrderResult<Vec<Order>> {
    let page = ports
        .table
        .query(
            Query::partition(list_pk(enterprise_id))
                .on_index("gsi1")
                .backward()
                .limit(n),
        )
        .await?;
    Ok(page
        .items
        .into_iter()
        .map(Order::from_item)
        .collect::<Result<_, _>>()?)
}
