//! Another enterprise's ids give nothing: every enterprise-scoped call checks
//! the caller's membership on the server.

use verity_domain::identity::Role;

use crate::support::env;
use verity_http::ErrorCode;

#[tokio::test]
async fn a_member_cannot_switch_into_or_list_another_enterprise() {
    let env = env();
    let ours = env.member(Role::Owner).await;
    let theirs = env.member(Role::Owner).await;

    let switch = env
        .post_as(
            &ours.token,
            "/api/base/user/changeLogin",
            &format!(r#"{{"enterpriseId":"{}"}}"#, theirs.enterprise_id),
        )
        .await;
    assert_eq!(switch.code(), ErrorCode::NotAMember, "{:?}", switch.body);

    let mine = env
        .post_as(&ours.token, "/api/base/user/relatedMainList", "{}")
        .await;
    let ids: Vec<&str> = mine.data()["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["enterpriseId"].as_str().unwrap())
        .collect();
    assert_eq!(ids, [ours.enterprise_id.as_str()]);

    let members = env.post_as(&ours.token, "/api/base/user/list", "{}").await;
    assert_eq!(members.code(), 0, "{:?}", members.body);
    let listed: Vec<&str> = members.data()["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["userId"].as_str().unwrap())
        .collect();
    assert_eq!(listed, [ours.user_id.as_str()]);
}

#[tokio::test]
async fn roles_without_the_right_get_no_permission() {
    let env = env();
    let viewer = env.member(Role::Viewer).await;
    let answer = env
        .post_as(&viewer.token, "/api/base/user/list", "{}")
        .await;
    assert_eq!(answer.code(), ErrorCode::NoPermission);
}
