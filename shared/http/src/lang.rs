//! The language of `msg`: chosen per request from `Accept-Language` (zh-CN
//! unless the first preference is English), held in a task-local for the
//! request's handler, and used when an error is turned into its envelope.

use axum::extract::Request;
use axum::middleware::Next;
use axum::response::Response;

pub use verity_core::text::Lang;

tokio::task_local! {
    static LANG: Lang;
}

/// The language of the request being handled (zh-CN outside a request).
pub fn current() -> Lang {
    LANG.try_with(|l| *l).unwrap_or(Lang::ZhCn)
}

/// Middleware: runs the rest of the request with its language set.
pub async fn negotiate(request: Request, next: Next) -> Response {
    let lang = Lang::from_accept_language(
        request
            .headers()
            .get(http::header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok()),
    );
    LANG.scope(lang, next.run(request)).await
}

#[cfg(test)]
mod tests {
    use verity_core::text::has_cjk;

    /// The Rust sources of the workspace (shared crates, functions, the local stack).
    fn sources() -> Vec<(String, String)> {
        fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
            for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
                let path = entry.path();
                let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
                if path.is_dir() {
                    if name != "target" && name != "node_modules" && !name.starts_with('.') {
                        walk(&path, out);
                    }
                } else if name.ends_with(".rs") && !path.ends_with("http/src/lang.rs") {
                    // (This file: its patterns are not messages.)
                    out.push(path);
                }
            }
        }
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut files = Vec::new();
        for dir in ["shared", "functions", "infra"] {
            walk(&root.join(dir), &mut files);
        }
        files
            .into_iter()
            .map(|f| {
                let text = std::fs::read_to_string(&f).unwrap_or_default();
                (f.display().to_string(), text)
            })
            .collect()
    }

    /// The string literal at the start of `s` (after blanks), unescaped.
    fn literal(s: &str) -> Option<(String, &str)> {
        let body = s.trim_start().strip_prefix('"')?;
        let mut out = String::new();
        let mut chars = body.char_indices();
        while let Some((at, c)) = chars.next() {
            match c {
                '\\' => match chars.next() {
                    Some((_, '\n')) => {
                        // A line continuation: the next line's indentation is skipped.
                        let rest = &body[at + 2..];
                        let skipped = rest.len() - rest.trim_start().len();
                        for _ in 0..skipped {
                            chars.next();
                        }
                    }
                    Some((_, n)) => out.push(n),
                    None => return None,
                },
                '"' => return Some((out, &body[at + 1..])),
                c => out.push(c),
            }
        }
        None
    }

    /// The top-level arguments of a call, from just after its `(`.
    fn arguments(s: &str) -> Vec<String> {
        let (mut args, mut current, mut depth) = (Vec::new(), String::new(), 0usize);
        let mut chars = s.chars();
        let mut in_string = false;
        while let Some(c) = chars.next() {
            if in_string {
                current.push(c);
                match c {
                    '\\' => current.extend(chars.next()),
                    '"' => in_string = false,
                    _ => {}
                }
                continue;
            }
            match c {
                '"' => in_string = true,
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' if depth == 0 => break,
                ')' | ']' | '}' => depth -= 1,
                ',' if depth == 0 => {
                    args.push(current.trim().to_string());
                    current.clear();
                    continue;
                }
                _ => {}
            }
            current.push(c);
        }
        if !current.trim().is_empty() {
            args.push(current.trim().to_string());
        }
        args
    }

    /// Every bilingual literal of the sources: `Text::new("en", "zh")` and
    /// `text!("en", "zh")`, with the file it is in.
    fn bilingual() -> Vec<(String, String, String)> {
        let mut found = Vec::new();
        for (file, text) in sources() {
            for pattern in ["Text::new(", "text!("] {
                for (at, _) in text.match_indices(pattern) {
                    let rest = &text[at + pattern.len()..];
                    let Some((en, rest)) = literal(rest) else {
                        continue; // the definition or a call with variables
                    };
                    let zh = rest
                        .trim_start()
                        .strip_prefix(',')
                        .and_then(literal)
                        .map(|(zh, _)| zh)
                        .unwrap_or_default();
                    found.push((en, zh, file.clone()));
                }
            }
        }
        found
    }

    /// A message lacks zh-CN: the test fails, naming it and its file.
    #[test]
    fn every_message_has_its_chinese_and_its_english() {
        let messages = bilingual();
        assert!(messages.len() > 150, "found {} messages", messages.len());
        let broken: Vec<_> = messages
            .iter()
            .filter(|(en, zh, _)| en.trim().is_empty() || has_cjk(en) || !has_cjk(zh))
            .collect();
        assert!(
            broken.is_empty(),
            "a message without its zh-CN (or en-US) side: {broken:#?}"
        );
    }

    /// A message is built with both languages or not at all: no constructor
    /// takes a lone string, and no table translates English text afterwards.
    #[test]
    fn no_message_is_raised_in_one_language() {
        let one_language = [
            "FieldError::new(",
            "ApiError::invalid(",
            "ApiError::with_msg(",
            "IdentityError::invalid(",
            "refuse(",
        ];
        let mut found = Vec::new();
        for (file, text) in sources() {
            for pattern in one_language {
                for (at, _) in text.match_indices(pattern) {
                    let args = arguments(&text[at + pattern.len()..]);
                    // The message: `refuse`'s only argument, the others' last.
                    let message = match pattern {
                        "refuse(" => args.first(),
                        _ if args.len() >= 2 => args.last(),
                        _ => None,
                    };
                    if message.is_some_and(|m| m.starts_with('"')) {
                        found.push(format!("{file}: {pattern}{}", args.join(", ")));
                    }
                }
            }
            for banned in [
                "impl From<&str> for Text",
                "impl From<String> for Text",
                "lang::zh(",
            ] {
                if text.contains(banned) {
                    found.push(format!("{file}: {banned}"));
                }
            }
        }
        assert!(found.is_empty(), "messages in one language: {found:#?}");
    }
}
