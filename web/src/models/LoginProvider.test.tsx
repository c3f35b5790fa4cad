import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/utils';
import { clearSession } from '@/utils/session';
import { getItem, setItem, STORAGE_KEYS } from '@/utils/storage';
import { needsOnboarding, useLogin, type LoginContextValue, type UserInfo } from './login';
import { LoginProvider } from './LoginProvider';

const INFO: UserInfo = {
  sToken: 'sess-1',
  userId: 'u1',
  username: 'ada',
  phone: '138****0000',
  name: 'Ada',
  role: 'admin',
  loginType: 'password',
  visitor: false,
  realNameVerified: false,
  enterprise: { id: 'e1', name: 'Demo Trading Co' },
  sideBarMenus: [{ key: 'homePage', path: '/homePage', name: 'Home' }],
};

let hook: { current: LoginContextValue };

function mount() {
  hook = renderHook(() => useLogin(), { wrapper: LoginProvider }).result;
}

describe('login model', () => {
  it('starts with the stored token and user info', () => {
    setItem(STORAGE_KEYS.magicToken, 'stored');
    setItem(STORAGE_KEYS.userInfo, INFO);
    mount();
    expect(hook.current.state.token).toBe('stored');
    expect(hook.current.state.userInfo).toEqual(INFO);
    expect(hook.current.signedIn).toBe(true);
  });

  it('starts empty without stored credentials', () => {
    mount();
    expect(hook.current.state).toMatchObject({ token: '', userInfo: null, sideBarMenus: [] });
    expect(hook.current.signedIn).toBe(false);
  });

  it('fetchUserInfo stores sToken as the token, stores the user info and merges it into state', async () => {
    mockFetch(() => jsonResponse({ code: 0, msg: '', data: INFO }));
    mount();
    let result: UserInfo | null = null;
    await act(async () => {
      result = await hook.current.fetchUserInfo('login-token');
    });
    expect(result).toEqual(INFO);
    expect(getItem(STORAGE_KEYS.magicToken)).toBe('sess-1');
    expect(getItem(STORAGE_KEYS.userInfo)).toEqual(INFO);
    expect(hook.current.state).toMatchObject({ token: 'sess-1', name: 'Ada', username: 'ada', loginType: 'password', sideBarMenus: INFO.sideBarMenus });
  });

  it('logout sends {loginType, username}, clears storage and replaces state with the response data', async () => {
    setItem(STORAGE_KEYS.magicToken, 'sess-1');
    setItem(STORAGE_KEYS.userInfo, INFO);
    const fetchMock = mockFetch(() => jsonResponse({ code: 0, msg: '', data: {} }));
    mount();
    await act(() => hook.current.logout());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/base/user/logout');
    expect(JSON.parse(String(init?.body))).toEqual({ loginType: 'password', username: 'ada' });
    expect(getItem(STORAGE_KEYS.magicToken)).toBeNull();
    expect(getItem(STORAGE_KEYS.userInfo)).toBeNull();
    expect(hook.current.state).toEqual({ token: '', userInfo: null, sideBarMenus: [] });
  });

  it('follows the request layer when it clears the session', () => {
    setItem(STORAGE_KEYS.magicToken, 'sess-1');
    setItem(STORAGE_KEYS.userInfo, INFO);
    mount();
    act(() => clearSession());
    expect(hook.current.signedIn).toBe(false);
  });

  it('setSideBarMenus replaces the menu list', () => {
    mount();
    act(() => hook.current.setSideBarMenus([{ key: 'x', path: '/x', name: 'X' }]));
    expect(hook.current.state.sideBarMenus).toEqual([{ key: 'x', path: '/x', name: 'X' }]);
  });

  it('visitors and users without an enterprise need onboarding', () => {
    expect(needsOnboarding(INFO)).toBe(false);
    expect(needsOnboarding({ ...INFO, visitor: true })).toBe(true);
    expect(needsOnboarding({ ...INFO, enterprise: null })).toBe(true);
    expect(needsOnboarding(null)).toBe(false);
  });
});
