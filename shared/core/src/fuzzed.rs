//! The validators and masks on hostile input (issue 26, point 6): any
//! string, near-valid strings with multi-byte characters in them, and very
//! long ones end in a value that keeps the rule or a refusal, never a panic.
//! Cases: `PROPTEST_CASES` (256 by default; `infra/scripts/fuzz.sh` runs more).

use proptest::prelude::*;

use crate::pii::{mask_id_number, mask_ip, mask_name, mask_phone};
use crate::types::{CreditCode, DivisionCode, Email, IdNumber, Phone, SmsCode};

/// Digits with now and then a letter, a space, a multi-byte character or an
/// `X`: close to what the rules accept, so they are exercised, not only refused.
fn near_valid() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            8 => proptest::char::range('0', '9'),
            1 => Just('X'),
            1 => Just('x'),
            1 => Just(' '),
            1 => Just('王'),
            1 => Just('١'),
            1 => proptest::char::any(),
        ],
        0..24,
    )
    .prop_map(|chars| chars.into_iter().collect())
}

fn any_text() -> impl Strategy<Value = String> {
    prop_oneof![near_valid(), any::<String>(), "[0-9A-Za-z@._ -]{0,300}"]
}

proptest! {
    #[test]
    fn a_phone_is_eleven_ascii_digits_from_one_or_refused(v in any_text()) {
        if let Ok(p) = Phone::parse(&v) {
            prop_assert_eq!(p.len(), 11);
            prop_assert!(p.starts_with('1') && p.bytes().all(|b| b.is_ascii_digit()));
        }
        let _ = mask_phone(&v);
    }

    #[test]
    fn an_id_number_is_16_or_18_ascii_characters_or_refused(v in any_text()) {
        if let Ok(id) = IdNumber::parse(&v) {
            prop_assert!(id.is_ascii() && (id.len() == 16 || id.len() == 18));
            prop_assert!(id[..id.len() - 1].bytes().all(|b| b.is_ascii_digit()));
        }
        let _ = mask_id_number(&v);
    }

    #[test]
    fn a_credit_code_is_18_digits_or_capitals_or_refused(v in any_text()) {
        if let Ok(code) = CreditCode::parse(&v) {
            prop_assert_eq!(code.len(), 18);
            prop_assert!(code.bytes().all(|b| b.is_ascii_digit() || b.is_ascii_uppercase()));
        }
    }

    #[test]
    fn short_codes_emails_and_regions_keep_their_rules(v in any_text()) {
        if let Ok(code) = SmsCode::parse(&v) {
            prop_assert!(code.len() == 6 && code.bytes().all(|b| b.is_ascii_digit()));
        }
        if let Ok(email) = Email::parse(&v) {
            prop_assert!(email.len() <= 254 && email.contains('@'));
            prop_assert!(!email.chars().any(char::is_whitespace));
        }
        if let Ok(region) = DivisionCode::parse(&v) {
            prop_assert!(matches!(region.len(), 2 | 4 | 6));
        }
    }

    #[test]
    fn masks_take_any_text(v in any::<String>()) {
        let _ = (mask_phone(&v), mask_id_number(&v), mask_ip(&v));
        let name = mask_name(&v);
        prop_assert_eq!(name.chars().count(), v.chars().count());
    }

    #[test]
    fn a_megabyte_of_digits_is_refused_at_once(n in 100_000usize..1_000_000) {
        let long = "1".repeat(n);
        prop_assert!(Phone::parse(&long).is_err());
        prop_assert!(IdNumber::parse(&long).is_err());
        prop_assert!(CreditCode::parse(&long).is_err());
    }
}
