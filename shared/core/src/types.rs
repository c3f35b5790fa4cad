//! Validated request values: each refuses bad input while the request is
//! deserialised, so a handler only ever sees good values. A missing field,
//! `null` and an empty string get the same "please enter …" message.
//!
//! The HTTP layer answers a refusal with 1002, the message below and
//! `data.field` (the JSON path); messages never echo the value.

use crate::text::Text;
use std::fmt;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer};

/// Marks a refusal from one of these types inside a serde error, so the HTTP
/// layer can tell "this value broke a rule" (show the rule) from "this is not
/// the right JSON type" (serde's own message).
pub const REFUSED: char = '\u{1e}';

/// The rule a value broke, as a serde error: both languages of its message,
/// each after a [`REFUSED`] mark (read back by [`refusal_text`]).
pub fn refuse<E: serde::de::Error>(msg: Text) -> E {
    E::custom(format!("{REFUSED}{}{REFUSED}{}", msg.en(), msg.zh()))
}

/// The message of a refusal inside a serde error's text (`None`: serde's
/// own error). `tail` after the Chinese side (" at line …") is cut off.
pub fn refusal_text(error: &str) -> Option<Text> {
    let (_, rest) = error.split_once(REFUSED)?;
    let (en, zh) = rest.split_once(REFUSED)?;
    let zh = match zh.rfind(" at line ") {
        Some(at) => &zh[..at],
        None => zh,
    };
    Some(Text::from_args(format_args!("{en}"), format_args!("{zh}")))
}

/// A string field, trimmed; `None` when missing, null or empty.
fn text<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    Ok(Option::<String>::deserialize(d)?
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty()))
}

macro_rules! validated {
    ($(#[$doc:meta])* $name:ident, missing = $missing:expr, rule = $rule:expr, debug = $debug:expr) => {
        $(#[$doc])*
        #[derive(Clone, PartialEq, Eq, Hash, serde::Serialize, utoipa::ToSchema)]
        #[serde(transparent)]
        pub struct $name(String);

        impl $name {
            /// Checks `value` against the rule; the message says what is wrong.
            pub fn parse(value: &str) -> Result<Self, Text> {
                let value = value.trim();
                if value.is_empty() {
                    return Err($missing);
                }
                let rule: fn(&str) -> Result<String, Text> = $rule;
                rule(value).map($name)
            }

            pub fn as_str(&self) -> &str {
                &self.0
            }

            pub fn into_inner(self) -> String {
                self.0
            }
        }

        impl std::ops::Deref for $name {
            type Target = str;
            fn deref(&self) -> &str {
                &self.0
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let debug: fn(&str) -> String = $debug;
                write!(f, "{}({})", stringify!($name), debug(&self.0))
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                match text(d)? {
                    None => Err(refuse($missing)),
                    Some(v) => $name::parse(&v).map_err(refuse),
                }
            }
        }
    };
}

/// Letters, digits, `-` and `_`, at most `max` bytes: ids and tokens as
/// the API hands them out.
fn url_safe(v: &str, max: usize) -> Result<String, Text> {
    if v.len() <= max
        && v.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    {
        Ok(v.to_string())
    } else {
        Err(Text::new("is malformed", "格式不正确"))
    }
}

fn shown(v: &str) -> String {
    v.to_string()
}

fn hidden(_: &str) -> String {
    "..".into()
}

validated!(
    /// Mainland mobile number: 11 digits starting with 1 (spec §5).
    Phone,
    missing = Text::new("please enter a mobile phone number", "请输入手机号"),
    rule = |v| {
        if v.len() == 11 && v.starts_with('1') && v.bytes().all(|b| b.is_ascii_digit()) {
            Ok(v.to_string())
        } else {
            Err(Text::new("please enter a valid mobile phone number", "请输入正确的手机号"))
        }
    },
    debug = crate::pii::mask_phone
);

validated!(
    /// The browser's MD5 digest of the password: 32 hex digits, kept lowercase.
    PasswordDigest,
    missing = Text::new("please enter a password", "请输入密码"),
    rule = |v| {
        if v.len() == 32 && v.bytes().all(|b| b.is_ascii_hexdigit()) {
            Ok(v.to_ascii_lowercase())
        } else {
            Err(Text::new("the password must be sent as its MD5 digest (32 hexadecimal digits)", "密码须以 MD5 摘要（32 位十六进制）提交"))
        }
    },
    debug = hidden
);

validated!(
    /// A 6-digit SMS code.
    SmsCode,
    missing = Text::new("please enter the verification code", "请输入验证码"),
    rule = |v| {
        if v.len() == 6 && v.bytes().all(|b| b.is_ascii_digit()) {
            Ok(v.to_string())
        } else {
            Err(Text::new("the verification code has 6 digits", "验证码为 6 位数字"))
        }
    },
    debug = hidden
);

validated!(
    /// A display name: 1–32 characters, no control characters.
    DisplayName,
    missing = Text::new("please enter a name", "请输入姓名"),
    rule = |v| {
        if v.chars().count() <= 32 && !v.chars().any(char::is_control) {
            Ok(v.to_string())
        } else {
            Err(Text::new("the name has at most 32 characters and no control characters", "姓名最多 32 个字符，且不含控制字符"))
        }
    },
    debug = crate::pii::mask_name
);

validated!(
    /// A legal name for the real-name check: 1–50 characters, no control characters.
    RealName,
    missing = Text::new("please enter your name", "请输入您的姓名"),
    rule = |v| {
        if v.chars().count() <= 50 && !v.chars().any(char::is_control) {
            Ok(v.to_string())
        } else {
            Err(Text::new("please enter a valid name", "请输入正确的姓名"))
        }
    },
    debug = crate::pii::mask_name
);

validated!(
    /// ID document number (spec §5): 16 or 18 characters, digits only except
    /// a final `X` on 18-character numbers (kept uppercase). ASCII is checked
    /// first, so no rule ever slices inside a multi-byte character.
    IdNumber,
    missing = Text::new("please enter ID document number", "请输入证件号码"),
    rule = |v| {
        let ok = v.is_ascii()
            && match v.len() {
                16 => v.bytes().all(|b| b.is_ascii_digit()),
                18 => {
                    v.as_bytes()[..17].iter().all(u8::is_ascii_digit)
                        && matches!(v.as_bytes()[17], b'0'..=b'9' | b'x' | b'X')
                }
                _ => false,
            };
        if ok {
            Ok(v.to_ascii_uppercase())
        } else {
            Err(Text::new("please enter a valid ID document number", "请输入正确的证件号码"))
        }
    },
    debug = crate::pii::mask_id_number
);

validated!(
    /// An e-mail address: at most 254 characters, `local@domain.tld`, no spaces.
    Email,
    missing = Text::new("please enter a valid e-mail address", "请输入正确的电子邮箱"),
    rule = |v| {
        const BAD: Text = Text::new("please enter a valid e-mail address", "请输入正确的电子邮箱");
        if v.len() > 254 || v.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(BAD);
        }
        let (local, domain) = v.split_once('@').ok_or(BAD)?;
        if local.is_empty()
            || local.len() > 64
            || domain.contains('@')
            || !domain.contains('.')
            || domain.starts_with('.')
            || domain.ends_with('.')
            || domain.contains("..")
        {
            return Err(BAD);
        }
        Ok(v.to_string())
    },
    debug = hidden
);

validated!(
    /// An opaque random ticket or token as issued by [`crate::ids::new_token`].
    Ticket,
    missing = Text::new("is required", "不能为空"),
    rule = |v| url_safe(v, 128),
    debug = hidden
);

validated!(
    /// The id of a record (enterprise, order, …) as the API hands it out.
    EntityId,
    missing = Text::new("is required", "不能为空"),
    rule = |v| url_safe(v, 64),
    debug = shown
);

validated!(
    /// An administrative division code: 2 (province), 4 (city) or 6 (district) digits.
    DivisionCode,
    missing = Text::new("must be a 2, 4 or 6 digit division code", "须为 2、4 或 6 位行政区划代码"),
    rule = |v| {
        if matches!(v.len(), 2 | 4 | 6) && v.bytes().all(|b| b.is_ascii_digit()) {
            Ok(v.to_string())
        } else {
            Err(Text::new("must be a 2, 4 or 6 digit division code", "须为 2、4 或 6 位行政区划代码"))
        }
    },
    debug = shown
);

validated!(
    /// The client tag every sign-in carries (spec §3): `ENT_WEB`.
    ClientTag,
    missing = Text::new("must be ENT_WEB", "必须为 ENT_WEB"),
    rule = |v| {
        if v == "ENT_WEB" {
            Ok(v.to_string())
        } else {
            Err(Text::new("must be ENT_WEB", "必须为 ENT_WEB"))
        }
    },
    debug = shown
);

fn plain_text(v: &str, max: usize, msg: Text) -> Result<String, Text> {
    if v.chars().count() <= max && !v.chars().any(char::is_control) {
        Ok(v.to_string())
    } else {
        Err(msg)
    }
}

validated!(
    /// An API key's name, as its enterprise tells its keys apart: at most 40 characters.
    KeyName,
    missing = Text::new("please name the key", "请填写密钥名称"),
    rule = |v| plain_text(v, 40, Text::new("the name has at most 40 characters and no control characters", "名称最多 40 个字符，且不含控制字符")),
    debug = shown
);

validated!(
    /// A company's registered name: at most 100 characters.
    CompanyName,
    missing = Text::new("please enter the enterprise name", "请输入企业名称"),
    rule = |v| plain_text(v, 100, Text::new("the name has at most 100 characters and no control characters", "企业名称最多 100 个字符，且不含控制字符")),
    debug = shown
);

validated!(
    /// A unified social credit code's form: 18 digits or capitals (the check
    /// character is the enterprise domain's rule). Lower case is accepted.
    CreditCode,
    missing = Text::new("please enter the unified social credit code", "请输入统一社会信用代码"),
    rule = |v| {
        let v = v.to_ascii_uppercase();
        if v.len() == 18 && v.bytes().all(|b| b.is_ascii_digit() || b.is_ascii_uppercase()) {
            Ok(v)
        } else {
            Err(Text::new("the unified social credit code has 18 digits and letters", "统一社会信用代码为 18 位数字和字母"))
        }
    },
    debug = shown
);

validated!(
    /// A postal address: at most 200 characters.
    Address,
    missing = Text::new("please enter the address", "请输入地址"),
    rule = |v| plain_text(v, 200, Text::new("the address has at most 200 characters", "地址最多 200 个字符")),
    debug = hidden
);

validated!(
    /// A free-text reason or note: at most 500 characters.
    Reason,
    missing = Text::new("please give a reason", "请填写原因"),
    rule = |v| plain_text(v, 500, Text::new("at most 500 characters", "最多 500 个字符")),
    debug = shown
);

validated!(
    /// A list's page cursor as the previous page gave it (opaque to the client;
    /// the table adapter decodes it and refuses a foreign one with 1006).
    Cursor,
    missing = Text::new("the page cursor is empty", "分页游标为空"),
    rule = |v| plain_text(v, 500, Text::new("the page cursor is invalid", "分页游标无效")),
    debug = shown
);

validated!(
    /// A school or an employer a check is run against: 1–100 characters, no
    /// control characters (the batch template's `school` / `employer` column).
    Institution,
    missing = Text::new("please enter the school or employer", "请输入院校或雇主名称"),
    rule = |v| plain_text(v, 100, Text::new("at most 100 characters and no control characters", "最多 100 个字符，且不含控制字符")),
    debug = hidden
);

validated!(
    /// A degree as the candidate states it (`本科 / 学士`, `MSc Computer
    /// Science`): 1–50 characters, no control characters.
    Degree,
    missing = Text::new("please enter the degree", "请输入学历学位"),
    rule = |v| plain_text(v, 50, Text::new("at most 50 characters and no control characters", "最多 50 个字符，且不含控制字符")),
    debug = hidden
);

validated!(
    /// When the candidate worked at an employer, free text such as
    /// `2019-03 – 2023-06`: 1–50 characters, no control characters.
    EmploymentPeriod,
    missing = Text::new("please enter the employment period", "请输入任职时间"),
    rule = |v| plain_text(v, 50, Text::new("at most 50 characters and no control characters", "最多 50 个字符，且不含控制字符")),
    debug = hidden
);

validated!(
    /// A professional certificate's number: 1–50 characters, letters (any
    /// script), digits, spaces and `-` `/` `_` `.` `(` `)`.
    CertificateNumber,
    missing = Text::new("please enter the certificate number", "请输入证书编号"),
    rule = |v| {
        if v.chars().count() <= 50
            && v.chars().all(|c| {
                c.is_alphanumeric() || matches!(c, ' ' | '-' | '/' | '_' | '.' | '(' | ')' | '（' | '）')
            })
        {
            Ok(v.to_string())
        } else {
            Err(Text::new("at most 50 letters, digits, spaces and - / _ . ( )", "最多 50 个字符，仅限字母、数字、空格及 - / _ . ( )"))
        }
    },
    debug = hidden
);

validated!(
    /// A work order's subject: 1–100 characters on one line.
    Subject,
    missing = Text::new("please enter a subject", "请输入标题"),
    rule = |v| plain_text(v, 100, Text::new("the subject has at most 100 characters on one line", "标题最多 100 个字符，且不能换行")),
    debug = hidden
);

validated!(
    /// A message or a description: 1–2000 characters; line breaks and tabs
    /// are kept, other control characters refused.
    LongText,
    missing = Text::new("please enter the text", "请输入内容"),
    rule = |v| {
        if v.chars().count() <= 2000
            && !v
                .chars()
                .any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
        {
            Ok(v.to_string())
        } else {
            Err(Text::new("at most 2000 characters", "最多 2000 个字符"))
        }
    },
    debug = hidden
);

validated!(
    /// A client's key for one request and its retries (money moves once):
    /// 16 to 64 letters, digits, `-` or `_` (a UUID fits).
    IdempotencyKey,
    missing = Text::new("use 16 to 64 letters, digits, '-' or '_'", "须为 16 到 64 位字母、数字、'-' 或 '_'"),
    rule = |v| {
        if (16..=64).contains(&v.len()) {
            url_safe(v, 64).map_err(|_| Text::new("use 16 to 64 letters, digits, '-' or '_'", "须为 16 到 64 位字母、数字、'-' 或 '_'"))
        } else {
            Err(Text::new("use 16 to 64 letters, digits, '-' or '_'", "须为 16 到 64 位字母、数字、'-' 或 '_'"))
        }
    },
    debug = shown
);

validated!(
    /// A key of an uploaded file, as `file/upload` answered it.
    FileKey,
    missing = Text::new("please upload the file", "请上传文件"),
    rule = |v| {
        if crate::blobs::valid_key(v) {
            Ok(v.to_string())
        } else {
            Err(Text::new("is not a file key", "不是有效的文件标识"))
        }
    },
    debug = shown
);

/// An optional field where `""` means "remove it": `Clear`, else a valid `T`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OrClear<T> {
    Clear,
    Set(T),
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for OrClear<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = serde_json::Value::deserialize(d)?;
        if value.as_str().is_some_and(|s| s.trim().is_empty()) {
            return Ok(OrClear::Clear);
        }
        T::deserialize(value)
            .map(OrClear::Set)
            .map_err(|e| D::Error::custom(e.to_string()))
    }
}

/// An amount of money in fen (1/100 yuan): a whole number, never a float.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, utoipa::ToSchema,
)]
#[serde(transparent)]
pub struct Fen(pub i64);

impl<'de> Deserialize<'de> for Fen {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        match Option::<serde_json::Value>::deserialize(d)? {
            None => Err(refuse(Text::new("please enter an amount", "请输入金额"))),
            Some(v) => v.as_i64().map(Fen).ok_or_else(|| {
                refuse(Text::new(
                    "amounts are whole numbers of fen",
                    "金额须为整数（单位：分）",
                ))
            }),
        }
    }
}

/// Page-number pagination of small lists: `page` from 1, `pageSize` 1–100
/// (default 1 and 10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PageRequest {
    #[serde(default = "PageRequest::first", deserialize_with = "page_number")]
    pub page: u32,
    #[serde(default = "PageRequest::default_size", deserialize_with = "page_size")]
    pub page_size: u32,
}

impl PageRequest {
    pub const MAX_SIZE: u32 = 100;

    fn first() -> u32 {
        1
    }

    fn default_size() -> u32 {
        10
    }

    /// Items to skip before this page.
    pub fn offset(&self) -> usize {
        (self.page as usize - 1) * self.page_size as usize
    }
}

impl Default for PageRequest {
    fn default() -> Self {
        PageRequest {
            page: 1,
            page_size: 10,
        }
    }
}

fn whole<'de, D: Deserializer<'de>>(d: D, msg: Text) -> Result<u64, D::Error> {
    serde_json::Value::deserialize(d)?
        .as_u64()
        .ok_or_else(|| refuse(msg))
}

fn page_number<'de, D: Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    const MSG: Text = Text::new("must be a whole number from 1", "须为从 1 开始的整数");
    match whole(d, MSG)? {
        n @ 1..=1_000_000 => Ok(n as u32),
        _ => Err(refuse(MSG)),
    }
}

fn page_size<'de, D: Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    const MSG: Text = Text::new(
        "must be a whole number from 1 to 100",
        "须为 1 到 100 之间的整数",
    );
    match whole(d, MSG)? {
        n @ 1..=100 => Ok(n as u32),
        _ => Err(refuse(MSG)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refusal<T: for<'de> Deserialize<'de> + fmt::Debug>(json: &str) -> String {
        let err = serde_json::from_str::<T>(json).unwrap_err().to_string();
        refusal_text(&err).expect("a refusal").into_en()
    }

    #[test]
    fn phones_follow_spec_section_5() {
        assert_eq!(
            serde_json::from_str::<Phone>(r#"" 13800000000 ""#)
                .unwrap()
                .as_str(),
            "13800000000"
        );
        assert_eq!(
            refusal::<Phone>(r#""""#),
            "please enter a mobile phone number"
        );
        assert_eq!(
            refusal::<Phone>("null"),
            "please enter a mobile phone number"
        );
        for bad in [
            "23800000000",
            "1380000000",
            "138000000000",
            "1380000000a",
            "１３８００００００００",
        ] {
            assert_eq!(
                Phone::parse(bad).unwrap_err().en(),
                "please enter a valid mobile phone number",
                "{bad}"
            );
        }
    }

    #[test]
    fn id_numbers_check_ascii_before_slicing() {
        assert_eq!(
            IdNumber::parse("11010519491231002x").unwrap().as_str(),
            "11010519491231002X"
        );
        assert!(IdNumber::parse("1234567890123456").is_ok());
        // 17 ASCII digits and a 2-byte character: 19 bytes, never sliced.
        assert!(IdNumber::parse("1234567890123456é").is_err());
        assert!(IdNumber::parse("12345678901234567é").is_err());
        assert!(IdNumber::parse("1234567890123456Y8").is_err());
    }

    #[test]
    fn debug_never_shows_pii_or_secrets() {
        let phone = Phone::parse("13812345678").unwrap();
        assert!(!format!("{phone:?}").contains("13812345678"));
        let code = SmsCode::parse("123456").unwrap();
        assert!(!format!("{code:?}").contains("123456"));
        let id = IdNumber::parse("11010519491231002X").unwrap();
        assert!(!format!("{id:?}").contains("11010519491231002X"));
    }

    #[test]
    fn pages_default_and_refuse_out_of_range() {
        let p: PageRequest = serde_json::from_str("{}").unwrap();
        assert_eq!((p.page, p.page_size, p.offset()), (1, 10, 0));
        let p: PageRequest = serde_json::from_str(r#"{"page":3,"pageSize":10}"#).unwrap();
        assert_eq!(p.offset(), 20);
        assert_eq!(
            refusal::<PageRequest>(r#"{"page":0}"#),
            "must be a whole number from 1"
        );
        assert_eq!(
            refusal::<PageRequest>(r#"{"pageSize":101}"#),
            "must be a whole number from 1 to 100"
        );
        assert_eq!(refusal::<Fen>("1.5"), "amounts are whole numbers of fen");
    }
}
