//! Decisions and disputes: a decline texts the candidate, who reads the
//! findings that concern them and disputes within 7 days; an analyst
//! resolves it with a new version; the timeline shows it all.

use serde_json::json;
use verity_domain::identity::Role;
use verity_testkit::TestApp;

use super::{analyst, app, completed_order, order_detail, post, ready, report_detail, share_code};
use verity_http::ErrorCode;

const CANDIDATE: &str = "13900001111"; // the sandbox finds a court record

async fn candidate_call(
    app: &TestApp,
    token: &str,
    path: &str,
    body: serde_json::Value,
) -> verity_testkit::Answer {
    app.call_as(
        token,
        &format!("/api/base/candidate/{path}"),
        &body.to_string(),
    )
    .await
}

#[tokio::test]
async fn a_decline_is_disputed_by_the_candidate_and_resolved_by_an_analyst_with_a_new_version() {
    let app = app();
    let (owner, package) = ready(&app).await;
    let (other, _) = ready(&app).await;
    let order_id = completed_order(&app, &owner, &package, CANDIDATE, 1).await;
    let decline = json!({"orderId": order_id, "decision": "decline", "reason": "The role needs a clean court record"});

    let viewer = app.member_of(&owner.enterprise_id, Role::Viewer).await;
    assert_eq!(
        post(&app, &viewer.token, "report/decide", decline.clone())
            .await
            .code(),
        ErrorCode::NoPermission
    );
    assert_eq!(
        post(&app, &other.token, "report/decide", decline.clone())
            .await
            .code(),
        ErrorCode::NotFound
    );
    let undecided = report_detail(&app, &owner.token, &order_id).await;
    assert_eq!(
        (&undecided.data()["state"], &undecided.data()["canDecide"]),
        (&json!("undecided"), &json!(true))
    );

    let decided = post(&app, &owner.token, "report/decide", decline.clone()).await;
    assert_eq!(decided.code(), 0, "{:?}", decided.data());
    assert_eq!(decided.data()["state"], "declined");
    assert_eq!(decided.data()["canDecide"], false);
    assert_eq!(decided.data()["decision"]["version"], 1);
    let again = post(
        &app,
        &owner.token,
        "report/decide",
        json!({"orderId": order_id, "decision": "proceed", "reason": "changed my mind"}),
    )
    .await;
    assert_eq!(again.code(), ErrorCode::ReportDecided);

    // One text to the candidate with their link, however often the event comes.
    let texts = app.texts(CANDIDATE).await;
    let notice: Vec<&String> = texts
        .iter()
        .filter(|t| t.contains("/#/dispute?s="))
        .collect();
    assert_eq!(notice.len(), 1, "{texts:?}");
    let s = share_code(
        notice[0]
            .split_whitespace()
            .last()
            .unwrap()
            .trim_end_matches(['。', '，']),
    );
    let s = s
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect::<String>();

    // The link opens after the candidate's own phone check only.
    assert_eq!(
        app.call("/api/base/candidate/findings", &json!({"s": s}).to_string())
            .await
            .code(),
        ErrorCode::PhoneCheckRequired
    );
    let token = app.share_token(&s, CANDIDATE).await;
    let findings = candidate_call(&app, &token, "findings", json!({"s": s})).await;
    assert_eq!(findings.code(), 0, "{:?}", findings.data());
    let f = findings.data();
    assert_eq!(f["canDispute"], true);
    // The reason the decision form promised to show the candidate.
    assert_eq!(f["reason"], "The role needs a clean court record");
    let concerned: Vec<&str> = f["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["code"].as_str().unwrap())
        .collect();
    assert_eq!(concerned, ["court"], "only what is not green");
    assert!(f["enterpriseName"].as_str().is_some_and(|n| !n.is_empty()));
    assert_eq!(
        f["itemNames"].as_array().unwrap().len(),
        5,
        "names of every item"
    );

    // A dispute names items of the report, once.
    let unknown = candidate_call(
        &app,
        &token,
        "dispute",
        json!({"s": s, "items": ["astrology"], "text": "not me"}),
    )
    .await;
    assert_eq!(unknown.code(), ErrorCode::InvalidField);
    assert_eq!(unknown.data()["field"].as_str(), Some("items[0]"));
    let none = candidate_call(
        &app,
        &token,
        "dispute",
        json!({"s": s, "items": [], "text": "not me"}),
    )
    .await;
    assert_eq!(none.code(), ErrorCode::InvalidField);
    assert_eq!(none.data()["field"].as_str(), Some("items"));
    let raised = candidate_call(
        &app,
        &token,
        "dispute",
        json!({"s": s, "items": ["court"], "text": "The case concerns a namesake born in 1985"}),
    )
    .await;
    assert_eq!(raised.code(), 0, "{:?}", raised.data());
    assert_eq!(raised.data()["status"], "open");
    let twice = candidate_call(
        &app,
        &token,
        "dispute",
        json!({"s": s, "items": ["court"], "text": "again"}),
    )
    .await;
    assert_eq!(twice.code(), ErrorCode::DisputeClosed);

    // The enterprise sees the dispute and cannot decide meanwhile.
    let disputed = report_detail(&app, &owner.token, &order_id).await;
    assert_eq!(disputed.data()["state"], "disputed");
    assert_eq!(
        disputed.data()["dispute"]["text"],
        "The case concerns a namesake born in 1985"
    );
    assert_eq!(
        post(
            &app,
            &owner.token,
            "report/decide",
            json!({"orderId": order_id, "decision": "proceed", "reason": "ok"})
        )
        .await
        .code(),
        ErrorCode::ReportDisputed
    );

    // The analysts' queue, theirs only.
    let ops = analyst(&app).await;
    assert_eq!(
        post(&app, &owner.token, "report/ops/disputes", json!({}))
            .await
            .code(),
        ErrorCode::NoPermission
    );
    let queue = post(&app, &ops, "report/ops/disputes", json!({})).await;
    assert_eq!(queue.code(), 0, "{:?}", queue.data());
    assert_eq!(queue.data()["list"][0]["orderId"], order_id.as_str());
    let read = post(
        &app,
        &ops,
        "report/ops/detail",
        json!({"orderId": order_id}),
    )
    .await;
    assert_eq!(
        (read.code(), &read.data()["current"]["state"]),
        (0, &json!("disputed"))
    );

    let resolve = json!({
        "orderId": order_id,
        "reason": "Checked against the ID number: the record concerns a namesake",
        "items": [{"code": "court", "grade": "green", "findings": "No court record concerns the candidate."}],
    });
    assert_eq!(
        post(&app, &owner.token, "report/ops/resolve", resolve.clone())
            .await
            .code(),
        ErrorCode::NoPermission
    );
    let resolved = post(&app, &ops, "report/ops/resolve", resolve.clone()).await;
    assert_eq!(resolved.code(), 0, "{:?}", resolved.data());
    assert_eq!(
        (
            &resolved.data()["version"],
            &resolved.data()["overallResult"]
        ),
        (&json!(2), &json!("clear"))
    );
    assert_eq!(
        post(&app, &ops, "report/ops/resolve", resolve).await.code(),
        ErrorCode::NoOpenDispute
    );
    assert_eq!(
        post(&app, &ops, "report/ops/disputes", json!({}))
            .await
            .data()["list"],
        json!([])
    );

    // The candidate is texted the outcome and reads it; the enterprise may decide again.
    let texts = app.texts(CANDIDATE).await;
    assert_eq!(
        texts.iter().filter(|t| t.contains("/#/dispute?s=")).count(),
        2,
        "{texts:?}"
    );
    let after = candidate_call(&app, &token, "findings", json!({"s": s})).await;
    assert_eq!(
        (
            &after.data()["dispute"]["status"],
            &after.data()["dispute"]["resolvedVersion"]
        ),
        (&json!("resolved"), &json!(2))
    );
    assert_eq!(
        (
            &after.data()["version"],
            &after.data()["items"],
            &after.data()["canDispute"]
        ),
        (&json!(2), &json!([]), &json!(false))
    );
    let standing = report_detail(&app, &owner.token, &order_id).await;
    assert_eq!(
        (
            &standing.data()["state"],
            &standing.data()["canDecide"],
            &standing.data()["version"]
        ),
        (&json!("declined"), &json!(true), &json!(2))
    );
    let proceed = post(
        &app,
        &owner.token,
        "report/decide",
        json!({"orderId": order_id, "decision": "proceed", "reason": "Cleared on review"}),
    )
    .await;
    assert_eq!(
        (proceed.code(), &proceed.data()["state"]),
        (0, &json!("proceed"))
    );
    assert_eq!(proceed.data()["decision"]["version"], 2);

    // The timeline tells the story.
    let detail = order_detail(&app, &owner.token, &order_id).await;
    let kinds: Vec<String> = detail.data()["timeline"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["kind"].as_str().unwrap().to_string())
        .collect();
    let story: Vec<&str> = kinds
        .iter()
        .map(String::as_str)
        .filter(|k| {
            [
                "decided",
                "disputed",
                "report_published",
                "dispute_resolved",
            ]
            .contains(k)
        })
        .collect();
    assert_eq!(
        story,
        [
            "decided",
            "disputed",
            "report_published",
            "dispute_resolved",
            "decided"
        ],
        "{kinds:?}"
    );
}

#[tokio::test]
async fn no_dispute_after_a_proceed_after_seven_days_or_through_another_kind_of_link() {
    let app = app();
    let (owner, package) = ready(&app).await;
    let proceed_id = completed_order(&app, &owner, &package, "13900002222", 1).await;
    let decided = post(
        &app,
        &owner.token,
        "report/decide",
        json!({"orderId": proceed_id, "decision": "proceed", "reason": "Fine"}),
    )
    .await;
    assert_eq!(decided.code(), 0);
    assert!(
        app.texts("13900002222")
            .await
            .iter()
            .all(|t| !t.contains("/#/dispute")),
        "a proceed texts nobody"
    );

    let declined_id = completed_order(&app, &owner, &package, CANDIDATE, 2).await;
    post(
        &app,
        &owner.token,
        "report/decide",
        json!({"orderId": declined_id, "decision": "decline", "reason": "Court record"}),
    )
    .await;
    let text = app
        .texts(CANDIDATE)
        .await
        .into_iter()
        .find(|t| t.contains("/#/dispute?s="))
        .unwrap();
    let s: String = share_code(&text)
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect();
    let token = app.share_token(&s, CANDIDATE).await;
    // A report link for the same phone is not a dispute link.
    let shared = post(
        &app,
        &owner.token,
        "report/share",
        json!({"orderId": declined_id, "phone": CANDIDATE, "expiresInHours": 24}),
    )
    .await;
    let report_s = share_code(shared.data()["url"].as_str().unwrap());
    app.clock.advance_secs(61); // the SMS code cooldown of that phone
    let report_token = app.share_token(&report_s, CANDIDATE).await;
    let wrong_kind = candidate_call(&app, &report_token, "findings", json!({"s": report_s})).await;
    assert_eq!(wrong_kind.code(), ErrorCode::ShareLinkInvalid);

    // Seven days on, the link and the window have closed.
    app.clock.advance_secs(7 * 24 * 3600 + 1);
    let late = candidate_call(
        &app,
        &token,
        "dispute",
        json!({"s": s, "items": ["court"], "text": "late"}),
    )
    .await;
    assert_eq!(late.code(), ErrorCode::ShareLinkExpired);
    let owner_token = app.sign_in(&owner.user_id).await;
    assert_eq!(
        report_detail(&app, &owner_token, &declined_id).await.data()["state"],
        "declined"
    );
}

#[tokio::test]
async fn two_decisions_at_once_record_one() {
    let app = app();
    let (owner, package) = ready(&app).await;
    let order_id = completed_order(&app, &owner, &package, "13900005678", 1).await;
    let a = post(
        &app,
        &owner.token,
        "report/decide",
        json!({"orderId": order_id, "decision": "proceed", "reason": "A"}),
    );
    let b = post(
        &app,
        &owner.token,
        "report/decide",
        json!({"orderId": order_id, "decision": "decline", "reason": "B"}),
    );
    let (a, b) = tokio::join!(a, b);
    let mut codes = [a.code(), b.code()];
    codes.sort();
    assert!(
        codes[0] == 0 && codes[1] == ErrorCode::ReportDecided,
        "{codes:?}"
    );
    let detail = order_detail(&app, &owner.token, &order_id).await;
    let decided = detail.data()["timeline"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["kind"] == "decided")
        .count();
    assert_eq!(decided, 1);
}
