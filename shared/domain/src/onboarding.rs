//! Where a new enterprise stands on its way to its first check: entered,
//! reviewed, contract accepted, a package, a balance that pays for one, the
//! first order. Read from the enterprise, its packages, its account and its
//! order counters, so the console never says "ready" before ordering is open.

use serde::Serialize;
use verity_core::failure::Internal;
use verity_core::ports::Ports;

use crate::billing::account;
use crate::catalog::packages::{self, PackageStatus};
use crate::enterprise::contract;
use crate::enterprise::profile::{self, CertStatus};
use crate::stats;

/// Packages read to find the cheapest (an enterprise with more is past
/// onboarding in practice; the step only asks whether one is affordable).
const PACKAGES_READ: usize = 100;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum StepKey {
    /// The enterprise's details were submitted.
    Entry,
    /// The platform's review: certified, waiting or rejected.
    Review,
    /// The current service contract accepted.
    Contract,
    /// At least one active package.
    Package,
    /// A balance that pays for the cheapest active package.
    Balance,
    /// At least one order placed.
    FirstOrder,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum StepState {
    Done,
    /// The enterprise can do it now.
    Todo,
    /// Waiting on someone else (the platform's review, or the steps before).
    Waiting,
    /// The review refused the entry: fix it and submit again.
    Rejected,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Step {
    pub key: StepKey,
    pub state: StepState,
    /// When it was done (epoch ms), where known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub at: Option<i64>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Onboarding {
    /// In order: entry, review, contract, package, balance, firstOrder.
    pub steps: Vec<Step>,
    /// The first step the enterprise can act on now, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next: Option<StepKey>,
    /// Certified, the current contract accepted, an active package and a
    /// balance that pays for it: an order can be placed now.
    pub ordering_open: bool,
    /// The first order was placed: the checklist has served.
    pub complete: bool,
    /// `pending_review`, `certified` or `rejected`.
    pub cert_status: CertStatus,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reject_reason: Option<String>,
    /// The contract version to accept.
    pub contract_version: String,
    pub active_packages: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cheapest_package_fen: Option<i64>,
    pub balance_fen: i64,
    pub orders: i64,
}

/// The enterprise's onboarding as it stands.
pub async fn status(ports: &Ports, enterprise_id: &str) -> Result<Onboarding, Internal> {
    let (enterprise, packages, account, overview) = tokio::join!(
        profile::enterprise(ports, enterprise_id),
        packages::list(
            ports,
            enterprise_id,
            PackageStatus::Active,
            None,
            None,
            PACKAGES_READ
        ),
        account::account(ports, enterprise_id),
        stats::overview(ports, enterprise_id),
    );
    let enterprise = enterprise.map_err(Internal::new)?;
    let (packages, _) = packages.map_err(Internal::new)?;
    let account = account.map_err(Internal::new)?;
    let orders = overview?.all_time.total();
    let cheapest = packages.iter().map(|p| p.price_fen).min();
    Ok(assess(Facts {
        cert_status: enterprise.cert_status,
        reject_reason: enterprise.reject_reason,
        submitted_at: enterprise.submitted_at,
        reviewed_at: enterprise.reviewed_at,
        contract_accepted_at: (enterprise.contract_version_accepted.as_deref()
            == Some(contract::CURRENT_VERSION))
        .then_some(enterprise.contract_accepted_at.unwrap_or_default()),
        active_packages: packages.len(),
        cheapest_package_fen: cheapest,
        balance_fen: account.balance_fen,
        orders,
    }))
}

/// What the checklist is decided from.
pub struct Facts {
    pub cert_status: CertStatus,
    pub reject_reason: Option<String>,
    pub submitted_at: i64,
    pub reviewed_at: Option<i64>,
    /// When the current contract was accepted; none when it is not.
    pub contract_accepted_at: Option<i64>,
    pub active_packages: usize,
    pub cheapest_package_fen: Option<i64>,
    pub balance_fen: i64,
    pub orders: i64,
}

/// The checklist from the facts. Contract, package and balance can be done
/// while the review runs; only the first order waits for all of them.
pub fn assess(f: Facts) -> Onboarding {
    use StepState::*;
    let done_if = |done: bool| if done { Done } else { Todo };
    let review = match f.cert_status {
        CertStatus::Certified => Done,
        CertStatus::PendingReview => Waiting,
        CertStatus::Rejected => Rejected,
    };
    let contract = done_if(f.contract_accepted_at.is_some());
    let package = done_if(f.active_packages > 0);
    let affordable = f
        .cheapest_package_fen
        .is_some_and(|price| f.balance_fen >= price);
    // Without a package there is nothing to price the balance against.
    let balance = if affordable {
        Done
    } else if f.active_packages == 0 && f.balance_fen > 0 {
        Waiting
    } else {
        Todo
    };
    let ordering_open = review == Done && contract == Done && package == Done && balance == Done;
    let first_order = if f.orders > 0 {
        Done
    } else if ordering_open {
        Todo
    } else {
        Waiting
    };
    let steps = vec![
        Step {
            key: StepKey::Entry,
            state: Done,
            at: Some(f.submitted_at).filter(|t| *t > 0),
        },
        Step {
            key: StepKey::Review,
            state: review,
            at: f.reviewed_at,
        },
        Step {
            key: StepKey::Contract,
            state: contract,
            at: f.contract_accepted_at.filter(|t| *t > 0),
        },
        Step {
            key: StepKey::Package,
            state: package,
            at: None,
        },
        Step {
            key: StepKey::Balance,
            state: balance,
            at: None,
        },
        Step {
            key: StepKey::FirstOrder,
            state: first_order,
            at: None,
        },
    ];
    let next = steps
        .iter()
        .find(|s| matches!(s.state, Todo | Rejected))
        .map(|s| s.key);
    // Once it has ordered, the enterprise is past onboarding: a balance spent
    // below the cheapest package is the low-balance warning's business.
    let complete = f.orders > 0;
    Onboarding {
        steps,
        next,
        ordering_open,
        complete,
        cert_status: f.cert_status,
        reject_reason: f.reject_reason,
        contract_version: contract::CURRENT_VERSION.to_string(),
        active_packages: f.active_packages,
        cheapest_package_fen: f.cheapest_package_fen,
        balance_fen: f.balance_fen,
        orders: f.orders,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn new_company() -> Facts {
        Facts {
            cert_status: CertStatus::PendingReview,
            reject_reason: None,
            submitted_at: 1,
            reviewed_at: None,
            contract_accepted_at: None,
            active_packages: 0,
            cheapest_package_fen: None,
            balance_fen: 0,
            orders: 0,
        }
    }

    fn state(o: &Onboarding, key: StepKey) -> StepState {
        o.steps.iter().find(|s| s.key == key).unwrap().state
    }

    #[test]
    fn under_review_the_contract_is_offered_first_and_ordering_is_closed() {
        let o = assess(new_company());
        assert_eq!(state(&o, StepKey::Review), StepState::Waiting);
        assert_eq!(o.next, Some(StepKey::Contract));
        assert!(!o.ordering_open);
        assert_eq!(state(&o, StepKey::FirstOrder), StepState::Waiting);
    }

    #[test]
    fn everything_done_but_the_review_keeps_ordering_closed() {
        let o = assess(Facts {
            contract_accepted_at: Some(5),
            active_packages: 1,
            cheapest_package_fen: Some(8_000),
            balance_fen: 8_000,
            ..new_company()
        });
        assert!(!o.ordering_open);
        assert_eq!(o.next, None);
    }

    #[test]
    fn a_rejection_is_the_next_thing_to_fix() {
        let o = assess(Facts {
            cert_status: CertStatus::Rejected,
            reject_reason: Some("licence unreadable".into()),
            ..new_company()
        });
        assert_eq!(o.next, Some(StepKey::Review));
        assert_eq!(o.reject_reason.as_deref(), Some("licence unreadable"));
    }

    #[test]
    fn a_balance_below_the_cheapest_package_is_still_to_do() {
        let o = assess(Facts {
            cert_status: CertStatus::Certified,
            contract_accepted_at: Some(5),
            active_packages: 2,
            cheapest_package_fen: Some(8_000),
            balance_fen: 7_999,
            ..new_company()
        });
        assert_eq!(o.next, Some(StepKey::Balance));
        assert!(!o.ordering_open);
    }

    #[test]
    fn open_then_complete_after_the_first_order() {
        let ready = || Facts {
            cert_status: CertStatus::Certified,
            contract_accepted_at: Some(5),
            active_packages: 1,
            cheapest_package_fen: Some(8_000),
            balance_fen: 8_000,
            ..new_company()
        };
        let open = assess(ready());
        assert!(open.ordering_open && !open.complete);
        assert_eq!(open.next, Some(StepKey::FirstOrder));
        let done = assess(Facts {
            orders: 1,
            ..ready()
        });
        assert!(done.complete);
        assert_eq!(done.next, None);
    }
}
