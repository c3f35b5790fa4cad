//! Faults a test injects into one set of ports (never switched on outside
//! tests): the domain asks at the points named here whether to fail. They
//! belong to the ports, not to the process, so two test apps never share one.

use std::sync::atomic::{AtomicU32, Ordering};

#[derive(Debug, Default)]
pub struct Faults {
    /// The batch fan-out fails once after this many orders created (0: off).
    fanout_fail_after: AtomicU32,
    fanout_created: AtomicU32,
}

impl Faults {
    /// The batch fan-out (`batch.fanout`) fails once, after `orders` orders
    /// created through these ports from now on (0: off).
    pub fn fail_fanout_after(&self, orders: u32) {
        self.fanout_created.store(0, Ordering::SeqCst);
        self.fanout_fail_after.store(orders, Ordering::SeqCst);
    }

    /// Whether an injected fault is still waiting to fire.
    pub fn pending(&self) -> bool {
        self.fanout_fail_after.load(Ordering::SeqCst) > 0
    }

    /// The fan-out created one more order: true when the injected fault
    /// fires now (then it is off).
    pub fn fanout_order_created(&self) -> bool {
        let after = self.fanout_fail_after.load(Ordering::SeqCst);
        if after > 0 && self.fanout_created.fetch_add(1, Ordering::SeqCst) + 1 == after {
            self.fanout_fail_after.store(0, Ordering::SeqCst);
            return true;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fault_fires_once_after_the_orders_named() {
        let faults = Faults::default();
        assert!(!faults.fanout_order_created(), "off by default");
        faults.fail_fanout_after(3);
        assert!(faults.pending());
        assert!(!faults.fanout_order_created());
        assert!(!faults.fanout_order_created());
        assert!(faults.fanout_order_created());
        assert!(!faults.pending());
        assert!(!faults.fanout_order_created());
    }
}
