//! The sidebar a signed-in user is sent (`loginInfo.sideBarMenus`): the SPA's
//! menus and what opens each — a right of the member's role (the domain's role
//! rules), the visitor's onboarding, or the platform operator's desk. The keys
//! and paths are the SPA route table's (`web/src/router/routeTable.js`, where a
//! route's `right` is a menu key); `infra/local-stack/tests/registration.rs`
//! holds this table against it.

use serde::Serialize;
use verity_domain::identity::{Right, Role};

/// One sidebar entry, as the SPA renders it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct Menu {
    pub key: &'static str,
    pub path: &'static str,
    pub name: &'static str,
}

/// Who is shown a menu.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shown {
    /// Members whose role has the right.
    To(Right),
    /// A session without a current enterprise: onboarding only.
    Visitor,
    /// A platform operator, who belongs to no enterprise.
    Ops,
}

const fn menu(
    key: &'static str,
    path: &'static str,
    name: &'static str,
    shown: Shown,
) -> (Menu, Shown) {
    (Menu { key, path, name }, shown)
}

/// Every sidebar entry in display order.
pub const SIDEBAR: &[(Menu, Shown)] = &[
    menu(
        "homePage",
        "/homePage",
        "Home",
        Shown::To(Right::ViewDashboard),
    ),
    menu(
        "initiateBack",
        "/initiateBack",
        "Initiate check",
        Shown::To(Right::OrderChecks),
    ),
    menu(
        "batchBack",
        "/batchBack",
        "Batch initiate",
        Shown::To(Right::OrderChecks),
    ),
    menu(
        "backRecord",
        "/backRecord",
        "Check records",
        Shown::To(Right::ViewRecords),
    ),
    menu(
        "batchRecord",
        "/batchRecord",
        "Batch orders",
        Shown::To(Right::ViewRecords),
    ),
    menu(
        "financialManage",
        "/financialManage",
        "Financial management",
        Shown::To(Right::ViewFinance),
    ),
    menu(
        "mealManage",
        "/mealManage",
        "Package management",
        Shown::To(Right::ViewPackages),
    ),
    menu(
        "jobRegistration",
        "/jobRegistration",
        "Job registration",
        Shown::To(Right::ManageJobs),
    ),
    menu(
        "workOrder",
        "/workOrder",
        "Work orders",
        Shown::To(Right::UseWorkOrders),
    ),
    menu(
        "businessManage",
        "/businessManage",
        "Enterprise management",
        Shown::To(Right::ManageEnterprise),
    ),
    menu("ei", "/ei", "Enterprise info", Shown::Visitor),
    menu(
        "opsEnterprises",
        "/ops/enterprises",
        "Enterprise review",
        Shown::Ops,
    ),
    menu(
        "opsRecharges",
        "/ops/recharges",
        "Recharge review",
        Shown::Ops,
    ),
    menu("opsInvoices", "/ops/invoices", "Invoices", Shown::Ops),
    menu("opsDisputes", "/ops/disputes", "Disputes", Shown::Ops),
    menu(
        "opsProcessing",
        "/ops/processing",
        "Processing records",
        Shown::Ops,
    ),
    menu(
        "opsWorkOrders",
        "/ops/workOrders",
        "Work orders",
        Shown::Ops,
    ),
];

/// The sidebar of a session: its role's (`None`: a visitor), or the ops desk.
pub fn menus_for(role: Option<Role>, ops: bool) -> Vec<Menu> {
    SIDEBAR
        .iter()
        .filter(|(_, shown)| match (*shown, role) {
            (Shown::Ops, _) => ops && role.is_none(),
            (Shown::Visitor, None) => !ops,
            (Shown::To(right), Some(role)) => role.has(right),
            _ => false,
        })
        .map(|(m, _)| m.clone())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paths(role: Option<Role>, ops: bool) -> Vec<&'static str> {
        menus_for(role, ops).into_iter().map(|m| m.path).collect()
    }

    #[test]
    fn menus_follow_the_rights_table() {
        assert_eq!(paths(Some(Role::Owner), false).len(), 10);
        assert_eq!(paths(Some(Role::Admin), false).len(), 10);
        assert_eq!(
            paths(Some(Role::Operator), false),
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
            paths(Some(Role::Viewer), false),
            [
                "/homePage",
                "/backRecord",
                "/batchRecord",
                "/financialManage",
                "/mealManage"
            ]
        );
        assert_eq!(paths(None, false), ["/ei"]);
    }

    #[test]
    fn an_operator_of_the_platform_sees_the_ops_desk_only() {
        assert_eq!(
            paths(None, true),
            [
                "/ops/enterprises",
                "/ops/recharges",
                "/ops/invoices",
                "/ops/disputes",
                "/ops/processing",
                "/ops/workOrders"
            ]
        );
    }
}
