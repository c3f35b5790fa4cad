//! Embedded Sms adapter: an outbox file (JSON lines) the developer can read,
//! through `GET /api/dev/sms` in the local stack. Never used in AWS.

use std::path::PathBuf;

use async_trait::async_trait;
use tokio::io::AsyncWriteExt;
use tokio::sync::Mutex;
use verity_core::sms::{OutboxMessage, Sms, SmsError, SmsMessage, SmsOutbox};

pub struct Outbox {
    path: PathBuf,
    lock: Mutex<()>,
}

impl Outbox {
    pub fn new(data_dir: impl Into<PathBuf>) -> Self {
        Outbox {
            path: data_dir.into().join("sms-outbox.jsonl"),
            lock: Mutex::new(()),
        }
    }
}

#[async_trait]
impl SmsOutbox for Outbox {
    async fn messages_to(&self, phone: &str) -> Result<Vec<OutboxMessage>, SmsError> {
        let _guard = self.lock.lock().await;
        let text = match tokio::fs::read_to_string(&self.path).await {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(SmsError::Backend(e.to_string())),
        };
        Ok(text
            .lines()
            .filter_map(|l| serde_json::from_str::<OutboxMessage>(l).ok())
            .filter(|m| m.phone == phone)
            .collect())
    }
}

#[async_trait]
impl Sms for Outbox {
    async fn send(&self, phone: &str, sms: &SmsMessage) -> Result<(), SmsError> {
        let message = OutboxMessage {
            phone: phone.to_string(),
            text: sms.text.clone(),
            template: Some(sms.template.to_string()),
            lang: Some(sms.lang.tag().to_string()),
            sent_at: verity_core::clock::now_millis(),
        };
        let mut line =
            serde_json::to_string(&message).map_err(|e| SmsError::Backend(e.to_string()))?;
        line.push('\n');
        let _guard = self.lock.lock().await;
        if let Some(parent) = self.path.parent() {
            tokio::fs::create_dir_all(parent)
                .await
                .map_err(|e| SmsError::Backend(e.to_string()))?;
        }
        let mut file = tokio::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&self.path)
            .await
            .map_err(|e| SmsError::Backend(e.to_string()))?;
        file.write_all(line.as_bytes())
            .await
            .map_err(|e| SmsError::Backend(e.to_string()))?;
        // tokio's File hands writes to a blocking thread: flush so a reader
        // right after `send` sees the line.
        file.flush()
            .await
            .map_err(|e| SmsError::Backend(e.to_string()))?;
        // The phone number is PII: the log names only that a text went out.
        tracing::info!(target: "verity::sms", "sms written to the local outbox");
        Ok(())
    }
}
