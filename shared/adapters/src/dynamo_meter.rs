//! The capacity units this process consumed, as DynamoDB reports them (every
//! call asks for its total, split by index): the cost model in
//! docs/deploy.md counts them on a real order journey. On-demand bills read
//! and write request units apart.
//!
//! With key counting on ([`count_keys`], or `VERITY_METER_FILE` naming a file
//! that a snapshot is written to every half second) the adapter also counts
//! the writes of every item, by its key with the ids kept but every hashed or
//! free-text part (phone and ID-number hashes, tokens, file keys) replaced
//! by `…` ([`safe_key`]), and the units spent per kind of call ([`kind_of`]:
//! the key's shape with its ids replaced too). The benchmark
//! (`infra/scripts/bench/data.sh`) reads the hottest item's writes per
//! second from it.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, Once};
use std::time::{SystemTime, UNIX_EPOCH};

use aws_sdk_dynamodb::types::ConsumedCapacity;
use serde::Serialize;
use verity_core::table::Key;

/// Units and calls on one table.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Consumed {
    pub read_units: f64,
    pub write_units: f64,
    pub read_calls: u64,
    pub write_calls: u64,
}

/// The writes one item took.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct KeyWrites {
    /// The item's key, `pk|sk`, made safe ([`safe_key`]).
    pub key: String,
    pub writes: u64,
    /// The most writes it took within one wall-clock second.
    pub peak_per_second: u64,
    pub first_ms: u64,
    pub last_ms: u64,
    #[serde(skip)]
    second: u64,
    #[serde(skip)]
    in_second: u64,
}

/// Units spent by one kind of call (see [`kind_of`]), split by where they went.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct KindUnits {
    pub calls: u64,
    pub units: f64,
    /// Of `units`: the base table's, then each index's.
    pub table: f64,
    pub indexes: std::collections::BTreeMap<String, f64>,
}

#[derive(Default)]
struct TableMeter {
    consumed: Consumed,
    /// By the item's raw `pk|sk` (in memory only; [`KeyWrites::key`] is its safe label).
    keys: HashMap<String, KeyWrites>,
    reads: HashMap<String, KindUnits>,
    writes: HashMap<String, KindUnits>,
}

static TABLES: Mutex<Option<HashMap<String, TableMeter>>> = Mutex::new(None);
static KEYS_ON: AtomicBool = AtomicBool::new(false);
static FROM_ENV: Once = Once::new();

fn with_tables<T>(f: impl FnOnce(&mut HashMap<String, TableMeter>) -> T) -> T {
    let mut tables = TABLES.lock().unwrap_or_else(|e| e.into_inner());
    f(tables.get_or_insert_with(HashMap::new))
}

/// Everything this process consumed on `table` so far.
pub fn consumed(table: &str) -> Consumed {
    with_tables(|t| t.get(table).map(|m| m.consumed).unwrap_or_default())
}

/// Turns per-key and per-kind counting on for this process.
pub fn count_keys() {
    KEYS_ON.store(true, Ordering::Relaxed);
}

/// Per-key counting is on (`count_keys`, or `VERITY_METER_FILE` set: the
/// first call starts the thread that writes the snapshots).
fn keys_on() -> bool {
    FROM_ENV.call_once(|| {
        if let Some(path) = std::env::var_os("VERITY_METER_FILE").filter(|p| !p.is_empty()) {
            count_keys();
            std::thread::spawn(move || loop {
                std::thread::sleep(std::time::Duration::from_millis(500));
                let json = serde_json::to_vec_pretty(&snapshot(50)).unwrap_or_default();
                let tmp = std::path::PathBuf::from(format!("{}.tmp", path.to_string_lossy()));
                if std::fs::write(&tmp, json).is_ok() {
                    let _ = std::fs::rename(&tmp, &path);
                }
            });
        }
    });
    KEYS_ON.load(Ordering::Relaxed)
}

/// One table's figures: its units, its `top` most written items (most
/// written first) and the units per kind of call.
#[derive(Debug, Clone, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TableSnapshot {
    #[serde(flatten)]
    pub consumed: Consumed,
    pub hottest: Vec<KeyWrites>,
    pub reads: std::collections::BTreeMap<String, KindUnits>,
    pub writes: std::collections::BTreeMap<String, KindUnits>,
}

/// Every table's figures (see [`TableSnapshot`]).
pub fn snapshot(top: usize) -> std::collections::BTreeMap<String, TableSnapshot> {
    with_tables(|tables| {
        tables
            .iter()
            .map(|(name, m)| {
                let mut hottest: Vec<KeyWrites> = m.keys.values().cloned().collect();
                hottest.sort_by(|a, b| {
                    (b.writes, b.peak_per_second, &a.key).cmp(&(
                        a.writes,
                        a.peak_per_second,
                        &b.key,
                    ))
                });
                hottest.truncate(top);
                let sorted = |m: &HashMap<String, KindUnits>| {
                    m.iter().map(|(k, v)| (k.clone(), v.clone())).collect()
                };
                let snap = TableSnapshot {
                    consumed: m.consumed,
                    hottest,
                    reads: sorted(&m.reads),
                    writes: sorted(&m.writes),
                };
                (name.clone(), snap)
            })
            .collect()
    })
}

/// The snapshot of one table.
pub fn table_snapshot(table: &str, top: usize) -> TableSnapshot {
    snapshot(top).remove(table).unwrap_or_default()
}

fn units(capacity: &[ConsumedCapacity]) -> f64 {
    capacity
        .iter()
        .filter_map(ConsumedCapacity::capacity_units)
        .sum()
}

fn split(capacity: &[ConsumedCapacity], into: &mut KindUnits) {
    for c in capacity {
        let total = c.capacity_units().unwrap_or(0.0);
        into.units += total;
        let mut on_indexes = 0.0;
        for (name, cap) in c.global_secondary_indexes().into_iter().flatten() {
            let u = cap.capacity_units().unwrap_or(0.0);
            on_indexes += u;
            *into.indexes.entry(name.clone()).or_default() += u;
        }
        into.table += c
            .table()
            .and_then(|t| t.capacity_units())
            .unwrap_or(total - on_indexes);
    }
}

pub(super) fn read(table: &str, kind: impl FnOnce() -> String, capacity: &[ConsumedCapacity]) {
    let units = units(capacity);
    let by_kind = keys_on().then(kind);
    with_tables(|t| {
        let m = t.entry(table.to_string()).or_default();
        m.consumed.read_calls += 1;
        m.consumed.read_units += units;
        if let Some(kind) = by_kind {
            let k = m.reads.entry(kind).or_default();
            k.calls += 1;
            split(capacity, k);
        }
    });
}

pub(super) fn write(table: &str, keys: impl FnOnce() -> Vec<Key>, capacity: &[ConsumedCapacity]) {
    write_labelled(table, "tx", keys, capacity)
}

/// A write of several items (`label`: `tx` or `batch`).
pub(super) fn write_labelled(
    table: &str,
    label: &str,
    keys: impl FnOnce() -> Vec<Key>,
    capacity: &[ConsumedCapacity],
) {
    let units = units(capacity);
    let counted = keys_on().then(|| {
        let keys = keys();
        let kind = match keys.as_slice() {
            [one] => kind_of(one),
            many => {
                let mut kinds: Vec<String> = many.iter().map(kind_of).collect();
                kinds.sort();
                kinds.dedup();
                format!("{label}[{}]", kinds.join(", "))
            }
        };
        // Counted by the item itself (two items whose keys differ only in a
        // hashed part are two items); only the safe label is ever written out.
        let items: Vec<(String, String)> = keys
            .iter()
            .map(|k| (format!("{}|{}", k.pk, k.sk), safe_key(k)))
            .collect();
        (kind, items)
    });
    let now_ms = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0);
    with_tables(|t| {
        let m = t.entry(table.to_string()).or_default();
        m.consumed.write_calls += 1;
        m.consumed.write_units += units;
        if let Some((kind, items)) = counted {
            let k = m.writes.entry(kind).or_default();
            k.calls += 1;
            split(capacity, k);
            for (item, key) in items {
                let w = m.keys.entry(item).or_insert_with(|| KeyWrites {
                    key,
                    first_ms: now_ms,
                    ..Default::default()
                });
                w.writes += 1;
                w.last_ms = now_ms;
                let second = now_ms / 1000;
                if w.second != second {
                    w.second = second;
                    w.in_second = 0;
                }
                w.in_second += 1;
                w.peak_per_second = w.peak_per_second.max(w.in_second);
            }
        }
    });
}

/// Prefixes whose next part is an id (kept); any other non-word part is
/// hashed or free text and is replaced by `…`.
const ID_PREFIXES: &[&str] = &[
    "ENT",
    "DUP",
    "ORDER",
    "ORDERS",
    "BATCH",
    "USER",
    "BILL",
    "LEDGER",
    "AUDIT",
    "MEMBER",
    "ENTMEMBERS",
    "JOB",
    "JOBREG",
    "INVOICE",
    "RECHARGE",
    "PKG",
    "PKGV",
    "WO",
    "WOUNREAD",
    "INBOX",
    "order",
    "batch",
    "NOTICE",
    "SMS",
    "RSHARE",
    "IDCHECK",
    "CHUNK",
    "ROW",
    "REPORT",
    "DAY",
    "MONTH",
    "ITEM",
    "MSG",
    "EV",
    "DISPUTE",
    "REGION",
    "DICT",
    "PDF",
    "WONOTICE",
    "BATCHQ",
    "SHARD",
];

fn is_word(part: &str) -> bool {
    !part.is_empty()
        && part
            .chars()
            .all(|c| c.is_ascii_uppercase() || c == '_' || c == '-')
}

fn safe_part(key: &str, ids: bool) -> String {
    let mut out: Vec<&str> = Vec::new();
    let mut previous = "";
    for part in key.split('#') {
        let kept = is_word(part)
            || matches!(part, "order" | "batch")
            || (ID_PREFIXES.contains(&previous)
                && part
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.')));
        out.push(
            match (
                kept,
                ids || is_word(part) || matches!(part, "order" | "batch"),
            ) {
                (true, true) => part,
                (true, false) if part.chars().all(|c| c.is_ascii_digit() || c == '-') => "<n>",
                (true, false) => "<id>",
                (false, _) => "…",
            },
        );
        previous = part;
    }
    out.join("#")
}

/// An item's key as `pk|sk` with the ids kept and everything else that
/// could come from a person (hashes of phones and ID numbers, tokens, file
/// keys, codes) replaced by `…`.
pub fn safe_key(key: &Key) -> String {
    format!("{}|{}", safe_part(&key.pk, true), safe_part(&key.sk, true))
}

/// The shape of a key: [`safe_key`] with the ids replaced by `<id>` too, so
/// every order's item of one kind counts together.
pub fn kind_of(key: &Key) -> String {
    format!(
        "{}|{}",
        safe_part(&key.pk, false),
        safe_part(&key.sk, false)
    )
}

/// The shape of a query: the partition's shape and the index.
pub fn query_kind(pk: &str, index: Option<&str>) -> String {
    let shape = safe_part(pk, false);
    match index {
        Some(i) => format!("query {i} {shape}"),
        None => format!("query {shape}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_keep_their_ids_and_lose_their_hashes() {
        let key = Key::new("ENT#e1a2", "STATS#DAY#2026-02-01");
        assert_eq!(safe_key(&key), "ENT#e1a2|STATS#DAY#2026-02-01");
        assert_eq!(kind_of(&key), "ENT#<id>|STATS#DAY#<n>");
        let texts = Key::new("TEXTS#9f86d081884c7d65", "DAY#2026-02-01");
        assert_eq!(safe_key(&texts), "TEXTS#…|DAY#2026-02-01");
        let dup = Key::new("DUP#e1#0123abcd", "LAST");
        assert_eq!(safe_key(&dup), "DUP#e1#…|LAST");
        let charge = Key::new("BILL#e1", "CHARGE#order#o77");
        assert_eq!(safe_key(&charge), "BILL#e1|CHARGE#order#o77");
        assert_eq!(kind_of(&charge), "BILL#<id>|CHARGE#order#<id>");
        assert_eq!(
            query_kind("ORDERS#e1", Some("gsi1")),
            "query gsi1 ORDERS#<id>"
        );
    }

    #[test]
    fn writes_count_per_item_and_per_second() {
        count_keys();
        let hot = Key::new("ENT#meter-test", "STATS#ALL");
        for _ in 0..3 {
            write("meter-test-table", || vec![hot.clone()], &[]);
        }
        let snap = table_snapshot("meter-test-table", 5);
        assert_eq!(snap.hottest[0].key, "ENT#meter-test|STATS#ALL");
        assert_eq!(snap.hottest[0].writes, 3);
        assert!(snap.hottest[0].peak_per_second >= 2);
        assert_eq!(snap.consumed.write_calls, 3);
        assert_eq!(snap.writes["ENT#<id>|STATS#ALL"].calls, 3);
    }

    #[test]
    fn items_that_differ_only_in_a_hashed_part_are_counted_apart() {
        count_keys();
        // Two candidates' duplicate markers: one safe label, two items.
        for hash in ["0123abcd", "4567ef01"] {
            let marker = Key::new(format!("DUP#e9#{hash}"), "LAST");
            write("meter-test-hashed", || vec![marker], &[]);
        }
        let snap = table_snapshot("meter-test-hashed", 5);
        assert_eq!(snap.hottest.len(), 2);
        assert!(snap
            .hottest
            .iter()
            .all(|w| w.writes == 1 && w.key == "DUP#e9#…|LAST"));
    }
}
