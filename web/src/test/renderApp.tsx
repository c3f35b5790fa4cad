/**
 * Renders the whole app (route table, guards, layout, providers) at a route, optionally with a
 * fake signed-in session of a given role, against a fake API for the calls every signed-in
 * screen makes. Tests add or override endpoints with `api`.
 */
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { LoginProvider } from '@/models/LoginProvider';
import type { UserInfo } from '@/models/login';
import { AppRoutes } from '@/router';
import { groupOf, SIDEBAR_ROUTES, type Right } from '@/router/table';
import type { Schemas } from '@/services/api';
import { setItem, STORAGE_KEYS } from '@/utils/storage';
import { jsonResponse, mockFetch, TestProviders } from './utils';
import * as ErrorCode from '@/services/errorCodes';

export type Role = Schemas['Role'];

/**
 * The menus the server grants each role (shared/domain/src/identity/roles.rs), faked, so a test can
 * sign in "as a viewer". The compiler checks every key against the route table.
 */
const MEMBER_RIGHTS = [...new Set(SIDEBAR_ROUTES.map((r) => r.right))].filter((right) => groupOf(right) !== 'ops');
const ROLE_RIGHTS: Record<Role, readonly Right[]> = {
  owner: MEMBER_RIGHTS,
  admin: MEMBER_RIGHTS,
  operator: ['homePage', 'initiateBack', 'batchBack', 'backRecord', 'batchRecord', 'financialManage', 'mealManage', 'jobRegistration', 'workOrder'],
  viewer: ['homePage', 'backRecord', 'batchRecord', 'financialManage', 'mealManage'],
};

/** The loginInfo of a platform operator: no enterprise, no role, the platform's queues as its menus. */
export function fakeOpsInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return fakeUserInfo(null, {
    name: 'Platform Ops',
    visitor: false,
    platformRole: 'ops',
    sideBarMenus: [
      { key: 'opsEnterprises', path: '/ops/enterprises', name: 'Enterprise review' },
      { key: 'opsRecharges', path: '/ops/recharges', name: 'Transfers to confirm' },
      { key: 'opsInvoices', path: '/ops/invoices', name: 'Invoices to issue' },
      { key: 'opsDisputes', path: '/ops/disputes', name: 'Disputes' },
      { key: 'opsWorkOrders', path: '/ops/workOrders', name: 'Work orders' },
      { key: 'opsProcessing', path: '/ops/processing', name: 'Processing records' },
    ],
    ...overrides,
  });
}

/** The loginInfo of a fake member of "Demo Trading Co"; role null is a visitor. */
export function fakeUserInfo(role: Role | null = 'owner', overrides: Partial<UserInfo> = {}): UserInfo {
  const visitor = role === null;
  return {
    sToken: 'test-session',
    userId: 'u1',
    username: '138****0000',
    phone: '138****0000',
    name: 'Ada',
    role,
    loginType: 'password',
    visitor,
    realNameVerified: false,
    enterprise: visitor ? null : { id: 'e1', name: 'Demo Trading Co' },
    sideBarMenus: visitor
      ? [{ key: 'ei', path: '/ei', name: 'Enterprise info' }]
      : ROLE_RIGHTS[role].map((right) => ({ key: right, path: `/${right}`, name: right })),
    ...overrides,
  };
}

/** `home/summary` of an enterprise that has ordered nothing: the dashboard welcomes it. */
export const NEW_ENTERPRISE_HOME = {
  balanceFen: 0,
  lowBalanceThresholdFen: 0,
  lowBalance: false,
  ordersThisMonth: { total: 0, awaitingAuthorization: 0, authorized: 0, inProgress: 0, completed: 0, canceled: 0, expired: 0, suspended: 0 },
  consentsPending: 0,
  reportsThisWeek: 0,
  daily: Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, created: 0, completed: 0 })),
  recent: [],
} satisfies Schemas['HomeSummary'];

/** `home/onboarding` of a company under review that has done nothing else yet. */
export const NEW_ENTERPRISE_ONBOARDING = {
  steps: [
    { key: 'entry', state: 'done', at: Date.UTC(2026, 10, 20, 2) },
    { key: 'review', state: 'waiting' },
    { key: 'contract', state: 'todo' },
    { key: 'package', state: 'todo' },
    { key: 'balance', state: 'todo' },
    { key: 'firstOrder', state: 'waiting' },
  ],
  next: 'contract',
  orderingOpen: false,
  complete: false,
  certStatus: 'pending_review',
  contractVersion: '2026.1',
  activePackages: 0,
  balanceFen: 0,
  orders: 0,
} satisfies Schemas['Onboarding'];

export interface RenderAppOptions {
  /** Where the app opens (the hash route). */
  path?: string;
  signedIn?: boolean;
  /** The signed-in member's role; null signs in a visitor, 'ops' a platform operator. */
  role?: Role | null | 'ops';
  /** Changes to the fake loginInfo. */
  info?: Partial<UserInfo>;
  /** Answers a call before the defaults do; return undefined to fall through. */
  api?: (url: string, init: RequestInit) => Response | Promise<Response> | undefined;
}

export interface Call {
  url: string;
  body: unknown;
  auth: string | null;
}

export function renderApp({ path = '/', signedIn = false, role = 'owner', info, api }: RenderAppOptions = {}) {
  const user = signedIn ? (role === 'ops' ? fakeOpsInfo(info) : fakeUserInfo(role, info)) : null;
  if (user) {
    setItem(STORAGE_KEYS.magicToken, user.sToken);
    setItem(STORAGE_KEYS.userInfo, user);
  }
  const calls: Call[] = [];
  mockFetch((url, init) => {
    calls.push({
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      auth: new Headers(init.headers).get('Authorization'),
    });
    const answer = api?.(url, init);
    if (answer) return answer;
    if (url.endsWith('/user/loginInfo')) {
      return user ? jsonResponse({ code: 0, msg: '', data: user }) : jsonResponse({ code: ErrorCode.SessionInvalid, msg: 'no session', data: null });
    }
    // Where signed-in members land: a new enterprise's summary (nothing ordered yet).
    if (url.endsWith('/home/summary')) return jsonResponse({ code: 0, msg: '', data: NEW_ENTERPRISE_HOME });
    if (url.endsWith('/home/onboarding')) return jsonResponse({ code: 0, msg: '', data: NEW_ENTERPRISE_ONBOARDING });
    if (url.endsWith('/user/relatedMainList')) {
      const list = user?.enterprise ? [{ enterpriseId: user.enterprise.id, name: user.enterprise.name, role: user.role, current: true }] : [];
      return jsonResponse({ code: 0, msg: '', data: { list } });
    }
    return jsonResponse({ code: 0, msg: '', data: {} });
  });

  // `router.state.location`: where the app is now, read as from a data router's state.
  const router = { state: { location: null as unknown as Location } };
  function LocationProbe() {
    router.state.location = useLocation();
    return null;
  }
  render(
    <TestProviders>
      <LoginProvider>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe />
          <AppRoutes />
        </MemoryRouter>
      </LoginProvider>
    </TestProviders>,
  );
  return { router, user, calls };
}
