//! Issue 22, rule 5: nobody joins an enterprise without saying yes.

use crate::support::*;
use serde_json::Value;
use verity_core::events::DomainEvent;
use verity_core::table::{Condition, Key, UpdateAction};
use verity_domain::enterprise::members;
use verity_domain::enterprise::{self, audit};
use verity_domain::identity::{accounts, session, Role};
use verity_http::ErrorCode;
use verity_testkit::{Answer, Member, TestApp};

/// A certified enterprise's owner.
async fn certified_owner(app: &TestApp) -> Member {
    let owner = app.member(Role::Owner).await;
    app.certify(&owner.enterprise_id).await;
    owner
}

async fn invite(app: &TestApp, owner: &Member, phone: &str, role: &str) -> i64 {
    let body = format!(r#"{{"phone":"{phone}","role":"{role}"}}"#);
    post(app, &owner.token, "member/invite", &body).await.code()
}

fn body_for(eid: &str) -> String {
    format!(r#"{{"enterpriseId":"{eid}"}}"#)
}

/// The invitee (`token`) accepts the enterprise's invitation.
async fn accept(app: &TestApp, token: &str, enterprise_id: &str) -> Answer {
    app.call_as(
        token,
        "/api/base/enterprise/invitationAccept",
        &body_for(enterprise_id),
    )
    .await
}

/// The user's membership of the enterprise, if any.
async fn membership(
    app: &TestApp,
    user: &accounts::User,
    enterprise_id: &str,
) -> Option<accounts::Membership> {
    accounts::membership(&app.ports, &user.user_id, enterprise_id)
        .await
        .unwrap()
}

async fn invitations_of(app: &TestApp, token: &str) -> Vec<Value> {
    let answer = app
        .get("/api/base/enterprise/invitationList", Some(token))
        .await;
    assert_eq!(answer.code(), 0, "{:?}", answer.body);
    answer.data()["list"].as_array().unwrap().clone()
}

async fn audit_actions(app: &TestApp, eid: &str) -> Vec<(String, String)> {
    let (entries, _) = audit::page(&app.ports, eid, None, 100).await.unwrap();
    entries
        .into_iter()
        .map(|e| {
            (
                serde_json::to_value(e.action)
                    .unwrap()
                    .as_str()
                    .unwrap()
                    .to_string(),
                e.detail,
            )
        })
        .collect()
}

/// The `s` of the last invitation link texted to a phone.
async fn link_of(app: &TestApp, phone: &str) -> String {
    let text = app.texts(phone).await.pop().expect("the invitation text");
    let at = text.find("/#/invitation?s=").expect("a link in the text") + 16;
    text[at..]
        .split(|c: char| c.is_whitespace())
        .next()
        .unwrap()
        .to_string()
}

#[tokio::test]
async fn nobody_joins_without_saying_yes_an_invitee_sees_and_accepts_in_the_console() {
    let app = app().await;
    let owner = certified_owner(&app).await;
    let invitee = app.account("Li Lei").await;
    assert_eq!(invite(&app, &owner, &invitee.phone, "owner").await, 0);
    // Invited is not joined.
    assert!(membership(&app, &invitee, &owner.enterprise_id)
        .await
        .is_none());
    let token = app.sign_in(&invitee.user_id).await;
    let list = invitations_of(&app, &token).await;
    assert_eq!(list.len(), 1);
    assert_eq!(list[0]["enterpriseId"], owner.enterprise_id.as_str());
    assert_eq!(list[0]["enterpriseName"], "Test Co");
    assert_eq!(list[0]["inviter"], "Member");
    assert_eq!(list[0]["role"], "owner");
    assert!(list[0]["expiresAt"].as_i64().unwrap() > list[0]["invitedAt"].as_i64().unwrap());
    let accepted = accept(&app, &token, &owner.enterprise_id).await;
    assert_eq!(accepted.code(), 0, "{:?}", accepted.body);
    let m = membership(&app, &invitee, &owner.enterprise_id)
        .await
        .expect("a member now");
    assert_eq!(m.role, Role::Owner);
    // The owner count follows.
    let e = enterprise::enterprise(&app.ports, &owner.enterprise_id)
        .await
        .unwrap();
    assert_eq!(e.active_owners, 2);
    assert!(invitations_of(&app, &token).await.is_empty());
    let actions = audit_actions(&app, &owner.enterprise_id).await;
    assert!(
        actions
            .iter()
            .any(|(a, d)| a == "member.joined" && d == "owner"),
        "{actions:?}"
    );
    // Answered once.
    let again = accept(&app, &token, &owner.enterprise_id).await;
    assert_eq!(again.code(), ErrorCode::InvitationNotFound);
    // The link texted with it is used up.
    let s = link_of(&app, &invitee.phone).await;
    let sent = send_link_code(&app, &s, &invitee.phone).await;
    assert_eq!(sent.code(), ErrorCode::ShareLinkRevoked);
}

#[tokio::test]
async fn nobody_joins_without_saying_yes_a_declined_invitation_is_removed_and_logged() {
    let app = app().await;
    let owner = certified_owner(&app).await;
    let invitee = app.account("Han Meimei").await;
    assert_eq!(invite(&app, &owner, &invitee.phone, "viewer").await, 0);
    let token = app.sign_in(&invitee.user_id).await;
    let declined = app
        .call_as(
            &token,
            "/api/base/enterprise/invitationDecline",
            &body_for(&owner.enterprise_id),
        )
        .await;
    assert_eq!(declined.code(), 0, "{:?}", declined.body);
    assert!(invitations_of(&app, &token).await.is_empty());
    let rows = post(&app, &owner.token, "member/list", "{}").await;
    assert_eq!(rows.data()["total"], 1, "no pending row left");
    let actions = audit_actions(&app, &owner.enterprise_id).await;
    let declined = actions
        .iter()
        .find(|(a, _)| a == "member.declined")
        .expect("a member.declined entry");
    assert!(!declined.1.contains("Han"), "{}", declined.1);
    let refused = accept(&app, &token, &owner.enterprise_id).await;
    assert_eq!(refused.code(), ErrorCode::InvitationNotFound);
    assert!(membership(&app, &invitee, &owner.enterprise_id)
        .await
        .is_none());
}

#[tokio::test]
async fn nobody_joins_without_saying_yes_another_phones_invitation_gives_nothing() {
    let app = app().await;
    let owner = certified_owner(&app).await;
    let invitee = app.account("Invitee").await;
    let other = app.account("Other").await;
    assert_eq!(invite(&app, &owner, &invitee.phone, "admin").await, 0);
    let token = app.sign_in(&other.user_id).await;
    assert!(invitations_of(&app, &token).await.is_empty());
    for path in ["invitationAccept", "invitationDecline"] {
        let answer = app
            .call_as(
                &token,
                &format!("/api/base/enterprise/{path}"),
                &body_for(&owner.enterprise_id),
            )
            .await;
        assert_eq!(answer.code(), ErrorCode::InvitationNotFound, "{path}");
    }
    assert!(membership(&app, &other, &owner.enterprise_id)
        .await
        .is_none());
    let invitee_token = app.sign_in(&invitee.user_id).await;
    assert_eq!(invitations_of(&app, &invitee_token).await.len(), 1);
    // No session: -5.
    let anonymous = app.get("/api/base/enterprise/invitationList", None).await;
    assert_eq!(anonymous.code(), ErrorCode::SessionInvalid);
}

#[tokio::test]
async fn the_inviter_sees_the_invitees_name_only_after_acceptance() {
    let app = app().await;
    let owner = certified_owner(&app).await;
    let invitee = app.account("Zhang Wei").await;
    assert_eq!(invite(&app, &owner, &invitee.phone, "operator").await, 0);
    let rows = post(&app, &owner.token, "member/list", "{}").await;
    let text = rows.body.to_string();
    assert!(!text.contains("Zhang Wei"), "{text}");
    let pending = &rows.data()["list"][1];
    assert_eq!(pending["status"], "invited");
    assert_eq!(pending["name"], Value::Null);
    assert_eq!(
        pending["phoneMasked"],
        verity_core::pii::mask_phone(&invitee.phone)
    );
    for (_, detail) in audit_actions(&app, &owner.enterprise_id).await {
        assert!(!detail.contains("Zhang"), "{detail}");
    }
    let token = app.sign_in(&invitee.user_id).await;
    let accepted = accept(&app, &token, &owner.enterprise_id).await;
    assert_eq!(accepted.code(), 0);
    let rows = post(&app, &owner.token, "member/list", "{}").await;
    assert!(rows.body.to_string().contains("Zhang Wei"));
}

#[tokio::test]
async fn the_texted_link_verifies_the_invited_phone_then_signs_a_new_phone_in_as_a_member() {
    let app = app().await;
    let owner = certified_owner(&app).await;
    let phone = "13955550101";
    assert_eq!(invite(&app, &owner, phone, "operator").await, 0);
    let text = app.texts(phone).await.pop().unwrap();
    assert!(
        text.starts_with("【Verity】Test Co邀请您以操作员身份加入"),
        "{text}"
    );
    // The invited phone's language is not known: Chinese only (template `member_invite`).
    assert!(!text.contains("invited you"), "{text}");
    let s = link_of(&app, phone).await;
    let link = format!(r#"{{"s":"{s}"}}"#);
    // Nothing before the phone check.
    let early = app
        .call("/api/base/enterprise/invitationDetail", &link)
        .await;
    assert_eq!(early.code(), ErrorCode::PhoneCheckRequired);
    let sent = send_link_code(&app, &s, phone).await;
    assert_eq!(sent.code(), 0, "{:?}", sent.body);
    let code = newest_code(&app, phone).await;
    let checked = check_link_phone(&app, &s, phone, &code).await;
    assert_eq!(checked.code(), 0, "{:?}", checked.body);
    let share = checked.data()["shareToken"].as_str().unwrap().to_string();
    let detail = app
        .call_as(&share, "/api/base/enterprise/invitationDetail", &link)
        .await;
    assert_eq!(detail.code(), 0, "{:?}", detail.body);
    assert_eq!(detail.data()["enterpriseName"], "Test Co");
    assert_eq!(detail.data()["inviter"], "Member");
    assert_eq!(detail.data()["role"], "operator");
    assert!(accounts::user_by_phone(&app.ports, phone)
        .await
        .unwrap()
        .is_none());
    let accepted = app
        .call_as(&share, "/api/base/enterprise/invitationAcceptByLink", &link)
        .await;
    assert_eq!(accepted.code(), 0, "{:?}", accepted.body);
    // Signed in, in that enterprise, with that role.
    let login = accepted.data()["token"].as_str().unwrap();
    let (session_token, session) = session::exchange_login_token(&app.ports, login)
        .await
        .unwrap()
        .expect("a live login token");
    assert_eq!(
        session.enterprise_id.as_deref(),
        Some(owner.enterprise_id.as_str())
    );
    assert_eq!(session.role, Some(Role::Operator));
    assert!(!session_token.is_empty());
    let user = accounts::user_by_phone(&app.ports, phone)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        user.kind,
        accounts::UserKind::Visitor,
        "a phone-only account"
    );
    // The link is used up; the console has nothing pending.
    let twice = app
        .call_as(&share, "/api/base/enterprise/invitationAcceptByLink", &link)
        .await;
    assert_eq!(twice.code(), ErrorCode::ShareLinkRevoked);
    assert!(invitations_of(&app, &session_token).await.is_empty());
}

#[tokio::test]
async fn the_invitation_code_goes_only_to_the_invited_phone_and_the_answer_is_the_same() {
    let app = app().await;
    let owner = certified_owner(&app).await;
    let (invited, stranger) = ("13955550201", "13955550202");
    // The stranger was invited elsewhere: still no code through this link.
    let elsewhere = certified_owner(&app).await;
    assert_eq!(invite(&app, &elsewhere, stranger, "viewer").await, 0);
    assert_eq!(invite(&app, &owner, invited, "viewer").await, 0);
    let s = link_of(&app, invited).await;
    let before = app.texts(stranger).await.len();
    let send = |phone: &'static str| send_link_code(&app, &s, phone);
    let right = send(invited).await;
    let wrong = send(stranger).await;
    assert_eq!(right.status, wrong.status);
    assert_eq!(right.body, wrong.body);
    assert_eq!(
        app.texts(invited).await.len(),
        2,
        "the invitation and its code"
    );
    assert_eq!(
        app.texts(stranger).await.len(),
        before,
        "no code for another phone"
    );
    // Resend within the cooldown: the same answer too.
    assert_eq!(send(invited).await.body, send(stranger).await.body);
    let wrong_check = check_link_phone(&app, &s, stranger, "123456").await;
    assert_eq!(wrong_check.code(), ErrorCode::BadSmsCode);
    // A code of another scene does not open it.
    let login_code = app
        .code(invited, verity_domain::identity::codes::Scene::CheckPhone)
        .await;
    let other_scene = check_link_phone(&app, &s, invited, &login_code).await;
    assert_eq!(other_scene.code(), ErrorCode::BadSmsCode);
    // A made-up link.
    let made_up = send_link_code(&app, &"x".repeat(43), invited).await;
    assert_eq!(made_up.code(), ErrorCode::ShareLinkInvalid);
}

#[tokio::test]
async fn declining_by_link_removes_the_invitation_and_logs_it() {
    let app = app().await;
    let owner = certified_owner(&app).await;
    let phone = "13955550301";
    assert_eq!(invite(&app, &owner, phone, "viewer").await, 0);
    let s = link_of(&app, phone).await;
    send_link_code(&app, &s, phone).await;
    let code = newest_code(&app, phone).await;
    let checked = check_link_phone(&app, &s, phone, &code).await;
    let share = checked.data()["shareToken"].as_str().unwrap().to_string();
    let link = format!(r#"{{"s":"{s}"}}"#);
    let declined = app
        .call_as(
            &share,
            "/api/base/enterprise/invitationDeclineByLink",
            &link,
        )
        .await;
    assert_eq!(declined.code(), 0, "{:?}", declined.body);
    assert!(
        accounts::user_by_phone(&app.ports, phone)
            .await
            .unwrap()
            .is_none(),
        "no account made"
    );
    assert!(audit_actions(&app, &owner.enterprise_id)
        .await
        .iter()
        .any(|(a, _)| a == "member.declined"));
    let rows = post(&app, &owner.token, "member/list", "{}").await;
    assert_eq!(rows.data()["total"], 1);
    let again = app
        .call_as(&share, "/api/base/enterprise/invitationAcceptByLink", &link)
        .await;
    assert_eq!(again.code(), ErrorCode::ShareLinkRevoked);
}

#[tokio::test]
async fn an_enterprise_that_is_not_certified_cannot_invite() {
    let app = app().await;
    let owner = app.member(Role::Owner).await;
    assert_eq!(
        invite(&app, &owner, "13955550401", "viewer").await,
        ErrorCode::InviteNotCertified
    );
    assert!(app.texts("13955550401").await.is_empty());
    let rows = post(&app, &owner.token, "member/list", "{}").await;
    assert_eq!(rows.data()["total"], 1);
}

#[tokio::test]
async fn invitations_are_capped_per_enterprise_per_china_day() {
    let app = app().await;
    let owner = certified_owner(&app).await;
    for n in 0..members::INVITE_DAILY_CAP {
        let phone = format!("1395556{n:04}");
        assert_eq!(
            invite(&app, &owner, &phone, "viewer").await,
            0,
            "invitation {n}"
        );
    }
    let over = invite(&app, &owner, "13955569999", "viewer").await;
    assert_eq!(over, ErrorCode::InviteDailyCap);
    // Nothing written: no invitation, no text, no log entry.
    assert!(app.texts("13955569999").await.is_empty());
    let rows = post(
        &app,
        &owner.token,
        "member/list",
        r#"{"page":1,"pageSize":50}"#,
    )
    .await;
    assert_eq!(rows.data()["total"], 1 + members::INVITE_DAILY_CAP);
    let invited = audit_actions(&app, &owner.enterprise_id)
        .await
        .into_iter()
        .filter(|(a, _)| a == "member.invited")
        .count();
    assert_eq!(invited as i64, members::INVITE_DAILY_CAP);
    // The next China day counts afresh.
    app.clock.advance_secs(24 * 3600);
    let owner = Member {
        token: app.sign_in(&owner.user_id).await,
        ..owner
    };
    assert_eq!(invite(&app, &owner, "13955569999", "viewer").await, 0);
}

#[tokio::test]
async fn a_url_like_enterprise_name_is_not_put_in_the_text() {
    let app = app().await;
    let user = app.account("Owner").await;
    let eid = enterprise::create_enterprise(&app.ports, &user, "www.verity-refund.com")
        .await
        .unwrap();
    app.certify(&eid).await;
    let owner = Member {
        token: app.sign_in(&user.user_id).await,
        user_id: user.user_id,
        enterprise_id: eid,
        phone: user.phone,
    };
    assert_eq!(invite(&app, &owner, "13955550501", "admin").await, 0);
    let text = app.texts("13955550501").await.pop().unwrap();
    assert!(!text.contains("verity-refund"), "{text}");
    assert!(
        text.starts_with("【Verity】有企业邀请您以管理员身份加入"),
        "{text}"
    );
    assert!(text.contains("/#/invitation?s="), "{text}");
}

#[tokio::test]
async fn two_concurrent_deliveries_of_one_invitation_text_once() {
    for (adapter, app) in TestApp::on_each_table(|p| fn_enterprise::FUNCTION.router(p)).await {
        let owner = certified_owner(&app).await;
        let phone = "13955550601";
        assert_eq!(invite(&app, &owner, phone, "viewer").await, 0);
        assert_eq!(app.texts(phone).await.len(), 1, "{adapter}");
        // The event comes again (at-least-once), twice at the same time,
        // while the invitation still waits for its text.
        let key = Key::new(
            format!("INVITE#{}", accounts::phone_hash(&app.ports, phone)),
            format!("ENT#{}", owner.enterprise_id),
        );
        for _ in 0..3 {
            app.ports
                .table
                .update(
                    &key,
                    vec![UpdateAction::set("pendingText", true)],
                    Some(Condition::item_present()),
                )
                .await
                .unwrap();
            let event = DomainEvent::new(
                members::INVITE_EVENT,
                serde_json::json!({ "pk": key.pk, "sk": key.sk }),
            );
            let (a, b) = tokio::join!(
                members::deliver_invite(&app.ports, &event),
                members::deliver_invite(&app.ports, &event)
            );
            a.unwrap();
            b.unwrap();
        }
        assert_eq!(app.texts(phone).await.len(), 4, "{adapter}: once per round");
    }
}
