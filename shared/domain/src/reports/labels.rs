//! The one table of the words a grade and an overall result read as, in each
//! language: `labels.json` beside this file. The PDF reads it here; the web
//! imports the same file (`web/src/utils/grades.ts`) for the record, the report,
//! the shared report, the verify page and the candidate's findings, so one
//! finding carries one label everywhere.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Deserialize;
use verity_core::provider::ItemResult;

use super::model::Grade;

#[derive(Deserialize)]
struct Pair {
    #[serde(rename = "zh-CN")]
    zh: String,
    #[serde(rename = "en-US")]
    en: String,
}

#[derive(Deserialize)]
struct Labels {
    grade: HashMap<String, Pair>,
    overall: HashMap<String, Pair>,
}

fn labels() -> &'static Labels {
    static LABELS: OnceLock<Labels> = OnceLock::new();
    LABELS.get_or_init(|| {
        serde_json::from_str(include_str!("labels.json")).expect("reports/labels.json is valid")
    })
}

fn pick(pair: Option<&'static Pair>, zh: bool) -> &'static str {
    pair.map_or("", |p| if zh { &p.zh } else { &p.en })
}

/// `green`, `yellow`, `red`: as the table and the API name them.
pub fn grade_key(grade: Grade) -> &'static str {
    match grade {
        Grade::Green => "green",
        Grade::Yellow => "yellow",
        Grade::Red => "red",
    }
}

/// What a grade reads as, in Chinese (`zh`) or English.
pub fn grade_label(grade: Grade, zh: bool) -> &'static str {
    pick(labels().grade.get(grade_key(grade)), zh)
}

/// What an overall result reads as, in Chinese (`zh`) or English.
pub fn overall_label(result: ItemResult, zh: bool) -> &'static str {
    let key = match result {
        ItemResult::Clear => "clear",
        ItemResult::Consider => "consider",
    };
    pick(labels().overall.get(key), zh)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn latin(s: &str) -> bool {
        s.chars().any(|c| c.is_ascii_alphabetic())
    }
    fn cjk(s: &str) -> bool {
        s.chars().any(|c| ('\u{3400}'..='\u{9fff}').contains(&c))
    }

    #[test]
    fn every_grade_and_result_has_one_label_in_each_language() {
        for grade in [Grade::Green, Grade::Yellow, Grade::Red] {
            let (zh, en) = (grade_label(grade, true), grade_label(grade, false));
            assert!(!zh.is_empty() && !latin(zh), "{grade:?}: {zh}");
            assert!(!en.is_empty() && !cjk(en), "{grade:?}: {en}");
        }
        for result in [ItemResult::Clear, ItemResult::Consider] {
            let (zh, en) = (overall_label(result, true), overall_label(result, false));
            assert!(!zh.is_empty() && !latin(zh), "{result:?}: {zh}");
            assert!(!en.is_empty() && !cjk(en), "{result:?}: {en}");
        }
        assert_eq!(grade_label(Grade::Red, true), "有不良记录");
        assert_eq!(grade_label(Grade::Yellow, false), "Needs attention");
    }

    #[test]
    fn the_table_holds_exactly_the_grades_and_results() {
        let l = labels();
        let mut grades: Vec<_> = l.grade.keys().map(String::as_str).collect();
        grades.sort_unstable();
        assert_eq!(grades, ["green", "red", "yellow"]);
        let mut overall: Vec<_> = l.overall.keys().map(String::as_str).collect();
        overall.sort_unstable();
        assert_eq!(overall, ["clear", "consider"]);
    }
}
