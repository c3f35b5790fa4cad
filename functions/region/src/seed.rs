//! Loads the bundled division codes (see `data/SOURCE.md`) into the table.
//!
//! Access pattern served: children of a division, ordered by code —
//! `pk = REGION#<parent code>` (`REGION#0` for provinces), `sk = <code>`.

use serde_json::{json, Map, Value};
use verity_core::table::{BatchWrite, Condition, Key, Table, TableResult};

/// Bump when the CSV files change: the seed step then reloads them.
pub const REGION_DATA_VERSION: &str = "nbs-2023.1";

const PROVINCES: &str = include_str!("../data/provinces.csv");
const CITIES: &str = include_str!("../data/cities.csv");
const AREAS: &str = include_str!("../data/areas.csv");

/// The root "parent" of provinces.
pub const ROOT: &str = "0";

#[derive(Debug, Clone, PartialEq)]
pub struct Division {
    pub code: String,
    pub name: String,
    pub level: u8,
    pub parent: String,
    pub has_children: bool,
}

/// Parses `code,"name",...` lines (header skipped). Names hold no commas.
fn rows(csv: &str) -> impl Iterator<Item = (String, String)> + '_ {
    csv.lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let mut cols = line.split(',');
            let code = cols.next().unwrap_or_default().trim().to_string();
            let name = cols
                .next()
                .unwrap_or_default()
                .trim()
                .trim_matches('"')
                .to_string();
            (code, name)
        })
}

/// The parent of a 2/4/6-digit code (provinces' parent is [`ROOT`]).
pub fn parent_of(code: &str) -> &str {
    match code.len() {
        4 => &code[..2],
        6 => &code[..4],
        _ => ROOT,
    }
}

/// Every division of the bundled data set, provinces first.
pub fn divisions() -> Vec<Division> {
    let mut all: Vec<Division> = Vec::new();
    for (csv, level) in [(PROVINCES, 1u8), (CITIES, 2), (AREAS, 3)] {
        for (code, name) in rows(csv) {
            all.push(Division {
                parent: parent_of(&code).to_string(),
                code,
                name,
                level,
                has_children: level < 3,
            });
        }
    }
    // A city or province without children in the data is a leaf.
    let parents: std::collections::HashSet<String> = all.iter().map(|d| d.parent.clone()).collect();
    for d in &mut all {
        d.has_children = parents.contains(&d.code);
    }
    all
}

fn item(d: &Division) -> Map<String, Value> {
    json!({
        "pk": format!("REGION#{}", d.parent),
        "sk": d.code,
        "code": d.code,
        "name": d.name,
        "level": d.level,
        "parentCode": d.parent,
        "hasChildren": d.has_children,
    })
    .as_object()
    .cloned()
    .expect("an object")
}

fn marker() -> Key {
    Key::new("SEED", "region")
}

/// Writes the divisions unless this data version is already loaded.
/// Returns whether anything was written.
pub async fn seed(table: &dyn Table) -> TableResult<bool> {
    let done = table.get(&marker()).await?;
    if done
        .as_ref()
        .and_then(|m| m.get("version"))
        .and_then(Value::as_str)
        == Some(REGION_DATA_VERSION)
    {
        return Ok(false);
    }
    let writes = divisions()
        .iter()
        .map(|d| BatchWrite::Put(item(d)))
        .collect();
    table.batch_write(writes).await?;
    let mut m = Map::new();
    m.insert("pk".into(), "SEED".into());
    m.insert("sk".into(), "region".into());
    m.insert("version".into(), REGION_DATA_VERSION.into());
    table.put(m, None::<Condition>).await?;
    Ok(true)
}

/// The seed step the function's descriptor names.
pub async fn seed_step(ports: &verity_core::ports::Ports) -> verity_http::function::SeedResult {
    match seed(ports.table.as_ref()).await {
        Ok(true) => Ok(Some(format!("region data {}", REGION_DATA_VERSION))),
        Ok(false) => Ok(None),
        Err(e) => Err(e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_data_set_has_every_mainland_province_and_consistent_parents() {
        let all = divisions();
        let provinces: Vec<_> = all.iter().filter(|d| d.level == 1).collect();
        assert_eq!(provinces.len(), 31);
        assert!(provinces
            .iter()
            .any(|p| p.code == "11" && p.name == "北京市"));
        let codes: std::collections::HashSet<_> = all.iter().map(|d| d.code.as_str()).collect();
        for d in all.iter().filter(|d| d.level > 1) {
            assert!(
                codes.contains(d.parent.as_str()),
                "{} has no parent",
                d.code
            );
        }
        assert!(all.iter().any(|d| d.code == "110101" && d.name == "东城区"));
        assert!(all.len() > 3000);
    }

    #[test]
    fn parent_codes_follow_the_code_prefixes() {
        assert_eq!(parent_of("11"), ROOT);
        assert_eq!(parent_of("1101"), "11");
        assert_eq!(parent_of("110101"), "1101");
    }
}
