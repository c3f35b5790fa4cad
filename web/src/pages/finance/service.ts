/**
 * The finance function (`POST /api/base/finance/<action>`, docs/openapi.json): the
 * enterprise's account, ledger, recharges, statements and invoices. Not in api-types.ts yet, so
 * the replies are typed here and the calls go through the request layer directly (as
 * services/enterprise.ts does); money is integer fen, times epoch milliseconds.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Locale, Translate } from '@/i18n';
import { formatFen, parseYuan } from '@/utils/money';
import { ApiError, request, type RequestOptions } from '@/utils/request';
import * as ErrorCode from '@/services/errorCodes';
import { can } from '@/services/rights';

type CallOptions = Omit<RequestOptions, 'method' | 'data' | 'params' | 'responseType'>;

/** POST `/finance/<path>` with a JSON body; resolves with the envelope's data. */
export async function financeCall<T>(path: string, body: object = {}, options: CallOptions = {}): Promise<T> {
  const res = await request<T>(`/finance/${path}`, { ...options, method: 'POST', data: body });
  return res.data;
}

/** `finance/account` (and `finance/setLowBalance`'s reply). */
export interface FinanceAccount {
  balanceFen: number;
  /** 0 turns the warning off. */
  lowBalanceThresholdFen: number;
  /** The balance is below the threshold. */
  lowBalance: boolean;
  /** Charges not yet invoiced (refunds deducted). */
  invoiceableFen: number;
  /** Bank transfers waiting for the platform's confirmation. */
  pendingRechargeFen: number;
  /** The sandbox payment method is available on this stage. */
  sandboxPayments: boolean;
}

export type LedgerKind = 'recharge' | 'charge' | 'refund' | 'adjustment';
export const LEDGER_KINDS: readonly LedgerKind[] = ['recharge', 'charge', 'refund', 'adjustment'];

export type LinkType = 'order' | 'batch' | 'recharge';

/** What a movement was for, as a kind and its parameters (rendered by `ledgerText.ts`). */
export type LedgerNote =
  | { kind: 'order_charge' | 'order_refund'; orderNo: string }
  | { kind: 'batch_charge' | 'batch_refund'; count: number; fileName?: string | null }
  | { kind: 'recharge_transfer' | 'recharge_sandbox' }
  | { kind: 'text'; text: string };

export interface LedgerEntry {
  entryId: string;
  kind: LedgerKind;
  /** Signed: credits positive, charges negative. */
  amountFen: number;
  balanceAfterFen: number;
  /** The server's rendering of the note in the request's language. */
  reason: string;
  note?: LedgerNote | null;
  at: number;
  /** What it concerns; `id` is internal (for links), never shown. */
  link: { type: LinkType; id: string } | null;
}

export interface Page<T> {
  list: T[];
  /** For the next page; null at the end. */
  cursor: string | null;
}

export type RechargeMethod = 'transfer' | 'sandbox';
export type RechargeStatus = 'pending_review' | 'settled' | 'rejected';
export const RECHARGE_STATUSES: readonly RechargeStatus[] = ['pending_review', 'settled', 'rejected'];

export interface Recharge {
  rechargeId: string;
  amountFen: number;
  method: RechargeMethod;
  status: RechargeStatus;
  /** Short-lived signed URL of the transfer voucher. */
  voucherUrl: string | null;
  rejectReason: string | null;
  createdAt: number;
  decidedAt: number | null;
}

export type InvoiceStatus = 'pending' | 'issued';
export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['pending', 'issued'];

export interface Invoice {
  invoiceId: string;
  title: string;
  taxNumber: string;
  amountFen: number;
  email: string | null;
  status: InvoiceStatus;
  createdAt: number;
  issuedAt: number | null;
  /** Short-lived signed URL of the issued invoice. */
  fileUrl: string | null;
}

export type StatementFormat = 'csv' | 'xlsx';

/** What the ledger (and its statement) shows: a kind, a date range (epoch ms, inclusive). */
export interface LedgerFilter {
  kind?: LedgerKind;
  from?: number;
  to?: number;
}

/** The platform's bank account that transfers go to (shown as static text with the bank's name). */
export const PLATFORM_BANK_ACCOUNT = '1219 0990 1810 501';

/** Limits of the contract. */
export const RECHARGE_MIN_FEN = 100;
export const RECHARGE_MAX_FEN = 100_000_000;
export const THRESHOLD_MAX_FEN = 100_000_000;
export const INVOICE_TITLE_MAX = 100;
export const TAX_NUMBER = /^[0-9A-Z]{15,20}$/;

// --- Queries ---------------------------------------------------------------------------------

export function accountQuery(enterpriseId: string | undefined) {
  return queryOptions({
    queryKey: ['finance/account', enterpriseId],
    queryFn: () => financeCall<FinanceAccount>('account'),
    enabled: !!enterpriseId,
  });
}

/** Only the filter's set values (the server takes absent as "all"). */
export function filterBody(filter: LedgerFilter): LedgerFilter {
  const body: LedgerFilter = {};
  if (filter.kind) body.kind = filter.kind;
  if (filter.from != null) body.from = filter.from;
  if (filter.to != null) body.to = filter.to;
  return body;
}

/** The ledger, newest first, 20 a page ("load more" with the cursor). */
export function ledgerQuery(enterpriseId: string | undefined, filter: LedgerFilter) {
  const body = filterBody(filter);
  return infiniteQueryOptions({
    queryKey: ['finance/ledger', enterpriseId, body],
    queryFn: ({ pageParam }) => financeCall<Page<LedgerEntry>>('ledger', pageParam ? { ...body, cursor: pageParam } : body),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled: !!enterpriseId,
  });
}

/** The enterprise's recharges, newest first. */
export function rechargesQuery(enterpriseId: string | undefined) {
  return infiniteQueryOptions({
    queryKey: ['finance/recharges', enterpriseId],
    queryFn: ({ pageParam }) => financeCall<Page<Recharge>>('recharges', pageParam ? { cursor: pageParam } : {}),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled: !!enterpriseId,
  });
}

/** The enterprise's invoice requests, newest first. */
export function invoicesQuery(enterpriseId: string | undefined) {
  return infiniteQueryOptions({
    queryKey: ['finance/invoice/list', enterpriseId],
    queryFn: ({ pageParam }) => financeCall<Page<Invoice>>('invoice/list', pageParam ? { cursor: pageParam } : {}),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled: !!enterpriseId,
  });
}

/** Every finance query of the enterprise (after a change of the balance). */
export const FINANCE_KEYS = [['finance/account'], ['finance/ledger'], ['finance/recharges'], ['finance/invoice/list']] as const;

// --- Writes (owners and administrators; quiet: the screens show failures) ---------------------

export function setLowBalance(thresholdFen: number) {
  return financeCall<FinanceAccount>('setLowBalance', { thresholdFen }, { hideError: true });
}

export interface RechargeRequest {
  amountFen: number;
  method: RechargeMethod;
  voucherFileKey?: string;
  idempotencyKey: string;
}

/** A resend with the same `idempotencyKey` answers the first result: never two recharges. */
export function recharge(body: RechargeRequest) {
  return financeCall<{ rechargeId: string; status: RechargeStatus }>('recharge', body, { hideError: true });
}

export function exportStatement(body: LedgerFilter & { format: StatementFormat }) {
  return financeCall<{ url: string; fileName: string; rows: number }>('statement/export', { ...filterBody(body), format: body.format }, { hideError: true });
}

export interface InvoiceRequest {
  title: string;
  taxNumber: string;
  amountFen: number;
  email?: string;
}

export function applyInvoice(body: InvoiceRequest) {
  return financeCall<{ invoiceId: string; status: 'pending' }>('invoice/apply', body, { hideError: true });
}

// --- Helpers ---------------------------------------------------------------------------------

/** Who writes (recharge, threshold, invoices): owners and administrators. */
export function managesFinance(role: string | null | undefined): boolean {
  return can(role, 'manageFinance');
}

/**
 * A key for one recharge form (16–64 of `[A-Za-z0-9_-]`): made once when the form opens, sent
 * with every submission of it, so a double click or a resend never recharges twice.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID().replace(/-/g, '');
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Opens a signed download (a new tab when the browser will not save it from another origin). */
export function download(url: string, fileName: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.target = '_blank';
  a.rel = 'noopener noreferrer';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Yuan as typed in a form (`1234.50`) of an amount in fen, no grouping, no symbol. */
export function fenToYuanText(fen: number): string {
  return (fen / 100).toFixed(2);
}

/** The instant a China day (`YYYY-MM-DD`, as a date field gives it) starts, whatever the browser's zone. */
function cstDay(day: string): number | undefined {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00+08:00`) : NaN;
  return Number.isNaN(at) ? undefined : at;
}

/** The ledger's dates as the server takes them: from the start of the first day to the end of the last (China days). */
export function dayRange(from: string, to: string): { from?: number; to?: number } {
  const end = cstDay(to);
  return { from: cstDay(from), to: end === undefined ? undefined : end + 86_399_999 };
}

/** What the server's `data.field` (1002) is called in the screens' forms. */
const FORM_FIELDS: Readonly<Record<string, string>> = {
  amountFen: 'amount',
  voucherFileKey: 'voucher',
  thresholdFen: 'threshold',
  fileKey: 'file',
};

/**
 * The form field a failed finance call belongs to, if it is one of `fields`: 1002 names it,
 * 3003 is the uploaded file (`fileField`), 4105 the payment method, 4106 the invoice amount.
 */
export function financeErrorField(error: unknown, fields: readonly string[], fileField?: string): string | null {
  if (!(error instanceof ApiError)) return null;
  let field: string | null | undefined = null;
  switch (error.code) {
    case ErrorCode.InvalidField: {
      const raw = (error.data as { field?: unknown } | null)?.field;
      if (typeof raw === 'string') field = FORM_FIELDS[raw] ?? raw;
      break;
    }
    case ErrorCode.FileNotFound:
      field = fileField;
      break;
    case ErrorCode.SandboxPaymentsDisabled:
      field = 'method';
      break;
    case ErrorCode.InvoiceAmountExceeded:
      field = 'amount';
      break;
    default:
      break;
  }
  return field && fields.includes(field) ? field : null;
}

/** A failed finance call in words the user can act on (the server's `msg` otherwise). */
export function financeErrorMessage(error: unknown, t: Translate, locale: Locale): string {
  if (!(error instanceof Error)) return String(error);
  if (!(error instanceof ApiError)) return error.message;
  const data = (error.data ?? {}) as Record<string, unknown>;
  const fen = (key: string) => (typeof data[key] === 'number' ? formatFen(data[key] as number, locale) : '');
  switch (error.code) {
    case ErrorCode.InsufficientBalance:
      return typeof data.shortfallFen === 'number'
        ? t('finance.error.insufficientDetail', { balance: fen('balanceFen'), price: fen('priceFen'), shortfall: fen('shortfallFen') })
        : t('finance.error.insufficient');
    case ErrorCode.SandboxPaymentsDisabled:
      return t('finance.error.sandboxDisabled');
    case ErrorCode.InvoiceAmountExceeded:
      return typeof data.invoiceableFen === 'number'
        ? t('finance.error.aboveInvoiceableDetail', { amount: fen('invoiceableFen') })
        : t('finance.error.aboveInvoiceable');
    case ErrorCode.IdempotencyKeyReused:
      return t('finance.error.keyReused');
    case ErrorCode.RateLimited:
      return t('finance.error.busy');
    case ErrorCode.RechargeDecided:
      return t('opsFinance.error.decided');
    case ErrorCode.InvoiceIssued:
      return t('opsFinance.error.issued');
    default:
      return error.message;
  }
}

/** A rule of an amount in yuan: empty, not money (0 to 2 decimals), below `minFen` or above `maxFen`. */
export function yuanProblem(text: string | undefined, minFen: number, maxFen: number): 'required' | 'format' | 'min' | 'max' | null {
  if (!text || !text.trim()) return 'required';
  const fen = parseYuan(text);
  if (fen === null) return 'format';
  if (fen < minFen) return 'min';
  if (fen > maxFen) return 'max';
  return null;
}
