//! Field rules of the identity calls, for values that do not arrive as a
//! validated request field (a QR scan code's parts, a provider's phone). The
//! rules themselves live once, in `verity_core::types`; each failure is code
//! 1002 with a user-facing message and `data.field`. Messages never echo the
//! value.

use verity_core::types::{
    DisplayName, Email, IdNumber, PasswordDigest, Phone, RealName, SmsCode, Ticket,
};

use verity_core::text::Text;

use super::error::IdentityError;

pub fn invalid(field: &str, msg: Text) -> IdentityError {
    IdentityError::invalid(field, msg)
}

macro_rules! rule {
    ($(#[$doc:meta])* $fn:ident => $ty:ident) => {
        $(#[$doc])*
        pub fn $fn(field: &str, value: &str) -> Result<String, IdentityError> {
            $ty::parse(value)
                .map($ty::into_inner)
                .map_err(|msg| invalid(field, msg))
        }
    };
}

rule!(/// Mainland mobile number (spec §5).
    phone => Phone);
rule!(/// The browser's MD5 digest of the password, lowercase.
    password_digest => PasswordDigest);
rule!(/// A 6-digit SMS code.
    sms_code => SmsCode);
rule!(/// A display name, 1–32 characters.
    display_name => DisplayName);
rule!(/// A legal name, 1–50 characters.
    real_name => RealName);
rule!(/// ID document number (spec §5), uppercase.
    id_number => IdNumber);
rule!(/// An e-mail address.
    email => Email);
rule!(/// An opaque random ticket or token.
    ticket => Ticket);

/// A short free-text field echoed by the SPA (loginType, username on logout).
pub fn short_text(field: &str, value: &str, max_chars: usize) -> Result<(), IdentityError> {
    if value.chars().count() > max_chars || value.chars().any(char::is_control) {
        return Err(invalid(
            field,
            verity_core::text!("at most {max_chars} characters", "最多 {max_chars} 个字符"),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn msg(e: IdentityError) -> String {
        match e {
            IdentityError::Invalid(f) => f.msg.into_en(),
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
