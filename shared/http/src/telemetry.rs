//! Logging setup. Logs carry method, route and status; never bodies, query
//! strings or headers, which may hold PII or secrets.

/// Directives appended to any filter, whatever `VERITY_LOG` asks: the
/// crates that see the wire log whole messages at debug and trace (the
/// Lambda runtime its events with bodies and headers; the AWS SDK and its
/// HTTP stack the requests, e.g. an SMS's phone and text), so they never go
/// below info.
const RUNTIME_CAP: &str = "lambda_runtime=info,lambda_http=info,aws_smithy_runtime=info,\
    aws_smithy_runtime_api=info,aws_smithy_http=info,aws_smithy_http_client=info,\
    aws_sdk_dynamodb=info,aws_sdk_s3=info,aws_sdk_sns=info,aws_config=info,aws_runtime=info,\
    hyper=info,hyper_util=info,h2=info,rustls=info,aws_sigv4=info,aws_sdk_sqs=info,\
    aws_sdk_secretsmanager=info,aws_smithy=info";

pub fn init() {
    use tracing_subscriber::filter::Targets;
    use tracing_subscriber::layer::SubscriberExt;
    use tracing_subscriber::util::SubscriberInitExt;

    let wanted = std::env::var("VERITY_LOG").unwrap_or_else(|_| "info".into());
    // `target=level` directives (no span or field filters): `Targets` needs
    // no regex engine, which keeps half a megabyte out of every Lambda.
    let filter: Targets = format!("{wanted},{RUNTIME_CAP}")
        .parse()
        .unwrap_or_else(|_| {
            format!("info,{RUNTIME_CAP}")
                .parse()
                .expect("a valid default")
        });
    // Colour only on a terminal: logs piped to files or CI stay plain text.
    let ansi = std::io::IsTerminal::is_terminal(&std::io::stdout());
    let builder = tracing_subscriber::fmt()
        .with_max_level(tracing::Level::TRACE)
        .with_target(false)
        .with_ansi(ansi);
    // JSON lines in Lambda (CloudWatch), readable text elsewhere.
    let result = if std::env::var("AWS_LAMBDA_FUNCTION_NAME").is_ok() {
        builder
            .json()
            .without_time()
            .finish()
            .with(filter)
            .try_init()
    } else {
        builder.finish().with(filter).try_init()
    };
    // Already initialised (tests): keep the first subscriber.
    let _ = result;
    install_panic_hook();
}

/// Replaces the default panic hook, which prints the panic's message (often
/// built from input: an ID number, a phone) to stderr, with one log line that
/// names only where it happened.
pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let at = info
            .location()
            .map(|l| format!("{}:{}", l.file(), l.line()))
            .unwrap_or_default();
        tracing::error!(at = %at, "panicked (message withheld: it may hold input)");
    }));
}

#[cfg(test)]
mod tests {
    use std::io::Write;
    use std::sync::{Arc, Mutex};

    #[derive(Clone, Default)]
    struct Buffer(Arc<Mutex<Vec<u8>>>);

    impl Write for Buffer {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_panic_is_logged_by_location_without_its_message() {
        let buffer = Buffer::default();
        let writer = buffer.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_writer(move || writer.clone())
            .with_ansi(false)
            .finish();
        tracing::subscriber::with_default(subscriber, || {
            super::install_panic_hook();
            let id = "11010519491231002é";
            let _ = std::panic::catch_unwind(|| {
                // What a slice inside a multi-byte character does.
                panic!("byte index 17 is not a char boundary in `{id}`")
            });
            let _ = std::panic::take_hook();
        });
        let logs = String::from_utf8(buffer.0.lock().unwrap().clone()).unwrap();
        assert!(logs.contains("panicked (message withheld"), "{logs}");
        assert!(logs.contains("telemetry.rs"), "{logs}");
        assert!(!logs.contains("11010519491231002"), "{logs}");
    }
}
