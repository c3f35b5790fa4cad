//! The applicant's side, from the public link `/jobApply?j=<code>` (no
//! account): what the position asks, the phone check (an SMS code of scene
//! `jobApply`) that gives a token bound to the position and phone, the
//! application of that phone (one per position) and its attachments.

use bytes::Bytes;
use serde::Serialize;
use verity_core::failure::FieldError;
use verity_core::pii::{constant_time_eq, mask_id_number, mask_ip, mask_name, mask_phone, Sealed};
use verity_core::ports::Ports;
use verity_core::provider::id_checksum_ok;
use verity_core::table::{
    Condition, Entity, Status, TableExt, Tx, TxAction, TxError, UpdateAction,
};
use verity_core::text::Text;

use super::consent::{self, JobConsentText};
use super::model::*;
use super::positions::by_code;
use super::{JobError, JobResult};
use crate::enterprise::profile;
use crate::files::{self, Purpose, Stored};
use crate::identity::codes::{self, Scene};

/// How long a verified phone may apply and read its application.
pub const TOKEN_TTL_SECS: i64 = 2 * 3600;
pub const MAX_ATTACHMENTS: usize = 10;
pub const MAX_WORK_ENTRIES: usize = 20;
/// Uploads one applicant (a position and a phone) may make per China day.
pub const MAX_UPLOADS_PER_DAY: i64 = 20;

/// What the applicant's page shows before the phone check.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobApplyInfo {
    pub title: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub department: Option<String>,
    pub enterprise_name: String,
    pub region_code: String,
    /// The work location from the province down, e.g. `广东省 深圳市 南山区`.
    pub location_name: String,
    /// The optional parts of the form to show (name, ID number and phone always).
    pub fields: Vec<JobField>,
    /// The text the applicant agrees to by submitting; send its `version` back.
    pub consent: JobConsentText,
}

/// The open position of a link, for the applicant's page (a closed one
/// says so: [`JobError::Closed`]).
pub async fn info(ports: &Ports, code: &str, zh: bool) -> JobResult<JobApplyInfo> {
    let p = by_code(ports, code).await?;
    if p.status != JobStatus::Open {
        return Err(JobError::Closed);
    }
    let enterprise_name = profile::enterprise_name(ports, &p.enterprise_id)
        .await?
        .unwrap_or_default();
    Ok(JobApplyInfo {
        consent: consent::text(zh, &enterprise_name, p.consent_covers_screening),
        location_name: p.location_name(),
        title: p.title,
        department: p.department,
        enterprise_name,
        region_code: p.region_code,
        fields: p.fields,
    })
}

fn token_hash(ports: &Ports, token: &str) -> String {
    ports.pii.secret_hash("job-applicant-token", token)
}

/// A verified phone: the token that opens this position's application.
#[derive(Debug, Clone)]
pub struct Verified {
    pub token: String,
    /// Epoch ms.
    pub expires_at: i64,
    pub has_application: bool,
}

/// Verifies an SMS code of scene `jobApply` sent to `phone` and gives a
/// token bound to the position and the phone. A closed position still
/// lets an applicant in to read what they sent.
pub async fn verify(ports: &Ports, code: &str, phone: &str, sms_code: &str) -> JobResult<Verified> {
    let p = by_code(ports, code).await?;
    codes::check_code(ports, phone, Scene::JobApply, sms_code)
        .await?
        .consume(ports)
        .await?;
    let token = verity_core::ids::new_token();
    let expires_at = ports.clock.now_millis() + TOKEN_TTL_SECS * 1000;
    let phone_hash = phone_hash(ports, phone);
    let has_application = ports
        .table
        .get(&registration_key(&registration_id(
            ports,
            &p.job_id,
            &phone_hash,
        )))
        .await?
        .is_some();
    let item = ApplicantToken {
        token_hash: token_hash(ports, &token),
        job_id: p.job_id,
        phone_hash,
        phone_enc: Sealed::seal(&ports.pii, phone),
        expires_at: expires_at / 1000,
    };
    ports.table.put(item.to_item(), None).await?;
    Ok(Verified {
        token,
        expires_at,
        has_application,
    })
}

/// The bearer of a live applicant token of the link's position.
#[derive(Debug, Clone)]
pub struct Applicant {
    pub position: Position,
    pub phone_hash: String,
    phone: String,
}

impl Applicant {
    pub fn registration_id(&self, ports: &Ports) -> String {
        registration_id(ports, &self.position.job_id, &self.phone_hash)
    }

    fn owner(&self) -> String {
        applicant_owner(&self.position.job_id, &self.phone_hash)
    }
}

/// The applicant of `token` for the link `code`: [`JobError::VerifyRequired`]
/// when the token is missing, unknown, expired or of another position.
pub async fn applicant(ports: &Ports, code: &str, token: Option<&str>) -> JobResult<Applicant> {
    let position = by_code(ports, code).await?;
    let token = token.ok_or(JobError::VerifyRequired)?;
    let now_secs = ports.clock.now_millis() / 1000;
    let t = ports
        .table
        .get_as::<ApplicantToken>(&token_key(&token_hash(ports, token)))
        .await?
        .filter(|t| t.expires_at > now_secs && constant_time_eq(&t.job_id, &position.job_id))
        .ok_or(JobError::VerifyRequired)?;
    let phone = t
        .phone_enc
        .open(&ports.pii)
        .map_err(verity_core::failure::Internal::new)?;
    Ok(Applicant {
        position,
        phone_hash: t.phone_hash,
        phone,
    })
}

/// The applicant's registration for the position, if any.
pub async fn mine(ports: &Ports, a: &Applicant) -> JobResult<Option<Registration>> {
    Ok(ports
        .table
        .get_as::<Registration>(&registration_key(&a.registration_id(ports)))
        .await?)
}

/// An upload of the applicant's (purpose `attachment`), for their
/// application only.
pub async fn upload(
    ports: &Ports,
    a: &Applicant,
    name: &str,
    declared: &str,
    bytes: Bytes,
) -> JobResult<Stored> {
    if a.position.status != JobStatus::Open {
        return Err(JobError::Closed);
    }
    // Counted before the file is looked at: a refused file counts too.
    let counted = ports
        .table
        .run(Tx::new().with(
            "uploads today",
            crate::counters::count_today(
                format!("UPLOADS#{}", a.owner()),
                ports.clock.now_millis(),
                MAX_UPLOADS_PER_DAY,
            ),
        ))
        .await;
    match counted {
        Ok(()) => {}
        Err(TxError::Condition(_)) => {
            return Err(JobError::UploadCap {
                max: MAX_UPLOADS_PER_DAY,
            })
        }
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    let stored = files::store(
        ports,
        &a.owner(),
        &a.registration_id(ports),
        Purpose::Attachment,
        name,
        declared,
        bytes,
    )
    .await?;
    tracing::info!(size = stored.size, "applicant attachment uploaded");
    Ok(stored)
}

/// What a submission brings (name and ID number already validated by type).
pub struct Submission<'a> {
    pub name: &'a str,
    /// Required the first time; absent on a later submission keeps the stored one.
    pub id_number: Option<&'a str>,
    pub education: Option<Education>,
    pub work_history: Option<Vec<WorkEntry>>,
    pub attachments: Option<Vec<String>>,
    /// The version of the consent text the applicant read.
    pub consent_version: &'a str,
    pub ip: Option<&'a str>,
    pub user_agent: Option<&'a str>,
}

fn text(field: &str, v: &str, max: usize, missing: Text, rule: Text) -> JobResult<String> {
    let v = v.trim();
    if v.is_empty() {
        return Err(FieldError::new(field, missing).into());
    }
    if v.chars().count() > max || v.chars().any(char::is_control) {
        return Err(FieldError::new(field, rule).into());
    }
    Ok(v.to_string())
}

/// `YYYY-MM` with a month from 01 to 12 and a year from 1950 to 2100.
fn month(field: &str, v: &str) -> JobResult<String> {
    let v = v.trim();
    let ok = v.len() == 7
        && v.as_bytes()[4] == b'-'
        && v[..4]
            .parse::<u32>()
            .is_ok_and(|y| (1950..=2100).contains(&y))
        && v[5..].parse::<u32>().is_ok_and(|m| (1..=12).contains(&m))
        && v.bytes().filter(u8::is_ascii_digit).count() == 6;
    if ok {
        Ok(v.to_string())
    } else {
        Err(FieldError::new(
            field,
            Text::new("use the form YYYY-MM", "请使用 YYYY-MM 格式"),
        )
        .into())
    }
}

fn not_collected(field: &str) -> JobError {
    FieldError::new(
        field,
        Text::new("this position does not collect it", "该岗位不收集此项"),
    )
    .into()
}

fn education(p: &Position, e: Option<Education>) -> JobResult<Option<Education>> {
    match (p.collects(JobField::Education), e) {
        (false, None) => Ok(None),
        (false, Some(_)) => Err(not_collected("education")),
        (true, None) => Err(FieldError::new(
            "education",
            Text::new("please give your highest education", "请填写最高学历"),
        )
        .into()),
        (true, Some(e)) => {
            let school = text(
                "education.school",
                &e.school,
                100,
                Text::new("please enter the school", "请输入学校名称"),
                Text::new("at most 100 characters", "最多 100 个字符"),
            )?;
            let major = match e.major.as_deref().map(str::trim).filter(|m| !m.is_empty()) {
                None => None,
                Some(m) => Some(text(
                    "education.major",
                    m,
                    100,
                    Text::new("please enter the major", "请输入专业"),
                    Text::new("at most 100 characters", "最多 100 个字符"),
                )?),
            };
            if e.graduation_year
                .is_some_and(|y| !(1950..=2100).contains(&y))
            {
                return Err(FieldError::new(
                    "education.graduationYear",
                    Text::new("a year from 1950 to 2100", "须为 1950 到 2100 之间的年份"),
                )
                .into());
            }
            Ok(Some(Education {
                level: e.level,
                school,
                major,
                graduation_year: e.graduation_year,
            }))
        }
    }
}

fn work_history(p: &Position, w: Option<Vec<WorkEntry>>) -> JobResult<Vec<WorkEntry>> {
    let Some(entries) = w else {
        return Ok(Vec::new());
    };
    if !p.collects(JobField::WorkHistory) {
        return if entries.is_empty() {
            Ok(Vec::new())
        } else {
            Err(not_collected("workHistory"))
        };
    }
    if entries.len() > MAX_WORK_ENTRIES {
        return Err(
            FieldError::new("workHistory", Text::new("at most 20 entries", "最多 20 条")).into(),
        );
    }
    let mut out = Vec::with_capacity(entries.len());
    for (i, e) in entries.into_iter().enumerate() {
        let at = |f: &str| format!("workHistory[{i}].{f}");
        let company = text(
            &at("company"),
            &e.company,
            100,
            Text::new("please enter the company", "请输入公司名称"),
            Text::new("at most 100 characters", "最多 100 个字符"),
        )?;
        let title = text(
            &at("title"),
            &e.title,
            50,
            Text::new("please enter the job title", "请输入职位"),
            Text::new("at most 50 characters", "最多 50 个字符"),
        )?;
        let from = month(&at("from"), &e.from)?;
        let to = match e.to.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
            None => None,
            Some(t) => Some(month(&at("to"), t)?),
        };
        // Same fixed-width form: text order is time order.
        if to.as_deref().is_some_and(|t| t < from.as_str()) {
            return Err(FieldError::new(
                at("to"),
                Text::new("the end is before the start", "结束时间早于开始时间"),
            )
            .into());
        }
        out.push(WorkEntry {
            company,
            title,
            from,
            to,
        });
    }
    Ok(out)
}

async fn attachments(
    ports: &Ports,
    a: &Applicant,
    keys: Option<Vec<String>>,
) -> JobResult<Vec<String>> {
    let Some(keys) = keys else {
        return Ok(Vec::new());
    };
    if !a.position.collects(JobField::Attachments) {
        return if keys.is_empty() {
            Ok(Vec::new())
        } else {
            Err(not_collected("attachments"))
        };
    }
    if keys.len() > MAX_ATTACHMENTS {
        return Err(FieldError::new(
            "attachments",
            Text::new("at most 10 files", "最多 10 个文件"),
        )
        .into());
    }
    let owner = a.owner();
    let mut out: Vec<String> = Vec::with_capacity(keys.len());
    for (i, key) in keys.into_iter().enumerate() {
        let field = format!("attachments[{i}]");
        if out.contains(&key) {
            return Err(FieldError::new(
                field,
                Text::new("each file appears once", "每个文件只能添加一次"),
            )
            .into());
        }
        // Only this applicant's uploads for this position.
        files::owned(ports, &key, &[&owner], Purpose::Attachment)
            .await
            .map_err(|e| match e {
                files::FileError::Internal(i) => JobError::Internal(i),
                _ => JobError::AttachmentNotFound { field },
            })?;
        out.push(key);
    }
    Ok(out)
}

/// Creates or replaces the applicant's registration for the position (one
/// per position and phone), recording the consent given with it. A closed
/// position refuses both.
pub async fn submit(ports: &Ports, a: &Applicant, s: Submission<'_>) -> JobResult<Registration> {
    let p = &a.position;
    if p.status != JobStatus::Open {
        return Err(JobError::Closed);
    }
    let current = consent::version(p.consent_covers_screening);
    if s.consent_version.trim() != current {
        return Err(JobError::ConsentOutdated {
            version: current.to_string(),
        });
    }
    if let Some(id) = s.id_number {
        if id.len() == 18 && !id_checksum_ok(id) {
            return Err(FieldError::new(
                "idNumber",
                Text::new(
                    "please enter a valid ID document number (the last character does not match)",
                    "请输入正确的证件号码（校验位不符）",
                ),
            )
            .into());
        }
    }
    let profile = Profile {
        education: education(p, s.education)?,
        work_history: work_history(p, s.work_history)?,
    };
    let attachments = attachments(ports, a, s.attachments).await?;
    let profile_json =
        serde_json::to_string(&profile).map_err(verity_core::failure::Internal::new)?;
    let id = a.registration_id(ports);
    // Two submissions at once: the loser reads the winner and goes again.
    for _ in 0..3 {
        let existing = ports
            .table
            .get_as::<Registration>(&registration_key(&id))
            .await?;
        let now = ports.clock.now_millis();
        let (id_enc, id_mask, id_hash) = match (s.id_number, &existing) {
            (Some(n), _) => (
                Sealed::seal(&ports.pii, n),
                mask_id_number(n),
                ports.pii.lookup_hash("candidate.idNumber", n),
            ),
            (None, Some(e)) => (
                e.id_number_enc.clone(),
                e.id_number_mask.clone(),
                e.id_hash.clone(),
            ),
            (None, None) => {
                return Err(FieldError::new(
                    "idNumber",
                    Text::new("please enter ID document number", "请输入证件号码"),
                )
                .into())
            }
        };
        let reg = Registration {
            registration_id: id.clone(),
            job_id: p.job_id.clone(),
            enterprise_id: p.enterprise_id.clone(),
            name_enc: Sealed::seal(&ports.pii, s.name),
            phone_enc: Sealed::seal(&ports.pii, &a.phone),
            id_number_enc: id_enc,
            name_mask: mask_name(s.name),
            phone_mask: mask_phone(&a.phone),
            id_number_mask: id_mask,
            phone_hash: a.phone_hash.clone(),
            id_hash,
            education_level: profile.education.as_ref().map(|e| e.level),
            profile_enc: Sealed::seal(&ports.pii, &profile_json),
            attachments: attachments.clone(),
            consent_version: current.to_string(),
            consented_at: now,
            consent_ip_enc: s.ip.map(|ip| Sealed::seal(&ports.pii, ip)),
            consent_ip_mask: s.ip.map(mask_ip),
            consent_user_agent: s.user_agent.map(|ua| ua.chars().take(300).collect()),
            submitted_at: existing.as_ref().map_or(now, |e| e.submitted_at),
            updated_at: now,
            revision: existing.as_ref().map_or(1, |e| e.revision + 1),
            order_id: existing.as_ref().and_then(|e| e.order_id.clone()),
            ordered_at: existing.as_ref().and_then(|e| e.ordered_at),
            consent_order_id: existing.as_ref().and_then(|e| e.consent_order_id.clone()),
        };
        let open = Condition::eq("status", JobStatus::Open.as_str());
        let tx = match &existing {
            None => Tx::new().with("registration", reg.put_new()).with(
                "position",
                TxAction::Update {
                    key: position_key(&p.job_id),
                    actions: vec![UpdateAction::add("registrationCount", 1)],
                    condition: Some(open),
                },
            ),
            Some(e) => Tx::new()
                .with(
                    "registration",
                    TxAction::Put {
                        item: reg.to_item(),
                        condition: Some(Condition::eq("revision", e.revision)),
                    },
                )
                .with(
                    "position",
                    TxAction::ConditionCheck {
                        key: position_key(&p.job_id),
                        condition: open,
                    },
                ),
        };
        match ports.table.run(tx).await {
            Ok(()) => {
                tracing::info!(
                    job_id = %p.job_id,
                    revision = reg.revision,
                    "registration submitted"
                );
                return Ok(reg);
            }
            Err(TxError::Condition("position")) => return Err(JobError::Closed),
            Err(TxError::Condition(_)) => continue,
            Err(TxError::Table(e)) => return Err(e.into()),
        }
    }
    Err(
        verity_core::failure::Internal::new("a registration kept changing during its submission")
            .into(),
    )
}
