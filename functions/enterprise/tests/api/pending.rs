//! Issue 23: a pending invitation can be texted again (within the caps,
//! after a cooldown) and revoked (its link then says it was withdrawn), by
//! owners and admins of its enterprise only.

use crate::support::*;
use serde_json::{json, Value};
use verity_domain::identity::Role;
use verity_http::ErrorCode;
use verity_testkit::{Member, TestApp};

async fn certified_owner(app: &TestApp) -> Member {
    let owner = app.member(Role::Owner).await;
    app.certify(&owner.enterprise_id).await;
    owner
}

async fn invite(app: &TestApp, owner: &Member, phone: &str) {
    let body = json!({"phone": phone, "role": "viewer"}).to_string();
    let answer = post(app, &owner.token, "member/invite", &body).await;
    assert_eq!(answer.code(), 0, "{:?}", answer.body);
}

/// The pending invitations of the member list.
async fn pending(app: &TestApp, owner: &Member) -> Vec<Value> {
    let answer = post(
        app,
        &owner.token,
        "member/list",
        r#"{"page":1,"pageSize":50}"#,
    )
    .await;
    assert_eq!(answer.code(), 0, "{:?}", answer.body);
    answer.data()["list"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["status"] == "invited")
        .cloned()
        .collect()
}

async fn call(app: &TestApp, token: &str, path: &str, id: &Value) -> verity_testkit::Answer {
    post(app, token, path, &json!({"invitationId": id}).to_string()).await
}

fn links(texts: &[String]) -> Vec<String> {
    texts
        .iter()
        .filter_map(|t| {
            t.find("/#/invitation?s=")
                .map(|at| t[at + 16..].split_whitespace().next().unwrap().to_string())
        })
        .collect()
}

#[tokio::test]
async fn a_pending_invitation_is_texted_again_after_the_cooldown_and_at_most_three_times() {
    let app = app().await;
    let owner = certified_owner(&app).await;
    let phone = "13700001234";
    invite(&app, &owner, phone).await;
    let rows = pending(&app, &owner).await;
    assert_eq!(rows.len(), 1);
    let id = rows[0]["invitationId"].clone();
    assert!(id
        .as_str()
        .is_some_and(|i| !i.contains(phone) && !i.contains("1234")));
    assert_eq!(app.texts(phone).await.len(), 1);

    // Not within 10 minutes of the invitation.
    let early = call(&app, &owner.token, "member/resendInvite", &id).await;
    assert_eq!(
        early.code(),
        ErrorCode::InviteResendCooldown,
        "{:?}",
        early.body
    );
    assert!(early.data()["retryAfterSeconds"].as_i64().unwrap() > 500);
    assert_eq!(app.texts(phone).await.len(), 1, "nothing sent");

    for n in 1..=3 {
        app.clock.advance_secs(11 * 60);
        let again = call(&app, &owner.token, "member/resendInvite", &id).await;
        assert_eq!(again.code(), 0, "resend {n}: {:?}", again.body);
        let texts = app.texts(phone).await;
        assert_eq!(texts.len(), 1 + n, "one more text");
        // The same link each time.
        let sent = links(&texts);
        assert!(sent.iter().all(|s| *s == sent[0]));
    }
    app.clock.advance_secs(11 * 60);
    let limit = call(&app, &owner.token, "member/resendInvite", &id).await;
    assert_eq!(limit.code(), ErrorCode::InviteResendLimit);
    assert_eq!(&limit.data()["max"], &json!(3));
    assert_eq!(app.texts(phone).await.len(), 4);
    assert_eq!(pending(&app, &owner).await[0]["resendAt"], Value::Null);
}

#[tokio::test]
async fn a_resend_counts_against_the_phones_daily_texts_and_sends_nothing_at_the_cap() {
    let app = app().await;
    let phone = "13700005678";
    // Six enterprises invite the same phone.
    let mut owners = Vec::new();
    for _ in 0..6 {
        let owner = certified_owner(&app).await;
        invite(&app, &owner, phone).await;
        owners.push(owner);
    }
    app.clock.advance_secs(11 * 60);
    // Five resends fill the phone's five texts of the day.
    for owner in &owners[..5] {
        let id = pending(&app, owner).await[0]["invitationId"].clone();
        let answer = call(&app, &owner.token, "member/resendInvite", &id).await;
        assert_eq!(answer.code(), 0, "{:?}", answer.body);
    }
    let before = app.texts(phone).await.len();
    assert_eq!(before, 11);
    let id = pending(&app, &owners[5]).await[0]["invitationId"].clone();
    let capped = call(&app, &owners[5].token, "member/resendInvite", &id).await;
    assert_eq!(capped.code(), ErrorCode::InvitePhoneTextCap);
    assert_eq!(&capped.data()["max"], &json!(5));
    assert_eq!(
        app.texts(phone).await.len(),
        before,
        "nothing sent at the cap"
    );
    // Nothing changed: it may still be texted again (tomorrow).
    let row = &pending(&app, &owners[5]).await[0];
    assert!(row["resendAt"].is_i64());
}

#[tokio::test]
async fn a_revoked_invitation_is_gone_and_its_link_and_code_say_it_was_withdrawn() {
    let app = app().await;
    let owner = certified_owner(&app).await;
    let phone = "13700002468";
    invite(&app, &owner, phone).await;
    let s = links(&app.texts(phone).await).pop().unwrap();
    // A code asked for before the revocation.
    let sent = send_link_code(&app, &s, phone).await;
    assert_eq!(sent.code(), 0, "{:?}", sent.body);
    let code = newest_code(&app, phone).await;

    let id = pending(&app, &owner).await[0]["invitationId"].clone();
    let revoked = call(&app, &owner.token, "member/revokeInvite", &id).await;
    assert_eq!(revoked.code(), 0, "{:?}", revoked.body);
    assert!(pending(&app, &owner).await.is_empty());
    let again = call(&app, &owner.token, "member/revokeInvite", &id).await;
    assert_eq!(again.code(), ErrorCode::InvitationNotFound);

    let detail = app
        .call(
            "/api/base/enterprise/invitationDetail",
            &json!({"s": s}).to_string(),
        )
        .await;
    assert_eq!(
        detail.code(),
        ErrorCode::InvitationWithdrawn,
        "{:?}",
        detail.body
    );
    let checked = check_link_phone(&app, &s, phone, &code).await;
    assert_eq!(
        checked.code(),
        ErrorCode::InvitationWithdrawn,
        "{:?}",
        checked.body
    );
    let resend = send_link_code(&app, &s, phone).await;
    assert_eq!(resend.code(), ErrorCode::InvitationWithdrawn);
    // The phone may be invited again.
    invite(&app, &owner, phone).await;
    let log = verity_domain::enterprise::audit::page(&app.ports, &owner.enterprise_id, None, 100)
        .await
        .unwrap()
        .0;
    assert!(log.iter().any(
        |e| serde_json::to_value(e.action).unwrap() == "member.inviteRevoked"
            && e.detail.contains("****")
    ));
}

#[tokio::test]
async fn only_owners_and_admins_of_its_enterprise_resend_or_revoke_an_invitation() {
    let app = app().await;
    let owner = certified_owner(&app).await;
    let other = certified_owner(&app).await;
    let phone = "13700003579";
    invite(&app, &owner, phone).await;
    let id = pending(&app, &owner).await[0]["invitationId"].clone();
    app.clock.advance_secs(11 * 60);
    for path in ["member/resendInvite", "member/revokeInvite"] {
        let theirs = call(&app, &other.token, path, &id).await;
        assert_eq!(
            theirs.code(),
            ErrorCode::InvitationNotFound,
            "{path}: another enterprise's id finds nothing"
        );
        let operator = app.member_of(&owner.enterprise_id, Role::Operator).await;
        assert_eq!(
            call(&app, &operator.token, path, &id).await.code(),
            ErrorCode::NoPermission,
            "{path}"
        );
    }
    assert_eq!(app.texts(phone).await.len(), 1);
    assert_eq!(pending(&app, &owner).await.len(), 1);
    let admin = app.member_of(&owner.enterprise_id, Role::Admin).await;
    assert_eq!(
        call(&app, &admin.token, "member/resendInvite", &id)
            .await
            .code(),
        0
    );
    assert_eq!(
        call(&app, &admin.token, "member/revokeInvite", &id)
            .await
            .code(),
        0
    );
}
