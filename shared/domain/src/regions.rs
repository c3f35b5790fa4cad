//! The administrative divisions (seeded by the `region` function from the
//! bundled national data): `REGION#<parent code>` / `<code>`, provinces
//! under `REGION#0`. Other domains only ask whether a code exists and what
//! its names are.

use serde::{Deserialize, Serialize};
use verity_core::ports::Ports;
use verity_core::table::{Entity, Key, TableExt, TableResult};

/// The parent of a 2/4/6-digit code; provinces hang under `0`.
pub fn parent_of(code: &str) -> &str {
    match code.len() {
        4 => &code[..2],
        6 => &code[..4],
        _ => "0",
    }
}

/// One division as stored.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Division {
    pub code: String,
    pub name: String,
    pub level: u8,
    pub parent_code: String,
    pub has_children: bool,
}

impl Entity for Division {
    const KIND: &'static str = "region";

    fn key(&self) -> Key {
        Key::new(format!("REGION#{}", self.parent_code), self.code.clone())
    }
}

/// A well-formed code: 2, 4 or 6 digits.
pub fn well_formed(code: &str) -> bool {
    matches!(code.len(), 2 | 4 | 6) && code.bytes().all(|b| b.is_ascii_digit())
}

/// The names from the province down to the division itself, or `None` when
/// the code (or one of its parents) is not in the data.
pub async fn path(ports: &Ports, code: &str) -> TableResult<Option<Vec<String>>> {
    if !well_formed(code) {
        return Ok(None);
    }
    let mut names = Vec::new();
    for len in (2..=code.len()).step_by(2) {
        let part = &code[..len];
        let key = Key::new(format!("REGION#{}", parent_of(part)), part);
        match ports.table.get_as::<Division>(&key).await? {
            Some(d) => names.push(d.name),
            None => return Ok(None),
        }
    }
    Ok(Some(names))
}

/// Writes one division (fixtures; the region function seeds the real data).
pub async fn put(ports: &Ports, code: &str, name: &str, has_children: bool) -> TableResult<()> {
    let division = Division {
        code: code.to_string(),
        name: name.to_string(),
        level: (code.len() / 2) as u8,
        parent_code: parent_of(code).to_string(),
        has_children,
    };
    ports.table.put(division.to_item(), None).await
}
