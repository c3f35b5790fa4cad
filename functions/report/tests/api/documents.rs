//! The report PDF: drawn on the server with a CJK font subset, read back
//! by extracting its text; its verification code confirmed by the public
//! `report/verify`, and a new version gets a new PDF and code.

use serde_json::json;

use super::{analyst, app, completed_order, post, ready};
use verity_http::ErrorCode;

/// The text of every page of a PDF.
fn pdf_text(bytes: &[u8]) -> String {
    let doc = lopdf::Document::load_mem(bytes).expect("a PDF lopdf can read");
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    doc.extract_text(&pages).expect("text in the PDF")
}

async fn stored_pdf(
    app: &verity_testkit::TestApp,
    enterprise_id: &str,
    order_id: &str,
    version: u32,
    lang: &str,
) -> Vec<u8> {
    let key = format!("reports/{enterprise_id}/{order_id}/v{version}.{lang}.pdf");
    let bytes = app
        .ports
        .reports
        .get(&key)
        .await
        .unwrap()
        .expect("the stored PDF")
        .bytes
        .to_vec();
    // To look at its pages: VERITY_PDF_OUT=<dir> keeps a copy.
    if let Ok(dir) = std::env::var("VERITY_PDF_OUT") {
        std::fs::write(format!("{dir}/report-v{version}.{lang}.pdf"), &bytes).unwrap();
    }
    bytes
}

/// `report/pdf` asked in a language (`zh-CN`, `en-US`).
async fn pdf_in(
    app: &verity_testkit::TestApp,
    token: &str,
    order_id: &str,
    lang: &str,
) -> verity_testkit::Answer {
    app.call_as_lang(
        token,
        "/api/base/report/pdf",
        &json!({"orderId": order_id}).to_string(),
        lang,
    )
    .await
}

#[tokio::test]
async fn the_pdf_shows_every_item_the_masked_name_and_a_code_the_public_check_confirms() {
    let app = app();
    let (owner, package) = ready(&app).await;
    let (other, _) = ready(&app).await;
    let order_id = completed_order(&app, &owner, &package, "13900001111", 1).await;
    assert_eq!(
        post(
            &app,
            &other.token,
            "report/pdf",
            json!({"orderId": order_id})
        )
        .await
        .code(),
        ErrorCode::NotFound
    );

    // A reader in Chinese gets the Chinese PDF.
    let link = pdf_in(&app, &owner.token, &order_id, "zh-CN").await;
    assert_eq!(link.code(), 0, "{:?}", link.data());
    let code = link.data()["verificationCode"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(link.data()["url"].as_str().unwrap().len() > 10);
    let size = link.data()["size"].as_u64().unwrap();
    let bytes = stored_pdf(&app, &owner.enterprise_id, &order_id, 1, "zh-CN").await;
    assert_eq!(bytes.len() as u64, size);
    assert!(bytes.starts_with(b"%PDF-"));
    // A subset of the CJK font, not the 16 MB collection.
    assert!(size < 400_000, "the PDF is {size} bytes");
    eprintln!("report PDF v1: {size} bytes");

    let text = pdf_text(&bytes);
    let flat: String = text.split_whitespace().collect();
    for expected in [
        "张*",
        "110***********8515",
        "身份核验",
        "学历核查",
        "工作履历",
        "法院",
        "失信",
        "第1版",
        "总体结果：需关注",
        "有不良记录",
        "（北京时间）",
        &code,
    ] {
        assert!(
            flat.contains(&expected.replace(' ', "")),
            "{expected:?} not in the PDF text:\n{text}"
        );
    }
    assert!(!flat.contains("13900001111"), "no phone in the clear");
    // One language: the Chinese PDF carries none of the English words.
    for english in [
        "Version",
        "Consider",
        "Adverse",
        "Background",
        "Candidate",
        "Verification",
    ] {
        assert!(
            !flat.contains(english),
            "{english:?} in the Chinese PDF:\n{text}"
        );
    }

    // In English, the same version reads in English only, with the same code.
    let english = pdf_in(&app, &owner.token, &order_id, "en-US").await;
    assert_eq!(english.data()["verificationCode"], code.as_str());
    let en_text = pdf_text(&stored_pdf(&app, &owner.enterprise_id, &order_id, 1, "en-US").await);
    let en_flat: String = en_text.split_whitespace().collect();
    for expected in [
        "Backgroundcheckreport",
        "Version1",
        "Overallresult:Consider",
        "Adverse",
        "(UTC+8)",
        &code,
    ] {
        assert!(
            en_flat.contains(expected),
            "{expected:?} not in:\n{en_text}"
        );
    }
    // What the order gave (the masked name, the school and employer as typed)
    // stays as given; every label and finding is English.
    let en_labels = en_text
        .replace("北京大学", "")
        .replace("示例科技有限公司", "");
    assert!(
        !en_labels
            .chars()
            .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c) && !"张".contains(c)),
        "Chinese in the English PDF:\n{en_text}"
    );

    // The same version is not drawn twice.
    let again = pdf_in(&app, &owner.token, &order_id, "zh-CN").await;
    assert_eq!(again.data()["verificationCode"], code.as_str());

    // Anyone may check the code (no session), however they type it.
    let typed = code.to_lowercase().replace('-', " ");
    let verified = app
        .call(
            "/api/base/report/verify",
            &json!({"code": typed}).to_string(),
        )
        .await;
    assert_eq!(verified.code(), 0, "{:?}", verified.data());
    let v = verified.data();
    assert_eq!(
        (
            &v["version"],
            &v["currentVersion"],
            &v["candidateName"],
            &v["overallResult"]
        ),
        (&json!(1), &json!(1), &json!("张*"), &json!("consider"))
    );
    for wrong in ["0000-0000-0000-0000", "not a code", ""] {
        let answer = app
            .call(
                "/api/base/report/verify",
                &json!({"code": wrong}).to_string(),
            )
            .await;
        assert_eq!(answer.code(), ErrorCode::ReportCodeUnknown, "{wrong:?}");
    }

    // A new version: a new PDF with its own code; the old code says a newer version exists.
    let ops = analyst(&app).await;
    let edited = post(&app, &ops, "report/ops/edit", json!({"orderId": order_id, "reason": "Namesake", "items": [{"code": "court", "grade": "green", "findings": "无相关记录（已按身份证号核对同名人员）"}]})).await;
    assert_eq!(edited.code(), 0, "{:?}", edited.data());
    let second = pdf_in(&app, &owner.token, &order_id, "zh-CN").await;
    assert_eq!(second.data()["version"], 2);
    let code2 = second.data()["verificationCode"]
        .as_str()
        .unwrap()
        .to_string();
    assert_ne!(code2, code);
    let text2: String =
        pdf_text(&stored_pdf(&app, &owner.enterprise_id, &order_id, 2, "zh-CN").await)
            .split_whitespace()
            .collect();
    assert!(
        text2.contains("无相关记录（已按身份证号核对同名人员）"),
        "{text2}"
    );
    assert!(
        text2.contains("第2版") && text2.contains("Namesake"),
        "{text2}"
    );
    let old = app
        .call(
            "/api/base/report/verify",
            &json!({"code": code}).to_string(),
        )
        .await;
    assert_eq!(
        (&old.data()["version"], &old.data()["currentVersion"]),
        (&json!(1), &json!(2))
    );
}
