import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LoginProvider } from '../models/LoginProvider';
import type { UserInfo } from '../models/login';
import { jsonResponse, mockFetch, TestAntApp } from '../test/utils';
import { setItem, STORAGE_KEYS } from '../utils/storage';
import { routes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <TestAntApp>
      <LoginProvider>
        <RouterProvider router={router} />
      </LoginProvider>
    </TestAntApp>,
  );
  return router;
}

const INFO: UserInfo = {
  sToken: 'sess-1',
  userId: 'u1',
  username: 'ada',
  phone: '138****0000',
  name: 'Ada',
  role: 'admin',
  loginType: 'password',
  visitor: false,
  enterprise: { id: 'e1', name: 'Demo Trading Co' },
  sideBarMenus: [
    { key: 'homePage', path: '/homePage', name: 'Home' },
    { key: 'backRecord', path: '/backRecord', name: 'Records' },
  ],
};

function signIn(info: UserInfo = INFO) {
  setItem(STORAGE_KEYS.magicToken, info.sToken);
  setItem(STORAGE_KEYS.userInfo, info);
  mockFetch((url) =>
    url.endsWith('/user/loginInfo')
      ? jsonResponse({ code: 0, msg: '', data: info })
      : url.endsWith('/user/relatedMainList')
        ? jsonResponse({ code: 0, msg: '', data: { list: [] } })
        : jsonResponse({ code: 0, msg: '', data: {} }),
  );
}

describe('routes', () => {
  it('sends signed-out users from a sidebar route to /login with the original path', async () => {
    mockFetch(() => jsonResponse({ code: 0, msg: '', data: {} }));
    const router = renderAt('/backRecord/detail?id=7');
    expect(await screen.findByRole('tab', { name: 'Password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/backRecord/detail?id=7');
  });

  it('renders a sidebar route inside the layout, with menus from sideBarMenus and a not-built page', async () => {
    signIn();
    renderAt('/backRecord/detail');
    expect(await screen.findByText('Background check record detail is not built yet')).toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    expect(screen.getByTestId('menu-homePage')).toHaveTextContent('Dashboard');
    expect(screen.getByTestId('menu-backRecord')).toHaveTextContent('Background check records');
    expect(screen.getByTestId('current-enterprise')).toHaveTextContent('Demo Trading Co');
    expect(screen.getByTestId('user-name')).toHaveTextContent('Ada');
  });

  it('/businessManage opens its account settings child', async () => {
    signIn();
    const router = renderAt('/businessManage');
    expect(await screen.findByText('Account settings is not built yet')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/businessManage/account');
  });

  it('users who need onboarding are sent to /ei', async () => {
    signIn({ ...INFO, visitor: true });
    const router = renderAt('/homePage');
    expect(await screen.findByText('Enterprise information is not built yet')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ei');
  });

  it.each(['/sr', '/report', '/reportMobile'])('%s opens the mobile report screen', async (path) => {
    renderAt(path);
    expect(await screen.findByText('Mobile report is not built yet')).toBeInTheDocument();
  });

  it('an unknown route shows the 404 page', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByText('The address /no/such/page does not match any page.')).toBeInTheDocument();
  });
});
