// Generated from shared/http/src/error.rs (`ErrorCode::ALL`); do not edit.
// Regenerate with `VERITY_WRITE_DOCS=1 cargo test -p verity-http catalogue` (the test fails when stale).
// Every code of the API's `{code, msg, data}` envelope (docs/error-codes.md), by name:
// `import * as ErrorCode from '@/services/errorCodes'`, then `ErrorCode.NotFound`.

/** Success. */
export const Ok = 0;
/** Success, with a notice in `msg`. */
export const OkWithNotice = 501;
/** The session is invalid or has expired; please log in again */
export const SessionInvalid = -5;
/** The current user has no access permission */
export const NoPermission = -6;
/** Please verify your phone number to continue */
export const PhoneCheckRequired = -12;
/** The request body is not valid JSON */
export const MalformedJson = 1001;
/** A request field is missing or invalid */
export const InvalidField = 1002;
/** The request body is too large */
export const BodyTooLarge = 1003;
/** The request must be sent as application/json */
export const UnsupportedMediaType = 1004;
/** Unknown dictionary type */
export const UnknownDictType = 1005;
/** The page cursor is invalid */
export const BadCursor = 1006;
/** The requested record does not exist */
export const NotFound = 1007;
/** Too many requests; please try again later */
export const RateLimited = 1008;
/** The phone number or password is incorrect */
export const BadCredentials = 2001;
/** The verification code is incorrect or has expired */
export const BadSmsCode = 2002;
/** Too many wrong attempts; please request a new code */
export const SmsCodeExhausted = 2003;
/** A code was sent recently; please wait before requesting another */
export const SmsCooldown = 2004;
/** The daily limit of verification codes has been reached */
export const SmsDailyCap = 2005;
/** Too many failed attempts; please try again in 15 minutes */
export const AccountLocked = 2006;
/** This phone number is already registered */
export const PhoneTaken = 2007;
/** No account exists for this phone number */
export const AccountMissing = 2008;
/** This account has been disabled */
export const AccountDisabled = 2009;
/** The QR code has expired; please refresh it */
export const QrTicketInvalid = 2010;
/** The name, ID number and phone do not match */
export const IdentityMismatch = 2011;
/** You are not a member of this enterprise */
export const NotAMember = 2012;
/** The SMS service is unavailable; please try again later */
export const SmsUnavailable = 2013;
/** The identity verification service is unavailable; please try again later */
export const IdentityServiceUnavailable = 2014;
/** The number does not match the one on the computer; this sign-in was cancelled */
export const QrMatchMismatch = 2015;
/** An enterprise with this unified social credit code is already registered */
export const CreditCodeTaken = 3001;
/** Please choose a region from the list */
export const UnknownRegion = 3002;
/** The file was not found; please upload it again */
export const FileNotFound = 3003;
/** The service contract has changed; please read the current version */
export const ContractOutdated = 3004;
/** This phone number is already a member or invited */
export const AlreadyMember = 3005;
/** An enterprise must keep at least one active owner */
export const LastOwner = 3006;
/** No such member in this enterprise */
export const MemberNotFound = 3007;
/** This enterprise is not waiting for review */
export const ReviewNotPending = 3008;
/** This invitation was not found or has already been answered */
export const InvitationNotFound = 3009;
/** Your enterprise can invite members once it is certified */
export const InviteNotCertified = 3010;
/** Your enterprise has sent today's 20 invitations; please try again tomorrow */
export const InviteDailyCap = 3011;
/** This invitation was texted a moment ago; please wait before sending it again */
export const InviteResendCooldown = 3012;
/** This invitation was sent again the most times allowed; revoke it and invite again if needed */
export const InviteResendLimit = 3013;
/** This invitation was withdrawn by the enterprise */
export const InvitationWithdrawn = 3014;
/** This phone number has received the most texts allowed today (5); nothing was sent, please try again tomorrow */
export const InvitePhoneTextCap = 3015;
/** The file is too large */
export const FileTooLarge = 3101;
/** This file type is not allowed here, or the file is not what its type says */
export const FileTypeRefused = 3102;
/** This screening item is not in the catalogue */
export const UnknownCatalogItem = 4001;
/** This package is disabled; enable it first */
export const PackageDisabled = 4002;
/** The package was changed meanwhile; please reload it */
export const PackageChanged = 4003;
/** The balance is insufficient; please recharge */
export const InsufficientBalance = 4101;
/** This request key was already used for a different request */
export const IdempotencyKeyReused = 4102;
/** This was refunded already */
export const AlreadyRefunded = 4103;
/** This recharge was already decided */
export const RechargeDecided = 4104;
/** Online payment is not available here; please pay by bank transfer */
export const SandboxPaymentsDisabled = 4105;
/** The amount is more than can be invoiced */
export const InvoiceAmountExceeded = 4106;
/** This invoice was issued already */
export const InvoiceIssued = 4107;
/** This transfer voucher was already submitted with another recharge */
export const VoucherUsed = 4108;
/** Your enterprise must be certified before ordering checks */
export const EnterpriseNotCertified = 4201;
/** Please accept the current service contract before ordering checks */
export const ContractNotAccepted = 4202;
/** This candidate was ordered in the last 30 days; confirm to order again */
export const DuplicateCandidate = 4203;
/** The order's current status does not allow this */
export const OrderStateConflict = 4204;
/** The link was texted less than 4 hours ago; please wait before sending it again */
export const ReminderCooldown = 4205;
/** This order's link was texted the most times allowed (7); no more reminders can be sent */
export const ReminderLimit = 4206;
/** This phone number has received the most authorization texts allowed today (5); nothing was charged or sent, please try again tomorrow */
export const PhoneTextCap = 4207;
/** This link is not valid */
export const ShareLinkInvalid = 4210;
/** This link has expired */
export const ShareLinkExpired = 4211;
/** This link has been withdrawn */
export const ShareLinkRevoked = 4212;
/** This link was sent to another phone number */
export const SharePhoneMismatch = 4213;
/** The file cannot be read; please upload an .xlsx or .csv made from the template */
export const BatchFileUnreadable = 4301;
/** The file has no header row with the template's columns */
export const BatchNoHeader = 4302;
/** The file has no candidate rows */
export const BatchNoRows = 4303;
/** The file has more rows than one batch may hold */
export const BatchTooManyRows = 4304;
/** The batch's current status does not allow this */
export const BatchStateConflict = 4305;
/** The batch has no valid row to submit */
export const BatchNothingValid = 4306;
/** This batch is being submitted or was submitted; its rows can no longer be changed */
export const BatchRowsLocked = 4307;
/** The report is ready once every check of the order has finished */
export const ReportNotReady = 4401;
/** The report was changed meanwhile; reload it and edit again */
export const ReportChanged = 4402;
/** No report has this verification code; check it and try again */
export const ReportCodeUnknown = 4403;
/** A decision was already recorded for this report */
export const ReportDecided = 4404;
/** The candidate disputed this report; an analyst is reviewing it */
export const ReportDisputed = 4405;
/** A dispute can no longer be raised for this report */
export const DisputeClosed = 4406;
/** This report has no open dispute */
export const NoOpenDispute = 4407;
/** This phone number has received the most texts allowed today (5); no link was created. Create the link without texting it, or try again tomorrow */
export const ShareTextCap = 4415;
/** This background check is finished; there is nothing more to do on this link */
export const CheckFinished = 4510;
/** This position is no longer accepting applications */
export const JobClosed = 4501;
/** This application link is not valid */
export const JobLinkInvalid = 4502;
/** Please verify your phone number to continue */
export const ApplicantVerifyRequired = 4503;
/** The consent text has changed; please read it again */
export const JobConsentOutdated = 4504;
/** This registration belongs to another candidate */
export const RegistrationMismatch = 4505;
/** You have uploaded the most files allowed today (20); please try again tomorrow */
export const ApplicantUploadCap = 4506;
/** This work order is closed */
export const WorkOrderClosed = 4601;
/** This work order was resolved; reopen it to reply */
export const WorkOrderResolved = 4602;
/** Only a resolved work order can be reopened */
export const WorkOrderNotResolved = 4603;
/** A work order can be reopened only within 7 days of its resolution; please raise a new one */
export const ReopenWindowOver = 4604;
/** The work order's current status does not allow this */
export const WorkOrderStateConflict = 4605;
/** No such notice of yours; nothing was marked */
export const NoticeNotFound = 4701;
/** No such API key */
export const ApiKeyNotFound = 4801;
/** This API key made too many calls this minute; please retry later */
export const ApiKeyRateLimited = 4802;
/** Your enterprise has the most active API keys allowed; revoke one first */
export const ApiKeyLimitReached = 4803;
/** API keys cannot call this; please use the console */
export const ApiKeyNotAllowedHere = 4804;
/** No such webhook endpoint */
export const WebhookNotFound = 4901;
/** This URL cannot receive webhooks: use https, no credentials, at most 2048 characters, and a host that resolves to public addresses only */
export const WebhookUrlRefused = 4902;
/** No such webhook delivery */
export const WebhookDeliveryNotFound = 4903;
/** Unknown webhook event */
export const WebhookEventUnknown = 4904;
/** An enterprise may have at most 10 webhook endpoints; delete one first */
export const WebhookLimitReached = 4905;
/** Please sign in again with your phone */
export const MeSessionInvalid = 5001;
/** No such check for your phone */
export const MeCheckNotFound = 5002;
/** This check can no longer be withdrawn */
export const MeNotWithdrawable = 5003;
/** Data can be deleted only after the check has ended */
export const MeNotErasable = 5004;
/** You already have an open correction request for this check */
export const MeCorrectionOpen = 5005;
/** Keep candidate data between 30 and 180 days */
export const RetentionOutOfRange = 5101;
/** This check's candidate data has been erased */
export const AlreadyErased = 5102;
/** Resource does not exist */
export const RouteNotFound = 404;
/** Method not allowed */
export const MethodNotAllowed = 405;
/** Unknown system error, please report to the administrator */
export const Internal = 9999;

/** A code of the catalogue. */
export type Code =
  | 0
  | 501
  | -5
  | -6
  | -12
  | 1001
  | 1002
  | 1003
  | 1004
  | 1005
  | 1006
  | 1007
  | 1008
  | 2001
  | 2002
  | 2003
  | 2004
  | 2005
  | 2006
  | 2007
  | 2008
  | 2009
  | 2010
  | 2011
  | 2012
  | 2013
  | 2014
  | 2015
  | 3001
  | 3002
  | 3003
  | 3004
  | 3005
  | 3006
  | 3007
  | 3008
  | 3009
  | 3010
  | 3011
  | 3012
  | 3013
  | 3014
  | 3015
  | 3101
  | 3102
  | 4001
  | 4002
  | 4003
  | 4101
  | 4102
  | 4103
  | 4104
  | 4105
  | 4106
  | 4107
  | 4108
  | 4201
  | 4202
  | 4203
  | 4204
  | 4205
  | 4206
  | 4207
  | 4210
  | 4211
  | 4212
  | 4213
  | 4301
  | 4302
  | 4303
  | 4304
  | 4305
  | 4306
  | 4307
  | 4401
  | 4402
  | 4403
  | 4404
  | 4405
  | 4406
  | 4407
  | 4415
  | 4510
  | 4501
  | 4502
  | 4503
  | 4504
  | 4505
  | 4506
  | 4601
  | 4602
  | 4603
  | 4604
  | 4605
  | 4701
  | 4801
  | 4802
  | 4803
  | 4804
  | 4901
  | 4902
  | 4903
  | 4904
  | 4905
  | 5001
  | 5002
  | 5003
  | 5004
  | 5005
  | 5101
  | 5102
  | 404
  | 405
  | 9999;
