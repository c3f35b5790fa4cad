//! Roles of an enterprise's members and their rights. Which SPA menus a right
//! opens is the user function's wire (`functions/user/src/menus.rs`); the SPA
//! gets these rules generated (`web/src/services/roleRights.ts`).
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
//! A visitor (a session without a current enterprise) has no right.

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

impl Right {
    pub const ALL: [Right; 13] = [
        Right::ViewDashboard,
        Right::ViewRecords,
        Right::ViewCandidates,
        Right::OrderChecks,
        Right::ManageJobs,
        Right::UseWorkOrders,
        Right::ViewFinance,
        Right::ViewPackages,
        Right::ManageFinance,
        Right::ManagePackages,
        Right::ManageEnterprise,
        Right::ManageMembers,
        Right::TransferOwnership,
    ];

    /// The right's name as the SPA spells it (camelCase).
    pub fn name(self) -> &'static str {
        match self {
            Right::ViewDashboard => "viewDashboard",
            Right::ViewRecords => "viewRecords",
            Right::ViewCandidates => "viewCandidates",
            Right::OrderChecks => "orderChecks",
            Right::ManageJobs => "manageJobs",
            Right::UseWorkOrders => "useWorkOrders",
            Right::ViewFinance => "viewFinance",
            Right::ViewPackages => "viewPackages",
            Right::ManageFinance => "manageFinance",
            Right::ManagePackages => "managePackages",
            Right::ManageEnterprise => "manageEnterprise",
            Right::ManageMembers => "manageMembers",
            Right::TransferOwnership => "transferOwnership",
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;

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
