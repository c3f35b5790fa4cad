//! The PDF of a report version and its verification code. Each version has
//! its own PDF (a new version gets a new one on its first download), stored
//! through the `reports` Blobs port under ids only, and its own code: a keyed
//! hash of the order and version, so it cannot be guessed or made up, which
//! `report/verify` (public) confirms as genuine without showing PII.
//!
//! Drawing the PDF is the caller's: the domain hands it the report and the
//! code and keeps the bytes. A PDF reads in one language (the reader's):
//! each version has a Chinese and an English copy, each drawn on its first
//! download and kept (`PDF#<lang>` beside the verification record); both carry
//! the same code.

use serde::{Deserialize, Serialize};
use verity_core::failure::Internal;
use verity_core::ports::Ports;
use verity_core::provider::ItemResult;
use verity_core::table::{Entity, Key, TableExt};

use super::assemble::{current, latest};
use super::model::Report;
use super::{ReportError, ReportResult};

/// How long a PDF link downloads.
const LINK_SECS: u64 = 600;

/// `XXXX-XXXX-XXXX-XXXX` (16 hex digits, 64 bits of a keyed hash).
pub fn verification_code(ports: &Ports, order_id: &str, version: u32) -> String {
    let hash = ports
        .pii
        .secret_hash("report.verify", &format!("{order_id}#{version}"));
    let digits = hash[..16].to_ascii_uppercase();
    format!(
        "{}-{}-{}-{}",
        &digits[0..4],
        &digits[4..8],
        &digits[8..12],
        &digits[12..16]
    )
}

/// A code as someone typed it: spaces and dashes dropped, upper case.
fn normalise(code: &str) -> Option<String> {
    let digits: String = code
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect();
    (digits.len() == 16 && digits.chars().all(|c| c.is_ascii_hexdigit())).then(|| {
        format!(
            "{}-{}-{}-{}",
            &digits[0..4],
            &digits[4..8],
            &digits[8..12],
            &digits[12..16]
        )
    })
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Verification {
    code: String,
    order_id: String,
    enterprise_id: String,
    order_no: String,
    version: u32,
    overall_result: ItemResult,
    candidate_name: String,
    package_name: String,
    /// When the version was made.
    issued_at: i64,
    pdf_key: String,
    size: u64,
}

fn verification_key(code: &str) -> Key {
    Key::new(format!("RVERIFY#{code}"), "CODE")
}

impl Entity for Verification {
    const KIND: &'static str = "report verification";
    fn key(&self) -> Key {
        verification_key(&self.code)
    }
}

/// A PDF to download.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PdfLink {
    /// Downloads the PDF for 10 minutes.
    pub url: String,
    pub version: u32,
    pub verification_code: String,
    /// Bytes.
    pub size: u64,
}

fn pdf_key(report: &Report, zh: bool) -> String {
    format!(
        "reports/{}/{}/v{}.{}.pdf",
        report.enterprise_id,
        report.order_id,
        report.version,
        lang_tag(zh)
    )
}

/// Where the PDFs of a version are kept (both languages; the reports
/// bucket), and the table items that verify them: for erasure.
pub fn stored_copies(
    ports: &Ports,
    enterprise_id: &str,
    order_id: &str,
    version: u32,
) -> (Vec<String>, Key, Vec<Key>) {
    let code = verification_code(ports, order_id, version);
    let pdfs = [true, false]
        .map(|zh| {
            format!(
                "reports/{enterprise_id}/{order_id}/v{version}.{}.pdf",
                lang_tag(zh)
            )
        })
        .to_vec();
    let copies = vec![copy_key(&code, true), copy_key(&code, false)];
    (pdfs, verification_key(&code), copies)
}

fn lang_tag(zh: bool) -> &'static str {
    if zh {
        "zh-CN"
    } else {
        "en-US"
    }
}

/// One language's PDF of a verified version.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct PdfCopy {
    code: String,
    lang: String,
    pdf_key: String,
    size: u64,
}

fn copy_key(code: &str, zh: bool) -> Key {
    Key::new(format!("RVERIFY#{code}"), format!("PDF#{}", lang_tag(zh)))
}

impl Entity for PdfCopy {
    const KIND: &'static str = "report pdf copy";
    fn key(&self) -> Key {
        copy_key(&self.code, self.lang == "zh-CN")
    }
}

/// The PDF of the current version of a report of this enterprise in Chinese
/// (`zh`) or English; drawn by `render(report, code)` the first time this
/// version is asked for in that language.
pub async fn pdf<F>(
    ports: &Ports,
    enterprise_id: &str,
    order_id: &str,
    zh: bool,
    render: F,
) -> ReportResult<PdfLink>
where
    F: FnOnce(&Report, &str) -> Result<Vec<u8>, Internal>,
{
    let report = current(ports, enterprise_id, order_id).await?;
    let code = verification_code(ports, &report.order_id, report.version);
    let stored = ports.table.get_as::<PdfCopy>(&copy_key(&code, zh)).await?;
    let (key, size) = match stored {
        Some(c) => (c.pdf_key, c.size),
        None => {
            let bytes = render(&report, &code)?;
            let key = pdf_key(&report, zh);
            let size = bytes.len() as u64;
            ports
                .reports
                .put(&key, bytes.into(), "application/pdf")
                .await
                .map_err(Internal::new)?;
            // Two downloads at once draw the same bytes: the first copy stands.
            ports
                .table
                .put_new(&PdfCopy {
                    code: code.clone(),
                    lang: lang_tag(zh).into(),
                    pdf_key: key.clone(),
                    size,
                })
                .await?;
            let record = Verification {
                code: code.clone(),
                order_id: report.order_id.clone(),
                enterprise_id: report.enterprise_id.clone(),
                order_no: report.order_no.clone(),
                version: report.version,
                overall_result: report.overall_result,
                candidate_name: report.candidate.name.clone(),
                package_name: report.package_name.clone(),
                issued_at: report.created_at,
                pdf_key: key.clone(),
                size,
            };
            // The first language drawn writes the verification record; it stands.
            ports.table.put_new(&record).await?;
            tracing::info!(order_id = %report.order_id, version = report.version, size, "report pdf stored");
            (key, size)
        }
    };
    let url = ports
        .reports
        .download_url(&key, std::time::Duration::from_secs(LINK_SECS))
        .await
        .map_err(Internal::new)?;
    Ok(PdfLink {
        url,
        version: report.version,
        verification_code: code,
        size,
    })
}

/// What `report/verify` confirms: the report is genuine, which version, and
/// whether a newer one exists. The candidate's name is masked.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Verified {
    pub code: String,
    pub order_no: String,
    pub version: u32,
    pub overall_result: ItemResult,
    pub candidate_name: String,
    pub package_name: String,
    pub issued_at: i64,
    /// The newest version of this report (greater than `version` when it was corrected since).
    pub current_version: u32,
}

/// Confirms a verification code (anyone may ask; the answer holds no PII).
pub async fn verify(ports: &Ports, code: &str) -> ReportResult<Verified> {
    let code = normalise(code).ok_or(ReportError::CodeUnknown)?;
    let v = ports
        .table
        .get_as::<Verification>(&verification_key(&code))
        .await?
        .ok_or(ReportError::CodeUnknown)?;
    let current_version = latest(ports, &v.order_id)
        .await?
        .map_or(v.version, |r| r.version);
    Ok(Verified {
        code: v.code,
        order_no: v.order_no,
        version: v.version,
        overall_result: v.overall_result,
        candidate_name: v.candidate_name,
        package_name: v.package_name,
        issued_at: v.issued_at,
        current_version,
    })
}

#[cfg(test)]
mod tests {
    use super::normalise;

    #[test]
    fn a_code_is_read_however_it_was_typed() {
        assert_eq!(
            normalise(" ab12-cd34 ef56-7890 ").as_deref(),
            Some("AB12-CD34-EF56-7890")
        );
        assert_eq!(normalise("AB12-CD34-EF56-789"), None);
        assert_eq!(normalise("AB12-CD34-EF56-789G"), None);
    }
}
