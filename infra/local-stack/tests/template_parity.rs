//! Local and deployed cannot drift: `template.yaml` is read here and held
//! against the code.
//!
//! - the function crates (`functions/*`), the local stack's `FUNCTIONS` (and
//!   the processor), the template's `AWS::Serverless::Function`s (by their
//!   `Binary`) and the Lambda start test's `CALLS` name the same set;
//! - every route a function's router serves (its OpenAPI paths) is reached
//!   by one of that function's `HttpApi` events;
//! - each function's IAM statements grant exactly what its `Needs` declares
//!   (table read or write, each bucket's access, the events topic, SMS, the
//!   key, the dead-letter queues) and no `*` resource but SMS's;
//! - the events subscription's filter is `verity_domain::processor::KINDS`;
//! - the CDN's Content-Security-Policy allows no less than the local stack's
//!   (`infra/local-stack/src/headers.rs`).
//!
//! CloudFormation's short tags (`!Ref`, `!Sub`, `!GetAtt`) arrive from
//! serde_yaml as tagged values; [`reference`] reads them.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use serde_yaml::Value as Yaml;
use verity_core::ports::{Access, Needs};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn template() -> Yaml {
    let path = repo().join("template.yaml");
    let text = std::fs::read_to_string(&path).expect("template.yaml is readable");
    serde_yaml::from_str(&text).expect("template.yaml is YAML")
}

fn resources(t: &Yaml) -> &serde_yaml::Mapping {
    t.get("Resources")
        .and_then(Yaml::as_mapping)
        .expect("template.yaml has Resources")
}

/// A template value as one string: a scalar as is, `!Ref X` → `X`,
/// `!GetAtt X.Y` → `X.Y`, `!Sub s` → `s` (its `${…}` left in place).
fn reference(value: &Yaml) -> String {
    match value {
        Yaml::String(s) => s.clone(),
        Yaml::Number(n) => n.to_string(),
        Yaml::Bool(b) => b.to_string(),
        Yaml::Tagged(t) => match &t.value {
            Yaml::Sequence(parts) => parts.iter().map(reference).collect::<Vec<_>>().join("."),
            inner => reference(inner),
        },
        Yaml::Mapping(m) if m.len() == 1 => {
            let (k, v) = m.iter().next().unwrap();
            match (k.as_str(), v) {
                (Some("Fn::GetAtt"), Yaml::Sequence(parts)) => {
                    parts.iter().map(reference).collect::<Vec<_>>().join(".")
                }
                _ => reference(v),
            }
        }
        other => serde_yaml::to_string(other).unwrap().trim().to_string(),
    }
}

/// One value or a list of them, as strings.
fn strings(value: Option<&Yaml>) -> Vec<String> {
    match value {
        None => Vec::new(),
        Some(Yaml::Sequence(items)) => items.iter().map(reference).collect(),
        Some(one) => vec![reference(one)],
    }
}

/// A template function: its logical id and properties, by binary.
struct TemplateFunction {
    id: String,
    props: Yaml,
}

fn template_functions(t: &Yaml) -> BTreeMap<String, TemplateFunction> {
    let mut out = BTreeMap::new();
    for (id, r) in resources(t) {
        if r.get("Type").and_then(Yaml::as_str) != Some("AWS::Serverless::Function") {
            continue;
        }
        let id = id.as_str().unwrap().to_string();
        let binary = r
            .get("Metadata")
            .and_then(|m| m.get("BuildProperties"))
            .and_then(|b| b.get("Binary"))
            .and_then(Yaml::as_str)
            .unwrap_or_else(|| panic!("{id}: no Metadata.BuildProperties.Binary"))
            .to_string();
        let props = r.get("Properties").cloned().unwrap_or(Yaml::Null);
        // What ships is the zip build-lambdas.sh makes of that very binary.
        let code = props.get("CodeUri").and_then(Yaml::as_str);
        let want = format!("infra/dist/lambda/{binary}.zip");
        assert_eq!(
            code,
            Some(want.as_str()),
            "{id}: CodeUri is not its binary's artifact"
        );
        out.insert(binary, TemplateFunction { id, props });
    }
    out
}

/// `workOrder` → `work-order`: a function's binary (and crate folder) from
/// its endpoint group's name.
fn binary_of(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_ascii_uppercase() {
            out.push('-');
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// Every function's Needs, by binary: the local stack's list and the processor.
fn needs_by_binary() -> BTreeMap<String, Needs> {
    let mut out: BTreeMap<String, Needs> = verity_local::FUNCTIONS
        .iter()
        .map(|f| (binary_of(f.name), f.needs))
        .collect();
    out.insert("processor".into(), fn_processor::NEEDS);
    out
}

fn differ(
    what: &str,
    a_name: &str,
    a: &BTreeSet<String>,
    b_name: &str,
    b: &BTreeSet<String>,
) -> Option<String> {
    if a == b {
        return None;
    }
    let only_a: Vec<_> = a.difference(b).cloned().collect();
    let only_b: Vec<_> = b.difference(a).cloned().collect();
    Some(format!(
        "{what}: only in {a_name}: {only_a:?}; only in {b_name}: {only_b:?}"
    ))
}

#[test]
fn crates_local_stack_template_and_start_test_name_the_same_functions() {
    let t = template();
    let crates: BTreeSet<String> = std::fs::read_dir(repo().join("functions"))
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.path().join("Cargo.toml").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    let local: BTreeSet<String> = needs_by_binary().into_keys().collect();
    let deployed: BTreeSet<String> = template_functions(&t).into_keys().collect();
    let started: BTreeSet<String> = verity_lambda_start::CALLS
        .iter()
        .map(|c| c.0.to_string())
        .collect();
    let problems: Vec<String> = [
        differ(
            "functions",
            "functions/*",
            &crates,
            "verity_local::FUNCTIONS + processor",
            &local,
        ),
        differ(
            "functions",
            "functions/*",
            &crates,
            "template.yaml (Binary)",
            &deployed,
        ),
        differ(
            "functions",
            "functions/*",
            &crates,
            "the start test's CALLS",
            &started,
        ),
    ]
    .into_iter()
    .flatten()
    .collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Whether a template route path (`/api/base/x/{proxy+}`, `{param}`) takes
/// an OpenAPI path (whose `{param}`s stand for any one segment).
fn route_takes(route: &str, path: &str) -> bool {
    let route: Vec<&str> = route.trim_start_matches('/').split('/').collect();
    let path: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    for (i, segment) in route.iter().enumerate() {
        if segment.starts_with('{') && segment.ends_with("+}") {
            return path.len() > i;
        }
        match path.get(i) {
            None => return false,
            Some(p) if segment.starts_with('{') || p.starts_with('{') || p == segment => {}
            Some(_) => return false,
        }
    }
    route.len() == path.len()
}

// The embedded ports start their queue's worker: a runtime is needed.
#[tokio::test]
async fn every_route_a_router_serves_is_reached_through_the_template_api() {
    let t = template();
    let functions = template_functions(&t);
    let dir = tempfile::tempdir().unwrap();
    let ports = verity_testkit::for_tests(dir.path());
    let mut problems = Vec::new();
    for function in verity_local::FUNCTIONS {
        let binary = binary_of(function.name);
        let Some(deployed) = functions.get(&binary) else {
            problems.push(format!("{}: not in template.yaml", function.name));
            continue;
        };
        let routes: Vec<(String, String)> = deployed
            .props
            .get("Events")
            .and_then(Yaml::as_mapping)
            .into_iter()
            .flatten()
            .filter(|(_, e)| e.get("Type").and_then(Yaml::as_str) == Some("HttpApi"))
            .filter_map(|(_, e)| e.get("Properties"))
            .map(|p| {
                let get = |k: &str| p.get(k).map(reference).unwrap_or_default();
                (get("Method").to_uppercase(), get("Path"))
            })
            .collect();
        let (_, doc) = function.parts(ports.clone());
        for (path, item) in &doc.paths.paths {
            let item = serde_json::to_value(item).unwrap();
            let methods: Vec<String> = item
                .as_object()
                .into_iter()
                .flatten()
                .map(|(m, _)| m.to_uppercase())
                .filter(|m| ["GET", "POST", "PUT", "PATCH", "DELETE"].contains(&m.as_str()))
                .collect();
            for method in methods {
                let reached = routes
                    .iter()
                    .any(|(m, route)| (m == "ANY" || *m == method) && route_takes(route, path));
                if !reached {
                    problems.push(format!(
                        "{method} {path} ({}) is served by the router but no HttpApi event of {} \
                         in template.yaml reaches it (its routes: {routes:?})",
                        function.name, deployed.id
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

// ---------------------------------------------------------------------------
// IAM

const TABLE_READ: &[&str] = &["dynamodb:GetItem", "dynamodb:Query"];
const TABLE_WRITE: &[&str] = &[
    "dynamodb:GetItem",
    "dynamodb:Query",
    "dynamodb:PutItem",
    "dynamodb:UpdateItem",
    "dynamodb:DeleteItem",
    "dynamodb:BatchWriteItem",
    "dynamodb:ConditionCheckItem",
];
/// What `Access::Read` of the table adds, only on the caller check's items:
/// the session check moves an idle deadline and removes an expired session;
/// an API key's check counts its rate, writes its last use and its hourly
/// audit entry.
const SESSION_UPKEEP: &[&str] = &[
    "dynamodb:UpdateItem",
    "dynamodb:DeleteItem",
    "dynamodb:PutItem",
];
/// The leading keys that upkeep may write.
const UPKEEP_KEYS: &[&str] = &[
    "SESSION#*",
    "APIKEY#*",
    "APIKEYS#*",
    "APIKEYRATE#*",
    "AUDIT#*",
];
const BUCKET_READ: &[&str] = &["s3:GetObject"];
const BUCKET_WRITE: &[&str] = &["s3:GetObject", "s3:PutObject", "s3:DeleteObject"];
const TABLE_RESOURCES: &[&str] = &["Table.Arn", "${Table.Arn}/index/*"];
const DEAD_LETTER_QUEUES: &[&str] = &["EventsDeadLetters.Arn", "ScheduleDeadLetters.Arn"];
const QUEUE_CONSUMER: &[&str] = &[
    "sqs:ReceiveMessage",
    "sqs:DeleteMessage",
    "sqs:ChangeMessageVisibility",
    "sqs:GetQueueAttributes",
];

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

/// What a function's statements grant, sorted by the Needs field it answers to.
#[derive(Default, Debug)]
struct Grants {
    table: BTreeSet<String>,
    session_upkeep: BTreeSet<String>,
    /// Bucket logical id → actions.
    buckets: BTreeMap<String, BTreeSet<String>>,
    events: bool,
    sms: bool,
    secret: bool,
    dead_letters: BTreeSet<String>,
    queue: BTreeSet<String>,
}

/// The functions an `AWS::Lambda::EventSourceMapping` feeds (`!Ref` ids).
fn queue_fed(t: &Yaml) -> BTreeSet<String> {
    resources(t)
        .values()
        .filter(|r| r.get("Type").and_then(Yaml::as_str) == Some("AWS::Lambda::EventSourceMapping"))
        .filter_map(|r| r.get("Properties")?.get("FunctionName").map(reference))
        .collect()
}

fn grants_of(id: &str, props: &Yaml, problems: &mut Vec<String>) -> Grants {
    let mut g = Grants::default();
    let policies = props
        .get("Policies")
        .and_then(Yaml::as_sequence)
        .cloned()
        .unwrap_or_default();
    for policy in &policies {
        let Some(statements) = policy.get("Statement").and_then(Yaml::as_sequence) else {
            problems.push(format!(
                "{id}: a policy that is not a plain Statement list ({}): SAM policy templates \
                 grant more than a Needs declares; write the statements",
                policy
                    .as_mapping()
                    .and_then(|m| m.keys().next())
                    .map(reference)
                    .unwrap_or_else(|| reference(policy))
            ));
            continue;
        };
        for s in statements {
            let sid = s
                .get("Sid")
                .map(reference)
                .unwrap_or_else(|| "(no Sid)".into());
            if s.get("Effect").and_then(Yaml::as_str) != Some("Allow") {
                problems.push(format!("{id} {sid}: only Allow statements are expected"));
                continue;
            }
            let actions = strings(s.get("Action"));
            let resources = strings(s.get("Resource"));
            let condition = s.get("Condition");
            let session_only = condition.is_some_and(|c| {
                let keys = c
                    .get("ForAllValues:StringLike")
                    .and_then(|k| k.get("dynamodb:LeadingKeys"));
                strings(keys)
                    == UPKEEP_KEYS
                        .iter()
                        .map(|k| k.to_string())
                        .collect::<Vec<_>>()
            });
            if condition.is_some() && !session_only {
                problems.push(format!("{id} {sid}: a condition this test does not know"));
            }
            for action in &actions {
                for resource in &resources {
                    let bucket = ["UploadsBucket", "ReportsBucket"]
                        .into_iter()
                        .find(|b| resource.starts_with(&format!("${{{b}.Arn}}/")));
                    match (action.as_str(), resource.as_str(), bucket) {
                        (a, r, _) if a.starts_with("dynamodb:") && TABLE_RESOURCES.contains(&r) => {
                            if session_only {
                                g.session_upkeep.insert(a.into());
                            } else {
                                g.table.insert(a.into());
                            }
                        }
                        (a, _, Some(b)) if a.starts_with("s3:") => {
                            g.buckets.entry(b.into()).or_default().insert(a.into());
                        }
                        ("sns:Publish", "EventsTopic", _) => g.events = true,
                        ("sns:Publish", "*", _) => g.sms = true,
                        ("secretsmanager:GetSecretValue", "AppSecret", _) => g.secret = true,
                        ("sqs:GetQueueAttributes", r, _) if DEAD_LETTER_QUEUES.contains(&r) => {
                            g.dead_letters.insert(r.into());
                        }
                        (a, "EventsQueue.Arn", _) if QUEUE_CONSUMER.contains(&a) => {
                            g.queue.insert(a.into());
                        }
                        (a, "*", _) => problems.push(format!(
                            "{id} {sid}: {a} on \"*\": only sns:Publish to phone numbers (SMS) \
                             may name no resource"
                        )),
                        (a, r, _) => problems.push(format!(
                            "{id} {sid}: {a} on {r} is not something a Needs declares"
                        )),
                    }
                }
            }
        }
    }
    g
}

fn compare(
    id: &str,
    what: &str,
    granted: &BTreeSet<String>,
    expected: &BTreeSet<String>,
    problems: &mut Vec<String>,
) {
    if granted != expected {
        problems.push(format!(
            "{id}: {what}: the template grants {granted:?}, its Needs ask for {expected:?}"
        ));
    }
}

fn expected_table(access: Access) -> (BTreeSet<String>, BTreeSet<String>) {
    match access {
        Access::None => (BTreeSet::new(), BTreeSet::new()),
        Access::Read => (set(TABLE_READ), set(SESSION_UPKEEP)),
        Access::Write => (set(TABLE_WRITE), BTreeSet::new()),
    }
}

fn expected_bucket(access: Access) -> BTreeSet<String> {
    match access {
        Access::None => BTreeSet::new(),
        Access::Read => set(BUCKET_READ),
        Access::Write => set(BUCKET_WRITE),
    }
}

fn env_var(props: &Yaml, name: &str) -> Option<String> {
    props
        .get("Environment")?
        .get("Variables")?
        .get(name)
        .map(reference)
}

#[test]
fn each_function_role_grants_exactly_what_its_needs_declare() {
    let t = template();
    let functions = template_functions(&t);
    let needs = needs_by_binary();
    let fed = queue_fed(&t);
    let globals = t
        .get("Globals")
        .and_then(|g| g.get("Function"))
        .cloned()
        .unwrap_or(Yaml::Null);
    let mut problems = Vec::new();
    if env_var(&globals, "VERITY_SECRET").is_some() {
        problems.push(
            "Globals: VERITY_SECRET puts the key in every function's environment; \
                       give VERITY_SECRET_ARN to the functions whose Needs have `secret`"
                .into(),
        );
    }
    for (binary, f) in &functions {
        let Some(n) = needs.get(binary) else {
            problems.push(format!(
                "{}: binary {binary} has no Needs in the code",
                f.id
            ));
            continue;
        };
        let id = f.id.as_str();
        let g = grants_of(id, &f.props, &mut problems);
        let (table, upkeep) = expected_table(n.table);
        compare(id, "table actions", &g.table, &table, &mut problems);
        compare(
            id,
            "caller-check upkeep (its keys only)",
            &g.session_upkeep,
            &upkeep,
            &mut problems,
        );
        for (bucket, access) in [("UploadsBucket", n.uploads), ("ReportsBucket", n.reports)] {
            let granted = g.buckets.get(bucket).cloned().unwrap_or_default();
            compare(
                id,
                &format!("{bucket} actions"),
                &granted,
                &expected_bucket(access),
                &mut problems,
            );
        }
        let flag = |what: &str, granted: bool, declared: bool, problems: &mut Vec<String>| {
            if granted != declared {
                problems.push(format!(
                    "{id}: {what}: the template {} it, its Needs {}",
                    if granted { "grants" } else { "does not grant" },
                    if declared { "declare it" } else { "do not" }
                ));
            }
        };
        flag(
            "sns:Publish on EventsTopic (events)",
            g.events,
            n.events,
            &mut problems,
        );
        flag(
            "sns:Publish to phone numbers (sms)",
            g.sms,
            n.sms,
            &mut problems,
        );
        flag(
            "secretsmanager:GetSecretValue on AppSecret (secret)",
            g.secret,
            n.secret,
            &mut problems,
        );
        flag(
            "env VERITY_SECRET_ARN = !Ref AppSecret (secret)",
            env_var(&f.props, "VERITY_SECRET_ARN").as_deref() == Some("AppSecret"),
            n.secret,
            &mut problems,
        );
        let dlq = if n.dead_letters {
            set(DEAD_LETTER_QUEUES)
        } else {
            BTreeSet::new()
        };
        compare(
            id,
            "sqs:GetQueueAttributes on the dead-letter queues",
            &g.dead_letters,
            &dlq,
            &mut problems,
        );
        flag(
            "env VERITY_DEAD_LETTER_QUEUE_URLS (dead_letters)",
            env_var(&f.props, "VERITY_DEAD_LETTER_QUEUE_URLS").as_deref()
                == Some("${EventsDeadLetters},${ScheduleDeadLetters}"),
            n.dead_letters,
            &mut problems,
        );
        let consumer = if fed.contains(id) {
            set(QUEUE_CONSUMER)
        } else {
            BTreeSet::new()
        };
        compare(
            id,
            "consuming EventsQueue (its event source mapping)",
            &g.queue,
            &consumer,
            &mut problems,
        );
    }
    assert!(
        problems.is_empty(),
        "template.yaml and the Needs differ:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_events_subscription_filters_on_exactly_the_kinds_the_processor_handles() {
    let t = template();
    let subscription = resources(&t)
        .get("EventsSubscription")
        .and_then(|r| r.get("Properties"))
        .expect("template.yaml has EventsSubscription");
    assert_eq!(
        subscription
            .get("RawMessageDelivery")
            .and_then(Yaml::as_bool),
        Some(false),
        "EventsSubscription must deliver SNS envelopes (the processor reads the kind from them)"
    );
    let filtered: BTreeSet<String> =
        strings(subscription.get("FilterPolicy").and_then(|f| f.get("kind")))
            .into_iter()
            .collect();
    let kinds: BTreeSet<String> = verity_domain::processor::KINDS
        .iter()
        .map(|k| k.to_string())
        .collect();
    if let Some(d) = differ(
        "event kinds",
        "EventsSubscription's FilterPolicy",
        &filtered,
        "verity_domain::processor::KINDS",
        &kinds,
    ) {
        panic!("{d}");
    }
}

/// The local stack's CSP, read from its source (the constant is private to
/// the binary's crate module `headers`).
fn local_csp() -> String {
    let source = std::fs::read_to_string(repo().join("infra/local-stack/src/headers.rs")).unwrap();
    let start = source
        .find("pub const CONTENT_SECURITY_POLICY: &str = \"")
        .expect("headers.rs declares CONTENT_SECURITY_POLICY");
    let rest = &source[start..];
    let literal = &rest[rest.find('"').unwrap() + 1..];
    let literal = &literal[..literal.find("\";").unwrap()];
    // `\` at a line's end continues the string without the next line's indent.
    literal
        .split("\\\n")
        .map(str::trim_start)
        .collect::<String>()
}

fn directives(csp: &str) -> BTreeMap<String, BTreeSet<String>> {
    csp.split(';')
        .map(str::trim)
        .filter(|d| !d.is_empty())
        .map(|d| {
            let mut words = d.split_whitespace();
            let name = words.next().unwrap().to_string();
            (name, words.map(str::to_string).collect())
        })
        .collect()
}

#[test]
fn the_cdn_sends_at_least_the_local_stacks_content_security_policy() {
    let t = template();
    let cdn_csp = resources(&t)
        .get("SecurityHeaders")
        .and_then(|r| r.get("Properties"))
        .and_then(|p| p.get("ResponseHeadersPolicyConfig"))
        .and_then(|c| c.get("SecurityHeadersConfig"))
        .and_then(|s| s.get("ContentSecurityPolicy"))
        .and_then(|c| c.get("ContentSecurityPolicy"))
        .map(reference)
        .expect("SecurityHeaders sets a ContentSecurityPolicy");
    let local = directives(&local_csp());
    let cdn = directives(&cdn_csp);
    assert!(
        local.len() >= 5,
        "read too little of the local CSP: {local:?}"
    );
    let mut problems = Vec::new();
    for (name, sources) in &local {
        match cdn.get(name) {
            None => problems.push(format!("the CDN's CSP has no {name} (local: {sources:?})")),
            Some(deployed) => {
                let missing: Vec<_> = sources.difference(deployed).collect();
                if !missing.is_empty() {
                    problems.push(format!(
                        "the CDN's {name} lacks {missing:?} (it has {deployed:?})"
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
