//! A table whose secondary indexes lag, as DynamoDB's global secondary
//! indexes may: once frozen, an index query answers what the same query
//! answered the first time after the freeze, whatever was written since.
//! Base-table reads stay strongly consistent. For tests of rules that must
//! not count on an index read right after a write.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use async_trait::async_trait;
use verity_core::table::{
    BatchWrite, Condition, Item, Key, Page, Query, Table, TableResult, TxAction, UpdateAction,
};

pub struct LaggingIndex {
    inner: Arc<dyn Table>,
    frozen: AtomicBool,
    answers: Mutex<HashMap<String, Page>>,
}

impl LaggingIndex {
    pub fn new(inner: Arc<dyn Table>) -> Arc<Self> {
        Arc::new(LaggingIndex {
            inner,
            frozen: AtomicBool::new(false),
            answers: Mutex::new(HashMap::new()),
        })
    }

    /// From now on, each index query answers as it first did after this call.
    pub fn freeze(&self) {
        self.answers.lock().unwrap().clear();
        self.frozen.store(true, Ordering::SeqCst);
    }

    /// Indexes are up to date again.
    pub fn catch_up(&self) {
        self.frozen.store(false, Ordering::SeqCst);
    }
}

#[async_trait]
impl Table for LaggingIndex {
    async fn get(&self, key: &Key) -> TableResult<Option<Item>> {
        self.inner.get(key).await
    }

    async fn put(&self, item: Item, condition: Option<Condition>) -> TableResult<()> {
        self.inner.put(item, condition).await
    }

    async fn update(
        &self,
        key: &Key,
        actions: Vec<UpdateAction>,
        condition: Option<Condition>,
    ) -> TableResult<Item> {
        self.inner.update(key, actions, condition).await
    }

    async fn delete(&self, key: &Key, condition: Option<Condition>) -> TableResult<()> {
        self.inner.delete(key, condition).await
    }

    async fn query(&self, query: Query) -> TableResult<Page> {
        if query.index.is_none() || !self.frozen.load(Ordering::SeqCst) {
            return self.inner.query(query).await;
        }
        let asked = format!("{query:?}");
        if let Some(page) = self.answers.lock().unwrap().get(&asked) {
            return Ok(page.clone());
        }
        let page = self.inner.query(query).await?;
        self.answers.lock().unwrap().insert(asked, page.clone());
        Ok(page)
    }

    async fn transact(&self, actions: Vec<TxAction>) -> TableResult<()> {
        self.inner.transact(actions).await
    }

    async fn batch_write(&self, writes: Vec<BatchWrite>) -> TableResult<()> {
        self.inner.batch_write(writes).await
    }
}
