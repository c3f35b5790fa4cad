//! `verity-local operator create`: the first platform operator, on embedded
//! ports and on DynamoDB Local (when DYNAMODB_ENDPOINT is set), idempotent,
//! the phone printed masked.

use verity_domain::identity::accounts::{self, NewUser, PlatformRole, UserKind};
use verity_local::operator::{self, Outcome};

fn args(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

#[tokio::test]
async fn the_first_operator_is_created_once_on_each_table() {
    let dir = tempfile::tempdir().unwrap();
    for (adapter, table) in verity_adapters::embedded::test_tables(dir.path()).await {
        let mut ports = verity_testkit::for_tests(dir.path());
        ports.table = table;
        let request = operator::parse(&args(&[
            "create",
            "--phone",
            "13912340001",
            "--name",
            "First Ops",
        ]))
        .unwrap();
        let (outcome, user_id) = operator::create(&ports, &request).await.unwrap();
        assert_eq!(outcome, Outcome::Created, "{adapter}");
        let user = accounts::user_by_phone(&ports, "13912340001")
            .await
            .unwrap()
            .unwrap();
        assert_eq!(user.user_id, user_id);
        assert_eq!(user.platform_role, Some(PlatformRole::Ops), "{adapter}");
        assert!(user.password_hash.is_none(), "signs in by SMS code");

        let (again, same) = operator::create(&ports, &request).await.unwrap();
        assert_eq!((again, same.as_str()), (Outcome::Already, user_id.as_str()));

        let line = operator::report(&request, outcome, &user_id);
        assert!(line.contains("139****0001"), "{line}");
        assert!(!line.contains("13912340001"), "{line}");
        assert!(!line.contains("First Ops"), "{line}");
    }
}

#[tokio::test]
async fn an_existing_account_is_made_an_operator() {
    let dir = tempfile::tempdir().unwrap();
    let ports = verity_testkit::for_tests(dir.path());
    let existing = accounts::create_user(
        &ports,
        &NewUser {
            phone: "13912340002",
            kind: UserKind::Account,
            name: None,
            password_hash: None,
        },
    )
    .await
    .unwrap();
    let request = operator::parse(&args(&["create", "--phone", "13912340002"])).unwrap();
    let (outcome, user_id) = operator::create(&ports, &request).await.unwrap();
    assert_eq!((outcome, user_id), (Outcome::Promoted, existing.user_id));
}

#[test]
fn bad_arguments_are_refused_with_the_usage() {
    for bad in [
        vec![],
        vec!["delete", "--phone", "13912340001"],
        vec!["create"],
        vec!["create", "--phone"],
        vec!["create", "--phone", "12345"],
        vec!["create", "--phone", "13912340001", "--role", "admin"],
    ] {
        let err = operator::parse(&args(&bad)).unwrap_err();
        assert!(
            err.contains("usage") || err.contains("--phone"),
            "{bad:?}: {err}"
        );
    }
}
