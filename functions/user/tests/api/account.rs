//! Profile, phone change, members, enterprises, real-name check, roles.

use crate::support::{env, md5, Env};
use serde_json::json;
use verity_adapters::sandbox::{MISMATCH_ID, UNAVAILABLE_ID};
use verity_domain::identity::accounts::{self, NewUser, UserKind};
use verity_domain::identity::Role;
use verity_http::ErrorCode;
use verity_testkit::Answer;

const PW: &str = "pw";

async fn signed_up(env: &crate::support::Env, phone: &str) -> String {
    env.session(&env.register(phone, PW, "Han Meimei").await)
        .await
}

#[tokio::test]
async fn the_demo_seed_is_idempotent_and_signs_in_as_owner_of_trading() {
    let env = env();
    assert!(fn_user::seed::demo(&env.ports).await.unwrap());
    assert!(!fn_user::seed::demo(&env.ports).await.unwrap());
    let s = env.demo_session().await;
    let info = env.login_info(&s).await;
    let d = info.data();
    assert_eq!(d["name"], "演示管理员");
    assert_eq!(d["phone"], "138****0000");
    assert_eq!(d["role"], "owner");
    assert_eq!(d["visitor"], false);
    assert_eq!(d["enterprise"]["name"], "演示贸易有限公司");
    assert_eq!(d["sideBarMenus"].as_array().unwrap().len(), 10);
    // The browser's digest of the demo password is the documented constant.
    assert_eq!(
        md5(fn_user::seed::DEMO_PASSWORD),
        fn_user::seed::DEMO_PASSWORD_MD5
    );
}

#[tokio::test]
async fn related_main_list_and_change_login_switch_enterprise_and_menus() {
    let env = env();
    let s = env.demo_session().await;
    let list = env
        .post_as(&s, "/api/base/user/relatedMainList", "{}")
        .await;
    assert_eq!(list.code(), 0);
    let items = list.data()["list"].as_array().unwrap();
    assert_eq!(items.len(), 2);
    let trading = items
        .iter()
        .find(|i| i["name"] == "演示贸易有限公司")
        .unwrap();
    let logistics = items
        .iter()
        .find(|i| i["name"] == "演示物流有限公司")
        .unwrap();
    assert_eq!(
        (trading["role"].clone(), trading["current"].clone()),
        (json!("owner"), json!(true))
    );
    assert_eq!(
        (logistics["role"].clone(), logistics["current"].clone()),
        (json!("operator"), json!(false))
    );

    let switched = env
        .post_as(
            &s,
            "/api/base/user/changeLogin",
            &format!(
                r#"{{"enterpriseId":"{}"}}"#,
                logistics["enterpriseId"].as_str().unwrap()
            ),
        )
        .await;
    assert_eq!(switched.code(), 0, "{:?}", switched.body);
    let s2 = switched.data()["sToken"].as_str().unwrap();
    assert_ne!(s2, s);
    assert_eq!(
        env.login_info(&s).await.code(),
        ErrorCode::SessionInvalid,
        "the old token is rotated out"
    );
    let info = env.login_info(s2).await;
    assert_eq!(info.data()["role"], "operator");
    assert_eq!(info.data()["enterprise"]["name"], "演示物流有限公司");
    let paths: Vec<_> = info.data()["sideBarMenus"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["path"].as_str().unwrap())
        .collect();
    assert_eq!(
        paths,
        [
            "/homePage",
            "/initiateBack",
            "/batchBack",
            "/backRecord",
            "/batchRecord",
            "/financialManage",
            "/mealManage",
            "/jobRegistration",
            "/workOrder"
        ]
    );
    // Operators may not list members.
    assert_eq!(
        env.post_as(s2, "/api/base/user/list", "{}").await.code(),
        ErrorCode::NoPermission
    );
    let list = env
        .post_as(s2, "/api/base/user/relatedMainList", "{}")
        .await;
    let current: Vec<_> = list.data()["list"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|i| i["current"] == true)
        .map(|i| i["name"].clone())
        .collect();
    assert_eq!(current, [json!("演示物流有限公司")]);
    // The next sign-in starts where the user left off.
    let again = env.password_login("13800000000", "Verity#2026").await;
    let info = env
        .login_info(again.data()["token"].as_str().unwrap())
        .await;
    assert_eq!(info.data()["enterprise"]["name"], "演示物流有限公司");
}

#[tokio::test]
async fn change_login_to_a_foreign_enterprise_is_refused() {
    let env = env();
    let s = env.demo_session().await;
    let stranger = signed_up(&env, "13900000101").await;
    let trading = env.login_info(&s).await.data()["enterprise"]["id"]
        .as_str()
        .unwrap()
        .to_string();
    let foreign = format!(r#"{{"enterpriseId":"{trading}"}}"#);
    for (token, body, refused) in [
        (&stranger, foreign.as_str(), ErrorCode::NotAMember),
        (
            &s,
            r#"{"enterpriseId":"ffffffffffffffffffffffffffffffff"}"#,
            ErrorCode::NotAMember,
        ),
        (&s, r#"{"enterpriseId":"../x"}"#, ErrorCode::InvalidField),
        (&s, r#"{}"#, ErrorCode::InvalidField),
    ] {
        let answer = env.post_as(token, "/api/base/user/changeLogin", body).await;
        assert_eq!(answer.code(), refused, "{body}");
    }
    assert_eq!(
        env.post_as(&stranger, "/api/base/user/relatedMainList", "{}")
            .await
            .data()["list"],
        json!([])
    );
}

#[tokio::test]
async fn a_member_removed_or_disabled_in_an_enterprise_loses_that_session() {
    let env = env();
    let s = env.demo_session().await;
    let info = env.login_info(&s).await;
    let (uid, eid) = (
        info.data()["userId"].as_str().unwrap().to_string(),
        info.data()["enterprise"]["id"]
            .as_str()
            .unwrap()
            .to_string(),
    );
    env.ports
        .table
        .update(
            &accounts::membership_key(&uid, &eid),
            vec![verity_core::table::UpdateAction::set("status", "disabled")],
            None,
        )
        .await
        .unwrap();
    env.assert_signed_out(&s).await;
}

#[tokio::test]
async fn user_list_pages_the_members_for_admins_only() {
    let env = env();
    let owner = env.demo_session().await;
    let trading = env.login_info(&owner).await.data()["enterprise"]["id"]
        .as_str()
        .unwrap()
        .to_string();
    // Add 12 more members: 3 admins, then operators.
    for i in 0..12 {
        let phone = format!("1370000{i:04}");
        let user = accounts::create_user(
            &env.ports,
            &NewUser {
                phone: &phone,
                kind: UserKind::Account,
                name: Some(&format!("Member {i}")),
                password_hash: None,
            },
        )
        .await
        .unwrap();
        env.clock.advance_secs(1);
        let role = if i < 3 { Role::Admin } else { Role::Operator };
        assert!(
            verity_domain::enterprise::members::add(&env.ports, &trading, &user, role)
                .await
                .unwrap()
        );
    }
    let page1 = env
        .post_as(&owner, "/api/base/user/list", r#"{"page":1,"pageSize":5}"#)
        .await;
    assert_eq!(page1.code(), 0, "{:?}", page1.body);
    assert_eq!(page1.data()["total"], 14);
    assert_eq!(page1.data()["page"], 1);
    assert_eq!(page1.data()["pageSize"], 5);
    let rows = page1.data()["list"].as_array().unwrap();
    assert_eq!(rows.len(), 5);
    // The seed writes its two members in the same millisecond: either may come first.
    let owner_row = rows.iter().find(|r| r["name"] == "演示管理员").unwrap();
    assert_eq!(owner_row["phone"], "138****0000");
    assert_eq!(owner_row["role"], "owner");
    assert_eq!(owner_row["status"], "active");
    assert_eq!(rows[2]["name"], "Member 0", "then by join time");
    let page3 = env
        .post_as(&owner, "/api/base/user/list", r#"{"page":3,"pageSize":5}"#)
        .await;
    assert_eq!(page3.data()["list"].as_array().unwrap().len(), 4);
    let beyond = env
        .post_as(&owner, "/api/base/user/list", r#"{"page":9,"pageSize":5}"#)
        .await;
    assert_eq!(beyond.data()["list"], json!([]));
    let defaults = env.post_as(&owner, "/api/base/user/list", "{}").await;
    assert_eq!(defaults.data()["list"].as_array().unwrap().len(), 10);
    for bad in [
        r#"{"pageSize":101}"#,
        r#"{"pageSize":0}"#,
        r#"{"page":0}"#,
        r#"{"page":-1}"#,
        r#"{"page":"1"}"#,
        r#"{"pageSize":1.5}"#,
    ] {
        assert_eq!(
            env.post_as(&owner, "/api/base/user/list", bad).await.code(),
            ErrorCode::InvalidField,
            "{bad}"
        );
    }
    // An admin may list; a viewer may not.
    let admin_login = env.user("13700000000").await;
    let admin_token = verity_domain::identity::session::issue_login_token(
        &env.ports,
        &verity_domain::identity::session::LoginGrant {
            user_id: admin_login.user_id,
            login_type: "sms".into(),
            auth_epoch: admin_login.auth_epoch,
        },
    )
    .await
    .unwrap();
    let admin = env.session(&admin_token).await;
    assert_eq!(env.login_info(&admin).await.data()["role"], "admin");
    assert_eq!(
        env.post_as(&admin, "/api/base/user/list", "{}")
            .await
            .data()["total"],
        14
    );
    let viewer = env.password_login("13800000002", "Verity#2026").await;
    let viewer = env.session(viewer.data()["token"].as_str().unwrap()).await;
    let info = env.login_info(&viewer).await;
    assert_eq!(info.data()["role"], "viewer");
    // Home, the two record lists, and finances and packages to read.
    assert_eq!(info.data()["sideBarMenus"].as_array().unwrap().len(), 5);
    assert_eq!(
        env.post_as(&viewer, "/api/base/user/list", "{}")
            .await
            .code(),
        ErrorCode::NoPermission
    );
}

#[tokio::test]
async fn edit_updates_name_and_email_with_validation() {
    let env = env();
    let s = signed_up(&env, "13900000102").await;
    let answer = env
        .post_as(
            &s,
            "/api/base/user/edit",
            r#"{"name":"  New Name ","email":"a@example.com"}"#,
        )
        .await;
    assert_eq!(answer.code(), 0, "{:?}", answer.body);
    assert_eq!(answer.data()["name"], "New Name");
    assert_eq!(answer.data()["email"], "a@example.com");
    assert_eq!(answer.data()["phone"], "139****0102");
    assert_eq!(env.login_info(&s).await.data()["name"], "New Name");
    let cleared = env
        .post_as(&s, "/api/base/user/edit", r#"{"email":""}"#)
        .await;
    assert_eq!(cleared.data()["email"], serde_json::Value::Null);
    assert_eq!(cleared.data()["name"], "New Name");
    let long_name = format!(r#"{{"name":"{}"}}"#, "x".repeat(33));
    let long_email = format!(r#"{{"email":"{}@example.com"}}"#, "x".repeat(250));
    for bad in [
        r#"{"name":""}"#,
        r#"{"name":"   "}"#,
        &long_name,
        r#"{"email":"nope"}"#,
        &long_email,
        r#"{"name":5}"#,
        r#"{"email":true}"#,
    ] {
        let answer = env.post_as(&s, "/api/base/user/edit", bad).await;
        assert_eq!(answer.code(), ErrorCode::InvalidField, "{bad}");
    }
}

#[tokio::test]
async fn change_mobile_moves_the_account_to_the_new_phone() {
    let env = env();
    let s = signed_up(&env, "13900000103").await;
    let old = env.code("13900000103", "changeMobile").await;
    let new = env.code("13900000104", "changeMobile").await;
    let answer = env
        .post_as(
            &s,
            "/api/base/user/changeMobile",
            &format!(r#"{{"oldCode":"{old}","newPhone":"13900000104","newCode":"{new}"}}"#),
        )
        .await;
    assert_eq!(answer.code(), 0, "{:?}", answer.body);
    assert_eq!(answer.data()["phone"], "139****0104");
    // The caller goes on with the new token it was given; the old one ended.
    let renewed = answer.data()["sToken"].as_str().unwrap();
    env.assert_signed_out(&s).await;
    assert_eq!(env.login_info(renewed).await.data()["phone"], "139****0104");
    assert_eq!(env.password_login("13900000104", PW).await.code(), 0);
    assert_eq!(
        env.password_login("13900000103", PW).await.code(),
        ErrorCode::BadCredentials
    );
    // The old phone is free again.
    assert!(accounts::user_by_phone(&env.ports, "13900000103")
        .await
        .unwrap()
        .is_none());
}

#[tokio::test]
async fn change_mobile_checks_both_codes_and_that_the_new_phone_is_free() {
    let env = env();
    let s = signed_up(&env, "13900000105").await;
    signed_up(&env, "13900000106").await;
    // Without valid codes a taken phone and a free one answer alike.
    let taken = env
        .post_as(
            &s,
            "/api/base/user/changeMobile",
            r#"{"oldCode":"123456","newPhone":"13900000106","newCode":"123456"}"#,
        )
        .await;
    let free = env
        .post_as(
            &s,
            "/api/base/user/changeMobile",
            r#"{"oldCode":"123456","newPhone":"13900000108","newCode":"123456"}"#,
        )
        .await;
    assert_eq!(taken.code(), ErrorCode::BadSmsCode);
    assert_eq!(taken.body, free.body);
    // With both codes, the holder of the new phone learns it is taken.
    let old = env.code("13900000105", "changeMobile").await;
    let new = env.code("13900000106", "changeMobile").await;
    let taken = env
        .post_as(
            &s,
            "/api/base/user/changeMobile",
            &format!(r#"{{"oldCode":"{old}","newPhone":"13900000106","newCode":"{new}"}}"#),
        )
        .await;
    assert_eq!(taken.code(), ErrorCode::PhoneTaken);
    env.clock.advance_secs(61);
    let same = env
        .post_as(
            &s,
            "/api/base/user/changeMobile",
            r#"{"oldCode":"123456","newPhone":"13900000105","newCode":"123456"}"#,
        )
        .await;
    assert_eq!(same.code(), ErrorCode::InvalidField);
    let old = env.code("13900000105", "changeMobile").await;
    let new = env.code("13900000107", "changeMobile").await;
    let wrong_new = if new == "000000" { "111111" } else { "000000" };
    let answer = env
        .post_as(
            &s,
            "/api/base/user/changeMobile",
            &format!(r#"{{"oldCode":"{old}","newPhone":"13900000107","newCode":"{wrong_new}"}}"#),
        )
        .await;
    assert_eq!(answer.code(), ErrorCode::BadSmsCode);
    let wrong_old = if old == "000000" { "111111" } else { "000000" };
    let answer = env
        .post_as(
            &s,
            "/api/base/user/changeMobile",
            &format!(r#"{{"oldCode":"{wrong_old}","newPhone":"13900000107","newCode":"{new}"}}"#),
        )
        .await;
    assert_eq!(answer.code(), ErrorCode::BadSmsCode);
    // Nothing changed.
    assert_eq!(env.login_info(&s).await.data()["phone"], "139****0105");
    let missing = env
        .post_as(
            &s,
            "/api/base/user/changeMobile",
            r#"{"newPhone":"13900000107","newCode":"123456"}"#,
        )
        .await;
    assert_eq!(missing.code(), ErrorCode::InvalidField);
    assert_eq!(
        env.post("/api/base/user/changeMobile", "{}").await.code(),
        ErrorCode::SessionInvalid
    );
}

/// `user/authenticate` with the session `s`: the name 张三 and ID number `id`.
async fn authenticate(env: &Env, s: &str, id: &str) -> Answer {
    let body = format!(r#"{{"name":"张三","idNumber":"{id}"}}"#);
    env.post_as(s, "/api/base/user/authenticate", &body).await
}

#[tokio::test]
async fn authenticate_checks_the_real_name_through_the_provider() {
    let env = env();
    let s = signed_up(&env, "13900000108").await;
    let mismatch = authenticate(&env, &s, MISMATCH_ID).await;
    assert_eq!(mismatch.code(), ErrorCode::IdentityMismatch);
    let bad_check = authenticate(&env, &s, "110101199003078514").await;
    assert_eq!(bad_check.code(), ErrorCode::IdentityMismatch);
    let down = authenticate(&env, &s, UNAVAILABLE_ID).await;
    assert_eq!(down.code(), ErrorCode::IdentityServiceUnavailable);
    let ok = authenticate(&env, &s, "110101199003078515").await;
    assert_eq!(ok.code(), 0, "{:?}", ok.body);
    assert_eq!(
        ok.data(),
        &json!({"verified": true, "idNumber": "110***********8515"})
    );
    assert_eq!(env.login_info(&s).await.data()["realNameVerified"], true);
    // Stored sealed: the raw item holds neither the ID number nor the name.
    let uid = env.login_info(&s).await.data()["userId"]
        .as_str()
        .unwrap()
        .to_string();
    let raw = env
        .ports
        .table
        .get(&accounts::user_key(&uid))
        .await
        .unwrap()
        .unwrap();
    let text = serde_json::to_string(&raw).unwrap();
    assert!(
        !text.contains("110101199003078515")
            && !text.contains("张三")
            && !text.contains("13900000108")
    );
    // Five checks a day (outages included): the sixth is refused.
    let fifth = authenticate(&env, &s, "110101199003078515").await;
    assert_eq!(fifth.code(), 0);
    let sixth = authenticate(&env, &s, "110101199003078515").await;
    assert_eq!(sixth.code(), ErrorCode::RateLimited);
    for (body, msg) in [
        (
            r#"{"name":"张三","idNumber":""}"#,
            "please enter ID document number",
        ),
        (r#"{"name":"张三"}"#, "please enter ID document number"),
        (
            r#"{"name":"张三","idNumber":"12345"}"#,
            "please enter a valid ID document number",
        ),
        (
            r#"{"name":"张三","idNumber":"11010119900307851"}"#,
            "please enter a valid ID document number",
        ),
        (
            r#"{"name":"","idNumber":"110101199003078515"}"#,
            "please enter your name",
        ),
    ] {
        let answer = env.post_as(&s, "/api/base/user/authenticate", body).await;
        assert_eq!(answer.code(), ErrorCode::InvalidField, "{body}");
        assert_eq!(answer.body["msg"].as_str().unwrap(), msg, "{body}");
    }
    // A visitor may verify too; a bad token may not.
    assert_eq!(
        env.post(
            "/api/base/user/authenticate",
            r#"{"name":"张三","idNumber":"110101199003078515"}"#
        )
        .await
        .code(),
        ErrorCode::SessionInvalid
    );
}

#[tokio::test]
async fn sixteen_digit_document_numbers_pass_validation() {
    let env = env();
    let s = signed_up(&env, "13900000109").await;
    let ok = env
        .post_as(
            &s,
            "/api/base/user/authenticate",
            r#"{"name":"李四","idNumber":"1101011990030785"}"#,
        )
        .await;
    assert_eq!(ok.code(), 0, "{:?}", ok.body);
}

#[tokio::test]
async fn stored_users_hold_no_plain_pii_and_keys_hold_no_phone() {
    let env = env();
    signed_up(&env, "13900000110").await;
    // Every item in the table, as JSON: no phone or name in clear anywhere.
    let db = env.dir.path().join("table.sqlite3");
    let bytes = std::fs::read(&db).unwrap();
    let text = String::from_utf8_lossy(&bytes);
    assert!(!text.contains("13900000110"));
    assert!(!text.contains("Han Meimei"));
    assert!(!text.contains(&md5(PW)));
}
