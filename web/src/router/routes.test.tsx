import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasMessage } from '@/i18n';
import { renderApp } from '@/test/renderApp';
import { getItem, STORAGE_KEYS } from '@/utils/storage';
import { ROUTES, SIDEBAR_ROUTES } from './table';
import * as ErrorCode from '@/services/errorCodes';

describe('routes', () => {
  it('sends signed-out users from a sidebar route to /login with the original path', async () => {
    const { router } = renderApp({ path: '/backRecord/detail?id=7' });
    expect(await screen.findByRole('tab', { name: 'Password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/backRecord/detail?id=7');
  });

  it('renders a sidebar route inside the layout, with menus from sideBarMenus', async () => {
    renderApp({ path: '/workOrder', signedIn: true, role: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Work orders' })).toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    expect(screen.getByTestId('menu-homePage')).toHaveTextContent('Dashboard');
    expect(screen.getByTestId('menu-backRecord')).toHaveTextContent('Background check records');
    expect(screen.getByTestId('current-enterprise')).toHaveTextContent('Demo Trading Co');
    expect(screen.getByTestId('user-name')).toHaveTextContent('Ada');
  });

  it('/businessManage opens its account settings child, with tabs to the other four', async () => {
    const { router } = renderApp({ path: '/businessManage', signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/businessManage/account');
    expect(screen.getByTestId('page-header').querySelector('.ant-breadcrumb')).toHaveTextContent('Dashboard/Account/Enterprise management/Account settings');
    const sections = within(screen.getByRole('navigation', { name: 'Enterprise management' }));
    expect(sections.getByRole('link', { name: 'Account settings' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Members', 'My enterprises', 'Audit log', 'Developers']) expect(sections.getByRole('link', { name })).toBeInTheDocument();
    fireEvent.click(sections.getByRole('link', { name: 'Members' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/businessManage/members');
  });

  it('a platform operator is not sent to onboarding: /ei leads to the review queue', async () => {
    const { router } = renderApp({ path: '/ei', signedIn: true, role: 'ops' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Enterprise review' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ops/enterprises');
    expect(screen.getByTestId('menu-opsEnterprises')).toHaveTextContent('Enterprise review');
    // The header names the platform, not a missing enterprise.
    expect(screen.getByTestId('current-enterprise')).toHaveTextContent('Verity platform operations');
  });

  it('members do not see the review queue', async () => {
    renderApp({ path: '/ops/enterprises', signedIn: true, role: 'owner' });
    expect(await screen.findByTestId('no-permission')).toBeInTheDocument();
  });

  it('users who need onboarding are sent to /ei, which leads them to set up their enterprise', async () => {
    const { router } = renderApp({ path: '/homePage', signedIn: true, role: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your enterprise to start ordering' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ei');
  });

  it('/ei sends a user who has an enterprise home', async () => {
    const { router } = renderApp({ path: '/ei', signedIn: true, role: 'owner' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/homePage');
  });

  it('a registered user without an enterprise is not labelled a visitor', async () => {
    renderApp({ path: '/ei', signedIn: true, role: null, info: { loginType: 'password', name: 'Grace' } });
    expect(await screen.findByText('Welcome, Grace')).toBeInTheDocument();
    expect(screen.getByText('Your account is ready')).toBeInTheDocument();
    expect(screen.queryByText(/visitor/i)).toBeNull();
  });

  it.each(['/sr', '/report', '/reportMobile'])('%s opens the mobile report screen (without a link code it says the link is not valid)', async (path) => {
    renderApp({ path });
    expect(await screen.findByTestId(`link-ended-${ErrorCode.ShareLinkInvalid}`)).toHaveTextContent('This link is not valid');
  });

  it('an unknown route shows the public 404 page to signed-out visitors', async () => {
    renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The address /no/such/page does not match any page.')).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument();
  });

  it('signed in, the 404 page is inside the console and its button stays there', async () => {
    const { router } = renderApp({ path: '/no/such/page', signedIn: true });
    expect(await screen.findByTestId('sidebar')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Verity');
    (await screen.findByRole('button', { name: 'Back to the dashboard' })).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/homePage');
  });

  it('a console child page has the breadcrumb of its parents and the tab title of its screen', async () => {
    renderApp({ path: '/jobRegistration/detail', signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Job application detail' })).toBeInTheDocument();
    const crumbs = screen.getByTestId('page-header').querySelector('.ant-breadcrumb');
    expect(crumbs).toHaveTextContent('Dashboard/Records/Job application registration/Job application detail');
    expect(document.title).toBe('Job application detail · Verity');
  });
});

describe('route guard', () => {
  it('a viewer deep-linking to /businessManage/account sees the 403 page, stays signed in, and the page calls nothing', async () => {
    const { router, calls } = renderApp({ path: '/businessManage/account', signedIn: true, role: 'viewer' });
    expect(await screen.findByTestId('no-permission')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'No access' })).toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    expect(screen.queryByTestId('not-built')).toBeNull();
    // The layout's own calls only: who is signed in, their enterprises, their pending invitations
    // and their notices.
    await waitFor(() =>
      expect(calls.map((c) => c.url.split('?')[0]).sort()).toEqual([
        '/api/base/enterprise/invitationList',
        '/api/base/notice/list',
        '/api/base/user/loginInfo',
        '/api/base/user/relatedMainList',
      ]),
    );
    expect(router.state.location.pathname).toBe('/businessManage/account');
    expect(getItem(STORAGE_KEYS.magicToken)).toBe('test-session');
    expect(screen.getByTestId('user-name')).toHaveTextContent('Ada');
    // Only the viewer's own menus are offered.
    expect(screen.queryByTestId('menu-businessManage')).toBeNull();
  });

  it('the 403 page leads back to the dashboard', async () => {
    const { router } = renderApp({ path: '/businessManage/members', signedIn: true, role: 'operator' });
    (await screen.findByRole('button', { name: 'Back to the dashboard' })).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/homePage');
  });

  it.each([
    ['owner', '/workOrder', 'workorder-new'],
    ['admin', '/jobRegistration', 'job-new'],
    ['operator', '/workOrder', 'workorder-new'],
    ['operator', '/businessManage/account', 'no-permission'],
    ['viewer', '/initiateBack', 'no-permission'],
    ['viewer', '/homePage', 'onboarding-checklist'],
    ['viewer', '/batchBack', 'no-permission'],
  ] as const)('%s at %s sees %s', async (role, path, shown) => {
    renderApp({ path, signedIn: true, role });
    expect(await screen.findByTestId(shown)).toBeInTheDocument();
  });
});

describe('route table', () => {
  it('has unique paths, and every redirect leads to a route of the same right', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of SIDEBAR_ROUTES) {
      if ('redirect' in route) expect(SIDEBAR_ROUTES.find((r) => r.path === route.redirect)?.right).toBe(route.right);
    }
    // Every right is also a menu label.
    for (const route of SIDEBAR_ROUTES) expect(hasMessage(`screen.${route.right}`)).toBe(true);
  });
});
