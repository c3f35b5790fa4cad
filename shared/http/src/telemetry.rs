//! Logging setup. Logs carry method, route and status; never bodies, query
//! strings or headers, which may hold PII or secrets.

pub fn init() {
    let filter = tracing_subscriber::EnvFilter::try_from_env("VERITY_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    // Colour only on a terminal: logs piped to files or CI stay plain text.
    let ansi = std::io::IsTerminal::is_terminal(&std::io::stdout());
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_target(false)
        .with_ansi(ansi);
    // JSON lines in Lambda (CloudWatch), readable text elsewhere.
    let result = if std::env::var("AWS_LAMBDA_FUNCTION_NAME").is_ok() {
        builder.json().without_time().try_init()
    } else {
        builder.try_init()
    };
    // Already initialised (tests): keep the first subscriber.
    let _ = result;
}
