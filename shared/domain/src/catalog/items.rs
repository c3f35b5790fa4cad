//! The platform's catalogue of screening items, seeded into the table (like
//! the dictionaries) and read from there: prices live in one place.

use serde::{Deserialize, Serialize};
use verity_core::ports::Ports;
use verity_core::table::{
    BatchWrite, Entity, Key, Query, Table, TableExt, TableResult, UpdateAction,
};

use super::CatalogResult;

/// One screening item a package can hold.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CatalogItem {
    pub code: String,
    pub name_zh: String,
    pub name_en: String,
    pub description_zh: String,
    pub description_en: String,
    /// Working days the item usually takes.
    pub turnaround_days: u32,
    /// What the order must give about the candidate: `name`, `idNumber`,
    /// `phone`, `employer`, `school`, `certificateNumber`.
    pub candidate_fields: Vec<String>,
    pub unit_price_fen: i64,
    /// How many a package may hold (employment history: one per employer).
    pub max_quantity: u32,
    /// Display order.
    pub sort: u32,
}

impl Entity for CatalogItem {
    const KIND: &'static str = "catalogue item";
    fn key(&self) -> Key {
        item_key(&self.code)
    }
}

pub fn item_key(code: &str) -> Key {
    Key::new("CATALOG", format!("ITEM#{code}"))
}

/// Bump when [`ITEMS`] changes: the seed step then rewrites the catalogue.
pub const CATALOG_VERSION: &str = "2026-11-22.1";

/// `(code, zh name, en name, zh description, en description, working days,
/// candidate fields, unit price in fen, max quantity)`.
type Row = (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    u32,
    &'static [&'static str],
    i64,
    u32,
);

const ITEMS: [Row; 9] = [
    (
        "identity",
        "身份核验",
        "Identity verification",
        "核对姓名、身份证号与手机号是否属于同一人。",
        "Name, ID number and mobile number belong to the same person.",
        1,
        &["name", "idNumber", "phone"],
        800,
        1,
    ),
    (
        "education",
        "学历核查",
        "Education degree",
        "核查最高学历及学位的真实性。",
        "The highest degree and diploma are genuine.",
        3,
        &["name", "idNumber", "school"],
        2500,
        1,
    ),
    (
        "employment",
        "工作履历核查",
        "Employment history",
        "向前雇主核实任职时间、职位与离职原因（按雇主计）。",
        "Dates, title and reason for leaving, confirmed with each former employer (per employer).",
        5,
        &["name", "idNumber", "employer"],
        3000,
        5,
    ),
    (
        "court",
        "法院诉讼记录",
        "Court records",
        "查询民事、刑事及行政诉讼记录。",
        "Civil, criminal and administrative court records.",
        2,
        &["name", "idNumber"],
        1500,
        1,
    ),
    (
        "dishonest",
        "失信被执行人",
        "Dishonest-debtor list",
        "查询是否被列入失信被执行人名单。",
        "Whether the person is on the list of dishonest judgement debtors.",
        1,
        &["name", "idNumber"],
        1000,
        1,
    ),
    (
        "financial_risk",
        "金融风险",
        "Financial risk",
        "查询逾期、欠款等金融风险信息。",
        "Overdue loans, debts and other financial risk signals.",
        1,
        &["name", "idNumber", "phone"],
        2000,
        1,
    ),
    (
        "qualification",
        "职业资格证书",
        "Professional qualification",
        "核查职业资格证书的真实性与有效期。",
        "A professional certificate is genuine and valid.",
        3,
        &["name", "idNumber", "certificateNumber"],
        2000,
        1,
    ),
    (
        "business_interests",
        "工商投资任职",
        "Business interests",
        "查询担任董事、高管及持股情况。",
        "Directorships, senior positions and shareholdings.",
        2,
        &["name", "idNumber"],
        1500,
        1,
    ),
    (
        "sanctions",
        "全球制裁与观察名单",
        "Global sanctions and watch lists",
        "筛查全球制裁、执法及政治公众人物名单。",
        "Global sanctions, enforcement and politically exposed person lists.",
        1,
        &["name", "idNumber"],
        1200,
        1,
    ),
];

fn items() -> Vec<CatalogItem> {
    ITEMS
        .iter()
        .enumerate()
        .map(|(sort, row)| CatalogItem {
            code: row.0.into(),
            name_zh: row.1.into(),
            name_en: row.2.into(),
            description_zh: row.3.into(),
            description_en: row.4.into(),
            turnaround_days: row.5,
            candidate_fields: row.6.iter().map(|f| f.to_string()).collect(),
            unit_price_fen: row.7,
            max_quantity: row.8,
            sort: sort as u32,
        })
        .collect()
}

/// Writes the catalogue unless this version is loaded; true when it wrote.
pub async fn seed(table: &dyn Table) -> TableResult<bool> {
    let marker = Key::new("SEED", "catalog");
    let loaded = table.get(&marker).await?;
    if loaded
        .as_ref()
        .and_then(|m| m.get("version"))
        .and_then(|v| v.as_str())
        == Some(CATALOG_VERSION)
    {
        return Ok(false);
    }
    let writes = items()
        .iter()
        .map(|i| BatchWrite::Put(i.to_item()))
        .collect();
    table.batch_write(writes).await?;
    table
        .update(
            &marker,
            vec![UpdateAction::set("version", CATALOG_VERSION)],
            None,
        )
        .await?;
    Ok(true)
}

/// The whole catalogue, in display order.
pub async fn catalog(ports: &Ports) -> CatalogResult<Vec<CatalogItem>> {
    let mut list: Vec<CatalogItem> = ports
        .table
        .query_all_as(Query::partition("CATALOG"))
        .await?;
    list.sort_by_key(|i| i.sort);
    Ok(list)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalogue_covers_the_items_the_product_promises() {
        let codes: Vec<String> = items().into_iter().map(|i| i.code).collect();
        for code in [
            "identity",
            "education",
            "employment",
            "court",
            "dishonest",
            "financial_risk",
            "qualification",
            "business_interests",
            "sanctions",
        ] {
            assert!(codes.contains(&code.to_string()), "{code}");
        }
        for item in items() {
            assert!(
                item.unit_price_fen > 0 && item.max_quantity >= 1,
                "{}",
                item.code
            );
            assert!(!item.candidate_fields.is_empty());
        }
    }
}
