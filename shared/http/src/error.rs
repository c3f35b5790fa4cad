//! The one error type of the HTTP boundary, mapped once to the envelope.
//!
//! Business errors answer HTTP 200 with their own code (the SPA reads `code`);
//! only transport-level failures use HTTP statuses. The catalogue in
//! `docs/error-codes.md` and the SPA's `web/src/services/errorCodes.ts` are generated
//! from [`ErrorCode::ALL`] and checked by a test.

use axum::response::{IntoResponse, Response};
use http::StatusCode;
use serde_json::Value;

use super::envelope::Envelope;
use crate::lang::{self, Lang};
use verity_core::text::Text;

macro_rules! error_codes {
    ($( $(#[$doc:meta])* $name:ident = $code:expr, $status:expr, $msg:expr, $zh:expr; )*) => {
        /// Every code the API answers with.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum ErrorCode { $( $(#[$doc])* $name, )* }

        impl ErrorCode {
            pub const ALL: &'static [ErrorCode] = &[ $( ErrorCode::$name, )* ];

            pub fn code(self) -> i32 { match self { $( ErrorCode::$name => $code, )* } }

            pub fn status(self) -> StatusCode { match self { $( ErrorCode::$name => $status, )* } }

            /// The default message shown to the user, in English.
            pub fn message(self) -> &'static str { match self { $( ErrorCode::$name => $msg, )* } }

            /// The default message in Simplified Chinese.
            pub fn message_zh(self) -> &'static str { match self { $( ErrorCode::$name => $zh, )* } }

            pub fn name(self) -> &'static str { match self { $( ErrorCode::$name => stringify!($name), )* } }
        }
    };
}

/// Tests compare an answer's code with the catalogue's name, never a bare number:
/// `assert_eq!(answer.code(), ErrorCode::BadCredentials)`.
impl PartialEq<ErrorCode> for i64 {
    fn eq(&self, other: &ErrorCode) -> bool {
        *self == i64::from(other.code())
    }
}

/// The same for an envelope read as JSON: `assert_eq!(body["code"], ErrorCode::Ok)`.
impl PartialEq<ErrorCode> for Value {
    fn eq(&self, other: &ErrorCode) -> bool {
        self.as_i64() == Some(i64::from(other.code()))
    }
}

const OK: StatusCode = StatusCode::OK;

error_codes! {
    /// The session token is missing, unknown, revoked or expired.
    SessionInvalid = -5, OK, "The session is invalid or has expired; please log in again", "登录状态已失效，请重新登录";
    /// The signed-in role lacks the right for this call.
    NoPermission = -6, OK, "The current user has no access permission", "当前用户没有访问权限";
    /// A share link needs the viewer's phone checked first.
    PhoneCheckRequired = -12, OK, "Please verify your phone number to continue", "请先验证手机号";
    /// The body is not well-formed JSON.
    MalformedJson = 1001, OK, "The request body is not valid JSON", "请求内容不是有效的 JSON";
    /// A field is missing or has the wrong type or format.
    InvalidField = 1002, OK, "A request field is missing or invalid", "请求字段缺失或无效";
    /// The body exceeds the size limit of the call.
    BodyTooLarge = 1003, OK, "The request body is too large", "请求内容过大";
    /// The body is not sent as application/json.
    UnsupportedMediaType = 1004, OK, "The request must be sent as application/json", "请求须以 application/json 发送";
    /// No dictionary of the requested type exists.
    UnknownDictType = 1005, OK, "Unknown dictionary type", "未知的字典类型";
    /// A pagination cursor is malformed or belongs to another query.
    BadCursor = 1006, OK, "The page cursor is invalid", "分页游标无效";
    /// The requested record does not exist (or is not visible to the caller).
    NotFound = 1007, OK, "The requested record does not exist", "记录不存在";
    /// Too many requests from this caller; try again later.
    RateLimited = 1008, OK, "Too many requests; please try again later", "请求过于频繁，请稍后再试";
    /// The phone number or password is wrong (never says which).
    BadCredentials = 2001, OK, "The phone number or password is incorrect", "手机号或密码错误";
    /// The SMS code is wrong, expired or already used.
    BadSmsCode = 2002, OK, "The verification code is incorrect or has expired", "验证码错误或已过期";
    /// The SMS code was tried too often and is no longer valid.
    SmsCodeExhausted = 2003, OK, "Too many wrong attempts; please request a new code", "错误次数过多，请重新获取验证码";
    /// A code was sent to this phone less than 60 seconds ago.
    SmsCooldown = 2004, OK, "A code was sent recently; please wait before requesting another", "验证码已发送，请稍后再获取";
    /// The daily number of codes for this phone or network was reached.
    SmsDailyCap = 2005, OK, "The daily limit of verification codes has been reached", "今日验证码次数已达上限";
    /// Too many failed sign-ins; the account is locked for a while.
    AccountLocked = 2006, OK, "Too many failed attempts; please try again in 15 minutes", "失败次数过多，请 15 分钟后再试";
    /// The phone number already has an account.
    PhoneTaken = 2007, OK, "This phone number is already registered", "该手机号已注册";
    /// No account exists for the phone (only where revealing it is safe).
    AccountMissing = 2008, OK, "No account exists for this phone number", "该手机号尚未注册";
    /// The account has been disabled by an administrator.
    AccountDisabled = 2009, OK, "This account has been disabled", "该账号已被停用";
    /// The QR sign-in ticket is unknown or expired.
    QrTicketInvalid = 2010, OK, "The QR code has expired; please refresh it", "二维码已失效，请刷新";
    /// Real-name verification failed.
    IdentityMismatch = 2011, OK, "The name, ID number and phone do not match", "姓名、证件号码与手机号不一致";
    /// The caller is not a member of the requested enterprise.
    NotAMember = 2012, OK, "You are not a member of this enterprise", "您不是该企业的成员";
    /// The SMS service could not send the code.
    SmsUnavailable = 2013, OK, "The SMS service is unavailable; please try again later", "短信服务暂不可用，请稍后再试";
    /// The real-name verification service could not answer (vendor outage).
    IdentityServiceUnavailable = 2014, OK, "The identity verification service is unavailable; please try again later", "实名核验服务暂不可用，请稍后再试";
    /// The phone picked a number other than the one the requesting computer shows; the QR ticket is cancelled.
    QrMatchMismatch = 2015, OK, "The number does not match the one on the computer; this sign-in was cancelled", "数字与电脑上显示的不一致，本次登录已取消";
    /// Another enterprise is registered with this unified social credit code.
    CreditCodeTaken = 3001, OK, "An enterprise with this unified social credit code is already registered", "该统一社会信用代码已注册";
    /// The region code names no division of the region data.
    UnknownRegion = 3002, OK, "Please choose a region from the list", "请从列表中选择所在地区";
    /// The referenced file does not exist or was not uploaded by the caller.
    FileNotFound = 3003, OK, "The file was not found; please upload it again", "文件不存在，请重新上传";
    /// The service contract version is not the current one.
    ContractOutdated = 3004, OK, "The service contract has changed; please read the current version", "服务合同已更新，请阅读最新版本";
    /// The phone already belongs to a member (or a pending invitation) of this enterprise.
    AlreadyMember = 3005, OK, "This phone number is already a member or invited", "该手机号已是成员或已被邀请";
    /// The change would leave the enterprise without an active owner.
    LastOwner = 3006, OK, "An enterprise must keep at least one active owner", "企业至少需要保留一名有效的所有者";
    /// No member of the current enterprise has this id.
    MemberNotFound = 3007, OK, "No such member in this enterprise", "本企业没有该成员";
    /// The enterprise is not in a state that allows this review.
    ReviewNotPending = 3008, OK, "This enterprise is not waiting for review", "该企业当前无需审核";
    /// No pending invitation of the caller's phone (or of the link) from this enterprise: answered, expired or never sent.
    InvitationNotFound = 3009, OK, "This invitation was not found or has already been answered", "该邀请不存在或已处理";
    /// Only a certified enterprise invites members.
    InviteNotCertified = 3010, OK, "Your enterprise can invite members once it is certified", "企业认证通过后才能邀请成员";
    /// The enterprise sent its 20 invitations of the day (China time); nothing was written.
    InviteDailyCap = 3011, OK, "Your enterprise has sent today's 20 invitations; please try again tomorrow", "本企业今日已发出 20 条邀请，请明天再试";
    /// The invitation was texted less than 10 minutes ago, or its text is still on its way (`data.retryAfterSeconds`).
    InviteResendCooldown = 3012, OK, "This invitation was texted a moment ago; please wait before sending it again", "该邀请刚刚发送过，请稍后再重新发送";
    /// The invitation was texted again the most times allowed (`data.max`).
    InviteResendLimit = 3013, OK, "This invitation was sent again the most times allowed; revoke it and invite again if needed", "该邀请重新发送次数已达上限，如需要请撤销后重新邀请";
    /// The enterprise withdrew this invitation: its link and codes no longer work.
    InvitationWithdrawn = 3014, OK, "This invitation was withdrawn by the enterprise", "该邀请已被企业撤销";
    /// The invited phone got the most texts allowed today (5, from every enterprise together; `data.max`); nothing was sent.
    InvitePhoneTextCap = 3015, OK, "This phone number has received the most texts allowed today (5); nothing was sent, please try again tomorrow", "该手机号今日收到的短信已达上限（5 条），本次未发送，请明天再试";
    /// The uploaded file exceeds the size limit of its purpose.
    FileTooLarge = 3101, OK, "The file is too large", "文件过大";
    /// The uploaded file's type is not allowed for its purpose, or its content does not match the declared type.
    FileTypeRefused = 3102, OK, "This file type is not allowed here, or the file is not what its type says", "不支持该文件类型，或文件内容与类型不符";
    /// A package names a screening item the catalogue does not have (`data.field`, `data.code`).
    UnknownCatalogItem = 4001, OK, "This screening item is not in the catalogue", "该背调项目不在目录中";
    /// The package is disabled: enable it before changing it.
    PackageDisabled = 4002, OK, "This package is disabled; enable it first", "该套餐已停用，请先启用";
    /// The package got a new version since the form was loaded (`data.version`).
    PackageChanged = 4003, OK, "The package was changed meanwhile; please reload it", "套餐已被他人修改，请刷新后重试";
    /// The balance does not cover the price (`data.balanceFen`, `data.priceFen`, `data.shortfallFen`).
    InsufficientBalance = 4101, OK, "The balance is insufficient; please recharge", "账户余额不足，请先充值";
    /// The idempotency key was used before with a different request.
    IdempotencyKeyReused = 4102, OK, "This request key was already used for a different request", "该请求标识已用于其他请求";
    /// The order or batch was refunded already.
    AlreadyRefunded = 4103, OK, "This was refunded already", "已退款，不能重复退款";
    /// The recharge was already approved or rejected the other way.
    RechargeDecided = 4104, OK, "This recharge was already decided", "该充值已处理";
    /// The sandbox payment method is not enabled on this stage.
    SandboxPaymentsDisabled = 4105, OK, "Online payment is not available here; please pay by bank transfer", "暂不支持在线支付，请使用银行转账";
    /// The invoice asks for more than can be invoiced (`data.invoiceableFen`).
    InvoiceAmountExceeded = 4106, OK, "The amount is more than can be invoiced", "开票金额超过可开票金额";
    /// The invoice was issued already.
    InvoiceIssued = 4107, OK, "This invoice was issued already", "该发票已开具";
    /// The transfer voucher backs another recharge already (`data.field`): one voucher, one recharge.
    VoucherUsed = 4108, OK, "This transfer voucher was already submitted with another recharge", "该转账凭证已用于其他充值申请";
    /// The enterprise has not passed the platform's review yet.
    EnterpriseNotCertified = 4201, OK, "Your enterprise must be certified before ordering checks", "企业认证通过后才能发起背调";
    /// The current service contract has not been accepted.
    ContractNotAccepted = 4202, OK, "Please accept the current service contract before ordering checks", "请先签署最新版服务合同再发起背调";
    /// The same candidate was ordered in the last 30 days (`data.orderNo`, `data.orderedAt`); resend with `confirmDuplicate: true`.
    DuplicateCandidate = 4203, OK, "This candidate was ordered in the last 30 days; confirm to order again", "该候选人 30 天内已发起过背调，确认后可再次发起";
    /// The order is not in a state that allows this (`data.status`).
    OrderStateConflict = 4204, OK, "The order's current status does not allow this", "订单当前状态不允许该操作";
    /// The last text to the order went out less than 4 hours ago (`data.retryAfterSeconds`).
    ReminderCooldown = 4205, OK, "The link was texted less than 4 hours ago; please wait before sending it again", "授权链接 4 小时内已发送过，请稍后再试";
    /// The order was texted 7 times already (the invitation and six reminders, `data.max`).
    ReminderLimit = 4206, OK, "This order's link was texted the most times allowed (7); no more reminders can be sent", "该订单的授权链接已发送 7 次，达到上限，不能再提醒";
    /// The candidate's phone got the most consent texts allowed today (5, from every enterprise together; `data.max`): nothing was charged or sent.
    PhoneTextCap = 4207, OK, "This phone number has received the most authorization texts allowed today (5); nothing was charged or sent, please try again tomorrow", "该手机号今日收到的授权短信已达上限（5 条），本次未扣费也未发送，请明天再试";
    /// The share link is unknown.
    ShareLinkInvalid = 4210, OK, "This link is not valid", "链接无效";
    /// The share link has expired.
    ShareLinkExpired = 4211, OK, "This link has expired", "链接已过期";
    /// The share link was withdrawn by its sender.
    ShareLinkRevoked = 4212, OK, "This link has been withdrawn", "链接已失效";
    /// The phone is not the one the link was sent to.
    SharePhoneMismatch = 4213, OK, "This link was sent to another phone number", "该链接并非发送至此手机号";
    /// The batch file cannot be read: too large, not what its name says, a zip bomb or broken (`data.reason`).
    BatchFileUnreadable = 4301, OK, "The file cannot be read; please upload an .xlsx or .csv made from the template", "文件无法读取，请使用模板生成的 .xlsx 或 .csv 文件";
    /// No row of the file names the name, mobile and ID number columns (`data.columns`).
    BatchNoHeader = 4302, OK, "The file has no header row with the template's columns", "文件中没有包含模板列名的表头行";
    /// The file has no candidate rows.
    BatchNoRows = 4303, OK, "The file has no candidate rows", "文件中没有候选人数据";
    /// More rows than one batch may hold (`data.maxRows`).
    BatchTooManyRows = 4304, OK, "The file has more rows than one batch may hold", "文件行数超过单批上限";
    /// The batch's status does not allow this (`data.status`).
    BatchStateConflict = 4305, OK, "The batch's current status does not allow this", "批次当前状态不允许该操作";
    /// Nothing valid left to submit.
    BatchNothingValid = 4306, OK, "The batch has no valid row to submit", "批次中没有可提交的有效数据";
    /// A row was fixed or removed after `batch/submit` began: the rows are what was charged.
    BatchRowsLocked = 4307, OK, "This batch is being submitted or was submitted; its rows can no longer be changed", "该批次已提交，数据行不能再修改";
    /// The order has not completed: its report does not exist yet (`data.status`).
    ReportNotReady = 4401, OK, "The report is ready once every check of the order has finished", "订单全部核查完成后才能查看报告";
    /// Another version of the report was saved meanwhile (`data.version`).
    ReportChanged = 4402, OK, "The report was changed meanwhile; reload it and edit again", "报告已被他人修改，请刷新后重新编辑";
    /// No report has this verification code.
    ReportCodeUnknown = 4403, OK, "No report has this verification code; check it and try again", "未找到该验证码对应的报告，请核对后重试";
    /// The report has a decision; a new one only after a resolved dispute.
    ReportDecided = 4404, OK, "A decision was already recorded for this report", "该报告已有决定";
    /// The candidate's dispute is open: no decision until it is resolved.
    ReportDisputed = 4405, OK, "The candidate disputed this report; an analyst is reviewing it", "候选人已对该报告提出异议，正在复核中";
    /// No dispute may be raised now (not declined, already raised, or after 7 days).
    DisputeClosed = 4406, OK, "A dispute can no longer be raised for this report", "该报告已无法提出异议";
    /// The report has no open dispute.
    NoOpenDispute = 4407, OK, "This report has no open dispute", "该报告没有待处理的异议";
    /// `report/share` with `sendText`: the phone got the most texts allowed today (5, from every enterprise together; `data.max`); no link was created and nothing was sent.
    ShareTextCap = 4415, OK, "This phone number has received the most texts allowed today (5); no link was created. Create the link without texting it, or try again tomorrow", "该手机号今日收到的短信已达上限（5 条），未生成链接。可改为仅生成链接，或明天再试";
    /// The check behind this consent link is finished (the order completed): answered instead of -12 (before the phone check), 4211 or 4212, so the page says the check is finished.
    CheckFinished = 4510, OK, "This background check is finished; there is nothing more to do on this link", "该背景调查已完成，此链接无需再操作";
    /// The position is closed: it takes no new application and no change to one.
    JobClosed = 4501, OK, "This position is no longer accepting applications", "该岗位已停止报名";
    /// The application link names no position.
    JobLinkInvalid = 4502, OK, "This application link is not valid", "报名链接无效";
    /// The applicant's phone must be verified for this position first (`job/apply/verify`).
    ApplicantVerifyRequired = 4503, OK, "Please verify your phone number to continue", "请先验证手机号";
    /// The consent text changed since the page was loaded (`data.version`): show it again.
    JobConsentOutdated = 4504, OK, "The consent text has changed; please read it again", "授权声明已更新，请重新阅读";
    /// The registration is another candidate's (its ID number differs from the order's).
    RegistrationMismatch = 4505, OK, "This registration belongs to another candidate", "该报名信息与候选人不一致";
    /// The applicant uploaded the most files allowed per day (20, `data.max`).
    ApplicantUploadCap = 4506, OK, "You have uploaded the most files allowed today (20); please try again tomorrow", "今日上传文件数已达上限（20 个），请明天再试";
    /// The work order is closed: it takes no replies or moves.
    WorkOrderClosed = 4601, OK, "This work order is closed", "该工单已关闭";
    /// The work order was resolved: reopen it (within 7 days) to reply.
    WorkOrderResolved = 4602, OK, "This work order was resolved; reopen it to reply", "该工单已处理完毕，如需回复请重新打开";
    /// Only a resolved work order can be reopened (`data.status`).
    WorkOrderNotResolved = 4603, OK, "Only a resolved work order can be reopened", "只有已处理的工单才能重新打开";
    /// The work order was resolved more than 7 days ago (`data.resolvedAt`, `data.reopenUntil`): raise a new one.
    ReopenWindowOver = 4604, OK, "A work order can be reopened only within 7 days of its resolution; please raise a new one", "工单处理完毕超过 7 天后不能重新打开，请提交新的工单";
    /// The work order's status does not allow this, or changed meanwhile (`data.status`).
    WorkOrderStateConflict = 4605, OK, "The work order's current status does not allow this", "工单当前状态不允许该操作";
    /// Notices that are not the caller's (another member's, another enterprise's, or none; `data.field` the first, `data.ids` all of them): nothing was marked.
    NoticeNotFound = 4701, OK, "No such notice of yours; nothing was marked", "通知不存在或不属于您，未做任何标记";
    /// No such API key in the caller's enterprise (another enterprise's included): nothing changed.
    ApiKeyNotFound = 4801, OK, "No such API key", "API 密钥不存在";
    /// The key made more calls this minute than it may (600; `data.retryAfterSecs`).
    ApiKeyRateLimited = 4802, OK, "This API key made too many calls this minute; please retry later", "该 API 密钥本分钟调用次数过多，请稍后重试";
    /// The enterprise holds the most active keys allowed (`data.limit`): revoke one first.
    ApiKeyLimitReached = 4803, OK, "Your enterprise has the most active API keys allowed; revoke one first", "企业的有效 API 密钥已达上限，请先撤销一个";
    /// API keys cannot call this route (sign-in, profile, notices, the account and its members, keys, webhooks): sign in to the console.
    ApiKeyNotAllowedHere = 4804, OK, "API keys cannot call this; please use the console", "API 密钥不能调用此接口，请在控制台操作";
    /// No webhook endpoint of the caller's enterprise has this id (another enterprise's included).
    WebhookNotFound = 4901, OK, "No such webhook endpoint", "Webhook 端点不存在";
    /// The endpoint URL is refused (`data.field` `url`, `data.reason`: `scheme`, `credentials`, `length`, `malformed`, `address` (resolves to a loopback, private, link-local, metadata or other non-public address), `unresolved`).
    WebhookUrlRefused = 4902, OK, "This URL cannot receive webhooks: use https, no credentials, at most 2048 characters, and a host that resolves to public addresses only", "该地址不能接收 Webhook：须使用 https、不含账号密码、不超过 2048 个字符，且域名只能解析到公网地址";
    /// No delivery of the caller's enterprise has this id (another enterprise's included).
    WebhookDeliveryNotFound = 4903, OK, "No such webhook delivery", "Webhook 推送记录不存在";
    /// An event name that is not one of the webhook events (`data.field` `events[i]`).
    WebhookEventUnknown = 4904, OK, "Unknown webhook event", "未知的 Webhook 事件";
    /// The enterprise has the most webhook endpoints allowed (10, `data.max`).
    WebhookLimitReached = 4905, OK, "An enterprise may have at most 10 webhook endpoints; delete one first", "每个企业最多 10 个 Webhook 端点，请先删除一个";
    /// The candidate portal's session (`me_…`) is missing, unknown or expired, or another kind of token was sent to a `me/*` call: sign in again with the phone.
    MeSessionInvalid = 5001, OK, "Please sign in again with your phone", "请重新用手机号登录";
    /// No check of the signed-in phone has this id (an unknown id and another phone's id answer the same): nothing changed.
    MeCheckNotFound = 5002, OK, "No such check for your phone", "没有与您手机号相关的该项背调";
    /// The check has ended or is suspended: consent can no longer be withdrawn (`data.status`).
    MeNotWithdrawable = 5003, OK, "This check can no longer be withdrawn", "该背调已无法撤回授权";
    /// Deletion is asked for an ended check only (completed, canceled, expired; `data.status`).
    MeNotErasable = 5004, OK, "Data can be deleted only after the check has ended", "背调结束后才能申请删除数据";
    /// The check has an open correction or dispute already: one at a time.
    MeCorrectionOpen = 5005, OK, "You already have an open correction request for this check", "该背调已有待处理的更正申请";
    /// A retention outside the platform's range (`data.field` `days`, `data.min` 30, `data.max` 180).
    RetentionOutOfRange = 5101, OK, "Keep candidate data between 30 and 180 days", "候选人数据保留期须在 30 至 180 天之间";
    /// The order's candidate data were erased (retention ran out, or the candidate asked): nothing of them to show or change.
    AlreadyErased = 5102, OK, "This check's candidate data has been erased", "该背调的候选人数据已删除";
    /// No route answers this path (transport level).
    RouteNotFound = 404, StatusCode::NOT_FOUND, "Resource does not exist", "资源不存在";
    /// The path exists but not with this method (transport level).
    MethodNotAllowed = 405, StatusCode::METHOD_NOT_ALLOWED, "Method not allowed", "不支持该请求方法";
    /// An unexpected server failure; details are in the server log only.
    Internal = 9999, StatusCode::INTERNAL_SERVER_ERROR, "Unknown system error, please report to the administrator", "系统未知错误，请反馈给管理员";
}

#[derive(Debug)]
pub struct ApiError {
    pub code: ErrorCode,
    /// Overrides the default message with a more precise, PII-free one,
    /// in both languages (defined where it is raised).
    pub msg: Option<Text>,
    pub data: Value,
}

impl ApiError {
    pub fn new(code: ErrorCode) -> Self {
        ApiError {
            code,
            msg: None,
            data: Value::Null,
        }
    }

    pub fn with_msg(code: ErrorCode, msg: Text) -> Self {
        ApiError {
            code,
            msg: Some(msg),
            data: Value::Null,
        }
    }

    pub fn with_data(mut self, data: Value) -> Self {
        self.data = data;
        self
    }

    /// 1002 on `field`: in English `"{field}: {msg}"`, in Chinese the rule
    /// alone (the screen shows it under the field, `data.field`).
    pub fn invalid(field: &str, msg: Text) -> Self {
        let msg = msg.map(|side, lang| match lang {
            Lang::EnUs => format!("{field}: {side}"),
            Lang::ZhCn => side.to_string(),
        });
        ApiError::with_msg(ErrorCode::InvalidField, msg)
            .with_data(serde_json::json!({ "field": field }))
    }

    /// A failure the caller cannot fix: logged once with where it happened,
    /// answered with a generic message.
    #[track_caller]
    pub fn internal(err: impl std::fmt::Display) -> Self {
        verity_core::failure::Internal::new(err).into()
    }
}

impl From<ErrorCode> for ApiError {
    fn from(code: ErrorCode) -> Self {
        ApiError::new(code)
    }
}

impl From<verity_core::table::TableError> for ApiError {
    #[track_caller]
    fn from(e: verity_core::table::TableError) -> Self {
        match e {
            verity_core::table::TableError::BadCursor => ApiError::new(ErrorCode::BadCursor),
            other => verity_core::failure::Internal::new(other).into(),
        }
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({})", self.code.name(), self.code.code())
    }
}

impl ApiError {
    /// The message in the request's language: the precise message when one
    /// was given, else the code's default. The one place a language is chosen.
    fn message_in(&self, lang: Lang) -> String {
        match (&self.msg, lang) {
            (Some(msg), lang) => msg.get(lang).to_string(),
            (None, Lang::ZhCn) => self.code.message_zh().to_string(),
            (None, Lang::EnUs) => self.code.message().to_string(),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let msg = self.message_in(lang::current());
        let body = Envelope {
            code: self.code.code(),
            msg,
            data: self.data,
        };
        let mut response = (self.code.status(), axum::Json(body)).into_response();
        response
            .extensions_mut()
            .insert(crate::request_log::EnvelopeCode(self.code.code()));
        response
    }
}

/// The error catalogue as Markdown, the source of `docs/error-codes.md`.
pub fn catalogue_markdown() -> String {
    let mut out = String::from(
        "# Error codes\n\nGenerated from `shared/http/src/error.rs` (`cargo test` fails when this file is stale; \
         regenerate with `VERITY_WRITE_DOCS=1 cargo test -p verity-http catalogue`).\n\n\
         Every response is `{code, msg, data}`. Codes 0 and 501 are success. Business errors answer HTTP 200; \
         only transport-level failures use HTTP statuses.\n\n\
         `msg` is in the request's language (`Accept-Language`: zh-CN unless English comes first).\n\n\
         | code | name | HTTP | default message (en-US) | default message (zh-CN) |\n|---|---|---|---|---|\n\
         | 0 | Ok | 200 | ok | 成功 |\n| 501 | OkWithNotice | 200 | success, with a notice in `msg` | 成功（`msg` 中附提示） |\n",
    );
    for code in ErrorCode::ALL {
        out.push_str(&format!(
            "| {} | {} | {} | {} | {} |\n",
            code.code(),
            code.name(),
            code.status().as_u16(),
            code.message(),
            code.message_zh()
        ));
    }
    out
}

/// The error catalogue as a TypeScript module, the source of
/// `web/src/services/errorCodes.ts`: the SPA names codes, never bare numbers. One
/// `export const` a code, so the bundler keeps only the codes a page names
/// (`import * as ErrorCode from '@/services/errorCodes'`, then `ErrorCode.NotFound`).
pub fn catalogue_typescript() -> String {
    let mut out = String::from(
        "// Generated from shared/http/src/error.rs (`ErrorCode::ALL`); do not edit.\n\
         // Regenerate with `VERITY_WRITE_DOCS=1 cargo test -p verity-http catalogue` (the test fails when stale).\n\
         // Every code of the API's `{code, msg, data}` envelope (docs/error-codes.md), by name:\n\
         // `import * as ErrorCode from '@/services/errorCodes'`, then `ErrorCode.NotFound`.\n\n\
         /** Success. */\n\
         export const Ok = 0;\n\
         /** Success, with a notice in `msg`. */\n\
         export const OkWithNotice = 501;\n",
    );
    let mut union = vec!["0".to_string(), "501".to_string()];
    for code in ErrorCode::ALL {
        out.push_str(&format!(
            "/** {} */\nexport const {} = {};\n",
            code.message().replace("*/", "* /"),
            code.name(),
            code.code()
        ));
        union.push(code.code().to_string());
    }
    out.push_str(&format!(
        "\n/** A code of the catalogue. */\nexport type Code =\n  | {};\n",
        union.join("\n  | ")
    ));
    out
}

/// Compares a generated document with its committed copy; with
/// `VERITY_WRITE_DOCS=1` rewrites the copy instead.
pub fn check_generated_doc(path: &std::path::Path, generated: &str) {
    if std::env::var("VERITY_WRITE_DOCS").as_deref() == Ok("1") {
        std::fs::write(path, generated).expect("the docs folder is writable");
        return;
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == generated,
        "{} is stale: regenerate with VERITY_WRITE_DOCS=1 cargo test",
        path.display()
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_unique_and_session_codes_match_the_spec() {
        let mut seen = std::collections::HashSet::new();
        for code in ErrorCode::ALL {
            assert!(seen.insert(code.code()), "duplicate code {}", code.code());
            assert!(!matches!(code.code(), 0 | 501), "0 and 501 mean success");
        }
        assert_eq!(ErrorCode::SessionInvalid.code(), -5);
        assert_eq!(ErrorCode::NoPermission.code(), -6);
        assert_eq!(ErrorCode::PhoneCheckRequired.code(), -12);
    }

    #[test]
    fn every_code_has_a_chinese_message() {
        for code in ErrorCode::ALL {
            assert!(
                code.message_zh()
                    .chars()
                    .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                "{} has no Chinese message",
                code.name()
            );
        }
    }

    #[test]
    fn precise_messages_follow_the_language() {
        let e = ApiError::with_msg(
            ErrorCode::InvalidField,
            Text::new("please enter a mobile phone number", "请输入手机号"),
        );
        assert_eq!(e.message_in(Lang::ZhCn), "请输入手机号");
        assert_eq!(
            e.message_in(Lang::EnUs),
            "please enter a mobile phone number"
        );
        assert_eq!(
            ApiError::new(ErrorCode::BadSmsCode).message_in(Lang::ZhCn),
            "验证码错误或已过期"
        );
    }

    #[test]
    fn business_errors_answer_http_200() {
        for code in ErrorCode::ALL
            .iter()
            .filter(|c| c.code() < 404 || (1000..9000).contains(&c.code()))
        {
            assert_eq!(code.status(), StatusCode::OK, "{}", code.name());
        }
    }

    #[test]
    fn catalogue_in_docs_is_current() {
        let path =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/error-codes.md");
        check_generated_doc(&path, &catalogue_markdown());
        let web = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../web/src/services/errorCodes.ts");
        check_generated_doc(&web, &catalogue_typescript());
    }
}
