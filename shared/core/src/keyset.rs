//! The deployment's key material, as stored in Secrets Manager (or given as
//! `VERITY_SECRET` locally), checked before anything is derived from it.
//!
//! Two forms are accepted:
//! - a plain string of at least [`MIN_SECRET_BYTES`] bytes: sealing key
//!   version 1, and the lookup key (what every deployment had before key
//!   versions existed, so its data reads unchanged);
//! - a JSON object, for rotation:
//!   `{"version": 2, "key": "<current>", "previous": {"1": "<older>"}, "lookupKey": "<…>"}`.
//!   `version`/`key` seal new values; `previous` keeps the keys that still
//!   open older values; `lookupKey` keys the lookup hashes (phones, ID
//!   numbers, IPs, codes), which are never rotated: an item is found by its
//!   hash, so a new lookup key would lose every stored one. Without
//!   `lookupKey` the version-1 key is the lookup key (it was, before
//!   versions), so rotating never changes a lookup as long as version 1 is
//!   kept or named as `lookupKey` (`docs/security.md`).
//!
//! Messages never quote key material.

use std::collections::BTreeMap;

use crate::settings::MIN_SECRET_BYTES;

/// Checked key material: the lookup key and the sealing keys by version.
#[derive(Clone, PartialEq, Eq)]
pub struct KeySet {
    lookup: Vec<u8>,
    current: u32,
    sealing: BTreeMap<u32, Vec<u8>>,
}

impl std::fmt::Debug for KeySet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "KeySet(current v{}, versions {:?})",
            self.current,
            self.sealing.keys().collect::<Vec<_>>()
        )
    }
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct Stored {
    /// Absent in the secret the template generates (`{"key": …}`): version 1.
    #[serde(default = "first_version")]
    version: u32,
    key: String,
    #[serde(default)]
    previous: BTreeMap<String, String>,
    lookup_key: Option<String>,
}

fn first_version() -> u32 {
    1
}

fn long_enough(what: &str, key: &[u8]) -> Result<(), String> {
    if key.len() < MIN_SECRET_BYTES {
        return Err(format!(
            "{what} is too short: at least {MIN_SECRET_BYTES} bytes are required"
        ));
    }
    Ok(())
}

impl KeySet {
    /// One plain secret: sealing version 1 and the lookup key.
    pub fn single(secret: &[u8]) -> Result<KeySet, String> {
        long_enough("the secret", secret)?;
        Ok(KeySet {
            lookup: secret.to_vec(),
            current: 1,
            sealing: BTreeMap::from([(1, secret.to_vec())]),
        })
    }

    /// Either form (see the module's comment). `what` names the source in
    /// messages (`VERITY_SECRET`, `the secret VERITY_SECRET_ARN names`).
    pub fn parse(what: &str, text: &[u8]) -> Result<KeySet, String> {
        let trimmed = text.trim_ascii();
        if !trimmed.starts_with(b"{") {
            return KeySet::single(text).map_err(|e| format!("{what}: {e}"));
        }
        // The parser's own message may quote the text: name only the place.
        let stored: Stored = serde_json::from_slice(trimmed).map_err(|e| {
            format!(
                "{what} is not a valid key set (line {}, column {}): expected \
                 {{\"version\", \"key\", \"previous\", \"lookupKey\"}}",
                e.line(),
                e.column()
            )
        })?;
        KeySet::from_stored(stored).map_err(|e| format!("{what}: {e}"))
    }

    fn from_stored(stored: Stored) -> Result<KeySet, String> {
        if stored.version == 0 {
            return Err("version must be 1 or more".into());
        }
        let mut sealing = BTreeMap::new();
        for (version, key) in &stored.previous {
            let v: u32 = version
                .parse()
                .ok()
                .filter(|v| *v > 0)
                .ok_or("previous must be keyed by version numbers (\"1\", \"2\", …)")?;
            if v == stored.version {
                return Err(format!(
                    "previous holds version {v}, the current version: give it once"
                ));
            }
            long_enough(&format!("previous key {v}"), key.as_bytes())?;
            sealing.insert(v, key.as_bytes().to_vec());
        }
        long_enough("key", stored.key.as_bytes())?;
        sealing.insert(stored.version, stored.key.into_bytes());
        let lookup = match stored.lookup_key {
            Some(key) => {
                long_enough("lookupKey", key.as_bytes())?;
                key.into_bytes()
            }
            None => sealing.get(&1).cloned().ok_or(
                "lookupKey is required once version 1's key is not in the set: \
                 stored lookup hashes (phones, ID numbers) were made with it",
            )?,
        };
        Ok(KeySet {
            lookup,
            current: stored.version,
            sealing,
        })
    }

    pub fn lookup_key(&self) -> &[u8] {
        &self.lookup
    }

    /// The version new values are sealed with.
    pub fn current(&self) -> u32 {
        self.current
    }

    /// Every sealing key, by version.
    pub fn sealing_keys(&self) -> impl Iterator<Item = (u32, &[u8])> {
        self.sealing.iter().map(|(v, k)| (*v, k.as_slice()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const K1: &str = "key-one-key-one-key-one-key-one-1";
    const K2: &str = "key-two-key-two-key-two-key-two-2";

    #[test]
    fn a_plain_secret_is_version_one_and_the_lookup_key() {
        let set = KeySet::parse("VERITY_SECRET", K1.as_bytes()).unwrap();
        assert_eq!(set.current(), 1);
        assert_eq!(set.lookup_key(), K1.as_bytes());
        assert_eq!(set.sealing_keys().collect::<Vec<_>>(), [(1, K1.as_bytes())]);
    }

    #[test]
    fn the_secret_the_template_generates_is_version_one() {
        // template.yaml's AppSecret: GenerateStringKey `key` in an empty object.
        let json = format!(r#"{{"key":"{K1}"}}"#);
        let set = KeySet::parse("s", json.as_bytes()).unwrap();
        assert_eq!(set.current(), 1);
        assert_eq!(set.lookup_key(), K1.as_bytes());
    }

    #[test]
    fn a_rotated_set_keeps_version_one_as_the_lookup_key() {
        let json = format!(r#"{{"version": 2, "key": "{K2}", "previous": {{"1": "{K1}"}}}}"#);
        let set = KeySet::parse("s", json.as_bytes()).unwrap();
        assert_eq!(set.current(), 2);
        assert_eq!(set.lookup_key(), K1.as_bytes());
        assert_eq!(set.sealing_keys().count(), 2);
    }

    #[test]
    fn a_set_without_version_one_must_name_its_lookup_key() {
        let json = format!(r#"{{"version": 3, "key": "{K2}"}}"#);
        let err = KeySet::parse("s", json.as_bytes()).unwrap_err();
        assert!(err.contains("lookupKey is required"), "{err}");
        let json = format!(r#"{{"version": 3, "key": "{K2}", "lookupKey": "{K1}"}}"#);
        assert_eq!(
            KeySet::parse("s", json.as_bytes()).unwrap().lookup_key(),
            K1.as_bytes()
        );
    }

    #[test]
    fn short_keys_and_malformed_sets_are_refused_without_quoting_them() {
        let short = KeySet::parse("VERITY_SECRET", b"short").unwrap_err();
        assert!(short.contains("at least 32 bytes"), "{short}");
        let json = format!(r#"{{"version": 2, "key": "{K2}", "previous": {{"1": "tiny"}}}}"#);
        let err = KeySet::parse("s", json.as_bytes()).unwrap_err();
        assert!(err.contains("previous key 1 is too short"), "{err}");
        let json = format!(r#"{{"version": 2, "key": "{K2}", "previous": {{"one": "{K1}"}}}}"#);
        assert!(KeySet::parse("s", json.as_bytes()).is_err());
        let json = format!(r#"{{"version": 0, "key": "{K2}"}}"#);
        assert!(KeySet::parse("s", json.as_bytes()).is_err());
        let json = format!(r#"{{"version": 1, "key": "{K2}", "previous": {{"1": "{K1}"}}}}"#);
        assert!(KeySet::parse("s", json.as_bytes()).is_err());
        let broken = format!(r#"{{"version": 2, "key": "{K2}""#);
        let err = KeySet::parse("s", broken.as_bytes()).unwrap_err();
        assert!(err.contains("not a valid key set"), "{err}");
        assert!(!err.contains(K2), "{err}");
        let unknown = format!(r#"{{"version": 1, "key": "{K1}", "keyz": 1}}"#);
        assert!(KeySet::parse("s", unknown.as_bytes()).is_err());
    }
}
