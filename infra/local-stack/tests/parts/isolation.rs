//! The isolation matrix, generated from the OpenAPI document of every
//! function at once (issue 26, point 1).
//!
//! 1. Each operation is called with a minimal valid request built from its
//!    request schema, without a session, by a visitor, by each member role of
//!    enterprise A and by a platform operator; the answer is held against the
//!    operation's `x-callers` (-5 without a session unless public, -6 for a
//!    caller outside them, neither for a caller inside unless its `x-codes`
//!    list it) and its `x-codes` (an undeclared code fails). What A's members
//!    and visitors are answered is searched for B's ids and names.
//! 2. Each id field (the rule: [`id_field`]) of each operation a session
//!    calls is filled with B's thing of that kind, one field at a time, the
//!    request's other ids A's own, and sent by an owner of A, then by an
//!    owner of A and B whose session is A's: it must refuse (on that field,
//!    never on another one) or answer nothing of B.
//! 3. Each public route taking a link (`s`, `j`) and the token its phone
//!    check gave is called with B's link and A's token: nothing of B.
//!
//! A new operation is in the matrix by itself; a new id field without a
//! fixture ([`Fixture::value`]) fails it.

use std::collections::{BTreeMap, BTreeSet};

use axum::body::Body;
use http::Request;
use serde_json::{json, Map, Value};
use verity_domain::enterprise;
use verity_domain::files::{self, Purpose};
use verity_domain::identity::codes::Scene;
use verity_domain::identity::{accounts, Right, Role};
use verity_http::answers::Declared;
use verity_testkit::{Member, TestApp, PNG};

/// One operation of the document.
struct Op {
    path: String,
    method: String,
    callers: String,
    /// The codes its 200 answer lists (`x-codes`).
    codes: Vec<i64>,
    /// Its JSON or multipart body's schema, or its query parameters as an
    /// object schema (GET).
    schema: Option<Value>,
    multipart: bool,
    /// Whether it takes a bearer token (`security`): for a public route, the
    /// token of a link's check.
    bearer: bool,
}

impl Op {
    fn name(&self) -> String {
        format!("{} {}", self.method.to_uppercase(), self.path)
    }
}

fn operations(doc: &Value) -> Vec<Op> {
    let mut ops = Vec::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for (method, op) in item.as_object().expect("an item") {
            let content = &op["requestBody"]["content"];
            let (schema, multipart) = if let Some(json) = content.get("application/json") {
                (Some(json["schema"].clone()), false)
            } else if let Some(form) = content.get("multipart/form-data") {
                (Some(form["schema"].clone()), true)
            } else if let Some(params) = op["parameters"].as_array() {
                let mut properties = Map::new();
                let mut required = Vec::new();
                for p in params {
                    let name = p["name"].as_str().expect("a name").to_string();
                    properties.insert(name.clone(), p["schema"].clone());
                    if p["required"] == true {
                        required.push(Value::String(name));
                    }
                }
                (
                    Some(json!({"type": "object", "properties": properties, "required": required})),
                    false,
                )
            } else {
                (None, false)
            };
            ops.push(Op {
                path: path.clone(),
                method: method.clone(),
                callers: op["x-callers"].as_str().unwrap_or_default().to_string(),
                codes: op["responses"]["200"]["x-codes"]
                    .as_array()
                    .map(|c| c.iter().filter_map(Value::as_i64).collect())
                    .unwrap_or_default(),
                schema,
                multipart,
                bearer: op["security"].is_array(),
            });
        }
    }
    ops
}

/// The schema behind `$ref`s, with `allOf` merged and a nullable `oneOf`/
/// `anyOf` reduced to its other member.
fn resolve(doc: &Value, schema: &Value) -> Value {
    if let Some(r) = schema["$ref"].as_str() {
        let name = r.rsplit('/').next().expect("a ref");
        return resolve(doc, &doc["components"]["schemas"][name]);
    }
    if let Some(all) = schema["allOf"].as_array() {
        let mut merged = json!({"type": "object", "properties": {}, "required": []});
        for part in all {
            let part = resolve(doc, part);
            for (k, v) in part["properties"].as_object().into_iter().flatten() {
                merged["properties"][k] = v.clone();
            }
            for r in part["required"].as_array().into_iter().flatten() {
                merged["required"].as_array_mut().unwrap().push(r.clone());
            }
        }
        return merged;
    }
    for key in ["oneOf", "anyOf"] {
        if let Some(options) = schema[key].as_array() {
            let pick = options
                .iter()
                .find(|o| o["type"] != "null")
                .unwrap_or(&options[0]);
            return resolve(doc, pick);
        }
    }
    schema.clone()
}

/// The object schema's properties (resolved) and its required names.
fn properties(doc: &Value, schema: &Value) -> (Vec<(String, Value)>, BTreeSet<String>) {
    let schema = resolve(doc, schema);
    let props = schema["properties"]
        .as_object()
        .into_iter()
        .flatten()
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    let required = schema["required"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|r| r.as_str().map(str::to_string))
        .collect();
    (props, required)
}

/// A valid 18-character ID number.
fn id_number() -> String {
    verity_testkit::with_check_char("11010119900307851")
}

/// A valid unified social credit code.
const CREDIT_CODE: &str = "91350100M000100Y43";

/// Values a field of this name must have to pass its validation (phones, ID
/// numbers, codes…), where its type alone does not say.
fn by_name(name: &str) -> Option<Value> {
    Some(match name {
        "phone" | "newPhone" | "contactPhone" => json!("13912345678"),
        "idNumber" => json!(id_number()),
        "code" | "newCode" | "oldCode" => json!("123456"),
        "password" => json!("Passw0rd!2026"),
        "creditCode" | "taxNumber" => json!(CREDIT_CODE),
        "method" => json!("transfer"),
        "regionCode" => json!("440305"),
        "parentCode" => json!("440000"),
        "email" => json!("hr@example.com"),
        "ts" => json!(verity_testkit::T0),
        "idempotencyKey" => json!("isolation-matrix-key-0001"),
        "expiresInHours" => json!(24),
        // Verdicts and sheet formats are strings the document describes in
        // words only.
        "decision" => json!("approve"),
        "format" => json!("csv"),
        "amountFen" | "thresholdFen" => json!(100),
        "size" => json!(100),
        "fileName" => json!("sheet.csv"),
        "contentType" => json!("text/csv"),
        "signaturePng" => json!(format!("data:image/png;base64,{}", base64_png())),
        _ => return None,
    })
}

fn base64_png() -> String {
    const TABLE: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in PNG.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(TABLE[((n >> (18 - 6 * i)) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// A minimal valid value of `schema` for a field named `name`.
fn sample(doc: &Value, name: &str, schema: &Value, depth: usize) -> Value {
    let s = resolve(doc, schema);
    if let Some(first) = s["enum"]
        .as_array()
        .and_then(|e| e.iter().find(|v| !v.is_null()))
    {
        return first.clone();
    }
    if let Some(v) = by_name(name) {
        return v;
    }
    let kind = match &s["type"] {
        Value::String(t) => t.clone(),
        Value::Array(ts) => ts
            .iter()
            .filter_map(Value::as_str)
            .find(|t| *t != "null")
            .unwrap_or("null")
            .to_string(),
        _ if s.get("properties").is_some() => "object".into(),
        _ => "string".into(),
    };
    match kind.as_str() {
        "integer" | "number" => {
            let min = s["minimum"].as_i64().unwrap_or(1).max(1);
            json!(min)
        }
        "boolean" => json!(false),
        "array" => {
            let min = s["minItems"].as_u64().unwrap_or(0);
            if min == 0 || depth > 4 {
                json!([])
            } else {
                json!([sample(doc, name, &s["items"], depth + 1)])
            }
        }
        "object" => {
            let (props, required) = properties(doc, &s);
            let mut out = Map::new();
            if depth <= 4 {
                for (k, v) in props {
                    if required.contains(&k) {
                        out.insert(k.clone(), sample(doc, &k, &v, depth + 1));
                    }
                }
            }
            Value::Object(out)
        }
        "null" => Value::Null,
        _ => match s["format"].as_str() {
            Some("date") => json!("2026-01-01"),
            Some("date-time") => json!("2026-01-01T00:00:00Z"),
            Some("int64") | Some("int32") => json!("1"),
            _ => json!("sample1"),
        },
    }
}

/// Whether a request field names something an enterprise owns. The rule: a name ending in `Id`, `Ids`, `Key` or
/// `Keys` (ids, file keys, idempotency keys); `ids` (notices), `key` (a
/// file), `attachments` (file keys), `cursor` (a list's position), and the
/// link codes `s` (a share link) and `j` (a position's apply link). Anything
/// else (row numbers scoped by their `batchId`, SMS codes, QR tickets) is not
/// an id. A field the rule takes and [`Fixture::value`] lacks fails the
/// matrix. `s` and `j` are taken only by public routes, where the link is
/// the caller's credential by design; they have fixtures all the same.
fn id_field(name: &str) -> bool {
    ["Id", "Ids", "Key", "Keys"]
        .iter()
        .any(|s| name.ends_with(s))
        || matches!(name, "ids" | "key" | "attachments" | "cursor" | "s" | "j")
}

/// An enterprise's things, one of each kind a request can name: kind → value.
#[derive(Default)]
struct Fixture {
    values: BTreeMap<&'static str, Value>,
    /// Its cursors by the list operation that gave them.
    cursors: BTreeMap<String, String>,
    /// Strings only its data holds: its ids, its names.
    marks: BTreeSet<String>,
    /// The credential a public route takes with a link field (`s`, `j`):
    /// the token its link's phone check gave.
    tokens: BTreeMap<&'static str, String>,
}

impl Fixture {
    fn put(&mut self, kind: &'static str, value: Value) {
        let filled = |v: &Value| v.as_str().is_some_and(|s| !s.is_empty());
        assert!(
            filled(&value)
                || value
                    .as_array()
                    .is_some_and(|a| !a.is_empty() && a.iter().all(filled)),
            "the fixture's {kind} is {value}"
        );
        let mut mark = |v: &Value| {
            if let Some(s) = v.as_str() {
                if s.len() >= 6 {
                    self.marks.insert(s.to_string());
                }
            }
        };
        match &value {
            Value::Array(items) => items.iter().for_each(&mut mark),
            v => mark(v),
        }
        self.values.insert(kind, value);
    }

    /// Its value for the field `name` of `op`, or `None` when no fixture
    /// covers it.
    fn value(&self, op: &Op, name: &str) -> Option<Value> {
        let kind = match name {
            "orderId" => "order",
            "batchId" => "batch",
            "packageId" => "package",
            "jobId" => "job",
            "registrationId" => "registration",
            "workOrderId" => "workOrder",
            "keyId" => "apiKey",
            "endpointId" => "endpoint",
            "deliveryId" => "delivery",
            "rechargeId" => "recharge",
            "invoiceId" => "invoice",
            "invitationId" => "invitation",
            "userId" => "member",
            "enterpriseId" => "enterprise",
            "shareId" => "share",
            "s" => "shareLink",
            "j" => "jobLink",
            "ids" => "notices",
            // The key B used on this very route.
            "idempotencyKey" if op.path.ends_with("batch/submit") => "batchKey",
            "idempotencyKey" if op.path.ends_with("finance/recharge") => "rechargeKey",
            "idempotencyKey" => "orderKey",
            "consentFileKey" => "consentFile",
            "licenseFileKey" => "licenseFile",
            "logoFileKey" => "logoFile",
            "voucherFileKey" => "voucherFile",
            "attachments" => "attachments",
            "fileKey" | "key" => "batchFile",
            "cursor" => {
                let cursor = self
                    .cursors
                    .get(&op.path)
                    .or_else(|| self.cursors.values().next())?;
                return Some(json!(cursor));
            }
            _ => return None,
        };
        self.values.get(kind).cloned()
    }

    /// Its marks found in `data`.
    fn leaks(&self, data: &Value) -> Vec<String> {
        let text = data.to_string();
        self.marks
            .iter()
            .filter(|m| text.contains(m.as_str()))
            .cloned()
            .collect()
    }
}

/// The first value of a field `name` anywhere in `data`.
fn first_named(data: &Value, name: &str) -> Value {
    match data {
        Value::Object(map) => map
            .get(name)
            .filter(|v| !v.is_null())
            .cloned()
            .or_else(|| {
                map.values()
                    .map(|v| first_named(v, name))
                    .find(|v| !v.is_null())
            })
            .unwrap_or(Value::Null),
        Value::Array(items) => items
            .iter()
            .map(|v| first_named(v, name))
            .find(|v| !v.is_null())
            .unwrap_or(Value::Null),
        _ => Value::Null,
    }
}

/// What one call answered.
struct Got {
    code: i64,
    data: Value,
    /// The code its route does not declare.
    undeclared: bool,
}

async fn call(app: &TestApp, op: &Op, body: &Value, token: Option<&str>) -> Got {
    let mut builder = Request::builder().method(op.method.to_uppercase().as_str());
    if let Some(t) = token {
        builder = builder.header("authorization", format!("Bearer {t}"));
    }
    builder = builder.header("accept-language", "en-US");
    let request = if op.method == "get" {
        let query: Vec<String> = body
            .as_object()
            .into_iter()
            .flatten()
            .map(|(k, v)| {
                let v = v.as_str().map_or_else(|| v.to_string(), str::to_string);
                format!("{k}={v}")
            })
            .collect();
        let uri = if query.is_empty() {
            op.path.clone()
        } else {
            format!("{}?{}", op.path, query.join("&"))
        };
        builder.uri(uri).body(Body::empty()).unwrap()
    } else if op.multipart {
        let boundary = "isolationmatrixboundary";
        let mut form = Vec::new();
        for (k, v) in body.as_object().into_iter().flatten() {
            form.extend_from_slice(format!("--{boundary}\r\n").as_bytes());
            if k == "file" {
                form.extend_from_slice(
                    b"content-disposition: form-data; name=\"file\"; filename=\"a.png\"\r\ncontent-type: image/png\r\n\r\n",
                );
                form.extend_from_slice(PNG);
            } else {
                let v = v.as_str().map_or_else(|| v.to_string(), str::to_string);
                form.extend_from_slice(
                    format!("content-disposition: form-data; name=\"{k}\"\r\n\r\n{v}").as_bytes(),
                );
            }
            form.extend_from_slice(b"\r\n");
        }
        form.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
        builder
            .uri(&op.path)
            .header(
                "content-type",
                format!("multipart/form-data; boundary={boundary}"),
            )
            .body(Body::from(form))
            .unwrap()
    } else {
        builder
            .uri(&op.path)
            .header("content-type", "application/json")
            .body(Body::from(body.to_string()))
            .unwrap()
    };
    let response = tower::ServiceExt::oneshot(app.router.clone(), request)
        .await
        .expect("routers are infallible");
    let declared = response.extensions().get::<Declared>().copied();
    let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .expect("a body");
    app.ports.events.drained().await;
    let body: Value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
    let code = body["code"].as_i64().unwrap_or(i64::MIN);
    Got {
        code,
        undeclared: declared.is_some_and(|d| !d.allows(code)),
        data: body["data"].clone(),
    }
}

/// The minimal request of `op`: its required fields.
fn request(doc: &Value, op: &Op) -> Value {
    match &op.schema {
        Some(schema) => {
            let mut body = sample(doc, "", schema, 0);
            // `all` stands for the list of ids it may replace (rows,
            // notices): a request names one or the other.
            let (props, _) = properties(doc, schema);
            if props.iter().any(|(k, _)| k == "all") {
                body["all"] = json!(true);
            }
            if op.multipart {
                // The upload routes' text fields, as the form carries them.
                let (props, _) = properties(doc, schema);
                for (k, v) in props {
                    body[k.as_str()] = sample(doc, &k, &v, 1);
                }
                body["file"] = json!("");
                if op.path.ends_with("file/upload") {
                    body["purpose"] = json!("attachment");
                }
            }
            body
        }
        None => json!({}),
    }
}

/// The kind of caller a call is made as.
#[derive(Clone, Copy, Debug)]
enum Caller {
    Nobody,
    Visitor,
    Member(Role),
    Operator,
}

/// Whether `caller` is among the operation's declared callers.
fn admitted(callers: &str, caller: Caller) -> bool {
    match (callers, caller) {
        ("public", _) => true,
        (_, Caller::Nobody) => false,
        ("signedIn", _) => true,
        ("members", Caller::Member(_)) => true,
        ("operators", Caller::Operator) => true,
        (right, Caller::Member(role)) if right.starts_with("right:") => {
            let name = &right["right:".len()..];
            let right = Right::ALL
                .into_iter()
                .find(|r| r.name() == name)
                .unwrap_or_else(|| panic!("x-callers names an unknown right {name}"));
            role.has(right)
        }
        _ => false,
    }
}

const SESSION_INVALID: i64 = -5;
const NO_PERMISSION: i64 = -6;

/// A fresh session of `caller` (a caller's own action, logging out say,
/// never reaches the next call's).
async fn session(app: &TestApp, a: &str, caller: Caller) -> Option<String> {
    match caller {
        Caller::Nobody => None,
        Caller::Visitor => {
            let user = app.account("Visitor").await;
            Some(app.sign_in(&user.user_id).await)
        }
        Caller::Member(role) => Some(app.member_of(a, role).await.token),
        Caller::Operator => Some(app.platform_operator("Ops").await.token),
    }
}

/// Which enterprise a fixture makes: the character its names carry, the
/// first digits of its phones, the letter of its keys.
#[derive(Clone, Copy)]
struct Side {
    t: &'static str,
    phones: &'static str,
    k: &'static str,
}

const A: Side = Side {
    t: "甲",
    phones: "1398766",
    k: "a",
};
const B: Side = Side {
    t: "乙",
    phones: "1398765",
    k: "b",
};

/// A certified enterprise with one of each thing a request can name.
async fn enterprise_with_things(
    app: &TestApp,
    doc: &Value,
    ops: &[Op],
    side: Side,
) -> (Member, Fixture) {
    let Side { t, phones, k } = side;
    let phone = |n: u32| format!("{phones}{n:04}");
    let mut f = Fixture::default();
    let user = app.account(&format!("{t}方负责人")).await;
    let id = enterprise::create_enterprise(&app.ports, &user, &format!("{t}方隔离检验有限公司"))
        .await
        .unwrap();
    let owner = Member {
        token: app.sign_in(&user.user_id).await,
        user_id: user.user_id.clone(),
        enterprise_id: id.clone(),
        phone: user.phone.clone(),
    };
    app.certify(&id).await;
    let (package_id, _) = app.package(&owner, &[("identity", 1), ("court", 1)]).await;
    app.credit(&id, 10_000_000).await;
    f.put("enterprise", json!(id));
    f.put("package", json!(package_id));
    f.marks.insert(format!("{t}方隔离检验有限公司"));
    f.marks.insert(format!("{t}方负责人"));

    let ok = |what: &str, got: &Got| {
        assert_eq!(got.code, 0, "{t}'s {what}: {}", got.data);
        got.data.clone()
    };
    let op = |path: &str| {
        ops.iter()
            .find(|o| o.path == format!("/api/base/{path}"))
            .unwrap_or_else(|| panic!("{path} is not in the document"))
    };
    let as_owner = |path: &'static str, body: Value| {
        let token = owner.token.clone();
        async move { call(app, op(path), &body, Some(&token)).await }
    };
    let stored = |purpose: Purpose, name: &'static str, kind: &'static str, bytes: Vec<u8>| {
        let owner = owner.clone();
        async move {
            files::store(
                &app.ports,
                &files::enterprise_owner(&owner.enterprise_id),
                &owner.user_id,
                purpose,
                name,
                kind,
                bytes::Bytes::from(bytes),
            )
            .await
            .unwrap()
            .key
        }
    };

    // Two orders (a list of one a page has a cursor), the first run to its
    // report, with a share link.
    let mut orders = Vec::new();
    for n in 1..=2u32 {
        let consent = app.consent_file(&owner).await;
        let key = format!("isolation-{k}-order-{n:04}");
        let order = ok(
            "order",
            &as_owner(
                "order/create",
                json!({
                    "packageId": f.values["package"],
                    "candidate": {"name": format!("{t}候选人{n}"), "phone": phone(n * 10),
                        "idNumber": verity_testkit::with_check_char(&format!("1101011990030785{n}"))},
                    "authMode": "offline",
                    "consentFileKey": consent,
                    "idempotencyKey": key,
                    "confirmDuplicate": true,
                }),
            )
            .await,
        );
        f.marks.insert(format!("{t}候选人{n}"));
        f.marks.insert(phone(n * 10));
        orders.push((order["orderId"].clone(), consent, key));
    }
    let (order, consent, key) = orders.swap_remove(0);
    f.put("order", order);
    f.put("consentFile", json!(consent));
    f.put("orderKey", json!(key));
    f.put("otherOrder", orders[0].0.clone());
    let share = ok(
        "share link",
        &as_owner(
            "report/share",
            json!({"orderId": f.values["order"], "phone": phone(2), "expiresInHours": 24}),
        )
        .await,
    );
    f.put("share", share["shareId"].clone());
    let link = share["url"].as_str().unwrap_or_default();
    let s = link
        .split(['?', '&'])
        .find_map(|p| p.strip_prefix("s="))
        .map(str::to_string)
        .or_else(|| share["s"].as_str().map(str::to_string))
        .expect("the share link's code");
    f.put("shareLink", json!(s));
    f.tokens.insert("s", app.share_token(&s, &phone(2)).await);

    // A batch of two rows.
    let sheet = format!("说明：请从第 3 行开始填写\n姓名*,手机号*,身份证号*\n{t}批量一,{phones}0003,{}\n{t}批量二,{phones}0004,{}\n",
        verity_testkit::with_check_char("11010119900307852"),
        verity_testkit::with_check_char("11010119900307853"),
    );
    let key = stored(
        Purpose::Batch,
        "b.csv",
        "text/csv",
        sheet.as_bytes().to_vec(),
    )
    .await;
    let batch = ok(
        "batch",
        &as_owner(
            "batch/create",
            json!({"packageId": f.values["package"], "fileKey": key}),
        )
        .await,
    );
    f.put("batch", batch["batchId"].clone());
    f.put("batchFile", json!(key));
    // B submits its batch (its key is used); A's stays a draft, so that
    // A's own submit is a valid request.
    let batch_key = format!("isolation-{k}-batch-0001");
    if k == "b" {
        ok(
            "batch submitted",
            &as_owner(
                "batch/submit",
                json!({"batchId": f.values["batch"], "idempotencyKey": batch_key}),
            )
            .await,
        );
    }
    f.put("batchKey", json!(batch_key));

    // A position and a registration to it.
    let job = ok(
        "position",
        &as_owner(
            "job/create",
            json!({"title": format!("{t}仓库主管"), "regionCode": "440305", "fields": []}),
        )
        .await,
    );
    f.put("job", job["jobId"].clone());
    f.put("jobLink", job["code"].clone());
    let applicant = phone(5);
    let code = app.code(&applicant, Scene::JobApply).await;
    let verified = call(
        app,
        op("job/apply/verify"),
        &json!({"j": job["code"], "phone": applicant, "code": code}),
        None,
    )
    .await;
    let applicant_token = ok("applicant", &verified)["applicantToken"]
        .as_str()
        .unwrap()
        .to_string();
    let info = ok(
        "apply info",
        &call(app, op("job/apply/info"), &json!({"j": job["code"]}), None).await,
    );
    let applied = ok(
        "registration",
        &call(
            app,
            op("job/apply/submit"),
            &json!({"j": job["code"], "name": format!("{t}应聘者"), "idNumber": id_number(),
                "consentVersion": info["consent"]["version"]}),
            Some(&applicant_token),
        )
        .await,
    );
    f.put("registration", applied["registrationId"].clone());
    f.tokens.insert("j", applicant_token);
    f.marks.insert(format!("{t}应聘者"));

    // Two tickets, the first with an attachment.
    let attachment = stored(Purpose::Attachment, "a.png", "image/png", PNG.to_vec()).await;
    for n in 1..=2u32 {
        let attached = if n == 1 {
            json!([attachment])
        } else {
            json!([])
        };
        let ticket = ok(
            "work order",
            &as_owner(
                "workOrder/create",
                json!({"type": "other", "subject": format!("{t}工单主题{n}"),
                    "description": format!("{t}工单描述"), "attachments": attached}),
            )
            .await,
        );
        f.marks.insert(format!("{t}工单主题{n}"));
        if n == 1 {
            f.put("workOrder", ticket["workOrderId"].clone());
        } else {
            f.put("otherWorkOrder", ticket["workOrderId"].clone());
        }
    }
    f.put("attachments", json!([attachment]));

    // An API key (its id; the key itself is never sent back).
    let key = ok(
        "API key",
        &as_owner(
            "apiKey/create",
            json!({"name": format!("{t}集成密钥"), "role": "viewer"}),
        )
        .await,
    );
    f.put("apiKey", key["keyId"].clone());

    // A transfer to confirm, an invoice requested.
    let voucher = stored(Purpose::Voucher, "v.png", "image/png", PNG.to_vec()).await;
    let recharge = ok(
        "recharge",
        &as_owner(
            "finance/recharge",
            json!({"amountFen": 5000, "method": "transfer", "voucherFileKey": voucher,
                "idempotencyKey": format!("isolation-{k}-recharge-0001")}),
        )
        .await,
    );
    f.put("recharge", recharge["rechargeId"].clone());
    f.put("rechargeKey", json!(format!("isolation-{k}-recharge-0001")));
    // An unused voucher: only its owner may back a recharge with it.
    f.put(
        "voucherFile",
        json!(stored(Purpose::Voucher, "w.png", "image/png", PNG.to_vec()).await),
    );
    let invoice = ok(
        "invoice",
        &as_owner(
            "finance/invoice/apply",
            json!({"title": format!("{t}方发票抬头"), "taxNumber": CREDIT_CODE, "amountFen": 100}),
        )
        .await,
    );
    f.put("invoice", invoice["invoiceId"].clone());

    // Files of the profile, a member, an invitation, notices.
    f.put(
        "licenseFile",
        json!(stored(Purpose::License, "l.png", "image/png", PNG.to_vec()).await),
    );
    f.put(
        "logoFile",
        json!(stored(Purpose::Logo, "o.png", "image/png", PNG.to_vec()).await),
    );
    let member = app.member_of(&id, Role::Viewer).await;
    f.put("member", json!(member.user_id));
    ok(
        "invitation",
        &as_owner(
            "enterprise/member/invite",
            json!({"phone": phone(6), "role": "viewer"}),
        )
        .await,
    );
    let listed = ok(
        "members",
        &as_owner("enterprise/member/list", json!({})).await,
    );
    f.put("invitation", first_named(&listed, "invitationId"));
    let notices = ok("notices", &as_owner("notice/list", json!({})).await);
    let ids: Vec<Value> = notices["list"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|n| {
            n["id"]
                .as_str()
                .or(n["noticeId"].as_str())
                .map(|s| json!(s))
        })
        .collect();
    assert!(!ids.is_empty(), "B has notices: {notices}");
    f.put("notices", json!(ids));

    // Two webhook endpoints (on a loopback port nobody listens on) and a delivery.
    for n in 1..=2u32 {
        let created = ok(
            "webhook endpoint",
            &as_owner(
                "webhook/create",
                json!({"url": "http://127.0.0.1:9/hook", "events": ["order.created"],
                    "description": format!("{t}端点{n}")}),
            )
            .await,
        );
        f.marks.insert(format!("{t}端点{n}"));
        if n == 1 {
            f.put("endpoint", created["endpointId"].clone());
        }
    }
    let ping = ok(
        "webhook ping",
        &as_owner("webhook/test", json!({"endpointId": f.values["endpoint"]})).await,
    );
    f.put("delivery", ping["deliveryId"].clone());

    // Cursors: every list of B, one item a page.
    for list in ops.iter().filter(|o| o.callers != "operators") {
        let Some(schema) = &list.schema else { continue };
        let (props, _) = properties(doc, schema);
        if !props.iter().any(|(k, _)| k == "cursor") {
            continue;
        }
        let mut body = request(doc, list);
        for (k, _) in &props {
            if k == "pageSize" {
                body["pageSize"] = json!(1);
            } else if k != "cursor" && id_field(k) {
                if let Some(v) = f.value(list, k) {
                    body[k.as_str()] = v;
                }
            }
        }
        let got = call(app, list, &body, Some(&owner.token)).await;
        if let Some(cursor) = got.data["cursor"].as_str() {
            f.cursors.insert(list.path.clone(), cursor.to_string());
        }
    }
    assert!(!f.cursors.is_empty(), "B's lists gave no cursor");
    (owner, f)
}

#[tokio::test]
async fn every_route_refuses_whom_it_declares_and_gives_nothing_of_another_enterprise() {
    let started = std::time::Instant::now();
    // The test configuration: webhook endpoints on loopback.
    let app = TestApp::with_ports(
        |p| p.webhooks = std::sync::Arc::new(verity_adapters::webhooks::HttpSender::new(true)),
        |ports| verity_local::api(&ports, false),
    );
    verity_local::seed_all(&app.ports, false).await.unwrap();
    let doc = serde_json::to_value(verity_local::functions(&app.ports).1).unwrap();
    let ops = operations(&doc);
    let mut failures: Vec<String> = Vec::new();

    // A: an enterprise whose members call; B: the other one.
    let (a_owner, mine) = enterprise_with_things(&app, &doc, &ops, A).await;
    let a = a_owner.enterprise_id.clone();
    let (b_owner, b) = enterprise_with_things(&app, &doc, &ops, B).await;
    // An owner of both enterprises whose session is A's.
    let dual = app.member_of(&a, Role::Owner).await.user_id;
    let dual_user = accounts::user(&app.ports, &dual).await.unwrap().unwrap();
    enterprise::members::add(&app.ports, &b_owner.enterprise_id, &dual_user, Role::Owner)
        .await
        .unwrap();
    accounts::set_last_enterprise(&app.ports, &dual, &a)
        .await
        .unwrap();

    // 1–2. Every operation as every kind of caller.
    let callers = [
        Caller::Nobody,
        Caller::Visitor,
        Caller::Member(Role::Owner),
        Caller::Member(Role::Admin),
        Caller::Member(Role::Operator),
        Caller::Member(Role::Viewer),
        Caller::Operator,
    ];
    let mut tried = 0;
    let mut searched = 0;
    let mut succeeded = 0;
    let mut covered = BTreeSet::new();
    for op in &ops {
        let body = request(&doc, op);
        for caller in callers {
            let token = session(&app, &a, caller).await;
            let got = call(&app, op, &body, token.as_deref()).await;
            tried += 1;
            let inside = admitted(&op.callers, caller);
            if inside && got.code == 0 {
                succeeded += 1;
            }
            let expected = match (inside, caller) {
                (true, _) => None,
                (false, Caller::Nobody) => Some(SESSION_INVALID),
                (false, _) => Some(NO_PERMISSION),
            };
            let wrong = match expected {
                Some(code) => got.code != code,
                None => {
                    [SESSION_INVALID, NO_PERMISSION].contains(&got.code)
                        && !op.codes.contains(&got.code)
                }
            };
            if wrong || got.undeclared {
                failures.push(format!(
                    "{} as {caller:?} ({}): expected {}, got {}{} {}",
                    op.name(),
                    op.callers,
                    expected.map_or("neither -5 nor -6".into(), |c| c.to_string()),
                    got.code,
                    if got.undeclared { " (undeclared)" } else { "" },
                    got.data
                ));
            }
            // What A's members and visitors see holds nothing of B.
            if got.code == 0 && matches!(caller, Caller::Visitor | Caller::Member(_)) {
                searched += 1;
                let leaks = b.leaks(&got.data);
                if !leaks.is_empty() {
                    failures.push(format!(
                        "{} as {caller:?} of A answered B's {leaks:?}",
                        op.name()
                    ));
                }
            }
        }
        covered.insert(op.name());
    }

    // 3. Every id of B, in every operation that takes one, as A's owner:
    // one field at a time, the request's other ids A's own, so a refusal is
    // the refusal of B's id.
    let mut cross = 0;
    let mut refused = 0;
    let mut codes: BTreeMap<i64, usize> = BTreeMap::new();
    let mut cross_keys = 0;
    let mut kinds = BTreeSet::new();
    for op in ops.iter().filter(|o| o.callers != "public") {
        let Some(schema) = &op.schema else { continue };
        let (props, _) = properties(&doc, schema);
        let fields: Vec<&String> = props
            .iter()
            .map(|(k, _)| k)
            .filter(|k| id_field(k))
            .collect();
        let mut own = request(&doc, op);
        if props.iter().any(|(k, _)| k == "pageSize") {
            own["pageSize"] = json!(1);
        }
        for field in &fields {
            // A's cursor of this very list only (another list's is refused).
            if field.as_str() == "cursor" && !mine.cursors.contains_key(&op.path) {
                continue;
            }
            if let Some(v) = mine.value(op, field) {
                own[field.as_str()] = v;
            }
        }
        if own.get("ids").is_some() {
            own.as_object_mut().unwrap().remove("all");
        }
        // A paper authorization goes with the offline mode; a candidate
        // ordered before (A's fixture's) is ordered again knowingly.
        if own.get("consentFileKey").is_some() {
            own["authMode"] = json!("offline");
        }
        if props.iter().any(|(k, _)| k == "confirmDuplicate") {
            own["confirmDuplicate"] = json!(true);
        }
        for field in &fields {
            let Some(theirs) = b.value(op, field) else {
                failures.push(format!(
                    "{}: the id field {field} has no fixture: add one to enterprise_with_things",
                    op.name()
                ));
                continue;
            };
            kinds.insert(field.to_string());
            for both in [false, true] {
                let mut body = own.clone();
                if body.get("idempotencyKey").is_some() {
                    // A's own key is new each call: a key A used for another
                    // request would refuse the call by itself (4102).
                    cross_keys += 1;
                    body["idempotencyKey"] = json!(format!("isolation-a-fresh-{cross_keys:04}"));
                }
                body[field.as_str()] = theirs.clone();
                // A fresh owner session of A (a call may end its session): a
                // member of A only, and an owner of both signed in to A (the
                // session's enterprise decides, not the user's memberships).
                let token = if both {
                    // Signed in to A again: `user/changeLogin` with B's id,
                    // a call of the matrix, moves the last enterprise to B.
                    accounts::set_last_enterprise(&app.ports, &dual, &a)
                        .await
                        .unwrap();
                    app.sign_in(&dual).await
                } else {
                    app.member_of(&a, Role::Owner).await.token
                };
                let got = call(&app, op, &body, Some(&token)).await;
                cross += 1;
                if got.code == 0 {
                    let leaks = b.leaks(&got.data);
                    if !leaks.is_empty() {
                        failures.push(format!(
                            "{} with B's {field} as A's owner{} answered B's {leaks:?}: {}",
                            op.name(),
                            if both { " (an owner of B too)" } else { "" },
                            got.data
                        ));
                    }
                } else {
                    refused += 1;
                    // A refusal naming another field proves nothing of B's id.
                    let named = got.data["field"].as_str().unwrap_or(field);
                    if !named.starts_with(field.as_str()) {
                        failures.push(format!(
                            "{} with B's {field}: refused {} on {named}, not on the id: \
                         give the matrix a valid {named}",
                            op.name(),
                            got.code
                        ));
                    }
                    *codes.entry(got.code).or_insert(0) += 1;
                }
                if got.undeclared {
                    failures.push(format!(
                        "{} with B's {field} answered {}, which it does not declare",
                        op.name(),
                        got.code
                    ));
                }
            }
        }
    }
    // 4. A link's check gives a token for that link only: a public route
    // taking a link (`s`, `j`) and a token, called with B's link and the
    // token of A's link, refuses or answers nothing of B. (A link's own page
    // without a token, `job/apply/info`, shows what the link is for to
    // whoever holds it, by design.)
    let mut linked = 0;
    let mut link_refused = 0;
    // The tokens are good: each opens A's own link.
    for (path, field) in [("report/shared", "s"), ("job/apply/mine", "j")] {
        let op = ops
            .iter()
            .find(|o| o.path == format!("/api/base/{path}"))
            .unwrap();
        let mut body = request(&doc, op);
        body[field] = mine.value(op, field).unwrap();
        let got = call(&app, op, &body, Some(&mine.tokens[field])).await;
        assert_eq!(
            got.code, 0,
            "A's token opens A's link at {path}: {}",
            got.data
        );
    }
    for op in ops.iter().filter(|o| o.callers == "public" && o.bearer) {
        let Some(schema) = &op.schema else { continue };
        let (props, _) = properties(&doc, schema);
        for (field, _) in props.iter().filter(|(k, _)| k == "s" || k == "j") {
            let (Some(theirs), Some(token)) = (b.value(op, field), mine.tokens.get(field.as_str()))
            else {
                failures.push(format!("{}: no link fixture for {field}", op.name()));
                continue;
            };
            let mut body = request(&doc, op);
            body[field.as_str()] = theirs;
            let got = call(&app, op, &body, Some(token)).await;
            linked += 1;
            if got.code != 0 {
                link_refused += 1;
            }
            let leaks = b.leaks(&got.data);
            if got.code == 0 && !leaks.is_empty() {
                failures.push(format!(
                    "{} with B's link {field} and A's token answered B's {leaks:?}: {}",
                    op.name(),
                    got.data
                ));
            }
            if got.undeclared {
                failures.push(format!(
                    "{} with B's link {field} answered {}, which it does not declare",
                    op.name(),
                    got.code
                ));
            }
        }
    }

    // B's own calls still work (the fixture is not broken by the matrix).
    let own = call(
        &app,
        ops.iter()
            .find(|o| o.path.ends_with("/order/detail"))
            .unwrap(),
        &json!({"orderId": b.values["order"]}),
        Some(&b_owner.token),
    )
    .await;
    assert_eq!(own.code, 0, "B reads its own order: {}", own.data);

    println!(
        "isolation matrix: {} operations × {} callers = {tried} calls \
         ({succeeded} admitted calls answered 0; {searched} answers to A's members and \
         visitors searched for B's data); \
         {cross} cross-enterprise calls with B's ids ({} id fields: {}), {refused} refused \
         (by code: {codes:?}), {} answered nothing of B; \
         {linked} public calls with B's link and A's token ({link_refused} refused); {:.1} s",
        ops.len(),
        callers.len(),
        kinds.len(),
        kinds.iter().cloned().collect::<Vec<_>>().join(", "),
        cross - refused,
        started.elapsed().as_secs_f64()
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert_eq!(covered.len(), ops.len(), "every operation is in the matrix");
    assert!(ops.len() > 100 && tried == ops.len() * callers.len());
    assert!(cross > 0 && refused > 0 && searched > 0 && linked > 0 && succeeded > 0);
}

/// The id rule and the fixture table agree: a new kind of id is an id the
/// table does not know, which fails the matrix.
#[test]
fn an_id_field_without_a_fixture_is_named() {
    for id in [
        "orderId",
        "reportIds",
        "fileKey",
        "cursor",
        "s",
        "j",
        "ids",
        "key",
    ] {
        assert!(id_field(id), "{id}");
    }
    for not in ["row", "code", "ticket", "keyword", "idNumber", "kind"] {
        assert!(!id_field(not), "{not}");
    }
    let op = Op {
        path: "/api/base/ping/detail".into(),
        method: "post".into(),
        callers: "members".into(),
        codes: vec![],
        schema: None,
        multipart: false,
        bearer: false,
    };
    let mut fixture = Fixture::default();
    fixture.put("order", json!("order-of-b-0001"));
    assert_eq!(
        fixture.value(&op, "orderId"),
        Some(json!("order-of-b-0001"))
    );
    assert_eq!(fixture.value(&op, "pingId"), None);
    assert_eq!(
        fixture.leaks(&json!({"items": [{"id": "order-of-b-0001"}]})),
        vec!["order-of-b-0001".to_string()]
    );
    assert!(fixture.leaks(&json!({"items": []})).is_empty());
}
