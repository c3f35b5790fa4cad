//! A report version: everything the enterprise reads, frozen.

use serde::{Deserialize, Serialize};
use verity_core::provider::ItemResult;
use verity_core::table::{Entity, Key};

use crate::orders::model::order_pk;
use crate::orders::AuthMode;

/// The traffic light of an item, as Chinese platforms grade: green clear,
/// yellow needs attention, red adverse.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Grade {
    Green,
    Yellow,
    Red,
}

impl Grade {
    /// From a screening result: a hit on identity, the courts, the
    /// dishonest-debtor list or sanctions is adverse; other findings need attention.
    pub fn of(code: &str, result: Option<ItemResult>) -> Grade {
        match result {
            None | Some(ItemResult::Clear) => Grade::Green,
            Some(ItemResult::Consider) => match code {
                "identity" | "court" | "dishonest" | "sanctions" => Grade::Red,
                _ => Grade::Yellow,
            },
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportItem {
    pub index: u32,
    pub code: String,
    pub ordinal: u32,
    pub name_zh: String,
    pub name_en: String,
    pub grade: Grade,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub findings_zh: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub findings_en: Option<String>,
    /// Where the finding comes from, in English, and in Chinese when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_zh: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub checked_at: Option<i64>,
}

/// The candidate as the report shows them: masked.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportCandidate {
    pub name: String,
    pub phone: String,
    pub id_number: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportConsent {
    pub mode: AuthMode,
    pub signed_at: i64,
    pub text_version: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Report {
    pub order_id: String,
    pub enterprise_id: String,
    pub order_no: String,
    /// 1, 2, … : every save is a new version.
    pub version: u32,
    /// `clear` when every item is green, else `consider`.
    pub overall_result: ItemResult,
    pub candidate: ReportCandidate,
    pub package_name: String,
    pub package_version: u32,
    pub items: Vec<ReportItem>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consent: Option<ReportConsent>,
    pub ordered_at: i64,
    pub completed_at: i64,
    /// When this version was made.
    pub created_at: i64,
    /// `system` for the assembled version, else the analyst's name.
    pub created_by: String,
    /// Why this version was made (an analyst's edit).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

pub fn report_key(order_id: &str, version: u32) -> Key {
    Key::new(order_pk(order_id), format!("REPORT#{version:04}"))
}

impl Entity for Report {
    const KIND: &'static str = "report version";
    fn key(&self) -> Key {
        report_key(&self.order_id, self.version)
    }
}

impl Report {
    /// `consider` as soon as one item is not green.
    pub fn overall(items: &[ReportItem]) -> ItemResult {
        if items.iter().all(|i| i.grade == Grade::Green) {
            ItemResult::Clear
        } else {
            ItemResult::Consider
        }
    }
}
