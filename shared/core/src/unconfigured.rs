//! The adapter of a port a function was not built for.
//!
//! A function links only the AWS clients it needs ([`crate::ports::Needs`]);
//! the other ports answer every call with an error naming what is missing, so
//! a wrong wiring fails loudly instead of silently, and a real vendor that is
//! not configured is refused rather than replaced by a sandbox.

use std::time::Duration;

use async_trait::async_trait;
use bytes::Bytes;

use crate::blobs::{Blob, BlobError, BlobResult, Blobs};
use crate::dead_letters::{DeadLetter, DeadLetterError, DeadLetters, QueueCount};
use crate::events::{DomainEvent, EventError, Events};
use crate::payments::{PaymentError, PaymentOutcome, Payments};
use crate::provider::{
    Finding, IdentityOutcome, IdentityQuery, Provider, ProviderError, ScreeningQuery,
};
use crate::sms::{Sms, SmsError, SmsMessage};
use crate::table::{
    BatchWrite, Condition, Item, Key, Page, Query, Table, TableError, TableResult, TxAction,
    UpdateAction,
};
use crate::webhooks::{Answered, Outgoing, SendError, WebhookSender, WebhookUrl};

/// Answers every call with "`port` is not configured for this function".
#[derive(Debug, Clone, Copy)]
pub struct Unconfigured(pub &'static str);

impl Unconfigured {
    fn message(&self) -> String {
        format!("{} is not configured for this function", self.0)
    }
}

#[async_trait]
impl Table for Unconfigured {
    async fn get(&self, _: &Key) -> TableResult<Option<Item>> {
        Err(TableError::Backend(self.message()))
    }
    async fn put(&self, _: Item, _: Option<Condition>) -> TableResult<()> {
        Err(TableError::Backend(self.message()))
    }
    async fn update(
        &self,
        _: &Key,
        _: Vec<UpdateAction>,
        _: Option<Condition>,
    ) -> TableResult<Item> {
        Err(TableError::Backend(self.message()))
    }
    async fn delete(&self, _: &Key, _: Option<Condition>) -> TableResult<()> {
        Err(TableError::Backend(self.message()))
    }
    async fn query(&self, _: Query) -> TableResult<Page> {
        Err(TableError::Backend(self.message()))
    }
    async fn transact(&self, _: Vec<TxAction>) -> TableResult<()> {
        Err(TableError::Backend(self.message()))
    }
    async fn batch_write(&self, _: Vec<BatchWrite>) -> TableResult<()> {
        Err(TableError::Backend(self.message()))
    }
}

#[async_trait]
impl Blobs for Unconfigured {
    async fn put(&self, _: &str, _: Bytes, _: &str) -> BlobResult<()> {
        Err(BlobError::Backend(self.message()))
    }
    async fn get(&self, _: &str) -> BlobResult<Option<Blob>> {
        Err(BlobError::Backend(self.message()))
    }
    async fn delete(&self, _: &str) -> BlobResult<()> {
        Err(BlobError::Backend(self.message()))
    }
    async fn upload_url(&self, _: &str, _: &str, _: Duration) -> BlobResult<String> {
        Err(BlobError::Backend(self.message()))
    }
    async fn download_url(&self, _: &str, _: Duration) -> BlobResult<String> {
        Err(BlobError::Backend(self.message()))
    }
    async fn upload_form(
        &self,
        _: &str,
        _: &str,
        _: u64,
        _: Duration,
    ) -> BlobResult<crate::blobs::UploadForm> {
        Err(BlobError::Backend(self.message()))
    }
}

#[async_trait]
impl Sms for Unconfigured {
    async fn send(&self, _: &str, _: &SmsMessage) -> Result<(), SmsError> {
        Err(SmsError::Backend(self.message()))
    }
}

#[async_trait]
impl Events for Unconfigured {
    async fn publish(&self, _: DomainEvent) -> Result<(), EventError> {
        Err(EventError::Backend(self.message()))
    }
}

#[async_trait]
impl DeadLetters for Unconfigured {
    async fn counts(&self) -> Result<Vec<QueueCount>, DeadLetterError> {
        Err(DeadLetterError::Backend(self.message()))
    }
    async fn list(&self, _: usize) -> Result<Vec<DeadLetter>, DeadLetterError> {
        Err(DeadLetterError::Backend(self.message()))
    }
    async fn redrive(&self, _: &str) -> Result<bool, DeadLetterError> {
        Err(DeadLetterError::Backend(self.message()))
    }
    async fn redrive_all(&self) -> Result<usize, DeadLetterError> {
        Err(DeadLetterError::Backend(self.message()))
    }
}

#[async_trait]
impl Provider for Unconfigured {
    async fn check_identity(&self, _: &IdentityQuery) -> Result<IdentityOutcome, ProviderError> {
        Err(ProviderError::Unavailable(self.message()))
    }
    async fn screen(&self, _: &ScreeningQuery) -> Result<Finding, ProviderError> {
        Err(ProviderError::Unavailable(self.message()))
    }
}

#[async_trait]
impl Payments for Unconfigured {
    fn is_sandbox(&self) -> bool {
        false
    }
    async fn collect(&self, _: &str, _: i64) -> Result<PaymentOutcome, PaymentError> {
        Err(PaymentError::Unavailable(self.message()))
    }
}

#[async_trait]
impl WebhookSender for Unconfigured {
    async fn check(&self, _: &WebhookUrl) -> Result<(), SendError> {
        Err(SendError::Refused(self.message()))
    }
    async fn send(&self, _: Outgoing) -> Result<Answered, SendError> {
        Err(SendError::Failed(self.message()))
    }
}
