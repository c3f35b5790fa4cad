//! What the start test (`start.rs`) and the cold-start benchmark
//! (`examples/cold.rs`) share: the template's functions, the resources their
//! environments reference made in the engines, the binaries, the events.
#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use aws_config::{BehaviorVersion, Region, SdkConfig};
use aws_sdk_dynamodb::types::{
    AttributeDefinition, BillingMode, GlobalSecondaryIndex, KeySchemaElement, KeyType, Projection,
    ProjectionType, ScalarAttributeType, TimeToLiveSpecification,
};
use serde_json::{json, Value as Json};
use serde_yaml::Value as Yaml;
use verity_lambda_start::{Launch, CALLS};

pub const ACCOUNT: &str = "123456789012";

// ---------------------------------------------------------------------------
// The template

pub struct Template {
    pub root: Yaml,
}

/// One function as the template declares it.
pub struct Function {
    pub logical_id: String,
    pub binary: String,
    pub name: Yaml,
    pub handler: String,
    pub memory_mb: u64,
    pub timeout_secs: u64,
    /// `Globals.Function.Environment.Variables`, then the function's own.
    pub variables: BTreeMap<String, Yaml>,
    /// `ANY /api/base/data/{proxy+}`, [`SNS_TRIGGER`] for a topic subscriber,
    /// [`QUEUE_TRIGGER`] for a function an SQS event source mapping feeds.
    pub route_key: String,
}

/// The route key of a function the events topic invokes.
pub const SNS_TRIGGER: &str = "SNS";
/// The route key of a function an SQS queue (`AWS::Lambda::EventSourceMapping`) invokes.
pub const QUEUE_TRIGGER: &str = "SQS";

impl Template {
    pub fn load() -> Template {
        let path = repo().join("template.yaml");
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        let root = serde_yaml::from_str(&text)
            .unwrap_or_else(|e| panic!("{} is not YAML: {e}", path.display()));
        Template { root }
    }

    pub fn resource(&self, id: &str) -> Option<&Yaml> {
        self.root.get("Resources")?.get(id)
    }

    pub fn resource_type(&self, id: &str) -> Option<&str> {
        self.resource(id)?.get("Type")?.as_str()
    }

    pub fn functions(&self) -> Vec<Function> {
        let globals = self.root.get("Globals").and_then(|g| g.get("Function"));
        let resources = self
            .root
            .get("Resources")
            .and_then(Yaml::as_mapping)
            .expect("template.yaml has Resources");
        let mut functions = Vec::new();
        for (id, resource) in resources {
            if resource.get("Type").and_then(Yaml::as_str) != Some("AWS::Serverless::Function") {
                continue;
            }
            let id = id.as_str().expect("resource ids are strings").to_string();
            let props = resource.get("Properties").unwrap_or(&Yaml::Null);
            // The function's own property, else the global one.
            let setting = |key: &str| props.get(key).or_else(|| globals.and_then(|g| g.get(key)));
            let binary = resource
                .get("Metadata")
                .and_then(|m| m.get("BuildProperties"))
                .and_then(|b| b.get("Binary"))
                .and_then(Yaml::as_str)
                .unwrap_or_else(|| panic!("{id}: no Metadata.BuildProperties.Binary"))
                .to_string();
            let mut variables = BTreeMap::new();
            for source in [globals, Some(props)].into_iter().flatten() {
                if let Some(vars) = source
                    .get("Environment")
                    .and_then(|e| e.get("Variables"))
                    .and_then(Yaml::as_mapping)
                {
                    for (k, v) in vars {
                        let k = k.as_str().expect("variable names are strings");
                        variables.insert(k.to_string(), v.clone());
                    }
                }
            }
            let event_of = |kind: &str| {
                props
                    .get("Events")
                    .and_then(Yaml::as_mapping)
                    .and_then(|events| {
                        events
                            .values()
                            .find(|e| e.get("Type").and_then(Yaml::as_str) == Some(kind))
                    })
                    .and_then(|e| e.get("Properties"))
            };
            let queue_fed = self.queue_fed(&id);
            let route_key = match (event_of("HttpApi"), event_of("SNS")) {
                (Some(api), _) => {
                    let route = |key: &str| api.get(key).and_then(Yaml::as_str).unwrap_or_default();
                    format!("{} {}", route("Method").to_uppercase(), route("Path"))
                }
                (None, Some(_)) => SNS_TRIGGER.to_string(),
                (None, None) if queue_fed => QUEUE_TRIGGER.to_string(),
                (None, None) => panic!(
                    "{id} has neither an HttpApi event, an SNS event nor an SQS event source \
                     mapping: this test sends those three kinds; teach it the new kind of call first"
                ),
            };
            functions.push(Function {
                binary,
                name: props
                    .get("FunctionName")
                    .cloned()
                    .unwrap_or_else(|| Yaml::String(id.clone())),
                handler: setting("Handler")
                    .and_then(Yaml::as_str)
                    .unwrap_or("bootstrap")
                    .to_string(),
                // Lambda's defaults: 128 MB, 3 s.
                memory_mb: setting("MemorySize").and_then(Yaml::as_u64).unwrap_or(128),
                timeout_secs: setting("Timeout").and_then(Yaml::as_u64).unwrap_or(3),
                variables,
                route_key,
                logical_id: id,
            });
        }
        functions
    }

    /// Whether an `AWS::Lambda::EventSourceMapping` names the function `id`.
    pub fn queue_fed(&self, id: &str) -> bool {
        let Some(resources) = self.root.get("Resources").and_then(Yaml::as_mapping) else {
            return false;
        };
        resources.values().any(|r| {
            r.get("Type").and_then(Yaml::as_str) == Some("AWS::Lambda::EventSourceMapping")
                && r.get("Properties")
                    .and_then(|p| p.get("FunctionName"))
                    .and_then(intrinsic)
                    .is_some_and(|i| matches!(i, Intrinsic::Ref(target) if target == id))
        })
    }

    pub fn parameter_default(&self, name: &str) -> Option<String> {
        let default = self.root.get("Parameters")?.get(name)?.get("Default")?;
        scalar(default)
    }
}

pub fn scalar(value: &Yaml) -> Option<String> {
    match value {
        Yaml::String(s) => Some(s.clone()),
        Yaml::Number(n) => Some(n.to_string()),
        Yaml::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

/// An intrinsic function: `!Ref X` / `{Ref: X}`, `!Sub s` / `{Fn::Sub: s}`.
pub enum Intrinsic<'a> {
    Ref(&'a str),
    Sub(&'a str),
    Other(String),
}

pub fn intrinsic(value: &Yaml) -> Option<Intrinsic<'_>> {
    let (name, arg) = match value {
        Yaml::Tagged(tagged) => (
            tagged.tag.to_string().trim_start_matches('!').to_string(),
            &tagged.value,
        ),
        Yaml::Mapping(map) if map.len() == 1 => {
            let (k, v) = map.iter().next().unwrap();
            let k = k.as_str()?;
            if k != "Ref" && !k.starts_with("Fn::") {
                return None;
            }
            (k.trim_start_matches("Fn::").to_string(), v)
        }
        _ => return None,
    };
    Some(match (name.as_str(), arg.as_str()) {
        ("Ref", Some(target)) => Intrinsic::Ref(target),
        ("Sub", Some(text)) => Intrinsic::Sub(text),
        _ => Intrinsic::Other(format!(
            "{name} {}",
            serde_yaml::to_string(arg).unwrap().trim()
        )),
    })
}

/// The `${…}` names in a `!Sub` string (not `${!Literal}`).
pub fn sub_names(text: &str) -> Vec<&str> {
    let mut names = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("${") {
        let after = &rest[start + 2..];
        let Some(end) = after.find('}') else { break };
        if !after.starts_with('!') {
            names.push(&after[..end]);
        }
        rest = &after[end + 1..];
    }
    names
}

/// `{{resolve:secretsmanager:${Secret}:SecretString:key}}` → `Secret`.
pub fn secret_reference(text: &str) -> Option<&str> {
    let inner = text
        .strip_prefix("{{resolve:secretsmanager:${")?
        .strip_suffix("}}")?;
    let (id, rest) = inner.split_once('}')?;
    rest.starts_with(":SecretString:").then_some(id)
}

// ---------------------------------------------------------------------------
// The stack: what the references resolve to in this run

pub struct Stack<'t> {
    pub template: &'t Template,
    pub region: String,
    /// Logical id → what `!Ref` gives (table name, bucket name, topic ARN).
    pub made: HashMap<String, String>,
    pub secret: String,
}

impl<'t> Stack<'t> {
    /// The resources the variables reference (the secret aside).
    pub fn referenced(&self, functions: &[Function]) -> Result<BTreeSet<String>, String> {
        let mut ids = BTreeSet::new();
        for f in functions {
            for (var, value) in &f.variables {
                match intrinsic(value) {
                    Some(Intrinsic::Ref(id)) if self.template.resource(id).is_some() => {
                        ids.insert(id.to_string());
                    }
                    Some(Intrinsic::Sub(text)) if secret_reference(text).is_none() => {
                        for name in sub_names(text) {
                            if self.template.resource(name).is_some() {
                                ids.insert(name.to_string());
                            }
                        }
                    }
                    Some(Intrinsic::Other(what)) => {
                        return Err(format!("{}: {var} = !{what}", f.logical_id))
                    }
                    _ => {}
                }
            }
        }
        Ok(ids)
    }

    /// A value of the template, as CloudFormation would resolve it here.
    pub fn resolve(&self, value: &Yaml) -> Result<String, String> {
        if let Some(text) = scalar(value) {
            return Ok(text);
        }
        match intrinsic(value) {
            Some(Intrinsic::Ref(name)) => self.name(name),
            Some(Intrinsic::Sub(text)) => {
                if let Some(id) = secret_reference(text) {
                    return match self.template.resource_type(id) {
                        Some("AWS::SecretsManager::Secret") => Ok(self.secret.clone()),
                        _ => Err(format!("{text}: {id} is not a secret of the template")),
                    };
                }
                if text.contains("{{resolve:") {
                    return Err(format!(
                        "{text}: a dynamic reference this test cannot resolve"
                    ));
                }
                let mut out = text.to_string();
                for name in sub_names(text) {
                    out = out.replace(&format!("${{{name}}}"), &self.name(name)?);
                }
                Ok(out.replace("${!", "${"))
            }
            Some(Intrinsic::Other(what)) => Err(format!("!{what}: not resolved by this test")),
            None => Err(format!(
                "{}: neither a scalar nor !Ref/!Sub",
                serde_yaml::to_string(value).unwrap().trim()
            )),
        }
    }

    /// What `!Ref name` (or `${name}`) gives.
    pub fn name(&self, name: &str) -> Result<String, String> {
        match name {
            "AWS::Region" => return Ok(self.region.clone()),
            "AWS::AccountId" => return Ok(ACCOUNT.into()),
            "AWS::Partition" => return Ok("aws".into()),
            "AWS::URLSuffix" => return Ok("amazonaws.com".into()),
            _ => {}
        }
        if let Some(value) = self.made.get(name) {
            return Ok(value.clone());
        }
        if let Some(default) = self.template.parameter_default(name) {
            return Ok(default);
        }
        // A parameter every deployment must give (no default on purpose).
        if name == "PublicBase" {
            return Ok("https://app.verity.test".into());
        }
        Err(format!(
            "!Ref {name}: {} that this test does not make",
            match self.template.resource_type(name) {
                Some(kind) => format!("a {kind}"),
                None => "not a resource or parameter".into(),
            }
        ))
    }
}

// ---------------------------------------------------------------------------
// The engines

/// The engine endpoint in `var`, or `None` (test skipped) when unset.
/// Panics when unset and `VERITY_REQUIRE_ENGINES=1`.
pub fn endpoint(var: &str) -> Option<String> {
    match std::env::var(var).ok().filter(|v| !v.trim().is_empty()) {
        Some(url) => Some(url.trim_end_matches('/').to_string()),
        None if std::env::var("VERITY_REQUIRE_ENGINES").as_deref() == Ok("1") => panic!(
            "VERITY_REQUIRE_ENGINES=1 but {var} is not set: run \
             `eval \"$(infra/scripts/engines.sh start)\"` first"
        ),
        None => {
            println!("skipped: no {var}");
            None
        }
    }
}

pub struct Engines {
    pub dynamodb: String,
    pub s3: String,
    pub sns: String,
    /// moto's endpoint (SQS and Secrets Manager; S3 and SNS are on it too).
    pub moto: String,
    pub region: String,
    pub access_key: String,
    pub secret_key: String,
    pub sdk: SdkConfig,
}

impl Engines {
    pub async fn from_env() -> Option<Engines> {
        let dynamodb = endpoint("DYNAMODB_ENDPOINT")?;
        let s3 = endpoint("S3_ENDPOINT")?;
        let sns = endpoint("SNS_ENDPOINT")?;
        // moto serves every AWS service but DynamoDB on one endpoint.
        let moto = s3.clone();
        let env = |name: &str, default: &str| {
            std::env::var(name)
                .ok()
                .filter(|v| !v.is_empty())
                .unwrap_or_else(|| default.to_string())
        };
        // DynamoDB Local accepts access key ids of letters and digits only.
        let region = env("AWS_REGION", "us-east-1");
        let access_key = env("AWS_ACCESS_KEY_ID", "verityLocal");
        let secret_key = env("AWS_SECRET_ACCESS_KEY", "verityLocal");
        let sdk = aws_config::defaults(BehaviorVersion::latest())
            .region(Region::new(region.clone()))
            .credentials_provider(aws_sdk_dynamodb::config::Credentials::new(
                &access_key,
                &secret_key,
                None,
                None,
                "verity-lambda-start",
            ))
            .load()
            .await;
        Some(Engines {
            dynamodb,
            s3,
            sns,
            moto,
            region,
            access_key,
            secret_key,
            sdk,
        })
    }

    /// Makes the resource `id` of the template; answers what `!Ref id` gives.
    pub async fn make(
        &self,
        template: &Template,
        id: &str,
        secret: &str,
    ) -> Result<String, String> {
        let resource = template.resource(id).unwrap();
        let props = resource.get("Properties").unwrap_or(&Yaml::Null);
        let name = format!(
            "verity-start-{}-{:012x}",
            id.to_lowercase(),
            rand::random::<u64>() >> 16
        );
        match template.resource_type(id).unwrap_or_default() {
            "AWS::DynamoDB::Table" => self.make_table(&name, props).await.map(|_| name),
            "AWS::S3::Bucket" => {
                let config = aws_sdk_s3::config::Builder::from(&self.sdk)
                    .endpoint_url(&self.s3)
                    .force_path_style(true)
                    .build();
                aws_sdk_s3::Client::from_conf(config)
                    .create_bucket()
                    .bucket(&name)
                    .send()
                    .await
                    .map_err(|e| format!("create bucket {name}: {e:?}"))?;
                Ok(name)
            }
            "AWS::SNS::Topic" => {
                let config = aws_sdk_sns::config::Builder::from(&self.sdk)
                    .endpoint_url(&self.sns)
                    .build();
                let topic = aws_sdk_sns::Client::from_conf(config)
                    .create_topic()
                    .name(&name)
                    .send()
                    .await
                    .map_err(|e| format!("create topic {name}: {e:?}"))?;
                topic
                    .topic_arn
                    .ok_or_else(|| format!("moto made topic {name} without an ARN"))
            }
            "AWS::SQS::Queue" => {
                let config = aws_sdk_sqs::config::Builder::from(&self.sdk)
                    .endpoint_url(&self.moto)
                    .build();
                let queue = aws_sdk_sqs::Client::from_conf(config)
                    .create_queue()
                    .queue_name(&name)
                    .send()
                    .await
                    .map_err(|e| format!("create queue {name}: {e:?}"))?;
                queue
                    .queue_url
                    .ok_or_else(|| format!("moto made queue {name} without a URL"))
            }
            // `!Ref` of a secret is its ARN; it holds the run's key as the
            // template's generated secret does (`{"key": …}`).
            "AWS::SecretsManager::Secret" => {
                let config = aws_sdk_secretsmanager::config::Builder::from(&self.sdk)
                    .endpoint_url(&self.moto)
                    .build();
                let made = aws_sdk_secretsmanager::Client::from_conf(config)
                    .create_secret()
                    .name(&name)
                    .secret_string(json!({ "key": secret }).to_string())
                    .send()
                    .await
                    .map_err(|e| format!("create secret {name}: {e:?}"))?;
                made.arn
                    .ok_or_else(|| format!("moto made secret {name} without an ARN"))
            }
            other => Err(format!(
                "!Ref {id}: this test does not make a {other}; teach `Engines::make` in \
                 infra/lambda-start/tests/start.rs to make one"
            )),
        }
    }

    /// The table as the template declares it: attributes, key schema, GSIs, TTL.
    pub async fn make_table(&self, name: &str, props: &Yaml) -> Result<(), String> {
        let config = aws_sdk_dynamodb::config::Builder::from(&self.sdk)
            .endpoint_url(&self.dynamodb)
            .build();
        let client = aws_sdk_dynamodb::Client::from_conf(config);
        let list = |key: &str| {
            props
                .get(key)
                .and_then(Yaml::as_sequence)
                .cloned()
                .unwrap_or_default()
        };
        let text = |v: &Yaml, key: &str| -> Result<String, String> {
            v.get(key)
                .and_then(Yaml::as_str)
                .map(str::to_string)
                .ok_or_else(|| format!("table {name}: {key} missing in the template"))
        };
        let key_schema = |v: &Yaml| -> Result<Vec<KeySchemaElement>, String> {
            v.get("KeySchema")
                .and_then(Yaml::as_sequence)
                .ok_or("KeySchema missing")?
                .iter()
                .map(|k| {
                    KeySchemaElement::builder()
                        .attribute_name(text(k, "AttributeName")?)
                        .key_type(KeyType::from(text(k, "KeyType")?.as_str()))
                        .build()
                        .map_err(|e| e.to_string())
                })
                .collect()
        };
        let mut create = client
            .create_table()
            .table_name(name)
            .billing_mode(BillingMode::PayPerRequest)
            .set_key_schema(Some(key_schema(props)?));
        for attr in list("AttributeDefinitions") {
            create = create.attribute_definitions(
                AttributeDefinition::builder()
                    .attribute_name(text(&attr, "AttributeName")?)
                    .attribute_type(ScalarAttributeType::from(
                        text(&attr, "AttributeType")?.as_str(),
                    ))
                    .build()
                    .map_err(|e| e.to_string())?,
            );
        }
        for index in list("GlobalSecondaryIndexes") {
            let projection = index
                .get("Projection")
                .and_then(|p| p.get("ProjectionType"))
                .and_then(Yaml::as_str)
                .unwrap_or("ALL");
            create = create.global_secondary_indexes(
                GlobalSecondaryIndex::builder()
                    .index_name(text(&index, "IndexName")?)
                    .set_key_schema(Some(key_schema(&index)?))
                    .projection(
                        Projection::builder()
                            .projection_type(ProjectionType::from(projection))
                            .build(),
                    )
                    .build()
                    .map_err(|e| e.to_string())?,
            );
        }
        create
            .send()
            .await
            .map_err(|e| format!("create table {name}: {e:?}"))?;
        let ttl = props.get("TimeToLiveSpecification");
        if let (Some(attr), Some(true)) = (
            ttl.and_then(|t| t.get("AttributeName"))
                .and_then(Yaml::as_str),
            ttl.and_then(|t| t.get("Enabled")).and_then(Yaml::as_bool),
        ) {
            client
                .update_time_to_live()
                .table_name(name)
                .time_to_live_specification(
                    TimeToLiveSpecification::builder()
                        .attribute_name(attr)
                        .enabled(true)
                        .build()
                        .map_err(|e| e.to_string())?,
                )
                .send()
                .await
                .map_err(|e| format!("TTL on table {name}: {e:?}"))?;
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------
// The binaries

pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Where the binaries are, and whether to check they are newer than the sources.
pub fn binaries_dir() -> (PathBuf, bool) {
    if let Some(dir) = std::env::var_os("VERITY_LAMBDA_BINARIES").filter(|d| !d.is_empty()) {
        return (PathBuf::from(dir), false);
    }
    // target/<profile>/deps/start-<hash> → target/<profile>
    let exe = std::env::current_exe().expect("the test knows its own path");
    let dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("the test runs from target/<profile>/deps");
    (dir.to_path_buf(), true)
}

pub fn binary_path(dir: &Path, name: &str) -> Option<PathBuf> {
    [dir.join(name), dir.join(name).join("bootstrap")]
        .into_iter()
        .find(|p| p.is_file())
}

/// Whether `binary` was built from this checkout's current sources, by the
/// dep-info file cargo writes beside it (`<binary>.d`): a shared target
/// directory may hold another checkout's build, or one older than the code.
pub fn check_built_from_here(binary: &Path) -> Result<(), String> {
    let dep_info = PathBuf::from(format!("{}.d", binary.display()));
    let Ok(info) = std::fs::read_to_string(&dep_info) else {
        return Ok(()); // No dep-info: nothing to compare against.
    };
    let modified = |p: &Path| p.metadata().and_then(|m| m.modified());
    let built = modified(binary).map_err(|e| format!("{}: {e}", binary.display()))?;
    // Cargo rewrites the dep-info only when the binary is what was asked for
    // (`cargo build --bins`), not when a test of its crate rebuilt it.
    if modified(&dep_info).is_ok_and(|d| d + Duration::from_secs(60) < built) {
        println!(
            "note: {} is newer than its dep-info: if another checkout shares this target \
             directory, the binary may be that checkout's build",
            binary.display()
        );
    }
    let root = repo().canonicalize().unwrap();
    let mut sources = Vec::new();
    for line in info.lines() {
        let Some((_, deps)) = line.split_once(": ") else {
            continue;
        };
        // Paths are separated by spaces; a space inside a path is `\ `.
        let mut path = String::new();
        let mut chars = deps.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '\\' if chars.peek() == Some(&' ') => path.push(chars.next().unwrap()),
                ' ' => sources.push(std::mem::take(&mut path)),
                c => path.push(c),
            }
        }
        sources.push(path);
    }
    let ours: Vec<PathBuf> = sources
        .iter()
        .filter(|p| !p.is_empty())
        .map(PathBuf::from)
        .filter(|p| p.starts_with(&root))
        .collect();
    if ours.is_empty() {
        let example = sources.iter().find(|p| p.contains("/functions/"));
        return Err(format!(
            "{} was built from another checkout ({}), not {}",
            binary.display(),
            example.map_or("unknown sources", String::as_str),
            root.display()
        ));
    }
    for source in ours {
        match source.metadata().and_then(|m| m.modified()) {
            Ok(changed) if changed <= built => {}
            Ok(_) => {
                return Err(format!(
                    "{} changed after {} was built",
                    source.display(),
                    binary.display()
                ))
            }
            Err(_) => {
                return Err(format!(
                    "{} (a source of {}) is gone",
                    source.display(),
                    binary.display()
                ))
            }
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// The event

/// An API Gateway HTTP API (payload 2.0) event for `method path`, through
/// the function's `ANY /prefix/{proxy+}` route.
pub fn http_api_event(route_key: &str, method: &str, path: &str, body: &str) -> Json {
    let prefix = route_key
        .split_once(' ')
        .map(|(_, p)| p.trim_end_matches("{proxy+}"))
        .unwrap_or("/");
    let proxy = path.strip_prefix(prefix).unwrap_or_else(|| {
        panic!("{path} is not under the function's route {route_key}: fix its line in CALLS")
    });
    let now = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap();
    json!({
        "version": "2.0",
        "routeKey": route_key,
        "rawPath": path,
        "rawQueryString": "",
        "headers": {
            "content-type": "application/json",
            "content-length": body.len().to_string(),
            "host": "verity.execute-api.us-east-1.amazonaws.com",
            "user-agent": "verity-lambda-start",
            "x-forwarded-for": "203.0.113.7",
            "x-forwarded-proto": "https",
            "x-forwarded-port": "443",
            // A well-formed token no session has: calls behind the session check
            // look it up in the table (and answer -5), so they touch it too.
            "authorization": "Bearer startTestNoSuchSession0123456789abcdefABCDEF"
        },
        "requestContext": {
            "accountId": ACCOUNT,
            "apiId": "verity",
            "domainName": "verity.execute-api.us-east-1.amazonaws.com",
            "domainPrefix": "verity",
            "http": {
                "method": method,
                "path": path,
                "protocol": "HTTP/1.1",
                "sourceIp": "203.0.113.7",
                "userAgent": "verity-lambda-start"
            },
            "requestId": format!("start-{}", now.as_nanos()),
            "routeKey": route_key,
            "stage": "$default",
            "time": "01/Jan/2026:00:00:00 +0000",
            "timeEpoch": now.as_millis() as u64
        },
        "pathParameters": { "proxy": proxy },
        "body": body,
        "isBase64Encoded": false
    })
}

/// An SNS invocation carrying `message`, as Lambda delivers a topic's message.
pub fn sns_event(message: &str) -> Json {
    // The account is `ACCOUNT` (shared with the processor's invocation tests).
    let mut event: Json = serde_json::from_str(include_str!(
        "../../../../shared/testkit/fixtures/sns-invocation.json"
    ))
    .unwrap();
    event["Records"][0]["Sns"]["Message"] = json!(message);
    event
}

/// An SQS invocation of one record, as Lambda delivers it from a queue the
/// events topic feeds (not raw delivery): the record's body is the SNS
/// envelope, whose `Message` is the domain event.
pub fn sqs_event(message: &str) -> Json {
    let kind = serde_json::from_str::<Json>(message)
        .ok()
        .and_then(|m| m["kind"].as_str().map(str::to_string))
        .unwrap_or_default();
    let envelope = json!({
        "Type": "Notification",
        "MessageId": "95df01b4-ee98-5cb9-9903-4c221d41eb5e",
        "TopicArn": format!("arn:aws:sns:cn-north-1:{ACCOUNT}:verity-events"),
        "Message": message,
        "Timestamp": "2026-01-01T04:00:00.000Z",
        "SignatureVersion": "1",
        "Signature": "EXAMPLE",
        "SigningCertURL": "https://sns.cn-north-1.amazonaws.com.cn/cert.pem",
        "UnsubscribeURL": "https://sns.cn-north-1.amazonaws.com.cn/?Action=Unsubscribe",
        "MessageAttributes": { "kind": { "Type": "String", "Value": kind } }
    });
    json!({
        "Records": [{
            "messageId": "059f36b4-87a3-44ab-83d2-661975830a7d",
            "receiptHandle": "AQEBwJnKyrHigUMZj6rYigCgxlaS3SLy0a",
            "body": envelope.to_string(),
            "attributes": {
                "ApproximateReceiveCount": "1",
                "SentTimestamp": "1767240000000",
                "SenderId": "AIDAIENQZJOLO23YVJ4VO",
                "ApproximateFirstReceiveTimestamp": "1767240000001"
            },
            "messageAttributes": {},
            "md5OfBody": "e4e68fb7bd0e697a0ae8f1bb342846b3",
            "eventSource": "aws:sqs",
            "eventSourceARN": format!("arn:aws:sqs:cn-north-1:{ACCOUNT}:verity-events"),
            "awsRegion": "cn-north-1"
        }]
    })
}

/// The envelope in an API Gateway v2 response, or why it is not one.
pub fn envelope(response: &Json) -> Result<Json, String> {
    if response["statusCode"] != 200 {
        return Err(format!("statusCode is {}, not 200", response["statusCode"]));
    }
    let content_type = response["headers"]["content-type"].as_str().unwrap_or("");
    if !content_type.starts_with("application/json") {
        return Err(format!("content-type is {content_type:?}"));
    }
    if response["isBase64Encoded"] == true {
        return Err("the body is base64-encoded".into());
    }
    let body = response["body"].as_str().ok_or("no body")?;
    let body: Json =
        serde_json::from_str(body).map_err(|e| format!("the body is not JSON ({e}): {body}"))?;
    if !(body["code"].is_i64() && body["msg"].is_string() && body.get("data").is_some()) {
        return Err(format!("not a {{code, msg, data}} envelope: {body}"));
    }
    Ok(body)
}

// ---------------------------------------------------------------------------
// The launches

/// One function ready to start: its launch and the event of its call.
pub struct Prepared {
    pub binary: String,
    pub launch: Launch,
    pub event: Json,
    pub expected: i64,
    /// An SNS invocation: success is any response (the handler returns nothing).
    pub sns: bool,
    /// An SQS invocation: success is a response reporting no failed record.
    pub queue: bool,
    /// Values of the request (phones, passwords) its log must not hold.
    pub secrets: Vec<String>,
}

/// The phone and password values of a JSON body.
pub fn secrets_of(body: &str) -> Vec<String> {
    let body: Json = serde_json::from_str(body).unwrap_or(Json::Null);
    ["phone", "password"]
        .iter()
        .filter_map(|k| body.get(*k).and_then(Json::as_str).map(str::to_string))
        .collect()
}

/// Every function of `functions` (`VERITY_LAMBDA_ONLY=data,user`: these only)
/// ready to start: its binary (see [`binaries_dir`]), the environment the
/// template gives it with each reference made for this run in the engines,
/// the engines' endpoints, and its call of [`CALLS`]. `log`, when given,
/// replaces the template's `VERITY_LOG`.
pub async fn prepare(
    template: &Template,
    functions: Vec<Function>,
    engines: &Engines,
    log: Option<&str>,
) -> Vec<Prepared> {
    let calls: HashMap<&str, _> = CALLS.iter().map(|c| (c.0, c)).collect();
    // `VERITY_LAMBDA_ONLY=data,user`: start only these (while iterating on a few artifacts).
    let only = std::env::var("VERITY_LAMBDA_ONLY").unwrap_or_default();
    let only: Vec<&str> = only.split(',').filter(|s| !s.is_empty()).collect();
    let functions: Vec<_> = functions
        .into_iter()
        .filter(|f| only.is_empty() || only.contains(&f.binary.as_str()))
        .collect();
    assert!(
        !functions.is_empty(),
        "VERITY_LAMBDA_ONLY names no function of the template"
    );

    let (dir, check_fresh) = binaries_dir();
    let mut binaries = HashMap::new();
    for f in &functions {
        let path = binary_path(&dir, &f.binary).unwrap_or_else(|| {
            panic!(
                "no binary `{}` in {}: run `cargo build --workspace --bins` before this test \
                 (infra/scripts/test.sh does)",
                f.binary,
                dir.display()
            )
        });
        if check_fresh {
            if let Err(stale) = check_built_from_here(&path) {
                panic!("{stale}: run `cargo build --workspace --bins` before this test");
            }
        }
        binaries.insert(f.binary.clone(), path);
    }

    // The resources the environments reference, made for this run.
    let mut stack = Stack {
        template,
        region: engines.region.clone(),
        made: HashMap::new(),
        secret: {
            use rand::Rng;
            rand::rng()
                .sample_iter(rand::distr::Alphanumeric)
                .take(64)
                .map(char::from)
                .collect()
        },
    };
    let referenced = stack
        .referenced(&functions)
        .unwrap_or_else(|e| panic!("an environment value this test cannot resolve: {e}"));
    for id in referenced {
        let value = engines
            .make(template, &id, &stack.secret)
            .await
            .unwrap_or_else(|e| panic!("{e}"));
        stack.made.insert(id, value);
    }

    let mut all = Vec::new();
    for f in &functions {
        let mut variables = Vec::new();
        for (var, value) in &f.variables {
            let value = stack.resolve(value).unwrap_or_else(|e| {
                panic!(
                    "{}: {var}: {e}. The template changed: teach this test \
                     (infra/lambda-start/tests/start.rs) to resolve it",
                    f.logical_id
                )
            });
            variables.push((var.clone(), value));
        }
        // The local engines stand in for the AWS endpoints.
        variables.push(("DYNAMODB_ENDPOINT".into(), engines.dynamodb.clone()));
        variables.push(("S3_ENDPOINT".into(), engines.s3.clone()));
        variables.push(("SNS_ENDPOINT".into(), engines.sns.clone()));
        variables.push(("SQS_ENDPOINT".into(), engines.moto.clone()));
        variables.push(("SECRETS_ENDPOINT".into(), engines.moto.clone()));
        // The key itself too, as the code read it before VERITY_SECRET_ARN
        // (the same value as the secret made in moto's Secrets Manager).
        if f.variables.contains_key("VERITY_SECRET_ARN") {
            variables.push(("VERITY_SECRET".into(), stack.secret.clone()));
        }
        if let Some(log) = log {
            variables.retain(|(var, _)| var != "VERITY_LOG");
            variables.push(("VERITY_LOG".into(), log.into()));
        }
        let (_, method, path, body, expected) = calls[f.binary.as_str()];
        let function_name = stack
            .resolve(&f.name)
            .unwrap_or_else(|e| panic!("{}: FunctionName: {e}", f.logical_id));
        let prepared = Prepared {
            binary: f.binary.clone(),
            launch: Launch {
                binary: binaries[&f.binary].clone(),
                function_name,
                handler: f.handler.clone(),
                memory_mb: f.memory_mb,
                timeout: Duration::from_secs(f.timeout_secs),
                region: engines.region.clone(),
                access_key_id: engines.access_key.clone(),
                secret_access_key: engines.secret_key.clone(),
                session_token: "verityLocalSession".into(),
                variables,
            },
            event: match f.route_key.as_str() {
                SNS_TRIGGER => sns_event(body),
                QUEUE_TRIGGER => sqs_event(body),
                route_key => http_api_event(route_key, method, path, body),
            },
            expected: *expected,
            sns: f.route_key == SNS_TRIGGER,
            queue: f.route_key == QUEUE_TRIGGER,
            secrets: secrets_of(body),
        };
        all.push(prepared);
    }
    all
}
