//! Faults for tests of what money survives: a table that fails on chosen
//! calls of one operation, and an event bus that delivers twice or late.
//!
//! [`FaultyTable`] wraps a table. Calls made outside [`FaultyTable::run`]
//! (fixtures, the processor's own tasks, the checks afterwards) pass through
//! untouched; inside, the plan's faults strike the chosen calls of that
//! operation's task, so a run is deterministic from the plan (which
//! [`FaultPlan::seeded`] can draw from a seed):
//!
//! - [`Fault::Error`]: the call fails before reaching the table (the backend kind);
//! - [`Fault::Throttle`]: the call fails as a busy DynamoDB answers once the
//!   SDK's retries are spent (`ProvisionedThroughputExceededException`, a
//!   transaction cancelled with `ThrottlingError`), as the adapter maps it;
//! - [`Fault::TimeoutAfterWrite`]: the write is applied, the caller gets an error;
//! - [`Fault::CrashAfterWrite`]: the write is applied and the operation's
//!   task is dropped there: no later write of that request ever happens.
//!
//! [`ShakyEvents`] sits in front of the in-process queue: it can hold events
//! back and release them later, deliver each event twice, and deliver again
//! any event it has seen. With [`FaultyTable::fault_handlers`] on, each
//! delivery to the processor runs under a plan drawn from the seed and the
//! delivery's number, as a processor that fails or dies midway; the queue
//! delivers it again, as SQS would.

use std::future::Future;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use async_trait::async_trait;
use tokio::sync::Notify;
use verity_core::events::{DomainEvent, EventError, EventHandler, Events};
use verity_core::ports::Ports;
use verity_core::table::{
    BatchWrite, CancelReason, Condition, Item, Key, Page, Query, Table, TableError, TableResult,
    TxAction, UpdateAction,
};

/// What goes wrong on a call.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Fault {
    /// Fails the `at`-th call (reads and writes counted from 1), nothing written.
    Error,
    /// Fails the `at`-th call as a throttled DynamoDB does, nothing written.
    Throttle,
    /// The `at`-th write is applied, then the caller sees an error.
    TimeoutAfterWrite,
    /// The `at`-th write is applied, then the operation stops for good.
    CrashAfterWrite,
}

impl Fault {
    pub const ALL: [Fault; 4] = [
        Fault::Error,
        Fault::Throttle,
        Fault::TimeoutAfterWrite,
        Fault::CrashAfterWrite,
    ];

    fn index(self) -> usize {
        self as usize
    }

    /// Whether `at` counts writes (else every call).
    fn on_writes(self) -> bool {
        matches!(self, Fault::TimeoutAfterWrite | Fault::CrashAfterWrite)
    }
}

/// The faults one operation meets: each strikes once, at its call.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FaultPlan {
    pub faults: Vec<(Fault, u32)>,
}

impl FaultPlan {
    pub fn none() -> Self {
        FaultPlan::default()
    }

    pub fn one(fault: Fault, at: u32) -> Self {
        FaultPlan {
            faults: vec![(fault, at.max(1))],
        }
    }

    /// A plan drawn from `seed` (the same seed, the same plan): no fault one
    /// time in four, else one fault on one of the first `calls` calls.
    pub fn seeded(seed: u64, calls: u32) -> Self {
        // splitmix64: enough to spread a seed, and stable across versions.
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        match z % 5 {
            4 => FaultPlan::none(),
            k => FaultPlan::one(Fault::ALL[k as usize], (z >> 8) as u32 % calls.max(1) + 1),
        }
    }
}

/// What an operation run under a plan came to.
#[derive(Debug)]
pub enum Ran<T> {
    /// It answered (an error included).
    Answered(T),
    /// Its task was dropped after a write: the client never heard back.
    Crashed,
}

struct Scope {
    plan: FaultPlan,
    calls: AtomicU64,
    writes: AtomicU64,
    crashed: Arc<Notify>,
}

tokio::task_local! {
    static SCOPE: Arc<Scope>;
}

/// A table that fails the calls a [`FaultPlan`] chooses, within [`FaultyTable::run`].
pub struct FaultyTable {
    inner: Arc<dyn Table>,
    injected: [AtomicU64; 4],
    calls: AtomicU64,
    /// Writes made through the table, in a scope or not.
    writes: AtomicU64,
    /// The seed of the processor's faults, when they are on.
    handlers: Mutex<Option<u64>>,
    deliveries: AtomicU64,
    deliveries_struck: AtomicU64,
}

enum Step {
    Pass,
    Fail(Fault),
    AfterWrite(Fault),
}

impl FaultyTable {
    pub fn new(inner: Arc<dyn Table>) -> Arc<Self> {
        Arc::new(FaultyTable {
            inner,
            injected: Default::default(),
            calls: AtomicU64::new(0),
            writes: AtomicU64::new(0),
            handlers: Mutex::new(None),
            deliveries: AtomicU64::new(0),
            deliveries_struck: AtomicU64::new(0),
        })
    }

    /// Faults in the processor's handlers from now on, drawn from `seed`
    /// (`None`: none).
    pub fn fault_handlers(&self, seed: Option<u64>) {
        *self.handlers.lock().unwrap() = seed;
    }

    /// The plan of the next delivery to the processor.
    fn delivery_plan(&self) -> FaultPlan {
        let n = self.deliveries.fetch_add(1, Ordering::SeqCst);
        match *self.handlers.lock().unwrap() {
            Some(seed) => FaultPlan::seeded(seed.wrapping_add(n), 8),
            None => FaultPlan::none(),
        }
    }

    /// Runs `op` with `plan`'s faults striking its own calls. A crash drops
    /// `op` right after the write it struck.
    pub async fn run<F: Future>(&self, plan: FaultPlan, op: F) -> Ran<F::Output> {
        let crashed = Arc::new(Notify::new());
        let scope = Arc::new(Scope {
            plan,
            calls: AtomicU64::new(0),
            writes: AtomicU64::new(0),
            crashed: crashed.clone(),
        });
        tokio::select! {
            biased;
            out = SCOPE.scope(scope, op) => Ran::Answered(out),
            _ = crashed.notified() => Ran::Crashed,
        }
    }

    /// Faults injected so far, by kind.
    pub fn injected(&self, fault: Fault) -> u64 {
        self.injected[fault.index()].load(Ordering::SeqCst)
    }

    /// Deliveries to the processor a fault struck (counted in [`FaultyTable::injected`] too).
    pub fn deliveries_struck(&self) -> u64 {
        self.deliveries_struck.load(Ordering::SeqCst)
    }

    /// Faults injected so far, all kinds.
    pub fn injected_total(&self) -> u64 {
        Fault::ALL.iter().map(|f| self.injected(*f)).sum()
    }

    /// Calls made inside [`FaultyTable::run`] so far.
    pub fn calls(&self) -> u64 {
        self.calls.load(Ordering::SeqCst)
    }

    /// Writes made through the table so far (faults or not, in a scope or not).
    pub fn writes(&self) -> u64 {
        self.writes.load(Ordering::SeqCst)
    }

    fn step(&self, write: bool) -> Step {
        SCOPE
            .try_with(|scope| {
                self.calls.fetch_add(1, Ordering::SeqCst);
                let call = scope.calls.fetch_add(1, Ordering::SeqCst) + 1;
                let nth_write = if write {
                    scope.writes.fetch_add(1, Ordering::SeqCst) + 1
                } else {
                    0
                };
                for &(fault, at) in &scope.plan.faults {
                    let hit = if fault.on_writes() {
                        write && nth_write == u64::from(at)
                    } else {
                        call == u64::from(at)
                    };
                    if hit {
                        self.injected[fault.index()].fetch_add(1, Ordering::SeqCst);
                        return if fault.on_writes() {
                            Step::AfterWrite(fault)
                        } else {
                            Step::Fail(fault)
                        };
                    }
                }
                Step::Pass
            })
            .unwrap_or(Step::Pass)
    }

    fn failure(fault: Fault, actions: usize) -> TableError {
        match (fault, actions) {
            (Fault::Throttle, 0) => TableError::Backend(
                "service error: ProvisionedThroughputExceededException: the level of configured \
                 provisioned throughput for the table was exceeded"
                    .into(),
            ),
            (Fault::Throttle, n) => TableError::TransactionCanceled(vec![
                Some(CancelReason::Other(
                    "ThrottlingError".into()
                ));
                n
            ]),
            (Fault::TimeoutAfterWrite, _) => {
                TableError::Backend("dispatch failure: timeout: operation timed out".into())
            }
            _ => TableError::Backend("service error: InternalServerError (injected)".into()),
        }
    }

    /// Runs one write under the scope's plan.
    async fn write<T>(
        &self,
        actions: usize,
        call: impl Future<Output = TableResult<T>>,
    ) -> TableResult<T> {
        self.writes.fetch_add(1, Ordering::SeqCst);
        match self.step(true) {
            Step::Pass => call.await,
            Step::Fail(fault) => Err(Self::failure(fault, actions)),
            Step::AfterWrite(fault) => {
                // The write happens; what it answered never reaches the caller.
                let _written = call.await?;
                if fault == Fault::CrashAfterWrite {
                    let _ = SCOPE.try_with(|scope| scope.crashed.notify_one());
                    std::future::pending::<()>().await;
                }
                Err(Self::failure(fault, actions))
            }
        }
    }

    async fn read<T>(&self, call: impl Future<Output = TableResult<T>>) -> TableResult<T> {
        match self.step(false) {
            Step::Fail(fault) => Err(Self::failure(fault, 0)),
            _ => call.await,
        }
    }
}

#[async_trait]
impl Table for FaultyTable {
    async fn get(&self, key: &Key) -> TableResult<Option<Item>> {
        self.read(self.inner.get(key)).await
    }

    async fn put(&self, item: Item, condition: Option<Condition>) -> TableResult<()> {
        self.write(0, self.inner.put(item, condition)).await
    }

    async fn update(
        &self,
        key: &Key,
        actions: Vec<UpdateAction>,
        condition: Option<Condition>,
    ) -> TableResult<Item> {
        self.write(0, self.inner.update(key, actions, condition))
            .await
    }

    async fn delete(&self, key: &Key, condition: Option<Condition>) -> TableResult<()> {
        self.write(0, self.inner.delete(key, condition)).await
    }

    async fn query(&self, query: Query) -> TableResult<Page> {
        self.read(self.inner.query(query)).await
    }

    async fn transact(&self, actions: Vec<TxAction>) -> TableResult<()> {
        let n = actions.len().max(1);
        self.write(n, self.inner.transact(actions)).await
    }

    async fn batch_write(&self, writes: Vec<BatchWrite>) -> TableResult<()> {
        self.write(0, self.inner.batch_write(writes)).await
    }
}

/// Events as an at-least-once bus may deliver them: held back and released
/// later, delivered twice, delivered again.
pub struct ShakyEvents {
    inner: Arc<dyn Events>,
    holding: AtomicBool,
    twice: AtomicBool,
    held: Mutex<Vec<DomainEvent>>,
    seen: Mutex<Vec<DomainEvent>>,
    extra: AtomicU64,
    late: AtomicU64,
}

impl ShakyEvents {
    pub fn new(inner: Arc<dyn Events>) -> Arc<Self> {
        Arc::new(ShakyEvents {
            inner,
            holding: AtomicBool::new(false),
            twice: AtomicBool::new(false),
            held: Mutex::new(Vec::new()),
            seen: Mutex::new(Vec::new()),
            extra: AtomicU64::new(0),
            late: AtomicU64::new(0),
        })
    }

    /// From now on events wait until [`ShakyEvents::release`].
    pub fn hold(&self) {
        self.holding.store(true, Ordering::SeqCst);
    }

    /// Stops holding and delivers what was held, newest first (late and out of order).
    pub async fn release(&self) {
        self.holding.store(false, Ordering::SeqCst);
        let held: Vec<DomainEvent> = std::mem::take(&mut *self.held.lock().unwrap());
        for event in held.into_iter().rev() {
            let _ = self.inner.publish(event).await;
        }
    }

    /// Each event published from now on is delivered twice (or not).
    pub fn deliver_twice(&self, on: bool) {
        self.twice.store(on, Ordering::SeqCst);
    }

    /// Delivers again the `n`-th event seen (counted modulo how many were seen).
    pub async fn redeliver(&self, n: usize) {
        let event = {
            let seen = self.seen.lock().unwrap();
            if seen.is_empty() {
                return;
            }
            seen[n % seen.len()].clone()
        };
        self.extra.fetch_add(1, Ordering::SeqCst);
        let _ = self.inner.publish(event).await;
    }

    /// Events delivered more than once so far.
    pub fn delivered_again(&self) -> u64 {
        self.extra.load(Ordering::SeqCst)
    }

    /// Events held back so far.
    pub fn held_back(&self) -> u64 {
        self.late.load(Ordering::SeqCst)
    }
}

#[async_trait]
impl Events for ShakyEvents {
    async fn publish(&self, event: DomainEvent) -> Result<(), EventError> {
        self.seen.lock().unwrap().push(event.clone());
        if self.holding.load(Ordering::SeqCst) {
            self.late.fetch_add(1, Ordering::SeqCst);
            self.held.lock().unwrap().push(event);
            return Ok(());
        }
        if self.twice.load(Ordering::SeqCst) {
            self.extra.fetch_add(1, Ordering::SeqCst);
            self.inner.publish(event.clone()).await?;
        }
        self.inner.publish(event).await
    }

    async fn drained(&self) {
        self.inner.drained().await
    }
}

/// The processor, each delivery run under the table's next delivery plan.
struct FaultyHandler {
    inner: Arc<dyn EventHandler>,
    table: Arc<FaultyTable>,
}

#[async_trait]
impl EventHandler for FaultyHandler {
    async fn handle(&self, event: DomainEvent) -> Result<(), EventError> {
        let plan = self.table.delivery_plan();
        let before = self.table.injected_total();
        let ran = self.table.run(plan, self.inner.handle(event)).await;
        if self.table.injected_total() > before {
            self.table.deliveries_struck.fetch_add(1, Ordering::SeqCst);
        }
        match ran {
            Ran::Answered(answer) => answer,
            Ran::Crashed => Err(EventError::Backend("the processor died midway".into())),
        }
    }
}

/// As [`crate::events_to_processor`], with [`ShakyEvents`] in front of the
/// queue, for the requests and the processor's handlers alike, and the
/// handlers under `table`'s [`FaultyTable::fault_handlers`].
pub fn shaky_events_to_processor(ports: &mut Ports, table: Arc<FaultyTable>) -> Arc<ShakyEvents> {
    let processor = verity_domain::processor::Processor::unbound();
    let queue = Arc::new(verity_adapters::queue::InProcessQueue::start(Arc::new(
        FaultyHandler {
            inner: processor.clone(),
            table,
        },
    )));
    let shaky = ShakyEvents::new(queue);
    ports.events = shaky.clone();
    processor.bind(ports.clone());
    shaky
}
