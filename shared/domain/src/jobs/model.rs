//! The items of job registration: a position (and the claim of its public
//! code), an applicant's verified token, and one registration per position
//! and phone.

use serde::{Deserialize, Serialize};
use verity_core::pii::Sealed;
use verity_core::ports::Ports;
use verity_core::table::{Entity, Key, Status};

/// Sealed fields, each bound to its attribute.
pub mod fields {
    use verity_core::sealed_field as field;

    field!(CodeEnc, "codeEnc");
    field!(NameEnc, "nameEnc");
    field!(PhoneEnc, "phoneEnc");
    field!(IdNumberEnc, "idNumberEnc");
    field!(ProfileEnc, "profileEnc");
    field!(ConsentIpEnc, "consentIpEnc");
}

use fields::{CodeEnc, ConsentIpEnc, IdNumberEnc, NameEnc, PhoneEnc, ProfileEnc};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum JobStatus {
    /// Accepting applications.
    Open,
    /// No new application and no change to one; applicants still read theirs.
    Closed,
}

impl Status for JobStatus {
    fn as_str(self) -> &'static str {
        match self {
            JobStatus::Open => "open",
            JobStatus::Closed => "closed",
        }
    }
    fn can_become(self, to: Self) -> bool {
        self == JobStatus::Open && to == JobStatus::Closed
    }
}

impl JobStatus {
    pub fn parse(text: &str) -> Option<Self> {
        [JobStatus::Open, JobStatus::Closed]
            .into_iter()
            .find(|s| s.as_str() == text)
    }
}

/// An optional part of the form a position may collect (name, ID number
/// and phone are always collected).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum JobField {
    Education,
    WorkHistory,
    Attachments,
}

/// The highest education, as the `educationLevel` dictionary lists it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum EducationLevel {
    JuniorHigh,
    HighSchool,
    Associate,
    Bachelor,
    Master,
    Doctorate,
}

impl EducationLevel {
    pub fn as_str(self) -> &'static str {
        match self {
            EducationLevel::JuniorHigh => "juniorHigh",
            EducationLevel::HighSchool => "highSchool",
            EducationLevel::Associate => "associate",
            EducationLevel::Bachelor => "bachelor",
            EducationLevel::Master => "master",
            EducationLevel::Doctorate => "doctorate",
        }
    }
}

/// The applicant's highest education.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[schema(as = JobEducation)]
#[serde(rename_all = "camelCase")]
pub struct Education {
    pub level: EducationLevel,
    /// 1–100 characters.
    pub school: String,
    /// At most 100 characters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub major: Option<String>,
    /// The year of graduation (1950–2100).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub graduation_year: Option<u32>,
}

/// One employment of the applicant's work history.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[schema(as = JobWorkEntry)]
#[serde(rename_all = "camelCase")]
pub struct WorkEntry {
    /// 1–100 characters.
    pub company: String,
    /// The job title, 1–50 characters.
    pub title: String,
    /// `YYYY-MM`.
    pub from: String,
    /// `YYYY-MM`; absent while still employed there.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
}

/// A position an enterprise recruits for, with its public application link.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Position {
    pub job_id: String,
    pub enterprise_id: String,
    pub title: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub department: Option<String>,
    pub region_code: String,
    /// The division's names from the province down, as when created.
    pub region_names: Vec<String>,
    pub fields: Vec<JobField>,
    pub consent_covers_screening: bool,
    /// The keyed hash of the link's code (`JOBCODE#…` claims it).
    pub code_hash: String,
    /// The code itself, sealed, so the link can be shown again.
    pub code_enc: Sealed<CodeEnc>,
    /// The SPA's origin the link points at.
    pub link_base: String,
    pub status: JobStatus,
    #[serde(default)]
    pub registration_count: u32,
    pub created_by: String,
    pub created_at: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub closed_at: Option<i64>,
}

pub fn position_key(job_id: &str) -> Key {
    Key::new(format!("JOB#{job_id}"), "JOB")
}

/// The enterprise's positions, newest first (gsi1).
pub fn positions_pk(enterprise_id: &str) -> String {
    format!("JOBS#{enterprise_id}")
}

impl Entity for Position {
    const KIND: &'static str = "position";
    fn key(&self) -> Key {
        position_key(&self.job_id)
    }
    fn index_keys(&self) -> Vec<(&'static str, String)> {
        vec![
            ("gsi1pk", positions_pk(&self.enterprise_id)),
            ("gsi1sk", format!("{:013}#{}", self.created_at, self.job_id)),
        ]
    }
}

impl Position {
    /// The link's code (`j`), opened.
    pub fn code(&self, ports: &Ports) -> Result<String, verity_core::failure::Internal> {
        self.code_enc
            .open(&ports.pii)
            .map_err(verity_core::failure::Internal::new)
    }

    /// The public application address (the SPA's hash route).
    pub fn url(&self, ports: &Ports) -> Result<String, verity_core::failure::Internal> {
        Ok(format!(
            "{}/#/jobApply?j={}",
            self.link_base,
            self.code(ports)?
        ))
    }

    /// The location as one line: `广东省 深圳市 南山区`.
    pub fn location_name(&self) -> String {
        self.region_names.join(" ")
    }

    pub fn collects(&self, field: JobField) -> bool {
        self.fields.contains(&field)
    }
}

/// The claim of a link code: `JOBCODE#<hash of code>` / `CODE` → the position.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CodeClaim {
    pub code_hash: String,
    pub job_id: String,
}

pub fn code_key(code_hash: &str) -> Key {
    Key::new(format!("JOBCODE#{code_hash}"), "CODE")
}

impl Entity for CodeClaim {
    const KIND: &'static str = "job code";
    fn key(&self) -> Key {
        code_key(&self.code_hash)
    }
}

/// A verified applicant phone for one position (2 hours).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ApplicantToken {
    pub token_hash: String,
    pub job_id: String,
    pub phone_hash: String,
    /// The phone, sealed: a registration stores it sealed in its turn.
    pub phone_enc: Sealed<PhoneEnc>,
    /// Epoch seconds (the table's TTL attribute).
    pub expires_at: i64,
}

pub fn token_key(token_hash: &str) -> Key {
    Key::new(format!("JOBTOKEN#{token_hash}"), "TOKEN")
}

impl Entity for ApplicantToken {
    const KIND: &'static str = "applicant token";
    fn key(&self) -> Key {
        token_key(&self.token_hash)
    }
}

/// What the applicant gave besides name, ID number and phone (sealed as one).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Profile {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub education: Option<Education>,
    #[serde(default)]
    pub work_history: Vec<WorkEntry>,
}

/// One application: one per position and phone; its id is derived from
/// both, so applying again with the same phone finds it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Registration {
    pub registration_id: String,
    pub job_id: String,
    pub enterprise_id: String,
    pub name_enc: Sealed<NameEnc>,
    pub phone_enc: Sealed<PhoneEnc>,
    pub id_number_enc: Sealed<IdNumberEnc>,
    pub name_mask: String,
    pub phone_mask: String,
    pub id_number_mask: String,
    /// Keyed hashes (the order's duplicate check uses the same).
    pub phone_hash: String,
    pub id_hash: String,
    /// In clear for the enterprise's filter; the details are in `profileEnc`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub education_level: Option<EducationLevel>,
    pub profile_enc: Sealed<ProfileEnc>,
    /// Uploaded file keys (purpose `attachment`, owned by the applicant).
    #[serde(default)]
    pub attachments: Vec<String>,
    /// The consent evidence of the last submission.
    pub consent_version: String,
    pub consented_at: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consent_ip_enc: Option<Sealed<ConsentIpEnc>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consent_ip_mask: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consent_user_agent: Option<String>,
    pub submitted_at: i64,
    pub updated_at: i64,
    /// Conditions the next update (two submissions at once: one wins).
    pub revision: u32,
    /// The last order placed from this registration.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub order_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ordered_at: Option<i64>,
    /// The one order that started on this application's consent, without a
    /// consent link (claimed in that order's transaction; issue 22 rule 6).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consent_order_id: Option<String>,
}

pub fn registration_key(registration_id: &str) -> Key {
    Key::new(format!("JOBREG#{registration_id}"), "REG")
}

/// A position's registrations by first submission, newest first (gsi1).
pub fn registrations_pk(job_id: &str) -> String {
    format!("JOBREGS#{job_id}")
}

impl Entity for Registration {
    const KIND: &'static str = "registration";
    fn key(&self) -> Key {
        registration_key(&self.registration_id)
    }
    fn index_keys(&self) -> Vec<(&'static str, String)> {
        vec![
            ("gsi1pk", registrations_pk(&self.job_id)),
            (
                "gsi1sk",
                format!("{:013}#{}", self.submitted_at, self.registration_id),
            ),
        ]
    }
}

/// The keyed hash of an applicant's phone (as orders hash a candidate's).
pub fn phone_hash(ports: &Ports, phone: &str) -> String {
    ports.pii.lookup_hash("candidate.phone", phone)
}

/// The registration id of a phone for a position: stable, reveals nothing.
pub fn registration_id(ports: &Ports, job_id: &str, phone_hash: &str) -> String {
    ports
        .pii
        .lookup_hash("job.registration", &format!("{job_id}#{phone_hash}"))[..32]
        .to_string()
}

/// The owner recorded on an applicant's uploads (`files::owned` checks it).
pub fn applicant_owner(job_id: &str, phone_hash: &str) -> String {
    format!("APPLICANT#{job_id}#{phone_hash}")
}
