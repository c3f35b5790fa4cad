import { message } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/utils';
import { setLocale } from '@/i18n';
import { bindMessageApi } from './feedback';
import { API_BASE, ApiError, RequestError, buildUrl, isApiUrl, request, type QueryValue, type RequestOptions } from './request';
import { SESSION_CLEARED_EVENT } from './session';
import { getItem, setItem, STORAGE_KEYS } from './storage';
import * as ErrorCode from '@/services/errorCodes';

let errorToast: MockInstance;

type JsonOptions = Omit<RequestOptions, 'responseType'>;
const post = (url: string, data: unknown = {}, options: JsonOptions = {}) => request(url, { ...options, method: 'POST', data });
const get = (url: string, params?: Record<string, QueryValue>, options: JsonOptions = {}) => request(url, { ...options, params });

function toastTexts(): string[] {
  return errorToast.mock.calls.map(([arg]) => (typeof arg === 'object' && arg && 'content' in arg ? String(arg.content) : String(arg)));
}

function seedCredentials() {
  setItem(STORAGE_KEYS.magicToken, 'tok-123');
  setItem(STORAGE_KEYS.userInfo, { name: 'Ada' });
  setItem(STORAGE_KEYS.sessionToken, 'tok-123', { session: true });
}

beforeEach(() => {
  bindMessageApi(message); // the static API, which we spy on
  errorToast = vi.spyOn(message, 'error').mockImplementation((() => undefined) as never);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('request: what it sends', () => {
  it('prefixes the API base and sends JSON with content type JSON', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ code: 0, msg: 'ok', data: { token: 't' } }));
    await post('/user/login', { phone: '13800000000' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/base/user/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ phone: '13800000000' }));
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(headers.get('Authorization')).toBeNull();
  });

  it('adds Authorization: Bearer <magicToken> when a token is stored', async () => {
    setItem(STORAGE_KEYS.magicToken, 'stored-token');
    const fetchMock = mockFetch(() => jsonResponse({ code: 0, msg: '', data: null }));
    await get('/user/loginInfo');
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Authorization')).toBe('Bearer stored-token');
  });

  it('sends Accept-Language from the current locale', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ code: 0, msg: '', data: null }));
    await get('/user/loginInfo');
    setLocale('zh-CN');
    await post('/user/login');
    setLocale('en-US');
    expect(fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Accept-Language'))).toEqual(['en-US', 'zh-CN']);
  });

  it('uses an explicit token instead of the stored one', async () => {
    setItem(STORAGE_KEYS.magicToken, 'stored-token');
    const fetchMock = mockFetch(() => jsonResponse({ code: 0, msg: '', data: null }));
    await get('/user/loginInfo', undefined, { token: 'fresh-token' });
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Authorization')).toBe('Bearer fresh-token');
  });

  it('sends the bearer token only to the API base, never to another origin or path', async () => {
    setItem(STORAGE_KEYS.magicToken, 'stored-token');
    const fetchMock = mockFetch(() => jsonResponse({ code: 0, msg: '', data: null }));
    const presigned = 'https://verity-uploads.s3.cn-north-1.amazonaws.com.cn/license/a.png?X-Amz-Signature=abc';
    for (const url of [presigned, '//evil.example/api/base/user/loginInfo', 'http://evil.example/api/base/x', '/api/dev/sms', '/api/base/../dev/sms']) {
      await request(url, { responseType: 'blob', token: 'explicit-token' });
      await request(url, { responseType: 'blob' });
    }
    const sent = fetchMock.mock.calls.map(([url, init]) => [url, new Headers(init?.headers).get('Authorization'), init?.credentials]);
    for (const [url, auth, credentials] of sent) {
      expect(auth, String(url)).toBeNull();
      expect(credentials, String(url)).toBe('omit');
    }
    // The API base, relative or on this very origin, does get it.
    await get('/user/loginInfo');
    await request(`${window.location.origin}/api/base/user/loginInfo`);
    const [relative, sameOrigin] = fetchMock.mock.calls.slice(-2).map(([, init]) => new Headers(init?.headers).get('Authorization'));
    expect(relative).toBe('Bearer stored-token');
    expect(sameOrigin).toBe('Bearer stored-token');
  });

  it('tells the API base from every other address', () => {
    expect(isApiUrl('/api/base/user/loginInfo')).toBe(true);
    expect(isApiUrl(`${window.location.origin}/api/base/x`)).toBe(true);
    for (const url of [
      '/assets/x',
      `${window.location.origin}/assets/x`,
      'https://bucket.s3.amazonaws.com/x?X-Amz-Signature=abc',
      '//evil.example/x',
      '/api/base/../dev/sms',
      '/api/basement/x',
      'javascript:alert(1)',
    ]) {
      expect(isApiUrl(url), url).toBe(false);
    }
  });

  it('encodes query parameters and skips empty ones', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ code: 0, msg: '', data: {} }));
    await get('/data/querySphereConfig', { prefix: 'site.', empty: undefined, none: null });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/base/data/querySphereConfig?prefix=site.');
    expect(buildUrl('/x?a=1', { b: 2 })).toBe('/api/base/x?a=1&b=2');
    expect(buildUrl('/api/dev/sms')).toBe('/api/dev/sms');
    expect(API_BASE).toBe('/api/base');
  });

  it('sends FormData as is, without a JSON content type', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ code: 0, msg: '', data: {} }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await request('/file/upload', { method: 'POST', data: form });
    const init = fetchMock.mock.calls[0][1]!;
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).get('Content-Type')).toBeNull();
  });
});

describe('request: business codes', () => {
  it.each([0, 501])('code %i is success: body returned (501 keeps its notice), no toast', async (code) => {
    mockFetch(() => jsonResponse({ code, msg: 'fine', data: { a: 1 } }));
    const res = await post('/x');
    expect(res).toEqual({ code, msg: 'fine', data: { a: 1 } });
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('any other code toasts msg for 5 s and rejects with an ApiError carrying the body', async () => {
    mockFetch(() => jsonResponse({ code: ErrorCode.AccountLocked, msg: 'locked', data: { retryAfterSeconds: 60 } }));
    const error = await post('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'business', code: ErrorCode.AccountLocked, msg: 'locked', data: { retryAfterSeconds: 60 }, message: 'locked' });
    expect(errorToast).toHaveBeenCalledTimes(1);
    expect(errorToast.mock.calls[0][0]).toMatchObject({ content: 'locked', duration: 5 });
  });

  it('a failed envelope without msg toasts a generic text', async () => {
    mockFetch(() => jsonResponse({ code: ErrorCode.Internal, msg: '', data: null }));
    await expect(post('/x')).rejects.toMatchObject({ code: ErrorCode.Internal, message: 'the request could not be completed' });
    expect(toastTexts()).toEqual(['the request could not be completed']);
  });

  it('hideError suppresses the toast but still rejects with the body', async () => {
    mockFetch(() => jsonResponse({ code: ErrorCode.MalformedJson, msg: 'code expired', data: null }));
    await expect(post('/x', {}, { hideError: true })).rejects.toMatchObject({ kind: 'business', code: ErrorCode.MalformedJson, msg: 'code expired' });
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('-12: clears credentials and goes to /checkPhone with s from the current address', async () => {
    seedCredentials();
    window.location.hash = '#/sr?s=share-abc&x=1';
    const cleared = vi.fn();
    window.addEventListener(SESSION_CLEARED_EVENT, cleared);
    mockFetch(() => jsonResponse({ code: ErrorCode.PhoneCheckRequired, msg: 'check phone', data: null }));
    await expect(post('/report/detail')).rejects.toMatchObject({ kind: 'session', code: ErrorCode.PhoneCheckRequired });
    window.removeEventListener(SESSION_CLEARED_EVENT, cleared);
    expect(window.location.hash).toBe('#/checkPhone?s=share-abc&redirect=%2Fsr');
    expect(getItem(STORAGE_KEYS.magicToken)).toBeNull();
    expect(getItem(STORAGE_KEYS.userInfo)).toBeNull();
    expect(getItem(STORAGE_KEYS.sessionToken)).toBeNull();
    expect(cleared).toHaveBeenCalledTimes(1);
  });

  it('-12 also finds s in the real query string', async () => {
    window.history.replaceState(null, '', '/?s=from-search#/report');
    mockFetch(() => jsonResponse({ code: ErrorCode.PhoneCheckRequired, msg: '', data: null }));
    await post('/report/detail').catch(() => undefined);
    expect(window.location.hash).toBe('#/checkPhone?s=from-search&redirect=%2Freport');
    window.history.replaceState(null, '', '/');
  });

  it('-6: clears credentials, goes to /login and says the user has no access permission', async () => {
    seedCredentials();
    window.location.hash = '#/homePage';
    mockFetch(() => jsonResponse({ code: ErrorCode.NoPermission, msg: 'forbidden', data: null }));
    await expect(post('/x')).rejects.toMatchObject({ kind: 'session', code: ErrorCode.NoPermission, msg: 'forbidden' });
    expect(window.location.hash).toBe('#/login');
    expect(getItem(STORAGE_KEYS.magicToken)).toBeNull();
    expect(toastTexts()).toEqual(['current user has no access permission']);
  });

  it('-6 says so even with hideError: the user is signed out and must learn why', async () => {
    seedCredentials();
    mockFetch(() => jsonResponse({ code: ErrorCode.NoPermission, msg: 'forbidden', data: null }));
    await expect(post('/x', {}, { hideError: true })).rejects.toBeInstanceOf(ApiError);
    expect(toastTexts()).toEqual(['current user has no access permission']);
  });

  it('-5: clears credentials, goes to /login and rejects with the session message', async () => {
    seedCredentials();
    window.location.hash = '#/homePage';
    mockFetch(() => jsonResponse({ code: ErrorCode.SessionInvalid, msg: 'expired', data: null }));
    const call = post('/x');
    await expect(call).rejects.toThrow('session is invalid or expired, please log in again');
    await expect(call).rejects.toMatchObject({ kind: 'session', code: ErrorCode.SessionInvalid, msg: 'expired' });
    expect(window.location.hash).toBe('#/login');
    expect(getItem(STORAGE_KEYS.magicToken)).toBeNull();
    expect(getItem(STORAGE_KEYS.userInfo)).toBeNull();
  });

  it('-5 with hideError still rejects and redirects, without a toast', async () => {
    seedCredentials();
    mockFetch(() => jsonResponse({ code: ErrorCode.SessionInvalid, msg: 'expired', data: null }));
    await expect(post('/x', {}, { hideError: true })).rejects.toBeInstanceOf(ApiError);
    expect(window.location.hash).toBe('#/login');
    expect(errorToast).not.toHaveBeenCalled();
  });
});

describe('request: transport errors', () => {
  it('network error: toast "backend interface connection abnormal" (5 s) and reject', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(post('/x')).rejects.toMatchObject({ kind: 'network', message: 'backend interface connection abnormal' });
    expect(errorToast.mock.calls[0][0]).toMatchObject({ content: 'backend interface connection abnormal', duration: 5 });
  });

  it('network error with hideError: no toast, still rejects', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(post('/x', {}, { hideError: true })).rejects.toMatchObject({ kind: 'network' });
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('time-out: aborts after the timeout option and toasts "system interface request timed out"', async () => {
    vi.useFakeTimers();
    mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const call = post('/slow', {}, { timeout: 1500 });
    const outcome = expect(call).rejects.toMatchObject({ kind: 'timeout', message: 'system interface request timed out' });
    await vi.advanceTimersByTimeAsync(1499);
    expect(errorToast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(toastTexts()).toEqual(['system interface request timed out']);
  });

  it('a caller abort rejects quietly', async () => {
    mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const call = post('/x', {}, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
    expect(errorToast).not.toHaveBeenCalled();
  });

  it.each([
    [401, 'authentication failed cannot access system resources'],
    [403, 'current operation has no permission'],
    [404, 'resource does not exist'],
    [500, 'unknown system error please report to the administrator'],
    [502, 'unknown system error please report to the administrator'],
  ])('HTTP %i: "system interface exception" with "%s"', async (status, text) => {
    mockFetch(() => new Response('nope', { status }));
    await expect(post('/x')).rejects.toMatchObject({ kind: 'http', status });
    const [shown] = toastTexts();
    expect(shown).toContain('system interface exception');
    expect(shown).toContain(text);
    expect(errorToast.mock.calls[0][0]).toMatchObject({ duration: 5 });
  });

  it('HTTP error with hideError: no toast', async () => {
    mockFetch(() => new Response('nope', { status: 404 }));
    await expect(post('/x', {}, { hideError: true })).rejects.toMatchObject({ status: 404 });
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('an unreadable JSON body is a system interface exception', async () => {
    mockFetch(() => new Response('{not json', { headers: { 'Content-Type': 'application/json' } }));
    await expect(post('/x')).rejects.toMatchObject({ kind: 'parse' });
    expect(toastTexts()[0]).toContain('system interface exception');
  });
});

describe('request: binary responses', () => {
  it('returns a non-JSON body untouched as a Blob', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70, 0, 255]);
    mockFetch(() => new Response(bytes, { headers: { 'Content-Type': 'application/pdf' } }));
    const res = (await request('/report/pdf')) as unknown as Blob;
    // Node's fetch Blob is not jsdom's Blob class; check the shape.
    expect(res.constructor.name).toBe('Blob');
    expect(res.type).toBe('application/pdf');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    expect(errorToast).not.toHaveBeenCalled();
  });

  it("responseType 'blob' returns the body as a Blob even when it is JSON", async () => {
    mockFetch(() => jsonResponse({ code: 1, msg: 'would toast', data: null }));
    const blob = await request('/export', { method: 'POST', responseType: 'blob' });
    expect(blob.constructor.name).toBe('Blob');
    expect(JSON.parse(await blob.text())).toEqual({ code: 1, msg: 'would toast', data: null });
    expect(errorToast).not.toHaveBeenCalled();
  });
});
