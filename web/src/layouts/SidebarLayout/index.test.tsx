import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeUserInfo, renderApp } from '@/test/renderApp';
import { jsonResponse } from '@/test/utils';
import { getItem, STORAGE_KEYS } from '@/utils/storage';
import { menuItems, selectedMenuPath } from './menu';
import { translate } from '@/i18n';

const MENUS = [
  { key: 'homePage', path: '/homePage', name: 'Home' },
  { key: 'backRecord', path: '/backRecord', name: 'Records' },
  { key: 'custom', path: '/custom', name: 'Server-named entry' },
];
const ENTERPRISES = { e1: { id: 'e1', name: 'Demo Trading Co' }, e2: { id: 'e2', name: 'Demo Logistics Co' } };

/** A signed-in member of e1 against a small fake of the identity API: tokens map to enterprises. */
function renderSignedIn(path = '/homePage', menusOf: Record<'e1' | 'e2', typeof MENUS> = { e1: MENUS, e2: MENUS }) {
  const sessions: Record<string, 'e1' | 'e2'> = { 'tok-e1': 'e1' };
  const infoFor = (token: string) =>
    fakeUserInfo('admin', {
      sToken: token,
      username: '13800000000',
      name: 'Demo Admin',
      enterprise: ENTERPRISES[sessions[token]],
      sideBarMenus: menusOf[sessions[token]],
      role: sessions[token] === 'e1' ? 'owner' : 'operator',
    });
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
          data: { list: (['e1', 'e2'] as const).map((id) => ({ enterpriseId: id, name: ENTERPRISES[id].name, role: id === 'e1' ? 'owner' : 'operator', current: id === sessions[token] })) },
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
    fireEvent.click(await screen.findByRole('button', { name: /Switch enterprise/ }));
    fireEvent.click(await screen.findByText('Demo Logistics Co'));
    await waitFor(() => expect(screen.getByTestId('current-enterprise')).toHaveTextContent('Demo Logistics Co'));
    const change = calls.find((c) => c.url.endsWith('/user/changeLogin'));
    expect(change?.body).toEqual({ enterpriseId: 'e2' });
    const lastInfo = calls.filter((c) => c.url.endsWith('/user/loginInfo')).at(-1);
    expect(lastInfo?.auth).toBe('Bearer tok-e2');
    expect(getItem(STORAGE_KEYS.magicToken)).toBe('tok-e2');
  });

  it('switching to an enterprise where the role lacks the current page turns it into the 403 page', async () => {
    const { router } = renderSignedIn('/workOrder', {
      e1: [...MENUS, { key: 'workOrder', path: '/workOrder', name: 'Work orders' }],
      e2: MENUS,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Work orders' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /Switch enterprise/ }));
    fireEvent.click(await screen.findByText('Demo Logistics Co'));
    expect(await screen.findByTestId('no-permission')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/workOrder');
    expect(screen.queryByTestId('menu-workOrder')).toBeNull();
  });

  it('signs out from the header and lands on /login without a redirect', async () => {
    const { router, calls } = renderSignedIn('/backRecord');
    fireEvent.click(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('sign-out'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(getItem(STORAGE_KEYS.magicToken)).toBeNull());
    expect(router.state.location.search).toBe('');
    expect(calls.find((c) => c.url.endsWith('/user/logout'))?.body).toEqual({ loginType: 'password', username: '13800000000' });
    expect(getItem(STORAGE_KEYS.magicToken)).toBeNull();
    expect(getItem(STORAGE_KEYS.userInfo)).toBeNull();
  });

  it('groups the menu: dashboard, then ordering, records and account, then what the table does not group', () => {
    const menus = ['workOrder', 'backRecord', 'homePage', 'initiateBack', 'custom'].map((key) => ({ key, path: `/${key}`, name: key }));
    const items = menuItems(menus, (key) => translate(key, undefined, 'en-US'));
    const shape = items.map((i) => (i && 'type' in i && i.type === 'group' ? `${String(i.label)}: ${i.children?.map((c) => c?.key).join(',')}` : i?.key));
    expect(shape).toEqual(['/homePage', 'Ordering: /initiateBack', 'Records: /backRecord', 'Account: /workOrder', '/custom']);
  });

  it('below the breakpoint the menu is a drawer opened from the one-row header', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const { router } = renderSignedIn('/homePage');
    const toggle = await screen.findByTestId('menu-toggle');
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    const drawer = await screen.findByTestId('drawer-menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Help and language move into the drawer on a phone.
    expect(screen.getByTestId('help-content')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByTestId('menu-backRecord'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/backRecord'));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });

  it('a registered user is not labelled a visitor; a visitor login is', async () => {
    renderApp({ path: '/homePage', signedIn: true, info: { loginType: 'visitor' } });
    fireEvent.click(await screen.findByTestId('user-menu'));
    expect(await screen.findByText(/Visitor/)).toBeInTheDocument();
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
