//! The language of `msg`: chosen per request from `Accept-Language` (zh-CN
//! unless the first preference is English), held in a task-local for the
//! request's handler, and used when an error is turned into its envelope.

use axum::extract::Request;
use axum::middleware::Next;
use axum::response::Response;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    ZhCn,
    EnUs,
}

tokio::task_local! {
    static LANG: Lang;
}

impl Lang {
    /// The first language of an `Accept-Language` value; zh-CN by default.
    pub fn from_accept_language(header: Option<&str>) -> Lang {
        let first = header.and_then(|h| h.split(',').next()).map(|tag| {
            tag.split(';')
                .next()
                .unwrap_or("")
                .trim()
                .to_ascii_lowercase()
        });
        match first.as_deref() {
            Some(tag) if tag == "en" || tag.starts_with("en-") => Lang::EnUs,
            _ => Lang::ZhCn,
        }
    }
}

/// The language of the request being handled (zh-CN outside a request).
pub fn current() -> Lang {
    LANG.try_with(|l| *l).unwrap_or(Lang::ZhCn)
}

/// Middleware: runs the rest of the request with its language set.
pub async fn negotiate(request: Request, next: Next) -> Response {
    let lang = Lang::from_accept_language(
        request
            .headers()
            .get(http::header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok()),
    );
    LANG.scope(lang, next.run(request)).await
}

/// The zh-CN text of an English message the API answers with (rule messages
/// of request fields and handlers' precise messages). `None`: not listed.
pub fn zh(en: &str) -> Option<&'static str> {
    const TEXTS: &[(&str, &str)] = &[
        ("please enter a mobile phone number", "请输入手机号"),
        (
            "please enter a valid mobile phone number",
            "请输入正确的手机号",
        ),
        ("please enter a password", "请输入密码"),
        (
            "the password must be sent as its MD5 digest (32 hexadecimal digits)",
            "密码须以 MD5 摘要（32 位十六进制）提交",
        ),
        ("please enter the verification code", "请输入验证码"),
        ("the verification code has 6 digits", "验证码为 6 位数字"),
        ("please enter a name", "请输入姓名"),
        (
            "the name has at most 32 characters and no control characters",
            "姓名最多 32 个字符，且不含控制字符",
        ),
        ("please enter your name", "请输入您的姓名"),
        ("please enter a valid name", "请输入正确的姓名"),
        ("please enter ID document number", "请输入证件号码"),
        (
            "please enter a valid ID document number",
            "请输入正确的证件号码",
        ),
        (
            "please enter a valid e-mail address",
            "请输入正确的电子邮箱",
        ),
        ("is required", "不能为空"),
        ("is malformed", "格式不正确"),
        ("must be ENT_WEB", "必须为 ENT_WEB"),
        ("must be sms or password", "必须为 sms 或 password"),
        ("must be sms", "必须为 sms"),
        (
            "must be a 2, 4 or 6 digit division code",
            "须为 2、4 或 6 位行政区划代码",
        ),
        ("must be a whole number from 1", "须为从 1 开始的整数"),
        (
            "must be a whole number from 1 to 100",
            "须为 1 到 100 之间的整数",
        ),
        ("please enter an amount", "请输入金额"),
        (
            "amounts are whole numbers of fen",
            "金额须为整数（单位：分）",
        ),
        (
            "must be one of login, register, resetPassword, changeMobile, checkPhone, bindMobile, jobApply",
            "须为 login、register、resetPassword、changeMobile、checkPhone、bindMobile、jobApply 之一",
        ),
        ("is already your phone number", "已是您当前的手机号"),
        ("malformed query string", "查询参数格式不正确"),
        ("No division has this code", "不存在该行政区划"),
        (
            "No external sign-in provider is configured",
            "未配置外部登录方式",
        ),
        ("The request body could not be read", "无法读取请求内容"),
        (
            "The SMS outbox exists only with the embedded SMS adapter",
            "仅本地短信发件箱可用",
        ),
        (
            "use at most 64 letters, digits, '.', '_' or '-'",
            "最多 64 个字母、数字、“.”、“_”或“-”",
        ),
        (
            "please pick the number shown on your computer",
            "请选择电脑上显示的数字",
        ),
        (
            "must be the two digits shown on your computer",
            "须为电脑上显示的两位数字",
        ),
        ("please enter the enterprise name", "请输入企业名称"),
        (
            "the name has at most 100 characters and no control characters",
            "企业名称最多 100 个字符，且不含控制字符",
        ),
        (
            "please enter the unified social credit code",
            "请输入统一社会信用代码",
        ),
        (
            "the unified social credit code has 18 digits and letters",
            "统一社会信用代码为 18 位数字和字母",
        ),
        ("must be 18 characters", "须为 18 位"),
        (
            "may hold only digits and capital letters other than I, O, S, V and Z",
            "只能包含数字和除 I、O、S、V、Z 以外的大写字母",
        ),
        (
            "is not a valid unified social credit code (its check character does not match)",
            "不是有效的统一社会信用代码（校验位不符）",
        ),
        ("please enter the address", "请输入地址"),
        (
            "the address has at most 200 characters",
            "地址最多 200 个字符",
        ),
        ("please give a reason", "请填写原因"),
        ("at most 500 characters", "最多 500 个字符"),
        ("please upload the file", "请上传文件"),
        ("is not a file key", "不是有效的文件标识"),
        ("please give the reason for the rejection", "请填写驳回原因"),
        ("please enter the package name", "请输入套餐名称"),
        (
            "the name has at most 50 characters and no control characters",
            "名称最多 50 个字符，且不含控制字符",
        ),
        (
            "the description has at most 500 characters",
            "描述最多 500 个字符",
        ),
        (
            "choose at least one screening item",
            "请至少选择一个背调项目",
        ),
        ("at most 20 items", "最多选择 20 个项目"),
        ("at most 10,000 rows", "最多 10,000 行"),
        (
            "name the rows to confirm, or confirm all",
            "请指定要确认的行，或全部确认",
        ),
        (
            "choose at least one notice, or all",
            "请至少选择一条通知，或选择全部",
        ),
        ("at most 100 notices at once", "一次最多标记 100 条通知"),
        ("give ids or all, not both", "请选择指定通知或全部，不能同时选择"),
        (
            "each item appears once; set its quantity instead",
            "每个项目只能选择一次，请修改数量",
        ),
        (
            "the quantity is from 1 to what this item allows",
            "数量须在 1 到该项目允许的上限之间",
        ),
        ("from 0 to 100000000 fen", "须在 0 到 100000000 分之间"),
        (
            "from 1 to 100000000 fen (¥1,000,000)",
            "须在 1 到 100000000 分（100 万元）之间",
        ),
        (
            "the end of the range is before its start",
            "结束时间早于开始时间",
        ),
        ("please upload the transfer voucher", "请上传转账凭证"),
        (
            "the invoice title has 1 to 100 characters",
            "发票抬头为 1 到 100 个字符",
        ),
        (
            "15 to 20 capital letters and digits",
            "税号为 15 到 20 位大写字母或数字",
        ),
        ("must be active or disabled", "须为 active 或 disabled"),
        ("must be transfer or sandbox", "须为 transfer 或 sandbox"),
        (
            "must be recharge, charge, refund or adjustment",
            "须为 recharge、charge、refund 或 adjustment",
        ),
        ("must be csv or xlsx", "须为 csv 或 xlsx"),
        (
            "must be pending_review, settled or rejected",
            "须为 pending_review、settled 或 rejected",
        ),
        ("must be pending or issued", "须为 pending 或 issued"),
        (
            "use 16 to 64 letters, digits, '-' or '_'",
            "须为 16 到 64 位字母、数字、'-' 或 '_'",
        ),
        (
            "must be a whole number from 1 to 5",
            "须为 1 到 5 之间的整数",
        ),
        (
            "the keyword has at most 50 characters",
            "关键词最多 50 个字符",
        ),
        ("must be approve or reject", "须为 approve 或 reject"),
        (
            "must be pending_review, certified or rejected",
            "须为 pending_review、certified 或 rejected",
        ),
        ("please choose a file", "请选择文件"),
        (
            "must be one of license, logo, consent, voucher, batch, attachment",
            "须为 license、logo、consent、voucher、batch、attachment 之一",
        ),
        (
            "the file needs a name of at most 200 characters",
            "文件名不能为空，且最多 200 个字符",
        ),
        (
            "the file name may not hold /, \\, .. or control characters",
            "文件名不能包含 /、\\、.. 或控制字符",
        ),
        (
            "the upload must be sent as multipart/form-data",
            "上传须以 multipart/form-data 发送",
        ),
        (
            "the upload is not a valid multipart form",
            "上传内容不是有效的 multipart 表单",
        ),
        ("the upload was cut short", "上传内容不完整"),
        (
            "the profile was changed meanwhile; reload and try again",
            "资料已被他人修改，请刷新后重试",
        ),
        ("please enter the position title", "请输入岗位名称"),
        (
            "the title has at most 50 characters and no control characters",
            "岗位名称最多 50 个字符，且不含控制字符",
        ),
        ("please enter the department", "请输入部门"),
        (
            "the department has at most 50 characters and no control characters",
            "部门最多 50 个字符，且不含控制字符",
        ),
        ("each field appears once", "每个字段只能选择一次"),
        ("must be open or closed", "须为 open 或 closed"),
        ("this position does not collect it", "该岗位不收集此项"),
        ("please give your highest education", "请填写最高学历"),
        ("please enter the school", "请输入学校名称"),
        ("at most 100 characters", "最多 100 个字符"),
        ("a year from 1950 to 2100", "须为 1950 到 2100 之间的年份"),
        ("at most 20 entries", "最多 20 条"),
        ("please enter the company", "请输入公司名称"),
        ("please enter the job title", "请输入职位"),
        ("at most 50 characters", "最多 50 个字符"),
        ("use the form YYYY-MM", "请使用 YYYY-MM 格式"),
        ("the end is before the start", "结束时间早于开始时间"),
        ("at most 10 files", "最多 10 个文件"),
        ("each file appears once", "每个文件只能添加一次"),
        (
            "must be sms or offline; an order from a registration whose consent covers the check needs no link",
            "须为 sms 或 offline；报名时已授权背调的候选人无需授权链接",
        ),
        // Order candidate details (issue 23).
        ("please enter the school or employer", "请输入院校或雇主名称"),
        (
            "at most 100 characters and no control characters",
            "最多 100 个字符，且不含控制字符",
        ),
        ("please enter the degree", "请输入学历学位"),
        (
            "at most 50 characters and no control characters",
            "最多 50 个字符，且不含控制字符",
        ),
        ("please enter the employment period", "请输入任职时间"),
        ("please enter the certificate number", "请输入证书编号"),
        (
            "at most 50 letters, digits, spaces and - / _ . ( )",
            "最多 50 个字符，仅限字母、数字、空格及 - / _ . ( )",
        ),
        (
            "the education check needs the school",
            "学历核查需要填写毕业院校",
        ),
        (
            "the employment check needs the former employer",
            "工作履历核查需要填写前雇主",
        ),
        (
            "the qualification check needs the certificate number",
            "职业资格证书核查需要填写证书编号",
        ),
        ("please enter a subject", "请输入标题"),
        (
            "the subject has at most 100 characters on one line",
            "标题最多 100 个字符，且不能换行",
        ),
        ("please enter the text", "请输入内容"),
        ("at most 2000 characters", "最多 2000 个字符"),
        ("attach at most 5 files", "最多添加 5 个附件"),
        ("each file once", "每个文件只能添加一次"),
        (
            "must be open, in_progress, resolved or closed",
            "须为 open、in_progress、resolved 或 closed",
        ),
        (
            "a link lives from 1 hour to 720 hours (30 days)",
            "链接有效期为 1 到 720 小时（30 天）",
        ),
        (
            "a refund is more than 0 and at most what was charged",
            "退款金额须大于 0，且不超过已扣金额",
        ),
        (
            "change at least one item or add a note",
            "请至少修改一个项目或填写备注",
        ),
        ("choose at least one item", "请至少选择一个项目"),
        (
            "must be one of license, logo, consent, voucher, batch, attachment, invoice",
            "须为 license、logo、consent、voucher、batch、attachment、invoice 之一",
        ),
        (
            "only an offline order carries a signed authorization",
            "只有线下授权的订单需要上传授权书",
        ),
        ("please choose a package", "请选择套餐"),
        (
            "please enter a valid ID document number (the last character does not match)",
            "请输入正确的证件号码（校验位不符）",
        ),
        (
            "please read and agree to the authorization",
            "请阅读并同意授权书",
        ),
        ("please sign in the box", "请在框内签名"),
        ("the file is empty", "文件为空"),
        ("the range ends before it starts", "结束时间早于开始时间"),
        (
            "the report has no item of this code",
            "报告中没有该项目",
        ),
        (
            "the signature must be a PNG image of at most 300 KB",
            "签名须为不超过 300 KB 的 PNG 图片",
        ),
        (
            "upload the signed authorization for an offline order",
            "线下授权的订单请上传已签署的授权书",
        ),
    ];
    TEXTS.iter().find(|(e, _)| *e == en).map(|(_, z)| *z)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The English messages of request-field refusals in the workspace's
    /// sources (`FieldError::new(field, "…")`, `ApiError::invalid(field, "…")`).
    fn field_messages() -> Vec<(String, String)> {
        fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
            for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
                let path = entry.path();
                let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
                if path.is_dir() {
                    if name != "tests" && name != "target" && !name.starts_with('.') {
                        walk(&path, out);
                    }
                } else if name.ends_with(".rs") && name != "lang.rs" {
                    out.push(path);
                }
            }
        }
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut files = Vec::new();
        walk(&root.join("shared"), &mut files);
        walk(&root.join("functions"), &mut files);
        let mut found = Vec::new();
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap_or_default();
            for pattern in ["FieldError::new(", "ApiError::invalid("] {
                for (at, _) in text.match_indices(pattern) {
                    let rest = &text[at + pattern.len()..];
                    // The message is the second argument when it is a literal.
                    let Some(comma) = rest.find(',') else {
                        continue;
                    };
                    let after = rest[comma + 1..].trim_start();
                    let Some(body) = after.strip_prefix('"') else {
                        continue;
                    };
                    let mut message = String::new();
                    let mut chars = body.chars();
                    while let Some(c) = chars.next() {
                        match c {
                            '\\' => {
                                if let Some(n) = chars.next() {
                                    message.push(n);
                                }
                            }
                            '"' => break,
                            c => message.push(c),
                        }
                    }
                    found.push((message, file.display().to_string()));
                }
            }
        }
        found
    }

    /// One language at a time: every refusal a request field can get reads in Chinese too.
    #[test]
    fn every_field_message_has_its_chinese_text() {
        let messages = field_messages();
        assert!(messages.len() > 40, "found {} messages", messages.len());
        let missing: Vec<_> = messages
            .iter()
            .filter(|(m, _)| !m.contains('{') && zh(m).is_none())
            .collect();
        assert!(missing.is_empty(), "no zh-CN text for: {missing:#?}");
    }

    #[test]
    fn the_first_preference_decides_and_chinese_is_the_default() {
        assert_eq!(Lang::from_accept_language(None), Lang::ZhCn);
        assert_eq!(
            Lang::from_accept_language(Some("en-US,en;q=0.9")),
            Lang::EnUs
        );
        assert_eq!(Lang::from_accept_language(Some("en")), Lang::EnUs);
        assert_eq!(
            Lang::from_accept_language(Some("zh-CN,zh;q=0.9,en;q=0.8")),
            Lang::ZhCn
        );
        assert_eq!(Lang::from_accept_language(Some("fr-FR")), Lang::ZhCn);
    }
}
