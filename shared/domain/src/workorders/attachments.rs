//! Files on a ticket or a message: uploads of purpose `attachment`, accepted
//! only from their owner (the enterprise, or the operator who uploaded them),
//! shown with their name and a short-lived download URL.

use serde::Serialize;
use verity_core::failure::{FieldError, Internal};
use verity_core::ports::Ports;
use verity_core::text::Text;

use super::model::StoredAttachment;
use super::{WorkOrderError, WorkOrderResult, MAX_ATTACHMENTS};
use crate::files::{self, Purpose};

/// An attachment as the screens show it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WorkOrderAttachment {
    pub key: String,
    /// The name it was uploaded with.
    pub name: String,
    /// Downloads the file for 10 minutes.
    pub url: String,
}

/// Checks every key (at most 5, each once, each an attachment upload of one
/// of `owners`) and keeps its sealed name.
pub async fn accept(
    ports: &Ports,
    keys: &[String],
    owners: &[&str],
) -> WorkOrderResult<Vec<StoredAttachment>> {
    if keys.len() > MAX_ATTACHMENTS {
        return Err(FieldError::new(
            "attachments",
            Text::new("attach at most 5 files", "最多添加 5 个附件"),
        )
        .into());
    }
    let mut out: Vec<StoredAttachment> = Vec::with_capacity(keys.len());
    for (i, key) in keys.iter().enumerate() {
        if out.iter().any(|a| &a.key == key) {
            return Err(FieldError::new(
                format!("attachments[{i}]"),
                Text::new("each file once", "每个文件只能添加一次"),
            )
            .into());
        }
        let record = files::owned(ports, key, owners, Purpose::Attachment)
            .await
            .map_err(|e| match e {
                files::FileError::Internal(i) => WorkOrderError::Internal(i),
                _ => WorkOrderError::AttachmentNotFound {
                    field: format!("attachments[{i}]"),
                },
            })?;
        out.push(StoredAttachment {
            key: record.key,
            name_enc: record.name_enc,
        });
    }
    Ok(out)
}

pub async fn view(
    ports: &Ports,
    stored: &[StoredAttachment],
) -> WorkOrderResult<Vec<WorkOrderAttachment>> {
    let mut out = Vec::with_capacity(stored.len());
    for a in stored {
        out.push(WorkOrderAttachment {
            key: a.key.clone(),
            name: a.name_enc.open(&ports.pii).map_err(Internal::new)?,
            url: files::url(ports, &a.key).await?,
        });
    }
    Ok(out)
}
