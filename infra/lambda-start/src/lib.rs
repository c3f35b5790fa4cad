//! Starts a function's Lambda binary the way Lambda does, for tests.
//!
//! - [`RuntimeApi`]: a minimal Lambda Runtime API on a loopback port, the
//!   endpoints `lambda_runtime` 1.x calls: `GET /runtime/invocation/next`
//!   (long poll), `POST /runtime/invocation/{id}/response`,
//!   `POST /runtime/invocation/{id}/error`, `POST /runtime/init/error`.
//! - [`LambdaFunction`]: the binary copied into a fresh task root as
//!   `bootstrap` and started there as Lambda starts a `provided.al2023`
//!   function: a cleared environment holding only what Lambda sets plus the
//!   function's own variables, the task root as working directory, read-only
//!   (Landlock, so root too; see [`confine`]), writes allowed only in a
//!   scratch directory standing for `/tmp`. Its stdout and stderr (Lambda's
//!   log) are kept, so a failure says why.
//!
//! One invocation at a time per function; no streaming responses, no
//! extensions API, no SnapStart.

pub mod calls;
pub mod confine;

use std::collections::HashMap;
use std::fmt;
use std::fs;
use std::io;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{ExitStatus, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use axum::body::Bytes;
use axum::extract::{Path as UrlPath, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, AsyncRead, BufReader};
use tokio::process::{Child, Command};
use tokio::sync::{mpsc, oneshot, watch};
use tokio::task::JoinHandle;

pub use calls::CALLS;
pub use confine::Confinement;

/// How long Lambda lets a function initialise before its first invocation.
pub const INIT_LIMIT: Duration = Duration::from_secs(10);

// ---------------------------------------------------------------------------
// The Runtime API

const ACCOUNT: &str = "123456789012";

/// An invocation the function has not yet answered.
struct Pending {
    id: String,
    event: Bytes,
    deadline_ms: u128,
    arn: String,
    trace_id: String,
    reply: oneshot::Sender<Outcome>,
}

enum Outcome {
    Response(Bytes),
    Error { error_type: String, body: String },
}

/// What a function reported at `POST /runtime/init/error`.
#[derive(Debug, Clone)]
pub struct InitError {
    pub error_type: String,
    pub body: String,
}

struct Shared {
    queue: tokio::sync::Mutex<mpsc::UnboundedReceiver<Pending>>,
    in_flight: Mutex<HashMap<String, oneshot::Sender<Outcome>>>,
    init_error: watch::Sender<Option<InitError>>,
    /// When the function first asked for an invocation (`GET /next`): the
    /// end of its init.
    first_next: watch::Sender<Option<Instant>>,
    /// Calls outside the API above (`METHOD path`): a runtime client that
    /// changed what it calls shows up here.
    unexpected: Mutex<Vec<String>>,
}

/// A Lambda Runtime API on `127.0.0.1:<free port>`, serving one function.
pub struct RuntimeApi {
    address: SocketAddr,
    shared: Arc<Shared>,
    queue: mpsc::UnboundedSender<Pending>,
    next_id: AtomicU64,
    server: JoinHandle<()>,
}

impl RuntimeApi {
    pub async fn start() -> io::Result<Self> {
        let (queue, receiver) = mpsc::unbounded_channel();
        let shared = Arc::new(Shared {
            queue: tokio::sync::Mutex::new(receiver),
            in_flight: Mutex::new(HashMap::new()),
            init_error: watch::Sender::new(None),
            first_next: watch::Sender::new(None),
            unexpected: Mutex::new(Vec::new()),
        });
        let app = Router::new()
            .route("/2018-06-01/runtime/invocation/next", get(next))
            .route(
                "/2018-06-01/runtime/invocation/{id}/response",
                post(respond),
            )
            .route("/2018-06-01/runtime/invocation/{id}/error", post(fail))
            .route("/2018-06-01/runtime/init/error", post(init_error))
            .fallback(unexpected)
            .with_state(shared.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        let address = listener.local_addr()?;
        let server = tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        Ok(RuntimeApi {
            address,
            shared,
            queue,
            next_id: AtomicU64::new(1),
            server,
        })
    }

    /// `host:port`, the value of `AWS_LAMBDA_RUNTIME_API`.
    pub fn address(&self) -> String {
        self.address.to_string()
    }

    /// Queues `event` for the function; the receiver gets its answer.
    fn enqueue(
        &self,
        event: &Value,
        function_name: &str,
        timeout: Duration,
    ) -> oneshot::Receiver<Outcome> {
        let n = self.next_id.fetch_add(1, Ordering::Relaxed);
        let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap();
        let (reply, answer) = oneshot::channel();
        let pending = Pending {
            id: format!("00000000-0000-4000-8000-{n:012x}"),
            event: Bytes::from(event.to_string()),
            deadline_ms: (now + timeout).as_millis(),
            arn: format!("arn:aws:lambda:us-east-1:{ACCOUNT}:function:{function_name}"),
            trace_id: format!(
                "Root=1-{:08x}-{n:024x};Parent={n:016x};Sampled=0",
                now.as_secs()
            ),
            reply,
        };
        // The receiver lives in `shared`, as long as `self`.
        let _ = self.queue.send(pending);
        answer
    }

    /// The init error the function reported, if any.
    pub fn init_error(&self) -> Option<InitError> {
        self.shared.init_error.borrow().clone()
    }

    /// Calls the function made outside the Runtime API (`METHOD path`).
    pub fn unexpected_calls(&self) -> Vec<String> {
        self.shared.unexpected.lock().unwrap().clone()
    }
}

impl Drop for RuntimeApi {
    fn drop(&mut self) {
        self.server.abort();
    }
}

async fn next(State(shared): State<Arc<Shared>>) -> Response {
    let now = Instant::now();
    shared.first_next.send_if_modified(|first| {
        let unset = first.is_none();
        if unset {
            *first = Some(now);
        }
        unset
    });
    let pending = shared.queue.lock().await.recv().await;
    let Some(pending) = pending else {
        return (StatusCode::GONE, "the runtime API is shutting down").into_response();
    };
    shared
        .in_flight
        .lock()
        .unwrap()
        .insert(pending.id.clone(), pending.reply);
    let mut response = (StatusCode::OK, pending.event).into_response();
    let headers = response.headers_mut();
    let mut set = |name: &'static str, value: String| {
        headers.insert(name, HeaderValue::from_str(&value).unwrap());
    };
    set("content-type", "application/json".into());
    set("lambda-runtime-aws-request-id", pending.id);
    set(
        "lambda-runtime-deadline-ms",
        pending.deadline_ms.to_string(),
    );
    set("lambda-runtime-invoked-function-arn", pending.arn);
    set("lambda-runtime-trace-id", pending.trace_id);
    response
}

fn answer(shared: &Shared, id: &str, outcome: Outcome) -> Response {
    match shared.in_flight.lock().unwrap().remove(id) {
        Some(reply) => {
            let _ = reply.send(outcome);
            (StatusCode::ACCEPTED, axum::Json(json!({"status": "OK"}))).into_response()
        }
        None => (
            StatusCode::BAD_REQUEST,
            axum::Json(json!({
                "errorType": "InvalidRequestID",
                "errorMessage": format!("no invocation {id} is waiting for an answer"),
            })),
        )
            .into_response(),
    }
}

fn error_type(headers: &HeaderMap) -> String {
    headers
        .get("lambda-runtime-function-error-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("Unhandled")
        .to_string()
}

async fn respond(
    State(shared): State<Arc<Shared>>,
    UrlPath(id): UrlPath<String>,
    body: Bytes,
) -> Response {
    answer(&shared, &id, Outcome::Response(body))
}

async fn fail(
    State(shared): State<Arc<Shared>>,
    UrlPath(id): UrlPath<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let outcome = Outcome::Error {
        error_type: error_type(&headers),
        body: String::from_utf8_lossy(&body).into_owned(),
    };
    answer(&shared, &id, outcome)
}

async fn init_error(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    shared.init_error.send_replace(Some(InitError {
        error_type: error_type(&headers),
        body: String::from_utf8_lossy(&body).into_owned(),
    }));
    (StatusCode::ACCEPTED, axum::Json(json!({"status": "OK"}))).into_response()
}

async fn unexpected(State(shared): State<Arc<Shared>>, method: Method, uri: Uri) -> Response {
    shared
        .unexpected
        .lock()
        .unwrap()
        .push(format!("{method} {uri}"));
    (StatusCode::NOT_FOUND, "not part of this Runtime API").into_response()
}

// ---------------------------------------------------------------------------
// The function's process

/// One function as its configuration describes it.
#[derive(Debug, Clone)]
pub struct Launch {
    /// The executable, as built for this machine; started as `bootstrap`.
    pub binary: PathBuf,
    pub function_name: String,
    pub handler: String,
    pub memory_mb: u64,
    /// The function's timeout: each invocation's deadline.
    pub timeout: Duration,
    pub region: String,
    pub access_key_id: String,
    pub secret_access_key: String,
    pub session_token: String,
    /// The function's own variables (its configuration), then any the test
    /// adds (engine endpoints). Lambda's own variables are set on top and
    /// cannot be overridden.
    pub variables: Vec<(String, String)>,
}

/// Why an invocation got no response.
#[derive(Debug)]
pub enum RuntimeFailure {
    /// The process exited (during init, typically: a failed start).
    Exited { status: ExitStatus, log: String },
    /// The function reported `POST /runtime/init/error`.
    Init { error: InitError, log: String },
    /// The function answered `POST /runtime/invocation/{id}/error`.
    Invocation {
        error_type: String,
        body: String,
        log: String,
    },
    /// No answer in time.
    Timeout { waited: Duration, log: String },
    /// The response was not JSON.
    NotJson { body: String, log: String },
}

impl RuntimeFailure {
    pub fn log(&self) -> &str {
        match self {
            RuntimeFailure::Exited { log, .. }
            | RuntimeFailure::Init { log, .. }
            | RuntimeFailure::Invocation { log, .. }
            | RuntimeFailure::Timeout { log, .. }
            | RuntimeFailure::NotJson { log, .. } => log,
        }
    }
}

impl fmt::Display for RuntimeFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuntimeFailure::Exited { status, .. } => {
                write!(f, "the process exited before answering ({status})")?
            }
            RuntimeFailure::Init { error, .. } => {
                write!(f, "init error {}: {}", error.error_type, error.body.trim())?
            }
            RuntimeFailure::Invocation {
                error_type, body, ..
            } => write!(f, "invocation error {error_type}: {}", body.trim())?,
            RuntimeFailure::Timeout { waited, .. } => write!(f, "no answer within {waited:?}")?,
            RuntimeFailure::NotJson { body, .. } => write!(f, "the response is not JSON: {body}")?,
        }
        write!(
            f,
            "\n--- its log (stdout and stderr) ---\n{}",
            tail(self.log())
        )
    }
}

impl std::error::Error for RuntimeFailure {}

/// The last 80 lines: enough for a panic or an error chain.
fn tail(log: &str) -> String {
    let lines: Vec<&str> = log.lines().collect();
    let skip = lines.len().saturating_sub(80);
    let mut out = String::new();
    if skip > 0 {
        out.push_str(&format!("[{skip} earlier lines left out]\n"));
    }
    for line in &lines[skip..] {
        out.push_str(line);
        out.push('\n');
    }
    if out.is_empty() {
        out.push_str("(nothing)\n");
    }
    out
}

/// A function's process, started by [`LambdaFunction::start`] against its own
/// [`RuntimeApi`].
pub struct LambdaFunction {
    name: String,
    runtime: RuntimeApi,
    child: Child,
    /// Just before the process was spawned.
    spawned: Instant,
    exited: Option<ExitStatus>,
    log: Arc<Mutex<String>>,
    readers: Vec<JoinHandle<()>>,
    confinement: Confinement,
    timeout: Duration,
    invoked: bool,
    task_root: PathBuf,
    scratch: PathBuf,
    // Last: removed when everything above is done with it.
    _dir: tempfile::TempDir,
}

impl LambdaFunction {
    /// Copies the binary into a fresh task root as `bootstrap`, makes the
    /// task root read-only and starts it there against a new Runtime API.
    pub async fn start(launch: Launch) -> io::Result<Self> {
        let runtime = RuntimeApi::start().await?;
        let dir = tempfile::Builder::new()
            .prefix("verity-lambda-")
            .tempdir()?;
        let task_root = dir.path().join("task");
        let scratch = dir.path().join("tmp");
        fs::create_dir(&task_root)?;
        fs::create_dir(&scratch)?;
        let bootstrap = task_root.join("bootstrap");
        if fs::hard_link(&launch.binary, &bootstrap).is_err() {
            fs::copy(&launch.binary, &bootstrap)?;
        }
        set_mode(&task_root, 0o555)?;

        // Artifacts built for another architecture (the arm64 zips) run
        // under a user-mode emulator, e.g. VERITY_LAMBDA_EMULATOR=qemu-aarch64-static.
        let mut cmd = match std::env::var_os("VERITY_LAMBDA_EMULATOR").filter(|e| !e.is_empty()) {
            Some(emulator) => {
                let mut cmd = Command::new(emulator);
                cmd.arg(&bootstrap);
                cmd
            }
            None => Command::new(&bootstrap),
        };
        cmd.env_clear()
            .current_dir(&task_root)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        if let Some(path) = std::env::var_os("PATH") {
            cmd.env("PATH", path);
        }
        cmd.envs(launch.variables.iter().map(|(k, v)| (k, v)));
        let log_stream = format!(
            "2026/01/01/[$LATEST]{:016x}{:016x}",
            std::process::id(),
            runtime.address.port()
        );
        // What Lambda sets for an OS-only runtime (no AWS_EXECUTION_ENV
        // there), last so that nothing overrides it. Lambda also has no
        // HOME and no TMPDIR; TMPDIR here points at the scratch directory
        // that stands for /tmp, the only writable place.
        let lambda = [
            ("_HANDLER", launch.handler.clone()),
            ("AWS_REGION", launch.region.clone()),
            ("AWS_DEFAULT_REGION", launch.region.clone()),
            ("AWS_LAMBDA_FUNCTION_NAME", launch.function_name.clone()),
            (
                "AWS_LAMBDA_FUNCTION_MEMORY_SIZE",
                launch.memory_mb.to_string(),
            ),
            ("AWS_LAMBDA_FUNCTION_VERSION", "$LATEST".into()),
            ("AWS_LAMBDA_INITIALIZATION_TYPE", "on-demand".into()),
            (
                "AWS_LAMBDA_LOG_GROUP_NAME",
                format!("/aws/lambda/{}", launch.function_name),
            ),
            ("AWS_LAMBDA_LOG_STREAM_NAME", log_stream),
            ("AWS_LAMBDA_RUNTIME_API", runtime.address()),
            ("AWS_ACCESS_KEY_ID", launch.access_key_id.clone()),
            ("AWS_SECRET_ACCESS_KEY", launch.secret_access_key.clone()),
            ("AWS_SESSION_TOKEN", launch.session_token.clone()),
            ("LAMBDA_TASK_ROOT", task_root.display().to_string()),
            ("LAMBDA_RUNTIME_DIR", "/var/runtime".into()),
            ("LANG", "en_US.UTF-8".into()),
            ("TZ", ":UTC".into()),
            ("TMPDIR", scratch.display().to_string()),
        ];
        cmd.envs(lambda);

        let rules = confine::rules(&scratch);
        let confinement = match &rules {
            Ok(rules) => {
                rules.apply_on(&mut cmd);
                rules.confinement()
            }
            Err(why) => Confinement::PermissionsOnly { why: why.clone() },
        };
        let spawned = Instant::now();
        let mut child = cmd.spawn()?;
        drop(rules);

        let log = Arc::new(Mutex::new(String::new()));
        let mut readers = Vec::new();
        if let Some(out) = child.stdout.take() {
            readers.push(collect(out, log.clone()));
        }
        if let Some(err) = child.stderr.take() {
            readers.push(collect(err, log.clone()));
        }
        Ok(LambdaFunction {
            name: launch.function_name,
            runtime,
            child,
            spawned,
            exited: None,
            log,
            readers,
            confinement,
            timeout: launch.timeout,
            invoked: false,
            task_root,
            scratch,
            _dir: dir,
        })
    }

    pub fn confinement(&self) -> &Confinement {
        &self.confinement
    }

    pub fn task_root(&self) -> &Path {
        &self.task_root
    }

    /// The scratch directory standing for Lambda's `/tmp`.
    pub fn scratch(&self) -> &Path {
        &self.scratch
    }

    /// Everything the process wrote to stdout and stderr so far.
    pub fn log(&self) -> String {
        self.log.lock().unwrap().clone()
    }

    /// Calls the Runtime API made that it does not implement.
    pub fn unexpected_calls(&self) -> Vec<String> {
        self.runtime.unexpected_calls()
    }

    /// Waits until the function asks for its first invocation (`GET /next`)
    /// and answers how long after its spawn that was: its init time, as
    /// Lambda's `Init Duration` counts it (plus the exec). Fails as
    /// [`Self::invoke`] does when the process exits or reports an init error
    /// first, or takes longer than [`INIT_LIMIT`].
    pub async fn ready(&mut self) -> Result<Duration, RuntimeFailure> {
        let mut first = self.runtime.shared.first_next.subscribe();
        let mut init_errors = self.runtime.shared.init_error.subscribe();
        if let Some(status) = self.exited {
            return Err(RuntimeFailure::Exited {
                status,
                log: self.log(),
            });
        }
        tokio::select! {
            at = first.wait_for(Option::is_some) => {
                let at = at.ok().and_then(|at| *at).expect("the sender lives in `shared`");
                Ok(at.saturating_duration_since(self.spawned))
            }
            status = self.child.wait() => {
                let status = status.expect("the child can be waited for");
                self.exited = Some(status);
                Err(RuntimeFailure::Exited { status, log: self.drained_log().await })
            }
            Some(error) = async {
                init_errors.wait_for(Option::is_some).await.ok().and_then(|e| e.clone())
            } => {
                let _ = tokio::time::timeout(Duration::from_secs(2), self.child.wait()).await;
                Err(RuntimeFailure::Init { error, log: self.drained_log().await })
            }
            _ = tokio::time::sleep(INIT_LIMIT) => Err(RuntimeFailure::Timeout { waited: INIT_LIMIT, log: self.log() }),
        }
    }

    /// Sends `event` and waits for the function's response: the function's
    /// timeout, plus Lambda's init limit on the first call.
    pub async fn invoke(&mut self, event: &Value) -> Result<Value, RuntimeFailure> {
        let wait = if self.invoked {
            self.timeout
        } else {
            self.timeout + INIT_LIMIT
        };
        self.invoked = true;
        let answer = self.runtime.enqueue(event, &self.name, self.timeout);
        let mut init_errors = self.runtime.shared.init_error.subscribe();
        if let Some(status) = self.exited {
            return Err(RuntimeFailure::Exited {
                status,
                log: self.log(),
            });
        }
        tokio::select! {
            outcome = answer => match outcome {
                Ok(Outcome::Response(body)) => serde_json::from_slice(&body).map_err(|_| {
                    RuntimeFailure::NotJson {
                        body: String::from_utf8_lossy(&body).into_owned(),
                        log: self.log(),
                    }
                }),
                Ok(Outcome::Error { error_type, body }) => Err(RuntimeFailure::Invocation {
                    error_type,
                    body,
                    log: self.log(),
                }),
                Err(_) => unreachable!("the runtime API keeps every pending invocation"),
            },
            status = self.child.wait() => {
                let status = status.expect("the child can be waited for");
                self.exited = Some(status);
                Err(RuntimeFailure::Exited { status, log: self.drained_log().await })
            }
            Some(error) = async {
                init_errors.wait_for(Option::is_some).await.ok().and_then(|e| e.clone())
            } => {
                // Lambda stops the process after an init error; let it exit
                // by itself first, so its last words are in the log.
                let _ = tokio::time::timeout(Duration::from_secs(2), self.child.wait()).await;
                Err(RuntimeFailure::Init { error, log: self.drained_log().await })
            }
            _ = tokio::time::sleep(wait) => Err(RuntimeFailure::Timeout { waited: wait, log: self.log() }),
        }
    }

    /// The log once the process has exited and its pipes are read to the end.
    async fn drained_log(&mut self) -> String {
        for reader in self.readers.drain(..) {
            let _ = tokio::time::timeout(Duration::from_secs(2), reader).await;
        }
        self.log()
    }

    /// Stops the process (Lambda would freeze it) and reads its log to the end.
    pub async fn stop(&mut self) -> String {
        if self.exited.is_none() {
            let _ = self.child.kill().await;
            self.exited = self.child.try_wait().ok().flatten();
        }
        self.drained_log().await
    }

    /// Entries the process added to, or removed from, its read-only task
    /// root (which holds only `bootstrap`).
    pub fn task_root_changes(&self) -> Vec<String> {
        let mut changes: Vec<String> = match fs::read_dir(&self.task_root) {
            Ok(entries) => entries
                .filter_map(Result::ok)
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|name| name != "bootstrap")
                .map(|name| format!("created {name}"))
                .collect(),
            Err(e) => vec![format!("cannot list the task root: {e}")],
        };
        if !self.task_root.join("bootstrap").exists() {
            changes.push("removed bootstrap".into());
        }
        changes.sort();
        changes
    }
}

impl Drop for LambdaFunction {
    fn drop(&mut self) {
        let _ = self.child.start_kill();
        // Writable again, so the temporary directory can be removed by any user.
        let _ = set_mode(&self.task_root, 0o755);
    }
}

fn set_mode(path: &Path, mode: u32) -> io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(path, fs::Permissions::from_mode(mode))
    }
    #[cfg(not(unix))]
    {
        let mut permissions = fs::metadata(path)?.permissions();
        permissions.set_readonly(mode & 0o200 == 0);
        fs::set_permissions(path, permissions)
    }
}

/// Appends every line `stream` prints to `log` (bytes that are not UTF-8
/// replaced), until the stream ends.
fn collect(
    stream: impl AsyncRead + Unpin + Send + 'static,
    log: Arc<Mutex<String>>,
) -> JoinHandle<()> {
    tokio::spawn(async move {
        let mut reader = BufReader::new(stream);
        let mut line = Vec::new();
        loop {
            line.clear();
            match reader.read_until(b'\n', &mut line).await {
                Ok(0) | Err(_) => break,
                Ok(_) => {
                    let text = String::from_utf8_lossy(&line);
                    let mut log = log.lock().unwrap();
                    log.push_str(text.trim_end_matches('\n'));
                    log.push('\n');
                }
            }
        }
    })
}
