//! The texts an applicant agrees to, versioned: one covers processing the
//! application only; the other also authorizes a background check, so an
//! order placed from the registration counts it as the candidate's consent
//! (no consent link). A registration keeps the version it was given under.

use serde::Serialize;

/// Processing the application only.
pub const APPLICATION_VERSION: &str = "job-application-2026-12-01";
/// Processing the application and a background check.
pub const SCREENING_VERSION: &str = "job-screening-2026-12-01";

/// The current version of a position's text.
pub fn version(covers_screening: bool) -> &'static str {
    if covers_screening {
        SCREENING_VERSION
    } else {
        APPLICATION_VERSION
    }
}

/// Whether a stored version authorized a background check.
pub fn covers_screening(version: &str) -> bool {
    version == SCREENING_VERSION
}

/// A consent text as the applicant's page shows it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobConsentText {
    pub version: String,
    pub title: String,
    pub body: String,
    /// True when agreeing also authorizes a background check.
    pub covers_screening: bool,
}

/// The position's current text in the page's language.
pub fn text(zh: bool, enterprise: &str, covers_screening: bool) -> JobConsentText {
    let (title, body) = match (zh, covers_screening) {
        (true, false) => (
            "个人信息处理告知及同意书".to_string(),
            format!(
                "{enterprise}（以下称“用人单位”）通过 Verity 收集您在本报名表中填写的信息（姓名、证件号码、手机号及您选择提供的\
                 学历、工作经历和附件），仅用于处理您对该岗位的报名及与您联系。信息以加密方式保存，保存期限不超过招聘所需及法律规定；\
                 您可随时用同一手机号查看和更正您的报名信息。提交即表示您已阅读并同意上述处理。"
            ),
        ),
        (true, true) => (
            "个人信息处理及背景调查授权书".to_string(),
            format!(
                "{enterprise}（以下称“用人单位”）通过 Verity 收集您在本报名表中填写的信息（姓名、证件号码、手机号及您选择提供的\
                 学历、工作经历和附件），用于处理您对该岗位的报名及与您联系。此外，您授权用人单位在录用评估中委托 Verity 对您进行\
                 与该岗位相关的背景调查，核实身份、学历、工作经历及司法等公开记录；调查发起时不再另行征得您的同意。您有权查询调查结果、\
                 对不准确的信息提出异议，并可在调查完成前撤回授权。信息以加密方式保存，保存期限不超过招聘所需及法律规定。\
                 提交即表示您已阅读并同意上述处理及授权。"
            ),
        ),
        (false, false) => (
            "Notice and consent to processing personal information".to_string(),
            format!(
                "{enterprise} (\"the employer\") collects through Verity the information you give in this form (name, ID \
                 number, phone number and, if you provide them, education, work history and attachments) only to handle \
                 your application for this position and to contact you. It is stored encrypted and kept no longer than \
                 hiring and the law require; you can view and correct your application with the same phone number at any \
                 time. By submitting you confirm you have read this notice and agree to this processing."
            ),
        ),
        (false, true) => (
            "Consent to processing personal information and background check authorization".to_string(),
            format!(
                "{enterprise} (\"the employer\") collects through Verity the information you give in this form (name, ID \
                 number, phone number and, if you provide them, education, work history and attachments) to handle your \
                 application for this position and to contact you. You also authorize the employer to have Verity run a \
                 background check on you for this position (identity, education, employment and public records such as \
                 court records) when it considers hiring you; you will not be asked again when the check starts. You may \
                 see the results, dispute anything inaccurate, and withdraw this authorization before the check completes. \
                 Your information is stored encrypted and kept no longer than hiring and the law require. By submitting you \
                 confirm you have read this notice and agree to this processing and authorization."
            ),
        ),
    };
    JobConsentText {
        version: version(covers_screening).to_string(),
        title,
        body,
        covers_screening,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_text_names_the_employer_and_only_the_screening_text_covers_a_check() {
        for zh in [true, false] {
            let plain = text(zh, "Acme", false);
            let screening = text(zh, "Acme", true);
            assert!(plain.body.contains("Acme") && screening.body.contains("Acme"));
            assert!(!covers_screening(&plain.version));
            assert!(covers_screening(&screening.version));
            assert_ne!(plain.version, screening.version);
        }
    }
}
