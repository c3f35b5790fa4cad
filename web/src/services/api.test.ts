import { describe, expect, expectTypeOf, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/utils';
import { ApiError } from '@/utils/request';
import { get, post, type ReplyOf, type Schemas } from './api';
import * as ErrorCode from '@/services/errorCodes';

describe('typed calls', () => {
  it('resolve with the envelope data, on paths relative to the API base', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ code: 0, msg: '', data: { token: 't-1' } }));
    await expect(post('/user/login', { phone: '13800000000', loginType: 'sms', code: '123456', ts: 'ENT_WEB' })).resolves.toEqual({ token: 't-1' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/base/user/login');
    expect(JSON.parse(String(init?.body))).toMatchObject({ phone: '13800000000' });
  });

  it('send query parameters and reject failed envelopes', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ code: ErrorCode.InvalidField, msg: 'bad prefix', data: null }));
    await expect(get('/data/querySphereConfig', { prefix: '?' }, { hideError: true })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/base/data/querySphereConfig?prefix=%3F');
  });

  it('type a reply as the data of the envelope the document describes', () => {
    expectTypeOf<ReplyOf<'post', '/order/detail'>>().toEqualTypeOf<Schemas['OrderDetail']>();
    expectTypeOf<ReplyOf<'post', '/user/changeMobile'>>().toEqualTypeOf<Schemas['MobileChanged']>();
    // A file: its bytes are read as a blob, never through the typed calls.
    expectTypeOf<ReplyOf<'get', '/batch/template'>>().toEqualTypeOf<unknown>();
  });
});
