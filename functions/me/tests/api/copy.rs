//! The copy of everything kept about the candidate: every stored field of
//! their checks, and nothing of another candidate's (canaries).

use serde_json::json;

use super::*;

#[tokio::test]
async fn the_copy_holds_every_stored_field_of_their_checks_and_nothing_of_anyone_else() {
    let app = app();
    let a = app.ready_to_order(&ITEMS, 1_000_000).await;
    let b = app.ready_to_order(&ITEMS, 1_000_000).await;
    let me = person(50, "Alpha");
    let other = person(51, "Omega");
    let signed = order(&app, &a.owner, &a.package_id, &me, "sms").await;
    sign_consent(&app, &me.phone, "203.0.113.77").await;
    order(&app, &b.owner, &b.package_id, &me, "offline").await;
    // Another candidate of the same enterprise, signed from another network.
    order(&app, &a.owner, &a.package_id, &other, "sms").await;
    sign_consent(&app, &other.phone, "198.51.100.99").await;
    assert_eq!(order_status(&app, &a.owner, &signed).await, "completed");

    let token = sign_in(&app, &me.phone).await;
    let copy = ok(&app, &token, "me/export", json!({})).await;
    assert_eq!(copy["phone"], me.phone.as_str());
    let checks = copy["checks"].as_array().unwrap();
    assert_eq!(checks.len(), 2);
    let text = copy.to_string();
    for canary in [
        &me.name,
        &me.phone,
        &me.id_number,
        &me.email,
        &me.school,
        &me.employer,
        &me.position,
    ] {
        assert!(text.contains(canary.as_str()), "the copy lacks {canary}");
    }
    let check = checks
        .iter()
        .find(|c| c["orderId"] == signed.as_str())
        .unwrap();
    assert_eq!(check["consent"]["ip"], "203.0.113.77");
    assert_eq!(check["consent"]["userAgent"], "CanaryBrowser/9.9");
    assert_eq!(check["consent"]["signaturePng"], SIGNATURE);
    assert!(check["consent"]["disclosureZh"]
        .as_str()
        .unwrap()
        .contains("授权"));
    assert_eq!(check["status"], "completed");
    assert!(check["items"]
        .as_array()
        .unwrap()
        .iter()
        .all(|i| i["result"].is_string()
            && i["findingEn"].is_string()
            && i["findingZh"].is_string()));
    let kinds: Vec<&str> = check["timeline"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["kind"].as_str().unwrap())
        .collect();
    assert!(
        kinds.contains(&"created") && kinds.contains(&"completed"),
        "{kinds:?}"
    );
    assert_eq!(check["reports"][0]["version"], 1);
    assert_eq!(check["givenDetails"]["school"], me.school.as_str());

    // Nothing of the other candidate, nor of the enterprise's members.
    for canary in [
        &other.name,
        &other.phone,
        &other.id_number,
        &other.email,
        &other.school,
        &other.employer,
        &other.position,
        &"198.51.100.99".to_string(),
        &a.owner.phone,
        &a.owner.user_id,
    ] {
        assert!(!text.contains(canary.as_str()), "the copy holds {canary}");
    }

    // The same copy as a PDF, in either language.
    for lang in ["zh-CN", "en-US"] {
        let (kind, bytes) = pdf(&app, &token, lang).await;
        assert_eq!(kind, "application/pdf");
        assert!(bytes.starts_with(b"%PDF"), "{lang}");
        assert!(
            bytes.len() > 2_000 && bytes.len() < 2_000_000,
            "{}",
            bytes.len()
        );
    }
    // Without a session: the envelope's 5001, no PDF.
    let (kind, bytes) = pdf(&app, "me_nosuchtoken", "en-US").await;
    assert!(kind.starts_with("application/json"), "{kind}");
    let body: Value = serde_json::from_slice(&bytes).unwrap();
    assert_eq!(body["code"], 5001);
}
