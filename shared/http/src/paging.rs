//! Cursor-paged lists, one rule for every list call: the page size
//! ([`PageSize`]), the request's paging fields ([`list_request!`]) and the
//! page it answers ([`page!`]).

use std::fmt;

use serde::{Deserialize, Deserializer};
use verity_core::types::{refuse, Reason};

/// A list request's `pageSize`: `1..=MAX`, `DEFAULT` when absent or null.
/// Anything else is refused while the body is read: 1002 on `pageSize`
/// ("pageSize: must be from 1 to MAX"), before the handler runs.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct PageSize<const MAX: u32 = 100, const DEFAULT: u32 = 20>(u32);

impl<const MAX: u32, const DEFAULT: u32> PageSize<MAX, DEFAULT> {
    /// `requested` within `1..=MAX` (`DEFAULT` when absent).
    pub fn new(requested: Option<u32>) -> Result<Self, verity_core::text::Text> {
        match requested {
            None => Ok(PageSize(DEFAULT)),
            Some(n) if (1..=MAX).contains(&n) => Ok(PageSize(n)),
            Some(_) => Err(verity_core::text!(
                "pageSize: must be from 1 to {MAX}",
                "须为 1 到 {MAX} 之间的整数"
            )),
        }
    }

    pub fn get(self) -> usize {
        self.0 as usize
    }
}

impl<const MAX: u32, const DEFAULT: u32> Default for PageSize<MAX, DEFAULT> {
    fn default() -> Self {
        PageSize(DEFAULT)
    }
}

impl<const MAX: u32, const DEFAULT: u32> fmt::Debug for PageSize<MAX, DEFAULT> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PageSize({})", self.0)
    }
}

impl<'de, const MAX: u32, const DEFAULT: u32> Deserialize<'de> for PageSize<MAX, DEFAULT> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        PageSize::new(Option::<u32>::deserialize(d)?).map_err(refuse)
    }
}

/// A list's search words (`order/list`, `order/export`): free text under the
/// rules of a [`Reason`] (1–500 characters, no control characters, the same
/// messages), kept out of logs (`Keyword(..)`): it names candidates.
#[derive(Clone, PartialEq, Eq)]
pub struct Keyword(String);

impl Keyword {
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Keyword {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Keyword(..)")
    }
}

impl<'de> Deserialize<'de> for Keyword {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Reason::deserialize(d).map(|r| Keyword(r.into_inner()))
    }
}

/// A list filter that names one of a few values (a status, a kind), read
/// while the body is: the wire string, trimmed, through `parse` (the
/// domain type's own, so the accepted strings stay its wire strings);
/// absent, null or empty is `None` (no filter, or the list's default);
/// anything else is refused with `rule` (1002 on the field). A request
/// declares the field with a small function of its own:
///
/// ```ignore
/// /// `open` or `closed`; absent: both.
/// #[serde(default, deserialize_with = "job_status")]
/// #[schema(value_type = Option<String>)]
/// pub status: Option<JobStatus>,
///
/// fn job_status<'de, D: Deserializer<'de>>(d: D) -> Result<Option<JobStatus>, D::Error> {
///     one_of(d, JobStatus::parse, Text::new("status: must be open or closed", "须为 open 或 closed"))
/// }
/// ```
pub fn one_of<'de, D: Deserializer<'de>, T>(
    d: D,
    parse: fn(&str) -> Option<T>,
    rule: verity_core::text::Text,
) -> Result<Option<T>, D::Error> {
    match Option::<String>::deserialize(d)?.as_deref().map(str::trim) {
        None | Some("") => Ok(None),
        Some(text) => parse(text).map(Some).ok_or_else(|| refuse(rule)),
    }
}

/// Declares a cursor-paged list request: the struct as written (deriving
/// `Debug`, `Deserialize` and `ToSchema`, camelCase, unknown fields refused)
/// with the paging fields appended, written here once:
///
/// - `cursor: Option<Cursor>`, the previous page's (a string in the schema);
///   `cursor = "doc"` gives it a description;
/// - `pageSize` (`1–100, default 20.`: a [`PageSize`]), or
///   `page_size: PageSize<MAX, DEFAULT> = "doc"` for another range, or none
///   with `cursor only`; `unpaged` declares the struct alone (a call that
///   takes a list's filters, such as an export).
///
/// (`#[serde(flatten)]` of a shared struct would lose `deny_unknown_fields`.)
#[macro_export]
macro_rules! list_request {
    // The struct as written: a call that takes a list's filters without
    // paging (an export).
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident { $($fields:tt)* }
        unpaged
    ) => {
        $(#[$meta])*
        #[derive(Debug, serde::Deserialize, utoipa::ToSchema)]
        #[serde(rename_all = "camelCase", deny_unknown_fields)]
        $vis struct $name {
            $($fields)*
        }
    };
    // No page size: the list's own.
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident { $($fields:tt)* }
        cursor only
    ) => {
        $crate::list_request! {
            $(#[$meta])*
            $vis struct $name {
                $($fields)*
                #[schema(value_type = Option<String>)]
                #[serde(default)]
                pub cursor: Option<verity_core::types::Cursor>,
            }
            unpaged
        }
    };
    // The default page size.
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident { $($fields:tt)* }
        $(cursor = $cursor_doc:literal)?
    ) => {
        $crate::list_request! {
            $(#[$meta])*
            $vis struct $name { $($fields)* }
            $(cursor = $cursor_doc)?
            page_size: $crate::paging::PageSize = "1–100, default 20."
        }
    };
    // Another page size.
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident { $($fields:tt)* }
        $(cursor = $cursor_doc:literal)?
        page_size: $size:ty = $size_doc:literal
    ) => {
        $crate::list_request! {
            $(#[$meta])*
            $vis struct $name {
                $($fields)*
                $(#[doc = $cursor_doc])?
                #[schema(value_type = Option<String>)]
                #[serde(default)]
                pub cursor: Option<verity_core::types::Cursor>,
                #[doc = $size_doc]
                #[schema(value_type = Option<u32>)]
                #[serde(default)]
                pub page_size: $size,
            }
            unpaged
        }

        impl $name {
            /// Where the page starts and how many rows it holds, as the
            /// domain's lists take them.
            pub fn paging(&self) -> (Option<String>, usize) {
                (
                    self.cursor.clone().map(verity_core::types::Cursor::into_inner),
                    self.page_size.get(),
                )
            }
        }
    };
}

/// Declares a cursor-paged list's answer `{items, cursor}`: the rows and the
/// next page's cursor, absent on the last page. One named schema per list
/// (`OrderPage`, `JobPage`, …) so the OpenAPI names stay meaningful.
#[macro_export]
macro_rules! page {
    ($(#[$meta:meta])* $vis:vis struct $name:ident of $row:ty) => {
        $(#[$meta])*
        #[derive(Debug, serde::Serialize, utoipa::ToSchema)]
        #[serde(rename_all = "camelCase")]
        $vis struct $name {
            pub items: Vec<$row>,
            /// The next page's cursor; absent on the last page.
            #[serde(skip_serializing_if = "Option::is_none")]
            pub cursor: Option<String>,
        }
    };
}

#[cfg(test)]
mod tests {
    use super::{one_of, Keyword, PageSize};

    fn size<const MAX: u32, const DEFAULT: u32>(json: &str) -> Result<usize, String> {
        serde_json::from_str::<PageSize<MAX, DEFAULT>>(json)
            .map(PageSize::get)
            .map_err(|e| e.to_string())
    }

    #[test]
    fn absent_is_the_default_and_out_of_range_is_refused() {
        assert_eq!(size::<100, 20>("null").unwrap(), 20);
        assert_eq!(size::<100, 20>("100").unwrap(), 100);
        assert_eq!(size::<200, 50>("null").unwrap(), 50);
        assert_eq!(size::<200, 50>("200").unwrap(), 200);
        assert!(size::<100, 20>("0")
            .unwrap_err()
            .contains("must be from 1 to 100"));
        assert!(size::<100, 20>("101").is_err());
        assert!(size::<200, 50>("201")
            .unwrap_err()
            .contains("must be from 1 to 200"));
    }

    #[test]
    fn a_keyword_keeps_the_reason_rules_and_stays_out_of_logs() {
        let k: Keyword = serde_json::from_str("\" 张三 \"").unwrap();
        assert_eq!(k.as_str(), "张三");
        assert_eq!(format!("{k:?}"), "Keyword(..)");
        assert!(serde_json::from_str::<Keyword>("\"\"").is_err());
        assert!(serde_json::from_str::<Keyword>(&format!("\"{}\"", "a".repeat(501))).is_err());
    }

    #[test]
    fn a_choice_is_one_of_its_wire_strings_or_absent() {
        fn parse(text: &str) -> Option<bool> {
            match text {
                "open" => Some(true),
                "closed" => Some(false),
                _ => None,
            }
        }
        let read = |json: &str| {
            let mut d = serde_json::Deserializer::from_str(json);
            one_of(
                &mut d,
                parse,
                verity_core::text::Text::new(
                    "status: must be open or closed",
                    "须为 open 或 closed",
                ),
            )
            .map_err(|e| e.to_string())
        };
        assert_eq!(read("\" open \"").unwrap(), Some(true));
        assert_eq!(read("\"closed\"").unwrap(), Some(false));
        assert_eq!(read("null").unwrap(), None);
        assert_eq!(read("\"  \"").unwrap(), None);
        assert!(read("\"paused\"")
            .unwrap_err()
            .contains("status: must be open or closed"));
        assert!(read("3").is_err());
    }
}
