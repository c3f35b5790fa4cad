//! The Provider port: the outside services that check facts about people.
//!
//! Two questions: the real-name identity check (name + ID number + phone)
//! used by `POST /api/base/user/authenticate`, and one screening item of a
//! background check ([`Provider::screen`]), run by the processor. The
//! sandbox adapter (`verity_adapters::sandbox::SandboxProvider`) is
//! deterministic and is used everywhere until a real vendor is wired in.

use async_trait::async_trait;

/// What the identity check compares. Holds PII: never log it (its `Debug`
/// prints masks only).
#[derive(Clone)]
pub struct IdentityQuery {
    pub name: String,
    pub id_number: String,
    /// Mainland mobile number, 11 digits.
    pub phone: String,
}

impl std::fmt::Debug for IdentityQuery {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("IdentityQuery")
            .field("name", &crate::pii::mask_name(&self.name))
            .field("id_number", &crate::pii::mask_id_number(&self.id_number))
            .field("phone", &crate::pii::mask_phone(&self.phone))
            .finish()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IdentityOutcome {
    /// Name, ID number and phone belong together.
    Match,
    /// They do not (or the vendor cannot confirm it).
    Mismatch,
}

#[derive(Debug, thiserror::Error)]
pub enum ProviderError {
    /// The vendor did not answer (outage, time-out): worth a retry.
    #[error("provider unavailable: {0}")]
    Unavailable(String),
    /// The vendor cannot go on without more about the candidate: no retry helps.
    #[error("provider needs more information: {0}")]
    NeedsInformation(String),
}

/// One screening item of one candidate. Holds PII: never log it.
#[derive(Clone)]
pub struct ScreeningQuery {
    /// A catalogue code (`identity`, `court`, …).
    pub item_code: String,
    /// 1-based among the items of this code in the order (two employers: 1, 2).
    pub ordinal: u32,
    pub name: String,
    pub id_number: String,
    pub phone: String,
    /// What the order gave for this item (the school for `education`, the
    /// employer for `employment`, …): the vendor verifies against it.
    pub given: GivenDetails,
    /// 1 on the first try, then 2, 3, …
    pub attempt: u32,
}

/// The details an order gives for the items that need them (catalogue
/// `candidateFields`: `school`, `employer`, `certificateNumber`) and the
/// optional ones that narrow the check (`degree`, `employmentPeriod`). Holds
/// PII: never log it (its `Debug` says only which are given). Its JSON is
/// also what an order's detail shows and a registration prefills.
#[derive(Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GivenDetails {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub school: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub degree: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub employer: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub employment_period: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub certificate_number: Option<String>,
}

impl GivenDetails {
    /// The value of a catalogue field name (`school`, `employer`,
    /// `certificateNumber`, `degree`, `employmentPeriod`).
    pub fn get(&self, field: &str) -> Option<&str> {
        match field {
            "school" => self.school.as_deref(),
            "degree" => self.degree.as_deref(),
            "employer" => self.employer.as_deref(),
            "employmentPeriod" => self.employment_period.as_deref(),
            "certificateNumber" => self.certificate_number.as_deref(),
            _ => None,
        }
    }

    pub fn is_empty(&self) -> bool {
        self == &GivenDetails::default()
    }

    /// The details an item of this catalogue code is checked against; the
    /// rest stays with the order (a vendor sees only what its item needs).
    pub fn for_item(&self, item_code: &str) -> GivenDetails {
        match item_code {
            "education" => GivenDetails {
                school: self.school.clone(),
                degree: self.degree.clone(),
                ..GivenDetails::default()
            },
            "employment" => GivenDetails {
                employer: self.employer.clone(),
                employment_period: self.employment_period.clone(),
                ..GivenDetails::default()
            },
            "qualification" => GivenDetails {
                certificate_number: self.certificate_number.clone(),
                ..GivenDetails::default()
            },
            _ => GivenDetails::default(),
        }
    }
}

impl std::fmt::Debug for GivenDetails {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GivenDetails")
            .field("school", &self.school.is_some())
            .field("degree", &self.degree.is_some())
            .field("employer", &self.employer.is_some())
            .field("employment_period", &self.employment_period.is_some())
            .field("certificate_number", &self.certificate_number.is_some())
            .finish()
    }
}

impl std::fmt::Debug for ScreeningQuery {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ScreeningQuery")
            .field("item_code", &self.item_code)
            .field("ordinal", &self.ordinal)
            .field("attempt", &self.attempt)
            .finish_non_exhaustive()
    }
}

/// How an item came out.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize, utoipa::ToSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum ItemResult {
    /// Nothing adverse.
    Clear,
    /// Something the employer should look at.
    Consider,
}

/// What the vendor found for one item: the result and a summary that states
/// what was verified against what was given (it may repeat the item's given
/// details, a school or an employer; never the name, phone or ID number).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub result: ItemResult,
    /// A short statement in English (`"No court records found."`).
    pub summary_en: String,
    /// The same in Simplified Chinese.
    pub summary_zh: String,
    /// Where it comes from, in English (`"China Judgements Online (sandbox)"`).
    pub source: String,
    /// The same in Simplified Chinese (`"中国裁判文书网（沙箱）"`).
    pub source_zh: String,
}

#[async_trait]
pub trait Provider: Send + Sync + 'static {
    /// Real-name check of one person.
    async fn check_identity(&self, query: &IdentityQuery)
        -> Result<IdentityOutcome, ProviderError>;

    /// Runs one screening item.
    async fn screen(&self, query: &ScreeningQuery) -> Result<Finding, ProviderError>;
}

/// GB 11643-1999 check character of the first 17 digits of an ID number.
pub fn id_check_char(first17: &str) -> Option<char> {
    const WEIGHTS: [u32; 17] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
    const CHARS: &[u8; 11] = b"10X98765432";
    if first17.len() != 17 {
        return None;
    }
    let mut sum = 0;
    for (c, w) in first17.chars().zip(WEIGHTS) {
        sum += c.to_digit(10)? * w;
    }
    Some(CHARS[(sum % 11) as usize] as char)
}

/// True for an 18-character ID number whose last character is its check character.
pub fn id_checksum_ok(id: &str) -> bool {
    id.len() == 18
        && id.is_ascii()
        && id_check_char(&id[..17]).is_some_and(|c| id[17..].eq_ignore_ascii_case(&c.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn check_characters_follow_gb_11643() {
        assert!(id_checksum_ok("110101199003078515"));
        assert!(id_checksum_ok("44030419851015123X"));
        assert!(id_checksum_ok("44030419851015123x"));
        assert!(!id_checksum_ok("110101199003078514"));
        assert!(!id_checksum_ok("11010119900307851"));
        assert!(!id_checksum_ok("1101011990030785１5"));
    }
}
