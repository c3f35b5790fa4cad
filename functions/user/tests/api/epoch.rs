//! A password reset, a new phone or a disable evicts whoever held the
//! account before it, whatever the token index says (each bumps the user's
//! `authEpoch`; login tokens and sessions carry the epoch they were issued
//! under and are refused once it moved on).

use crate::support::{env, md5};
use verity_core::table::TableExt;
use verity_domain::identity::accounts;
use verity_domain::identity::session::{self, LoginGrant, SessionItem};
use verity_domain::identity::token_hash;
use verity_http::ErrorCode;

const PHONE: &str = "13800000000";

async fn reset_password(env: &crate::support::Env) {
    let code = env.code(PHONE, "resetPassword").await;
    let answer = env
        .post(
            "/api/base/user/resetPassword",
            &format!(
                r#"{{"phone":"{PHONE}","code":"{code}","password":"{}"}}"#,
                md5("Another#2026")
            ),
        )
        .await;
    assert_eq!(answer.code(), 0, "{:?}", answer.body);
}

#[tokio::test]
async fn a_login_token_that_read_the_account_before_a_reset_is_refused_even_when_written_after_it()
{
    let env = env();
    env.demo_session().await;
    // A password login read the user (and its epoch) just before the reset…
    let before = env.user(PHONE).await;
    reset_password(&env).await;
    // …and commits its login token after the reset's clean-up ran.
    let late = session::issue_login_token(
        &env.ports,
        &LoginGrant {
            user_id: before.user_id.clone(),
            login_type: "password".into(),
            auth_epoch: before.auth_epoch,
        },
    )
    .await
    .unwrap();
    env.assert_signed_out(&late).await;
    // A login after the reset works.
    let fresh = env.password_login(PHONE, "Another#2026").await;
    assert_eq!(fresh.code(), 0);
    let token = fresh.data()["token"].as_str().unwrap();
    assert_eq!(env.login_info(token).await.code(), 0);
}

/// Reads a session's item, as revoke-all's eventually consistent index
/// might still have missed it.
async fn session_item(env: &crate::support::Env, token: &str) -> SessionItem {
    let mut item = env
        .ports
        .table
        .get_as::<SessionItem>(&session::session_key(&token_hash(token)))
        .await
        .unwrap()
        .expect("a live session");
    item.token_hash = token_hash(token);
    item
}

#[tokio::test]
async fn a_session_the_token_index_missed_still_ends_with_a_reset() {
    let env = env();
    let stolen = env.demo_session().await;
    let item = session_item(&env, &stolen).await;
    reset_password(&env).await;
    // Put it back, as if the index had not listed it yet when revoke-all ran.
    env.ports.table.put_new(&item).await.unwrap();
    for path in ["/api/base/user/relatedMainList", "/api/base/user/list"] {
        assert_eq!(
            env.post_as(&stolen, path, "{}").await.code(),
            ErrorCode::SessionInvalid,
            "{path}"
        );
    }
    env.assert_signed_out(&stolen).await;
}

#[tokio::test]
async fn a_disable_ends_sessions_the_index_missed_and_their_enterprise_switches() {
    let env = env();
    let stolen = env.demo_session().await;
    let item = session_item(&env, &stolen).await;
    let user = env.user(PHONE).await;
    accounts::disable_user(&env.ports, &user.user_id)
        .await
        .unwrap();
    env.ports.table.put_new(&item).await.unwrap();
    env.assert_signed_out(&stolen).await;
    assert_eq!(
        env.post_as(
            &stolen,
            "/api/base/user/changeLogin",
            r#"{"enterpriseId":"x"}"#
        )
        .await
        .code(),
        ErrorCode::SessionInvalid
    );
}

#[tokio::test]
async fn a_new_phone_signs_every_other_device_out() {
    let env = env();
    let other_device = env.demo_session().await;
    let this_device = env.demo_session().await;
    let old = env.code(PHONE, "changeMobile").await;
    let new = env.code("13900000555", "changeMobile").await;
    let answer = env
        .post_as(
            &this_device,
            "/api/base/user/changeMobile",
            &format!(r#"{{"oldCode":"{old}","newPhone":"13900000555","newCode":"{new}"}}"#),
        )
        .await;
    assert_eq!(answer.code(), 0, "{:?}", answer.body);
    env.assert_signed_out(&other_device).await;
    env.assert_signed_out(&this_device).await;
    let renewed = answer.data()["sToken"].as_str().unwrap();
    assert_eq!(env.login_info(renewed).await.data()["phone"], "139****0555");
}
