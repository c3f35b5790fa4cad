//! A member's inbox in their current enterprise: the notices their role
//! reads now, newest first, paged, with the counts; marking read.

use serde_json::json;
use verity_core::failure::FieldError;
use verity_core::ports::Ports;
use verity_core::table::{Condition, Query, TableExt, Tx, TxAction, TxError, UpdateAction};
use verity_core::text::Text;

use super::model::{
    count_key, inbox_pk, notice_key, unread_index_pk, Audience, InboxCount, Notice,
};
use super::{NoticeError, NoticeResult};
use crate::identity::Role;

/// The reader: a member in their current enterprise, with the role they
/// hold now (the session reads it at each call).
#[derive(Debug, Clone)]
pub struct Reader<'a> {
    pub user_id: &'a str,
    pub enterprise_id: &'a str,
    pub role: Role,
}

/// One page of the inbox.
#[derive(Debug, Clone)]
pub struct InboxPage {
    pub list: Vec<Notice>,
    /// Notices the reader may see (unread ones with `unread_only`).
    pub total: i64,
    /// Unread notices the reader may see.
    pub unread: i64,
}

/// Items a query reads per page while it skips to the page asked for.
const READ_PAGE: usize = 50;
/// Notices one transaction marks (plus the count).
const MARK_CHUNK: usize = 24;
/// Ids one `read` call takes.
pub const MAX_IDS: usize = 100;

async fn counts(ports: &Ports, r: &Reader<'_>) -> NoticeResult<InboxCount> {
    Ok(ports
        .table
        .get_as::<InboxCount>(&count_key(r.user_id, r.enterprise_id))
        .await?
        .unwrap_or_default())
}

/// `audience IN held`, or nothing when every audience is held.
fn held_filter(held: &[Audience]) -> Option<Condition> {
    if held.len() == Audience::ALL.len() {
        return None;
    }
    Some(Condition::Or(
        held.iter()
            .map(|a| Condition::eq("audience", a.as_str()))
            .collect(),
    ))
}

/// The unread count the reader sees.
pub async fn unread(ports: &Ports, r: &Reader<'_>) -> NoticeResult<i64> {
    let c = counts(ports, r).await?;
    Ok(Audience::held_by(r.role)
        .into_iter()
        .map(|a| c.of(a).0)
        .sum())
}

/// A page of the reader's notices, newest first (only unread ones with
/// `unread_only`). Notices of a right the reader no longer holds are left
/// out of the list and the counts.
pub async fn list(
    ports: &Ports,
    r: &Reader<'_>,
    page: usize,
    page_size: usize,
    unread_only: bool,
) -> NoticeResult<InboxPage> {
    let held = Audience::held_by(r.role);
    let c = counts(ports, r).await?;
    let unread: i64 = held.iter().map(|a| c.of(*a).0).sum();
    let total: i64 = if unread_only {
        unread
    } else {
        held.iter().map(|a| c.of(*a).1).sum()
    };
    if held.is_empty() {
        return Ok(InboxPage {
            list: Vec::new(),
            total: 0,
            unread: 0,
        });
    }
    let skip = page.saturating_sub(1).saturating_mul(page_size);
    let want = skip + page_size;
    let mut query = if unread_only {
        Query::partition(unread_index_pk(r.user_id, r.enterprise_id)).on_index("gsi2")
    } else {
        Query::partition(inbox_pk(r.user_id, r.enterprise_id)).on_index("gsi1")
    }
    .backward()
    .limit(READ_PAGE.max(page_size));
    if let Some(f) = held_filter(&held) {
        query = query.filter(f);
    }
    let mut seen: Vec<Notice> = Vec::new();
    let mut cursor = None;
    loop {
        let (items, next) = ports
            .table
            .page_as::<Notice>(query.clone().after(cursor))
            .await?;
        seen.extend(items);
        match next {
            Some(n) if seen.len() < want => cursor = Some(n),
            _ => break,
        }
    }
    Ok(InboxPage {
        list: seen.into_iter().skip(skip).take(page_size).collect(),
        total,
        unread,
    })
}

/// What `read` marks.
#[derive(Debug, Clone)]
pub enum Target {
    Ids(Vec<String>),
    All,
}

/// Marks notices of the reader's inbox read. Ids must all be the reader's
/// (and of a right they hold): one that is not (another member's, another
/// enterprise's, or none) refuses the whole call, nothing marked. A notice
/// read already stays as it was. Answers how many were marked now.
pub async fn mark_read(ports: &Ports, r: &Reader<'_>, target: Target) -> NoticeResult<u32> {
    let held = Audience::held_by(r.role);
    let unread: Vec<Notice> = match target {
        Target::Ids(ids) => {
            if ids.is_empty() {
                return Err(FieldError::new(
                    "ids",
                    Text::new(
                        "choose at least one notice, or all",
                        "请至少选择一条通知，或选择全部",
                    ),
                )
                .into());
            }
            if ids.len() > MAX_IDS {
                return Err(FieldError::new(
                    "ids",
                    Text::new("at most 100 notices at once", "一次最多标记 100 条通知"),
                )
                .into());
            }
            let mut found = Vec::new();
            let mut missing: Vec<(usize, String)> = Vec::new();
            for (i, id) in ids.iter().enumerate() {
                if found.iter().any(|n: &Notice| &n.notice_id == id) {
                    continue;
                }
                let notice = if id.is_empty() || id.len() > 64 {
                    None
                } else {
                    ports
                        .table
                        .get_as::<Notice>(&notice_key(r.user_id, r.enterprise_id, id))
                        .await?
                        .filter(|n| held.contains(&n.audience))
                };
                match notice {
                    Some(n) => found.push(n),
                    None => missing.push((i, id.clone())),
                }
            }
            if let Some((i, _)) = missing.first() {
                return Err(NoticeError::NotFound {
                    field: format!("ids[{i}]"),
                    ids: missing.into_iter().map(|(_, id)| id).collect(),
                });
            }
            found.into_iter().filter(|n| n.read_at.is_none()).collect()
        }
        Target::All => {
            let mut query =
                Query::partition(unread_index_pk(r.user_id, r.enterprise_id)).on_index("gsi2");
            if let Some(f) = held_filter(&held) {
                query = query.filter(f);
            }
            ports.table.query_all_as::<Notice>(query).await?
        }
    };
    let now = ports.clock.now_millis();
    let mut marked = 0;
    for chunk in unread.chunks(MARK_CHUNK) {
        match ports.table.run(mark_tx(r, chunk, now)).await {
            Ok(()) => marked += chunk.len() as u32,
            // One was read meanwhile: mark the others one by one.
            Err(TxError::Condition(_)) if chunk.len() > 1 => {
                for n in chunk {
                    match ports
                        .table
                        .run(mark_tx(r, std::slice::from_ref(n), now))
                        .await
                    {
                        Ok(()) => marked += 1,
                        Err(TxError::Condition(_)) => {}
                        Err(TxError::Table(e)) => return Err(e.into()),
                    }
                }
            }
            Err(TxError::Condition(_)) => {}
            Err(TxError::Table(e)) => return Err(e.into()),
        }
    }
    Ok(marked)
}

/// Each notice leaves the unread index under the condition that it is
/// unread; the count drops by as many in the same transaction.
fn mark_tx(r: &Reader<'_>, notices: &[Notice], now: i64) -> Tx {
    let mut tx = Tx::new();
    let mut drops: Vec<(Audience, i64)> = Vec::new();
    for n in notices {
        tx.push(
            "notice",
            TxAction::Update {
                key: notice_key(r.user_id, r.enterprise_id, &n.notice_id),
                actions: vec![
                    UpdateAction::set("readAt", json!(now)),
                    UpdateAction::Remove("gsi2pk".into()),
                    UpdateAction::Remove("gsi2sk".into()),
                ],
                condition: Some(
                    Condition::item_present().and(Condition::NotExists("readAt".into())),
                ),
            },
        );
        match drops.iter_mut().find(|(a, _)| *a == n.audience) {
            Some((_, k)) => *k += 1,
            None => drops.push((n.audience, 1)),
        }
    }
    tx.push(
        "count",
        TxAction::Update {
            key: count_key(r.user_id, r.enterprise_id),
            actions: drops
                .into_iter()
                .map(|(a, k)| UpdateAction::add(a.count_attrs().0, -k))
                .collect(),
            condition: None,
        },
    );
    tx
}
