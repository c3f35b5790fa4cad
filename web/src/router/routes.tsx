import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { needsOnboarding, useLogin } from '@/models/login';
import RequireAuth from './RequireAuth';
import RequireRight from './RequireRight';
import { lazyPage } from './lazyPage';
import { getItem, STORAGE_KEYS } from '@/utils/storage';
import { ROUTES, routeOf, type PageModule, type PageRoute } from './table';

/**
 * The loader of each page module the route table names: every module is its own chunk, loaded on
 * demand with a 120 s time-out. The keys are the table's `page`s (the compiler checks both ways).
 */
const LOADERS: Record<PageModule, () => Promise<Record<string, unknown>>> = {
  'home/cover': () => import('@/pages/home/cover'),
  'home/dashboard': () => import('@/pages/home/dashboard'),
  'user/login': () => import('@/pages/user/login'),
  'user/register': () => import('@/pages/user/register'),
  'user/resetPassword': () => import('@/pages/user/resetPassword'),
  'user/qrConfirm': () => import('@/pages/user/qrConfirm'),
  onboarding: () => import('@/pages/onboarding'),
  'onboarding/enterSuccess': () => import('@/pages/onboarding/enterSuccess'),
  'business/account': () => import('@/pages/business/account'),
  'business/members': () => import('@/pages/business/members'),
  'business/related': () => import('@/pages/business/related'),
  'business/audit': () => import('@/pages/business/audit'),
  'business/developers': () => import('@/pages/business/developers'),
  'packages/list': () => import('@/pages/packages/list'),
  'packages/edit': () => import('@/pages/packages/edit'),
  'packages/detail': () => import('@/pages/packages/detail'),
  finance: () => import('@/pages/finance'),
  'ops/enterprises': () => import('@/pages/ops/enterprises'),
  'ops/recharges': () => import('@/pages/ops/recharges'),
  'ops/invoices': () => import('@/pages/ops/invoices'),
  'ops/disputes': () => import('@/pages/ops/disputes'),
  'ops/workOrders': () => import('@/pages/ops/workOrders'),
  'ops/workOrders/detail': () => import('@/pages/ops/workOrders/detail'),
  'ops/processing': () => import('@/pages/ops/processing'),
  'workOrder/list': () => import('@/pages/workOrder/list'),
  'workOrder/detail': () => import('@/pages/workOrder/detail'),
  'report/edit': () => import('@/pages/report/edit'),
  'report/detail': () => import('@/pages/report/detail'),
  'report/mobile': () => import('@/pages/report/mobile'),
  'report/verify': () => import('@/pages/report/verify'),
  candidate: () => import('@/pages/candidate'),
  'candidate/dispute': () => import('@/pages/candidate/dispute'),
  me: () => import('@/pages/me'),
  'order/initiate': () => import('@/pages/order/initiate'),
  'order/records': () => import('@/pages/order/records'),
  'batch/new': () => import('@/pages/batch/new'),
  'batch/records': () => import('@/pages/batch/records'),
  'job/apply': () => import('@/pages/job/apply'),
  'job/list': () => import('@/pages/job/list'),
  'job/detail': () => import('@/pages/job/detail'),
  invitation: () => import('@/pages/invitation'),
  legal: () => import('@/pages/legal'),
};

/**
 * Starts loading the page of the address the app opens at (its chunk and, through the bundler's
 * preload helper, the chunks it imports) before the first render, so that on a slow network its
 * download overlaps the entry's start-up instead of following it. A guarded page only when a
 * session is stored (otherwise the guard sends the browser to /login); a console page with its
 * layout. The lazy page later asks for the same module: one download.
 */
export function preloadOpeningPage(hash: string = window.location.hash): void {
  const pathname = hash.replace(/^#/, '').split('?')[0] || '/';
  const route = routeOf(pathname);
  if (!route || !('page' in route)) return;
  const guarded = 'access' in route || 'right' in route;
  if (guarded && !getItem<string>(STORAGE_KEYS.magicToken)) return;
  LOADERS[route.page]().catch(() => undefined);
  if ('right' in route) import('@/layouts/SidebarLayout').catch(() => undefined);
}

/** One lazy component per page (module and export), shared by the routes that show it. */
const pages = new Map<string, ComponentType>();
function pageOf(route: PageRoute): ComponentType {
  const name = 'export' in route ? route.export : 'default';
  const key = `${route.page}#${name}`;
  let Page = pages.get(key);
  if (!Page) {
    Page = lazyPage<object>(() => LOADERS[route.page]().then((m) => ({ default: m[name] as ComponentType<object> })));
    pages.set(key, Page);
  }
  return Page;
}
const NotFoundPage = lazyPage(() => import('@/pages/exception/notFound'));
const ConsoleNotFoundPage = lazyPage(() => import('@/pages/exception/notFound/console'));
const SidebarLayout = lazyPage(() => import('@/layouts/SidebarLayout'));

function element(route: (typeof ROUTES)[number]) {
  if ('redirect' in route) return <Navigate to={route.redirect} replace />;
  const Page = pageOf(route);
  return <Page />;
}

/** An unknown address: the 404 page inside the console for signed-in members, else the public one. */
function NotFoundRoute() {
  const { signedIn, state } = useLogin();
  if (signedIn && !needsOnboarding(state.userInfo)) {
    return (
      <SidebarLayout>
        <ConsoleNotFoundPage />
      </SidebarLayout>
    );
  }
  return <NotFoundPage />;
}

/** The router's view of the route table (routeTable.js). */
export const routes: RouteObject[] = [
  ...ROUTES.filter((r) => !('right' in r)).map((r) => ({
    path: r.path,
    element: 'access' in r ? <RequireAuth access={r.access}>{element(r)}</RequireAuth> : element(r),
  })),
  {
    element: (
      <RequireAuth>
        <SidebarLayout />
      </RequireAuth>
    ),
    children: ROUTES.filter((r) => 'right' in r).map((r) => ({
      path: r.path,
      element: <RequireRight right={r.right}>{element(r)}</RequireRight>,
    })),
  },
  { path: '*', element: <NotFoundRoute /> },
];
