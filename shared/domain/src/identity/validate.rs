//! Field rules of the identity calls (spec §5 where it has them). Each
//! failure is code 1002 with a user-facing message and `data.field`. Messages
//! never echo the value.

use super::error::IdentityError;

pub fn invalid(field: &str, msg: &str) -> IdentityError {
    IdentityError::invalid(field, msg)
}

/// Mainland mobile number: 11 digits starting with 1 (spec §5).
pub fn phone(field: &str, value: &str) -> Result<String, IdentityError> {
    let v = value.trim();
    if v.is_empty() {
        return Err(invalid(field, "please enter a mobile phone number"));
    }
    if v.len() != 11 || !v.starts_with('1') || !v.bytes().all(|b| b.is_ascii_digit()) {
        return Err(invalid(field, "please enter a valid mobile phone number"));
    }
    Ok(v.to_string())
}

/// The browser's MD5 digest of the password: 32 hex digits, stored lowercase.
pub fn password_digest(field: &str, value: &str) -> Result<String, IdentityError> {
    if value.is_empty() {
        return Err(invalid(field, "please enter a password"));
    }
    if value.len() != 32 || !value.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(invalid(
            field,
            "the password must be sent as its MD5 digest (32 hexadecimal digits)",
        ));
    }
    Ok(value.to_ascii_lowercase())
}

/// A 6-digit SMS code.
pub fn sms_code(field: &str, value: &str) -> Result<String, IdentityError> {
    let v = value.trim();
    if v.is_empty() {
        return Err(invalid(field, "please enter the verification code"));
    }
    if v.len() != 6 || !v.bytes().all(|b| b.is_ascii_digit()) {
        return Err(invalid(field, "the verification code has 6 digits"));
    }
    Ok(v.to_string())
}

/// A display name: 1–32 characters after trimming, no control characters.
pub fn display_name(field: &str, value: &str) -> Result<String, IdentityError> {
    let v = value.trim();
    if v.is_empty() {
        return Err(invalid(field, "please enter a name"));
    }
    if v.chars().count() > 32 || v.chars().any(char::is_control) {
        return Err(invalid(
            field,
            "the name has at most 32 characters and no control characters",
        ));
    }
    Ok(v.to_string())
}

/// A legal name for the real-name check: 1–50 characters, no control characters.
pub fn real_name(field: &str, value: &str) -> Result<String, IdentityError> {
    let v = value.trim();
    if v.is_empty() {
        return Err(invalid(field, "please enter your name"));
    }
    if v.chars().count() > 50 || v.chars().any(char::is_control) {
        return Err(invalid(field, "please enter a valid name"));
    }
    Ok(v.to_string())
}

/// ID document number (spec §5): required; 16 or 18 characters. Digits only,
/// except a final `X` on 18-character numbers (stored uppercase).
pub fn id_number(field: &str, value: &str) -> Result<String, IdentityError> {
    let v = value.trim();
    if v.is_empty() {
        return Err(invalid(field, "please enter ID document number"));
    }
    let ok = match v.len() {
        16 => v.bytes().all(|b| b.is_ascii_digit()),
        18 => {
            v[..17].bytes().all(|b| b.is_ascii_digit())
                && matches!(v.as_bytes()[17], b'0'..=b'9' | b'x' | b'X')
        }
        _ => false,
    };
    if !ok || !v.is_ascii() {
        return Err(invalid(field, "please enter a valid ID document number"));
    }
    Ok(v.to_ascii_uppercase())
}

/// An e-mail address: at most 254 characters, `local@domain.tld`, no spaces.
pub fn email(field: &str, value: &str) -> Result<String, IdentityError> {
    let v = value.trim();
    let bad = || invalid(field, "please enter a valid e-mail address");
    if v.len() > 254 || v.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(bad());
    }
    let (local, domain) = v.split_once('@').ok_or_else(bad)?;
    if local.is_empty()
        || local.len() > 64
        || domain.contains('@')
        || !domain.contains('.')
        || domain.starts_with('.')
        || domain.ends_with('.')
        || domain.contains("..")
    {
        return Err(bad());
    }
    Ok(v.to_string())
}

/// A short free-text field echoed by the SPA (loginType, username on logout).
pub fn short_text(field: &str, value: &str, max_chars: usize) -> Result<(), IdentityError> {
    if value.chars().count() > max_chars || value.chars().any(char::is_control) {
        return Err(invalid(field, &format!("at most {max_chars} characters")));
    }
    Ok(())
}

/// An opaque random ticket or token as issued by [`verity_core::ids::new_token`].
pub fn ticket(field: &str, value: &str) -> Result<String, IdentityError> {
    let v = value.trim();
    if v.is_empty() {
        return Err(invalid(field, "is required"));
    }
    if v.len() > 128
        || !v
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    {
        return Err(invalid(field, "is malformed"));
    }
    Ok(v.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn msg(e: IdentityError) -> String {
        match e {
            IdentityError::Invalid(f) => f.msg,
            other => panic!("expected a field error, got {other:?}"),
        }
    }

    #[test]
    fn phones_follow_spec_section_5() {
        assert_eq!(phone("phone", " 13800000000 ").unwrap(), "13800000000");
        assert_eq!(
            msg(phone("phone", "").unwrap_err()),
            "please enter a mobile phone number"
        );
        for bad in [
            "23800000000",
            "1380000000",
            "138000000000",
            "1380000000a",
            "+8613800000000",
            "１３８００００００００",
        ] {
            assert_eq!(
                msg(phone("phone", bad).unwrap_err()),
                "please enter a valid mobile phone number",
                "{bad}"
            );
        }
    }

    #[test]
    fn passwords_are_md5_hex_digests() {
        let d = "5F4DCC3B5AA765D61D8327DEB882CF99";
        assert_eq!(password_digest("password", d).unwrap(), d.to_lowercase());
        assert!(password_digest("password", "password").is_err());
        assert!(password_digest("password", &"g".repeat(32)).is_err());
        assert!(password_digest("password", "").is_err());
    }

    #[test]
    fn id_numbers_have_16_or_18_characters() {
        assert_eq!(
            id_number("idNumber", "44030419851015123x").unwrap(),
            "44030419851015123X"
        );
        assert!(id_number("idNumber", "1101011990030785").is_ok());
        assert_eq!(
            msg(id_number("idNumber", " ").unwrap_err()),
            "please enter ID document number"
        );
        for bad in [
            "11010119900307851",
            "X1010119900307851",
            "1101011990030785X",
            "11010119900307851５",
        ] {
            assert_eq!(
                msg(id_number("idNumber", bad).unwrap_err()),
                "please enter a valid ID document number",
                "{bad}"
            );
        }
    }

    #[test]
    fn other_fields() {
        assert!(sms_code("code", "123456").is_ok());
        assert!(sms_code("code", "12345").is_err());
        assert!(sms_code("code", "12345a").is_err());
        assert!(display_name("name", "Demo Admin").is_ok());
        assert!(display_name("name", &"x".repeat(33)).is_err());
        assert!(display_name("name", "a\u{0}b").is_err());
        assert!(email("email", "a@b.co").is_ok());
        for bad in ["a@b", "@b.co", "a b@c.co", "a@@b.co", "a@.b", "a@b..c"] {
            assert!(email("email", bad).is_err(), "{bad}");
        }
        assert!(ticket("ticket", "abc_DEF-123").is_ok());
        assert!(ticket("ticket", "a/b").is_err());
    }
}
