//! Sandbox twins: a sandbox API key acts in its enterprise's twin, an
//! enterprise of its own (orders, reports, balance, tallies) whose id is the
//! live enterprise's with a prefix. Reference data the twin reads (its
//! packages) stays the live enterprise's, and the twin never shows in the
//! platform's review queue.

const TWIN_PREFIX: &str = "sbx";

/// The sandbox twin of a live enterprise.
pub fn sandbox_twin(enterprise_id: &str) -> String {
    format!("{TWIN_PREFIX}{enterprise_id}")
}

/// True for a sandbox twin's id.
pub fn is_sandbox_twin(enterprise_id: &str) -> bool {
    enterprise_id.starts_with(TWIN_PREFIX)
}

/// The live enterprise of an id: itself, or the one a twin mirrors.
pub fn live_enterprise(enterprise_id: &str) -> &str {
    enterprise_id
        .strip_prefix(TWIN_PREFIX)
        .unwrap_or(enterprise_id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_twin_maps_back_to_its_live_enterprise_and_a_live_id_to_itself() {
        let live = "0f3a9c";
        let twin = sandbox_twin(live);
        assert!(is_sandbox_twin(&twin));
        assert!(!is_sandbox_twin(live));
        assert_eq!(live_enterprise(&twin), live);
        assert_eq!(live_enterprise(live), live);
    }
}
