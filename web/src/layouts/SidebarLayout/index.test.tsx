import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeUserInfo, renderApp } from '../../test/renderApp';
import { jsonResponse } from '../../test/utils';
import { getItem, STORAGE_KEYS } from '../../utils/storage';
import { selectedMenuPath } from './menu';

const MENUS = [
  { key: 'homePage', path: '/homePage', name: 'Home' },
  { key: 'backRecord', path: '/backRecord', name: 'Records' },
  { key: 'custom', path: '/custom', name: 'Server-named entry' },
];
const ENTERPRISES = { e1: { id: 'e1', name: 'Demo Trading Co' }, e2: { id: 'e2', name: 'Demo Logistics Co' } };

/** A signed-in admin of e1 against a small fake of the identity API: tokens map to enterprises. */
function renderSignedIn(path = '/homePage') {
  const sessions: Record<string, 'e1' | 'e2'> = { 'tok-e1': 'e1' };
  const infoFor = (token: string) =>
    fakeUserInfo('admin', { sToken: token, username: '13800000000', name: 'Demo Admin', enterprise: ENTERPRISES[sessions[token]], sideBarMenus: MENUS });
  return renderApp({
    path,
    signedIn: true,
    info: infoFor('tok-e1'),
    api: (url, init) => {
      const token = new Headers(init.headers).get('Authorization')?.replace('Bearer ', '') ?? '';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      if (url.endsWith('/user/loginInfo')) return jsonResponse({ code: 0, msg: '', data: infoFor(token) });
      if (url.endsWith('/user/relatedMainList')) {
        return jsonResponse({
          code: 0,
          msg: '',
          data: { list: (['e1', 'e2'] as const).map((id) => ({ enterpriseId: id, name: ENTERPRISES[id].name, role: 'admin', current: id === sessions[token] })) },
        });
      }
      if (url.endsWith('/user/changeLogin')) {
        const next = `tok-${body.enterpriseId}`;
        sessions[next] = body.enterpriseId;
        return jsonResponse({ code: 0, msg: '', data: { sToken: next } });
      }
      if (url.endsWith('/user/logout')) return jsonResponse({ code: 0, msg: '', data: {} });
      return new Response('unexpected', { status: 404 });
    },
  });
}

describe('sidebar layout', () => {
  it('builds the menu from sideBarMenus and highlights the entry of the current route', async () => {
    const { router } = renderSignedIn('/backRecord/detail');
    expect(await screen.findByTestId('menu-custom')).toHaveTextContent('Server-named entry');
    const selected = document.querySelector('.ant-menu-item-selected');
    expect(selected).toHaveTextContent('Background check records');
    fireEvent.click(screen.getByTestId('menu-homePage'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/homePage'));
  });

  it('switches enterprise from the header: changeLogin, then loginInfo with the new sToken', async () => {
    const { calls } = renderSignedIn();
    expect(await screen.findByTestId('current-enterprise')).toHaveTextContent('Demo Trading Co');
    fireEvent.click(await screen.findByRole('button', { name: 'Switch enterprise' }));
    fireEvent.click(await screen.findByText('Demo Logistics Co'));
    await waitFor(() => expect(screen.getByTestId('current-enterprise')).toHaveTextContent('Demo Logistics Co'));
    const change = calls.find((c) => c.url.endsWith('/user/changeLogin'));
    expect(change?.body).toEqual({ enterpriseId: 'e2' });
    const lastInfo = calls.filter((c) => c.url.endsWith('/user/loginInfo')).at(-1);
    expect(lastInfo?.auth).toBe('Bearer tok-e2');
    expect(getItem(STORAGE_KEYS.magicToken)).toBe('tok-e2');
  });

  it('signs out from the header and lands on /login', async () => {
    const { router, calls } = renderSignedIn();
    fireEvent.click(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('sign-out'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.find((c) => c.url.endsWith('/user/logout'))?.body).toEqual({ loginType: 'password', username: '13800000000' });
    expect(getItem(STORAGE_KEYS.magicToken)).toBeNull();
    expect(getItem(STORAGE_KEYS.userInfo)).toBeNull();
  });

  it('selectedMenuPath picks the longest matching prefix', () => {
    const menus = [
      { key: 'a', path: '/mealManage', name: '' },
      { key: 'b', path: '/mealManage/add', name: '' },
    ];
    expect(selectedMenuPath(menus, '/mealManage/add')).toBe('/mealManage/add');
    expect(selectedMenuPath(menus, '/mealManage/detail')).toBe('/mealManage');
    expect(selectedMenuPath(menus, '/mealManagement')).toBeUndefined();
  });
});
