//! The enterprise's positions: create (with a public link), list with
//! registration counts, read, close.

use verity_core::failure::FieldError;
use verity_core::ports::Ports;
use verity_core::table::{Condition, Entity, Query, SkCondition, Status, TableExt, Tx, TxError};
use verity_core::text::Text;

use super::model::*;
use super::{JobError, JobResult};
use crate::regions;

pub const TITLE_MAX: usize = 50;
pub const DEPARTMENT_MAX: usize = 50;

/// What `job/create` gives.
pub struct NewPosition<'a> {
    pub title: &'a str,
    pub department: Option<&'a str>,
    pub region_code: &'a str,
    pub fields: &'a [JobField],
    pub consent_covers_screening: bool,
    /// The SPA's origin, for the link.
    pub link_base: &'a str,
}

fn plain(field: &str, text: &str, max: usize, missing: Text, rule: Text) -> JobResult<String> {
    let text = text.trim();
    if text.is_empty() {
        return Err(FieldError::new(field, missing).into());
    }
    if text.chars().count() > max || text.chars().any(char::is_control) {
        return Err(FieldError::new(field, rule).into());
    }
    Ok(text.to_string())
}

fn code_hash(ports: &Ports, code: &str) -> String {
    ports.pii.secret_hash("job-code", code.trim())
}

/// Creates an open position and its link code: `(position, url)`.
pub async fn create(
    ports: &Ports,
    enterprise_id: &str,
    user_id: &str,
    p: NewPosition<'_>,
) -> JobResult<(Position, String)> {
    let title = plain(
        "title",
        p.title,
        TITLE_MAX,
        Text::new("please enter the position title", "请输入岗位名称"),
        Text::new(
            "the title has at most 50 characters and no control characters",
            "岗位名称最多 50 个字符，且不含控制字符",
        ),
    )?;
    let department = match p.department.map(str::trim).filter(|d| !d.is_empty()) {
        None => None,
        Some(d) => Some(plain(
            "department",
            d,
            DEPARTMENT_MAX,
            Text::new("please enter the department", "请输入部门"),
            Text::new(
                "the department has at most 50 characters and no control characters",
                "部门最多 50 个字符，且不含控制字符",
            ),
        )?),
    };
    let mut fields: Vec<JobField> = Vec::new();
    for (i, f) in p.fields.iter().enumerate() {
        if fields.contains(f) {
            return Err(FieldError::new(
                format!("fields[{i}]"),
                Text::new("each field appears once", "每个字段只能选择一次"),
            )
            .into());
        }
        fields.push(*f);
    }
    let region_names = regions::path(ports, p.region_code)
        .await?
        .ok_or(JobError::UnknownRegion)?;
    // 128 random bits: the link cannot be guessed; only its keyed hash is a key.
    let code = verity_core::ids::new_id();
    let now = ports.clock.now_millis();
    let position = Position {
        job_id: verity_core::ids::new_id(),
        enterprise_id: enterprise_id.to_string(),
        title,
        department,
        region_code: p.region_code.to_string(),
        region_names,
        fields,
        consent_covers_screening: p.consent_covers_screening,
        code_hash: code_hash(ports, &code),
        code_enc: verity_core::pii::Sealed::seal(&ports.pii, &code),
        link_base: p.link_base.to_string(),
        status: JobStatus::Open,
        registration_count: 0,
        created_by: user_id.to_string(),
        created_at: now,
        closed_at: None,
    };
    let claim = CodeClaim {
        code_hash: position.code_hash.clone(),
        job_id: position.job_id.clone(),
    };
    let tx = Tx::new()
        .with("position", position.put_new())
        .with("code", claim.put_new());
    match ports.table.run(tx).await {
        Ok(()) => {}
        Err(TxError::Condition(_)) => {
            return Err(
                verity_core::failure::Internal::new("a fresh job id or code collided").into(),
            )
        }
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    let url = position.url(ports)?;
    tracing::info!(job_id = %position.job_id, "position created");
    Ok((position, url))
}

/// The position `job_id` of this enterprise (another's is not found).
pub async fn position(ports: &Ports, enterprise_id: &str, job_id: &str) -> JobResult<Position> {
    if !verity_core::blobs::valid_key(job_id) {
        return Err(JobError::NotFound);
    }
    ports
        .table
        .get_as::<Position>(&position_key(job_id))
        .await?
        .filter(|p| p.enterprise_id == enterprise_id)
        .ok_or(JobError::NotFound)
}

/// The position a public link's code opens, open or closed.
pub async fn by_code(ports: &Ports, code: &str) -> JobResult<Position> {
    if code.trim().is_empty() || code.len() > 128 {
        return Err(JobError::LinkInvalid);
    }
    let claim = ports
        .table
        .get_as::<CodeClaim>(&code_key(&code_hash(ports, code)))
        .await?
        .ok_or(JobError::LinkInvalid)?;
    ports
        .table
        .get_as::<Position>(&position_key(&claim.job_id))
        .await?
        .ok_or(JobError::LinkInvalid)
}

/// One page of the enterprise's positions, newest first, in one status or all.
pub async fn list(
    ports: &Ports,
    enterprise_id: &str,
    status: Option<JobStatus>,
    cursor: Option<String>,
    page_size: usize,
) -> JobResult<(Vec<Position>, Option<String>)> {
    let mut query = Query::partition(positions_pk(enterprise_id))
        .on_index("gsi1")
        .sk(SkCondition::Any)
        .backward()
        .limit(page_size)
        .after(cursor);
    if let Some(s) = status {
        query = query.filter(Condition::eq("status", s.as_str()));
    }
    Ok(ports.table.page_as::<Position>(query).await?)
}

/// Closes a position: new applications and changes are refused from now
/// on. Closing a closed position changes nothing.
pub async fn close(ports: &Ports, enterprise_id: &str, job_id: &str) -> JobResult<Position> {
    let p = position(ports, enterprise_id, job_id).await?;
    if p.status == JobStatus::Closed {
        return Ok(p);
    }
    let now = ports.clock.now_millis();
    let action = JobStatus::Open.transition(
        p.key(),
        JobStatus::Closed,
        vec![verity_core::table::UpdateAction::set("closedAt", now)],
    );
    match ports.table.run(Tx::new().with("position", action)).await {
        // Closed meanwhile by someone else: the same outcome.
        Ok(()) | Err(TxError::Condition(_)) => {}
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    tracing::info!(job_id = %p.job_id, "position closed");
    position(ports, enterprise_id, job_id).await
}
