//! The Table contract: one suite, run over the embedded adapter (SQLite in
//! memory) and the DynamoDB adapter (DynamoDB Local, when DYNAMODB_ENDPOINT is
//! set). Every case takes the table as `Arc<dyn Table>` and knows nothing of
//! the adapter under it.

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use serde_json::{json, Value};
use verity_core::table::{
    cursor, is_live, BatchWrite, CancelReason, Condition, Entity, Item, Key, Query, SkCondition,
    Status, Table, TableError, TableExt, Tx, TxAction, TxError, UpdateAction, TTL_ATTR,
};

type T = Arc<dyn Table>;

/// Runs every case over both adapters: `sqlite::<case>` and `dynamo::<case>`.
macro_rules! contract {
    ($($case:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $case() {
                    super::$case(crate::support::sqlite_table()).await;
                }
            )*
        }
        mod dynamo {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $case() {
                    let Some(table) = crate::support::dynamo_table().await else { return };
                    super::$case(table).await;
                }
            )*
        }
    };
}

contract!(
    get_put_delete,
    conditions_on_present_items,
    conditions_on_absent_items,
    typed_updates,
    query_key_ranges,
    query_paging_base_table,
    query_paging_index_with_equal_sort_keys,
    query_filter_applies_after_limit,
    bad_cursors,
    transactions_are_all_or_nothing,
    transaction_limits,
    batch_writes_in_chunks,
    ttl_is_compared_in_code,
    concurrent_orders_never_overdraw,
    typed_entities_and_labelled_transactions,
);

fn item(value: Value) -> Item {
    value.as_object().expect("an object").clone()
}

fn key(pk: &str, sk: &str) -> Key {
    Key::new(pk, sk)
}

/// Every item of a query, following cursors, with a bound on the page count.
async fn collect(table: &T, query: Query) -> Vec<Item> {
    let mut all = Vec::new();
    let mut cursor = None;
    for _ in 0..1000 {
        let page = table
            .query(query.clone().after(cursor.clone()))
            .await
            .expect("query");
        if let Some(limit) = query.limit {
            assert!(
                page.items.len() <= limit,
                "a page holds at most `limit` items"
            );
        }
        all.extend(page.items);
        match page.cursor {
            Some(next) => cursor = Some(next),
            None => return all,
        }
    }
    panic!("paging did not end");
}

fn sks(items: &[Item]) -> Vec<String> {
    items
        .iter()
        .map(|i| i["sk"].as_str().unwrap().to_string())
        .collect()
}

async fn get_put_delete(table: T) {
    let k = key("USER#1", "PROFILE");
    assert!(table.get(&k).await.unwrap().is_none());

    let stored = item(json!({
        "pk": "USER#1", "sk": "PROFILE",
        "name": "Ann", "balance": 1200, "negative": -7, "ratio": 0.25, "active": true,
        "nothing": null, "empty": "", "tags": ["a", 1, false], "address": {"city": "X", "zip": 1},
        "status": "reserved words are fine as names", "size": 3
    }));
    table.put(stored.clone(), None).await.unwrap();
    assert_eq!(table.get(&k).await.unwrap(), Some(stored));

    // A put replaces the whole item.
    let replaced = item(json!({"pk": "USER#1", "sk": "PROFILE", "name": "Bea"}));
    table.put(replaced.clone(), None).await.unwrap();
    assert_eq!(table.get(&k).await.unwrap(), Some(replaced));

    // Conditional delete.
    assert!(matches!(
        table.delete(&k, Some(Condition::eq("name", "Ann"))).await,
        Err(TableError::ConditionFailed)
    ));
    table
        .delete(&k, Some(Condition::eq("name", "Bea")))
        .await
        .unwrap();
    assert!(table.get(&k).await.unwrap().is_none());
    // Deleting an absent item succeeds.
    table.delete(&k, None).await.unwrap();

    // Malformed items never reach the store.
    for bad in [
        json!({"pk": "USER#1"}),
        json!({"pk": 1, "sk": "x"}),
        json!({"pk": "", "sk": "x"}),
        json!({"pk": "a", "sk": "b", "gsi1pk": 5}),
    ] {
        assert!(
            matches!(
                table.put(item(bad.clone()), None).await,
                Err(TableError::Invalid(_))
            ),
            "{bad} should be refused"
        );
    }
}

/// Whether a conditional write went through (`true`) or its condition
/// failed (`false`); any other error fails the test.
fn went_through<V>(result: Result<V, TableError>, condition: &Condition) -> bool {
    match result {
        Ok(_) => true,
        Err(TableError::ConditionFailed) => false,
        Err(e) => panic!("{condition:?}: {e}"),
    }
}

/// Fails with every condition that was evaluated wrongly.
fn assert_none_wrong(wrong: &[String]) {
    assert!(
        wrong.is_empty(),
        "conditions evaluated wrongly:\n{}",
        wrong.join("\n")
    );
}

/// Whether the table holds an item under `k`.
async fn stored(table: &T, k: &Key) -> bool {
    table.get(k).await.unwrap().is_some()
}

/// Whether `condition` holds on the item under `k`, probed through a
/// conditional update that changes nothing the conditions read.
async fn holds_via_update(table: &T, k: &Key, condition: &Condition) -> bool {
    went_through(
        table
            .update(
                k,
                vec![UpdateAction::set("probe", 1)],
                Some(condition.clone()),
            )
            .await,
        condition,
    )
}

/// The comparison cases every adapter must agree on: (condition, holds on
/// {n: 10, s: "m", flag: true, f: 2.5}).
fn present_cases() -> Vec<(Condition, bool)> {
    use Condition::*;
    let c = |a: &str| a.to_string();
    vec![
        (Condition::item_present(), true),
        (Condition::item_absent(), false),
        (Exists(c("n")), true),
        (NotExists(c("n")), false),
        (Exists(c("missing")), false),
        (NotExists(c("missing")), true),
        // numbers
        (Eq(c("n"), json!(10)), true),
        (Eq(c("n"), json!(11)), false),
        (Ne(c("n"), json!(10)), false),
        (Ne(c("n"), json!(11)), true),
        (Lt(c("n"), json!(11)), true),
        (Lt(c("n"), json!(10)), false),
        (Le(c("n"), json!(10)), true),
        (Le(c("n"), json!(9)), false),
        (Gt(c("n"), json!(9)), true),
        (Gt(c("n"), json!(10)), false),
        (Ge(c("n"), json!(10)), true),
        (Ge(c("n"), json!(11)), false),
        (Gt(c("n"), json!(9.5)), true),
        (Lt(c("f"), json!(3)), true),
        (Eq(c("f"), json!(2.5)), true),
        (Ge(c("n"), json!(-100)), true),
        // strings compare by bytes
        (Eq(c("s"), json!("m")), true),
        (Ne(c("s"), json!("m")), false),
        (Lt(c("s"), json!("n")), true),
        (Lt(c("s"), json!("Z")), false),
        (Le(c("s"), json!("m")), true),
        (Gt(c("s"), json!("l")), true),
        (Gt(c("s"), json!("mm")), false),
        (Ge(c("s"), json!("m")), true),
        (BeginsWith(c("s"), c("m")), true),
        (BeginsWith(c("s"), c("x")), false),
        // types never mix
        (Eq(c("n"), json!("10")), false),
        (Ne(c("n"), json!("10")), true),
        (Lt(c("n"), json!("z")), false),
        (Gt(c("s"), json!(1)), false),
        (BeginsWith(c("n"), c("1")), false),
        (Eq(c("flag"), json!(true)), true),
        (Eq(c("flag"), json!(false)), false),
        // absent attributes fail comparisons, pass Ne
        (Lt(c("missing"), json!(1)), false),
        (Ge(c("missing"), json!(1)), false),
        (Eq(c("missing"), json!(1)), false),
        (Ne(c("missing"), json!(1)), true),
        // combinators
        (Condition::ge("n", 10).and(Condition::eq("s", "m")), true),
        (Condition::ge("n", 11).and(Condition::eq("s", "m")), false),
        (
            Or(vec![Condition::ge("n", 11), Condition::eq("s", "m")]),
            true,
        ),
        (
            Or(vec![Condition::ge("n", 11), Condition::eq("s", "x")]),
            false,
        ),
        (Not(Box::new(Condition::eq("n", 11))), true),
        (Not(Box::new(Condition::eq("n", 10))), false),
        (Not(Box::new(Lt(c("missing"), json!(1)))), true),
        (
            And(vec![
                Or(vec![
                    Condition::eq("s", "x"),
                    Not(Box::new(Exists(c("missing")))),
                ]),
                Condition::eq("flag", true),
            ]),
            true,
        ),
        (And(vec![]), true),
        (Or(vec![]), false),
    ]
}

async fn conditions_on_present_items(table: T) {
    let k = key("COND#1", "ITEM");
    table
        .put(
            item(json!({"pk": "COND#1", "sk": "ITEM", "n": 10, "s": "m", "flag": true, "f": 2.5})),
            None,
        )
        .await
        .unwrap();
    let mut wrong = Vec::new();
    for (condition, expected) in present_cases() {
        if holds_via_update(&table, &k, &condition).await != expected {
            wrong.push(format!("{condition:?} should be {expected}"));
        }
        // The same answer through a conditional put of the unchanged item.
        let current = table.get(&k).await.unwrap().unwrap();
        let via_put = went_through(
            table.put(current, Some(condition.clone())).await,
            &condition,
        );
        if via_put != expected {
            wrong.push(format!("put: {condition:?} should be {expected}"));
        }
    }
    assert_none_wrong(&wrong);
}

async fn conditions_on_absent_items(table: T) {
    use Condition::*;
    let c = |a: &str| a.to_string();
    let cases = vec![
        (Condition::item_absent(), true),
        (Condition::item_present(), false),
        (NotExists(c("n")), true),
        (Exists(c("n")), false),
        (Ge(c("n"), json!(0)), false),
        (Lt(c("n"), json!(100)), false),
        (Eq(c("n"), json!(1)), false),
        (Ne(c("n"), json!(1)), true),
        (BeginsWith(c("s"), c("a")), false),
        (Not(Box::new(Condition::eq("n", 1))), true),
        (Condition::item_absent().and(Ne(c("n"), json!(1))), true),
    ];
    let mut wrong = Vec::new();
    for (i, (condition, expected)) in cases.into_iter().enumerate() {
        let sk = format!("ITEM#{i}");
        let fresh = item(json!({"pk": "COND#absent", "sk": sk, "n": 5}));
        let held = went_through(table.put(fresh, Some(condition.clone())).await, &condition);
        if held != expected {
            wrong.push(format!(
                "{condition:?} on an absent item should be {expected}"
            ));
        }
        assert_eq!(
            table.get(&key("COND#absent", &sk)).await.unwrap().is_some(),
            held
        );
        // Updates see the same absent item.
        let other = key("COND#absent-update", &sk);
        let updated = went_through(
            table
                .update(
                    &other,
                    vec![UpdateAction::set("x", 1)],
                    Some(condition.clone()),
                )
                .await,
            &condition,
        );
        if updated != expected {
            wrong.push(format!(
                "update: {condition:?} on an absent item should be {expected}"
            ));
        }
    }
    assert_none_wrong(&wrong);
}

async fn typed_updates(table: T) {
    let k = key("ACCT#u", "BALANCE");
    // Updating an absent item creates it; ADD counts absent as 0.
    let created = table
        .update(
            &k,
            vec![
                UpdateAction::set("name", "shop"),
                UpdateAction::add("balance", 500),
                UpdateAction::SetIfAbsent("createdAt".into(), json!(1000)),
                UpdateAction::set("meta", json!({"plan": "basic", "seats": [1, 2]})),
            ],
            None,
        )
        .await
        .unwrap();
    assert_eq!(
        created,
        item(json!({
            "pk": "ACCT#u", "sk": "BALANCE", "name": "shop", "balance": 500,
            "createdAt": 1000, "meta": {"plan": "basic", "seats": [1, 2]}
        }))
    );

    let next = table
        .update(
            &k,
            vec![
                UpdateAction::SetIfAbsent("createdAt".into(), json!(2000)),
                UpdateAction::add("balance", -700),
                UpdateAction::add("orders", 1),
                UpdateAction::Remove("name".into()),
                UpdateAction::Remove("neverThere".into()),
            ],
            Some(Condition::ge("balance", 500)),
        )
        .await
        .unwrap();
    assert_eq!(
        next,
        item(json!({
            "pk": "ACCT#u", "sk": "BALANCE", "balance": -200, "orders": 1,
            "createdAt": 1000, "meta": {"plan": "basic", "seats": [1, 2]}
        }))
    );
    // The returned item is the stored item.
    assert_eq!(table.get(&k).await.unwrap(), Some(next.clone()));

    // A failed condition changes nothing.
    assert!(matches!(
        table
            .update(
                &k,
                vec![UpdateAction::add("balance", -1)],
                Some(Condition::ge("balance", 0))
            )
            .await,
        Err(TableError::ConditionFailed)
    ));
    assert_eq!(table.get(&k).await.unwrap(), Some(next.clone()));

    // Keys are immutable.
    for action in [
        UpdateAction::set("pk", "ACCT#other"),
        UpdateAction::set("sk", "X"),
        UpdateAction::Remove("sk".into()),
        UpdateAction::add("pk", 1),
    ] {
        assert!(
            matches!(
                table.update(&k, vec![action.clone()], None).await,
                Err(TableError::Invalid(_))
            ),
            "{action:?} should be refused"
        );
    }
    // ADD needs a number.
    table
        .update(&k, vec![UpdateAction::set("label", "x")], None)
        .await
        .unwrap();
    assert!(matches!(
        table
            .update(&k, vec![UpdateAction::add("label", 1)], None)
            .await,
        Err(TableError::Invalid(_))
    ));
    // Index keys set by an update make the item queryable on the index.
    table
        .update(
            &k,
            vec![
                UpdateAction::set("gsi1pk", "PLAN#basic"),
                UpdateAction::set("gsi1sk", "ACCT#u"),
            ],
            None,
        )
        .await
        .unwrap();
    let found = collect(&table, Query::partition("PLAN#basic").on_index("gsi1")).await;
    assert_eq!(sks(&found), vec!["BALANCE"]);
}

/// Thirteen items in one partition (A#01..A#10, B#01..B#03) and a neighbour.
async fn seed_ranges(table: &T, pk: &str) {
    let mut writes = Vec::new();
    for i in 1..=10 {
        writes.push(BatchWrite::Put(item(
            json!({"pk": pk, "sk": format!("A#{i:02}"), "i": i}),
        )));
    }
    for i in 1..=3 {
        writes.push(BatchWrite::Put(item(
            json!({"pk": pk, "sk": format!("B#{i:02}"), "i": 100 + i}),
        )));
    }
    writes.push(BatchWrite::Put(item(
        json!({"pk": format!("{pk}-other"), "sk": "A#01"}),
    )));
    table.batch_write(writes).await.unwrap();
}

async fn query_key_ranges(table: T) {
    seed_ranges(&table, "RANGE").await;
    let q = |sk: SkCondition| Query::partition("RANGE").sk(sk);
    let all = collect(&table, Query::partition("RANGE")).await;
    assert_eq!(all.len(), 13);
    let mut sorted = sks(&all);
    sorted.sort();
    assert_eq!(sks(&all), sorted, "ascending by sort key");
    let backward = collect(&table, Query::partition("RANGE").backward()).await;
    let mut reversed = sorted.clone();
    reversed.reverse();
    assert_eq!(sks(&backward), reversed);

    let cases: Vec<(SkCondition, Vec<&str>)> = vec![
        (SkCondition::Eq("A#07".into()), vec!["A#07"]),
        (
            SkCondition::BeginsWith("B#".into()),
            vec!["B#01", "B#02", "B#03"],
        ),
        (
            SkCondition::Between("A#03".into(), "A#05".into()),
            vec!["A#03", "A#04", "A#05"],
        ),
        (SkCondition::Lt("A#03".into()), vec!["A#01", "A#02"]),
        (SkCondition::Le("A#02".into()), vec!["A#01", "A#02"]),
        (SkCondition::Gt("B#01".into()), vec!["B#02", "B#03"]),
        (SkCondition::Ge("B#02".into()), vec!["B#02", "B#03"]),
        (SkCondition::BeginsWith("C#".into()), vec![]),
        (
            SkCondition::Between("A#09".into(), "B#01".into()),
            vec!["A#09", "A#10", "B#01"],
        ),
    ];
    for (sk, expected) in cases {
        assert_eq!(
            sks(&collect(&table, q(sk.clone())).await),
            expected,
            "{sk:?}"
        );
    }
    let backward_prefix = collect(&table, q(SkCondition::BeginsWith("B#".into())).backward()).await;
    assert_eq!(sks(&backward_prefix), vec!["B#03", "B#02", "B#01"]);
    // Unknown indexes and a zero limit are refused.
    assert!(matches!(
        table
            .query(Query::partition("RANGE").on_index("gsi9"))
            .await,
        Err(TableError::Invalid(_))
    ));
    assert!(matches!(
        table.query(Query::partition("RANGE").limit(0)).await,
        Err(TableError::Invalid(_))
    ));
}

async fn query_paging_base_table(table: T) {
    let mut writes = Vec::new();
    for i in 0..23 {
        writes.push(BatchWrite::Put(item(
            json!({"pk": "PAGED", "sk": format!("ORDER#{i:03}")}),
        )));
    }
    table.batch_write(writes).await.unwrap();
    let expected: Vec<String> = (0..23).map(|i| format!("ORDER#{i:03}")).collect();
    for limit in [1, 5, 23, 50] {
        let forward = collect(&table, Query::partition("PAGED").limit(limit)).await;
        assert_eq!(sks(&forward), expected, "forward, limit {limit}");
        let backward = collect(&table, Query::partition("PAGED").limit(limit).backward()).await;
        let mut reversed = expected.clone();
        reversed.reverse();
        assert_eq!(sks(&backward), reversed, "backward, limit {limit}");
    }
    // A page short of the end always carries a cursor.
    let first = table
        .query(Query::partition("PAGED").limit(10))
        .await
        .unwrap();
    assert_eq!(first.items.len(), 10);
    assert!(first.cursor.is_some());
    // Paging works within a key range too.
    let ranged = collect(
        &table,
        Query::partition("PAGED")
            .sk(SkCondition::Between("ORDER#005".into(), "ORDER#014".into()))
            .limit(4),
    )
    .await;
    assert_eq!(sks(&ranged), expected[5..15].to_vec());
}

async fn query_paging_index_with_equal_sort_keys(table: T) {
    // 12 items share one index sort key, 6 have distinct ones, 3 are not on the index.
    let mut writes = Vec::new();
    for i in 0..12 {
        writes.push(BatchWrite::Put(item(json!({
            "pk": format!("CHECK#{i:02}"), "sk": "META", "gsi1pk": "BATCH#7", "gsi1sk": "2024-01-01"
        }))));
    }
    for i in 0..6 {
        writes.push(BatchWrite::Put(item(json!({
            "pk": format!("CHECK#x{i}"), "sk": "META", "gsi1pk": "BATCH#7", "gsi1sk": format!("2024-02-0{i}")
        }))));
    }
    for i in 0..3 {
        writes.push(BatchWrite::Put(item(
            json!({"pk": format!("CHECK#n{i}"), "sk": "META", "gsi1pk": "BATCH#7"}),
        )));
    }
    writes.push(BatchWrite::Put(item(json!({
        "pk": "CHECK#elsewhere", "sk": "META", "gsi1pk": "BATCH#8", "gsi1sk": "2024-01-01"
    }))));
    table.batch_write(writes).await.unwrap();

    let pks = |items: &[Item]| -> Vec<String> {
        items
            .iter()
            .map(|i| i["pk"].as_str().unwrap().to_string())
            .collect()
    };
    for forward in [true, false] {
        for limit in [1, 4, 5, 18, 100] {
            let mut query = Query::partition("BATCH#7").on_index("gsi1").limit(limit);
            if !forward {
                query = query.backward();
            }
            let items = collect(&table, query).await;
            let found = pks(&items);
            let unique: HashSet<&String> = found.iter().collect();
            assert_eq!(
                found.len(),
                18,
                "forward {forward}, limit {limit}: {found:?}"
            );
            assert_eq!(unique.len(), 18, "every item exactly once: {found:?}");
            // Ordered by the index sort key (ties in any order).
            let index_sks: Vec<&str> = items
                .iter()
                .map(|i| i["gsi1sk"].as_str().unwrap())
                .collect();
            let mut sorted = index_sks.clone();
            sorted.sort();
            if !forward {
                sorted.reverse();
            }
            assert_eq!(index_sks, sorted);
        }
    }
    let january = collect(
        &table,
        Query::partition("BATCH#7")
            .on_index("gsi1")
            .sk(SkCondition::BeginsWith("2024-01".into()))
            .limit(5),
    )
    .await;
    assert_eq!(january.len(), 12);
}

async fn query_filter_applies_after_limit(table: T) {
    let mut writes = Vec::new();
    for i in 0..10 {
        let status = if i % 2 == 0 { "open" } else { "done" };
        writes.push(BatchWrite::Put(item(
            json!({"pk": "FILTER", "sk": format!("T#{i:02}"), "status": status, "n": i}),
        )));
    }
    table.batch_write(writes).await.unwrap();
    let open = Condition::eq("status", "open");
    // Limit counts evaluated items, then the filter drops some: 4 read, 2 kept.
    let first = table
        .query(Query::partition("FILTER").limit(4).filter(open.clone()))
        .await
        .unwrap();
    assert_eq!(sks(&first.items), vec!["T#00", "T#02"]);
    assert!(first.cursor.is_some());
    let all_open = collect(
        &table,
        Query::partition("FILTER").limit(3).filter(open.clone()),
    )
    .await;
    assert_eq!(sks(&all_open), vec!["T#00", "T#02", "T#04", "T#06", "T#08"]);
    let big_done = collect(
        &table,
        Query::partition("FILTER")
            .filter(Condition::eq("status", "done").and(Condition::ge("n", 5))),
    )
    .await;
    assert_eq!(sks(&big_done), vec!["T#05", "T#07", "T#09"]);
    // `contains` on a string attribute: package search by a part of the name.
    table
        .put(
            item(json!({"pk": "FILTER", "sk": "N#1", "name": "senior engineer"})),
            None,
        )
        .await
        .unwrap();
    let named = collect(
        &table,
        Query::partition("FILTER").filter(Condition::Contains("name".into(), "engin".into())),
    )
    .await;
    assert_eq!(sks(&named), vec!["N#1"]);
}

async fn bad_cursors(table: T) {
    for i in 0..5 {
        table
            .put(item(json!({"pk": "CURSOR", "sk": format!("S#{i}"), "gsi1pk": "G", "gsi1sk": format!("S#{i}")})), None)
            .await
            .unwrap();
    }
    let page = table
        .query(Query::partition("CURSOR").limit(2))
        .await
        .unwrap();
    let good = page.cursor.expect("more follow");
    // The cursor is the shared format: the last key as base64url JSON.
    let decoded = cursor::decode(&good).unwrap();
    assert_eq!(decoded.get("sk"), Some(&json!("S#1")));

    let mut foreign = decoded.clone();
    foreign.insert("pk".into(), json!("SOMEONE-ELSE"));
    let mut numeric = decoded.clone();
    numeric.insert("sk".into(), json!(5));
    let bad = [
        "not a cursor".to_string(),
        "e30".to_string(), // {}
        cursor::encode(&foreign),
        good.clone() + "AA",
    ];
    for c in &bad {
        assert!(
            matches!(
                table
                    .query(Query::partition("CURSOR").after(Some(c.clone())))
                    .await,
                Err(TableError::BadCursor)
            ),
            "cursor {c:?} should be refused"
        );
    }
    assert!(matches!(
        cursor::decode(&cursor::encode(&numeric)),
        Err(TableError::BadCursor)
    ));
    // A base-table cursor lacks the index keys an index query needs.
    assert!(matches!(
        table
            .query(
                Query::partition("G")
                    .on_index("gsi1")
                    .after(Some(good.clone()))
            )
            .await,
        Err(TableError::BadCursor)
    ));
    // The good one still works.
    let rest = table
        .query(Query::partition("CURSOR").after(Some(good)))
        .await
        .unwrap();
    assert_eq!(sks(&rest.items), vec!["S#2", "S#3", "S#4"]);
}

async fn transactions_are_all_or_nothing(table: T) {
    let account = key("ACCT#t", "BALANCE");
    table
        .put(
            item(json!({"pk": "ACCT#t", "sk": "BALANCE", "balance": 10})),
            None,
        )
        .await
        .unwrap();
    let order = |n: u32| item(json!({"pk": "ACCT#t", "sk": format!("ORDER#{n}"), "price": 3}));
    // An order placed only where none is yet.
    let place_new = |n: u32| TxAction::Put {
        item: order(n),
        condition: Some(Condition::item_absent()),
    };
    let deduct = |price: i64| TxAction::Update {
        key: account.clone(),
        actions: vec![UpdateAction::add("balance", -price)],
        condition: Some(Condition::ge("balance", price)),
    };
    table
        .transact(vec![
            deduct(3),
            place_new(1),
            TxAction::Put {
                item: item(json!({"pk": "ACCT#t", "sk": "LEDGER#1", "delta": -3})),
                condition: None,
            },
        ])
        .await
        .unwrap();
    assert_eq!(
        table.get(&account).await.unwrap().unwrap()["balance"],
        json!(7)
    );
    assert!(stored(&table, &key("ACCT#t", "ORDER#1")).await);

    // The order exists already: nothing happens, and the reason sits at index 1.
    let err = table
        .transact(vec![
            deduct(3),
            place_new(1),
            TxAction::Put {
                item: order(2),
                condition: None,
            },
        ])
        .await
        .unwrap_err();
    match &err {
        TableError::TransactionCanceled(reasons) => assert_eq!(
            reasons,
            &vec![None, Some(CancelReason::ConditionalCheckFailed), None]
        ),
        other => panic!("expected a cancelled transaction, got {other:?}"),
    }
    assert!(err.is_condition_failure());
    assert_eq!(
        table.get(&account).await.unwrap().unwrap()["balance"],
        json!(7)
    );
    assert!(!stored(&table, &key("ACCT#t", "ORDER#2")).await);

    // Condition checks and deletes take part; a failing check at index 2.
    let err = table
        .transact(vec![
            TxAction::Delete {
                key: key("ACCT#t", "ORDER#1"),
                condition: None,
            },
            TxAction::Put {
                item: order(3),
                condition: None,
            },
            TxAction::ConditionCheck {
                key: account.clone(),
                condition: Condition::ge("balance", 100),
            },
        ])
        .await
        .unwrap_err();
    assert!(
        matches!(&err, TableError::TransactionCanceled(r) if r == &vec![None, None, Some(CancelReason::ConditionalCheckFailed)]),
        "{err:?}"
    );
    assert!(stored(&table, &key("ACCT#t", "ORDER#1")).await);
    assert!(!stored(&table, &key("ACCT#t", "ORDER#3")).await);

    // Every failing action is reported.
    let err = table
        .transact(vec![
            deduct(100),
            TxAction::Put {
                item: order(4),
                condition: None,
            },
            place_new(1),
        ])
        .await
        .unwrap_err();
    assert!(
        matches!(&err, TableError::TransactionCanceled(r)
            if r == &vec![Some(CancelReason::ConditionalCheckFailed), None, Some(CancelReason::ConditionalCheckFailed)]),
        "{err:?}"
    );

    // A passing condition check with a delete commits both.
    table
        .transact(vec![
            TxAction::ConditionCheck {
                key: account.clone(),
                condition: Condition::ge("balance", 7),
            },
            TxAction::Delete {
                key: key("ACCT#t", "ORDER#1"),
                condition: Some(Condition::item_present()),
            },
        ])
        .await
        .unwrap();
    assert!(!stored(&table, &key("ACCT#t", "ORDER#1")).await);
}

async fn transaction_limits(table: T) {
    let put = |i: usize| TxAction::Put {
        item: item(json!({"pk": "LIMITS", "sk": format!("I#{i:03}")})),
        condition: None,
    };
    assert!(matches!(
        table.transact(vec![]).await,
        Err(TableError::Invalid(_))
    ));
    assert!(matches!(
        table.transact((0..101).map(put).collect()).await,
        Err(TableError::Invalid(_))
    ));
    assert!(matches!(
        table.transact(vec![put(1), put(2), put(1)]).await,
        Err(TableError::Invalid(_))
    ));
    assert!(matches!(
        table
            .transact(vec![
                put(1),
                TxAction::ConditionCheck {
                    key: key("LIMITS", "I#001"),
                    condition: Condition::item_absent()
                },
            ])
            .await,
        Err(TableError::Invalid(_))
    ));
    assert!(collect(&table, Query::partition("LIMITS")).await.is_empty());
    // A malformed action (ADD on a string) is an invalid request, not a cancellation.
    table
        .put(
            item(json!({"pk": "LIMITS-label", "sk": "L", "label": "x"})),
            None,
        )
        .await
        .unwrap();
    assert!(matches!(
        table
            .transact(vec![TxAction::Update {
                key: key("LIMITS-label", "L"),
                actions: vec![UpdateAction::add("label", 1)],
                condition: None,
            }])
            .await,
        Err(TableError::Invalid(_))
    ));
    // Exactly 100 is allowed.
    table.transact((0..100).map(put).collect()).await.unwrap();
    assert_eq!(collect(&table, Query::partition("LIMITS")).await.len(), 100);
}

async fn batch_writes_in_chunks(table: T) {
    let writes: Vec<BatchWrite> = (0..60)
        .map(|i| {
            BatchWrite::Put(item(
                json!({"pk": "BATCH", "sk": format!("ROW#{i:03}"), "row": i}),
            ))
        })
        .collect();
    table.batch_write(writes).await.unwrap();
    let rows = collect(&table, Query::partition("BATCH")).await;
    assert_eq!(rows.len(), 60);
    assert_eq!(rows[59]["row"], json!(59));

    let deletes: Vec<BatchWrite> = (0..60)
        .map(|i| BatchWrite::Delete(key("BATCH", &format!("ROW#{i:03}"))))
        .collect();
    table.batch_write(deletes).await.unwrap();
    assert!(collect(&table, Query::partition("BATCH")).await.is_empty());

    // Writes land in order, even to one key twice.
    table
        .batch_write(vec![
            BatchWrite::Put(item(json!({"pk": "BATCH", "sk": "A", "v": 1}))),
            BatchWrite::Delete(key("BATCH", "A")),
            BatchWrite::Put(item(json!({"pk": "BATCH", "sk": "B", "v": 1}))),
            BatchWrite::Put(item(json!({"pk": "BATCH", "sk": "B", "v": 2}))),
            BatchWrite::Delete(key("BATCH", "never-there")),
        ])
        .await
        .unwrap();
    assert!(table.get(&key("BATCH", "A")).await.unwrap().is_none());
    assert_eq!(
        table.get(&key("BATCH", "B")).await.unwrap().unwrap()["v"],
        json!(2)
    );

    // A malformed item fails the whole call before anything is written.
    assert!(matches!(
        table
            .batch_write(vec![
                BatchWrite::Put(item(json!({"pk": "BATCH", "sk": "C"}))),
                BatchWrite::Put(item(json!({"pk": "BATCH"}))),
            ])
            .await,
        Err(TableError::Invalid(_))
    ));
    assert!(table.get(&key("BATCH", "C")).await.unwrap().is_none());
    table.batch_write(vec![]).await.unwrap();
}

async fn ttl_is_compared_in_code(table: T) {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    table
        .put(
            item(json!({"pk": "SESSION#old", "sk": "S", TTL_ATTR: now - 60})),
            None,
        )
        .await
        .unwrap();
    table
        .put(
            item(json!({"pk": "SESSION#new", "sk": "S", TTL_ATTR: now + 3600})),
            None,
        )
        .await
        .unwrap();
    table
        .put(item(json!({"pk": "SESSION#forever", "sk": "S"})), None)
        .await
        .unwrap();
    // The store may still hold an expired item: code decides.
    let old = table.get(&key("SESSION#old", "S")).await.unwrap();
    if let Some(old) = old {
        assert!(!is_live(&old, now));
    }
    let new = table.get(&key("SESSION#new", "S")).await.unwrap().unwrap();
    assert!(is_live(&new, now));
    assert!(!is_live(&new, now + 3600));
    let forever = table
        .get(&key("SESSION#forever", "S"))
        .await
        .unwrap()
        .unwrap();
    assert!(is_live(&forever, now + 1_000_000));
}

/// 300 buyers race for 100 units of balance. Each order is one transaction:
/// deduct 1 if `balance >= 1`, and put the order if absent. Conflicts (the
/// engine refusing to interleave) are retried by the caller, as a real caller
/// would; a failed condition is final.
async fn concurrent_orders_never_overdraw(table: T) {
    const BUYERS: usize = 300;
    const BALANCE: i64 = 100;
    let account = key("ACCT#race", "BALANCE");
    table
        .put(
            item(json!({"pk": "ACCT#race", "sk": "BALANCE", "balance": BALANCE})),
            None,
        )
        .await
        .unwrap();

    let mut tasks = Vec::with_capacity(BUYERS);
    for buyer in 0..BUYERS {
        let table = table.clone();
        let account = account.clone();
        tasks.push(tokio::spawn(async move {
            let actions = vec![
                TxAction::Update {
                    key: account,
                    actions: vec![UpdateAction::add("balance", -1)],
                    condition: Some(Condition::ge("balance", 1)),
                },
                TxAction::Put {
                    item: item(
                        json!({"pk": "ACCT#race", "sk": format!("ORDER#{buyer:04}"), "price": 1}),
                    ),
                    condition: Some(Condition::item_absent()),
                },
            ];
            let mut conflicts = 0u32;
            loop {
                match table.transact(actions.clone()).await {
                    Ok(()) => return (true, conflicts),
                    Err(e) if e.is_condition_failure() => return (false, conflicts),
                    Err(TableError::TransactionCanceled(reasons))
                        if reasons
                            .iter()
                            .any(|r| r == &Some(CancelReason::TransactionConflict))
                            && conflicts < 200 =>
                    {
                        conflicts += 1;
                        let jitter = rand::random_range(1..=20u64 * u64::from(conflicts.min(10)));
                        tokio::time::sleep(Duration::from_millis(jitter)).await;
                    }
                    Err(e) => panic!("buyer {buyer}: {e:?} after {conflicts} conflicts"),
                }
            }
        }));
    }
    let mut succeeded = 0;
    let mut total_conflicts = 0;
    for task in tasks {
        let (ok, conflicts) = task.await.expect("buyer task");
        succeeded += usize::from(ok);
        total_conflicts += conflicts;
    }
    println!("{succeeded} orders placed, {total_conflicts} conflicts retried");
    assert_eq!(succeeded, BALANCE as usize);
    let balance = table.get(&account).await.unwrap().unwrap()["balance"].clone();
    assert_eq!(balance, json!(0));
    let orders = collect(
        &table,
        Query::partition("ACCT#race")
            .sk(SkCondition::BeginsWith("ORDER#".into()))
            .limit(40),
    )
    .await;
    assert_eq!(orders.len(), BALANCE as usize);
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct Order {
    order_id: String,
    status: OrderStatus,
    price_fen: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
enum OrderStatus {
    Placed,
    Done,
}

impl Status for OrderStatus {
    fn as_str(self) -> &'static str {
        match self {
            OrderStatus::Placed => "placed",
            OrderStatus::Done => "done",
        }
    }
    fn can_become(self, to: Self) -> bool {
        (self, to) == (OrderStatus::Placed, OrderStatus::Done)
    }
}

impl Entity for Order {
    const KIND: &'static str = "order";
    fn key(&self) -> Key {
        Key::new(format!("TYPED#{}", self.order_id), "ORDER")
    }
    fn index_keys(&self) -> Vec<(&'static str, String)> {
        vec![
            ("gsi1pk", "TYPEDORDERS".into()),
            ("gsi1sk", self.order_id.clone()),
        ]
    }
}

/// Entities round-trip, put_new refuses a taken key, query_all reads every
/// page, a status moves once, and a cancelled transaction names the label of
/// the action whose condition failed.
async fn typed_entities_and_labelled_transactions(table: T) {
    let prefix = format!("{:08x}", rand::random::<u32>());
    let order = |n: usize| Order {
        order_id: format!("{prefix}-{n:03}"),
        status: OrderStatus::Placed,
        price_fen: 100 * n as i64,
    };
    for n in 0..25 {
        assert!(table.put_new(&order(n)).await.unwrap());
    }
    assert!(
        !table.put_new(&order(0)).await.unwrap(),
        "a taken key is refused"
    );
    let read: Option<Order> = table.get_as(&order(7).key()).await.unwrap();
    assert_eq!(read, Some(order(7)));

    let all: Vec<Order> = table
        .query_all_as(
            Query::partition("TYPEDORDERS")
                .on_index("gsi1")
                .sk(SkCondition::BeginsWith(prefix.clone()))
                .limit(4),
        )
        .await
        .unwrap();
    assert_eq!(all.len(), 25, "every page is read");

    let done = |n: usize| OrderStatus::Placed.transition(order(n).key(), OrderStatus::Done, vec![]);
    table.run(Tx::new().with("order", done(1))).await.unwrap();
    match table.run(Tx::new().with("order", done(1))).await {
        Err(TxError::Condition("order")) => {}
        other => panic!("a second move from placed must fail by label, got {other:?}"),
    }

    let tx = Tx::new()
        .with("first", done(2))
        .with(
            "balance",
            TxAction::ConditionCheck {
                key: order(3).key(),
                condition: Condition::Gt("priceFen".into(), json!(1_000_000)),
            },
        )
        .with("third", done(4));
    match table.run(tx).await {
        Err(TxError::Condition(label)) => assert_eq!(label, "balance"),
        other => panic!("expected the balance check to fail, got {other:?}"),
    }
    let untouched: Order = table.get_as(&order(2).key()).await.unwrap().unwrap();
    assert_eq!(
        untouched.status,
        OrderStatus::Placed,
        "nothing of a cancelled transaction is written"
    );
}
