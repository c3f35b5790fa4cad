//! Reference dictionaries (check item kinds, education levels, order
//! statuses, …) and the public site configuration, seeded into the table.
//!
//! Access patterns served:
//! - entries of one dictionary in display order: `pk = DICT#<type>`, `sk = <sort:04>#<value>`;
//! - config keys by prefix: `pk = CONFIG`, `sk = <key>` (begins_with on the prefix).

use serde_json::{json, Map, Value};
use verity_core::table::{BatchWrite, Table, TableResult};

/// Bump when the lists below change: the seed step then rewrites them.
pub const DICT_VERSION: &str = "2026-11.2";

/// One dictionary entry: (value, zh-CN label, en-US label).
pub type Entry = (&'static str, &'static str, &'static str);

/// (type, entries in display order).
pub const DICTIONARIES: &[(&str, &[Entry])] = &[
    (
        "checkItemKind",
        &[
            ("identity", "身份核验", "Identity verification"),
            ("criminalRecord", "犯罪记录", "Criminal record"),
            ("education", "学历核验", "Education verification"),
            ("degree", "学位核验", "Degree verification"),
            ("employmentHistory", "工作履历", "Employment history"),
            (
                "professionalQualification",
                "职业资格",
                "Professional qualification",
            ),
            ("financialRisk", "金融风险", "Financial risk"),
            ("litigation", "司法涉诉", "Litigation"),
            (
                "sanctionsWatchlist",
                "制裁与关注名单",
                "Sanctions and watchlists",
            ),
            ("drivingRecord", "驾驶记录", "Driving record"),
            ("businessInterests", "工商信息", "Business interests"),
            ("reference", "背景访谈", "Reference interview"),
        ],
    ),
    (
        "educationLevel",
        &[
            ("juniorHigh", "初中及以下", "Junior high or below"),
            ("highSchool", "高中/中专", "High school / vocational"),
            ("associate", "大专", "Associate degree"),
            ("bachelor", "本科", "Bachelor's degree"),
            ("master", "硕士", "Master's degree"),
            ("doctorate", "博士", "Doctorate"),
        ],
    ),
    (
        "orderStatus",
        &[
            ("awaiting_authorization", "待授权", "Awaiting authorization"),
            ("authorized", "已授权", "Authorized"),
            ("in_progress", "核查中", "In progress"),
            ("completed", "已完成", "Completed"),
            ("canceled", "已取消", "Canceled"),
            ("expired", "已过期", "Expired"),
            ("suspended", "已暂停", "Suspended"),
        ],
    ),
    (
        "orderResult",
        &[
            ("clear", "无异常", "Clear"),
            ("consider", "需关注", "Consider"),
        ],
    ),
    (
        "idDocumentType",
        &[
            ("residentId", "居民身份证", "Resident identity card"),
            ("passport", "护照", "Passport"),
            (
                "hkMacaoPermit",
                "港澳居民来往内地通行证",
                "Mainland travel permit for HK/Macao residents",
            ),
            (
                "taiwanPermit",
                "台湾居民来往大陆通行证",
                "Mainland travel permit for Taiwan residents",
            ),
            (
                "foreignPermanentResident",
                "外国人永久居留身份证",
                "Foreign permanent resident ID card",
            ),
        ],
    ),
    (
        "authorizationMethod",
        &[
            ("smsLink", "短信授权链接", "SMS authorization link"),
            ("eSignature", "电子签名", "E-signature"),
            ("offline", "线下授权书", "Offline consent form"),
        ],
    ),
    (
        "batchStatus",
        &[
            ("validating", "校验中", "Validating"),
            ("awaiting_fixes", "待修正", "Awaiting fixes"),
            ("submitted", "已提交", "Submitted"),
            ("processing", "处理中", "Processing"),
            ("completed", "已完成", "Completed"),
        ],
    ),
    (
        "enterpriseRole",
        &[
            ("owner", "所有者", "Owner"),
            ("admin", "管理员", "Administrator"),
            ("operator", "操作员", "Operator"),
            ("viewer", "查看者", "Viewer"),
        ],
    ),
    (
        "workOrderStatus",
        &[
            ("open", "待处理", "Open"),
            ("replied", "已回复", "Replied"),
            ("closed", "已关闭", "Closed"),
        ],
    ),
];

/// Public site configuration (what the cover page and error pages show).
pub const SITE_CONFIG: &[(&str, &str)] = &[
    ("site.productName", "Verity"),
    ("site.productNameZh", "维信背调"),
    ("site.supportPhone", "400-820-1234"),
    ("site.supportHours", "09:00-18:00 (UTC+8), Mon-Fri"),
    ("site.supportHoursZh", "周一至周五 09:00-18:00（北京时间）"),
    ("site.legalName", "Verity Information Technology Co., Ltd."),
    ("site.legalNameZh", "维信信息技术有限公司"),
    // Filled in by the operator once the site's ICP filing is granted.
    ("site.icpRecord", ""),
    ("site.supportEmail", "support@verity.example"),
    ("site.fallbackImage", "/fallback.svg"),
];

pub fn dictionary(kind: &str) -> Option<&'static [Entry]> {
    DICTIONARIES
        .iter()
        .find(|(t, _)| *t == kind)
        .map(|(_, entries)| *entries)
}

fn obj(v: Value) -> Map<String, Value> {
    v.as_object().cloned().expect("an object")
}

/// Writes dictionaries and site config unless this version is loaded.
pub async fn seed(table: &dyn Table) -> TableResult<bool> {
    let marker = verity_core::table::Key::new("SEED", "data");
    let loaded = table.get(&marker).await?;
    if loaded
        .as_ref()
        .and_then(|m| m.get("version"))
        .and_then(Value::as_str)
        == Some(DICT_VERSION)
    {
        return Ok(false);
    }
    let mut writes = Vec::new();
    for (kind, entries) in DICTIONARIES {
        for (sort, (value, zh, en)) in entries.iter().enumerate() {
            writes.push(BatchWrite::Put(obj(json!({
                "pk": format!("DICT#{kind}"),
                "sk": format!("{sort:04}#{value}"),
                "value": value, "label": zh, "labelEn": en, "sort": sort,
            }))));
        }
    }
    for (key, value) in SITE_CONFIG {
        writes.push(BatchWrite::Put(obj(
            json!({"pk": "CONFIG", "sk": key, "value": value}),
        )));
    }
    table.batch_write(writes).await?;
    table
        .put(
            obj(json!({"pk": "SEED", "sk": "data", "version": DICT_VERSION})),
            None,
        )
        .await?;
    Ok(true)
}

/// The seed step the function's descriptor names.
pub async fn seed_step(ports: &verity_core::ports::Ports) -> verity_http::function::SeedResult {
    match seed(ports.table.as_ref()).await {
        Ok(true) => Ok(Some(format!("dictionaries {}", DICT_VERSION))),
        Ok(false) => Ok(None),
        Err(e) => Err(e.to_string()),
    }
}
