//! The server and the SPA cannot drift where they meet:
//!
//! - each endpoint group (`/api/base/<group>/…`) is served by one function;
//! - the sidebar the server sends (`functions/user/src/menus.rs`) and the SPA's
//!   route table (`web/src/router/routeTable.js`) agree: every menu opens a
//!   route of the table (a console route guarded by that menu's key, or the
//!   visitor's onboarding), every key the table guards a route with is a menu
//!   the server can send, and the menu groups name only such keys.
//!
//! The role rules the SPA uses are generated from the domain's
//! (`verity_http::role_rights`, checked by its own test).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fn_user::menus::{Shown, SIDEBAR};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The route table's entries as `(path, key → value)` of their string fields.
fn route_table() -> Vec<BTreeMap<String, String>> {
    let text = std::fs::read_to_string(repo().join("web/src/router/routeTable.js"))
        .expect("web/src/router/routeTable.js is readable");
    let table = text
        .split("export const ROUTE_TABLE")
        .nth(1)
        .and_then(|t| t.split("]);").next())
        .expect("routeTable.js exports ROUTE_TABLE");
    table
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("{ path:"))
        .map(fields)
        .collect()
}

/// `{ path: '/x', page: 'y', right: 'z' },` → {path: /x, page: y, right: z}.
fn fields(line: &str) -> BTreeMap<String, String> {
    line.trim_start_matches('{')
        .trim_end_matches(',')
        .trim_end_matches('}')
        .split(',')
        .filter_map(|pair| {
            let (k, v) = pair.split_once(':')?;
            Some((
                k.trim().to_string(),
                v.trim().trim_matches('\'').to_string(),
            ))
        })
        .collect()
}

/// The menu groups' keys (`MENU_GROUPS` of routeTable.js).
fn grouped_keys() -> BTreeSet<String> {
    let text = std::fs::read_to_string(repo().join("web/src/router/routeTable.js")).unwrap();
    let groups = text
        .split("export const MENU_GROUPS")
        .nth(1)
        .expect("routeTable.js exports MENU_GROUPS");
    groups
        .lines()
        .filter_map(|l| l.split_once("rights: [")?.1.split_once(']'))
        .flat_map(|(list, _)| {
            list.split(',')
                .map(|k| k.trim().trim_matches('\'').to_string())
        })
        .filter(|k| !k.is_empty())
        .collect()
}

#[test]
fn the_route_table_is_read() {
    let routes = route_table();
    assert!(routes.len() > 40, "{} routes read", routes.len());
    assert!(routes
        .iter()
        .any(|r| r["path"] == "/homePage" && r["right"] == "homePage"));
    assert!(grouped_keys().contains("initiateBack"));
}

#[test]
fn every_menu_the_server_sends_opens_a_route_of_the_spa() {
    let routes = route_table();
    let mut problems = Vec::new();
    for (menu, shown) in SIDEBAR.iter() {
        let Some(route) = routes.iter().find(|r| r["path"] == menu.path) else {
            problems.push(format!(
                "menu {} opens {}, which is not in routeTable.js",
                menu.key, menu.path
            ));
            continue;
        };
        let guarded_by_it = route.get("right").map(String::as_str) == Some(menu.key);
        let onboarding = *shown == Shown::Visitor
            && route.get("access").map(String::as_str) == Some("onboardingOnly");
        if !guarded_by_it && !onboarding {
            problems.push(format!(
                "menu {} opens {}, whose route is guarded by {:?} (it should be the menu's key)",
                menu.key,
                menu.path,
                route.get("right")
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_key_the_spa_guards_with_is_a_menu_the_server_can_send() {
    let keys: BTreeSet<&str> = SIDEBAR.iter().map(|(m, _)| m.key).collect();
    let guarded: BTreeSet<String> = route_table()
        .into_iter()
        .filter_map(|r| r.get("right").cloned())
        .collect();
    let unknown: Vec<&String> = guarded
        .iter()
        .filter(|k| !keys.contains(k.as_str()))
        .collect();
    assert!(
        unknown.is_empty(),
        "routes guarded by keys no menu has: {unknown:?}"
    );
    let ungrouped: Vec<String> = grouped_keys()
        .into_iter()
        .filter(|k| !keys.contains(k.as_str()))
        .collect();
    assert!(
        ungrouped.is_empty(),
        "menu groups name keys no menu has: {ungrouped:?}"
    );
}

// The embedded ports start their queue's worker: a runtime is needed.
#[tokio::test]
async fn each_endpoint_group_is_served_by_one_function() {
    let dir = tempfile::tempdir().unwrap();
    let ports = verity_testkit::for_tests(dir.path());
    let mut owners: BTreeMap<String, BTreeSet<&str>> = BTreeMap::new();
    for function in verity_local::FUNCTIONS {
        let (_, doc) = function.parts(ports.clone());
        for path in doc.paths.paths.keys() {
            let group = path
                .strip_prefix("/api/base/")
                .and_then(|rest| rest.split('/').next())
                .unwrap_or_else(|| panic!("{path} ({}) is outside /api/base/", function.name));
            owners
                .entry(group.to_string())
                .or_default()
                .insert(function.name);
        }
    }
    let shared: Vec<String> = owners
        .iter()
        .filter(|(_, fns)| fns.len() > 1)
        .map(|(group, fns)| format!("/api/base/{group}/ is served by {fns:?}"))
        .collect();
    assert!(shared.is_empty(), "{}", shared.join("\n"));
}
