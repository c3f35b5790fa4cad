//! A short, human description of a browser from its User-Agent, shown on
//! the phone that confirms a QR sign-in ("Chrome on Windows"). Only names
//! from fixed lists come out, so nothing the requester typed is echoed.

/// Browser and system named in `user_agent`, e.g. `Edge on Windows`;
/// `Unknown browser` when neither is recognised.
pub fn describe(user_agent: &str) -> String {
    let ua = user_agent;
    // Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
    let browser = [
        ("MicroMessenger", "WeChat"),
        ("Edg/", "Edge"),
        ("OPR/", "Opera"),
        ("Firefox/", "Firefox"),
        ("HeadlessChrome/", "Chrome"),
        ("Chrome/", "Chrome"),
        ("Chromium/", "Chromium"),
        ("Safari/", "Safari"),
    ]
    .into_iter()
    .find(|(marker, _)| ua.contains(marker))
    .map(|(_, name)| name);
    let system = [
        ("Windows", "Windows"),
        ("iPhone", "iPhone"),
        ("iPad", "iPad"),
        ("Mac OS X", "macOS"),
        ("Android", "Android"),
        ("CrOS", "ChromeOS"),
        ("Linux", "Linux"),
    ]
    .into_iter()
    .find(|(marker, _)| ua.contains(marker))
    .map(|(_, name)| name);
    match (browser, system) {
        (Some(b), Some(s)) => format!("{b} on {s}"),
        (Some(b), None) => b.to_string(),
        (None, Some(s)) => format!("Browser on {s}"),
        (None, None) => "Unknown browser".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::describe;

    #[test]
    fn common_browsers_are_named_with_their_system() {
        let cases = [
            ("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36", "Chrome on Windows"),
            ("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0", "Edge on Windows"),
            ("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15", "Safari on macOS"),
            ("Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0", "Firefox on Linux"),
            ("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0", "WeChat on iPhone"),
        ];
        for (ua, expected) in cases {
            assert_eq!(describe(ua), expected, "{ua}");
        }
    }

    #[test]
    fn nothing_of_the_agent_is_echoed() {
        assert_eq!(describe(""), "Unknown browser");
        assert_eq!(describe("<script>alert(1)</script>"), "Unknown browser");
    }
}
