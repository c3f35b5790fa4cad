//! Personal data (phones, names, e-mail addresses, ID numbers): keyed hashes
//! for lookups, per-field encryption for storage, masks for display.
//!
//! Rules every module follows:
//! - PII never appears in a key, a URL or a log line. Items are found by the
//!   [`PiiKeys::lookup_hash`] of the value (HMAC-SHA256 under a key derived
//!   from `Settings.secret`), never by the value itself.
//! - Stored values are sealed per field with AES-256-GCM ([`PiiKeys::seal`]);
//!   the field name is the associated data, so a ciphertext cannot be moved
//!   to another field unnoticed. Sealed text is `v<N>.<base64url(nonce‖ct)>`
//!   where `N` is the version of the key that sealed it ([`crate::keyset`]):
//!   opening picks the key by that version, so keys can be rotated while old
//!   values stay readable. Values sealed before versions existed carry `v1.`,
//!   the first key's version.
//! - A function declared without the key (`Needs.secret` false) gets
//!   [`PiiKeys::absent`]: any use of it fails loudly (a logged error and a
//!   panic, answered 9999), never a hash or seal under a wrong key.
//! - Responses show masks ([`mask_phone`], [`mask_id_number`], [`mask_name`])
//!   unless the caller is the owner of the data reading their own profile.

use aes_gcm::aead::{Aead, KeyInit, Payload};
use aes_gcm::{Aes256Gcm, Nonce};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use hmac::{Hmac, Mac};
use rand::TryRngCore;
use sha2::Sha256;

use std::collections::BTreeMap;

use crate::keyset::KeySet;

type HmacSha256 = Hmac<Sha256>;

#[derive(Debug, thiserror::Error)]
pub enum PiiError {
    #[error("sealed value is malformed or was not sealed under this key")]
    Unseal,
}

/// A field that holds sealed PII: its attribute name is the associated data
/// of its ciphertext, written once here instead of at every use.
pub trait SealedField {
    const ATTR: &'static str;
}

/// Declares a marker type for one sealed attribute:
/// `sealed_field!(PhoneEnc, "phoneEnc");`.
#[macro_export]
macro_rules! sealed_field {
    ($name:ident, $attr:literal) => {
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub struct $name;
        impl $crate::pii::SealedField for $name {
            const ATTR: &'static str = $attr;
        }
    };
}

/// A sealed value of field `F`, as stored (`v<N>.…`). Opening it needs the keys
/// and checks the field, so a ciphertext moved to another field fails.
#[derive(Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct Sealed<F: SealedField> {
    sealed: String,
    #[serde(skip)]
    field: std::marker::PhantomData<F>,
}

impl<F: SealedField> Sealed<F> {
    pub fn seal(keys: &PiiKeys, plaintext: &str) -> Self {
        Sealed {
            sealed: keys.seal(F::ATTR, plaintext),
            field: std::marker::PhantomData,
        }
    }

    pub fn open(&self, keys: &PiiKeys) -> Result<String, PiiError> {
        keys.open(F::ATTR, &self.sealed)
    }

    /// The stored form, for an update of this attribute.
    pub fn as_stored(&self) -> &str {
        &self.sealed
    }

    /// True for the empty value an erased attribute reads as (see
    /// [`Default`]): there is nothing to open.
    pub fn is_erased(&self) -> bool {
        self.sealed.is_empty()
    }
}

/// What an attribute removed by erasure (`verity_domain::privacy`) reads as:
/// empty, so the item still reads; opening it fails.
impl<F: SealedField> Default for Sealed<F> {
    fn default() -> Self {
        Sealed {
            sealed: String::new(),
            field: std::marker::PhantomData,
        }
    }
}

impl<F: SealedField> std::fmt::Debug for Sealed<F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Sealed({})", F::ATTR)
    }
}

/// Keys derived from the deployment's key set. Cheap to clone behind an `Arc`.
#[derive(Clone)]
pub struct PiiKeys {
    /// `None`: this function was declared without the key.
    keys: Option<Keys>,
}

#[derive(Clone)]
struct Keys {
    hash_key: [u8; 32],
    current: u32,
    ciphers: BTreeMap<u32, Aes256Gcm>,
}

impl std::fmt::Debug for PiiKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.keys {
            Some(k) => write!(f, "PiiKeys(current v{})", k.current),
            None => f.write_str("PiiKeys(absent)"),
        }
    }
}

fn derive(secret: &[u8], label: &str) -> [u8; 32] {
    let mut mac =
        <HmacSha256 as Mac>::new_from_slice(secret).expect("HMAC takes keys of any length");
    mac.update(label.as_bytes());
    mac.finalize().into_bytes().into()
}

/// `v<N>.` → `N` and the rest.
fn split_version(sealed: &str) -> Option<(u32, &str)> {
    let (version, body) = sealed.strip_prefix('v')?.split_once('.')?;
    if version.is_empty() || !version.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((version.parse().ok()?, body))
}

impl PiiKeys {
    /// One plain secret: sealing key version 1 and the lookup key (what a
    /// deployment had before key versions). Any length: callers check it
    /// ([`KeySet::single`]) where it comes from the environment.
    pub fn from_secret(secret: &[u8]) -> Self {
        Self::build(secret, [(1, secret)].into_iter(), 1)
    }

    /// The keys of a checked key set: lookups under its lookup key, sealing
    /// under its current version, opening under any version it holds.
    pub fn from_key_set(set: &KeySet) -> Self {
        Self::build(set.lookup_key(), set.sealing_keys(), set.current())
    }

    fn build<'a>(
        lookup: &[u8],
        sealing: impl Iterator<Item = (u32, &'a [u8])>,
        current: u32,
    ) -> Self {
        // The labels' `/v1` names the derivation, not a key version.
        let ciphers = sealing
            .map(|(version, secret)| {
                let enc_key = derive(secret, "verity/pii/field-encryption/v1");
                (
                    version,
                    Aes256Gcm::new_from_slice(&enc_key).expect("a 32-byte key"),
                )
            })
            .collect();
        PiiKeys {
            keys: Some(Keys {
                hash_key: derive(lookup, "verity/pii/lookup-hash/v1"),
                current,
                ciphers,
            }),
        }
    }

    /// No key: for a function whose `Needs` leave out the secret.
    pub fn absent() -> Self {
        PiiKeys { keys: None }
    }

    pub fn is_present(&self) -> bool {
        self.keys.is_some()
    }

    fn keys(&self) -> &Keys {
        match &self.keys {
            Some(keys) => keys,
            None => {
                let why = "the PII key was used by a function declared without it \
                           (Needs.secret is false): declare the secret in its Needs";
                tracing::error!("{why}");
                panic!("{why}")
            }
        }
    }

    /// Keyed hash of a value for use in keys, lowercase hex (64 chars).
    /// `domain` separates kinds of values ("phone", "ip", …) so equal strings
    /// of different kinds never share a key.
    pub fn lookup_hash(&self, domain: &str, value: &str) -> String {
        let mut mac =
            <HmacSha256 as Mac>::new_from_slice(&self.keys().hash_key).expect("any key length");
        mac.update(domain.as_bytes());
        mac.update(&[0]);
        mac.update(value.as_bytes());
        hex::encode(mac.finalize().into_bytes())
    }

    /// Keyed hash of a secret (e.g. an SMS code), bound to a context, as hex.
    pub fn secret_hash(&self, context: &str, secret: &str) -> String {
        self.lookup_hash(&format!("secret:{context}"), secret)
    }

    /// Encrypts one field's value under the current key version (recorded
    /// in the sealed text); `field` is bound as associated data.
    pub fn seal(&self, field: &str, plaintext: &str) -> String {
        let keys = self.keys();
        let cipher = &keys.ciphers[&keys.current];
        let mut nonce = [0u8; 12];
        rand::rngs::OsRng
            .try_fill_bytes(&mut nonce)
            .expect("the OS random source works");
        let ct = cipher
            .encrypt(
                Nonce::from_slice(&nonce),
                Payload {
                    msg: plaintext.as_bytes(),
                    aad: field.as_bytes(),
                },
            )
            .expect("AES-GCM encryption does not fail for small inputs");
        let mut out = Vec::with_capacity(12 + ct.len());
        out.extend_from_slice(&nonce);
        out.extend_from_slice(&ct);
        format!("v{}.{}", keys.current, URL_SAFE_NO_PAD.encode(out))
    }

    /// Decrypts a value sealed by [`PiiKeys::seal`] for the same field, with
    /// the key of the version it records.
    pub fn open(&self, field: &str, sealed: &str) -> Result<String, PiiError> {
        let keys = self.keys();
        let (version, body) = split_version(sealed).ok_or(PiiError::Unseal)?;
        let cipher = keys.ciphers.get(&version).ok_or(PiiError::Unseal)?;
        let bytes = URL_SAFE_NO_PAD.decode(body).map_err(|_| PiiError::Unseal)?;
        if bytes.len() < 12 + 16 {
            return Err(PiiError::Unseal);
        }
        let (nonce, ct) = bytes.split_at(12);
        let pt = cipher
            .decrypt(
                Nonce::from_slice(nonce),
                Payload {
                    msg: ct,
                    aad: field.as_bytes(),
                },
            )
            .map_err(|_| PiiError::Unseal)?;
        String::from_utf8(pt).map_err(|_| PiiError::Unseal)
    }

    /// The key version a sealed value records (1 for values sealed before
    /// versions existed), e.g. to find what a re-seal job must rewrite.
    pub fn version_of(sealed: &str) -> Option<u32> {
        split_version(sealed).map(|(v, _)| v)
    }
}

/// `13800000000` → `138****0000`. Anything not 11 characters long is fully masked.
pub fn mask_phone(phone: &str) -> String {
    let chars: Vec<char> = phone.chars().collect();
    if chars.len() == 11 {
        let head: String = chars[..3].iter().collect();
        let tail: String = chars[7..].iter().collect();
        format!("{head}****{tail}")
    } else {
        "*".repeat(chars.len().max(4))
    }
}

/// `203.0.113.*` / `2001:db8:*`: enough to recognise a network, not a device.
pub fn mask_ip(ip: &str) -> String {
    if let Some((head, _)) = ip.rsplit_once('.') {
        format!("{head}.*")
    } else if let Some((head, _)) = ip.split_once(':') {
        format!("{head}:*")
    } else {
        "*".into()
    }
}

/// Keeps the first 3 and last 4 characters of an ID number:
/// `110101199003078515` → `110***********8515`.
pub fn mask_id_number(id: &str) -> String {
    let chars: Vec<char> = id.chars().collect();
    if chars.len() <= 7 {
        return "*".repeat(chars.len());
    }
    let head: String = chars[..3].iter().collect();
    let tail: String = chars[chars.len() - 4..].iter().collect();
    format!("{head}{}{tail}", "*".repeat(chars.len() - 7))
}

/// Keeps the first character of a name: `张三丰` → `张**`, `Demo Admin` → `D*********`.
pub fn mask_name(name: &str) -> String {
    let mut chars = name.chars();
    match chars.next() {
        None => String::new(),
        Some(first) => format!("{first}{}", "*".repeat(chars.count())),
    }
}

/// Constant-time equality of two strings (hashes, digests).
pub fn constant_time_eq(a: &str, b: &str) -> bool {
    use subtle::ConstantTimeEq;
    a.len() == b.len() && bool::from(a.as_bytes().ct_eq(b.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys() -> PiiKeys {
        PiiKeys::from_secret(b"test-secret-test-secret-test-secret")
    }

    #[test]
    fn sealing_round_trips_and_is_randomised() {
        let k = keys();
        let a = k.seal("phone", "13800000000");
        let b = k.seal("phone", "13800000000");
        assert_ne!(a, b, "a fresh nonce each time");
        assert!(!a.contains("13800000000"));
        assert_eq!(k.open("phone", &a).unwrap(), "13800000000");
    }

    #[test]
    fn a_sealed_value_opens_only_for_its_field_and_key() {
        let k = keys();
        let sealed = k.seal("phone", "13800000000");
        assert!(k.open("name", &sealed).is_err());
        assert!(PiiKeys::from_secret(b"another")
            .open("phone", &sealed)
            .is_err());
        assert!(k.open("phone", "v1.garbage").is_err());
        assert!(k.open("phone", "13800000000").is_err());
    }

    const K1: &str = "a-secret-sealed-before-key-versions";
    const K2: &str = "the-second-key-the-second-key-two";

    fn rotated() -> PiiKeys {
        let json = format!(r#"{{"version": 2, "key": "{K2}", "previous": {{"1": "{K1}"}}}}"#);
        PiiKeys::from_key_set(&KeySet::parse("test", json.as_bytes()).unwrap())
    }

    /// Sealed and hashed by the code before key versions existed (one plain
    /// secret, `PiiKeys::from_secret(K1)`), copied here from its output.
    const SEALED_BEFORE_VERSIONS: &str = "v1.iYG-JD5Q93qzZ4dbHdsro_QSghxfFgXz68jWlSdvnYuIeBDT4VXr";
    const HASHED_BEFORE_VERSIONS: &str =
        "75783dcef78de76aeb7b97d116d6c46d24af6460b579139ce9cf146fdeed62f9";

    #[test]
    fn values_stored_before_versions_read_as_version_one() {
        assert_eq!(PiiKeys::version_of(SEALED_BEFORE_VERSIONS), Some(1));
        for keys in [
            PiiKeys::from_secret(K1.as_bytes()),
            PiiKeys::from_key_set(&KeySet::parse("plain", K1.as_bytes()).unwrap()),
            rotated(),
        ] {
            assert_eq!(
                keys.open("phoneEnc", SEALED_BEFORE_VERSIONS).unwrap(),
                "13812345678"
            );
            assert_eq!(
                keys.lookup_hash("phone", "13812345678"),
                HASHED_BEFORE_VERSIONS,
                "rotation keeps every stored lookup hash"
            );
        }
    }

    #[test]
    fn sealing_uses_the_current_version_and_opening_the_recorded_one() {
        let before = PiiKeys::from_secret(K1.as_bytes());
        let old = before.seal("nameEnc", "张三");
        let keys = rotated();
        let new = keys.seal("nameEnc", "张三");
        assert!(new.starts_with("v2."), "{new}");
        assert_eq!(PiiKeys::version_of(&new), Some(2));
        assert_eq!(keys.open("nameEnc", &old).unwrap(), "张三");
        assert_eq!(keys.open("nameEnc", &new).unwrap(), "张三");
        assert!(
            before.open("nameEnc", &new).is_err(),
            "version 1 alone cannot open a value of version 2"
        );
        // A value whose version left the set no longer opens; nor does a
        // version-1 body relabelled as version 2.
        let only_two = format!(r#"{{"version": 2, "key": "{K2}", "lookupKey": "{K1}"}}"#);
        let only_two = PiiKeys::from_key_set(&KeySet::parse("t", only_two.as_bytes()).unwrap());
        assert!(only_two.open("nameEnc", &old).is_err());
        assert_eq!(only_two.open("nameEnc", &new).unwrap(), "张三");
        let relabelled = old.replacen("v1.", "v2.", 1);
        assert!(keys.open("nameEnc", &relabelled).is_err());
        assert!(keys.open("nameEnc", "v.abc").is_err());
        assert!(keys.open("nameEnc", "vx.abc").is_err());
        assert_eq!(PiiKeys::version_of("plain"), None);
    }

    #[test]
    #[should_panic(expected = "declared without it")]
    fn an_absent_key_fails_loudly_instead_of_hashing() {
        let keys = PiiKeys::absent();
        assert!(!keys.is_present());
        keys.lookup_hash("phone", "13800000000");
    }

    #[test]
    #[should_panic(expected = "declared without it")]
    fn an_absent_key_fails_loudly_instead_of_opening() {
        let _ = PiiKeys::absent().open("phoneEnc", SEALED_BEFORE_VERSIONS);
    }

    #[test]
    fn lookup_hashes_are_keyed_and_domain_separated() {
        let k = keys();
        let h = k.lookup_hash("phone", "13800000000");
        assert_eq!(h.len(), 64);
        assert_eq!(h, k.lookup_hash("phone", "13800000000"));
        assert_ne!(h, k.lookup_hash("ip", "13800000000"));
        assert_ne!(
            h,
            PiiKeys::from_secret(b"x").lookup_hash("phone", "13800000000")
        );
    }

    #[test]
    fn masks_hide_the_middle() {
        assert_eq!(mask_phone("13800000000"), "138****0000");
        assert_eq!(mask_phone("123"), "****");
        assert_eq!(mask_id_number("110101199003078515"), "110***********8515");
        assert_eq!(mask_id_number("1101011990030785"), "110*********0785");
        assert_eq!(mask_name("张三丰"), "张**");
        assert_eq!(mask_name(""), "");
        assert_eq!(mask_ip("203.0.113.7"), "203.0.113.*");
        assert_eq!(mask_ip("2001:db8::1"), "2001:*");
        assert_eq!(mask_ip("localhost"), "*");
        assert!(constant_time_eq("abc", "abc"));
        assert!(!constant_time_eq("abc", "abd"));
        assert!(!constant_time_eq("abc", "abcd"));
    }
}
