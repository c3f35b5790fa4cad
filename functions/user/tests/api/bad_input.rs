//! Bad input on every call answers a documented code in the envelope, with
//! HTTP 200, never a 500.

use crate::support::{env, md5};
use verity_http::ErrorCode;

const DOCUMENTED: [ErrorCode; 6] = [
    ErrorCode::SessionInvalid,
    ErrorCode::NoPermission,
    ErrorCode::MalformedJson,
    ErrorCode::InvalidField,
    ErrorCode::BodyTooLarge,
    ErrorCode::UnsupportedMediaType,
];

fn pw() -> String {
    md5("pw")
}

#[tokio::test]
async fn every_public_call_rejects_bad_fields_with_1002_and_bad_json_with_1001() {
    let env = env();
    let p = pw();
    let long = "x".repeat(10_000);
    let cases: Vec<(&str, String, ErrorCode)> = vec![
        // login
        ("/api/base/user/login", r#"{"loginType":"face","phone":"13800000000","ts":"ENT_WEB"}"#.into(), ErrorCode::InvalidField),
        ("/api/base/user/login", r#"{"phone":"13800000000","password":"x","ts":"ENT_WEB"}"#.into(), ErrorCode::InvalidField),
        ("/api/base/user/login", format!(r#"{{"loginType":"password","phone":"","password":"{p}","ts":"ENT_WEB"}}"#), ErrorCode::InvalidField),
        ("/api/base/user/login", format!(r#"{{"loginType":"password","phone":"2380000000","password":"{p}","ts":"ENT_WEB"}}"#), ErrorCode::InvalidField),
        ("/api/base/user/login", r#"{"loginType":"password","phone":"13800000000","password":"plaintext","ts":"ENT_WEB"}"#.into(), ErrorCode::InvalidField),
        ("/api/base/user/login", format!(r#"{{"loginType":"password","phone":"13800000000","password":"{}","ts":"ENT_WEB"}}"#, "z".repeat(32)), ErrorCode::InvalidField),
        ("/api/base/user/login", r#"{"loginType":"password","phone":"13800000000","ts":"ENT_WEB"}"#.into(), ErrorCode::InvalidField),
        ("/api/base/user/login", r#"{"loginType":"sms","phone":"13800000000","ts":"ENT_WEB"}"#.into(), ErrorCode::InvalidField),
        ("/api/base/user/login", r#"{"loginType":"sms","phone":"13800000000","code":"12ab56","ts":"ENT_WEB"}"#.into(), ErrorCode::InvalidField),
        ("/api/base/user/login", r#"{"loginType":"sms","phone":"13800000000","code":123456,"ts":"ENT_WEB"}"#.into(), ErrorCode::InvalidField),
        ("/api/base/user/login", format!(r#"{{"loginType":"password","phone":"13800000000","password":"{p}"}}"#), ErrorCode::InvalidField),
        ("/api/base/user/login", format!(r#"{{"loginType":"password","phone":13800000000,"password":"{p}","ts":"ENT_WEB"}}"#), ErrorCode::InvalidField),
        ("/api/base/user/login", format!(r#"{{"loginType":"password","phone":"{long}","password":"{p}","ts":"ENT_WEB"}}"#), ErrorCode::InvalidField),
        ("/api/base/user/login", r#"{"loginType":"password","#.into(), ErrorCode::MalformedJson),
        // visitorLogin
        ("/api/base/user/visitorLogin", r#"{"loginType":"password","phone":"13800000000","code":"123456"}"#.into(), ErrorCode::InvalidField),
        ("/api/base/user/visitorLogin", r#"{"phone":"13800000000"}"#.into(), ErrorCode::InvalidField),
        ("/api/base/user/visitorLogin", r#"{"code":"123456"}"#.into(), ErrorCode::InvalidField),
        ("/api/base/user/visitorLogin", r#"{"phone":"13800000000","code":"123456","ts":"APP"}"#.into(), ErrorCode::InvalidField),
        ("/api/base/user/visitorLogin", r#"{"phone":["13800000000"],"code":"123456"}"#.into(), ErrorCode::InvalidField),
        ("/api/base/user/visitorLogin", "nope".into(), ErrorCode::MalformedJson),
        // register
        ("/api/base/user/register", format!(r#"{{"phone":"13800000000","code":"123456","password":"{p}"}}"#), ErrorCode::InvalidField),
        ("/api/base/user/register", format!(r#"{{"phone":"13800000000","code":"123456","password":"{p}","name":"{long}"}}"#), ErrorCode::InvalidField),
        ("/api/base/user/register", r#"{"phone":"13800000000","code":"123456","password":"secret","name":"A"}"#.into(), ErrorCode::InvalidField),
        ("/api/base/user/register", format!(r#"{{"phone":"13800000000","code":"1234567","password":"{p}","name":"A"}}"#), ErrorCode::InvalidField),
        ("/api/base/user/register", format!(r#"{{"phone":"1380000000","code":"123456","password":"{p}","name":"A"}}"#), ErrorCode::InvalidField),
        ("/api/base/user/register", format!(r#"{{"phone":"13800000000","code":"123456","password":"{p}","name":{{}}}}"#), ErrorCode::InvalidField),
        ("/api/base/user/register", "{".into(), ErrorCode::MalformedJson),
        // resetPassword
        ("/api/base/user/resetPassword", r#"{"phone":"13800000000","code":"123456"}"#.into(), ErrorCode::InvalidField),
        ("/api/base/user/resetPassword", format!(r#"{{"phone":"13800000000","password":"{p}"}}"#), ErrorCode::InvalidField),
        ("/api/base/user/resetPassword", format!(r#"{{"phone":"abc","code":"123456","password":"{p}"}}"#), ErrorCode::InvalidField),
        ("/api/base/user/resetPassword", "[1,".into(), ErrorCode::MalformedJson),
        // QR
        ("/api/base/user/wechatLogin/queryResult", format!(r#"{{"ticket":"{long}"}}"#), ErrorCode::InvalidField),
        ("/api/base/user/wechatLogin/bindMobile", r#"{"ticket":"abc","phone":"1","code":"123456"}"#.into(), ErrorCode::InvalidField),
        ("/api/base/user/wechatLogin/bindMobile", r#"{"ticket":"abc","phone":"13800000000"}"#.into(), ErrorCode::InvalidField),
        ("/api/base/user/wechatLogin/bindMobile", r#"{"phone":"13800000000","code":"123456"}"#.into(), ErrorCode::InvalidField),
        ("/api/base/user/wechatLogin/bindMobile", r#"{"ticket":"abc","phone":"13800000000","code":"123456"}"#.into(), ErrorCode::QrTicketInvalid),
        ("/api/base/user/wechatLogin/bindMobile", "]".into(), ErrorCode::MalformedJson),
    ];
    for (path, body, code) in &cases {
        let answer = env.post(path, body).await;
        assert_eq!(answer.status, 200, "{path} {body}");
        assert_eq!(answer.code(), *code, "{path} {body}: {:?}", answer.body);
    }
    // Phone messages follow spec §5.
    let empty = env
        .post(
            "/api/base/user/register",
            &format!(r#"{{"code":"123456","password":"{p}","name":"A"}}"#),
        )
        .await;
    assert_eq!(empty.body["msg"], "please enter a mobile phone number");
    let bad = env
        .post(
            "/api/base/user/register",
            &format!(r#"{{"phone":"12","code":"123456","password":"{p}","name":"A"}}"#),
        )
        .await;
    assert_eq!(bad.body["msg"], "please enter a valid mobile phone number");
    assert_eq!(bad.data()["field"], "phone");
}

#[tokio::test]
async fn signed_in_calls_reject_bad_bodies_after_authenticating() {
    let env = env();
    let s = env.demo_session().await;
    let long = "y".repeat(10_000);
    let cases: Vec<(&str, String, ErrorCode)> = vec![
        (
            "/api/base/user/logout",
            format!(r#"{{"loginType":"password","username":"{long}"}}"#),
            ErrorCode::InvalidField,
        ),
        (
            "/api/base/user/logout",
            r#"{"loginType":1}"#.into(),
            ErrorCode::InvalidField,
        ),
        (
            "/api/base/user/edit",
            r#"{"name":null,"email":1}"#.into(),
            ErrorCode::InvalidField,
        ),
        (
            "/api/base/user/list",
            r#"{"page":"x"}"#.into(),
            ErrorCode::InvalidField,
        ),
        (
            "/api/base/user/changeLogin",
            r#"{"enterpriseId":42}"#.into(),
            ErrorCode::InvalidField,
        ),
        (
            "/api/base/user/changeLogin",
            format!(r#"{{"enterpriseId":"{long}"}}"#),
            ErrorCode::InvalidField,
        ),
        (
            "/api/base/user/changeMobile",
            r#"{"oldCode":"123456","newPhone":"1","newCode":"123456"}"#.into(),
            ErrorCode::InvalidField,
        ),
        (
            "/api/base/user/authenticate",
            format!(r#"{{"name":"{long}","idNumber":"110101199003078515"}}"#),
            ErrorCode::InvalidField,
        ),
        (
            "/api/base/user/authenticate",
            r#"{"name":"张三","idNumber":110101199003078515}"#.into(),
            ErrorCode::InvalidField,
        ),
        (
            "/api/base/user/wechatLogin/confirm",
            r#"{"ticket":null}"#.into(),
            ErrorCode::InvalidField,
        ),
        (
            "/api/base/user/edit",
            "{not json".into(),
            ErrorCode::MalformedJson,
        ),
        (
            "/api/base/user/list",
            "{not json".into(),
            ErrorCode::MalformedJson,
        ),
    ];
    for (path, body, code) in &cases {
        let answer = env.post_as(&s, path, body).await;
        assert_eq!(answer.status, 200, "{path}");
        assert_eq!(answer.code(), *code, "{path} {body}: {:?}", answer.body);
    }
}

#[tokio::test]
async fn oversized_and_non_json_bodies_answer_1003_and_1004() {
    let env = env();
    let huge = format!(r#"{{"phone":"{}"}}"#, "1".repeat(200_000));
    for path in [
        "/api/base/user/login",
        "/api/base/user/register",
        "/api/base/user/visitorLogin",
        "/api/base/user/resetPassword",
        "/api/base/user/wechatLogin/queryResult",
    ] {
        let answer = env.post(path, &huge).await;
        assert_eq!(answer.status.as_u16(), 200, "{path}");
        assert_eq!(answer.code(), ErrorCode::BodyTooLarge, "{path}");
        let form = verity_testkit::send(
            &env.router,
            http::Request::post(path)
                .header("content-type", "application/x-www-form-urlencoded")
                .body(axum::body::Body::from("phone=13800000000"))
                .unwrap(),
        )
        .await;
        assert_eq!(form.code(), ErrorCode::UnsupportedMediaType, "{path}");
        assert!(DOCUMENTED.iter().any(|code| form.code() == *code));
    }
    // Wrong methods and unknown paths are transport-level envelopes.
    assert_eq!(
        env.get("/api/base/user/login", None).await.code(),
        ErrorCode::MethodNotAllowed
    );
    assert_eq!(
        env.post("/api/base/user/nothing", "{}").await.code(),
        ErrorCode::RouteNotFound
    );
    assert_eq!(
        env.post("/api/base/user/loginInfo", "{}").await.code(),
        ErrorCode::MethodNotAllowed
    );
}

#[tokio::test]
async fn messages_follow_the_request_language_and_name_their_field() {
    let env = env();
    let call = |lang: Option<&'static str>| {
        let mut request = http::Request::post("/api/base/user/register")
            .header("content-type", "application/json");
        if let Some(lang) = lang {
            request = request.header("accept-language", lang);
        }
        request
            .body(axum::body::Body::from(
                r#"{"phone":"12","code":"123456","password":"x","name":"A"}"#,
            ))
            .unwrap()
    };
    let zh = env.send(call(Some("zh-CN,zh;q=0.9"))).await;
    assert_eq!(zh.code(), ErrorCode::InvalidField);
    assert_eq!(zh.body["msg"], "请输入正确的手机号");
    assert_eq!(zh.data()["field"], "phone");
    let en = env.send(call(Some("en-US"))).await;
    assert_eq!(en.body["msg"], "please enter a valid mobile phone number");
    let login = env.password_login("13900000077", "nope").await;
    assert_eq!(login.code(), ErrorCode::BadCredentials);
    assert_eq!(
        login.body["msg"],
        "The phone number or password is incorrect"
    );
}
