//! In-process gates: at most `permits` holders of one key at a time within a
//! process, so the writers of one hot item (an account, a batch) queue in
//! memory instead of colliding in the table. Across processes the items'
//! conditions still decide; a gate only makes collisions rare.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock, Weak};

use tokio::sync::Semaphore;

/// The gate of `key` (shared while anyone holds it).
pub(crate) fn gate(key: &str, permits: usize) -> Arc<Semaphore> {
    static GATES: OnceLock<Mutex<HashMap<String, Weak<Semaphore>>>> = OnceLock::new();
    let mut gates = GATES
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(live) = gates.get(key).and_then(Weak::upgrade) {
        return live;
    }
    if gates.len() > 1_000 {
        gates.retain(|_, g| g.strong_count() > 0);
    }
    let fresh = Arc::new(Semaphore::new(permits));
    gates.insert(key.to_string(), Arc::downgrade(&fresh));
    fresh
}
