//! A notice's words, rendered when it is read, in the reader's language,
//! and the texts of the kinds that are also sent by SMS (templates of
//! `crate::sms`, in the member's language: Chinese, as a member's language
//! is not stored).

use verity_core::sms::SmsMessage;

use super::model::{NoticeKind, NoticeParams};
use crate::counters::china_day;
use crate::sms;

/// The reader's language.
pub use verity_core::text::Lang;

/// `12345` fen → `123.45`, with thousands separators.
pub fn yuan(fen: i64) -> String {
    let sign = if fen < 0 { "-" } else { "" };
    let fen = fen.unsigned_abs();
    let whole = (fen / 100).to_string();
    let mut grouped = String::new();
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(c);
    }
    format!("{sign}{grouped}.{:02}", fen % 100)
}

/// Title and body of a notice.
pub fn render(kind: NoticeKind, p: &NoticeParams, lang: Lang) -> (String, String) {
    let s = |v: &Option<String>| v.clone().unwrap_or_default();
    let money = |v: Option<i64>| yuan(v.unwrap_or(0));
    let order_no = s(&p.order_no);
    let wo_no = s(&p.work_order_no);
    let reason = s(&p.reason);
    let day = p.batch_created_at.map(china_day).unwrap_or_default();
    let count = p.order_count.unwrap_or(0);
    let zh = lang == Lang::ZhCn;
    let (title, body) = match kind {
        NoticeKind::EnterpriseApproved if zh => (
            "企业认证已通过".to_string(),
            "您的企业已通过平台审核。签署服务协议、创建套餐并充值后即可发起背调。".to_string(),
        ),
        NoticeKind::EnterpriseApproved => (
            "Your enterprise is certified".to_string(),
            "The platform approved your enterprise. Accept the service contract, create a package and recharge to start ordering checks.".to_string(),
        ),
        NoticeKind::EnterpriseRejected if zh => (
            "企业认证未通过".to_string(),
            format!("原因：{reason}。请按原因修改企业信息后重新提交审核。"),
        ),
        NoticeKind::EnterpriseRejected => (
            "Enterprise review not passed".to_string(),
            format!("Reason: {reason}. Please correct the enterprise information and submit it again."),
        ),
        NoticeKind::ReportCompleted if zh => (
            "背调报告已完成".to_string(),
            format!("订单 {order_no} 的背调报告已生成，可查看并做出决定。"),
        ),
        NoticeKind::ReportCompleted => (
            "Report ready".to_string(),
            format!("The report of order {order_no} is ready to read and decide on."),
        ),
        NoticeKind::ReportDisputed if zh => (
            "候选人对报告提出异议".to_string(),
            format!("订单 {order_no} 的候选人对报告提出了异议，平台将核实后更新报告。"),
        ),
        NoticeKind::ReportDisputed => (
            "Report disputed".to_string(),
            format!("The candidate of order {order_no} disputed the report; the platform will check it and update the report."),
        ),
        NoticeKind::CorrectionRequested if zh => (
            "候选人申请更正信息".to_string(),
            format!("订单 {order_no} 的候选人申请更正其信息，平台将核实后答复。"),
        ),
        NoticeKind::CorrectionRequested => (
            "Correction requested".to_string(),
            format!("The candidate of order {order_no} asked to correct their data; the platform will check it and answer."),
        ),
        NoticeKind::ErasureRequested if zh => (
            "候选人申请删除个人数据".to_string(),
            format!("订单 {order_no} 的候选人申请删除其个人数据，平台将很快删除；订单编号、金额和结果会保留。"),
        ),
        NoticeKind::ErasureRequested => (
            "Candidate asked for erasure".to_string(),
            format!("The candidate of order {order_no} asked that their personal data be erased; the platform erases them shortly, keeping the order number, amounts and results."),
        ),
        NoticeKind::BatchFinished if zh => (
            "批量下单已完成".to_string(),
            format!("{day} 上传的批量文件已生成 {count} 个订单，授权短信正在发送。"),
        ),
        NoticeKind::BatchFinished => (
            "Batch placed".to_string(),
            format!("The batch uploaded on {day} placed {count} orders; the consent texts are being sent."),
        ),
        NoticeKind::RechargeConfirmed if zh => (
            "充值已到账".to_string(),
            format!("¥{} 的充值已确认，余额已增加。", money(p.amount_fen)),
        ),
        NoticeKind::RechargeConfirmed => (
            "Recharge credited".to_string(),
            format!("Your recharge of ¥{} was confirmed and credited to the balance.", money(p.amount_fen)),
        ),
        NoticeKind::RechargeDeclined if zh => (
            "充值未通过".to_string(),
            format!("¥{} 的充值未通过：{reason}", money(p.amount_fen)),
        ),
        NoticeKind::RechargeDeclined => (
            "Recharge declined".to_string(),
            format!("Your recharge of ¥{} was declined: {reason}", money(p.amount_fen)),
        ),
        NoticeKind::LowBalance if zh => (
            "余额低于提醒值".to_string(),
            format!(
                "账户余额 ¥{} 已低于提醒值 ¥{}，请及时充值以免影响下单。",
                money(p.balance_fen),
                money(p.threshold_fen)
            ),
        ),
        NoticeKind::LowBalance => (
            "Low balance".to_string(),
            format!(
                "The balance of ¥{} fell below your reminder of ¥{}; recharge to keep ordering checks.",
                money(p.balance_fen),
                money(p.threshold_fen)
            ),
        ),
        NoticeKind::WorkOrderReplied if zh => (
            "工单有新回复".to_string(),
            format!("客服回复了工单 {wo_no}。"),
        ),
        NoticeKind::WorkOrderReplied => (
            "New reply to your work order".to_string(),
            format!("Support replied to work order {wo_no}."),
        ),
        NoticeKind::WorkOrderResolved if zh => (
            "工单已处理".to_string(),
            format!("工单 {wo_no} 已处理完毕；如仍有问题，可在 7 天内重新打开。"),
        ),
        NoticeKind::WorkOrderResolved => (
            "Work order resolved".to_string(),
            format!("Work order {wo_no} was resolved; you may reopen it within 7 days."),
        ),
        NoticeKind::WebhookDisabled if zh => (
            "Webhook 端点已停用".to_string(),
            "一个 Webhook 端点连续 24 小时推送失败，已自动停用。请检查接收地址后在开发者设置中重新启用。".to_string(),
        ),
        NoticeKind::WebhookDisabled => (
            "Webhook endpoint disabled".to_string(),
            "A webhook endpoint kept failing for 24 hours and was disabled. Check the receiving address, then enable it again under Developers.".to_string(),
        ),
    };
    (title, body)
}

/// At most this many characters of a reason go into a text.
const TEXT_REASON_CHARS: usize = 60;

/// The SMS of a texted kind (`None`: the kind is not texted). `base` is the
/// configured public address (never a request's header); the link opens
/// the console page of the notice through the SPA's hash router.
pub fn sms(
    kind: NoticeKind,
    p: &NoticeParams,
    base: &str,
    path: &str,
    lang: Lang,
) -> Option<SmsMessage> {
    let url = format!("{}/#{path}", base.trim_end_matches('/'));
    match kind {
        NoticeKind::EnterpriseApproved => {
            Some(sms::ENTERPRISE_APPROVED.render(lang, vec![("url", url.into())]))
        }
        NoticeKind::EnterpriseRejected => {
            let reason: String = p
                .reason
                .as_deref()
                .unwrap_or("")
                .chars()
                .take(TEXT_REASON_CHARS)
                .collect();
            Some(
                sms::ENTERPRISE_REJECTED
                    .render(lang, vec![("reason", reason.into()), ("url", url.into())]),
            )
        }
        NoticeKind::LowBalance => Some(sms::LOW_BALANCE.render(
            lang,
            vec![
                ("balance", yuan(p.balance_fen.unwrap_or(0)).into()),
                ("threshold", yuan(p.threshold_fen.unwrap_or(0)).into()),
                ("url", url.into()),
            ],
        )),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notices::model::NoticeKind;

    #[test]
    fn money_reads_in_yuan() {
        assert_eq!(yuan(0), "0.00");
        assert_eq!(yuan(5), "0.05");
        assert_eq!(yuan(123_456_789), "1,234,567.89");
        assert_eq!(yuan(100_000), "1,000.00");
    }

    #[test]
    fn every_kind_reads_in_both_languages() {
        let p = NoticeParams {
            order_no: Some("VO1".into()),
            work_order_no: Some("WO1".into()),
            amount_fen: Some(10_000),
            reason: Some("营业执照模糊".into()),
            ..Default::default()
        };
        for kind in NoticeKind::ALL {
            let (zh_title, _) = render(kind, &p, Lang::ZhCn);
            let (en_title, en_body) = render(kind, &p, Lang::EnUs);
            assert!(zh_title.chars().any(|c| c as u32 > 0x4e00), "{kind:?}");
            assert!(en_title.is_ascii() && !en_body.is_empty(), "{kind:?}");
        }
        let (_, body) = render(NoticeKind::ReportCompleted, &p, Lang::EnUs);
        assert!(body.contains("VO1"));
    }

    #[test]
    fn texts_carry_the_configured_base_and_the_prefix() {
        let p = NoticeParams {
            balance_fen: Some(9_000),
            threshold_fen: Some(10_000),
            ..Default::default()
        };
        let t = sms(
            NoticeKind::LowBalance,
            &p,
            "https://verity.example/",
            "/financialManage",
            Lang::ZhCn,
        )
        .unwrap()
        .text;
        assert!(t.starts_with("【Verity】"));
        assert!(t.contains("https://verity.example/#/financialManage"));
        assert!(t.contains("¥90.00") && t.contains("¥100.00"));
        assert!(sms(
            NoticeKind::ReportCompleted,
            &p,
            "https://x",
            "/",
            Lang::ZhCn
        )
        .is_none());
    }
}
