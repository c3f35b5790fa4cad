//! Roles of an enterprise's members, their rights, and the sidebar menus.
//!
//! | right | owner | admin | operator | viewer |
//! |---|---|---|---|---|
//! | ViewDashboard (homePage) | ✓ | ✓ | ✓ | ✓ |
//! | ViewRecords (backRecord, batchRecord) | ✓ | ✓ | ✓ | ✓ |
//! | ViewCandidates (candidates' full names in lists, details, home, reports; reveal a phone or ID number, audited; search by part of a name or the phone's last digits) | ✓ | ✓ | ✓ | |
//! | OrderChecks (initiateBack, batchBack) | ✓ | ✓ | ✓ | |
//! | ManageJobs (jobRegistration) | ✓ | ✓ | ✓ | |
//! | UseWorkOrders (workOrder) | ✓ | ✓ | ✓ | |
//! | ViewFinance (financialManage: balance, ledger, statements, invoices) | ✓ | ✓ | ✓ | ✓ |
//! | ViewPackages (mealManage: catalogue, packages) | ✓ | ✓ | ✓ | ✓ |
//! | ManageFinance (recharge, invoice requests, low-balance threshold) | ✓ | ✓ | | |
//! | ManagePackages (create, change, disable packages) | ✓ | ✓ | | |
//! | ManageEnterprise (businessManage) | ✓ | ✓ | | |
//! | ManageMembers (user/list, member roles) | ✓ | ✓ | | |
//! | TransferOwnership | ✓ | | | |
//!
//! A visitor (a session without a current enterprise) has no right; its only
//! menu is enterprise info entry (`/ei`).

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Owner,
    Admin,
    Operator,
    Viewer,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Right {
    ViewDashboard,
    ViewRecords,
    /// HR recognises its own candidates: full names, reveal (audited), search
    /// by part of a name. Without it a member sees masks.
    ViewCandidates,
    OrderChecks,
    ManageJobs,
    UseWorkOrders,
    ViewFinance,
    ViewPackages,
    ManageFinance,
    ManagePackages,
    ManageEnterprise,
    ManageMembers,
    TransferOwnership,
}

impl Role {
    pub const ALL: [Role; 4] = [Role::Owner, Role::Admin, Role::Operator, Role::Viewer];

    pub fn as_str(self) -> &'static str {
        match self {
            Role::Owner => "owner",
            Role::Admin => "admin",
            Role::Operator => "operator",
            Role::Viewer => "viewer",
        }
    }

    pub fn parse(text: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.as_str() == text)
    }

    pub fn has(self, right: Right) -> bool {
        use Right::*;
        match self {
            Role::Owner => true,
            Role::Admin => right != TransferOwnership,
            Role::Operator => matches!(
                right,
                ViewDashboard
                    | ViewRecords
                    | ViewCandidates
                    | OrderChecks
                    | ManageJobs
                    | UseWorkOrders
                    | ViewFinance
                    | ViewPackages
            ),
            Role::Viewer => matches!(
                right,
                ViewDashboard | ViewRecords | ViewFinance | ViewPackages
            ),
        }
    }
}

/// One sidebar entry, as the SPA renders it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct Menu {
    pub key: &'static str,
    pub path: &'static str,
    pub name: &'static str,
}

/// Every sidebar entry in display order, with the right that shows it.
pub const MENUS: [(Menu, Right); 10] = [
    (
        Menu {
            key: "homePage",
            path: "/homePage",
            name: "Home",
        },
        Right::ViewDashboard,
    ),
    (
        Menu {
            key: "initiateBack",
            path: "/initiateBack",
            name: "Initiate check",
        },
        Right::OrderChecks,
    ),
    (
        Menu {
            key: "batchBack",
            path: "/batchBack",
            name: "Batch initiate",
        },
        Right::OrderChecks,
    ),
    (
        Menu {
            key: "backRecord",
            path: "/backRecord",
            name: "Check records",
        },
        Right::ViewRecords,
    ),
    (
        Menu {
            key: "batchRecord",
            path: "/batchRecord",
            name: "Batch orders",
        },
        Right::ViewRecords,
    ),
    (
        Menu {
            key: "financialManage",
            path: "/financialManage",
            name: "Financial management",
        },
        Right::ViewFinance,
    ),
    (
        Menu {
            key: "mealManage",
            path: "/mealManage",
            name: "Package management",
        },
        Right::ViewPackages,
    ),
    (
        Menu {
            key: "jobRegistration",
            path: "/jobRegistration",
            name: "Job registration",
        },
        Right::ManageJobs,
    ),
    (
        Menu {
            key: "workOrder",
            path: "/workOrder",
            name: "Work orders",
        },
        Right::UseWorkOrders,
    ),
    (
        Menu {
            key: "businessManage",
            path: "/businessManage",
            name: "Enterprise management",
        },
        Right::ManageEnterprise,
    ),
];

/// The visitor's only menu.
pub const VISITOR_MENU: Menu = Menu {
    key: "ei",
    path: "/ei",
    name: "Enterprise info",
};

/// The sidebar of a role; `None` is a visitor.
/// The menus of a platform operator (`ops`), who belongs to no enterprise.
pub const OPS_MENUS: [Menu; 5] = [
    Menu {
        key: "opsEnterprises",
        path: "/ops/enterprises",
        name: "Enterprise review",
    },
    Menu {
        key: "opsRecharges",
        path: "/ops/recharges",
        name: "Recharge review",
    },
    Menu {
        key: "opsInvoices",
        path: "/ops/invoices",
        name: "Invoices",
    },
    Menu {
        key: "opsDisputes",
        path: "/ops/disputes",
        name: "Disputes",
    },
    Menu {
        key: "opsWorkOrders",
        path: "/ops/workOrders",
        name: "Work orders",
    },
];

pub fn menus_for(role: Option<Role>) -> Vec<Menu> {
    match role {
        None => vec![VISITOR_MENU],
        Some(role) => MENUS
            .iter()
            .filter(|(_, right)| role.has(*right))
            .map(|(m, _)| m.clone())
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paths(role: Option<Role>) -> Vec<&'static str> {
        menus_for(role).into_iter().map(|m| m.path).collect()
    }

    #[test]
    fn menus_follow_the_rights_table() {
        assert_eq!(paths(Some(Role::Owner)).len(), 10);
        assert_eq!(paths(Some(Role::Admin)).len(), 10);
        assert_eq!(
            paths(Some(Role::Operator)),
            [
                "/homePage",
                "/initiateBack",
                "/batchBack",
                "/backRecord",
                "/batchRecord",
                "/financialManage",
                "/mealManage",
                "/jobRegistration",
                "/workOrder"
            ]
        );
        assert_eq!(
            paths(Some(Role::Viewer)),
            [
                "/homePage",
                "/backRecord",
                "/batchRecord",
                "/financialManage",
                "/mealManage"
            ]
        );
        assert_eq!(paths(None), ["/ei"]);
    }

    #[test]
    fn roles_round_trip_and_rank() {
        for r in Role::ALL {
            assert_eq!(Role::parse(r.as_str()), Some(r));
        }
        assert!(Role::Owner.has(Right::TransferOwnership));
        assert!(!Role::Admin.has(Right::TransferOwnership));
        assert!(Role::Admin.has(Right::ManageMembers));
        assert!(!Role::Operator.has(Right::ManageMembers));
        assert!(!Role::Viewer.has(Right::OrderChecks));
        assert!(
            Role::Operator.has(Right::ViewCandidates) && !Role::Viewer.has(Right::ViewCandidates)
        );
        assert!(Role::Viewer.has(Right::ViewFinance) && !Role::Viewer.has(Right::ManageFinance));
        assert!(!Role::Operator.has(Right::ManagePackages));
        assert_eq!(Role::parse("root"), None);
    }
}
