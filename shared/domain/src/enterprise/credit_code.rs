//! The unified social credit code (统一社会信用代码, GB 32100-2015): 18
//! characters from a 31-character alphabet (digits and capitals without
//! I, O, S, V, Z), the last one a check character over the first 17.

use verity_core::text::Text;

const ALPHABET: &[u8; 31] = b"0123456789ABCDEFGHJKLMNPQRTUWXY";
const WEIGHTS: [u32; 17] = [
    1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28,
];

fn value(c: u8) -> Option<u32> {
    ALPHABET.iter().position(|&a| a == c).map(|i| i as u32)
}

/// The check character of the first 17 characters, when they are all in the alphabet.
pub fn check_char(first17: &[u8]) -> Option<char> {
    if first17.len() != 17 {
        return None;
    }
    let mut sum = 0;
    for (c, w) in first17.iter().zip(WEIGHTS) {
        sum += value(*c)? * w;
    }
    let check = (31 - sum % 31) % 31;
    Some(ALPHABET[check as usize] as char)
}

/// Why a credit code is refused, as the user reads it.
pub fn problem(code: &str) -> Option<Text> {
    let bytes = code.as_bytes();
    if bytes.len() != 18 {
        return Some(Text::new("must be 18 characters", "须为 18 位"));
    }
    if !bytes.iter().all(|b| value(*b).is_some()) {
        return Some(Text::new(
            "may hold only digits and capital letters other than I, O, S, V and Z",
            "只能包含数字和除 I、O、S、V、Z 以外的大写字母",
        ));
    }
    if check_char(&bytes[..17]) != Some(bytes[17] as char) {
        return Some(Text::new(
            "is not a valid unified social credit code (its check character does not match)",
            "不是有效的统一社会信用代码（校验位不符）",
        ));
    }
    None
}

/// A valid code with random body characters (demo data and test fixtures).
pub fn generate() -> String {
    use rand::Rng;
    let mut rng = rand::rng();
    // Registration authority 9 (industry and commerce), type 1 (enterprise).
    let mut body: Vec<u8> = b"91".to_vec();
    while body.len() < 17 {
        body.push(ALPHABET[rng.random_range(0..31)]);
    }
    let check = check_char(&body).expect("alphabet characters");
    body.push(check as u8);
    String::from_utf8(body).expect("ASCII")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn published_codes_pass_and_a_changed_character_fails() {
        for code in [
            "91350100M000100Y43",
            "91110000802100433B",
            "9144030071526726XG",
        ] {
            assert_eq!(problem(code), None, "{code}");
        }
        assert!(problem("91350100M000100Y44").is_some());
        assert!(problem("91350100M000100Y4").is_some());
        assert!(problem("91350100M000100I43").is_some());
    }

    #[test]
    fn generated_codes_are_valid() {
        for _ in 0..100 {
            assert_eq!(problem(&generate()), None);
        }
    }

    fn body() -> impl proptest::strategy::Strategy<Value = Vec<u8>> {
        proptest::collection::vec(proptest::sample::select(ALPHABET.to_vec()), 17)
    }

    proptest::proptest! {
        /// The weights are non-zero modulo the prime 31, so any one changed
        /// character changes the check: a mistyped code never passes.
        #[test]
        fn one_changed_character_is_always_caught(
            body in body(),
            at in 0usize..18,
            to in proptest::sample::select(ALPHABET.to_vec()),
        ) {
            let mut code = body.clone();
            code.push(check_char(&body).unwrap() as u8);
            let valid = String::from_utf8(code.clone()).unwrap();
            proptest::prop_assert_eq!(problem(&valid), None);
            proptest::prop_assume!(code[at] != to);
            code[at] = to;
            proptest::prop_assert!(problem(&String::from_utf8(code).unwrap()).is_some());
        }

        #[test]
        fn any_text_is_a_code_or_a_reason(v in proptest::prelude::any::<String>()) {
            let _ = problem(&v);
        }
    }
}
