/**
 * The candidate's own portal (`/me`, calls under `/api/base/me/`): a candidate signs in with the
 * phone their checks were ordered for (an SMS code) and gets a `me_` token, kept for this tab in
 * sessionStorage and sent as the bearer of every `me/*` call. It is not a portal user's session:
 * the stored member credentials are never touched, and a missing or expired token (5001) only
 * drops this token, which sends the pages back to the sign-in.
 *
 * The calls go through the request layer directly (not `post()`): they carry the portal's own
 * bearer, and `me/exportPdf` answers a file.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { saveBlob, saveJson } from '@/utils/download';
import type { Schemas } from '@/services/api';
import * as ErrorCode from '@/services/errorCodes';
import { ApiError, request, type RequestOptions } from '@/utils/request';

/** The portal's codes (shared/http/src/error.rs). */
export const ME_CODES = {
  sessionInvalid: ErrorCode.MeSessionInvalid,
  checkNotFound: ErrorCode.MeCheckNotFound,
  notWithdrawable: ErrorCode.MeNotWithdrawable,
  notErasable: ErrorCode.MeNotErasable,
  correctionOpen: ErrorCode.MeCorrectionOpen,
} as const;

/** Where the token lives: this tab only, never the URL, never localStorage. */
export const ME_TOKEN_KEY = 'verity.me.token';
/** Fired on window when the token is stored or dropped, so the pages follow. */
export const ME_TOKEN_EVENT = 'verity:me-token';

export const CORRECTION_MIN = 5;
export const CORRECTION_MAX = 500;
export const ME_PAGE_SIZE = 10;

/** The generated shapes of the `me` function (docs/openapi.json). Instants are epoch milliseconds. */
export type CheckStatus = Schemas['OrderStatus'];
export type MeItem = Schemas['CheckItem'];
/** `me/checks`' rows. */
export type CheckSummary = Schemas['CheckSummary'];
export type ItemProgress = Schemas['ItemProgress'];
export type TimelineEntry = Schemas['MyTimelineEntry'];
export type Consent = Schemas['MyConsent'];
export type SharedReport = Schemas['ReportShared'];
export type Decision = Schemas['DecisionView'];
export type DisputeEntry = Schemas['DisputeView'];
/** `me/checkDetail`. */
export type CheckDetail = Schemas['CheckDetail'];

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** The check's item names, in the interface's language. */
export function itemNames(items: CheckSummary['items'], zh: boolean): string {
  return items.map((i) => (zh ? i.nameZh : i.nameEn)).join(zh ? '、' : ', ');
}

// ---------------------------------------------------------------- the token

export function meToken(): string | null {
  try {
    return window.sessionStorage.getItem(ME_TOKEN_KEY);
  } catch {
    return null;
  }
}

function changed() {
  window.dispatchEvent(new Event(ME_TOKEN_EVENT));
}

// Whether the last token was dropped because the server no longer knew it (the sign-in says so).
let expired = false;

export function sessionExpired(): boolean {
  return expired;
}

export function keepMeToken(token: string): void {
  expired = false;
  try {
    window.sessionStorage.setItem(ME_TOKEN_KEY, token);
  } catch {
    // Storage disabled: the next call answers 5001 and the sign-in shows again.
  }
  changed();
}

export function dropMeToken({ becauseExpired = false }: { becauseExpired?: boolean } = {}): void {
  expired = becauseExpired;
  try {
    window.sessionStorage.removeItem(ME_TOKEN_KEY);
  } catch {
    // nothing stored
  }
  changed();
}

/** Whether a failed call means "sign in again" (the token was already dropped). */
export function isMeSessionError(error: unknown): boolean {
  return error instanceof ApiError && error.code === ME_CODES.sessionInvalid;
}

// ---------------------------------------------------------------- the calls

type CallOptions = Pick<RequestOptions, 'headers'> & {
  /** The sign-in's calls go without a bearer (never a member's session stored in the same browser). */
  anonymous?: boolean;
};

/** A file the request layer handed back (duck-typed: a Blob of another realm is one too). */
function isFile(value: unknown): value is Blob {
  return typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function' && typeof (value as Blob).size === 'number';
}

/**
 * POST `/me/<path>` with the candidate's token as the bearer (a placeholder when none is kept, so
 * the server answers 5001 rather than reading a member's session; none at all for the sign-in's
 * calls). Quiet: the pages show failures.
 * Resolves with the envelope's data, or the Blob when the answer is a file.
 */
async function meCall<T>(path: string, body: object = {}, options: CallOptions = {}): Promise<T> {
  try {
    const reply: unknown = await request<T>(`/me/${path}`, {
      method: 'POST',
      data: body,
      headers: options.headers,
      // An empty token sends no Authorization at all; a placeholder makes the server answer 5001.
      token: options.anonymous ? '' : (meToken() ?? 'none'),
      hideError: true,
    });
    if (isFile(reply)) return reply as T;
    return (reply as { data: T }).data;
  } catch (e) {
    if (isMeSessionError(e)) dropMeToken({ becauseExpired: true });
    throw e;
  }
}

/** Asks for a code: the server answers the same whether or not the phone has checks. */
export function sendMeCode(phone: string) {
  return meCall<{ cooldownSeconds: number }>('sendCode', { phone }, { anonymous: true });
}

export async function signIn(phone: string, code: string) {
  const reply = await meCall<Schemas['MeSignedIn']>('login', { phone, code }, { anonymous: true });
  keepMeToken(reply.meToken);
  return reply;
}

/** Ends the session on the server (best effort) and forgets the token here in any case. */
export async function signOut() {
  try {
    if (meToken()) await meCall<null>('logout', {});
  } catch {
    // The token goes anyway.
  } finally {
    dropMeToken();
  }
}

export function checksQuery(token: string | null) {
  return infiniteQueryOptions({
    queryKey: ['me/checks', token],
    queryFn: ({ pageParam }) => meCall<Schemas['CheckPage']>('checks', { pageNum: pageParam, pageSize: ME_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.list?.length && all.reduce((n, p) => n + (p.list?.length ?? 0), 0) < last.total ? last.pageNum + 1 : undefined),
    enabled: !!token,
    retry: false,
  });
}

export function checkQuery(token: string | null, orderId: string) {
  return queryOptions({
    queryKey: ['me/checkDetail', token, orderId],
    queryFn: () => meCall<CheckDetail>('checkDetail', { orderId }),
    enabled: !!token && !!orderId,
    retry: false,
  });
}

export function withdraw(orderId: string) {
  return meCall<Schemas['MeWithdrawn']>('withdraw', { orderId });
}

export function requestCorrection(orderId: string, text: string) {
  return meCall<Schemas['MeCorrectionRaised']>('correction', { orderId, text });
}

export function requestErasure(orderId: string) {
  return meCall<Schemas['MeEraseRequested']>('erase', { orderId });
}

export const EXPORT_JSON_NAME = 'verity-my-data.json';
export const EXPORT_PDF_NAME = 'verity-my-data.pdf';

/** Everything stored about the caller, saved as `verity-my-data.json`. */
export async function downloadJson() {
  saveJson(await meCall<unknown>('export', {}), EXPORT_JSON_NAME);
}

/** The same, readable: the PDF the server renders in the interface's language. */
export async function downloadPdf() {
  const file = await meCall<unknown>('exportPdf', {}, { headers: { Accept: 'application/pdf, application/json' } });
  if (!isFile(file)) throw new Error('not a file');
  saveBlob(file, EXPORT_PDF_NAME);
}
