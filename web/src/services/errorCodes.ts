// Generated from shared/http/src/error.rs (`ErrorCode::ALL`); do not edit.
// Regenerate with `VERITY_WRITE_DOCS=1 cargo test -p verity-http catalogue` (the test fails when stale).

/** Every code of the API's `{code, msg, data}` envelope (docs/error-codes.md). */
export const ErrorCode = {
  /** Success. */
  Ok: 0,
  /** Success, with a notice in `msg`. */
  OkWithNotice: 501,
  /** The session is invalid or has expired; please log in again */
  SessionInvalid: -5,
  /** The current user has no access permission */
  NoPermission: -6,
  /** Please verify your phone number to continue */
  PhoneCheckRequired: -12,
  /** The request body is not valid JSON */
  MalformedJson: 1001,
  /** A request field is missing or invalid */
  InvalidField: 1002,
  /** The request body is too large */
  BodyTooLarge: 1003,
  /** The request must be sent as application/json */
  UnsupportedMediaType: 1004,
  /** Unknown dictionary type */
  UnknownDictType: 1005,
  /** The page cursor is invalid */
  BadCursor: 1006,
  /** The requested record does not exist */
  NotFound: 1007,
  /** Too many requests; please try again later */
  RateLimited: 1008,
  /** The phone number or password is incorrect */
  BadCredentials: 2001,
  /** The verification code is incorrect or has expired */
  BadSmsCode: 2002,
  /** Too many wrong attempts; please request a new code */
  SmsCodeExhausted: 2003,
  /** A code was sent recently; please wait before requesting another */
  SmsCooldown: 2004,
  /** The daily limit of verification codes has been reached */
  SmsDailyCap: 2005,
  /** Too many failed attempts; please try again in 15 minutes */
  AccountLocked: 2006,
  /** This phone number is already registered */
  PhoneTaken: 2007,
  /** No account exists for this phone number */
  AccountMissing: 2008,
  /** This account has been disabled */
  AccountDisabled: 2009,
  /** The QR code has expired; please refresh it */
  QrTicketInvalid: 2010,
  /** The name, ID number and phone do not match */
  IdentityMismatch: 2011,
  /** You are not a member of this enterprise */
  NotAMember: 2012,
  /** The SMS service is unavailable; please try again later */
  SmsUnavailable: 2013,
  /** The identity verification service is unavailable; please try again later */
  IdentityServiceUnavailable: 2014,
  /** The number does not match the one on the computer; this sign-in was cancelled */
  QrMatchMismatch: 2015,
  /** An enterprise with this unified social credit code is already registered */
  CreditCodeTaken: 3001,
  /** Please choose a region from the list */
  UnknownRegion: 3002,
  /** The file was not found; please upload it again */
  FileNotFound: 3003,
  /** The service contract has changed; please read the current version */
  ContractOutdated: 3004,
  /** This phone number is already a member or invited */
  AlreadyMember: 3005,
  /** An enterprise must keep at least one active owner */
  LastOwner: 3006,
  /** No such member in this enterprise */
  MemberNotFound: 3007,
  /** This enterprise is not waiting for review */
  ReviewNotPending: 3008,
  /** This invitation was not found or has already been answered */
  InvitationNotFound: 3009,
  /** Your enterprise can invite members once it is certified */
  InviteNotCertified: 3010,
  /** Your enterprise has sent today's 20 invitations; please try again tomorrow */
  InviteDailyCap: 3011,
  /** This invitation was texted a moment ago; please wait before sending it again */
  InviteResendCooldown: 3012,
  /** This invitation was sent again the most times allowed; revoke it and invite again if needed */
  InviteResendLimit: 3013,
  /** This invitation was withdrawn by the enterprise */
  InvitationWithdrawn: 3014,
  /** This phone number has received the most texts allowed today (5); nothing was sent, please try again tomorrow */
  InvitePhoneTextCap: 3015,
  /** The file is too large */
  FileTooLarge: 3101,
  /** This file type is not allowed here, or the file is not what its type says */
  FileTypeRefused: 3102,
  /** This screening item is not in the catalogue */
  UnknownCatalogItem: 4001,
  /** This package is disabled; enable it first */
  PackageDisabled: 4002,
  /** The package was changed meanwhile; please reload it */
  PackageChanged: 4003,
  /** The balance is insufficient; please recharge */
  InsufficientBalance: 4101,
  /** This request key was already used for a different request */
  IdempotencyKeyReused: 4102,
  /** This was refunded already */
  AlreadyRefunded: 4103,
  /** This recharge was already decided */
  RechargeDecided: 4104,
  /** Online payment is not available here; please pay by bank transfer */
  SandboxPaymentsDisabled: 4105,
  /** The amount is more than can be invoiced */
  InvoiceAmountExceeded: 4106,
  /** This invoice was issued already */
  InvoiceIssued: 4107,
  /** This transfer voucher was already submitted with another recharge */
  VoucherUsed: 4108,
  /** Your enterprise must be certified before ordering checks */
  EnterpriseNotCertified: 4201,
  /** Please accept the current service contract before ordering checks */
  ContractNotAccepted: 4202,
  /** This candidate was ordered in the last 30 days; confirm to order again */
  DuplicateCandidate: 4203,
  /** The order's current status does not allow this */
  OrderStateConflict: 4204,
  /** The link was texted less than 4 hours ago; please wait before sending it again */
  ReminderCooldown: 4205,
  /** This order's link was texted the most times allowed (7); no more reminders can be sent */
  ReminderLimit: 4206,
  /** This phone number has received the most authorization texts allowed today (5); nothing was charged or sent, please try again tomorrow */
  PhoneTextCap: 4207,
  /** This link is not valid */
  ShareLinkInvalid: 4210,
  /** This link has expired */
  ShareLinkExpired: 4211,
  /** This link has been withdrawn */
  ShareLinkRevoked: 4212,
  /** This link was sent to another phone number */
  SharePhoneMismatch: 4213,
  /** The file cannot be read; please upload an .xlsx or .csv made from the template */
  BatchFileUnreadable: 4301,
  /** The file has no header row with the template's columns */
  BatchNoHeader: 4302,
  /** The file has no candidate rows */
  BatchNoRows: 4303,
  /** The file has more rows than one batch may hold */
  BatchTooManyRows: 4304,
  /** The batch's current status does not allow this */
  BatchStateConflict: 4305,
  /** The batch has no valid row to submit */
  BatchNothingValid: 4306,
  /** This batch is being submitted or was submitted; its rows can no longer be changed */
  BatchRowsLocked: 4307,
  /** The report is ready once every check of the order has finished */
  ReportNotReady: 4401,
  /** The report was changed meanwhile; reload it and edit again */
  ReportChanged: 4402,
  /** No report has this verification code; check it and try again */
  ReportCodeUnknown: 4403,
  /** A decision was already recorded for this report */
  ReportDecided: 4404,
  /** The candidate disputed this report; an analyst is reviewing it */
  ReportDisputed: 4405,
  /** A dispute can no longer be raised for this report */
  DisputeClosed: 4406,
  /** This report has no open dispute */
  NoOpenDispute: 4407,
  /** This phone number has received the most texts allowed today (5); no link was created. Create the link without texting it, or try again tomorrow */
  ShareTextCap: 4415,
  /** This background check is finished; there is nothing more to do on this link */
  CheckFinished: 4510,
  /** This position is no longer accepting applications */
  JobClosed: 4501,
  /** This application link is not valid */
  JobLinkInvalid: 4502,
  /** Please verify your phone number to continue */
  ApplicantVerifyRequired: 4503,
  /** The consent text has changed; please read it again */
  JobConsentOutdated: 4504,
  /** This registration belongs to another candidate */
  RegistrationMismatch: 4505,
  /** You have uploaded the most files allowed today (20); please try again tomorrow */
  ApplicantUploadCap: 4506,
  /** This work order is closed */
  WorkOrderClosed: 4601,
  /** This work order was resolved; reopen it to reply */
  WorkOrderResolved: 4602,
  /** Only a resolved work order can be reopened */
  WorkOrderNotResolved: 4603,
  /** A work order can be reopened only within 7 days of its resolution; please raise a new one */
  ReopenWindowOver: 4604,
  /** The work order's current status does not allow this */
  WorkOrderStateConflict: 4605,
  /** No such notice of yours; nothing was marked */
  NoticeNotFound: 4701,
  /** Resource does not exist */
  RouteNotFound: 404,
  /** Method not allowed */
  MethodNotAllowed: 405,
  /** Unknown system error, please report to the administrator */
  Internal: 9999,
} as const;

/** A code of the catalogue. */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The name of a code of the catalogue. */
export type ErrorCodeName = keyof typeof ErrorCode;
