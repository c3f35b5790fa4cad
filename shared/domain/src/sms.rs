//! Every text the platform sends by SMS, as a named template: its stable
//! name, its variables and its zh-CN and en-US texts, each starting with the
//! registered signature. Chinese carriers send only registered templates:
//! `docs/sms-templates.md` lists these for registration (generated from
//! [`ALL`]; a test fails when it is stale).
//!
//! A text is in the recipient's language where it is known (a code asked
//! for by the person who receives it: the language of their request), and
//! in Chinese otherwise (an invitation or a candidate's text to a phone the
//! platform knows nothing of). [`SmsTemplate::render`] is the one place a
//! text is written; senders pass the result to the Sms port.

use verity_core::sms::SmsMessage;
use verity_core::text::{Lang, Text};

/// The signature registered with the carriers; every text starts with it.
pub const SIGNATURE: &str = "【Verity】";

/// One variable of a template: its name in the text (`{name}`), what it
/// holds and the most characters it carries (a longer value is cut).
#[derive(Debug, Clone, Copy)]
pub struct Var {
    pub name: &'static str,
    pub meaning: &'static str,
    pub max_chars: usize,
}

/// A registered text: a stable name, when it is sent, its variables and its
/// two languages (`{var}` placeholders, the signature first).
#[derive(Debug, Clone)]
pub struct SmsTemplate {
    pub name: &'static str,
    pub when: &'static str,
    pub vars: &'static [Var],
    pub text: Text,
}

/// A variable's value: the same in both languages (a code, a link, a name)
/// or words of each language (a role, "an enterprise").
#[derive(Debug, Clone)]
pub enum Value {
    Plain(String),
    Words(Text),
}

impl From<String> for Value {
    fn from(v: String) -> Self {
        Value::Plain(v)
    }
}

impl From<&str> for Value {
    fn from(v: &str) -> Self {
        Value::Plain(v.to_string())
    }
}

impl From<Text> for Value {
    fn from(v: Text) -> Self {
        Value::Words(v)
    }
}

/// The enterprise as a candidate's text names it: its name, or "an
/// enterprise" when it has none or its name could pass for an address.
pub fn enterprise(name: Option<&str>) -> Value {
    match name {
        Some(name) if !unsafe_in_text(name) => Value::Plain(name.trim().to_string()),
        _ => Value::Words(Text::new("An enterprise", "一家企业")),
    }
}

const URL: Var = Var {
    name: "url",
    meaning: "the link of the page to open (the configured public address)",
    max_chars: 120,
};

const ENTERPRISE: Var = Var {
    name: "enterprise",
    meaning: "the enterprise's registered name (never one that looks like an address)",
    max_chars: 30,
};

const ORDER_NO: Var = Var {
    name: "orderNo",
    meaning: "the order's number",
    max_chars: 32,
};

const WORK_ORDER_NO: Var = Var {
    name: "workOrderNo",
    meaning: "the work order's number",
    max_chars: 32,
};

/// Whether an enterprise name looks like an address a text could carry
/// (`://`, `www.`, a dotted `word.tld` or IP-like token, also written with
/// full-width characters) or like our own signature: such a name is never
/// put in a text.
pub fn unsafe_in_text(name: &str) -> bool {
    let folded: String = name
        .chars()
        .map(|c| match c {
            // Full-width ASCII (！ to ～) to ASCII; the ideographic full stops to '.'.
            '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
            '。' | '｡' | '﹒' => '.',
            c => c,
        })
        .flat_map(char::to_lowercase)
        .collect();
    if folded.trim().is_empty()
        || ["://", "www.", "http:", "https:", "【", "】"]
            .iter()
            .any(|p| folded.contains(p))
    {
        return true;
    }
    folded
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '.' || c == '-'))
        .any(|token| {
            let labels: Vec<&str> = token.split('.').collect();
            if labels.len() < 2 || labels.iter().any(|l| l.is_empty()) {
                return false;
            }
            let last = labels[labels.len() - 1];
            let domain = last.len() >= 2 && last.chars().all(|c| c.is_ascii_alphabetic());
            let ip =
                labels.len() == 4 && labels.iter().all(|l| l.chars().all(|c| c.is_ascii_digit()));
            domain || ip
        })
}

pub static VERIFY_CODE: SmsTemplate = SmsTemplate {
    name: "verify_code",
    when: "a verification code was asked for (sign-in, registration, password reset, phone change or check, job application, invitation or shared link); in the language of the request that asked for it",
    vars: &[
        Var {
            name: "code",
            meaning: "the 6-digit code",
            max_chars: 6,
        },
        Var {
            name: "minutes",
            meaning: "how many minutes the code is valid",
            max_chars: 3,
        },
    ],
    text: Text::new(
        "【Verity】Your verification code is {code}, valid for {minutes} minutes.",
        "【Verity】您的验证码为 {code}，{minutes} 分钟内有效，请勿泄露给他人。",
    ),
};

/// The enterprise's name where a fallback stands in for a name that looks like an address.
const ENTERPRISE_OR_FALLBACK: Var = Var {
    name: "enterprise",
    meaning: "the enterprise's registered name, or 一家企业 / An enterprise when it could pass for an address",
    max_chars: 30,
};

const ROLE: Var = Var {
    name: "role",
    meaning: "the role offered (所有者/管理员/操作员/查看者, owner/admin/operator/viewer)",
    max_chars: 8,
};

pub static MEMBER_INVITE: SmsTemplate = SmsTemplate {
    name: "member_invite",
    when: "an enterprise invited a phone to join it (`enterprise/member/invite`, or sent the invitation again)",
    vars: &[ENTERPRISE, ROLE, URL],
    text: Text::new(
        "【Verity】{enterprise} invited you to join its Verity account as {role}; open the link to verify your phone and accept or decline: {url}",
        "【Verity】{enterprise}邀请您以{role}身份加入其 Verity 账户，请打开链接验证手机号后接受或拒绝：{url}",
    ),
};

pub static MEMBER_INVITE_UNNAMED: SmsTemplate = SmsTemplate {
    name: "member_invite_unnamed",
    when: "as `member_invite`, when the enterprise's name could pass for an address (it is not put in a text)",
    vars: &[ROLE, URL],
    text: Text::new(
        "【Verity】An enterprise invited you to join its Verity account as {role}; open the link to verify your phone, see who invited you and accept or decline: {url}",
        "【Verity】有企业邀请您以{role}身份加入其 Verity 账户，请打开链接验证手机号后查看并接受或拒绝：{url}",
    ),
};

pub static CONSENT_REQUEST: SmsTemplate = SmsTemplate {
    name: "consent_request",
    when: "an order asks its candidate to authorize the check (`order/create` with `authMode: sms`, a batch's order, a reminder)",
    vars: &[
        ENTERPRISE_OR_FALLBACK,
        ORDER_NO,
        URL,
    ],
    text: Text::new(
        "【Verity】{enterprise} invites you to authorize a background check (order {orderNo}); open the link within 7 days to read and sign: {url}",
        "【Verity】{enterprise} 邀请您授权一项背景调查（订单 {orderNo}），请在 7 天内打开链接查看并签署：{url}",
    ),
};

/// The candidate portal's address (`<public base>/#/me`, the SPA's hash
/// route, as every link the platform texts): where a candidate signs in with
/// their phone and sees every check about them.
pub fn portal_link(public_base: &str) -> String {
    format!("{}/#/me", public_base.trim_end_matches('/'))
}

const PORTAL: Var = Var {
    name: "portal",
    meaning: "the candidate portal's address (`<public base>/#/me`; a public base of at most 35 characters fits)",
    max_chars: 40,
};

pub static CHECK_STARTED: SmsTemplate = SmsTemplate {
    name: "check_started",
    when: "an order started on the consent the candidate gave with a job application (no authorization text is needed)",
    vars: &[
        ENTERPRISE_OR_FALLBACK,
        ORDER_NO,
        URL,
        PORTAL,
    ],
    text: Text::new(
        "【Verity】{enterprise} has started a background check (order {orderNo}) on the consent you gave when you applied (all your checks: {portal} ); view it or withdraw your consent here: {url}",
        "【Verity】{enterprise}已根据您报名时的授权开始背景调查（订单 {orderNo}），全部背调见 {portal} ，查看或撤回：{url}",
    ),
};

pub static CHECK_STARTED_PORTAL: SmsTemplate = SmsTemplate {
    name: "check_started_portal",
    when: "a check the candidate authorized (signed online or on paper) started: where to follow it",
    vars: &[ENTERPRISE_OR_FALLBACK, ORDER_NO, PORTAL],
    text: Text::new(
        "【Verity】{enterprise} has started the background check you authorized (order {orderNo}). Sign in with this phone to follow it, download your data or withdraw: {portal}",
        "【Verity】{enterprise}已开始您授权的背景调查（订单 {orderNo}），用本手机号登录即可查看进度、下载您的数据或撤回授权：{portal}",
    ),
};

pub static CHECK_COMPLETED: SmsTemplate = SmsTemplate {
    name: "check_completed",
    when: "a check about the candidate completed: where to see it and their data",
    vars: &[ENTERPRISE_OR_FALLBACK, ORDER_NO, PORTAL],
    text: Text::new(
        "【Verity】The background check {enterprise} ran on you (order {orderNo}) is complete. Sign in with this phone to see it, download your data or ask for a correction: {portal}",
        "【Verity】{enterprise}对您的背景调查（订单 {orderNo}）已完成，用本手机号登录即可查看、下载您的数据或申请更正：{portal}",
    ),
};

pub static REPORT_SHARED: SmsTemplate = SmsTemplate {
    name: "report_shared",
    when: "an enterprise shared a report with a phone and asked for it to be texted (`report/share` with `sendText`)",
    vars: &[ENTERPRISE, ORDER_NO, URL],
    text: Text::new(
        "【Verity】{enterprise} shared a background check report (order {orderNo}) with you; open the link and verify this phone to read it: {url}",
        "【Verity】{enterprise}与您分享了一份背景调查报告（订单 {orderNo}），请打开链接验证本手机号后查看：{url}",
    ),
};

pub static REPORT_SHARED_UNNAMED: SmsTemplate = SmsTemplate {
    name: "report_shared_unnamed",
    when: "as `report_shared`, when the enterprise's name could pass for an address",
    vars: &[ORDER_NO, URL],
    text: Text::new(
        "【Verity】An enterprise shared a background check report (order {orderNo}) with you; open the link and verify this phone to read it: {url}",
        "【Verity】有企业与您分享了一份背景调查报告（订单 {orderNo}），请打开链接验证本手机号后查看：{url}",
    ),
};

pub static REPORT_SHARED_CANDIDATE: SmsTemplate = SmsTemplate {
    name: "report_shared_candidate",
    when: "as `report_shared`, when the phone is the candidate's own: the one text also names the candidate portal",
    vars: &[ENTERPRISE_OR_FALLBACK, ORDER_NO, URL, PORTAL],
    text: Text::new(
        "【Verity】{enterprise} shared your background check report (order {orderNo}) (all your checks: {portal} ); open the link and verify this phone to read it: {url}",
        "【Verity】{enterprise}与您分享了您的背景调查报告（订单 {orderNo}），全部背调见 {portal} ，验证本手机号后查看：{url}",
    ),
};

pub static REPORT_SHARED_NOTICE: SmsTemplate = SmsTemplate {
    name: "report_shared_notice",
    when: "an enterprise shared the report with the candidate's own phone without texting the link (`report/share` without `sendText`): where to read it",
    vars: &[ENTERPRISE_OR_FALLBACK, ORDER_NO, PORTAL],
    text: Text::new(
        "【Verity】{enterprise} shared your background check report (order {orderNo}) with you. Sign in with this phone to read it: {portal}",
        "【Verity】{enterprise}与您分享了您的背景调查报告（订单 {orderNo}），用本手机号登录即可查看：{portal}",
    ),
};

pub static ADVERSE_DECISION: SmsTemplate = SmsTemplate {
    name: "adverse_decision",
    when: "the enterprise declined the candidate on the report's findings (`report/decide`): the candidate may dispute them",
    vars: &[
        ENTERPRISE_OR_FALLBACK,
        ORDER_NO,
        Var {
            name: "days",
            meaning: "how many days a dispute may be raised",
            max_chars: 2,
        },
        URL,
    ],
    text: Text::new(
        "【Verity】{enterprise} is not moving forward with your application based on the background check (order {orderNo}). Open the link to see the findings; you may dispute them within {days} days: {url}",
        "【Verity】{enterprise} 根据背景调查结果（订单 {orderNo}）暂不推进您的申请。您可打开链接查看相关发现，并在 {days} 天内提出异议：{url}",
    ),
};

pub static DISPUTE_RESOLVED: SmsTemplate = SmsTemplate {
    name: "dispute_resolved",
    when: "an analyst resolved the candidate's dispute and the report was updated",
    vars: &[ORDER_NO, URL],
    text: Text::new(
        "【Verity】Your dispute about the background check (order {orderNo}) was resolved and the report updated; open the link to read it: {url}",
        "【Verity】您对背景调查（订单 {orderNo}）提出的异议已处理完毕，报告已更新，请打开链接查看：{url}",
    ),
};

pub static ENTERPRISE_APPROVED: SmsTemplate = SmsTemplate {
    name: "enterprise_approved",
    when: "the platform certified the enterprise (to its owner and admins)",
    vars: &[URL],
    text: Text::new(
        "【Verity】Your enterprise is certified on Verity; accept the service contract to start ordering checks: {url}",
        "【Verity】您的企业已通过认证，签署服务协议后即可发起背调：{url}",
    ),
};

pub static ENTERPRISE_REJECTED: SmsTemplate = SmsTemplate {
    name: "enterprise_rejected",
    when: "the platform did not certify the enterprise (to its owner and admins)",
    vars: &[
        Var {
            name: "reason",
            meaning: "the reviewer's reason",
            max_chars: 60,
        },
        URL,
    ],
    text: Text::new(
        "【Verity】Your enterprise was not certified ({reason}); sign in to correct and resubmit it: {url}",
        "【Verity】您的企业认证未通过，原因：{reason}。请登录修改后重新提交：{url}",
    ),
};

pub static LOW_BALANCE: SmsTemplate = SmsTemplate {
    name: "low_balance",
    when: "a charge took the enterprise's balance below its reminder (to its owner and admins)",
    vars: &[
        Var {
            name: "balance",
            meaning: "the balance in yuan (`1,234.56`)",
            max_chars: 16,
        },
        Var {
            name: "threshold",
            meaning: "the reminder in yuan",
            max_chars: 16,
        },
        URL,
    ],
    text: Text::new(
        "【Verity】Your Verity balance of ¥{balance} fell below your reminder of ¥{threshold}; please recharge: {url}",
        "【Verity】您的企业账户余额 ¥{balance} 已低于提醒值 ¥{threshold}，请及时充值：{url}",
    ),
};

pub static WORK_ORDER_REPLIED: SmsTemplate = SmsTemplate {
    name: "work_order_replied",
    when: "the platform replied to a work order (to the member who raised it)",
    vars: &[WORK_ORDER_NO],
    text: Text::new(
        "【Verity】Your work order {workOrderNo} has a new reply; sign in to Verity to read it.",
        "【Verity】您的工单 {workOrderNo} 有新的回复，请登录 Verity 查看。",
    ),
};

pub static WORK_ORDER_RESOLVED: SmsTemplate = SmsTemplate {
    name: "work_order_resolved",
    when: "the platform resolved a work order (to the member who raised it)",
    vars: &[WORK_ORDER_NO],
    text: Text::new(
        "【Verity】Your work order {workOrderNo} was resolved; sign in to Verity to read it. You may reopen it within 7 days.",
        "【Verity】您的工单 {workOrderNo} 已处理完毕，请登录 Verity 查看；如仍有问题，可在 7 天内重新打开。",
    ),
};

/// Every template, in the order of `docs/sms-templates.md`.
pub static ALL: &[&SmsTemplate] = &[
    &VERIFY_CODE,
    &MEMBER_INVITE,
    &MEMBER_INVITE_UNNAMED,
    &CONSENT_REQUEST,
    &CHECK_STARTED,
    &CHECK_STARTED_PORTAL,
    &CHECK_COMPLETED,
    &REPORT_SHARED,
    &REPORT_SHARED_UNNAMED,
    &REPORT_SHARED_CANDIDATE,
    &REPORT_SHARED_NOTICE,
    &ADVERSE_DECISION,
    &DISPUTE_RESOLVED,
    &ENTERPRISE_APPROVED,
    &ENTERPRISE_REJECTED,
    &LOW_BALANCE,
    &WORK_ORDER_REPLIED,
    &WORK_ORDER_RESOLVED,
];

impl SmsTemplate {
    /// The text in `lang` with `vars` filled in (each cut to its
    /// `max_chars`). Every variable of the template must be given, and no
    /// other: a mismatch is a programming error.
    pub fn render(&self, lang: Lang, vars: Vec<(&'static str, Value)>) -> SmsMessage {
        let mut given: Vec<(&'static str, String)> = Vec::with_capacity(self.vars.len());
        for var in self.vars {
            let value = vars
                .iter()
                .find(|(name, _)| *name == var.name)
                .map(|(_, v)| match v {
                    Value::Plain(s) => s.as_str(),
                    Value::Words(t) => t.get(lang),
                })
                .unwrap_or_else(|| panic!("template {} needs {{{}}}", self.name, var.name));
            given.push((var.name, value.chars().take(var.max_chars).collect()));
        }
        debug_assert!(
            vars.iter()
                .all(|(name, _)| self.vars.iter().any(|v| v.name == *name)),
            "template {} was given a variable it does not have",
            self.name
        );
        SmsMessage {
            template: self.name,
            lang,
            text: fill(self.text.get(lang), &given),
            vars: given,
        }
    }
}

fn fill(pattern: &str, vars: &[(&'static str, String)]) -> String {
    let mut out = pattern.to_string();
    for (name, value) in vars {
        out = out.replace(&format!("{{{name}}}"), value);
    }
    out
}

/// Characters of one segment: 70 for a single text in Chinese (UCS-2),
/// 67 for each part of a longer one.
fn segments(text: &str) -> usize {
    let n = text.chars().count();
    if n <= 70 {
        1
    } else {
        n.div_ceil(67)
    }
}

/// `docs/sms-templates.md`: every template for registration with the carriers.
pub fn templates_markdown() -> String {
    let mut out = String::from(
        "# SMS templates\n\nGenerated from `shared/domain/src/sms.rs` (`cargo test` fails when this file is stale; \
         regenerate with `VERITY_WRITE_DOCS=1 cargo test -p verity-domain sms`).\n\n\
         Every text the platform sends is one of these templates, to be registered with the carrier under the \
         signature 【Verity】. A text is in the recipient's language where it is known (a verification code: the \
         language of the request that asked for it) and in Chinese otherwise. A variable's value is cut to its \
         maximum length. Segments count 70 characters for a single Chinese text and 67 for each part of a longer \
         one, with every variable at its maximum length.\n",
    );
    for t in ALL {
        let longest: Vec<(&'static str, String)> = t
            .vars
            .iter()
            .map(|v| (v.name, "字".repeat(v.max_chars)))
            .collect();
        out.push_str(&format!(
            "\n## `{}`\n\n- Signature: {SIGNATURE}\n- Sent when: {}\n- zh-CN: {}\n- en-US: {}\n- Segments (zh-CN, longest values): {}\n",
            t.name,
            t.when,
            t.text.zh(),
            t.text.en(),
            segments(&fill(t.text.zh(), &longest)),
        ));
        if !t.vars.is_empty() {
            out.push_str("\n| variable | meaning | max length |\n|---|---|---|\n");
            for v in t.vars {
                out.push_str(&format!(
                    "| `{}` | {} | {} |\n",
                    v.name, v.meaning, v.max_chars
                ));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_template_is_signed_names_its_variables_in_both_languages_and_has_a_unique_name() {
        let mut names = std::collections::HashSet::new();
        for t in ALL {
            assert!(names.insert(t.name), "{} twice", t.name);
            for lang in [Lang::ZhCn, Lang::EnUs] {
                let text = t.text.get(lang);
                assert!(text.starts_with(SIGNATURE), "{} {lang:?}", t.name);
                for v in t.vars {
                    assert!(
                        text.contains(&format!("{{{}}}", v.name)),
                        "{} {lang:?} lacks {{{}}}",
                        t.name,
                        v.name
                    );
                }
                let bare = fill(text, &[]);
                let placeholders = bare.matches('{').count();
                assert_eq!(placeholders, t.vars.len(), "{} {lang:?}", t.name);
            }
        }
    }

    #[test]
    fn a_text_is_rendered_in_the_asked_language_with_its_variables_cut_to_their_length() {
        let zh = VERIFY_CODE.render(
            Lang::ZhCn,
            vec![("code", "123456".into()), ("minutes", "10".into())],
        );
        assert_eq!(
            zh.text,
            "【Verity】您的验证码为 123456，10 分钟内有效，请勿泄露给他人。"
        );
        assert_eq!(zh.template, "verify_code");
        let en = VERIFY_CODE.render(
            Lang::EnUs,
            vec![("code", "123456".into()), ("minutes", "10".into())],
        );
        assert_eq!(
            en.text,
            "【Verity】Your verification code is 123456, valid for 10 minutes."
        );
        let role = Text::new("operator", "操作员");
        let long = "长".repeat(40);
        let invite = MEMBER_INVITE.render(
            Lang::ZhCn,
            vec![
                ("enterprise", long.as_str().into()),
                ("role", role.into()),
                ("url", "https://v.example/#/i".into()),
            ],
        );
        assert!(invite.text.starts_with(&format!(
            "【Verity】{}邀请您以操作员身份加入",
            "长".repeat(30)
        )));
    }

    #[test]
    fn the_portal_is_the_spas_me_route_on_the_public_base() {
        assert_eq!(
            portal_link("https://app.example.com"),
            "https://app.example.com/#/me"
        );
        assert_eq!(
            portal_link("https://app.example.com/"),
            "https://app.example.com/#/me"
        );
    }

    #[test]
    fn chinese_texts_stay_short() {
        for t in ALL {
            let longest: Vec<(&'static str, String)> = t
                .vars
                .iter()
                .map(|v| (v.name, "字".repeat(v.max_chars)))
                .collect();
            let n = segments(&fill(t.text.zh(), &longest));
            assert!(n <= 4, "{} takes {n} segments", t.name);
        }
        assert_eq!(segments(&fill(VERIFY_CODE.text.zh(), &[])), 1);
    }

    #[test]
    fn sms_templates_in_docs_are_current() {
        let path =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/sms-templates.md");
        let generated = templates_markdown();
        if std::env::var("VERITY_WRITE_DOCS").as_deref() == Ok("1") {
            std::fs::write(&path, &generated).expect("the docs folder is writable");
            return;
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == generated,
            "{} is stale: regenerate with VERITY_WRITE_DOCS=1 cargo test -p verity-domain sms",
            path.display()
        );
    }
}
