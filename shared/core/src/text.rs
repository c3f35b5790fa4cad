//! Words a person reads, defined once where they are raised, in both
//! languages: a [`Text`] cannot be built without its zh-CN and en-US sides.
//! The HTTP layer picks the side of the request's language in one place
//! (`verity_http::error`); SMS templates (`verity_domain::sms`) pick the
//! recipient's.
//!
//! A text with variables is built with [`text!`](crate::text!), which
//! formats both sides with the same variables. A test of `verity-http`
//! scans the workspace's sources for every `Text::new(…)` and `text!(…)` and
//! fails when a zh-CN side has no Chinese character.

use std::borrow::Cow;
use std::fmt;

/// The two languages the platform speaks; zh-CN unless English is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    ZhCn,
    EnUs,
}

impl Lang {
    /// The first language of an `Accept-Language` value; zh-CN by default.
    pub fn from_accept_language(header: Option<&str>) -> Lang {
        let first = header.and_then(|h| h.split(',').next()).map(|tag| {
            tag.split(';')
                .next()
                .unwrap_or("")
                .trim()
                .to_ascii_lowercase()
        });
        match first.as_deref() {
            Some(tag) if tag == "en" || tag.starts_with("en-") => Lang::EnUs,
            _ => Lang::ZhCn,
        }
    }

    /// The BCP 47 tag (`zh-CN`, `en-US`).
    pub fn tag(self) -> &'static str {
        match self {
            Lang::ZhCn => "zh-CN",
            Lang::EnUs => "en-US",
        }
    }

    /// Reads [`Lang::tag`] back; anything else is `None`.
    pub fn parse(tag: &str) -> Option<Lang> {
        match tag {
            "zh-CN" => Some(Lang::ZhCn),
            "en-US" => Some(Lang::EnUs),
            _ => None,
        }
    }
}

/// A message in en-US and zh-CN. Never built from one language alone.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Text {
    en: Cow<'static, str>,
    zh: Cow<'static, str>,
}

impl Text {
    /// A fixed message: its English and its Chinese.
    pub const fn new(en: &'static str, zh: &'static str) -> Text {
        Text {
            en: Cow::Borrowed(en),
            zh: Cow::Borrowed(zh),
        }
    }

    /// What [`text!`](crate::text!) builds: both sides formatted with the
    /// same variables (a side without variables stays borrowed).
    pub fn from_args(en: fmt::Arguments<'_>, zh: fmt::Arguments<'_>) -> Text {
        let side = |a: fmt::Arguments<'_>| match a.as_str() {
            Some(s) => Cow::Borrowed(s),
            None => Cow::Owned(a.to_string()),
        };
        Text {
            en: side(en),
            zh: side(zh),
        }
    }

    pub fn en(&self) -> &str {
        &self.en
    }

    pub fn zh(&self) -> &str {
        &self.zh
    }

    /// The side of `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::ZhCn => &self.zh,
            Lang::EnUs => &self.en,
        }
    }

    /// The English side, as logs and `Display` show it.
    pub fn into_en(self) -> String {
        self.en.into_owned()
    }

    /// Both sides with a change of each (`f(side, lang)`): how a caller
    /// wraps a message, e.g. with the field it belongs to.
    pub fn map(self, f: impl Fn(&str, Lang) -> String) -> Text {
        Text {
            en: Cow::Owned(f(&self.en, Lang::EnUs)),
            zh: Cow::Owned(f(&self.zh, Lang::ZhCn)),
        }
    }
}

impl fmt::Debug for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} / {:?}", self.en, self.zh)
    }
}

/// Shows the English side (logs, test failures).
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.en)
    }
}

/// A [`Text`] with variables: `text!("at most {max} files", "最多 {max} 个文件")`.
/// Both sides are format strings over the same variables in scope.
#[macro_export]
macro_rules! text {
    ($en:literal, $zh:literal $(,)?) => {
        $crate::text::Text::from_args(::std::format_args!($en), ::std::format_args!($zh))
    };
}

/// True when `s` holds at least one CJK ideograph (a zh-CN side must).
pub fn has_cjk(s: &str) -> bool {
    s.chars()
        .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c) || ('\u{3400}'..='\u{4dbf}').contains(&c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_has_both_sides_and_formats_both_with_the_same_variables() {
        let max = 5;
        let t = text!("at most {max} files", "最多 {max} 个文件");
        assert_eq!(t.get(Lang::EnUs), "at most 5 files");
        assert_eq!(t.get(Lang::ZhCn), "最多 5 个文件");
        const FIXED: Text = Text::new("please sign in the box", "请在框内签名");
        assert_eq!(FIXED.zh(), "请在框内签名");
        assert_eq!(FIXED.to_string(), "please sign in the box");
    }

    #[test]
    fn the_first_preference_decides_and_chinese_is_the_default() {
        assert_eq!(Lang::from_accept_language(None), Lang::ZhCn);
        assert_eq!(
            Lang::from_accept_language(Some("en-US,en;q=0.9")),
            Lang::EnUs
        );
        assert_eq!(Lang::from_accept_language(Some("en")), Lang::EnUs);
        assert_eq!(
            Lang::from_accept_language(Some("zh-CN,zh;q=0.9,en;q=0.8")),
            Lang::ZhCn
        );
        assert_eq!(Lang::from_accept_language(Some("fr-FR")), Lang::ZhCn);
        for lang in [Lang::ZhCn, Lang::EnUs] {
            assert_eq!(Lang::parse(lang.tag()), Some(lang));
        }
    }
}
