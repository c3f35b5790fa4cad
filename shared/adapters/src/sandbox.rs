//! The deterministic sandbox provider and sandbox payments.
//!
//! Payments rules: every collection settles at once with the reference
//! `SANDBOX-<recharge reference>`, except the test amount
//! [`DECLINED_AMOUNT_FEN`] (¥6.66), which is declined.
//!
//! Identity check rules (documented for testers):
//! - an 18-character ID number with a valid GB 11643 check character, or a
//!   16-digit document number, together with a name of 2–20 characters,
//!   **matches**;
//! - anything else (bad check character, other lengths, short or long names)
//!   **mismatches**;
//! - test values: ID [`MISMATCH_ID`] always mismatches (its check character is
//!   valid, so it passes validation), ID [`UNAVAILABLE_ID`] makes the provider
//!   fail as if the vendor were down.
//!
//! Screening rules (one item of a background check; README "Sandbox"):
//! - `identity`: an 18-character ID number whose check character is wrong
//!   (or [`MISMATCH_ID`]) is **consider** ("identity not verified");
//! - the candidate's phone decides the rest by its last four digits:
//!   `1111` a court record (`court`), `2222` an unverified degree
//!   (`education`), `3333` a discrepancy at the first employer
//!   (`employment` #1), `4444` a dishonest-debtor record (`dishonest`),
//!   `9999` a time-out on each item's first try that succeeds on the retry;
//! - anything else is **clear**;
//! - an item given details (education: school and degree, employment:
//!   employer and period, qualification: certificate number) states them in
//!   its finding with what was verified ("Employer given: … · confirmed: same
//!   employer, 2019-03 – 2023-06"; the `3333` discrepancy names the employer
//!   given).
//!
//! Each answer waits `VERITY_SANDBOX_DELAY_MS` (0 when unset; the local
//! stack's run script sets a few seconds, so progress can be watched).

use std::time::Duration;

use async_trait::async_trait;

use verity_core::payments::{PaymentError, PaymentOutcome, Payments};
use verity_core::provider::{
    id_checksum_ok, Finding, IdentityOutcome, IdentityQuery, ItemResult, Provider, ProviderError,
    ScreeningQuery,
};

/// A well-formed ID number the sandbox always rejects.
pub const MISMATCH_ID: &str = "110101199001010007";
/// A well-formed ID number for which the sandbox reports an outage.
pub const UNAVAILABLE_ID: &str = "310115197001019999";

#[derive(Debug, Default, Clone)]
pub struct SandboxProvider {
    /// How long each screening answer takes.
    pub delay: Duration,
}

impl SandboxProvider {
    /// The delay from `VERITY_SANDBOX_DELAY_MS` (0 when unset or unreadable).
    pub fn from_env() -> Self {
        let ms = verity_core::settings::var("VERITY_SANDBOX_DELAY_MS")
            .and_then(|v| v.trim().parse::<u64>().ok())
            .unwrap_or(0);
        SandboxProvider {
            delay: Duration::from_millis(ms),
        }
    }
}

/// The sandbox's answer for one item (see the module's rules).
fn screening_rule(q: &ScreeningQuery) -> Result<Finding, ProviderError> {
    let suffix = q.phone.get(q.phone.len().saturating_sub(4)..).unwrap_or("");
    if suffix == "9999" && q.attempt == 1 {
        return Err(ProviderError::Unavailable(
            "sandbox time-out (first try)".into(),
        ));
    }
    let id = q.id_number.trim();
    let adverse = match q.item_code.as_str() {
        "identity" => {
            (id.len() == 18 && !id_checksum_ok(id)) || id.eq_ignore_ascii_case(MISMATCH_ID)
        }
        "court" => suffix == "1111",
        "education" => suffix == "2222",
        "employment" => suffix == "3333" && q.ordinal == 1,
        "dishonest" => suffix == "4444",
        _ => false,
    };
    let ((source, source_zh), clear, consider) = wording(&q.item_code);
    let (summary_en, summary_zh) = match against_given(q, adverse) {
        Some(stated) => stated,
        None => {
            let (en, zh) = if adverse { consider } else { clear };
            (en.to_string(), zh.to_string())
        }
    };
    Ok(Finding {
        result: if adverse {
            ItemResult::Consider
        } else {
            ItemResult::Clear
        },
        summary_en,
        summary_zh,
        source: format!("{source} (sandbox)"),
        source_zh: format!("{source_zh}（沙箱）"),
    })
}

/// The finding of an item that was given details (school, employer,
/// certificate number), stating what was verified against what was given:
/// `(English, Chinese)`. `None` for an item without details (an order placed
/// before they were asked for): the plain wording stands.
fn against_given(q: &ScreeningQuery, adverse: bool) -> Option<(String, String)> {
    let g = &q.given;
    match q.item_code.as_str() {
        "education" => {
            let school = g.school.as_deref()?;
            let (degree_en, degree_zh) = match g.degree.as_deref() {
                Some(d) => (format!(" · degree given: {d}"), format!(" · 所填学历：{d}")),
                None => (String::new(), String::new()),
            };
            Some(if adverse {
                (
                    format!("School given: {school}{degree_en} · not verified: the registry holds no such degree of this school for the candidate."),
                    format!("所填院校：{school}{degree_zh} · 未能核实：学信网无候选人在该校的此项学历记录。"),
                )
            } else {
                (
                    format!("School given: {school}{degree_en} · confirmed: the registry records the degree at this school."),
                    format!("所填院校：{school}{degree_zh} · 核实一致：学信网记录候选人在该校取得此学历。"),
                )
            })
        }
        "employment" => {
            let employer = g.employer.as_deref()?;
            let period = g.employment_period.as_deref();
            Some(if adverse {
                let (en, zh) = match period {
                    Some(p) => (
                        format!(" The dates given were {p}."),
                        format!("所填任职时间为 {p}。"),
                    ),
                    None => (String::new(), String::new()),
                };
                (
                    format!("Employer given: {employer} · discrepancy: {employer} reports different dates and title than declared.{en}"),
                    format!("所填雇主：{employer} · 存在差异：{employer}反馈的任职时间与职位与申报不符。{zh}"),
                )
            } else {
                match period {
                    Some(p) => (
                        format!("Employer given: {employer} · confirmed: same employer, {p}; dates and title confirmed by its HR department."),
                        format!("所填雇主：{employer} · 核实一致：雇主相同，任职时间 {p}，时间与职位经其人事部门确认。"),
                    ),
                    None => (
                        format!("Employer given: {employer} · confirmed: same employer; dates and title confirmed by its HR department."),
                        format!("所填雇主：{employer} · 核实一致：雇主相同，任职时间与职位经其人事部门确认。"),
                    ),
                }
            })
        }
        "qualification" => {
            let number = g.certificate_number.as_deref()?;
            Some((
                format!("Certificate number given: {number} · confirmed: the certificate is genuine and valid."),
                format!("所填证书编号：{number} · 核实一致：证书真实且在有效期内。"),
            ))
        }
        _ => None,
    }
}

type Words = (&'static str, &'static str);

/// `(source, clear wording, adverse wording)` of an item.
/// `((English source, Chinese source), clear, consider)`.
fn wording(code: &str) -> (Words, Words, Words) {
    match code {
        "identity" => (
            ("National citizen identity database", "全国公民身份信息系统"),
            ("Name and ID number verified.", "姓名与身份证号核验一致。"),
            (
                "The name and ID number could not be verified together.",
                "姓名与身份证号核验不一致。",
            ),
        ),
        "court" => (
            ("China Judgements Online", "中国裁判文书网"),
            ("No court records found.", "未发现涉诉记录。"),
            (
                "A civil judgement names the candidate as defendant (2023).",
                "发现一条以候选人为被告的民事判决记录（2023 年）。",
            ),
        ),
        "education" => (
            ("CHSI degree registry", "学信网"),
            (
                "The highest degree is confirmed by the registry.",
                "最高学历经学信网核验属实。",
            ),
            (
                "The declared degree could not be verified.",
                "所申报的学历无法核验。",
            ),
        ),
        "employment" => (
            ("Former employer's HR department", "前雇主人事部门"),
            (
                "Dates and title confirmed by the employer.",
                "任职时间与职位经前雇主确认一致。",
            ),
            (
                "The employer reports different dates and title.",
                "前雇主反馈的任职时间与职位与申报不符。",
            ),
        ),
        "dishonest" => (
            ("Dishonest judgement debtor list", "失信被执行人名单"),
            (
                "Not on the dishonest judgement debtor list.",
                "未被列入失信被执行人名单。",
            ),
            (
                "Listed as a dishonest judgement debtor.",
                "已被列入失信被执行人名单。",
            ),
        ),
        _ => (
            ("Public and commercial records", "公开及商业数据库"),
            ("Nothing adverse found.", "未发现不良记录。"),
            ("Something adverse was found.", "发现不良记录。"),
        ),
    }
}

#[async_trait]
impl Provider for SandboxProvider {
    async fn check_identity(&self, q: &IdentityQuery) -> Result<IdentityOutcome, ProviderError> {
        let id = q.id_number.trim();
        if id.eq_ignore_ascii_case(UNAVAILABLE_ID) {
            return Err(ProviderError::Unavailable(
                "sandbox outage test value".into(),
            ));
        }
        let name_len = q.name.trim().chars().count();
        let id_ok = match id.len() {
            18 => id_checksum_ok(id) && !id.eq_ignore_ascii_case(MISMATCH_ID),
            16 => id.bytes().all(|b| b.is_ascii_digit()),
            _ => false,
        };
        Ok(if id_ok && (2..=20).contains(&name_len) {
            IdentityOutcome::Match
        } else {
            IdentityOutcome::Mismatch
        })
    }

    async fn screen(&self, q: &ScreeningQuery) -> Result<Finding, ProviderError> {
        if !self.delay.is_zero() {
            tokio::time::sleep(self.delay).await;
        }
        screening_rule(q)
    }
}

/// The amount the sandbox payment method always declines (¥6.66).
pub const DECLINED_AMOUNT_FEN: i64 = 666;

/// Online payments that settle at once: for sandbox stages only.
#[derive(Debug, Default, Clone)]
pub struct SandboxPayments;

#[async_trait]
impl Payments for SandboxPayments {
    fn is_sandbox(&self) -> bool {
        true
    }

    async fn collect(
        &self,
        reference: &str,
        amount_fen: i64,
    ) -> Result<PaymentOutcome, PaymentError> {
        Ok(if amount_fen == DECLINED_AMOUNT_FEN {
            PaymentOutcome::Declined {
                reason: "sandbox decline test amount".into(),
            }
        } else {
            PaymentOutcome::Settled {
                reference: format!("SANDBOX-{reference}"),
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(name: &str, id: &str) -> IdentityQuery {
        IdentityQuery {
            name: name.into(),
            id_number: id.into(),
            phone: "13800000000".into(),
        }
    }

    #[tokio::test]
    async fn the_sandbox_is_deterministic() {
        let p = SandboxProvider::default();
        let check = |name: &'static str, id: &'static str| {
            let p = p.clone();
            async move { p.check_identity(&q(name, id)).await.unwrap() }
        };
        assert_eq!(
            check("张三", "110101199003078515").await,
            IdentityOutcome::Match
        );
        assert_eq!(
            check("张三", "1101011990030785").await,
            IdentityOutcome::Match
        );
        assert_eq!(
            check("张", "110101199003078515").await,
            IdentityOutcome::Mismatch
        );
        assert_eq!(
            check("张三", "110101199003078514").await,
            IdentityOutcome::Mismatch
        );
        assert_eq!(check("张三", MISMATCH_ID).await, IdentityOutcome::Mismatch);
        assert!(p.check_identity(&q("张三", UNAVAILABLE_ID)).await.is_err());
    }

    fn screening(code: &str, ordinal: u32, phone: &str, id: &str, attempt: u32) -> ScreeningQuery {
        ScreeningQuery {
            item_code: code.into(),
            ordinal,
            name: "张三".into(),
            id_number: id.into(),
            phone: phone.into(),
            given: verity_core::provider::GivenDetails::default(),
            attempt,
        }
    }

    #[tokio::test]
    async fn findings_state_what_was_verified_against_what_was_given() {
        let p = SandboxProvider::default();
        let given = verity_core::provider::GivenDetails {
            employer: Some("示例科技有限公司".into()),
            employment_period: Some("2019-03 – 2023-06".into()),
            ..Default::default()
        };
        let mut q = screening("employment", 1, "13800000000", "110101199003078515", 1);
        q.given = given.clone();
        let clear = p.screen(&q).await.unwrap();
        assert_eq!(clear.result, ItemResult::Clear);
        assert_eq!(
            clear.summary_en,
            "Employer given: 示例科技有限公司 · confirmed: same employer, 2019-03 – 2023-06; dates and title confirmed by its HR department."
        );
        assert!(clear
            .summary_zh
            .starts_with("所填雇主：示例科技有限公司 · 核实一致"));
        q.phone = "13800003333".into();
        let differs = p.screen(&q).await.unwrap();
        assert_eq!(differs.result, ItemResult::Consider);
        assert!(differs
            .summary_en
            .contains("discrepancy: 示例科技有限公司 reports"));
        assert!(differs.summary_zh.contains("示例科技有限公司反馈"));
        let mut school = screening("education", 1, "13800000000", "110101199003078515", 1);
        school.given.school = Some("北京大学".into());
        school.given.degree = Some("本科".into());
        let found = p.screen(&school).await.unwrap();
        assert!(found
            .summary_en
            .starts_with("School given: 北京大学 · degree given: 本科 · confirmed"));
        assert!(found
            .summary_zh
            .starts_with("所填院校：北京大学 · 所填学历：本科"));
    }

    #[tokio::test]
    async fn screening_follows_the_documented_phone_and_id_rules() {
        let p = SandboxProvider::default();
        let good_id = "110101199003078515";
        let result = |code: &'static str, ordinal: u32, phone: &'static str, id: &'static str| {
            let p = p.clone();
            async move {
                p.screen(&screening(code, ordinal, phone, id, 1))
                    .await
                    .unwrap()
                    .result
            }
        };
        use ItemResult::{Clear, Consider};
        assert_eq!(result("identity", 1, "13800000000", good_id).await, Clear);
        assert_eq!(
            result("identity", 1, "13800000000", "110101199003078514").await,
            Consider
        );
        assert_eq!(result("court", 1, "13800001111", good_id).await, Consider);
        assert_eq!(result("court", 1, "13800002222", good_id).await, Clear);
        assert_eq!(
            result("education", 1, "13800002222", good_id).await,
            Consider
        );
        assert_eq!(
            result("employment", 1, "13800003333", good_id).await,
            Consider
        );
        assert_eq!(result("employment", 2, "13800003333", good_id).await, Clear);
        assert_eq!(
            result("dishonest", 1, "13800004444", good_id).await,
            Consider
        );
        assert_eq!(result("sanctions", 1, "13800004444", good_id).await, Clear);
        let first = p
            .screen(&screening("court", 1, "13800009999", good_id, 1))
            .await;
        assert!(matches!(first, Err(ProviderError::Unavailable(_))));
        let retry = p
            .screen(&screening("court", 1, "13800009999", good_id, 2))
            .await;
        assert_eq!(retry.unwrap().result, Clear);
    }

    #[tokio::test]
    async fn every_source_is_named_in_each_language() {
        let p = SandboxProvider::default();
        for code in [
            "identity",
            "court",
            "education",
            "employment",
            "dishonest",
            "sanctions",
        ] {
            let f = p
                .screen(&screening(code, 1, "13800000000", "110101199003078515", 1))
                .await
                .unwrap();
            assert!(f.source.is_ascii(), "{code}: {}", f.source);
            assert!(
                !f.source_zh.chars().any(|c| c.is_ascii_alphabetic()),
                "{code}: {}",
                f.source_zh
            );
        }
    }

    #[test]
    fn debug_output_masks_the_query() {
        let s = format!(
            "{:?}",
            screening("court", 1, "13800001111", "110101199003078515", 1)
        );
        assert!(!s.contains("13800001111") && !s.contains("张三") && !s.contains("110101"));
        let text = format!("{:?}", q("张三丰", "110101199003078515"));
        assert!(!text.contains("110101199003078515"));
        assert!(!text.contains("13800000000"));
        assert!(!text.contains("三丰"));
    }
}
