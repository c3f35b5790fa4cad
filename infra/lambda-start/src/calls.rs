//! The one call the start test (`tests/start.rs`) sends each function, by
//! binary. Here rather than in the test so the parity test
//! (`infra/local-stack/tests/template_parity.rs`) can check that the calls,
//! the template's functions and the function crates name the same set.

/// The call each function answers, by binary: method, path, JSON body, and
/// the envelope code it must answer on an empty table. A new function needs
/// its line here.
pub const CALLS: &[(&str, &str, &str, &str, i64)] = &[
    (
        "data",
        "POST",
        "/api/base/data/queryDictList",
        r#"{"type":"educationLevel"}"#,
        0,
    ),
    ("region", "POST", "/api/base/region/list", "{}", 0),
    // register: the code is stored in the table and texted through SNS.
    (
        "sms",
        "POST",
        "/api/base/sms/sendVerifyCode",
        r#"{"phone":"13800138000","scene":"register"}"#,
        0,
    ),
    // An unknown phone: 2001, after the lock-out counter is written.
    (
        "user",
        "POST",
        "/api/base/user/login",
        r#"{"loginType":"password","phone":"13900139000","password":"5f4dcc3b5aa765d61d8327deb882cf99","ts":"ENT_WEB"}"#,
        2001,
    ),
    // A visitor's session is needed for everything else: -5 without one.
    (
        "enterprise",
        "POST",
        "/api/base/enterprise/detail",
        "{}",
        -5,
    ),
    ("package", "POST", "/api/base/package/catalog", "{}", -5),
    ("finance", "POST", "/api/base/finance/account", "{}", -5),
    ("order", "POST", "/api/base/order/list", "{}", -5),
    ("batch", "POST", "/api/base/batch/list", "{}", -5),
    ("home", "POST", "/api/base/home/summary", "{}", -5),
    ("notice", "POST", "/api/base/notice/list", "{}", -5),
    ("api-key", "POST", "/api/base/apiKey/list", "{}", -5),
    ("webhook", "POST", "/api/base/webhook/list", "{}", -5),
    // The candidate portal's own session is needed: 5001 without one.
    ("me", "POST", "/api/base/me/checks", "{}", 5001),
    // A verification code nobody was given: 4403, after the table is read.
    (
        "report",
        "POST",
        "/api/base/report/verify",
        r#"{"code":"0000-0000-0000-0000"}"#,
        4403,
    ),
    // An unknown share code: 4210, after the link is looked up in the table.
    (
        "candidate",
        "POST",
        "/api/base/candidate/detail",
        r#"{"s":"aUnknownShareCodeOfFortyThreeCharactersXYZ"}"#,
        4210,
    ),
    // An unknown application link: 4502, after the code's claim is looked up.
    (
        "job",
        "POST",
        "/api/base/job/apply/info",
        r#"{"j":"0123456789abcdef0123456789abcdef"}"#,
        4502,
    ),
    // A signed-in call without a session: -5.
    ("work-order", "POST", "/api/base/workOrder/list", "{}", -5),
    // A multipart upload without a session: -5 (the session is checked first).
    ("file", "POST", "/api/base/file/upload", "", -5),
    // A queue invocation (method `SQS`, the body is the domain event): one
    // SQS record holding the SNS envelope of an sms.code event whose code is
    // gone; it reads the table and succeeds (code 0 = no record reported as
    // failed in `batchItemFailures`).
    (
        "processor",
        "SQS",
        "",
        r#"{"id":"evt-1","kind":"sms.code","payload":{"pk":"SMSCODE#none","sk":"register","sentAt":1},"occurredAt":1}"#,
        0,
    ),
];
