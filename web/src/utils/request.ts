/**
 * The one request layer of the SPA (spec §4, §7, §8).
 *
 * - Calls pass paths relative to the API base: `request('/user/login', …)` → `/api/base/user/login`.
 * - JSON bodies with content type JSON; `Authorization: Bearer <magicToken>` when a token is stored;
 *   `Accept-Language` from the interface's current locale, so the server's `msg` is in that language.
 * - Responses are the envelope `{code, msg, data}`: 0 and 501 are success and resolve with the
 *   envelope (501 carries a notice in `msg`). Any other code shows `msg` as a 5 s error toast
 *   unless the call set `hideError`, and rejects with an {@link ApiError} carrying the body's
 *   code, msg and data.
 * - Session codes (rejected with an ApiError of kind 'session'): -12 → clear credentials, go to
 *   `/checkPhone?s=<s of the current address>&redirect=<its path>`; -6 → clear credentials, go to `/login`, tell the
 *   user they have no access permission; -5 → clear credentials, go to `/login`, "session invalid
 *   or expired".
 * - Transport failures (network, time-out, HTTP status) show a 5 s toast unless `hideError`
 *   and reject with a {@link RequestError}.
 * - Binary responses (non-JSON content type, or `responseType: 'blob'`) are returned untouched
 *   as a Blob.
 */
import { getLocale, translate, type MessageKey } from '@/i18n';
import { toastError } from './feedback';
import { currentHashLocation, hashNavigate, queryParamFromAddress } from './navigation';
import { clearSession } from './session';
import { getItem, STORAGE_KEYS } from './storage';
import * as ErrorCode from '@/services/errorCodes';

export const API_BASE = '/api/base';
export const DEFAULT_TIMEOUT_MS = 30_000;
export const SUCCESS_CODES: readonly number[] = [ErrorCode.Ok, ErrorCode.OkWithNotice];
/** The codes whose session rule clears the credentials and navigates away. */
const SESSION_CODES: readonly number[] = [ErrorCode.PhoneCheckRequired, ErrorCode.NoPermission, ErrorCode.SessionInvalid];

export interface ApiResponse<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export type QueryValue = string | number | boolean | null | undefined;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** JSON-serialisable body, or FormData / Blob sent as is. */
  data?: unknown;
  /** Query string parameters; null/undefined values are skipped. */
  params?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Do not toast errors for this call (the caller handles them). */
  hideError?: boolean;
  /** Milliseconds before the call is abandoned with a time-out error. */
  timeout?: number;
  /** 'blob' returns the body untouched as a Blob. */
  responseType?: 'json' | 'blob';
  /** Bearer token to use instead of the stored one (e.g. right after login). */
  token?: string;
  /** Caller-side cancellation. */
  signal?: AbortSignal;
}

export type RequestErrorKind = 'network' | 'timeout' | 'http' | 'parse' | 'aborted' | 'business' | 'session';

/** Every rejection of the request layer: transport failures, and (as {@link ApiError}) failed envelopes. */
export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  readonly status?: number;

  constructor(message: string, kind: RequestErrorKind, extra: { status?: number; cause?: unknown } = {}) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.name = 'RequestError';
    this.kind = kind;
    this.status = extra.status;
  }
}

/**
 * A well-formed envelope whose code is not a success code. Kind 'session' when a session rule
 * (-12, -6, -5) already cleared the credentials and navigated away; 'business' otherwise.
 */
export class ApiError<T = unknown> extends RequestError {
  readonly code: number;
  readonly msg: string;
  readonly data: T;

  constructor(message: string, body: ApiResponse<T>) {
    const session = SESSION_CODES.includes(body.code);
    super(message, session ? 'session' : 'business');
    this.name = 'ApiError';
    this.code = body.code;
    this.msg = body.msg;
    this.data = body.data;
  }
}

export function statusMessageKey(status: number): MessageKey {
  switch (status) {
    case 401:
      return 'request.status401';
    case 403:
      return 'request.status403';
    case 404:
      return 'request.status404';
    default:
      return 'request.statusOther';
  }
}

export function buildUrl(url: string, params?: Record<string, QueryValue>): string {
  const absolute = /^(https?:)?\/\//i.test(url) || url.startsWith('/api/');
  let full = absolute ? url : `${API_BASE}${url.startsWith('/') ? '' : '/'}${url}`;
  if (params) {
    const query = new URLSearchParams();
    Object.entries(params).forEach(([k, v]) => {
      if (v !== undefined && v !== null) query.append(k, String(v));
    });
    const qs = query.toString();
    if (qs) full += (full.includes('?') ? '&' : '?') + qs;
  }
  return full;
}

/**
 * True when `url` (as built by {@link buildUrl}) goes to this origin's API base: only then may the
 * bearer token go with it. An absolute URL (a presigned S3 upload or download, any other host),
 * a protocol-relative one (`//host/…`) or a same-origin path outside the API base never gets it.
 */
export function isApiUrl(url: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) {
    if (typeof window === 'undefined') return false;
    try {
      const parsed = new URL(url);
      return parsed.origin === window.location.origin && parsed.pathname.startsWith(`${API_BASE}/`);
    } catch {
      return false;
    }
  }
  // Same origin: the path, resolved (no `..` climbing out of the API base).
  try {
    const path = new URL(url, 'http://same.origin').pathname;
    return path.startsWith(`${API_BASE}/`);
  } catch {
    return false;
  }
}

export function storedToken(): string {
  const token =
    getItem<string>(STORAGE_KEYS.magicToken) || getItem<string>(STORAGE_KEYS.sessionToken);
  return typeof token === 'string' ? token : '';
}

function isJsonContentType(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0].trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

function isEnvelope(value: unknown): value is ApiResponse {
  return typeof value === 'object' && value !== null && typeof (value as ApiResponse).code === 'number';
}

function fail(
  messageKey: MessageKey,
  kind: RequestErrorKind,
  hideError: boolean | undefined,
  extra: { status?: number; cause?: unknown; detail?: string } = {},
): never {
  const text = extra.detail
    ? `${translate(messageKey)} (${extra.status ?? ''}): ${extra.detail}`
    : translate(messageKey);
  if (!hideError) toastError(text);
  throw new RequestError(text, kind, { status: extra.status, cause: extra.cause });
}

/** Applies the session rules and error toasts to a parsed envelope; rejects every failed one. */
export function handleEnvelope<T>(body: ApiResponse<T>, options: Pick<RequestOptions, 'hideError'> = {}): ApiResponse<T> {
  if (SUCCESS_CODES.includes(body.code)) return body;

  switch (body.code) {
    case ErrorCode.PhoneCheckRequired: {
      // Read s (and where we are) before navigating away from the address that carries it:
      // the phone check returns there once the phone is verified.
      const s = queryParamFromAddress('s') ?? '';
      const { pathname } = currentHashLocation();
      const back = pathname === '/checkPhone' ? '' : `&redirect=${encodeURIComponent(pathname)}`;
      clearSession();
      hashNavigate(`/checkPhone?s=${encodeURIComponent(s)}${back}`);
      throw new ApiError(body.msg, body);
    }
    case ErrorCode.NoPermission: {
      clearSession();
      hashNavigate('/login');
      // Shown even with hideError: the user is being signed out and must learn why.
      const text = translate('request.noPermission');
      toastError(text);
      throw new ApiError(text, body);
    }
    case ErrorCode.SessionInvalid: {
      clearSession();
      hashNavigate('/login');
      const text = translate('request.sessionExpired');
      if (!options.hideError) toastError(text);
      throw new ApiError(text, body);
    }
    default: {
      const text = body.msg || translate('request.businessError');
      if (!options.hideError) toastError(text);
      throw new ApiError(text, body);
    }
  }
}

export function request<T = unknown>(
  url: string,
  options?: RequestOptions & { responseType?: 'json' },
): Promise<ApiResponse<T>>;
export function request(url: string, options: RequestOptions & { responseType: 'blob' }): Promise<Blob>;
export async function request<T = unknown>(
  url: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T> | Blob> {
  const { method = 'GET', data, params, hideError, responseType = 'json', signal } = options;
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;

  const headers = new Headers(options.headers);
  let body: BodyInit | undefined;
  if (typeof FormData !== 'undefined' && data instanceof FormData) {
    body = data; // the browser sets the multipart boundary
  } else if (typeof Blob !== 'undefined' && data instanceof Blob) {
    body = data;
  } else {
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json;charset=UTF-8');
    if (data !== undefined && method !== 'GET') body = JSON.stringify(data);
  }
  if (responseType === 'json' && !headers.has('Accept')) headers.set('Accept', 'application/json');
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', getLocale());
  const fullUrl = buildUrl(url, params);
  // The bearer token never leaves for another origin or a path outside the API base.
  const token = isApiUrl(fullUrl) ? (options.token ?? storedToken()) : '';
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const onCallerAbort = () => controller.abort();
  signal?.addEventListener('abort', onCallerAbort);

  const abortedResult = (cause: unknown): never => {
    if (timedOut) fail('request.timeout', 'timeout', hideError, { cause });
    if (signal?.aborted) throw new RequestError('aborted', 'aborted', { cause });
    return fail('request.networkError', 'network', hideError, { cause });
  };

  try {
    let response: Response;
    try {
      response = await fetch(fullUrl, {
        method,
        headers,
        body,
        signal: controller.signal,
        // Cookies never go anywhere but this origin (and the API sets none).
        credentials: isApiUrl(fullUrl) ? 'same-origin' : 'omit',
      });
    } catch (cause) {
      return abortedResult(cause);
    }

    if (!response.ok) {
      fail('request.statusError', 'http', hideError, {
        status: response.status,
        detail: translate(statusMessageKey(response.status)),
      });
    }

    const contentType = response.headers.get('content-type');
    if (responseType === 'blob' || !isJsonContentType(contentType)) {
      try {
        return await response.blob();
      } catch (cause) {
        return abortedResult(cause);
      }
    }

    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch (cause) {
      if (timedOut || signal?.aborted) return abortedResult(cause);
      return fail('request.parseError', 'parse', hideError, { cause, status: response.status });
    }
    if (!isEnvelope(parsed)) {
      return fail('request.parseError', 'parse', hideError, { status: response.status });
    }
    return handleEnvelope(parsed as ApiResponse<T>, { hideError });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}
