//! The local stack as a process, everything it writes captured: stdout (the
//! request log, every `tracing` line at TRACE) and stderr (panics, anything
//! else). A journey through every sign-in path (visitor, register, password,
//! SMS, QR with bindMobile and the callback, reset) and its error paths
//! (malformed JSON, a non-ASCII ID number, wrong codes and passwords) must
//! leave no phone, name, ID number, code, password or token in that output;
//! once on the embedded adapters, once on the DynamoDB adapter when the
//! engines run.

use std::io::Read;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use verity_http::ErrorCode;

/// A local stack process and what it wrote.
struct Process {
    child: Child,
    port: u16,
    output: Arc<Mutex<Vec<u8>>>,
    _data: tempfile::TempDir,
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn collect(mut from: impl Read + Send + 'static, into: Arc<Mutex<Vec<u8>>>) {
    std::thread::spawn(move || {
        let mut buf = [0u8; 8192];
        while let Ok(n) = from.read(&mut buf) {
            if n == 0 {
                break;
            }
            into.lock().unwrap().extend_from_slice(&buf[..n]);
        }
    });
}

impl Process {
    fn start(dynamodb: Option<&str>) -> Process {
        let data = tempfile::tempdir().unwrap();
        let port = free_port();
        let mut command = Command::new(env!("CARGO_BIN_EXE_verity-local"));
        for var in [
            "VERITY_BACKEND",
            "S3_ENDPOINT",
            "SNS_ENDPOINT",
            "DYNAMODB_ENDPOINT",
            "VERITY_EVENTS_TOPIC_ARN",
            "VERITY_SECRET",
            "VERITY_PUBLIC_BASE",
        ] {
            command.env_remove(var);
        }
        command
            .env("VERITY_DATA_DIR", data.path())
            .env("VERITY_WEB_DIR", data.path().join("no-spa"))
            .env("HOST", "127.0.0.1")
            .env("PORT", port.to_string())
            // Everything we log, whatever a developer could ask for.
            .env("VERITY_LOG", "trace")
            .env("NO_COLOR", "1")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if let Some(endpoint) = dynamodb {
            command
                .env("DYNAMODB_ENDPOINT", endpoint)
                .env("VERITY_TABLE_NAME", format!("pii-{}", free_port()));
        }
        let mut child = command.spawn().expect("the local stack starts");
        let output = Arc::new(Mutex::new(Vec::new()));
        collect(child.stdout.take().unwrap(), output.clone());
        collect(child.stderr.take().unwrap(), output.clone());
        Process {
            child,
            port,
            output,
            _data: data,
        }
    }

    fn output(&self) -> String {
        String::from_utf8_lossy(&self.output.lock().unwrap()).into_owned()
    }

    async fn ready(&self) {
        let deadline = Instant::now() + Duration::from_secs(60);
        while !self.output().contains("Verity is running at") {
            assert!(Instant::now() < deadline, "no start:\n{}", self.output());
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// One HTTP/1.1 exchange; the envelope of the answer.
    async fn call(&self, method: &str, path: &str, body: &str, token: Option<&str>) -> Value {
        let mut stream = tokio::net::TcpStream::connect(("127.0.0.1", self.port))
            .await
            .unwrap();
        let auth = token
            .map(|t| format!("Authorization: Bearer {t}\r\n"))
            .unwrap_or_default();
        let request = format!(
            "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\
             User-Agent: Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0\r\n{auth}\
             Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        );
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut answer = Vec::new();
        stream.read_to_end(&mut answer).await.unwrap();
        let answer = String::from_utf8_lossy(&answer).into_owned();
        let (_, body) = answer.split_once("\r\n\r\n").expect("an HTTP answer");
        serde_json::from_str(body).unwrap_or_else(|e| panic!("{e}: {answer}"))
    }

    async fn post(&self, path: &str, body: &str) -> Value {
        self.call("POST", path, body, None).await
    }

    async fn post_as(&self, token: &str, path: &str, body: &str) -> Value {
        self.call("POST", path, body, Some(token)).await
    }

    /// Sends a code and reads it from the developer outbox.
    async fn code(&self, phone: &str, scene: &str) -> String {
        let sent = self
            .post(
                "/api/base/sms/sendVerifyCode",
                &format!(r#"{{"phone":"{phone}","scene":"{scene}"}}"#),
            )
            .await;
        assert_eq!(sent["code"], 0, "{sent}");
        let outbox = self
            .call("GET", &format!("/api/dev/sms?phone={phone}"), "", None)
            .await;
        let text = outbox["data"]["messages"]
            .as_array()
            .and_then(|m| m.last())
            .and_then(|m| m["text"].as_str())
            .unwrap_or_else(|| panic!("no text for the {scene} code: {outbox}"))
            .to_string();
        text.chars().filter(char::is_ascii_digit).take(6).collect()
    }

    /// Exchanges a login token for a session token.
    async fn session(&self, login_token: &str) -> String {
        let info = self
            .call("GET", "/api/base/user/loginInfo", "", Some(login_token))
            .await;
        info["data"]["sToken"]
            .as_str()
            .unwrap_or_else(|| panic!("{info}"))
            .to_string()
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn md5(text: &str) -> String {
    use md5::{Digest, Md5};
    hex::encode(Md5::digest(text.as_bytes()))
}

fn token(answer: &Value) -> String {
    answer["data"]["token"]
        .as_str()
        .unwrap_or_else(|| panic!("{answer}"))
        .to_string()
}

/// The journey; what must not appear in the output.
async fn journey(stack: &Process) -> Vec<String> {
    let (visitor, account, bound) = ("13912340001", "13912340002", "13912340003");
    let (name, id_number, bad_id) = ("Li Xiaolong", "44030419851015123X", "1234567890123456é");
    let (password, new_password) = ("S3cret-Pass!", "Another-Pass!");
    let mut secrets: Vec<String> = [
        visitor,
        account,
        bound,
        name,
        id_number,
        "1234567890123456",
        password,
        new_password,
    ]
    .map(String::from)
    .to_vec();
    secrets.extend([md5(password), md5(new_password)]);

    // Visitor sign-in by a checkPhone code.
    let code = stack.code(visitor, "checkPhone").await;
    let login = stack
        .post(
            "/api/base/user/visitorLogin",
            &format!(r#"{{"phone":"{visitor}","code":"{code}","loginType":"sms"}}"#),
        )
        .await;
    let s_visitor = stack.session(&token(&login)).await;
    secrets.extend([code, token(&login), s_visitor]);

    // Register, then real-name checks: a non-ASCII ID number (it once
    // panicked with the input in the message), then a valid one.
    let code = stack.code(account, "register").await;
    let wrong = stack
        .post(
            "/api/base/user/register",
            &format!(
                r#"{{"phone":"{account}","code":"000000","password":"{}","name":"{name}"}}"#,
                md5(password)
            ),
        )
        .await;
    assert_eq!(wrong["code"], ErrorCode::BadSmsCode, "{wrong}");
    let registered = stack
        .post(
            "/api/base/user/register",
            &format!(
                r#"{{"phone":"{account}","code":"{code}","password":"{}","name":"{name}"}}"#,
                md5(password)
            ),
        )
        .await;
    let s = stack.session(&token(&registered)).await;
    secrets.extend([code, token(&registered), s.clone()]);
    let refused = stack
        .post_as(
            &s,
            "/api/base/user/authenticate",
            &format!(r#"{{"name":"{name}","idNumber":"{bad_id}"}}"#),
        )
        .await;
    assert_eq!(refused["code"], ErrorCode::InvalidField, "{refused}");
    let verified = stack
        .post_as(
            &s,
            "/api/base/user/authenticate",
            &format!(r#"{{"name":"{name}","idNumber":"{id_number}"}}"#),
        )
        .await;
    assert_eq!(verified["code"], 0, "{verified}");

    // Password and SMS sign-in, wrong and malformed ones included.
    let wrong = stack
        .post(
            "/api/base/user/login",
            &format!(
                r#"{{"loginType":"password","phone":"{account}","password":"{}","ts":"ENT_WEB"}}"#,
                md5("wrong")
            ),
        )
        .await;
    assert_eq!(wrong["code"], ErrorCode::BadCredentials, "{wrong}");
    let malformed = stack
        .post(
            "/api/base/user/login",
            &format!(r#"{{"loginType":"password","phone":"{account}","#),
        )
        .await;
    assert_eq!(malformed["code"], ErrorCode::MalformedJson, "{malformed}");
    let by_password = stack
        .post(
            "/api/base/user/login",
            &format!(
                r#"{{"loginType":"password","phone":"{account}","password":"{}","ts":"ENT_WEB"}}"#,
                md5(password)
            ),
        )
        .await;
    secrets.push(token(&by_password));

    // QR: the phone confirms; a bindMobile and a callback that cannot apply.
    let qr = stack
        .call("GET", "/api/base/user/wechatLogin/getQrCode", "", None)
        .await;
    let ticket = qr["data"]["ticket"].as_str().unwrap().to_string();
    let scan = ticket.split('.').next().unwrap().to_string();
    let picked = qr["data"]["matchCode"].as_str().unwrap().to_string();
    secrets.extend([ticket.clone(), scan.clone()]);
    let shown = stack
        .post_as(
            &s,
            "/api/base/user/wechatLogin/scan",
            &format!(r#"{{"ticket":"{scan}"}}"#),
        )
        .await;
    assert_eq!(shown["code"], 0, "{shown}");
    let confirmed = stack
        .post_as(
            &s,
            "/api/base/user/wechatLogin/confirm",
            &format!(r#"{{"ticket":"{scan}","matchCode":"{picked}"}}"#),
        )
        .await;
    assert_eq!(confirmed["code"], 0, "{confirmed}");
    let collected = stack
        .post(
            "/api/base/user/wechatLogin/queryResult",
            &format!(r#"{{"ticket":"{ticket}"}}"#),
        )
        .await;
    secrets.push(token(&collected));
    let bind = stack
        .post(
            "/api/base/user/wechatLogin/bindMobile",
            &format!(r#"{{"ticket":"{scan}","phone":"{bound}","code":"123456"}}"#),
        )
        .await;
    assert_eq!(bind["code"], ErrorCode::QrTicketInvalid, "{bind}");
    let callback = stack
        .call(
            "GET",
            &format!("/api/base/user/wechatLogin/callback?code={bound}&state={scan}"),
            "",
            None,
        )
        .await;
    assert_eq!(callback["code"], ErrorCode::NotFound, "{callback}");

    // A reset by SMS code.
    let code = stack.code(account, "resetPassword").await;
    let reset = stack
        .post(
            "/api/base/user/resetPassword",
            &format!(
                r#"{{"phone":"{account}","code":"{code}","password":"{}"}}"#,
                md5(new_password)
            ),
        )
        .await;
    assert_eq!(reset["code"], 0, "{reset}");
    secrets.push(code);
    secrets
}

async fn check(dynamodb: Option<&str>) {
    let stack = Process::start(dynamodb);
    stack.ready().await;
    let secrets = journey(&stack).await;
    // Let the last lines reach the pipes.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let output = stack.output();
    assert!(
        output.contains("answered"),
        "the request log is captured:\n{output}"
    );
    assert!(output.contains("verification code issued"), "{output}");
    for secret in &secrets {
        assert!(!secret.is_empty());
        assert!(
            !output.contains(secret.as_str()),
            "the local stack wrote a secret: {secret}\n{output}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_local_stack_writes_no_pii_on_stdout_or_stderr_on_embedded_adapters() {
    check(None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_local_stack_writes_no_pii_on_stdout_or_stderr_on_the_dynamodb_adapter() {
    let Some(endpoint) = std::env::var("DYNAMODB_ENDPOINT").ok() else {
        assert!(
            std::env::var("VERITY_REQUIRE_ENGINES").as_deref() != Ok("1"),
            "VERITY_REQUIRE_ENGINES=1 but no DYNAMODB_ENDPOINT"
        );
        println!("skipped: no engines (eval \"$(infra/scripts/engines.sh start)\")");
        return;
    };
    check(Some(&endpoint)).await;
}
