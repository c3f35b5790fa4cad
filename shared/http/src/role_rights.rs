//! The SPA's copy of the role rules, generated from the domain's
//! (`verity_domain::identity::Role::has`) into `web/src/services/roleRights.ts`:
//! a screen asks `can(role, 'manageFinance')` instead of naming roles.

use verity_domain::identity::{Right, Role};

/// `web/src/services/roleRights.ts`.
pub fn role_rights_typescript() -> String {
    let mut out = String::from(
        "// Generated from the server's role rules (verity_domain::identity::Role::has): do not edit.\n\
         // Regenerate with `VERITY_WRITE_DOCS=1 cargo test -p verity-http role_rights` (the test fails when stale).\n\n\
         /** A right a member's role may hold. */\nexport type RoleRight =\n",
    );
    let names: Vec<String> = Right::ALL
        .iter()
        .map(|r| format!("'{}'", r.name()))
        .collect();
    out.push_str(&format!("  | {};\n\n", names.join("\n  | ")));
    out.push_str("/** The rights of each role. */\nexport const ROLE_RIGHTS = {\n");
    for role in Role::ALL {
        let rights: Vec<String> = Right::ALL
            .iter()
            .filter(|r| role.has(**r))
            .map(|r| format!("'{}'", r.name()))
            .collect();
        out.push_str(&format!("  {}: [{}],\n", role.as_str(), rights.join(", ")));
    }
    out.push_str("} as const satisfies Record<string, readonly RoleRight[]>;\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::check_generated_doc;

    #[test]
    fn role_rights_in_the_spa_are_current() {
        let web = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../web/src/services/roleRights.ts");
        check_generated_doc(&web, &role_rights_typescript());
    }

    #[test]
    fn every_right_is_named_once() {
        let mut names: Vec<_> = Right::ALL.iter().map(|r| r.name()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), Right::ALL.len());
    }
}
